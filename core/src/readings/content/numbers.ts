// The project's own numerology text. Every core number is written for each of its four roles
// on its own (a Life Path 7 is a road, a Destiny 7 a set of abilities, a Soul Urge 7 a private
// wish, a Personality 7 a first impression), so no two roles share a sentence. Each entry says
// what the number means there, its gift and its trap, in whole sentences the composer joins as
// they are.
import type { CoreNumber, KarmicDebt } from '../../numerology/numerology';

export interface RoleText {
  meaning: string;
  gift: string;
  trap: string;
}

export type NumberRole = 'lifePath' | 'destiny' | 'soulUrge' | 'personality';

/**
 * Numerologists group the numbers by temperament: the independent, questioning ones, the
 * practical ones and the ones of feeling and expression. Master numbers go with the temperament
 * they are read in (11 inspires, 22 builds, 33 cares), which for 11 is not its root's.
 */
export type Temperament = 'mind' | 'ground' | 'heart';

export interface NumberText {
  /** "the Seeker": used in headings and where a number is named by its character. */
  title: string;
  /** What the number pursues, as a noun phrase: "knowledge and inner truth". */
  drive: string;
  temperament: Temperament;
  lifePath: RoleText;
  destiny: RoleText;
  soulUrge: RoleText;
  personality: RoleText;
}

