// Every point in every house: the area of life where the point works, and how it works there.
// The South Node has its own table below: the habit each house makes familiar.
import type { SignAbbrev } from '../../../astro/types';
import type { Element } from '../astro';
import type { HouseNumber, HousePoint, HouseTable } from './types';

// The traditional significations of the sixth, eighth and twelfth are named in several frames, not
// "a house that tradition gives to…" in each: five of eight reports carried one (review r24).
export const HOUSE_TEXT: HouseTable = {
  Sun: {
    1: "With the Sun in your first house, your identity is on show in everything you do, and people feel your presence before you speak. Your life's work begins with becoming fully and visibly yourself.",
    2: 'Your Sun in the second house puts your sense of self into earning, owning and knowing what you value. You shine by building resources, and a self-worth, that are truly your own.',
    3: 'The Sun in the third house lights up your mind, your voice and your neighbourhood. You come into your own by writing, teaching and talking, and by staying close to siblings and the local scene.',
    4: 'With the Sun in the fourth house, home and family sit at the centre of your life, and your roots shape who you become. You shine most in private, and your strength often ripens in later years.',
    5: 'Your Sun in the fifth house shines through creativity, romance, play and children. You feel most alive when you are making something, or enjoying something, with your whole heart.',
    6: 'The Sun in the sixth house finds purpose in daily work, skill and service. You shine through a job done well, and your health improves when you treat it as part of who you are.',
    7: 'With the Sun in the seventh house, you discover yourself through partnership, and close relationships take centre stage. You do your best work beside another person, in marriage, business or counsel.',
    8: 'Your Sun in the eighth house draws your identity into depth: other people’s money, inheritance, intimacy, and the endings, death among them, that the old texts gave this house. Each transformation you come through makes you more yourself.',
    9: 'The Sun in the ninth house puts your purpose in travel, study, belief and the search for meaning. You shine as a student, a teacher or an explorer of wider worlds.',
    10: 'With the Sun in the tenth house, career and public standing are central to who you are. Your name and your work tend to become one, and you do your best in a role that asks you to be seen.',
    11: 'Your Sun in the eleventh house shines through friendship, teams and shared hopes for the future. You come into your own as part of a community with a cause.',
    12: 'The Sun in the twelfth house, in Lilly’s day the house of prisons, hospitals and hidden enemies, keeps part of your light behind the scenes, in solitude, retreat or service in quiet places. You shine most fully through retreat, compassion and work that few people see.',
  },
  Moon: {
    1: 'With the Moon in your first house, your feelings show on your face and colour how you meet everyone. Feeling at ease in your own skin is your first emotional need.',
    2: 'Your Moon in the second house ties emotional security to money and possessions. Savings, familiar belongings and a steady income calm you more than you might admit.',
    3: 'The Moon in the third house needs talk, messages and short journeys to feel settled. Your feelings move through your mind and through everyday conversations with siblings and neighbours.',
    4: 'With the Moon in the fourth house, home is your emotional anchor, and family memories run deep. You need a private base to return to, and how home feels sets the tone of your moods.',
    5: 'Your Moon in the fifth house finds emotional nourishment in creativity, romance and children. You need room to play and a way to express what you feel in order to feel well.',
    6: 'The Moon in the sixth house, the old house of illness and service, links your moods to your routines and your body. You feel secure when your days have a rhythm of your own making and your work is of use.',
    7: "The Moon in the seventh house makes you feel most complete with a partner, and you respond keenly to other people's needs. Close relationships are both your comfort and your mirror.",
    8: "Your Moon in the eighth house ties your feelings to intimacy, other people's money and the endings tradition sees here, death among them. What you share with others, and what you come through with them, marks you emotionally.",
    9: 'The Moon in the ninth house needs meaning, travel and learning to feel at home. A living philosophy and a far horizon are what steady your heart.',
    10: 'The Moon in the tenth house puts your feelings on public view, and you need a role in the world that feels like your own. Your standing tends to rise and fall with your moods and your changes of course.',
    11: 'Your Moon in the eleventh house finds comfort among friends and like-minded circles. Belonging to a group that shares your hopes keeps you emotionally steady.',
    12: 'The Moon in the twelfth house, the old house of confinement and private sorrow, keeps feelings hidden, sometimes even from you. Solitude and quiet help you recover, because you absorb moods no one else notices.',
  },
  Mercury: {
    // Not "quick, talkative": that is Gemini's Mercury, and a Scorpio or Capricorn one read both (review r33).
    1: 'Mercury in your first house puts your mind on show: people meet your thinking before anything else, and your mind defines you. You introduce yourself through questions and words.',
    2: 'Your Mercury in the second house thinks about money, value and practical resources. You can earn through your mind, your speech or your writing.',
    3: 'Mercury in the third house puts your mind to work in writing, teaching and local networks. Siblings, neighbours and everyday errands keep your thoughts lively.',
    4: 'With Mercury in the fourth house, your thinking was shaped by the household you grew up in, and you may well work or study where you live. Family stories are where your mind first took root.',
    5: 'Your Mercury in the fifth house puts the mind to play through games, creative writing, teaching children and witty flirtation. You think best when you are enjoying yourself.',
    6: 'Mercury in the sixth house turns your mind to work, method and health. Daily tasks and the problems they throw up are where your thinking earns its keep.',
    7: 'With Mercury in the seventh house, you think best in dialogue and look for a partner who is a good talker. Negotiation, contracts and counselling suit your mind.',
    8: 'Your Mercury in the eighth house turns your mind to what lies under the surface: secrets, psychology and research. Shared finances and sensitive information are matters your thinking is drawn into.',
    9: 'Mercury in the ninth house thinks in big ideas and loves study, languages, travel and philosophy. Teaching, publishing or law can make good use of your mind.',
    10: 'Mercury in the tenth house makes communication the engine of your career, and people remember you for your ideas or your voice. Your reputation rests on what you say and write.',
    11: 'Your Mercury in the eleventh house thinks with and through friends, groups and networks. Swapping ideas about the future with like minds keeps you sharp.',
    12: 'Mercury in the twelfth house does much of its thinking in private, away from any audience. Research and work behind the scenes suit your mind.',
  },
  Venus: {
    1: 'With Venus in your first house, charm and grace are part of how you come across, and people find you easy to like. You take pleasure in presenting yourself beautifully.',
    2: 'Your Venus in the second house finds pleasure in money, possessions and comfort, and it often brings a gift for attracting resources. You know fine things and what they are worth.',
    3: 'Venus in the third house makes your speech pleasant and your messages warm, and you get on well with brothers, sisters and the people next door. Love often begins in conversation for you.',
    4: 'With Venus in the fourth house, you love a beautiful, harmonious home and peace in the family. Your private life is where your affection flows most freely.',
    5: 'Your Venus in the fifth house delights in romance, art, play and children. Love affairs and creative pleasures bring out your joy.',
    6: 'Venus in the sixth house enjoys a harmonious workplace and warm ties with colleagues. You bring grace to daily routines and may meet love through work.',
    // What Venus brings to partnership, not a promise of "kind, graceful partners" no single planet makes (review r33).
    7: 'With Venus in the seventh house, you look for happiness in partnership, and you bring charm, tact and a wish for harmony to it. You value marriage and cooperation highly.',
    8: "Your Venus in the eighth house ties love to intimacy and what is shared, and closeness changes you. A partner's money or shared resources may work in your favour.",
    9: 'Venus in the ninth house finds love and beauty in travel, foreign cultures and ideas. You may lose your heart to someone from far away or meet them through study.',
    10: 'With Venus in the tenth house, you make an attractive public impression, and charm helps your career along. Fields where taste and tact count, from the arts to diplomacy, tend to reward you.',
    11: 'Venus in the eleventh house draws affection through friends and clubs, and friendships can turn into love. Friends who share your tastes are among your great pleasures.',
    12: 'Love stays private, sometimes secret, with Venus in the twelfth house, and it gives itself in quiet ways. You find beauty in solitude, art and acts of compassion.',
  },
  Mars: {
    1: 'With Mars in your first house, you meet life with energy, courage and directness, and others see a fighter. You would rather meet a challenge in person than wait for it, and people feel your force before they hear your reasons.',
    2: 'Your Mars in the second house pours its drive into earning and spending. You work hard for your money and defend what is yours.',
    3: 'Mars in the third house puts force into your words and plenty of energy into debate and errands. You may argue with siblings, and you will fight for them too.',
    4: 'With Mars in the fourth house, your energy goes into home, family and property, and sometimes into conflict there. You work hard to build a secure base.',
    5: 'Your Mars in the fifth house drives you toward creative projects, sport, romance and competitive play. You pursue pleasure with passion.',
    6: 'Mars in the sixth house gives you great energy for work and a vigorous approach to health, and tradition warned of fevers and strain from overwork here. You get things done, though you may clash with colleagues along the way.',
    7: 'With Mars in the seventh house, you attract strong, assertive partners, and relationships bring conflict as well as passion. Learning to fight fair with those you love is your task.',
    8: 'Your Mars in the eighth house brings intense drive to sex, other people’s money and times of crisis, where the old authors looked for danger and endings. You have the courage to face transformation head-on.',
    9: 'Mars in the ninth house fights for its beliefs and seeks adventure abroad or in ideas. You pursue learning and travel with vigour.',
    10: 'Mars in the tenth house makes you strongly ambitious, and you chase career goals with energy. The world knows you as a person of action.',
    11: 'Your Mars in the eleventh house puts energy into teams, causes and friendships. You lead or galvanise collective efforts.',
    12: 'Mars in the twelfth house works unseen, in the house of secret enemies and self-undoing, and your anger may be hidden even from you. Channelled into private effort or spiritual discipline, it becomes a quiet strength.',
  },
  Jupiter: {
    1: 'Jupiter in your first house lets you face the world with optimism and generosity, and others warm to your open heart. Good fortune often follows your confidence.',
    2: 'Your Jupiter in the second house brings luck with money and resources, and a generous hand with both. Abundance grows when you trust your own values.',
    3: 'Jupiter in the third house expands your mind through reading and conversation. Siblings, neighbours and short trips may bring good fortune.',
    4: 'With Jupiter in the fourth house, your home is generous and welcoming, and family brings blessings. Life often grows more abundant in later years.',
    5: 'Your Jupiter in the fifth house brings luck in art, love affairs and anything to do with the young. You enjoy life lavishly and inspire others to play.',
    6: 'Jupiter in the sixth house brings growth through work and service, and colleagues tend to help you along. Your health benefits from moderation in all things.',
    7: 'With Jupiter in the seventh house, partnerships bring luck and growth, and you attract generous partners. Marriage or a business alliance can widen your world.',
    8: "Your Jupiter in the eighth house can bring benefit through shared resources, inheritance or a partner's wealth. Crises tend to leave you wiser and better resourced than before.",
    9: 'Jupiter in the ninth house blesses travel, higher learning and philosophy. Teaching comes naturally to you, along with a wide view of life.',
    10: 'Career and reputation can grow impressively with Jupiter in the tenth house, and people regard you as lucky. Success comes most surely through integrity.',
    11: 'Your Jupiter in the eleventh house brings luck through friends and the organisations you join. Your wishes tend to be generous, and they often come true.',
    12: 'Jupiter in the twelfth house brings a hidden protection and spiritual growth in solitude. Blessings reach you through compassion, retreat or charitable work.',
  },
  Saturn: {
    1: 'Saturn in your first house makes you approach life seriously and cautiously, and you may have grown up fast. Confidence and authority build with the years.',
    2: 'Your Saturn in the second house makes money and self-worth a lifelong lesson in patience. Financial security comes slowly but solidly.',
    3: 'Saturn in the third house turns you into a careful thinker and speaker, perhaps after early struggles at school or with siblings. Your words carry weight.',
    4: 'With Saturn in the fourth house, you carry responsibility for your household and family, and warmth may have been scarce early on. You build a lasting foundation yourself.',
    5: 'Your Saturn in the fifth house makes creativity, romance or children serious matters. Joy comes when you let yourself play without fear of judgement.',
    6: 'Saturn in the sixth house, once the house of illness and servitude, puts discipline into work and health routines. You are a conscientious worker who needs to guard against overwork.',
    7: 'Saturn in the seventh house makes every relationship a serious commitment, and you may marry later or choose an older, steadier partner. Your partnerships mature with time.',
    8: 'Your Saturn in the eighth house makes intimacy, debts, inheritance and loss, the old matters of this house, places of caution and deep lessons. Trust is built slowly, and then it holds.',
    9: 'Saturn in the ninth house brings serious study and a set of beliefs earned through experience. You may become a recognised voice in your field of learning.',
    10: 'With Saturn in the tenth house, ambition and career are central and demanding. Success comes through patient effort and builds authority that lasts.',
    11: "Saturn in the eleventh house makes you a loyal, responsible friend who carries more than a fair share of any group's load. You keep few friends but keep them long, and you may lead organisations.",
    12: 'Saturn in the twelfth house, the house of confinement and the one tradition says it rejoices in, harbours hidden fears and asks for solitude and inner discipline. Quiet work, institutions or spiritual practice become sources of strength.',
  },
  Uranus: {
    1: 'With Uranus in your first house, you strike people as original, unpredictable and independent. You live by your own lights and surprise people early.',
    2: 'Income can change suddenly with Uranus in the second house, and you may earn in unconventional ways. Your values break with tradition.',
    3: 'Uranus in the third house makes your mind inventive and unusual, with a delight in new ideas and gadgets. Your communication comes in flashes of insight.',
    4: 'Home life with Uranus in the fourth house may be unusual or unsettled, with frequent moves or an unconventional family. Even in private you insist on your independence.',
    5: 'Your Uranus in the fifth house sparks unexpected romances and original creativity. You play by your own rules.',
    6: 'Uranus in the sixth house needs freedom in daily work and may bring irregular hours or unusual jobs. New methods and technology suit your routines.',
    7: 'Relationships need space with Uranus in the seventh house, and they may begin or end suddenly. Unusual, independent partners attract you.',
    8: "Your Uranus in the eighth house sets off sudden changes through shared resources, intimacy or crisis. You approach life's deep matters in an unconventional way.",
    9: 'Uranus in the ninth house breaks with inherited beliefs and seeks unconventional learning and travel. The philosophy you arrive at is entirely your own.',
    10: 'Your Uranus in the tenth house can change your career suddenly and send it in unusual directions. People come to know you as an innovator.',
    11: 'With Uranus in the eleventh house, your friends are unusual and your groups progressive. You thrive in networks working toward change.',
    12: 'Uranus in the twelfth house stirs the unconscious, bringing sudden insights from within. Your originality may stay hidden until you find a private way to express it.',
  },
  Neptune: {
    1: 'Neptune in your first house makes you seem gentle, elusive or quietly charismatic, and people project their hopes onto you. Your presence has an artistic or spiritual quality.',
    2: 'Your Neptune in the second house makes money fluid in your hands, generous at best and vague at worst. Your values are idealistic.',
    3: 'Neptune in the third house lends your mind imagination and poetry, and your speech an intuitive turn. Facts can blur, so details deserve a second look.',
    4: 'Your Neptune in the fourth house makes home a sanctuary or a source of confusion, and family may be idealised. You long for a spiritual home.',
    5: 'Romantic idealism and artistic talent come with Neptune in the fifth house. Love and creativity feel dreamlike and inspired.',
    6: 'Neptune in the sixth house pairs a wish to serve with a sensitive constitution. Work in healing or the arts suits you, though your routines need clear structure.',
    7: 'Neptune in the seventh house leads you to idealise partners and may attract people who need saving. Seeing clearly in love is your lesson.',
    8: 'Your Neptune in the eighth house lends psychic depth and a longing to merge in intimacy, with some vagueness around shared money. Clear agreements in joint finances protect you.',
    9: 'Neptune in the ninth house seeks spiritual truth and finds inspiration through travel or faith. You may idealise teachers before you learn to rely on your own vision.',
    10: 'Neptune in the tenth house may draw you into art, healing or glamour, and the image others hold of you is hard to pin down. Your work can become a true calling.',
    11: 'Your Neptune in the eleventh house idealises friends and causes, and spiritual or charitable communities draw you in. Discernment in friendship serves you well.',
    12: 'Neptune in the twelfth house gives you deep intuition, compassion and a rich inner life. Solitude and spiritual practice nourish you.',
  },
  Pluto: {
    1: 'With Pluto in your first house, you have an intense, powerful presence and go through deep personal transformations. People sense your strength before you speak.',
    2: 'Your Pluto in the second house stirs power struggles or total change around money and possessions. You can regenerate resources from almost nothing.',
    3: 'Pluto in the third house turns your mind into a probe and gives your words power. What you say can heal, transform or wound.',
    4: 'With Pluto in the fourth house, family history holds intense, sometimes hidden dynamics, and home is where you are remade. You rebuild your foundations more than once.',
    5: 'Your Pluto in the fifth house makes love and creativity intense, and your bonds with children deep. Your creative work has the power to change people.',
    6: 'Pluto in the sixth house seeks to transform work and health through deep commitment. You can grow obsessive about a task, and that same intensity achieves profound change.',
    7: 'Your Pluto in the seventh house makes relationships intense and transforming, and at times a struggle for power. Partners show you your own depths.',
    8: 'Your Pluto in the eighth house holds great power in intimacy, shared resources and crisis. Transformation and regeneration come naturally to you.',
    9: 'Pluto in the ninth house transforms belief through intense experience, and you pursue truth relentlessly. Travel or study can change you profoundly.',
    10: 'Pluto in the tenth house brings power and transformation to your career, and you may reinvent your public life more than once. You want to influence the world.',
    11: 'Your Pluto in the eleventh house makes friendships intense and drives you to transform the groups you join. Within networks you hold real power.',
    12: 'Pluto in the twelfth house holds hidden power and deep unconscious forces. Transformation comes through inner work and facing what lies buried.',
  },
  Chiron: {
    1: 'Chiron in your first house puts the hurt where others can see it: in your self-image, your body or the way you are seen. Healing comes as you accept your difference and let it show.',
    2: 'Your Chiron in the second house touches self-worth and money, perhaps through early scarcity. You learn to value yourself and then teach others to do the same.',
    3: 'Chiron in the third house carries a hurt around learning or speaking up. You become a patient teacher and a gentle communicator.',
    4: 'With Chiron in the fourth house, the hurt goes back to family or the home you grew up in. You heal by creating a safe place for others and for yourself.',
    5: 'Your Chiron in the fifth house touches creativity, joy or children. Healing comes through play that has nothing to prove.',
    6: 'Chiron in the sixth house carries a wound around health or work. Ordinary daily care may be where you become a healer.',
    7: 'With Chiron in the seventh house, the wound shows in partnership, in the people you attract and the patterns you repeat. You help others relate as you heal your own way of loving.',
    8: 'Your Chiron in the eighth house puts the tender place in what you share with others: money, bodies and power. Having come through crisis yourself, you become a guide for others in theirs.',
    9: 'Chiron in the ninth house carries a wound around belief or education. Wisdom gathered from experience makes you a trusted teacher.',
    10: 'With Chiron in the tenth house, the wound concerns career, reputation or authority. You may heal through a vocation of service.',
    11: 'Your Chiron in the eleventh house touches belonging among friends and groups. You create communities where outsiders are welcome.',
    12: 'Chiron in the twelfth house carries a hidden, spiritual wound, often a loneliness you cannot trace to any one cause. Compassion and retreat help you heal and, in time, comfort others who feel the same.',
  },
  // A house sentence for a Node names where the growth happens and contrasts nothing: the sign
  // says what the growth is, and a contrast ("more than in public ambition") can deny it.
  North_Node: {
    1: 'With the North Node in your first house, your growth happens in how you stand on your own. Your path asks you to become your own person and act for yourself.',
    2: 'With the North Node in the second house, your growth is worked out through your own resources and values. Earning, owning and knowing your worth move your life forward.',
    3: 'The North Node in the third house sets your growth in everyday learning and conversation. Siblings, neighbours and the people around you are your teachers.',
    4: 'With the North Node in the fourth house, whatever its sign asks of you is lived out first at home, in family and in your inner life. Putting down roots is part of your path.',
    5: 'Your North Node in the fifth house sets your growth in creativity, play, romance and children. Joy, freely expressed, moves your life forward.',
    6: 'The North Node in the sixth house sets your growth in practical routines, craft and good habits. Useful service grounds your purpose.',
    7: 'With the North Node in the seventh house, your growth comes through partnership and cooperation. Relationships are your great teacher.',
    8: 'Your North Node in the eighth house sets your growth in sharing, intimacy and joint resources. Letting yourself be changed deepens you.',
    9: 'The North Node in the ninth house sets your growth in travel, study and the search for meaning. Faith in a larger truth is your direction.',
    10: 'With the North Node in the tenth house, your growth takes place in your career and public life. Your path is to step out and be counted.',
    11: 'Your North Node in the eleventh house sets your growth among friends, groups and shared ideals. Community is your path.',
    12: 'The North Node in the twelfth house sets your growth in retreat, compassion and the inner life. Quiet time and service to others are the direction your life asks you to take.',
  },
  Lilith: {
    1: 'With Lilith in your first house, your raw, untamed self shows in how you appear, and others may find it provocative. Owned without apology, it gives you a magnetic presence.',
    2: 'Your Lilith in the second house holds refused desires around money, pleasure and worth. Reclaiming them means admitting plainly what you want.',
    3: 'Lilith in the third house holds the forbidden words and thoughts you learned to keep back. Speaking them gives you a fearless voice.',
    4: 'With Lilith in the fourth house, exiled feelings lie buried in family history and the home. Bringing them to light frees your private life.',
    5: 'Your Lilith in the fifth house holds refused pleasure, sexuality or creativity. Claiming it makes your self-expression wild and free.',
    6: 'Lilith in the sixth house rebels against routine and servitude. You find your own way to work and to care for your body.',
    7: 'With Lilith in the seventh house, what you refused surfaces in partnership, often through partners who embody it. You learn to love without submitting.',
    8: 'Your Lilith in the eighth house holds intense, taboo desires around intimacy and power. Owning them brings deep transformation.',
    9: 'Lilith in the ninth house rebels against dogma and reaches for forbidden beliefs. You claim a heretical truth of your own.',
    10: 'With Lilith in the tenth house, exiled ambition or authority surfaces in public life. You defy expectations in your career.',
    11: 'Your Lilith in the eleventh house rebels against group conformity. You find belonging among fellow outsiders.',
    12: 'Lilith in the twelfth house hides exiled parts of yourself in the unconscious. Dreams and solitude bring them back to you.',
  },
};

