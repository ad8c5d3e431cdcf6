// The opening of a planet's sign paragraph, written for the part of life its house belongs to.
// The houses fall into four traditional triplicities: life (1, 5, 9: person, pleasure, belief),
// substance (2, 6, 10: money, work, standing), relationship (3, 7, 11: kin, partners, friends) and
// endings (4, 8, 12: home, what is shared or lost, what is hidden). Every client with a Libra Sun
// read the same opening (review: stock sentences); with the house's triplicity the sentence
// speaks of where this person's Sun does its work, and two readers share it only when both agree.
// The sentences do not name the triplicity in a shared frame ("in a house of ..."): several planets
// in one report would repeat it, and the house sentence that follows names the house itself.
import type { SignAbbrev } from '../../../astro/types';
import type { HouseNumber } from './types';

export type HouseTriplicity = 'life' | 'substance' | 'relationship' | 'endings';

export const HOUSE_TRIPLICITY: Record<HouseNumber, HouseTriplicity> = {
  1: 'life',
  5: 'life',
  9: 'life',
  2: 'substance',
  6: 'substance',
  10: 'substance',
  3: 'relationship',
  7: 'relationship',
  11: 'relationship',
  4: 'endings',
  8: 'endings',
  12: 'endings',
};

export type SignHouseLeads = Record<SignAbbrev, Record<HouseTriplicity, string>>;

export const SIGN_HOUSE_LEAD: Record<
  'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn',
  SignHouseLeads