export const NUMBER_TEXT: Record<CoreNumber, NumberText> = {
  1: {
    title: 'the Pioneer',
    drive: 'new beginnings and a path of its own',
    temperament: 'mind',
    lifePath: {
      meaning:
        'A Life Path 1 keeps putting you where nobody has gone first: the new job, the move, the idea no one has tried. Life teaches you to act on your own judgement before anyone approves it.',
      gift: 'Your gift is starting things; you can see the first step while others are still discussing the map.',
      trap: 'The trap is treating every offer of help as a threat to your independence, until you are leading with no one behind you.',
    },
    destiny: {
      meaning:
        'Destiny 1 gives you the abilities of someone who works well alone and decides quickly: you set direction, take responsibility and do not wait to be told.',
      gift: 'It shows as originality you can put to use: a business of your own, a new method, a role where the decision is yours.',
      trap: 'Its trap is impatience with slower minds, which can make you the capable person nobody wants to work for.',
    },
    soulUrge: {
      meaning:
        'With Soul Urge 1, what you want underneath is to be the author of your own life: to choose, to decide, and to stand behind something that is unmistakably yours.',
      gift: 'That wish gives you backbone; you recover from setbacks because you need your life to be your own doing.',
      trap: 'The trap is that being told what to do, even kindly, can feel like a small defeat, and you may refuse good advice for that reason alone.',
    },
    personality: {
      meaning:
        'Personality 1 is how others first see you: direct, self-contained, someone who knows where they are going.',
      gift: 'People trust you to take charge in a crisis, often before you have offered.',
      trap: 'The same impression can read as aloof or bossy; a question asked warmly softens it.',
    },
  },
  2: {
    title: 'the Peacemaker',
    drive: 'partnership and harmony',
    temperament: 'ground',
    lifePath: {
      meaning:
        'A Life Path 2 is a road of partnership: your life moves forward through the people you work and live beside, and its lessons come through cooperation rather than conquest.',
      gift: 'Your gift is noticing what others miss, the tension in a room or the unspoken need, and settling it without anyone losing face.',
      trap: 'The trap is keeping the peace at your own expense, agreeing so often that nobody, yourself included, knows what you want.',
    },
    destiny: {
      meaning:
        'Destiny 2 gives you the talents of a go-between: tact, patience with detail, and a sense of timing that brings people to an agreement.',
      gift: 'You are the colleague who makes a team work, and the editor, adviser or mediator whose hand is felt more than seen.',
      trap: 'The trap is doing essential work in the background, never claiming the credit, and then resenting that nobody noticed.',
    },
    soulUrge: {
      meaning:
        'Soul Urge 2 longs for closeness: a partner, a circle, a place where you are understood without having to explain yourself.',
      gift: 'That longing makes you gentle and loyal, and it gives you a rare ear for what others are feeling.',
      trap: 'The trap is fearing conflict so much that you swallow hurts until they come out all at once.',
    },
    personality: {
      meaning:
        'Personality 2 comes across as quiet, considerate and easy to talk to; strangers tend to confide in you.',
      gift: 'You put people at ease, which opens doors a louder manner would not.',
      trap: 'You may be overlooked at first, so say plainly what you bring.',
    },
  },
  3: {
    title: 'the Communicator',
    drive: 'expression and joy',
    temperament: 'heart',
    lifePath: {
      meaning:
        'A Life Path 3 is a road of self-expression: life keeps asking you to say, write, make or perform what you see, and it tests you whenever you hide that voice.',
      gift: 'Your gift is making things lively and clear; an idea told by you is remembered.',
      trap: 'The trap is spreading yourself over ten bright beginnings and finishing none, or joking past what actually hurts.',
    },
    destiny: {
      meaning:
        'Destiny 3 gives you a way with words, images and people: you can explain, persuade, entertain and lift the mood of a room.',
      gift: 'It pays in work that is seen or heard: writing, teaching, design, performance, anything with an audience.',
      trap: 'The trap is relying on charm where the work needs discipline, so that talent stays a promise.',
    },
    soulUrge: {
      meaning:
        'Soul Urge 3 wants joy and someone to share it with: to create, to be heard, to tell a good story to people who laugh in the right places.',
      gift: 'That wish keeps you hopeful, and it makes you generous with encouragement.',
      trap: 'The trap is needing applause to feel real; when it is missing, you may doubt a talent you clearly have.',
    },
    personality: {
      meaning:
        'Personality 3 comes across as bright, sociable and funny, the person others hope will be at the table.',
      gift: 'Warmth and wit make a first meeting easy for you.',
      trap: 'People may not take you seriously until they see the work behind the charm.',
    },
  },
  4: {
    title: 'the Builder',
    drive: 'order and lasting work',
    temperament: 'ground',
    lifePath: {
      meaning:
        'A Life Path 4 is a road of building: life gives you results in proportion to the effort, order and patience you put in, and it offers few shortcuts.',
      gift: 'Your gift is reliability; what you set up, whether a home, a business or a system, is still standing years later.',
      trap: 'The trap is confusing rigidity with safety, working harder at the plan when the plan itself needs to change.',
    },
    destiny: {
      meaning:
        'Destiny 4 gives you the abilities of a craftsman and organiser: method, stamina, a feel for how things fit together, and the discipline to see them through.',
      gift: 'You turn vague intentions into schedules, budgets and finished work, and employers and partners rely on it.',
      trap: 'The trap is becoming the one who always does the heavy lifting and never gets to choose the project.',
    },
    soulUrge: {
      meaning:
        'Soul Urge 4 wants security: a settled home, honest work, a life in which you know what tomorrow holds.',
      gift: 'That wish makes you steadfast; people feel safe with you because you mean what you promise.',
      trap: 'The trap is letting fear of change keep you in a job or a routine long after it has stopped feeding you.',
    },
    personality: {
      meaning:
        'Personality 4 comes across as solid, sensible and a little reserved: someone who will turn up on time and do what was agreed.',
      gift: 'First impressions of you inspire trust, which matters in any work involving money or responsibility.',
      trap: 'You can seem stiff before you relax; a little humour early on helps.',
    },
  },
  5: {
    title: 'the Adventurer',
    drive: 'freedom and experience',
    temperament: 'mind',
    lifePath: {
      meaning:
        'A Life Path 5 is a road of change: you learn by experience, through travel, variety, people and the senses, and life rarely lets you stay still for long.',
      gift: 'Your gift is adaptability; you land on your feet in situations that would paralyse others.',
      trap: 'The trap is mistaking restlessness for freedom and leaving before anything has had time to pay off.',
    },
    destiny: {
      meaning:
        'Destiny 5 gives you the talents of a traveller and a persuader: quick thinking, ease with strangers, and a knack for selling an idea.',
      gift: 'You thrive in work with movement in it: sales, media, travel, negotiation, anything that changes from week to week.',
      trap: 'The trap is boredom; once the novelty wears off, you may drop a piece of work just before it would have rewarded you.',
    },
    soulUrge: {
      meaning:
        'Soul Urge 5 wants freedom: room to move, to try things, to change your mind, and to taste as much of life as it offers.',
      gift: 'That wish gives you courage and curiosity, and it keeps you open to people unlike yourself.',
      trap: 'The trap is fearing commitment as a cage, so that the closeness you also want keeps slipping away.',
    },
    personality: {
      meaning:
        'Personality 5 comes across as lively, curious and a little unpredictable, the one with a story from somewhere else.',
      gift: 'You make people feel that life is more interesting with you around.',
      trap: 'Others may doubt you will stay the course; following through early shows them otherwise.',
    },
  },
  6: {
    title: 'the Nurturer',
    drive: 'home, care and responsibility',
    temperament: 'heart',
    lifePath: {
      meaning:
        'A Life Path 6 is a road of responsibility and care: family, home and community keep calling on you, and your life is measured by what you hold together for others.',
      gift: 'Your gift is making people feel looked after; homes, teams and neighbourhoods are better for your being there.',
      trap: "The trap is taking on other people's problems as your own, and giving advice nobody asked for because you cannot bear to watch them struggle.",
    },
    destiny: {
      meaning:
        'Destiny 6 gives you the abilities of a carer in the widest sense: you teach, heal, counsel, and make things beautiful and fair.',
      gift: 'Work that serves people directly, in health, teaching, design or the community, uses you well.',
      trap: 'The trap is perfectionism, holding yourself and everyone near you to a standard nobody can meet.',
    },
    soulUrge: {
      meaning:
        'Soul Urge 6 wants to love and be needed: a home full of people, a family that holds together, a place where everyone is safe.',
      gift: 'That wish makes you devoted and dependable, the one who remembers birthdays and turns up with soup.',
      trap: 'The trap is loving through control; needing to be needed can keep others small.',
    },
    personality: {
      meaning:
        'Personality 6 comes across as warm, responsible and kind, the person strangers ask for directions.',
      gift: 'People trust you quickly and feel cared for in your company.',
      trap: 'They may also lean on you before they know you; you are allowed to say no.',
    },
  },
  7: {
    title: 'the Seeker',
    drive: 'knowledge and inner truth',
    temperament: 'mind',
    lifePath: {
      meaning:
        'A Life Path 7 is a road of inquiry: you are here to look beneath the surface, and life keeps handing you questions that only study, solitude and reflection can answer.',
      gift: 'Your gift is depth; you understand things thoroughly, and your judgement is hard to fool.',
      trap: 'The trap is retreating behind your own thinking, so that trust, in people or in anything you cannot prove, becomes the lesson you avoid.',
    },
    destiny: {
      meaning:
        'Destiny 7 gives you an analytical and intuitive mind: a taste for research and specialist knowledge, and the patience to get to the bottom of a problem.',
      gift: 'Fields that reward expertise suit you: science, research, technology, law or spiritual study.',
      trap: 'The trap is perfecting your understanding instead of sharing it, so that your best work stays in your notebook.',
    },
    soulUrge: {
      meaning:
        'Soul Urge 7 wants understanding and quiet: time alone, a few people who speak your language, and answers that hold up.',
      gift: 'That wish gives you inner poise; fashions and crowds do not easily sweep you along.',
      trap: 'The trap is loneliness dressed up as independence, keeping even those you love at arm’s length.',
    },
    personality: {
      meaning:
        'Personality 7 comes across as reserved, observant and a little mysterious; people sense that you think more than you say.',
      gift: 'You are taken seriously, and your opinion carries weight when you give it.',
      trap: 'You can seem cool or hard to reach; one personal remark goes a long way.',
    },
  },
  8: {
    title: 'the Achiever',
    drive: 'achievement and authority',
    temperament: 'ground',
    lifePath: {
      meaning:
        'A Life Path 8 is a road of power and its use: money, authority and ambition come into your life so that you learn to handle them well.',
      gift: 'Your gift is executive strength; you can lead, manage resources and turn an idea into an organisation.',
      trap: "The trap is measuring your worth, and everyone else's, by results, until success costs you the people it was meant for.",
    },
    destiny: {
      meaning:
        'Destiny 8 gives you the abilities of an executive: judgement of people, a head for money, and the stamina to carry responsibility.',
      gift: 'You belong where decisions have weight: business, finance, law, management or an enterprise of your own.',
      trap: 'The trap is control; taking charge comes so naturally that you may forget to let others grow.',
    },
    soulUrge: {
      meaning:
        "Soul Urge 8 wants to achieve and to be recognised for it: security, standing, and the freedom of needing no one's permission.",
      gift: 'That wish gives you drive and resilience; setbacks tend to make you more determined.',
      trap: 'The trap is that no amount is ever enough, and rest begins to feel like failure.',
    },
    personality: {
      meaning:
        'Personality 8 comes across as capable, confident and well put together, someone with authority.',
      gift: 'People assume you can handle responsibility, and often offer it.',
      trap: 'You may intimidate people without meaning to; warmth shown early keeps authority from reading as coldness.',
    },
  },
  9: {
    title: 'the Humanitarian',
    drive: 'compassion and the wider world',
    temperament: 'heart',
    lifePath: {
      meaning:
        'A Life Path 9 is a road of completion and generosity: you are here to care about the wider world, and life teaches you, often through endings, to let go of what is finished.',
      gift: 'Your gift is breadth of sympathy; you understand people from every background and want things to be better for all of them.',
      trap: 'The trap is holding on to old hurts, old roles and people who have moved on, and giving until you are empty.',
    },
    destiny: {
      meaning:
        'Destiny 9 gives you a wide-ranging, idealistic talent: you can teach, heal, create and argue for a cause with real conviction.',
      gift: 'Work for something larger than yourself, in the arts, public service, charity or abroad, brings out the best in it.',
      trap: 'The trap is disappointment when the world falls short of your ideals, hardening into bitterness.',
    },
    soulUrge: {
      meaning:
        'Soul Urge 9 wants to make a difference: to give, to understand, to leave the world a little kinder than you found it.',
      gift: 'That wish makes you forgiving and broad-minded, a friend to people others overlook.',
      trap: 'The trap is loving humanity more easily than the person in front of you, whose needs are smaller and harder to romanticise.',
    },
    personality: {
      meaning:
        'Personality 9 comes across as gracious, worldly and kind, someone who seems to have seen a great deal.',
      gift: 'People of every kind feel at ease with you.',
      trap: 'Some sense a distance behind the warmth; letting them see a personal need brings them closer.',
    },
  },
  11: {
    title: 'the Illuminator',
    drive: 'inspiration and insight',
    temperament: 'heart',
    lifePath: {
      meaning:
        'A Life Path 11 is a road of insight: you pick up more than most people do (moods, ideas, what is coming), and life asks you to trust that sensitivity and pass on what it shows you.',
      gift: 'Your gift is inspiration; at your best you say the thing that changes how others see their own lives.',
      trap: 'The trap is nervous strain, living in high ideals and doubting yourself when daily life does not match them; on hard days the 2 at its root, patient and cooperative, steadies you.',
    },
    destiny: {
      meaning:
        'Destiny 11 gives you the talents of a visionary and a messenger: intuition, originality, and a way of moving people with ideas.',
      gift: 'Teaching, counselling, the arts and any work that inspires let it shine.',
      trap: 'The trap is waiting for inspiration instead of building the ordinary skills of its root 2: patience, tact and teamwork.',
    },
    soulUrge: {
      meaning:
        'Soul Urge 11 wants meaning: to feel connected to something beyond the everyday, and to share what you find there.',
      gift: 'That wish gives you idealism and a gentle, searching spirit that others find uplifting.',
      trap: 'The trap is oversensitivity; ordinary life can feel coarse, and you may withdraw from it instead of bringing your light into it.',
    },
    personality: {
      meaning:
        'Personality 11 comes across as unusual and luminous, someone people remember after one meeting.',
      gift: 'You draw others in and often inspire them without trying.',
      trap: 'You can seem highly strung; the calm, ordinary kindness of the 2 inside the 11 makes you approachable.',
    },
  },
  22: {
    title: 'the Master Builder',
    drive: 'building on a large scale',
    temperament: 'ground',
    lifePath: {
      meaning:
        'A Life Path 22 is a road of building on a large scale: you can see how an idea would work in the real world, for many people, and life asks you to actually build it.',
      gift: 'Your gift is vision joined to method; you can plan a project, a company or an institution and carry it to the finish.',
      trap: 'The trap is the weight of your own potential, overwork and the fear of falling short; on hard days the patient, step-by-step 4 at its root is the way back.',
    },
    destiny: {
      meaning:
        'Destiny 22 gives you rare organising power: you can gather people, money and materials around a plan that outlasts you.',
      gift: 'It is made for large undertakings: architecture, engineering, public institutions, international business.',
      trap: 'The trap is trying to carry the whole plan alone; it grows when you delegate, as the 4 at its root knows.',
    },
    soulUrge: {
      meaning:
        'Soul Urge 22 wants to leave something lasting: a work that serves many people, not only yourself and your own.',
      gift: 'That wish makes you serious, far-sighted and willing to work for decades on one thing.',
      trap: 'The trap is judging your life only by its biggest ambition, so that ordinary happiness seems a distraction.',
    },
    personality: {
      meaning: 'Personality 22 comes across as capable and substantial, someone who could run the place.',
      gift: 'People trust your competence at first sight.',
      trap: 'You can seem formidable; showing the practical, friendly 4 at its root puts people at ease.',
    },
  },
  33: {
    title: 'the Master Teacher',
    drive: 'teaching and healing through love',
    temperament: 'heart',
    lifePath: {
      meaning:
        'A Life Path 33 is a road of service through love: you are here to teach and heal by example, and life gives you many chances to carry other people’s growth.',
      gift: 'Your gift is compassion with backbone; you can hold a family, a class or a community together and help each person in it to grow.',
      trap: 'The trap is martyrdom, giving until you are exhausted and expecting the same sacrifice from others; the 6 at its root, care for home and those closest to you, is where the work starts.',
    },
    destiny: {
      meaning:
        'Destiny 33 gives you the abilities of a teacher and healer: patience, emotional intelligence, and the creative gift to make hard truths kind.',
      gift: 'Work that lifts people directly, in teaching, medicine, therapy or the arts, uses it fully.',
      trap: 'The trap is taking responsibility for results that belong to others; the responsible 6 at its root has to learn where care ends.',
    },
    soulUrge: {
      meaning:
        'Soul Urge 33 wants to ease suffering: to help people become who they could be, and to love without conditions.',
      gift: 'That wish makes you deeply kind and hard to discourage.',
      trap: 'The trap is neglecting your own needs until you have nothing left to give.',
    },
    personality: {
      meaning:
        'Personality 33 comes across as gentle, wise and welcoming, someone people bring their troubles to.',
      gift: 'Strangers trust you almost at once.',
      trap: 'They may ask too much too soon; it is kind to set limits early.',
    },
  },
};