/**
 * The South Node in each house: where its sign's old habit plays out, and the opposite house where
 * the North Node asks for the release. It names areas of life, not the habit, so it never
 * contradicts the sign. Three openings, by house, so the same words are not in every report
 * (review r24: "that old habit plays out in" in five of eight).
 */
export const SOUTH_NODE_HOUSE_TEXT: Record<HouseNumber, string> = {
  1: 'With the South Node in the first house, that old habit plays out in how you meet the world and in going it alone; growth comes from the other side of the chart, in partnership, where the North Node stands.',
  2: 'With the South Node in the second house, the habit is strongest in money, possessions and holding on to what you own; the way forward runs toward shared resources and intimacy, where the North Node points.',
  3: 'With the South Node in the third house, the same pattern repeats in daily talk, errands and the people close by; the remedy lies across the chart, in study, travel and the larger view, the North Node’s house.',
  4: 'With the South Node in the fourth house, that old habit plays out in home and family; what frees you is found in a public role and the standing you earn, on the North Node’s side.',
  5: 'With the South Node in the fifth house, the habit is strongest in play, romance and the wish to shine; growth comes from the other side of the chart, in community and the causes you share with others, where the North Node stands.',
  6: 'With the South Node in the sixth house, the same pattern repeats in daily work, routines and details; the way forward runs toward rest, solitude and time alone, where the North Node points.',
  7: 'With the South Node in the seventh house, that old habit plays out in partnerships and leaning on others; the remedy lies across the chart, in your own independence, the North Node’s house.',
  8: "With the South Node in the eighth house, the habit is strongest in crises, intimacy and other people's resources; what frees you is found in what you earn and value for yourself, on the North Node’s side.",
  9: 'With the South Node in the ninth house, the same pattern repeats in beliefs, big ideas and distant places; growth comes from the other side of the chart, in the near at hand: neighbours, siblings and plain daily talk, where the North Node stands.',
  10: 'With the South Node in the tenth house, that old habit plays out in career and public standing; the way forward runs toward home and your private life, where the North Node points.',
  11: 'With the South Node in the eleventh house, the habit is strongest in friends, groups and causes; the remedy lies across the chart, in your own creativity and joy, the North Node’s house.',
  12: 'With the South Node in the twelfth house, the same pattern repeats in retreat and the inner life; what frees you is found in practical daily work, on the North Node’s side.',
};