> = {
  Sun: {
    Ari: {
      life: 'With the Sun in Aries, you find out who you are by going first, and your nerve is on show wherever you go.',
      substance:
        'With the Sun in Aries, your sense of self rises with every job you start on your own initiative and finish on your own terms.',
      relationship:
        'The Sun in Aries makes you the one who speaks up first, and you learn who you are by testing yourself against others.',
      endings:
        'Your Sun in Aries spends its courage on battles few people see: at home, in intimacy or against your own fears.',
    },
    Tau: {
      life: 'Your Sun in Taurus makes you someone whose presence is calm and sensual, known for the pleasures you enjoy and the things you make.',
      substance:
        'With the Sun in Taurus, you know who you are by what you earn, tend and build, and you build it to last.',
      relationship:
        'The Sun in Taurus makes you the steady one in any circle, loyal and slow to change your opinion of a friend.',
      endings:
        'Your Sun in Taurus rests your sense of self on a home, a body and a few possessions you can rely on when no one is watching.',
    },
    Gem: {
      life: 'With the Sun in Gemini, you show who you are by talking, writing and trying on ideas, and you stay young by staying curious.',
      substance:
        'The Sun in Gemini makes a living of your versatility: you are most yourself with several tasks and a telephone in reach.',
      relationship:
        'With your Sun in Gemini, you come to know yourself in conversation, as the friend who introduces everyone to everyone.',
      endings:
        'With the Sun in Gemini, your liveliest thinking happens out of sight, in journals, late talks at home and questions you rarely share.',
    },
    Can: {
      life: 'With the Sun in Cancer, your care is how people know you: you lead by looking after, and your feelings show in whatever you create.',
      substance:
        'The Sun in Cancer makes you a protector at work, the person who turns a team or a business into something like a family.',
      relationship:
        'With your Sun in Cancer, your identity is bound up with the bonds you keep, and friends become kin.',
      endings:
        'With the Sun in Cancer, your sense of self is rooted in home, family memory and a shell you open only to the trusted.',
    },
    Leo: {
      life: 'With the Sun in Leo, you are meant to shine, create and be recognised for being exactly who you are.',
      substance:
        'The Sun in Leo wants to be proud of its work, so you give most where your effort is seen and credited.',
      relationship:
        'With your Sun in Leo, you shine brightest with an audience of friends or a partner who admires you and says so.',
      endings:
        'With the Sun in Leo, your warmth is strongest out of public view: at home, with an intimate or in a creative life kept partly hidden.',
    },
    Vir: {
      life: 'With the Sun in Virgo, you show who you are through skill, and the well-made thing is your signature.',
      substance:
        'The Sun in Virgo finds its purpose in useful, exact work, and you are known as the person who gets the details right.',
      relationship:
        'With your Sun in Virgo, you know yourself through service to them: the practical friend, the partner who notices what needs doing.',
      endings:
        'With the Sun in Virgo, your care for order turns inward, onto home, health and a private habit of self-improvement.',
    },
    Lib: {
      life: 'With the Sun in Libra, your identity shows in your taste and fairness, and you present yourself with a grace people remember.',
      substance:
        'The Sun in Libra makes you a negotiator at work, and you feel most yourself when a deal is fair to everyone in it.',
      relationship:
        'With your Sun in Libra, partnership is where you discover who you are, and you may define yourself through a significant other.',
      endings:
        'With the Sun in Libra, you keep the peace where it matters most to you, at home and in intimacy, sometimes at the price of your own wishes.',
    },
    Sco: {
      life: 'With the Sun in Scorpio, your intensity is visible, and people sense your depth before you have said a word.',
      substance:
        'The Sun in Scorpio makes you a strategist at work, drawn to what is hidden in money, research or power.',
      relationship:
        'With your Sun in Scorpio, you find yourself in bonds of total loyalty and, at times, of rivalry.',
      endings:
        'With the Sun in Scorpio, your identity forms in crisis and intimacy, and much of who you are stays below the surface by choice.',
    },
    Sag: {
      life: 'With the Sun in Sagittarius, you are a seeker in plain view, known for your opinions, your laughter and your next journey.',
      substance:
        'The Sun in Sagittarius wants work that means something, and you do best where you can teach, travel or widen a field.',
      relationship:
        'With your Sun in Sagittarius, you grow through friends and partners from other backgrounds, who open new horizons to you.',
      endings:
        'With the Sun in Sagittarius, your search for meaning is an inner journey, worked out at home, in solitude or in a private faith.',
    },
    Cap: {
      life: 'With the Sun in Capricorn, you carry yourself with a dignity beyond your years, and you earn respect by what you take on.',
      substance:
        'The Sun in Capricorn builds your sense of self on achievement, responsibility and the patient gathering of means.',
      relationship:
        'With your Sun in Capricorn, you take relationships seriously and often become the one others lean on.',
      endings:
        'With the Sun in Capricorn, your ambition works quietly, through duties at home or in the background that others may not credit.',
    },
    Aqu: {
      life: 'With the Sun in Aquarius, you stand out by standing apart, and your originality is the first thing people notice.',
      substance:
        'The Sun in Aquarius looks for work that improves a system, and you do best where new methods are welcome.',
      relationship:
        'With your Sun in Aquarius, you find yourself among groups, causes and friends who share your view of the future.',
      endings:
        'With the Sun in Aquarius, your independence is an inner one, a private mind that goes its own way behind an ordinary life.',
    },
    Pis: {
      life: 'With the Sun in Pisces, your imagination is on show, and you move people through art, music or simple kindness.',
      substance:
        'The Sun in Pisces seeks work that serves or inspires, and it thrives where compassion is part of the job.',
      relationship:
        'With your Sun in Pisces, your identity blends with those you love, and you learn to tell their moods from your own.',
      endings:
        'With the Sun in Pisces, your sense of self lives in a rich inner world, and solitude and retreat renew you.',
    },
  },
  Moon: {
    Ari: {
      life: 'With the Moon in Aries, your feelings show on your face at once, and you act on them before anyone can talk you round.',
      substance:
        'The Moon in Aries feels safest when busy, and you need work that lets you act quickly on your instincts.',
      relationship:
        'With your Moon in Aries, you need frank, spirited company and flare up fast when a friend or partner hems you in.',
      endings:
        'With the Moon in Aries, your quick feelings stay indoors, and home can be where the temper and the tenderness both come out.',
    },
    Tau: {
      life: 'With the Moon in Taurus, your calm is visible, and people relax around the steadiness you give off.',
      substance:
        'The Moon in Taurus ties your peace of mind to a steady income, a secure job and things you can hold.',
      relationship:
        'With your Moon in Taurus, you need loyal, unhurried bonds and feel safest with people you have known for years.',
      endings:
        'With the Moon in Taurus, you recover your calm through the body and the home: good food, touch, sleep and a garden of your own.',
    },
    Gem: {
      life: 'With the Moon in Gemini, you talk your feelings out as they come, and a good conversation restores you.',
      substance:
        'The Moon in Gemini needs variety in the working day, and boredom unsettles you more than pressure does.',
      relationship:
        'With your Moon in Gemini, you need company that keeps talking, and news from friends feeds you like a meal.',
      endings:
        'With the Moon in Gemini, you process feeling in private words, in a diary or a late talk at the kitchen table.',
    },
    Can: {
      life: 'With the Moon in Cancer, your tenderness is plain to see, and you mother the people and projects you love.',
      substance:
        'The Moon in Cancer needs work that feels like a second home and colleagues you can care for.',
      relationship:
        'With your Moon in Cancer, you hold on to friends and partners with deep loyalty and remember every kindness and hurt.',
      endings:
        'With the Moon in Cancer, you need a home that works like a shell, and the past and the family live close to your heart.',
    },
    Leo: {
      life: 'With the Moon in Leo, you need to play, create and be admired, and your good humour lights up a room.',
      substance:
        'The Moon in Leo needs its efforts noticed, and praise at work settles you better than any pay rise.',
      relationship:
        'With your Moon in Leo, you need friends and partners who show their affection out loud and often.',
      endings:
        'With the Moon in Leo, your need for warmth turns homeward, and you want to be the heart of a family or an intimate circle.',
    },
    Vir: {
      life: 'With the Moon in Virgo, you calm yourself by being useful, and your care shows in small practical acts.',
      substance:
        'The Moon in Virgo settles when the work is orderly and the accounts add up, and fusses when they do not.',
      relationship:
        'With your Moon in Virgo, you show love by helping, and you feel cared for when someone notices what you need.',
      endings:
        'With the Moon in Virgo, you tidy and plan at home when anxious, and a well-ordered private life is your shelter.',
    },
    Lib: {
      life: 'With the Moon in Libra, you need beauty and grace around you, and ugliness or rudeness upsets you more than you show.',
      substance:
        'The Moon in Libra needs a fair and pleasant workplace, and you soothe tensions among colleagues almost by reflex.',
      relationship:
        'With your Moon in Libra, you need company and a fair exchange to feel at ease, and solitude leaves you restless.',
      endings:
        'With the Moon in Libra, you need harmony at home above all, and you may hide your own feelings to keep the peace there.',
    },
    Sco: {
      life: 'With the Moon in Scorpio, your feelings run at full strength, and people sense the intensity you try to keep contained.',
      substance:
        'The Moon in Scorpio needs control over its resources, and you feel safe only when you know where the power lies.',
      relationship:
        'With your Moon in Scorpio, you give trust slowly and need loyalty from friends and partners more than comfort.',
      endings:
        'With the Moon in Scorpio, your feelings are deep and guarded, and you need a private place where you can let them surface.',
    },
    Sag: {
      life: 'With the Moon in Sagittarius, your moods lift with a plan, a laugh or a journey, and you need something to look forward to.',
      substance:
        'The Moon in Sagittarius needs work with room to move, and a desk that never changes makes you restless.',
      relationship:
        'With your Moon in Sagittarius, you need friends who bring new ideas and partners who leave you free.',
      endings:
        'With the Moon in Sagittarius, you need freedom even at home, and you find peace in reading, faith or a wide view from your window.',
    },
    Cap: {
      life: 'With the Moon in Capricorn, you show composure rather than feeling, and people see your self-control before your warmth.',
      substance:
        'The Moon in Capricorn makes work your safety, and you feel secure once the responsibilities are handled.',
      relationship:
        'With your Moon in Capricorn, you show love by being dependable, and you need partners and friends who are too.',
      endings:
        "With the Moon in Capricorn, you learned early to hold your feelings in, and home is where you carry the family's weight.",
    },
    Aqu: {
      life: 'With the Moon in Aquarius, you need room to be unusual, and your feelings show as ideas and convictions.',
      substance:
        'The Moon in Aquarius needs independence at work and is happiest improving how things are done.',
      relationship:
        'With your Moon in Aquarius, you need friendship before closeness and a circle that accepts you as you are.',
      endings:
        'With the Moon in Aquarius, you keep a cool distance from your own feelings, and home must leave you free to come and go.',
    },
    Pis: {
      life: 'With the Moon in Pisces, your sensitivity is plain to see, and your feelings pour into music, images and care.',
      substance:
        'The Moon in Pisces needs work that feels meaningful, and a harsh workplace drains you quickly.',
      relationship:
        'With your Moon in Pisces, you absorb the moods of friends and partners and need time alone to find your own.',
      endings:
        'With the Moon in Pisces, your inner world is vast and private, and quiet, water and sleep restore you.',
    },
  },
  Mercury: {
    Ari: {
      life: 'With Mercury in Aries, your opinions come out fast and first, and you enjoy a good argument.',
      substance:
        'Mercury in Aries makes you decisive at work: you cut through meetings and act on the first good idea.',
      relationship:
        'With your Mercury in Aries, you speak bluntly to friends and partners, and they always know where they stand.',
      endings:
        'With Mercury in Aries, your quickest thinking happens alone, and you may argue more with yourself than with anyone else.',
    },
    Tau: {
      life: 'With Mercury in Taurus, you speak slowly and surely, and what you say is worth the wait.',
      substance:
        'Mercury in Taurus gives you a practical head for money and method, and you learn a trade thoroughly.',
      relationship:
        'With your Mercury in Taurus, you are a calm, reliable voice among friends and slow to change your mind about them.',
      endings:
        'With Mercury in Taurus, you think things over at length before speaking, and keep your conclusions to yourself until they are ripe.',
    },
    Gem: {
      life: 'With Mercury in Gemini, your wit is your calling card, and you talk, write and learn for the sheer pleasure of it.',
      substance:
        'Mercury in Gemini makes communication your trade: you juggle tasks, contacts and information with ease.',
      relationship:
        'With your Mercury in Gemini, you keep up a lively traffic of messages with friends, siblings and neighbours.',
      endings:
        'With Mercury in Gemini, your mind is busiest in private, reading and turning over ideas you rarely voice.',
    },
    Can: {
      life: 'With Mercury in Cancer, you speak from the heart, and your stories are full of memory and feeling.',
      substance:
        'Mercury in Cancer remembers every detail that matters to people, a gift in any work of care.',
      relationship:
        'With your Mercury in Cancer, you listen with tact and choose your words to protect those you love.',
      endings:
        'With Mercury in Cancer, your thoughts dwell on home and the past, and you learn best where you feel safe.',
    },
    Leo: {
      life: 'With Mercury in Leo, you speak with colour and conviction, a born storyteller who likes an audience.',
      substance:
        'Mercury in Leo makes you a confident presenter at work, proud of your ideas and ready to lead with them.',
      relationship:
        'With your Mercury in Leo, you speak warmly and generously to friends, and expect to be heard in return.',
      endings:
        'With Mercury in Leo, your boldest ideas stay at home or in private writing until you trust the room.',
    },
    Vir: {
      life: 'With Mercury in Virgo, your mind is precise and your words exact, and you take pride in explaining things properly.',
      substance:
        'Mercury in Virgo is superb at analysis, editing and method, and you notice the error everyone else missed.',
      relationship:
        'With your Mercury in Virgo, you give friends careful, practical advice, and your criticism is meant to help.',
      endings:
        'With Mercury in Virgo, you analyse your own life closely, and worry can circle when there is nothing left to fix.',
    },
    Lib: {
      life: 'With Mercury in Libra, you speak graciously and weigh every side, and your charm lies in your fairness.',
      substance:
        'Mercury in Libra makes you a natural negotiator at work, able to find the terms both sides can accept.',
      relationship:
        'With your Mercury in Libra, you think best in dialogue, and a partner or friend to talk things through with is essential.',
      endings:
        'With Mercury in Libra, you weigh decisions long in private, and may keep an opinion to yourself rather than risk a quarrel.',
    },
    Sco: {
      life: 'With Mercury in Scorpio, your words are few and pointed, and people feel you see straight through them.',
      substance:
        'Mercury in Scorpio makes you a formidable researcher and strategist, at home with secrets and hard facts.',
      relationship:
        'With your Mercury in Scorpio, you read friends and partners closely and keep their confidences well.',
      endings:
        'With Mercury in Scorpio, your thinking goes deep and stays hidden, drawn to psychology, mysteries and what lies unsaid.',
    },
    Sag: {
      life: 'With Mercury in Sagittarius, you speak frankly and enthusiastically, and your big ideas are contagious.',
      substance:
        'Mercury in Sagittarius suits teaching, publishing or travel, though the fine print can slip past you.',
      relationship:
        'With your Mercury in Sagittarius, you debate ideas with friends and say what you think, sometimes too plainly.',
      endings:
        'With Mercury in Sagittarius, you think about meaning in private, and your convictions are worked out alone.',
    },
    Cap: {
      life: 'With Mercury in Capricorn, you speak with authority and economy, and a dry wit surprises people.',
      substance: 'Mercury in Capricorn lends you an orderly mind for plans, budgets and long-term strategy.',
      relationship:
        'With your Mercury in Capricorn, you give serious, considered counsel, and your word can be relied on.',
      endings:
        'With Mercury in Capricorn, you plan carefully in private and share your thinking only when it is finished.',
    },
    Aqu: {
      life: 'With Mercury in Aquarius, your ideas are original and your opinions independent, and you enjoy being ahead of the crowd.',
      substance: 'Mercury in Aquarius thinks in systems and suits technical, scientific or reforming work.',
      relationship:
        'With your Mercury in Aquarius, you thrive in groups of like minds and argue for causes on principle.',
      endings:
        'With Mercury in Aquarius, your most unusual ideas stay in your head, worked on alone until the world is ready for them.',
    },
    Pis: {
      life: 'With Mercury in Pisces, you think in images and speak like a storyteller, moving people more than you persuade them.',
      substance: 'Mercury in Pisces works by intuition, and written lists keep the facts from blurring.',
      relationship:
        'With your Mercury in Pisces, you hear what friends leave unsaid and answer with sympathy.',
      endings:
        'With Mercury in Pisces, your mind drifts to dreams, music and memory, and quiet is where your best ideas surface.',
    },
  },
  Venus: {
    Ari: {
      life: 'With Venus in Aries, you flirt boldly and love the chase, and your style is bright and direct.',
      substance: 'Venus in Aries spends impulsively and earns through energy and charm.',
      relationship:
        'With your Venus in Aries, you fall fast for partners and friends who are frank and a little daring.',
      endings:
        'With Venus in Aries, your passions burn in private, and you may act on a desire before you admit it to anyone.',
    },
    Tau: {
      life: 'With Venus in Taurus, you love through the senses and enjoy life with unhurried pleasure.',
      substance: 'Venus in Taurus gives you a sure eye for value, and you earn well from taste and patience.',
      relationship:
        'With your Venus in Taurus, you are a constant partner and friend who shows love by staying.',
      endings:
        'With Venus in Taurus, you love a comfortable home and private pleasures, and your affection is deep and quiet.',
    },
    Gem: {
      life: 'With Venus in Gemini, you charm with words and wit, and you fall for a lively mind.',
      substance:
        'Venus in Gemini brings pleasure to work through talk and variety, and you may earn with words.',
      relationship:
        'With your Venus in Gemini, conversation is your romance, and you need a partner who is also a friend.',
      endings:
        'With Venus in Gemini, your affections live in letters, late talks and thoughts you do not say aloud.',
    },
    Can: {
      life: 'With Venus in Cancer, you love tenderly and openly, and your warmth makes people feel at home.',
      substance: 'Venus in Cancer values security, and you spend on home and the people you care for.',
      relationship: 'With your Venus in Cancer, you love protectively, and a partner becomes family.',
      endings:
        'With Venus in Cancer, love is a private shelter for you, kept at home and among a few trusted people.',
    },
    Leo: {
      life: 'With Venus in Leo, you love generously and dramatically, and you enjoy being adored.',
      substance: 'Venus in Leo spends with flair and likes its work to be admired.',
      relationship:
        'With your Venus in Leo, you court partners and friends warmly and expect loyalty in return.',
      endings:
        'With Venus in Leo, your warmest affection is shown at home or in private, a romance staged for one.',
    },
    Vir: {
      life: 'With Venus in Virgo, you show love through thoughtful gestures, and your taste is refined and understated.',
      substance: 'Venus in Virgo takes pleasure in useful work well done, and spends carefully.',
      relationship:
        'With your Venus in Virgo, you show love through practical care: fixing, noticing and helping.',
      endings:
        'With Venus in Virgo, your affection is modest and private, and you may doubt you deserve the love you receive.',
    },
    Lib: {
      life: 'With Venus in Libra, your grace and taste are obvious, and people find you easy to be with.',
      substance:
        'Venus in Libra brings diplomacy and beauty to your work, and you earn through partnership or design.',
      relationship: 'With your Venus in Libra, you need partnership deeply and love best as an equal.',
      endings:
        'With Venus in Libra, you create harmony at home, and your love is quiet, courteous and sometimes unspoken.',
    },
    Sco: {
      life: 'With Venus in Scorpio, your magnetism is felt at once, and you love with all or nothing.',
      substance:
        'Venus in Scorpio gives you a shrewd sense of value and a wish to control your own resources.',
      relationship:
        'With your Venus in Scorpio, you want depth and loyalty from partners and friends, and jealousy is the shadow.',
      endings:
        'With Venus in Scorpio, your passions run deep and private, and you let very few people see them.',
    },
    Sag: {
      life: 'With Venus in Sagittarius, you love freedom and fun, and you are drawn to people from far away.',
      substance:
        'Venus in Sagittarius spends on travel and learning, and is generous, sometimes too generous.',
      relationship:
        'With your Venus in Sagittarius, you want a partner who makes you laugh and think and gives you room to roam.',
      endings:
        'With Venus in Sagittarius, your love of freedom is an inner one, and you need space even in a shared home.',
    },
    Cap: {
      life: 'With Venus in Capricorn, you love seriously and show it through reliability, with a classic, lasting taste.',
      substance: 'Venus in Capricorn values quality and invests for the long term, in money and in love.',
      relationship:
        'With your Venus in Capricorn, you commit carefully to partners and friends, and your loyalty grows with time.',
      endings:
        'With Venus in Capricorn, your affection is reserved and private, and you may feel you must earn love.',
    },
    Aqu: {
      life: 'With Venus in Aquarius, you love unconventionally and are drawn to what is new and unusual.',
      substance: 'Venus in Aquarius finds pleasure in innovative work and spends on ideas and causes.',
      relationship:
        'With your Venus in Aquarius, friendship is the root of your love, and you need a partner who respects your freedom.',
      endings:
        'With Venus in Aquarius, you keep some distance even in intimacy, and your feelings are hard for others to read.',
    },
    Pis: {
      life: 'With Venus in Pisces, your love is romantic and tender, and your art or music speaks for your heart.',
      substance:
        'Venus in Pisces brings compassion to your work, and money can slip through your fingers in kindness.',
      relationship: 'With your Venus in Pisces, you love selflessly and idealise the people close to you.',
      endings:
        'With Venus in Pisces, you love in secret or in dreams, and your compassion is deep and quiet.',
    },
  },
  Mars: {
    Ari: {
      life: 'With Mars in Aries, your energy is visible and direct, and you meet challenges head on.',
      substance: 'Mars in Aries drives you to start projects and compete for results.',
      relationship:
        'With your Mars in Aries, you are frank and fiery with partners and friends, quick to quarrel and quick to forgive.',
      endings:
        'With Mars in Aries, your drive and anger work behind the scenes, and you may fight battles no one else sees.',
    },
    Tau: {
      life: 'With Mars in Taurus, your energy is slow to start and impossible to stop, and your stamina is remarkable.',
      substance: 'Mars in Taurus works steadily for tangible results and builds wealth through persistence.',
      relationship:
        'With your Mars in Taurus, you stand your ground with partners and friends and are slow to anger but hard to calm.',
      endings:
        'With Mars in Taurus, your drive goes into home, comfort and security, and you defend your own ground stubbornly.',
    },
    Gem: {
      life: 'With Mars in Gemini, your energy comes out in words and ideas, and you enjoy a lively debate.',
      substance: 'Mars in Gemini drives you to juggle several projects at once and win with quick thinking.',
      relationship:
        'With your Mars in Gemini, you argue with friends and siblings for sport, and words are your weapon.',
      endings:
        'With Mars in Gemini, your restless mind works overtime in private, and nervous energy needs an outlet.',
    },
    Can: {
      life: 'With Mars in Cancer, your drive rises and falls with your feelings, and you fight hardest when you care.',
      substance:
        'Mars in Cancer works hardest to secure home and family, and works best in a team that feels like one.',
      relationship:
        'With your Mars in Cancer, you protect those close to you fiercely, and hurt can turn to sulking rather than open anger.',
      endings:
        'With Mars in Cancer, your drive goes into home and family, and anger simmers indoors before it shows.',
    },
    Leo: {
      life: 'With Mars in Leo, you act with pride, warmth and flair, and you want to be seen winning.',
      substance: 'Mars in Leo leads with confidence at work and takes pride in results.',
      relationship: 'With your Mars in Leo, you defend friends loyally and expect respect in return.',
      endings:
        'With Mars in Leo, your pride and ambition work quietly, and hurt pride can smoulder in private.',
    },
    Vir: {
      life: 'With Mars in Virgo, your energy is precise and efficient, and you prove yourself through skill.',
      substance: 'Mars in Virgo is a tireless worker, devoted to method and getting things right.',
      relationship: 'With your Mars in Virgo, your drive shows as help, and criticism is your way of caring.',
      endings:
        'With Mars in Virgo, you work hard behind the scenes and can turn your critical energy on yourself.',
    },
    Lib: {
      life: 'With Mars in Libra, you act gracefully and fight for fairness, but hesitate when sides must be taken.',
      substance: 'Mars in Libra works best in partnership and negotiates rather than forces.',
      relationship:
        'With your Mars in Libra, your energy goes into relationships, where conflict is both feared and sought.',
      endings: 'With Mars in Libra, you avoid open conflict at home, and unspoken anger can build up.',
    },
    Sco: {
      life: 'With Mars in Scorpio, your will is intense and controlled, and people feel its force.',
      substance: 'Mars in Scorpio pursues goals with strategy and great endurance.',
      relationship:
        'With your Mars in Scorpio, you are passionate and loyal in relationships, and you do not forget a betrayal.',
      endings: 'With Mars in Scorpio, your drive works in secret and your passions run deep and hidden.',
    },
    Sag: {
      life: 'With Mars in Sagittarius, you act with enthusiasm and fight for your beliefs.',
      substance: 'Mars in Sagittarius drives you toward work with a mission and room to roam.',
      relationship:
        'With your Mars in Sagittarius, you argue about ideas with friends and need a partner who keeps up.',
      endings:
        'With Mars in Sagittarius, your energy goes into an inner quest, and restlessness needs a private outlet.',
    },
    Cap: {
      life: 'With Mars in Capricorn, your drive is disciplined and visible, and you climb steadily toward what you want.',
      substance: 'Mars in Capricorn sets a goal, plans the route and works until it is reached.',
      relationship:
        'With your Mars in Capricorn, you take charge in groups and partnerships, and your anger is cold and controlled.',
      endings:
        'With Mars in Capricorn, your ambition works out of sight, and you carry heavy loads without complaint.',
    },
    Aqu: {
      life: 'With Mars in Aquarius, you act independently and rebel against rules that make no sense.',
      substance: 'Mars in Aquarius drives reform at work and fights for better systems.',
      relationship:
        'With your Mars in Aquarius, you fight for causes alongside friends and need independence in love.',
      endings:
        'With Mars in Aquarius, your rebellion is quiet and inner, and you resist control in subtle ways.',
    },
    Pis: {
      life: 'With Mars in Pisces, you act on inspiration and compassion, and your energy ebbs and flows.',
      substance: 'Mars in Pisces works best for a cause or an art and struggles with competition.',
      relationship:
        'With your Mars in Pisces, you avoid confrontation and may give way too easily to friends and partners.',
      endings:
        'With Mars in Pisces, your drive works quietly and intuitively, and anger can turn into sadness.',
    },
  },
  Jupiter: {
    Ari: {
      life: 'With Jupiter in Aries, you grow by taking bold initiatives, and your confidence is infectious.',
      substance: 'Jupiter in Aries brings luck through enterprise and being first to act.',
      relationship:
        'With your Jupiter in Aries, you inspire friends and partners with your courage and enthusiasm.',
      endings:
        'With Jupiter in Aries, your faith is a private courage, and you grow by facing inner battles.',
    },
    Tau: {
      life: 'With Jupiter in Taurus, you grow through enjoying life, and good things come to you steadily.',
      substance: 'Jupiter in Taurus brings slow, sure prosperity through patience and good judgement.',
      relationship:
        'With your Jupiter in Taurus, you are generous and dependable with friends, and benefit from loyal ties.',
      endings: 'With Jupiter in Taurus, your abundance is in home comforts and private pleasures.',
    },
    Gem: {
      life: 'With Jupiter in Gemini, you grow through curiosity and conversation, and learning never stops for you.',
      substance: 'Jupiter in Gemini brings opportunity through words, trade and many contacts.',
      relationship: 'With your Jupiter in Gemini, you grow by connecting people with ideas and each other.',
      endings:
        'With Jupiter in Gemini, you grow through private reading and study, and your mind is your wealth.',
    },
    Can: {
      life: 'With Jupiter in Cancer, your generosity is warm and protective, and people feel at home with you.',
      substance: 'Jupiter in Cancer brings luck through caring work, food, property or family business.',
      relationship:
        'With your Jupiter in Cancer, you make others feel they belong, and friends become family.',
      endings: 'With Jupiter in Cancer, your blessings come through home, roots and a rich inner life.',
    },
    Leo: {
      life: 'With Jupiter in Leo, you grow through creativity and confidence, and you enjoy the stage.',
      substance: 'Jupiter in Leo brings success through leadership and generous ambition.',
      relationship:
        'With your Jupiter in Leo, you are a generous friend and partner who loves to celebrate others.',
      endings:
        'With Jupiter in Leo, your generosity is private, shown at home or in hidden acts of kindness.',
    },
    Vir: {
      life: 'With Jupiter in Virgo, you grow by improving yourself and mastering skills.',
      substance: 'Jupiter in Virgo brings opportunity through careful work, health or service.',
      relationship:
        'With your Jupiter in Virgo, you help friends in practical ways and benefit from useful contacts.',
      endings:
        'With Jupiter in Virgo, your growth is quiet and methodical, found in private study and self-care.',
    },
    Lib: {
      life: 'With Jupiter in Libra, you grow through grace, fairness and a love of beauty.',
      substance: 'Jupiter in Libra brings success through partnership, diplomacy and good taste.',
      relationship:
        'With your Jupiter in Libra, partnership is your greatest blessing, and fairness guides your friendships.',
      endings:
        'With Jupiter in Libra, harmony at home is your wealth, and a peaceful private life nourishes you.',
    },
    Sco: {
      life: 'With Jupiter in Scorpio, you grow through intensity and transformation, and you trust what you have tested.',
      substance: 'Jupiter in Scorpio brings success through research, investment and shared resources.',
      relationship:
        'With your Jupiter in Scorpio, deep, loyal bonds are your blessing, and you grow through intimacy.',
      endings:
        'With Jupiter in Scorpio, your growth comes through crisis and the hidden, and your faith is deep and private.',
    },
    Sag: {
      life: 'With Jupiter in Sagittarius, you grow through adventure, faith and learning, and your optimism lifts others.',
      substance: 'Jupiter in Sagittarius brings opportunity through teaching, travel or publishing.',
      relationship:
        'With your Jupiter in Sagittarius, friends from far away widen your world, and generosity flows both ways.',
      endings:
        'With Jupiter in Sagittarius, your faith is a private compass, and your growth is an inner journey.',
    },
    Cap: {
      life: 'With Jupiter in Capricorn, you grow slowly, through discipline and earning your place.',
      substance: 'Jupiter in Capricorn brings success through hard work, structure and persistence.',
      relationship:
        'With your Jupiter in Capricorn, your friendships are few but lasting, and useful connections grow with time.',
      endings:
        'With Jupiter in Capricorn, your growth is cautious and private, and your blessings come late but stay.',
    },
    Aqu: {
      life: 'With Jupiter in Aquarius, you grow through originality and a vision of the future.',
      substance: 'Jupiter in Aquarius brings opportunity through technology, innovation or social causes.',
      relationship:
        'With your Jupiter in Aquarius, groups and friends are your luck, and you grow through shared ideals.',
      endings:
        'With Jupiter in Aquarius, your faith is unconventional and private, a vision you hold within.',
    },
    Pis: {
      life: 'With Jupiter in Pisces, you grow through compassion and imagination, and your kindness is visible.',
      substance: 'Jupiter in Pisces brings opportunity through art, healing or service.',
      relationship: 'With your Jupiter in Pisces, your generosity of spirit draws people to you.',
      endings: 'With Jupiter in Pisces, your faith is deep and mystical, and solitude is a blessing.',
    },
  },
  Saturn: {
    Ari: {
      life: 'With Saturn in Aries, you learn to act with patience, and your courage is tested before it is trusted.',
      substance:
        'Saturn in Aries makes you build your career slowly through self-reliance and hard-won initiative.',
      relationship:
        'With your Saturn in Aries, you may be guarded with friends and partners, learning to assert yourself without going it alone.',
      endings: 'With Saturn in Aries, your lessons come in private struggles over anger and independence.',
    },
    Tau: {
      life: 'With Saturn in Taurus, you learn to value yourself, and self-worth is built slowly.',
      substance: 'Saturn in Taurus makes you careful with money, and fear of scarcity drives hard work.',
      relationship:
        'With your Saturn in Taurus, you are loyal but cautious in relationships and value stability over passion.',
      endings:
        'With Saturn in Taurus, security at home is your lesson, and you may fear loss more than most.',
    },
    Gem: {
      life: 'With Saturn in Gemini, you take learning and speech seriously, and may doubt your own cleverness.',
      substance:
        'Saturn in Gemini makes you a careful communicator at work and demands precision in what you write.',
      relationship:
        'With your Saturn in Gemini, you choose your words carefully with friends and siblings, and learn to speak freely.',
      endings:
        'With Saturn in Gemini, your thoughts run to worry in private, and you learn to trust your own mind.',
    },
    Can: {
      life: 'With Saturn in Cancer, you learn to show feeling, and vulnerability takes courage for you.',
      substance:
        'Saturn in Cancer makes security your aim, and you work to provide for those who depend on you.',
      relationship:
        'With your Saturn in Cancer, you are cautious about letting people close and learn to trust slowly.',
      endings:
        'With Saturn in Cancer, family and home carry weight and responsibility, and your lesson is to nurture yourself.',
    },
    Leo: {
      life: 'With Saturn in Leo, you may fear being seen and judged, and you learn to shine without needing permission.',
      substance: 'Saturn in Leo seeks recognition through achievement and works hard to earn respect.',
      relationship:
        'With your Saturn in Leo, you may hold back warmth from friends and partners until you feel safe.',
      endings: 'With Saturn in Leo, your creative light is hidden, and you learn to let it out.',
    },
    Vir: {
      life: 'With Saturn in Virgo, you hold yourself to exacting standards, and perfectionism is your teacher.',
      substance:
        'Saturn in Virgo brings a strong sense of duty about work and health, and you master your craft.',
      relationship:
        'With your Saturn in Virgo, you help others with care but may be critical of them and yourself.',
      endings:
        'With Saturn in Virgo, you worry privately about health and order, and learn to forgive imperfection.',
    },
    Lib: {
      life: 'With Saturn in Libra, you learn balance and fairness through experience, and your judgement is trusted for it.',
      substance: 'Saturn in Libra brings a mature sense of justice to work, and partnerships need structure.',
      relationship:
        'With your Saturn in Libra, you take commitments seriously, and relationships teach you your deepest lessons.',
      endings:
        'With Saturn in Libra, harmony at home is a duty, and you learn to keep the peace without losing yourself.',
    },
    Sco: {
      life: 'With Saturn in Scorpio, your fears and strength both centre on control, and you learn through crisis.',
      substance: 'Saturn in Scorpio makes you cautious with shared money and relentless in pursuit of goals.',
      relationship:
        'With your Saturn in Scorpio, trust is slow and hard-won, and relationships test your loyalty.',
      endings:
        'With Saturn in Scorpio, your deepest fears concern intimacy and loss, and facing them brings strength.',
    },
    Sag: {
      life: 'With Saturn in Sagittarius, you take belief seriously and learn to trust your own philosophy.',
      substance: 'Saturn in Sagittarius makes you earn your authority through learning and teaching.',
      relationship:
        'With your Saturn in Sagittarius, you may question the beliefs of others and your own before you commit.',
      endings:
        'With Saturn in Sagittarius, your faith is tested privately, and your lessons come through inner doubt.',
    },
    Cap: {
      life: 'With Saturn in Capricorn, you carry responsibility with a natural authority that others sense early.',
      substance: 'Saturn in Capricorn builds a career slowly and surely, and your authority grows with time.',
      relationship:
        'With your Saturn in Capricorn, you take relationships seriously and become a pillar others lean on.',
      endings: 'With Saturn in Capricorn, your burdens are carried privately, and you learn to lighten them.',
    },
    Aqu: {
      life: 'With Saturn in Aquarius, you are an independent thinker with a disciplined mind.',
      substance: 'Saturn in Aquarius brings structure to innovation and suits reforming work.',
      relationship:
        'With your Saturn in Aquarius, you take groups and friendships seriously and may feel apart from the crowd.',
      endings: 'With Saturn in Aquarius, you learn to belong without losing your independence.',
    },
    Pis: {
      life: 'With Saturn in Pisces, you give shape to dreams and compassion, and learn boundaries.',
      substance:
        'Saturn in Pisces brings structure to service and art, and you learn to work with intuition.',
      relationship: "With your Saturn in Pisces, you may carry others' burdens and learn to say no.",
      endings: 'With Saturn in Pisces, your fears are vague and hidden, and quiet discipline brings peace.',
    },
  },
};