/** The year ahead, opening with "It" (the year): Personal Years run 1 to 9, masters reduced. */
export const PERSONAL_YEAR_TEXT: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string> = {
  1: 'It opens a new nine-year cycle and is a year to begin: start the project, make the move, set the direction for the years ahead. What you plant now grows through the next eight years, so choose deliberately.',
  2: 'It is a year of patience and partnership. Things grow slowly and out of sight; progress comes through cooperation, negotiation and attention to detail rather than force, and relationships need and reward your care.',
  3: 'It is a year of expression and company. Say what you have to say, take up the creative work, accept the invitations; the risk is scattering your energy over too many pleasures at once.',
  4: 'It is a year of work and foundations. Put your affairs in order, look after health, money and practical matters, and build the structure your plans need. It can feel slow, but what you build now holds.',
  5: 'It is a year of change and freedom. Expect movement: travel, new people, a shift in work or home. Say yes to what opens your life, but do not throw away on a whim what you built last year.',
  6: 'It is a year of home and responsibility. Family, relationships and community ask more of you; it is a good year to commit, to settle a home and to repair what matters. Give, but do not carry everyone.',
  7: 'It is a year of reflection. Step back, study, rest and take stock; answers come from within rather than from pushing outward, and time alone is not wasted this year.',
  8: 'It is a year of achievement and reckoning. Work and money move forward, the effort of recent years is rewarded, and decisions carry weight. Act with ambition and with fairness.',
  9: 'It closes a nine-year cycle. Finish, clear out and forgive; let go of what has run its course so that next year’s fresh start has room. Generosity pays this year.',
};