/**
 * The nodes where sign and house pull opposite ways: the North Node in a sign whose own house is
 * across the chart from the house it stands in (in Libra in the first house, the house of Aries).
 * The sign's text and the house's text would each say grow toward the other's opposite, so for
 * these placements one sentence, keyed by the node's sign, joins the two into one reading: the
 * house is where the growth happens, the sign how.
 */
export const NORTH_NODE_AXIS_TEXT: Record<SignAbbrev, string> = {
  Ari: 'Standing in the seventh house, the house of partners, this Aries North Node wants courage inside relationships, not away from them: you grow by staying yourself and saying what you want with someone close, not by leaving to find your independence.',
  Tau: 'Standing in the eighth house, the house of shared resources and change, this Taurus North Node wants a steady sense of your own worth in the middle of intimacy and upheaval: you grow by holding your footing while things are shared and transformed, not by avoiding depth.',
  Gem: 'Standing in the ninth house, the house of belief and far horizons, this Gemini North Node brings questions to the big subjects: you grow by studying meaning with curiosity and checking the facts, keeping every creed open to a question.',
  Can: 'Standing in the tenth house, the house of career and standing, this Cancer North Node brings care into public life: you grow by building a career that looks after people, and by letting feeling lead in the work the world sees.',
  Leo: 'Standing in the eleventh house, the house of friends and groups, this Leo North Node wants you seen as yourself within the crowd: you grow by leading and creating among friends and causes, not by disappearing into them.',
  Vir: 'Standing in the twelfth house, the house of retreat and the unseen, this Virgo North Node gives the inner life a practical shape: quiet service, routines of rest and careful help behind the scenes are where you grow.',
  Lib: 'Standing in the first house, the house of self, this Libra North Node makes the way you meet others the road to becoming your own person: you grow by acting for yourself with fairness and tact, so that your independence leaves room for someone else.',
  Sco: 'Standing in the second house, the house of money and worth, this Scorpio North Node lets change reach your resources and values: you grow by sharing, investing and letting go of what you cling to, and your sense of worth deepens as a result.',
  Sag: 'Standing in the third house, the house of everyday learning, this Sagittarius North Node looks for the larger meaning in daily talk and study: you grow when conversations open onto beliefs and the ordinary round becomes a journey.',
  Cap: 'Standing in the fourth house, the house of home and roots, this Capricorn North Node turns its sense of responsibility first toward your private foundations: you grow by building a home and a family life that last, and the authority you develop starts there.',
  Aqu: 'Standing in the fifth house, the house of play and creation, this Aquarius North Node puts your originality into what you make and enjoy: you grow by creating for and with others, a personal joy that serves a shared cause.',
  Pis: 'Standing in the sixth house, the house of work and daily care, this Pisces North Node brings compassion into routine: you grow by serving with kindness and trusting the process, letting go of the need to control every detail.',
};