/**
 * The Ascendant's opening, written for the kind of house its sign's traditional ruler stands in:
 * the ruler carries the manner of the rising sign into that part of life, so two readers with one
 * rising sign share the line only when it goes the same way. (The Midheaven's ruler has its own
 * sentence in the composer.)
 */
export const ASCENDANT_RULER_LEAD: SignHouseLeads = {
  Ari: {
    life: 'With an Aries Ascendant ruled from a house of self-expression, you meet the world head-on.',
    substance:
      'An Aries Ascendant ruled from a house of work and gain makes you brisk and businesslike on first meeting.',
    relationship: 'With an Aries Ascendant ruled from a house of other people, you come on frank and lively.',
    endings:
      'An Aries Ascendant ruled from a private house gives you a quick, direct manner over battles fought in private.',
  },
  Tau: {
    life: 'With a Taurus Ascendant ruled from a house of self-expression, you come across as calm, pleasant and at ease in your body.',
    substance:
      'A Taurus Ascendant ruled from a house of work and gain gives you a steady presence people trust with practical things.',
    relationship:
      'With a Taurus Ascendant ruled from a house of other people, you meet the world with easy warmth.',
    endings:
      'A Taurus Ascendant ruled from a private house gives you a calm manner over a guarded inner life.',
  },
  Gem: {
    life: 'With a Gemini Ascendant ruled from a house of self-expression, you greet the world talking.',
    substance:
      'A Gemini Ascendant ruled from a house of work and gain makes you alert and versatile on first meeting.',
    relationship:
      'With a Gemini Ascendant ruled from a house of other people, you are a natural introducer, chatting easily and collecting acquaintances.',
    endings:
      'A Gemini Ascendant ruled from a private house gives you a lively, curious manner that keeps your deeper thoughts to yourself.',
  },
  Can: {
    life: 'With a Cancer Ascendant ruled from a house of self-expression, your feelings show in your face.',
    substance:
      'A Cancer Ascendant ruled from a house of work and gain makes you a caring, protective presence at work.',
    relationship:
      'With a Cancer Ascendant ruled from a house of other people, you meet the world gently, testing who is safe.',
    endings:
      'A Cancer Ascendant ruled from a private house gives you a shy, protective manner and a strong pull toward home.',
  },
  Leo: {
    life: 'With a Leo Ascendant ruled from a house of self-expression, you enter a room with presence.',
    substance: 'A Leo Ascendant ruled from a house of work and gain gives you a proud, capable bearing.',
    relationship:
      'With a Leo Ascendant ruled from a house of other people, you meet the world warmly and generously.',
    endings:
      'A Leo Ascendant ruled from a private house gives you a dignified, warm manner that guards a more private self than people expect.',
  },
  Vir: {
    life: 'With a Virgo Ascendant ruled from a house of self-expression, you come across as neat, observant and quietly clever.',
    substance: 'A Virgo Ascendant ruled from a house of work and gain makes you look capable and efficient.',
    relationship: 'With a Virgo Ascendant ruled from a house of other people, you meet the world helpfully.',
    endings: 'A Virgo Ascendant ruled from a private house gives you a modest, reserved manner.',
  },
  Lib: {
    life: 'With a Libra Ascendant ruled from a house of self-expression, you meet the world with charm and style.',
    substance:
      'A Libra Ascendant ruled from a house of work and gain gives you a polished manner that serves you at work.',
    relationship:
      'With a Libra Ascendant ruled from a house of other people, you are pleasant and easy to talk to.',
    endings:
      'A Libra Ascendant ruled from a private house gives you a courteous, agreeable manner over feelings you rarely show.',
  },
  Sco: {
    life: 'With a Scorpio Ascendant ruled from a house of self-expression, your intensity is obvious.',
    substance:
      'A Scorpio Ascendant ruled from a house of work and gain gives you a focused, watchful manner.',
    relationship:
      'With a Scorpio Ascendant ruled from a house of other people, you meet strangers guardedly.',
    endings: 'A Scorpio Ascendant ruled from a private house gives you a magnetic, reserved presence.',
  },
  Sag: {
    life: 'With a Sagittarius Ascendant ruled from a house of self-expression, you greet life with open humour.',
    substance:
      'A Sagittarius Ascendant ruled from a house of work and gain gives you a confident manner that wins people to your plans.',
    relationship:
      'With a Sagittarius Ascendant ruled from a house of other people, you are friendly and frank.',
    endings:
      'A Sagittarius Ascendant ruled from a private house gives you a cheerful manner over a searching inner life.',
  },
  Cap: {
    life: 'With a Capricorn Ascendant ruled from a house of self-expression, you appear composed and serious, older than your years.',
    substance:
      'A Capricorn Ascendant ruled from a house of work and gain makes you look competent and reserved.',
    relationship:
      'With a Capricorn Ascendant ruled from a house of other people, you approach new people carefully.',
    endings:
      'A Capricorn Ascendant ruled from a private house gives you a reserved, self-contained manner and a dry humour few see.',
  },
  Aqu: {
    life: 'With an Aquarius Ascendant ruled from a house of self-expression, you arrive as an individual.',
    substance:
      'An Aquarius Ascendant ruled from a house of work and gain gives you a friendly, independent manner.',
    relationship:
      'With an Aquarius Ascendant ruled from a house of other people, you meet everyone as an equal, friendly and a little detached.',
    endings:
      'An Aquarius Ascendant ruled from a private house gives you a cool, unusual manner that keeps people guessing.',
  },
  Pis: {
    life: 'With a Pisces Ascendant ruled from a house of self-expression, your presence is soft and dreamy.',
    substance:
      'A Pisces Ascendant ruled from a house of work and gain gives you a gentle, adaptable manner at work.',
    relationship:
      'With a Pisces Ascendant ruled from a house of other people, you meet the world with sympathy.',
    endings: 'A Pisces Ascendant ruled from a private house gives you an elusive, gentle manner.',
  },
};

/** The opening written for this planet in this sign and this kind of house, or undefined for a point without one. */
export function signHouseLead(point: string, sign: SignAbbrev, house: HouseNumber): string | undefined {
  return SIGN_HOUSE_LEAD[point as keyof typeof SIGN_HOUSE_LEAD]?.[sign][HOUSE_TRIPLICITY[house]];
}