/** The Birthday number's single talent: the day of the month, reduced, 11 and 22 kept. */
export const BIRTHDAY_TEXT: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 11 | 22, string> = {
  1: 'It adds a talent for initiative: you are at your best when you can start something and make the decisions.',
  2: 'It adds a talent for cooperation and detail: you do your best work with a partner or within a team.',
  3: 'It adds a talent for expression: speaking, writing or making things comes more easily to you than to most.',
  4: 'It adds a talent for organisation: you are good with routines, budgets, repairs and anything that needs method.',
  5: 'It adds a talent for adaptability: you learn quickly, handle change well and get on with all kinds of people.',
  6: 'It adds a talent for care: people bring you their troubles, and you have an eye for a home that works.',
  7: 'It adds a talent for analysis: you ask the questions others skip and like to get to the bottom of things.',
  8: 'It adds a talent for management: you judge value well and are at ease with money and authority.',
  9: 'It adds a talent for understanding people: you are broad-minded, generous and drawn to causes larger than yourself.',
  11: 'It adds a talent for intuition: you often know before you can explain how, and your sensitivity is a resource, not a weakness.',
  22: 'It adds a talent for practical vision: you can see how a large plan would work and what it would take, step by step.',
};

/**
 * Karmic debts as Decoz reads them: a total that passes through 13, 14, 16 or 19 on its way to a
 * single digit points to a lesson carried over, which the number it reduces to has to learn.
 */