/** The South Node's side of the same axis, keyed by the South Node's sign. */
export const SOUTH_NODE_AXIS_TEXT: Record<SignAbbrev, string> = {
  Ari: 'In the seventh house, this Aries habit shows inside partnerships: fighting your own corner or going your own way while with someone, so what you release is not closeness but the reflex to face it alone.',
  Tau: 'In the eighth house, this Taurus habit shows in what you share: holding on to joint money, old bonds and past hurts, so what you release is the grip, not the depth.',
  Gem: 'In the ninth house, this Gemini habit shows in the big subjects: collecting opinions and courses without choosing, so what you release is the endless search, not the learning.',
  Can: 'In the tenth house, this Cancer habit shows in public life: treating work as a family to be looked after or sheltered by, so what you release is the dependence, not the care.',
  Leo: 'In the eleventh house, this Leo habit shows among friends and groups: needing to be the centre of the circle, so what you release is the need for applause, not the friendships.',
  Vir: 'In the twelfth house, this Virgo habit shows in private: quiet worry and self-criticism behind closed doors, so what you release is the inner fault-finding, not the care you take.',
  Lib: 'In the first house, this Libra habit shows in how you present yourself: shaping your manner to please, so what you release is the wish to be agreeable at any price, not your own presence.',
  Sco: 'In the second house, this Scorpio habit shows around money and worth: control, secrecy or crisis over what you own, so what you release is the fear of loss, not the resources.',
  Sag: 'In the third house, this Sagittarius habit shows in daily talk: preaching, quick verdicts and half-listening, so what you release is the certainty, not the conversation.',
  Cap: 'In the fourth house, this Capricorn habit shows at home: running the household like a duty and keeping feeling under control, so what you release is the rule of duty, not the home.',
  Aqu: 'In the fifth house, this Aquarius habit shows in play and love: keeping joy and romance at a cool distance, so what you release is the detachment, not the pleasure.',
  Pis: 'In the sixth house, this Pisces habit shows in daily work: drifting, over-giving and letting routines dissolve, so what you release is the vagueness, not the wish to serve.',
};

/**
 * A stock image in a house sentence and what it becomes by the planet's element, so Mars rising
 * in Taurus is not "a fighter" as Mars rising in Aries is.
 */
export const HOUSE_IMAGE: Partial<
  Record<HousePoint, Partial<Record<HouseNumber, { stock: string; by: Record<Element, string> }>>>
> = {
  Venus: {
    12: {
      stock: 'Love stays private, sometimes secret, with Venus in the twelfth house, and it',
      by: {
        fire: 'With Venus in the twelfth house, your warmest impulses are acted on quietly, out of view, and love',
        earth: 'With Venus in the twelfth house, you show love through unseen practical care, and affection',
        air: 'With Venus in the twelfth house, you talk easily about everyone’s feelings but your own, and love',
        water: 'With Venus in the twelfth house, love runs deep and mostly unseen, and it',
      },
    },
  },
  Mars: {
    1: {
      stock: 'others see a fighter',
      by: {
        fire: 'others see a fighter',
        earth: 'others see someone who will not be pushed',
        air: 'others meet a quick, combative mind',
        water: 'others sense a fierce protector',
      },
    },
  },
};

/**
 * The conditioned first-house sentence for a weakened planet within 5° of the Ascendant: a planet
 * on an angle is seen, so where the general line has others see reserve first (Mars, the Moon),
 * this one keeps it in view and puts the weakness in how it works.
 */