export const KARMIC_DEBT_TEXT: Record<KarmicDebt, string> = {
  13: 'Karmic Debt 13 stands for a lesson in work: effort avoided in the past has to be made good now. Progress can feel slower than other people’s and shortcuts tend to backfire; steady, focused work is exactly what pays, and it pays well.',
  14: 'Karmic Debt 14 is read as a lesson in freedom: freedom misused in the past is balanced now by self-control. Change comes often and unasked; moderation in your appetites and commitment to what you start turn it into growth.',
  16: 'Karmic Debt 16 points to a lesson in humility: pride built on sand tends to fall, sometimes suddenly. The loss of a false certainty clears the way for a humbler and truer one; honesty, above all in love, protects you.',
  19: 'Karmic Debt 19 carries a lesson in independence: power once used only for yourself has to be learned again with others in mind. You are often made to stand alone; the lesson is to accept help and to use your strength for more than yourself.',
};

/** "a practical number": how a temperament is named when two of them meet. */
export const TEMPERAMENT_NAME: Record<Temperament, string> = {
  mind: 'an independent number',
  ground: 'a practical number',
  heart: 'a number of feeling',
};

/** How Life Path and Destiny meet when they share a temperament. */
export const SAME_TEMPERAMENT: Record<Temperament, string> = {
  mind: 'Both are independent, questioning numbers, so they pull together: you are made to find your own way and think for yourself, and the risk is a life with too little room for other people.',
  ground:
    'Both are practical numbers, so they pull together: your road and your abilities are both about making things work in the real world, and the risk is that duty crowds out pleasure.',
  heart:
    'Both are numbers of feeling and expression, so they pull together: your road and your abilities both run through other people, and the risk is living for their response.',
};

/** What an independent number needs room for, named in its own words: solitude is 7's alone. */
export const INDEPENDENT_NEED: Partial<Record<number, string>> = {
  1: 'room to lead and decide for yourself',
  5: 'freedom to move and try things',
  7: 'time alone to think',
};

/**
 * How a Life Path and a Destiny of two different temperaments work together, keyed road first
 * ("mind>ground": an independent Life Path with a practical Destiny); "{need}" is the independent
 * number's own need.
 */
export const MIXED_TEMPERAMENTS: Record<
  'mind>ground' | 'ground>mind' | 'mind>heart' | 'heart>mind' | 'ground>heart' | 'heart>ground',
  string
> = {
  'mind>ground':
    'Your road asks you to find your own way, and your abilities are practical: it works when you choose the aim yourself and let your practical skill carry it out, and it grates when duty keeps overruling the road.',
  'ground>mind':
    'Your road is a practical one and your abilities are independent: it works when your own ideas serve the steady building your life asks for, and it grates when you keep breaking off to go your own way.',
  'mind>heart':
    'Your road asks for {need}, and your abilities run through other people: it works when you take that and then bring what you found back to the people you serve, and it strains when either side is kept waiting too long.',
  'heart>mind':
    'Your road runs through other people, and your abilities ask for {need}: it works when you take that for yourself and come back to those who rely on you with something new, and it strains when caring leaves no room for your own way.',
  'ground>heart':
    'Your road is a practical one and your abilities are ones of feeling: it works when the things you build make room for warmth and expression, and it pinches when you dismiss your own gift as a luxury.',
  'heart>ground':
    'Your road runs through feeling and expression, and your abilities are practical: it works when your practical skill builds the frame your feeling fills, and it pinches when each side calls the other a waste of time.',
};

/** The one rule for master numbers (Decoz's: kept where they describe you, reduced in cycles), stated once in every report and by the guide. */
export const MASTER_RULE =
  'Master numbers: in the numbers that describe you (Life Path, Destiny, Soul Urge, Personality and Birthday), a part or a total that comes to 11, 22 or 33 is kept whole and read together with its root, the single digit it would reduce to (11/2, 22/4, 33/6). The Personal Year, a passing cycle of nine, is reduced to one digit in every part and in total.';