export const RISING_WEAK_TEXT: Partial<Record<'Moon' | 'Mars', string>> = {
  Moon: 'With the Moon on your Ascendant, {condition}, your moods colour every first meeting, though you may be the last to know what they are.',
  Mars: 'With Mars on your Ascendant, {condition}, your drive is plain to see from the first meeting, though the courage under it has to be won, and it learns to aim before it pushes.',
};

/**
 * The house sentences that promise a planet's gifts outright, each with the sentence a planet in
 * its detriment or fall, combust, or joined by Saturn or Pluto says instead (`{condition}` names
 * which). Without this, a
 * paragraph that has just called Mars weakened goes on to say "others see a fighter".
 */
export const STRONG_HOUSE_TEXT: Partial<
  Record<
    'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn',
    Partial<Record<HouseNumber, [string, string]>>
  >
> = {
  Sun: {
    1: [
      'With the Sun in your first house, your identity is on show in everything you do, and people feel your presence before you speak.',
      'With the Sun in your first house but {condition}, your identity is on show, yet it takes time to feel sure of what it shows.',
    ],
    10: [
      'Your name and your work tend to become one, and you do your best in a role that asks you to be seen.',
      'Being seen in a role is asked of you, and with the Sun {condition} the confidence for it is built rather than given.',
    ],
  },
  Moon: {
    1: [
      'With the Moon in your first house, your feelings show on your face and colour how you meet everyone.',
      'With the Moon in your first house, {condition}, your feelings colour how you meet everyone, though what others see is a guarded mood more than an open face.',
    ],
  },
  Mercury: {
    1: [
      'Mercury in your first house puts your mind on show: people meet your thinking before anything else, and your mind defines you.',
      'Mercury in your first house puts your mind on show, and {condition} it is a mind that has to work to be understood: you may need to explain yourself twice before people follow.',
    ],
  },
  Venus: {
    1: [
      'With Venus in your first house, charm and grace are part of how you come across, and people find you easy to like.',
      'With Venus in your first house, {condition}, charm is part of how you come across, though it is a learned grace more than an easy one.',
    ],
    3: [
      'Venus in the third house makes your speech pleasant and your messages warm, and you get on well with brothers, sisters and the people next door.',
      'Venus in the third house, {condition}, puts care into your words and messages, and the ease with brothers, sisters and neighbours is something you tend rather than take for granted.',
    ],
    2: [
      'Your Venus in the second house finds pleasure in money, possessions and comfort, and it often brings a gift for attracting resources.',
      'Your Venus in the second house finds pleasure in money, possessions and comfort, and, {condition}, it asks you to learn what is worth having.',
    ],
    4: [
      'With Venus in the fourth house, you love a beautiful, harmonious home and peace in the family.',
      'With Venus in the fourth house, {condition}, you want a beautiful, peaceful home, and the peace in the family is something you work for rather than inherit.',
    ],
    5: [
      'Your Venus in the fifth house delights in romance, art, play and children.',
      'Your Venus in the fifth house, {condition}, takes romance, art and play seriously, and its joys come later and last longer than easy ones.',
    ],
    11: [
      'Venus in the eleventh house draws affection through friends and clubs, and friendships can turn into love.',
      'Venus in the eleventh house, {condition}, draws affection through friends and groups slowly, and the friendships that last are the ones time has tested.',
    ],
    7: [
      'With Venus in the seventh house, you look for happiness in partnership, and you bring charm, tact and a wish for harmony to it.',
      'With Venus in the seventh house, {condition}, partnership matters deeply, and the harmony in it is something the two of you build rather than find.',
    ],
    10: [
      'With Venus in the tenth house, you make an attractive public impression, and charm helps your career along.',
      'With Venus in the tenth house, {condition}, your public life asks for tact and taste that you earn rather than inherit.',
    ],
  },
  Mars: {
    1: [
      'With Mars in your first house, you meet life with energy, courage and directness, and others see a fighter.',
      'With Mars in your first house, {condition}, your courage is real but has to be won: others may see someone steady or reserved before they see the fighter underneath.',
    ],
    6: [
      'Mars in the sixth house gives you great energy for work and a vigorous approach to health, and tradition warned of fevers and strain from overwork here.',
      'With Mars in the sixth house, {condition}, your drive for work comes in waves and needs pacing, and tradition warned of fevers and strain from overwork here.',
    ],
    8: [
      'You have the courage to face transformation head-on.',
      'Courage in a crisis is something you grow into, not something you start with.',
    ],
    10: [
      'Mars in the tenth house makes you strongly ambitious, and you chase career goals with energy.',
      'Mars in the tenth house makes you ambitious, and, {condition}, your drive in a career works by persistence more than by force.',
    ],
  },
  Jupiter: {
    1: [
      'Good fortune often follows your confidence.',
      'Confidence comes to you with experience, and good fortune follows it more than it leads.',
    ],
    2: [
      'Your Jupiter in the second house brings luck with money and resources, and a generous hand with both.',
      'Your Jupiter in the second house gives a generous hand with money and resources, and, {condition}, that generosity needs watching: what it brings lasts when it is managed with care.',
    ],
    4: [
      'With Jupiter in the fourth house, your home is generous and welcoming, and family brings blessings.',
      'With Jupiter in the fourth house, {condition}, your home is generous and welcoming, though what family gives you is learned over years more than handed down.',
    ],
    7: [
      'With Jupiter in the seventh house, partnerships bring luck and growth, and you attract generous partners.',
      'With Jupiter in the seventh house, {condition}, partnerships widen your world, though their gifts come through what you learn in them more than through luck.',
    ],
    9: [
      'Jupiter in the ninth house blesses travel, higher learning and philosophy.',
      'Jupiter in the ninth house, {condition}, draws you to travel, higher learning and philosophy, and your beliefs are tested before they are trusted.',
    ],
    10: [
      'Career and reputation can grow impressively with Jupiter in the tenth house, and people regard you as lucky.',
      'Career and reputation can grow with Jupiter in the tenth house, {condition}, by integrity and steady effort more than by luck.',
    ],
    11: [
      'Your wishes tend to be generous, and they often come true.',
      'Your wishes are generous, and they come true more slowly, through the people who share them.',
    ],
  },
  Saturn: {
    10: [
      'Success comes through patient effort and builds authority that lasts.',
      'Success comes through patient effort, and authority has to be earned twice before it lasts.',
    ],
  },
};
