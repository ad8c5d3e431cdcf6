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

export interface NumberText {
  /** "the Seeker": used in headings and where a number is named by its character. */
  title: string;
  /** What the number pursues, as a noun phrase: "knowledge and inner truth". */
  drive: string;
  lifePath: RoleText;
  destiny: RoleText;
  soulUrge: RoleText;
  personality: RoleText;
}

export const NUMBER_TEXT: Record<CoreNumber, NumberText> = {
  1: {
    title: 'the Pioneer',
    drive: 'new beginnings and a path of its own',
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
      gift: 'That motivation gives you backbone; you recover from setbacks because you need your life to be your own doing.',
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
      gift: 'That motivation makes you gentle and loyal, and it gives you a rare ear for what others are feeling.',
      trap: 'The trap is fearing conflict so much that you swallow hurts until they come out all at once.',
    },
    personality: {
      meaning: 'You come across as quiet, considerate and easy to talk to; strangers tend to confide in you.',
      gift: 'You put people at ease, which opens doors a louder manner would not.',
      trap: 'You may be overlooked at first, so say plainly what you bring.',
    },
  },
  3: {
    title: 'the Communicator',
    drive: 'expression and joy',
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
      gift: 'That motivation keeps you hopeful, and it makes you generous with encouragement.',
      trap: 'The trap is needing applause to feel real; when it is missing, you may doubt a talent you clearly have.',
    },
    personality: {
      meaning: 'You come across as bright, sociable and funny, the person others hope will be at the table.',
      gift: 'Warmth and wit make a first meeting easy for you.',
      trap: 'People may not take you seriously until they see the work behind the charm.',
    },
  },
  4: {
    title: 'the Builder',
    drive: 'order and lasting work',
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
      gift: 'That motivation makes you steadfast; people feel safe with you because you mean what you promise.',
      trap: 'The trap is letting fear of change keep you in a job or a routine long after it has stopped feeding you.',
    },
    personality: {
      meaning:
        'You come across as solid, sensible and a little reserved: someone who will turn up on time and do what was agreed.',
      gift: 'First impressions of you inspire trust, which matters in any work involving money or responsibility.',
      trap: 'You can seem stiff before you relax; a little humour early on helps.',
    },
  },
  5: {
    title: 'the Adventurer',
    drive: 'freedom and experience',
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
      gift: 'That motivation gives you courage and curiosity, and it keeps you open to people unlike yourself.',
      trap: 'The trap is fearing commitment as a cage, so that the closeness you also want keeps slipping away.',
    },
    personality: {
      meaning:
        'You come across as lively, curious and a little unpredictable, the one with a story from somewhere else.',
      gift: 'You make people feel that life is more interesting with you around.',
      trap: 'Others may doubt you will stay the course; following through early shows them otherwise.',
    },
  },
  6: {
    title: 'the Nurturer',
    drive: 'home, care and responsibility',
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
      gift: 'That motivation makes you devoted and dependable, the one who remembers birthdays and turns up with soup.',
      trap: 'The trap is loving through control; needing to be needed can keep others small.',
    },
    personality: {
      meaning: 'You come across as warm, responsible and kind, the person strangers ask for directions.',
      gift: 'People trust you quickly and feel cared for in your company.',
      trap: 'They may also lean on you before they know you; you are allowed to say no.',
    },
  },
  7: {
    title: 'the Seeker',
    drive: 'knowledge and inner truth',
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
      gift: 'That motivation gives you inner poise; fashions and crowds do not easily sweep you along.',
      trap: 'The trap is loneliness dressed up as independence, keeping even those you love at arm’s length.',
    },
    personality: {
      meaning:
        'You come across as reserved, observant and a little mysterious; people sense that you think more than you say.',
      gift: 'You are taken seriously, and your opinion carries weight when you give it.',
      trap: 'You can seem cool or hard to reach; one personal remark goes a long way.',
    },
  },
  8: {
    title: 'the Achiever',
    drive: 'achievement and authority',
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
      gift: 'That motivation gives you drive and resilience; setbacks tend to make you more determined.',
      trap: 'The trap is that no amount is ever enough, and rest begins to feel like failure.',
    },
    personality: {
      meaning: 'You come across as capable, confident and well put together, someone with authority.',
      gift: 'People assume you can handle responsibility, and often offer it.',
      trap: 'You may intimidate people without meaning to; warmth shown early keeps authority from reading as coldness.',
    },
  },
  9: {
    title: 'the Humanitarian',
    drive: 'compassion and the wider world',
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
      gift: 'That motivation makes you forgiving and broad-minded, a friend to people others overlook.',
      trap: 'The trap is loving humanity more easily than the person in front of you, whose needs are smaller and harder to romanticise.',
    },
    personality: {
      meaning: 'You come across as gracious, worldly and kind, someone who seems to have seen a great deal.',
      gift: 'People of every kind feel at ease with you.',
      trap: 'Some sense a distance behind the warmth; letting them see a personal need brings them closer.',
    },
  },
  11: {
    title: 'the Illuminator',
    drive: 'inspiration and insight',
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
      gift: 'That motivation gives you idealism and a gentle, searching spirit that others find uplifting.',
      trap: 'The trap is oversensitivity; ordinary life can feel coarse, and you may withdraw from it instead of bringing your light into it.',
    },
    personality: {
      meaning: 'You come across as unusual and luminous, someone people remember after one meeting.',
      gift: 'You draw others in and often inspire them without trying.',
      trap: 'You can seem highly strung; the calm, ordinary kindness of the 2 inside the 11 makes you approachable.',
    },
  },
  22: {
    title: 'the Master Builder',
    drive: 'building on a large scale',
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
      gift: 'That motivation makes you serious, far-sighted and willing to work for decades on one thing.',
      trap: 'The trap is judging your life only by its biggest ambition, so that ordinary happiness seems a distraction.',
    },
    personality: {
      meaning: 'You come across as capable and substantial, someone who could run the place.',
      gift: 'People trust your competence at first sight.',
      trap: 'You can seem formidable; showing the practical, friendly 4 at its root puts people at ease.',
    },
  },
  33: {
    title: 'the Master Teacher',
    drive: 'teaching and healing through love',
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
      gift: 'That motivation makes you deeply kind and hard to discourage.',
      trap: 'The trap is neglecting your own needs until you have nothing left to give.',
    },
    personality: {
      meaning: 'You come across as gentle, wise and welcoming, someone people bring their troubles to.',
      gift: 'Strangers trust you almost at once.',
      trap: 'They may ask too much too soon; it is kind to set limits early.',
    },
  },
};

/** The year ahead, opening with "It" (the year): Personal Years run 1 to 9, masters reduced. */
/**
 * What a Destiny number's gift looks like in later life, past the working years: said of the
 * person now, never as career advice.
 */
/** The Destiny's trap in later life: the same weakness, met at home and among friends rather than at work. */
export const LATER_DESTINY_TRAP: Record<CoreNumber, string> = {
  1: 'The trap is deciding for others as well as for yourself, when they only wanted to be heard.',
  2: 'The trap is keeping the peace so quietly that your own wishes go unsaid and then unmet.',
  3: 'The trap is turning a hard conversation into a good story, so that what hurts is never said plainly.',
  4: 'The trap is holding to the old routine when a change would make your days easier.',
  5: 'The trap is restlessness: leaving a plan or a friendship just before it could deepen.',
  6: 'The trap is still carrying everyone’s problems, so that nobody thinks to ask how you are.',
  7: 'The trap is withdrawing into your own thoughts until the people who would gladly listen stop asking.',
  8: 'The trap is still needing to be in charge, of the money, the plans and the family’s decisions.',
  9: 'The trap is disappointment with a world that has not lived up to your ideals, hardening into bitterness.',
  11: 'The trap is nervous strain: feeling everything around you and finding too little quiet to recover.',
  22: 'The trap is measuring your days only by what they still build, and forgetting to enjoy what stands.',
  33: 'The trap is giving care until none is left for yourself.',
};

export const LATER_DESTINY_GIFT: Record<CoreNumber, string> = {
  1: 'In these years it shows as independence of mind: you still decide for yourself, and others come to you for a clear opinion.',
  2: 'In these years it shows as a gift for bringing people together: you are the one who smooths a family quarrel and listens when someone needs it.',
  3: 'In these years it shows in company and words: stories, letters, humour and the pleasure you give the people around you.',
  4: 'In these years it shows as order and reliability: the household, the papers and the promises others count on are safe with you.',
  5: 'In these years it shows as a curiosity that has not aged: new people, new places near or far, and a readiness to try what others of your age turn down.',
  6: 'In these years it shows as care: family, neighbours and friends lean on your warmth, and your home is where people gather.',
  7: 'In these years it shows as depth: reading, reflection and the considered answer others seek out when they want the truth.',
  8: 'In these years it shows as authority: your judgement on money, property and family affairs carries weight, and others ask for it.',
  9: 'In these years it shows as generosity and perspective: what you have learned goes to others, through family, good causes or simple kindness.',
  11: 'In these years it shows as inspiration: a word from you can lift someone, and people remember what you told them.',
  22: 'In these years it shows in what you leave behind: the family, the work or the institution you built, and the way you guide those who carry it on.',
  33: 'In these years it shows as counsel and comfort: people bring you their troubles, and your patience helps them through.',
};

/** The Personal Year in later life: the same number, read for days no longer organised around a job. */
export const LATER_PERSONAL_YEAR_TEXT: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string> = {
  1: 'It opens a new nine-year cycle: a year to begin something of your own, a new interest, a new routine, a decision long put off. What you start now shapes the years ahead.',
  2: 'It is a year of patience and company. Things move slowly; the people close to you ask for your care and repay it, and small kindnesses matter more than big plans.',
  3: 'It is a year of expression and company. Tell your stories, write, take up the pastime you enjoy and accept the invitations, without tiring yourself.',
  4: 'It is a year of order. Put your affairs and papers in order and look after your health and home; it can feel quiet, but what you settle now gives peace of mind.',
  5: 'It is a year of fresh air. Something new comes in: a visit, a new acquaintance, a change in the household or the routine. Welcome what refreshes you without unsettling what gives you comfort.',
  6: 'It is a year of home and family. Relatives and friends ask more of you and give more back, and it is a good year to mend what matters. Give, but let others carry some of the load.',
  7: 'It is a year of reflection. Read, rest and take stock; time alone is not wasted, and quiet brings its answers.',
  8: 'It is a year of reckoning with what you have built. Money, property and family affairs come up for decision; act with fairness, and your judgement carries weight.',
  9: 'It closes a nine-year cycle. Finish, clear out and forgive; let go of what has run its course and pass on what you have to give.',
};

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
 * Second wordings of Birthday talents many reports share, picked by the person's other numbers
 * (review r24: the Birthday 11 sentence in two of six reports).
 */
export const BIRTHDAY_VARIANTS: Partial<Record<keyof typeof BIRTHDAY_TEXT, string[]>> = {
  11: [
    'It adds a talent for perception: you pick up moods and undercurrents quickly, and a first impression of yours is worth taking seriously.',
  ],
  22: [
    'It adds a talent for organising on a large scale: given a big aim, you can break it into stages and see who and what each one needs.',
  ],
};

/**
 * Karmic debts as Decoz reads them: a total that passes through 13, 14, 16 or 19 on its way to a
 * single digit points to a lesson carried over, which the number it reduces to has to learn.
 */
export const KARMIC_DEBT_TEXT: Record<KarmicDebt, string> = {
  13: 'Karmic Debt 13 is a lesson in work: effort avoided in the past has to be made good now. Shortcuts tend to backfire and progress can feel slow, but steady, focused work pays, and pays well.',
  14: 'Karmic Debt 14 is a lesson in freedom: freedom misused in the past is balanced now by self-control. Change comes often and unasked; moderation and commitment to what you start turn it into growth.',
  16: 'Karmic Debt 16 is a lesson in humility: pride built on sand tends to fall, sometimes suddenly, and the loss of a false certainty clears the way for a truer one. Honesty, above all in love, protects you.',
  19: 'Karmic Debt 19 is a lesson in independence: power once used only for yourself has to be learned again with others in mind. You are often made to stand alone; the lesson is to accept help and share your strength.',
};

/**
 * A karmic debt in a name number (Destiny, Soul Urge or Personality) rather than in the date: the
 * same lesson, met in what you do, want or show rather than as the road itself (review r24).
 */
export const NAME_KARMIC_DEBT_TEXT: Record<
  'destiny' | 'soulUrge' | 'personality',
  Record<KarmicDebt, string>
> = {
  destiny: {
    13: 'Here it is a lesson in work, carried in your abilities: the talent is real, and it pays only when you give it steady hours instead of waiting for the mood.',
    14: 'Here it is a lesson in freedom, carried in your work: you can do many things, and you grow by choosing a few and seeing them through rather than chasing every new opening.',
    16: 'Here it is a lesson in humility, carried in your work: a reputation or position built too fast may fall, and what you build afterwards rests on what you truly know.',
    19: 'Here it is a lesson in independence, carried in your work: you may insist on doing everything yourself, and your abilities go furthest once you let others share the load.',
  },
  soulUrge: {
    13: 'Here it is a lesson in work, felt in what you wish for: part of you longs for ease, yet your deepest contentment comes from work you have finished properly.',
    14: 'Here it is a lesson in freedom, felt in your appetites: restlessness and excess tempt you, and you grow by choosing a few commitments and keeping them.',
    16: 'Here it is a lesson in humility, felt in your private hopes: a cherished picture of love or of yourself may break, and what comes after it is truer.',
    19: 'Here it is a lesson in independence, felt in what you wish for: you long to need no one, and the lesson is that letting people help is not a defeat.',
  },
  personality: {
    13: 'Here it is a lesson in work, seen in how you come across: people may take you for someone who looks for the easy way until your steady effort shows them otherwise.',
    14: 'Here it is a lesson in freedom, seen in how you come across: you can seem restless or unreliable at first, and small promises kept early are what earn trust.',
    16: 'Here it is a lesson in humility, seen in how you present yourself: an image kept up too carefully tends to crack, and people warm to you more once it has.',
    19: 'Here it is a lesson in independence, seen in how you come across: you can look as if you need nobody, and letting people see that they matter to you brings them closer.',
  },
};

/** "4|6": the smaller number first, so each pair of numbers has one entry whichever role holds which. */
export function pairKey(a: CoreNumber, b: CoreNumber): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/**
 * How two different numbers meet in one person, written for that pair: what they share, where
 * they rub, and how they work together. Each entry names both numbers, so it reads the same
 * whichever of them is the Life Path and whichever the Destiny, Soul Urge, Personality or Birthday.
 */
export const PAIR_TEXT: Record<string, string> = {
  '1|2':
    'The 1 wants to lead and the 2 wants a partner, a classic tension between standing alone and standing together. At its best the 1 decides and the 2 makes sure the people affected come along; at its worst you swing between taking over and giving way.',
  '1|3':
    'The 1 supplies the nerve and the 3 the words, so ideas you start also get told well, and people follow them. The risk is a flurry of bold starts that neither number likes to finish: the 1 moves on to the next venture, the 3 to the next pleasure.',
  '1|4':
    'The 1 starts and the 4 finishes, which is a strong working pair: a new idea, then the patience to build it properly. They rub when the 1 wants to jump before the 4 has checked the ground; let the 4 set the pace once the direction is chosen.',
  '1|5':
    'The 1 and the 5 both want freedom, the 1 to choose its own course and the 5 to keep moving, so you rarely sit still or ask permission. The 1 gives the 5’s restlessness a direction, and the 5 keeps the 1’s plans flexible; the shared risk is that nothing holds you long enough to bear fruit, so keep one commitment on purpose.',
  '1|6':
    'The 1 follows its own course and the 6 looks after other people, so you keep weighing your ambitions against the people who count on you. It works when your independence is used on their behalf; it hurts when either side is made to feel second.',
  '1|7':
    'The 1 and the 7 are both self-reliant: the 1 acts on its own judgement and the 7 thinks things through alone. The 7 makes the 1 look before it leaps, and the 1 turns the 7’s conclusions into action; since neither asks for help, the risk is isolation, so let a few people into the process.',
  '1|8':
    'The 1 and the 8 are both numbers of authority, the 1 by initiative and the 8 by command of resources, so leadership comes naturally and ambition runs high. The 8 gives the 1’s new ventures the money and management to last; together they can also make a will that brooks no argument, so let others share in the decisions.',
  '1|9':
    'The 1 is about the self and the 9 about everyone, the first number and the last. The 1 gives the 9’s ideals a leader who acts on them, and the 9 gives the 1 a cause larger than itself; the pull is between personal ambition and the common good.',
  '1|11':
    'The 11 holds two 1s and reduces to 2, so it shares the 1’s originality and adds a sensitivity the plain 1 lacks: you have both the vision and the nerve to act on it. The strain is a swing between pushing ahead alone and needing to be understood.',
  '1|22':
    'The 1 starts things and the 22 builds them on a large scale, a powerful pair for anyone meant to found something. The strain is between the 1’s wish to do it alone and the 22’s need for many hands; the plan grows only when you share it.',
  '1|33':
    'The 1 stands on its own and the 33 gives itself to others, so you are a leader whose strength is meant for service. It works when your independence protects people rather than leaving them; it strains when you feel that caring costs you your own way.',
  '2|3':
    'The 2 and the 3 are both sociable, the 2 through closeness and the 3 through expression, so people are at the centre of your life. The 2 brings tact to the 3’s words and the 3 brings lightness to the 2’s feelings; the risk is depending on others’ approval.',
  '2|4':
    'The 2 and the 4 are both steady and patient: the 2 minds the people and the 4 the work. The 2 keeps the 4’s routines humane, and the 4 gives the 2’s care a reliable shape, so people count on you; since neither likes to gamble, the risk is playing so safe that chances pass you by.',
  '2|5':
    'The 2 wants closeness and calm and the 5 wants movement and variety, one of the harder pairs. You need both a safe harbour and open water; it works when a steady bond gives you the security to roam, and it strains when either need is treated as a betrayal of the other.',
  '2|6':
    'The 2 and the 6 are both numbers of love and loyalty: the 2 cares for one partner, the 6 for a whole household. The 2 brings tact to the 6’s sense of duty, and the 6 gives the 2’s devotion a home to serve; with no number here to speak for you, your own needs tend to go unspoken.',
  '2|7':
    'The 2 reaches for others and the 7 withdraws to think, so you need company and solitude in turns. Both are quiet and perceptive numbers: the 2 reads people and the 7 reads ideas. It works when you give each its time, and strains when one crowds out the other.',
  '2|8':
    'The 2 works through cooperation and the 8 through authority, the diplomat and the executive. Together they can lead without bruising anyone, since the 2 knows how people feel and the 8 knows what must be done; the strain is between keeping the peace and taking charge.',
  '2|9':
    'The 2 and the 9 are both numbers of sympathy: the 2 feels for the person beside it, the 9 for people everywhere. The 2 keeps the 9’s large ideals personal, and the 9 widens the 2’s kindness beyond its own circle; since both feel what others feel, the risk is absorbing other people’s troubles until you cannot tell them from your own.',
  '2|11':
    'The 2 is the root of the 11, so these two share a nature: sensitive, cooperative, tuned to what others feel. The 11 lifts that sensitivity into intuition and inspiration, and the 2 keeps it tactful and kind; the risk is a nervous system that never rests.',
  '2|22':
    'The 22 is made of two 2s and reduces to 4, so these two share a way of working through other people: the 2 in partnership, the 22 in large undertakings that need many hands. The 2 gives the 22’s plans the tact to win support; the risk is carrying more responsibility than one sensitive person can bear.',
  '2|33':
    'The 2 and the 33 are both numbers of care, the 2 for one partner and the 33 for whoever needs healing or teaching. The 2 gives the 33’s mission patience and tact, and the 33 gives the 2’s gentleness a wider purpose; both give more than they ask, so self-sacrifice is the risk, and your own needs must count as well.',
  '3|4':
    'The 3 wants to play and express, and the 4 wants to work and order, one of the classic frictions. Each needs the other: the 4 gives the 3’s talent the discipline to produce something, the 3 keeps the 4’s work from going grey. It strains when either calls the other a waste of time.',
  '3|5':
    'The 3 and the 5 are both lively, curious and sociable, the 3 through words and the 5 through experience. The 5 gives the 3 new material and the 3 turns the 5’s adventures into stories, so you are quick and at ease with anyone; since neither likes to stay with one thing, the shared risk is living on the surface.',
  '3|6':
    'The 3 and the 6 are both warm and creative: the 3 puts feeling into words and the 6 puts it into care, a home, a family, a community. The 6 gives the 3’s talent people to serve, and the 3 keeps the 6’s duties light; together they suit teaching, the arts and work that looks after people, though both want approval more than is good for your own voice.',
  '3|7':
    'The 3 is outgoing and talkative and the 7 inward and reserved, so your life swings between company and study. Put together they make a thinker who can explain, and a speaker with something worth saying; it strains when you doubt that the two can live in one person.',
  '3|8':
    'The 3 brings ideas and charm and the 8 brings ambition and a head for money, so creative talent has a chance to become a business. It works when the 8 organises what the 3 imagines; it strains when the 3 finds the 8’s demands joyless, or the 8 finds the 3 unserious.',
  '3|9':
    'The 3 and the 9 are both expressive and generous: the 3 creates and the 9 gives. The 9 gives the 3’s talent a cause worth serving, and the 3 gives the 9’s ideals a voice people listen to; the risk is idealism without follow-through, so tie the vision to a practical plan.',
  '3|11':
    'The 3 and the 11 both speak to people, the 3 with wit and the 11 with inspiration, so you can move an audience. The 3 makes the 11’s insight easy to hear and the 11 gives the 3’s talent depth; the risk is nervous highs and lows when no one is listening.',
  '3|22':
    'The 3 imagines and expresses, the 22 builds on a large scale, so your ideas can become real things many people use. The 22 gives the 3’s sparkle a long plan; the friction is between the 3’s need for fun and the 22’s heavy sense of purpose.',
  '3|33':
    'The 33 is made of two 3s and reduces to 6, so the 3’s gift for expression is built into it, and creativity becomes the way you care for people. Together they suit teaching, writing and the healing arts; the risk is giving your gifts away until you have none left for yourself.',
  '4|5':
    'The 4 wants order and routine and the 5 wants change and variety, one of the hardest pairs to reconcile. You may build a stable life and then feel caged by it; it works when the structure is built with room for movement, so the 5 is not forced to break it.',
  '4|6':
    'The 4 and the 6 are both numbers of duty: the 4 keeps things in order and the 6 keeps people cared for. The 6 gives the 4’s hard work someone to be for, and the 4 gives the 6’s care a household that runs, so a family or a team relies on you; since neither number rests easily, the shared risk is a life of obligation with too little room for pleasure.',
  '4|7':
    'The 4 and the 7 are both serious, methodical numbers: the 4 works with things and the 7 with ideas. The 7 gives the 4’s work the reasons behind it and the 4 makes the 7 test its ideas in practice, so you become a patient specialist who builds on evidence; so careful and private a pair can make you hard to reach.',
  '4|8':
    'The 4 and the 8 are both practical and hard-working: the 4 builds and the 8 manages what has been built. The 4 keeps the 8’s ambition honest with method and detail, and the 8 gives the 4’s steady work a larger aim; the danger is hardness, holding others to your own standard and forgetting that not everyone is built to carry as much.',
  '4|9':
    'The 4 wants solid, measurable results and the 9 wants to serve a larger ideal. The 4 gives the 9’s dreams a practical form and the 9 gives the 4’s work a purpose beyond itself; it strains when the 4 finds the 9 impractical, or the 9 finds the 4 narrow.',
  '4|11':
    'The 4 is down to earth and the 11 reaches for inspiration, so you have both the vision and the patience to ground it. It works when the 4 turns the 11’s insights into something usable; it strains when the 11’s highs make the 4’s routines feel dull, or the 4 calls the 11 impractical.',
  '4|22':
    'The 4 is the root of the 22, so these two share a nature: practical, methodical, made to build. The 22 enlarges the 4’s careful work into plans that serve many people; the risk is weight, so much responsibility that you forget to rest or enjoy what you have built.',
  '4|33':
    'The 4 builds and the 33 cares, so the things you build are meant to hold people: homes, schools, services. It works when the 4 gives the 33’s compassion a lasting structure; the risk is carrying everyone’s burdens on top of a heavy workload.',
  '5|6':
    'The 5 wants freedom and the 6 wants commitment, a real pull between the open road and the home. You can love deeply and still need room; the bond holds when the people close to you give you space and you choose to come back, and frays when either need is treated as disloyalty.',
  '5|7':
    'The 5 and the 7 are both curious and independent: the 5 learns by experience and the 7 by study. The 7 makes sense of what the 5 runs into, and the 5 takes the 7 out of its books into life; people can end up at a distance, the 5 moving on and the 7 withdrawing.',
  '5|8':
    'The 5 brings adaptability and a gift for persuasion, the 8 ambition and judgement, a strong pair for business, sales and anything that moves fast. Give the 5’s energy the 8’s goals and it goes far; friction comes when the 5 resents the 8’s control, or the 8 the 5’s impatience.',
  '5|9':
    'The 5 and the 9 both look outward to the wide world: the 5 for experience and the 9 for understanding. The 9 gives the 5’s travels a purpose beyond the next thrill, and the 5 keeps the 9’s ideals in touch with real people; something must keep you rooted, or restlessness takes over.',
  '5|11':
    'The 5 wants experience and the 11 insight, so you are a searcher who learns through life and then has something to pass on. Let the adventures feed the vision, and guard your calm: constant change overstimulates a sensitivity like the 11’s.',
  '5|22':
    'The 5 wants to be free to move and the 22 to build something large and lasting, one of the harder pairs. The 5 keeps the 22’s plans adaptable and in touch with people; it strains when the long commitment the 22 asks for feels like a cage to the 5.',
  '5|33':
    'The 5 wants freedom and the 33 devotion to others, a pull between your own adventure and the people who rely on you. It works when your experience of the world becomes something you teach; it strains when caring feels like confinement, or freedom like guilt.',
  '6|7':
    'The 6 wants a full house and the 7 a quiet room, so your life moves between caring for people and retreating to think. It works when you keep time alone without guilt and give your full attention when you are with them; it strains when either feels neglected.',
  '6|8':
    'The 6 and the 8 are both responsible numbers: the 6 looks after people and the 8 after resources and results. The 6 softens the 8’s authority into protection, and the 8 gives the 6’s care the means to provide; the risk is measuring love by what you provide and trying to carry everyone yourself.',
  '6|9':
    'The 6 and the 9 are both numbers of service: the 6 for family and community, the 9 for humanity at large. The 6 keeps the 9’s compassion close to home, and the 9 keeps the 6 from caring only for its own; since both give easily, learn to receive as well, or you will give until you are empty.',
  '6|11':
    'The 6 cares and the 11 inspires, so you help people in both practical and spiritual ways. Together they suit counselling, teaching and healing work; the risk is feeling responsible for everyone’s wellbeing, which wears a sensitive person out.',
  '6|22':
    'The 6 cares for people and the 22 builds for many of them, so your work is most fulfilling when it makes lives safer or better on a large scale. The risk is a double load, duty at home on top of a demanding mission; you cannot carry both alone.',
  '6|33':
    'The 6 is the root of the 33, so these two share a nature: caring, responsible, devoted to home and community. The 33 widens that care into teaching and healing for many; the risk is self-sacrifice, taking on more than any one person can hold.',
  '7|8':
    'The 7 looks inward for truth and the 8 outward for results, the scholar and the executive. The combination is a sharp, strategic mind that can analyse and then act; trouble comes when the 8’s ambition leaves no time to think, or the 7’s doubts stall the action.',
  '7|9':
    'The 7 and the 9 are both reflective and idealistic: the 7 seeks truth and the 9 seeks to serve. The 9 puts the 7’s understanding to work for others, and the 7 makes the 9’s ideals rest on thought rather than hope; the shared risk is distance, standing a little apart from ordinary people and their concerns.',
  '7|11':
    'The 7 and the 11 are both numbers of the inner life: the 7 through study and the 11 through intuition. The 7 checks what the 11 senses, and the 11 gives the 7’s analysis flashes of insight, so you have real perception to offer; since both need quiet, the risk is retreating from a world that feels too loud.',
  '7|22':
    'The 7 studies and the 22 builds, so you can research a problem thoroughly and then carry out a large solution. Let the analysis guide the plan, but set a date to start: the 7 would refine the idea for ever.',
  '7|33':
    'The 7 withdraws to understand and the 33 gives itself to others, a pull between solitude and service. It works when what you learn alone becomes what you teach; it strains when people’s needs leave you no quiet, or your need for quiet leaves them waiting.',
  '8|9':
    'The 8 seeks success and the 9 seeks to give, the achiever and the humanitarian. Together they can do a great deal of good, since the 8 knows how to gather resources and the 9 knows what they are for; the tension is between keeping and giving away.',
  '8|11':
    'The 8 has ambition and practical power and the 11 has inspiration, so you can turn a vision into something with real influence. The 8 gives the 11’s ideas backing and structure; watch that the pressure to succeed does not wear down the 11’s sensitivity.',
  '8|22':
    'The 8 and the 22 are both numbers of power and achievement, the 8 in business and the 22 in building on a large scale. The 8 gives the 22’s vision money and management, and the 22 gives the 8’s ambition a purpose larger than profit; the pair makes a formidable organiser, apt to drive too hard and measure life by what is accomplished.',
  '8|33':
    'The 8 has authority and the 33 compassion, so you can lead in a way that cares for the people led. Power used in service is your best form; the pinch comes when success and other people’s needs compete for the same hours.',
  '9|11':
    'The 9 and the 11 are both idealistic and humanitarian: the 9 gives and the 11 inspires. The 11 gives the 9’s generosity a vision to serve, and the 9 widens the 11’s insight to people of every kind, the makings of a teacher or advocate; the usual price is disappointment when the world falls short of your ideals.',
  '9|22':
    'The 9 wants to serve humanity and the 22 has the practical power to build for it, a strong pair for public work. It works when the 22 gives the 9’s compassion a form that lasts; it strains when large ideals meet the slow, hard work of getting them done.',
  '9|33':
    'The 9 and the 33 are both numbers of compassion and service, the 9 for the world and the 33 through teaching and healing. The 33 gives the 9’s broad sympathy a way to help one person at a time, and the 9 widens the 33’s care; both forget themselves, so self-neglect is the cost to watch.',
  '11|22':
    'The 11 sees and the 22 builds, the two master numbers of vision and of construction. Together they carry great potential and great pressure; the work is to turn inspiration into lasting form without being crushed by the size of what you expect of yourself.',
  '11|33':
    'The 11 inspires and the 33 teaches and heals, two master numbers of service to others. Intuition and care are both strong in you; what wears you down is nervous exhaustion, so ordinary rest and the simple duties of the roots, 2 and 6, keep you well.',
  '22|33':
    'The 22 builds and the 33 cares, two master numbers that together aim at large work done for people. The potential is considerable and so is the load; the roots, 4 and 6, keep you steady: one step at a time, and care for home first.',
};

/**
 * A Birthday read against the Life Path, keyed "road>day": the day's talent meeting the road, not
 * the two numbers as equals, so a Life Path 3 with a Birthday 22 does not read the paragraph
 * written for a Life Path 3 with a Destiny 22 (issue 27: the same paragraph in two reports).
 * A pair without an entry here reads PAIR_TEXT.
 */
export const DAY_PAIR_TEXT: Partial<Record<string, string>> = {
  '1>11':
    'Your 1 road asks you to go first, and the 11 of your day tells you where to go, often before you can say why. Trust the hunch, then act on it with people beside you; the 11’s sensitivity means criticism lands harder than a 1 likes to admit.',
  '3>11':
    'Your 3 road asks to be heard, and the 11 of your day gives what you say an inspired edge: people sense you mean more than the words. The cost is nerves before the very audience the 3 wants; preparation settles them.',
  '4>11':
    'Your 4 road is built step by step, and the 11 of your day sees where the steps should lead. Write the hunches down and let your method test them; dismissing them as impractical throws away the best tool you were born with.',
  '5>11':
    'Your 5 road keeps you moving, and the 11 of your day reads each new place and person quickly. Change feeds that perception, but too much of it frays a sensitive nervous system, so keep one calm place you always return to.',
  '6>11':
    'Your 6 road gathers people who need care, and the 11 of your day senses their trouble before it is spoken. That makes you a natural counsellor; it also means their worries follow you home unless you keep an hour when you are off duty.',
  '7>11':
    'Your 7 road asks for study, and the 11 of your day adds insight that arrives before the proof. Let the research check the insight rather than replace it; together they make your judgement unusually sure.',
  '8>11':
    'Your 8 road is about results, and the 11 of your day tells you which people and ventures are sound before the figures do. Listen to it in negotiations; overridden under pressure, it leaves you with deals you knew better than to sign.',
  '9>11':
    'Your 9 road serves a wide world, and the 11 of your day gives that service vision, a sense of what people could become. Disappointment is the cost when they fall short; the gift works best offered, not imposed.',
  '22>11':
    'Your 22 road builds on a large scale, and the 11 of your day gives you the flashes that tell you what is worth building. Guard the quiet those flashes need from the noise of the building site.',
  '33>11':
    'Your 33 road teaches and heals, and the 11 of your day senses who needs help before they ask. It is a tender combination; without real rest, both the caring and the sensing wear thin.',
  '1>22':
    'Your 1 road asks you to start things, and the 22 of your day sees how a start could become an institution. That talent needs other hands, which the 1 hands over reluctantly; share the plan and it grows.',
  '2>22':
    'Your 2 road works through partnership, and the 22 of your day sees the large structure a partnership could build. You are at your best as the quiet architect of a shared project; let others carry the visible parts, or the weight settles on you.',
  '3>22':
    'Your 3 road asks to be heard, and the 22 of your day gives your ideas a builder’s sense of how they could be made real: a talk becomes a plan, a story a product. Keep some work that is only for fun, or the 22’s seriousness dampens the 3’s play.',
  '5>22':
    'Your 5 road keeps changing, and the 22 of your day sees what could be built from all that experience. Use the talent in bursts, planning the structure and letting others run it, or it will feel like a cage to the road.',
  '6>22':
    'Your 6 road looks after people, and the 22 of your day sees how to look after many at once: a service, a school, a family firm. The risk is taking the whole structure on yourself; hand others the bricks.',
  '7>22':
    'Your 7 road asks for study, and the 22 of your day adds the engineer’s question: what would this be good for? Your research gains a practical end; give yourself deadlines, since the 7 would rather go on checking.',
  '8>22':
    'Your 8 road is about power and results, and the 22 of your day raises the scale, from a good business to a lasting institution. Measure it by the people it serves, or the drive to build turns into driving others.',
  '9>22':
    'Your 9 road serves humanity, and the 22 of your day knows how to give that service walls and a budget. Ideals become projects; the strain is patience, since large structures move slower than compassion would like.',
  '11>22':
    'Your 11 road lives by inspiration, and the 22 of your day knows how to build what you see. Two master numbers make a heavy load; the roots beneath them, the 2’s tact and the 4’s routine, keep you standing.',
  '33>22':
    'Your 33 road teaches and heals, and the 22 of your day builds the structures that let care reach many. Do not carry both the building and the caring alone.',
  '4>7':
    'Your 4 road builds step by step, and the 7 of your day asks why each step is there. Your work rests on good reasons; the risk is checking the foundations for so long that the building waits.',
  '7>4':
    'Your 7 road seeks understanding, and the 4 of your day gives you the patience to put it in order: notes, systems, finished studies. It makes you thorough, and slow to share anything you have not yet perfected.',
};

/** A Destiny equal to the Life Path: one theme, doubled, with no counterweight from the other. */
export const SAME_PAIR_TEXT: Record<CoreNumber, string> = {
  1: 'Your Life Path and Destiny are both 1, so independence and initiative run through your whole life; you will lead somewhere. The risk is too much of one note: learn to accept help without feeling smaller for it.',
  2: 'Your Life Path and Destiny are both 2, so partnership and sensitivity are the centre of your life; you will do your best work beside someone. The risk is too much of one note: learn to say what you want before others decide for you.',
  3: 'Your Life Path and Destiny are both 3, so expression and joy run through your whole life; you are meant to be heard. The risk is too much of one note: praise comes easily to you, so the honest criticism a talent needs has to be sought out on purpose.',
  4: 'Your Life Path and Destiny are both 4, so work, order and patience are the centre of your life; what you build lasts. The risk is too much of one note: allow change and play, or steadiness turns into a rut.',
  5: 'Your Life Path and Destiny are both 5, so freedom and change run through your whole life; you will go to many places and try many things. The risk is too much of one note: one deep commitment kept on purpose gives the rest meaning.',
  6: 'Your Life Path and Destiny are both 6, so care, home and responsibility are the centre of your life; people depend on you. The risk is too much of one note: your own needs count too, and not every problem is yours to fix.',
  7: 'Your Life Path and Destiny are both 7, so study, reflection and the search for truth run through your whole life; you will understand deeply. The risk is too much of one note: let people in, or wisdom becomes isolation.',
  8: 'Your Life Path and Destiny are both 8, so ambition, money and authority are the centre of your life; you are made to achieve. The risk is too much of one note: keep room for people and rest, or success costs more than it gives.',
  9: 'Your Life Path and Destiny are both 9, so compassion and service to a wider world run through your whole life; you are here to give. The risk is too much of one note: finish things and let them go, and look after yourself as well.',
  11: 'Your Life Path and Destiny are both 11/2, so inspiration and intuition are doubled; you are unusually sensitive to people and ideas. The risk is nervous strain: the patient, cooperative 2 at the root has to be cultivated deliberately.',
  22: 'Your Life Path and Destiny are both 22/4, so the call to build something large and lasting is doubled; the potential is great and so is the pressure. The risk is carrying too much: the 4 at the root, one step at a time, keeps you going.',
  33: 'Your Life Path and Destiny are both 33/6, so the call to teach and heal through love is doubled; you are made for service. The risk is self-sacrifice: the 6 at the root begins with care for your own home and yourself.',
};

/**
 * The one rule for karmic debts, stated in every report and applied by the numerology module; the
 * report follows it with the person's own five totals. Only the total is read, not the sums added
 * to make it, so "LEE 13 -> 4" in a Destiny's working is no debt (review r33).
 */
export const KARMIC_RULE =
  'Karmic debts are 13, 14, 16 and 19 met in reducing the total of a core number or of the Maturity number.';

/**
 * A number that comes back in two or more of the five (by itself or as the root of a master
 * number): what it means for that number to set the grain of a whole life, not one corner of it.
 */
/**
 * Second readings of entries that many profiles share, so that two reports with the same numbers
 * need not say the same paragraph word for word; the report picks one by the person's other numbers.
 */
export const ROLE_VARIANTS: Partial<Record<`${NumberRole}:${CoreNumber}`, RoleText[]>> = {
  'destiny:7': [
    {
      meaning:
        'Destiny 7 equips you to investigate: you read closely, test what you are told, and find the flaw in an argument that others accept.',
      gift: 'You are most useful where accuracy counts for more than speed: as the specialist, the researcher, the one asked to check.',
      trap: 'The trap is holding back what you have found until it is beyond criticism, so that others take the credit for what you saw first.',
    },
  ],
  'soulUrge:3': [
    {
      meaning:
        'Soul Urge 3 longs to make something and have it met: a song, a meal, a story, an evening people remember because you were in it.',
      gift: 'Your delight is catching, and you give praise as freely as you hope to receive it.',
      trap: 'The trap is hearing silence as a verdict and dropping a gift the moment nobody claps.',
    },
  ],
};

/**
 * The pairings whose entry advises on a career (which work the pair suits), as they read in later
 * life: the same two numbers, said of the person now.
 */
export const LATER_PAIR_TEXT: Partial<Record<string, string>> = {
  '3|6':
    'The 3 and the 6 are both warm and creative: the 3 puts feeling into words and the 6 puts it into care, a home, a family, a community. In these years it shows in the company you keep and the people you look after; the risk is worrying about others’ approval more than your own voice.',
  '3|8':
    'The 3 brings ideas and charm and the 8 brings ambition and a head for money, so what you imagine has always had a chance of becoming real. It works when the 8 organises what the 3 imagines; it strains when the 3 finds the 8’s demands joyless, or the 8 finds the 3 unserious.',
  '3|9':
    'The 3 and the 9 are both expressive and generous: the 3 creates and the 9 gives what it creates to the wider world. In these years it shows in what you pass on, stories, skills and causes you care about; the risk is idealism without follow-through, so tie the vision to a practical plan.',
  '3|33':
    'The 33 is made of two 3s and reduces to 6, so the 3’s gift for expression is built into it, and creativity becomes the way you care for people. In these years it shows as counsel, encouragement and the things you make for others; the risk is giving your gifts away until you have none left for yourself.',
  '5|8':
    'The 5 brings adaptability and a gift for persuasion, the 8 ambition and judgement, so you can still talk people round and see what a situation needs. Give the 5’s energy the 8’s goals and it goes far; friction comes when the 5 resents the 8’s control, or the 8 the 5’s impatience.',
  '6|11':
    'The 6 cares and the 11 inspires, so you help people in both practical and spiritual ways. In these years people bring you their worries, and a word from you steadies them; the risk is feeling responsible for everyone’s wellbeing, which wears a sensitive person out.',
  '9|22':
    'The 9 wants to serve humanity and the 22 has the practical power to build for it, so what you care about can outlast you. It works when the 22 gives the 9’s compassion a form that lasts; it strains when large ideals meet the slow, hard work of getting them done.',
  '1|8':
    'The 1 and the 8 are both numbers of authority, the 1 by initiative and the 8 by command of resources, so people still look to you to decide. The risk now is a will that brooks no argument; your word carries furthest when others share in the decisions.',
  '4|8':
    'The 4 and the 8 are both practical and steady: the 4 builds and the 8 looks after what has been built. In these years it shows as the order you keep in the family’s affairs and the judgement others ask for; the pull is to keep managing everything when the people around you would rather have your company.',
  '7|8':
    'The 7 looks inward for truth and the 8 outward for results, the scholar and the manager in one person. In these years it shows as judgement others rely on, weighed before it is given; the pull is between the quiet study you want and the affairs that still ask for your decision.',
  '8|11':
    'The 8 has practical power and the 11 inspiration, so your word carries both weight and vision. The 8 gives the 11’s insight a firm footing; let the habit of getting things done leave room for the quiet in which the 11 hears best.',
  '8|22':
    'The 8 and the 22 are both numbers of power and achievement, the 8 in affairs and the 22 in building on a large scale. In these years it shows in what you built and how you guide those who carry it on; the risk is measuring your days only by what they still accomplish.',
  '6|22':
    'The 6 cares for people and the 22 builds for many of them, so what you have made matters most where it has made lives safer or better. In these years family and the wider circle both lean on you; let others carry their share of the load.',
};

/**
 * Lines of a number's reading that speak of a job or of starting out, as they read in later life:
 * the same number, said of the person now. Only the parts given replace the general entry.
 */
export const LATER_ROLE_TEXT: Partial<Record<`${NumberRole}:${CoreNumber}`, Partial<RoleText>>> = {
  'lifePath:1': {
    meaning:
      'A Life Path 1 has kept putting you where nobody had gone first: the move, the decision, the idea no one had tried. Life has taught you to act on your own judgement before anyone approves it, and it still does.',
  },
  'soulUrge:4': {
    trap: 'The trap is letting fear of change keep you in a routine long after it has stopped feeding you.',
  },
  'soulUrge:22': {
    meaning:
      'Soul Urge 22 wants to leave something lasting: something that serves many people, not only yourself and your own.',
    gift: 'That wish has made you serious and far-sighted, and what you gave decades to shows it.',
  },
  'personality:4': {
    gift: 'First impressions of you inspire trust, so people hand you the papers, the keys and the arrangements.',
  },
};

/**
 * Second and third readings of a Personal Year, picked by the person's numbers, so that reports
 * in the same calendar year do not share the paragraph (review r24: Personal Year 5 in three of six).
 */
export const PERSONAL_YEAR_VARIANTS: Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string[]>> = {
  5: [
    'It is a year of change and freedom. Doors open that were shut last year: a move, a trip, a new field or new company. Take the chances that widen your life, and keep the commitments that still matter to you.',
    'It is a year of change and freedom, the middle of the nine-year cycle, when life speeds up. Plans shift and surprises arrive; meet them with curiosity rather than control, and let go only of what has truly stopped fitting.',
  ],
};

/** Birthday talents that speak of work, as they read in later life. */
export const LATER_BIRTHDAY_TEXT: Partial<Record<keyof typeof BIRTHDAY_TEXT, string>> = {
  2: 'It adds a talent for cooperation and detail: you are at your best with a partner or a trusted circle beside you.',
};

/** Karmic debts whose lesson is told as a career, as they read in later life. */
export const LATER_KARMIC_DEBT_TEXT: Partial<Record<KarmicDebt, string>> = {
  14: 'Karmic Debt 14 asks for self-control where freedom was once misused. In these years it asks for measure: changes still come unasked, and you meet them best with a few settled habits and the people you have chosen to stay beside.',
  13: 'Karmic Debt 13 is a lesson in work: effort avoided in the past has to be made good. In these years it asks for patience with what takes time: finishing what you begin, keeping your affairs in order, and trusting steady effort over shortcuts.',
};

export const PAIR_VARIANTS: Partial<Record<string, string[]>> = {
  '5|7': [
    'The 5 goes out to meet life and the 7 goes in to understand it, so you collect experience and then need time alone to digest it. The two help each other when the journeys feed the thinking and the thinking chooses the next journey; they part company when the 5 will not stop long enough to reflect, or the 7 will not risk anything it has not studied.',
    'The 5 needs variety and the 7 needs depth, so one part of you wants to try everything and another wants to know one thing thoroughly. You do best with a subject large enough to travel in, where new experience keeps the study alive; the cost is that those close to you may find you either away or lost in thought.',
  ],
  '7|8': [
    'The 7 asks why and the 8 asks what it is worth, so you weigh ideas for their truth and for their use. Given time to think first, you make decisions that hold; under pressure the 8 may act before the 7 is sure, or the 7 may keep researching while the moment to act passes.',
  ],
  '3|4': [
    'The 3 improvises and the 4 plans, so part of you wants to see what happens and part of you wants to know in advance. Given a schedule, the 3’s ideas get finished; given some play, the 4’s routines stay alive. The trouble starts when one side calls the other frivolous, or dull.',
  ],
};

export const ROOT_REPEAT_TEXT: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string> = {
  1: 'With the 1 in more than one place, independence is less a trait than the grain of your life: situations keep arriving that only your own decision can settle, and your best years come when you lead with people beside you rather than far out in front.',
  2: 'With the 2 in more than one place, other people are the medium your life works through: you read a room before you speak and do your best work in partnership, though your own wishes have to count as much as the harmony you keep.',
  3: 'When the 3 recurs like this, expression is how you make sense of your life: you think out loud, on paper or in company, and people come back to you for the way you put things.',
  4: 'A repeated 4 puts effort and order under everything you do: you trust what you have built with your own hands, and the lesson it keeps setting is to let a plan change when the ground under it changes.',
  5: 'With the 5 this strong, change is the climate you live in: you learn by doing and by going, and a few commitments that stay put while everything else moves are what let the experience add up.',
  6: 'With the 6 this strong, responsibility for others is the thread through your life: people gather where you are, and the task is to care for them without taking over, counting yourself among those to look after.',
  7: 'When the 7 recurs like this, the inner life leads: you need time alone to think and trust only what you have tested, and what you understand is meant to be brought back out to other people.',
  8: 'A repeated 8 puts ambition and the handling of power at the centre: you are drawn to responsibility and results, and success that lasts is measured by the people it serves as well as by what it earns.',
  9: 'With the 9 in more than one place, your life turns toward the wider world: you feel for people you will never meet, and you are asked again and again to finish things and let them go cleanly, so there is room for what comes next.',
};

/**
 * A master number inside a repeated number: beside its plain root (Life Path 11 with a Soul Urge 2),
 * or on its own more than once.
 */
export const MASTER_FAMILY_TEXT: Record<11 | 22 | 33, { withRoot: string; alone: string }> = {
  11: {
    withRoot:
      'The 11 is the 2 raised to intuition: the master number senses what others miss, and the plain 2 beside it gives that insight a patient, tactful voice, so other people can take in what the 11 sees.',
    alone:
      'Meeting the 11 more than once raises both the promise and the strain: you notice what others miss, so you need calm habits and real rest; the patient 2 beneath the 11 keeps the noticing from wearing you thin.',
  },
  22: {
    withRoot:
      'The 22 is the 4 on a larger scale: the master number sees the whole structure and the plain 4 lays it brick by brick, and your life needs both, the vision and the daily method that gets it built.',
    alone:
      'Meeting the 22 more than once means the call to build something large and lasting comes from more than one side of you; the weight is real, and you carry it as its root, the 4, would: one task at a time.',
  },
  33: {
    withRoot:
      'The 33 is the 6 lifted toward teaching and healing: the master number asks you to care for many, and the plain 6 keeps that care rooted in your own home first.',
    alone:
      'Meeting the 33 more than once makes service through love the centre of your life from more than one side; that service has to begin where its root, the 6, begins: at home, with those closest to you.',
  },
};

/** The one rule for master numbers (Decoz's: kept where they describe you, reduced in cycles), stated once in every report and by the guide. */
export const MASTER_RULE =
  'Master numbers (11, 22, 33) stay whole, with their root, outside a Personal Year and a cycle’s parts.';

/** Each master number by its own name, read as itself rather than as its root. */
export const MASTER_NAME: Record<11 | 22 | 33, string> = {
  11: 'the inspired intuitive, a channel for insight who lights the way for others',
  22: 'the master builder, who turns a large vision into something that stands',
  33: 'the master teacher, whose care reaches many people at once',
};

/**
 * The master number another way of adding reaches, read after "Read as the master 11, your Life
 * Path asks more of the same 2:" (review r24: the report named the 11 and then did not read it).
 */
export const MASTER_ALTERNATIVE: Record<11 | 22 | 33, string> = {
  11: 'its tact and patience become the ground for intuition, and you are asked to trust what you sense before you can prove it. The 11 strains the nerves, so quiet and rest matter more to you than to a plain 2.',
  22: 'its method and stamina serve a plan far larger than yourself, built for many people and meant to outlast you. The 22 brings pressure, so take the large plan one step at a time.',
  33: 'its care reaches past your own home into teaching and healing, so that people grow by your example. The 33 invites self-sacrifice, so the care still starts at home, with yourself included.',
};

/** Each Personal Year as a noun phrase, to open "... is best met ...". */
export const PERSONAL_YEAR_FOCUS: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string> = {
  1: 'a year of beginnings',
  2: 'a year of patience and partnership',
  3: 'a year of expression',
  4: 'a year of foundations',
  5: 'a year of change',
  6: 'a year of home and duty',
  7: 'a year of reflection',
  8: 'a year of reckoning and reward',
  9: 'a year of endings',
};

/**
 * The three groups this reading sorts the roots into, the concords of 1-5-7, 2-4-8 and 3-6-9 (a
 * reading aid, not a Decoz rule, so the text calls them groups, never a tradition's families;
 * review r28), each by the titles of its three numbers: "grounded, dependable" fit the 4
 * and the 8 but not the receptive 2 (review r33). A master number is read as itself and sits in none of them (review r24: an 11 read as "practical, building" contradicted
 * its own section).
 */
export type Register = 'independent' | 'grounded' | 'expressive';

export const REGISTER: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, Register> = {
  1: 'independent',
  5: 'independent',
  7: 'independent',
  2: 'grounded',
  4: 'grounded',
  8: 'grounded',
  3: 'expressive',
  6: 'expressive',
  9: 'expressive',
};

/** What each register is, in a phrase. */
export const REGISTER_TEXT: Record<Register, string> = {
  independent: 'the 1-5-7 group of pioneers, adventurers and seekers',
  grounded: 'the 2-4-8 group of peacemakers, builders and achievers',
  expressive: 'the 3-6-9 group of communicators, nurturers and humanitarians',
};

/**
 * Each Karmic Lesson (a number from 1 to 9 that no letter of the name carries), in one sentence
 * after Decoz: the quality the missing number stands for has to be learned rather than relied on.
 */
export const KARMIC_LESSON_TEXT: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string> = {
  1: 'Without a 1, standing up for yourself and acting on your own decisions have to be learned.',
  2: 'Without a 2, patience, tact and care with small details have to be learned.',
  3: 'Without a 3, speaking up and showing what you feel take effort, and repay it.',
  4: 'Without a 4, order, method and a steady routine are learned rather than inborn.',
  5: 'Without a 5, change unsettles you, and life keeps asking you to welcome the new.',
  6: 'Without a 6, commitment is the lesson: taking responsibility at home and accepting people as they are.',
  7: 'Without a 7, you are asked to look beneath the surface, through study, reflection and faith.',
  8: 'Without an 8, managing money and taking charge have to be learned rather than left to others.',
  9: 'Without a 9, the lesson is sympathy for people beyond your own circle, and letting go.',
};

/**
 * What a number missing from the name asks when a core number carries it all the same: the quality
 * the road needs, which the letters do not give (review r30). Every ask is an infinitive, so two of
 * them join in one grammar (review t: "you learn to say plainly what you feel and order and method
 * by practice").
 */
export const KARMIC_CORE_ASK: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string> = {
  1: 'to stand on your own decisions',
  2: 'to use tact and patience',
  3: 'to say plainly what you feel',
  4: 'to keep order',
  5: 'to welcome change',
  6: 'to carry responsibility for others',
  7: 'to look beneath the surface',
  8: 'to manage money and take charge',
  9: 'to feel for people beyond your own circle',
};

/** Each Pinnacle number's period in one sentence, after Decoz. A Pinnacle of 33 cannot arise. */
export const PINNACLE_TEXT: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 11 | 22, string> = {
  1: 'A 1 Pinnacle is a time of independence, when you are pushed to stand on your own feet, decide for yourself and start things.',
  2: 'A 2 Pinnacle is a time of cooperation and patience, when progress comes through partnership, tact and care with details rather than force.',
  3: 'A 3 Pinnacle is a time of self-expression and friendship, when creative work, company and the pleasure of being heard come forward.',
  4: 'A 4 Pinnacle is a time of hard work and foundations, when discipline and practical planning build something that lasts.',
  5: 'A 5 Pinnacle is a time of change and freedom, with moves, travel and new experiences, and a lesson in using that freedom well.',
  6: 'A 6 Pinnacle is a time of home and responsibility, when family, partnership and the care of others ask the most of you and give the most back.',
  7: 'A 7 Pinnacle is a time of study and inner growth, when knowledge, reflection and the questions beneath the surface matter more than outward success.',
  8: 'An 8 Pinnacle is a time of achievement in work and money, when authority, sound judgement and effort bring material reward.',
  9: 'A 9 Pinnacle is a time of compassion and completion, when you give to a wider circle and learn to let go of what has run its course.',
  11: 'An 11 Pinnacle is a time of heightened intuition and inspiration, often with a public or spiritual side, that also asks you to steady your nerves.',
  22: 'A 22 Pinnacle is a time of building on a large scale, when practical vision can make something of lasting use to many people.',
};

/**
 * Every authored table of the life path report, one set per language (German in numbers-de.ts),
 * so the composer reads one language's text throughout and a test can hold the sets to the same keys.
 */
export interface NumbersContent {
  numberText: Record<CoreNumber, NumberText>;
  laterDestinyGift: Record<CoreNumber, string>;
  /** The Destiny's trap in later life, for the person now rather than a career. */
  laterDestinyTrap: Record<CoreNumber, string>;
  laterPersonalYearText: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string>;
  personalYearText: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string>;
  birthdayText: Record<keyof typeof BIRTHDAY_TEXT, string>;
  karmicDebtText: Record<KarmicDebt, string>;
  /** A karmic debt in a name number rather than the date. */
  nameKarmicDebtText: Record<'destiny' | 'soulUrge' | 'personality', Record<KarmicDebt, string>>;
  birthdayVariants: Partial<Record<keyof typeof BIRTHDAY_TEXT, string[]>>;
  personalYearVariants: Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string[]>>;
  pairText: Record<string, string>;
  samePairText: Record<CoreNumber, string>;
  karmicRule: string;
  roleVariants: Partial<Record<`${NumberRole}:${CoreNumber}`, RoleText[]>>;
  laterPairText: Partial<Record<string, string>>;
  laterRoleText: Partial<Record<`${NumberRole}:${CoreNumber}`, Partial<RoleText>>>;
  laterBirthdayText: Partial<Record<keyof typeof BIRTHDAY_TEXT, string>>;
  laterKarmicDebtText: Partial<Record<KarmicDebt, string>>;
  pairVariants: Partial<Record<string, string[]>>;
  rootRepeatText: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string>;
  masterFamilyText: Record<11 | 22 | 33, { withRoot: string; alone: string }>;
  masterRule: string;
  /** The older join, "a year of change is best met ...": only where yearClash is not yet written. */
  lifePathYearStyle?: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string>;
  masterName: Record<11 | 22 | 33, string>;
  /**
   * A master number another method reaches and this reading does not, read for the client (after
   * LifePathWords.masterReading), so "many numerologists would read the 11" is never left unread.
   */
  masterAlternative: Record<11 | 22 | 33, string>;
  /**
   * A master Life Path read as its plain root, for the client who counts the date the way that
   * reaches the root, after "If you count yourself a plain 6," (issue 27).
   */
  masterAsRoot: Record<11 | 22 | 33, string>;
  masterYearStyle?: Record<11 | 22 | 33, string>;
  personalYearFocus: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string>;
  registerText: Record<Register, string>;
  /** Review r29, where the language has them: the Challenges, the Maturity, compound days, the heart's satisfaction, the overview's portrait and repeats by place. */
  challengeText?: Record<0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8, string>;
  challengeGist?: Record<0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8, string>;
  maturityText?: Record<CoreNumber, string>;
  dayText?: Partial<Record<number, string>>;
  soulUrgeSatisfies?: Record<CoreNumber, string>;
  lifePathPortrait?: Record<CoreNumber, string>;
  destinyPortrait?: Record<CoreNumber, string>;
  /** The opening's and the Life Path section's readings of the other numbers (review r31). */
  numberWants?: Record<CoreNumber, string>;
  lifePathYield?: Record<CoreNumber, string>;
  destinyMode?: Record<CoreNumber, string>;
  /** What a Personal Year that runs against the Life Path asks of that road ("lifePath|year"). */
  yearClash?: Record<string, string>;
  rootInPlace?: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, Record<NumberRole | 'birthday', string>>;
  rootLesson?: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string>;
  /** How a Destiny, Soul Urge or Personality number sits with the Life Path (review lp2). */
  onRoad?: Record<CoreNumber, OnRoadText>;
}

/** The client's road as ON_ROAD's sentences name it: "Your Life Path 8 asks for results and authority". */
export interface Road {
  shown: string;
  value: CoreNumber;
}

/** A sentence of ON_ROAD: fixed, or written around the client's own road. */
export type OnRoadLine = string | ((road: Road) => string);

/** A number's sentence for each way it can sit with the Life Path (ON_ROAD). */
export interface OnRoadText {
  echo: OnRoadLine;
  kin?: OnRoadLine;
  other: OnRoadLine;
}

/**
 * What each Life Path asks for, after "asks for": a number that runs another way from the road
 * is read against this, so the sentence says which way the road runs rather than "more personal
 * or more practical" (review d).
 */
export const LIFE_PATH_ASKS: Record<CoreNumber, string> = {
  1: 'a course of your own',
  2: 'patience and partnership',
  3: 'a voice and an audience',
  4: 'order and patient work',
  5: 'change and freedom',
  6: 'care for the people close to you',
  7: 'study and time alone',
  8: 'results and authority',
  9: 'service to a wide circle',
  11: 'insight passed on to others',
  22: 'building on a large scale',
  33: 'teaching and healing by example',
};

/**
 * How a Destiny, Soul Urge or Personality number sits with the client's Life Path, said after its
 * defining sentence and before its gift or trap: the road repeats its root (`echo`), belongs to the
 * same group (`kin`, never for a master number, which joins no group), or runs another way (`other`). Paragraphs that went on with the same gift and
 * trap for every client sharing the number read as a template (review lp2). The group and the
 * other way name the client's own Life Path and what it asks: a stock line stood word for word in
 * every report with the number (review d: the 11's "plainer things than inspiration").
 */
export const ON_ROAD: Record<CoreNumber, OnRoadText> = {
  1: {
    echo: 'Your Life Path rests on the 1 as well, so the wish to go first is doubled, and little in your life will wait for permission.',
    kin: (r) =>
      `Your Life Path ${r.shown} is an independent number too, so going first is something it asks of you anyway.`,
    other: (r) =>
      `Your Life Path ${r.shown} asks for ${LIFE_PATH_ASKS[r.value]} more than for going first, so independence is something you have to make room for rather than something the road hands you.`,
  },
  2: {
    echo: 'Your Life Path rests on the 2 as well, so partnership is both what you are given and what you are asked for, and little happens to you alone.',
    kin: (r) =>
      `Your Life Path ${r.shown} is a patient, practical number too, so your tact has real work to do on it.`,
    other: (r) =>
      `Your Life Path ${r.shown} asks for ${LIFE_PATH_ASKS[r.value]}, not for smoothing things over, so your tact has to learn when to speak up.`,
  },
  3: {
    echo: 'Your Life Path rests on the 3 as well, so expression is not a sideline: your whole life keeps asking for your voice.',
    kin: (r) =>
      `Your Life Path ${r.shown} is expressive too, so what you say and make feeds the road instead of distracting from it.`,
    other: (r) =>
      `Your Life Path ${r.shown} asks for ${LIFE_PATH_ASKS[r.value]} more than for self-expression, so your lightness has to find its own hours.`,
  },
  4: {
    echo: 'Your Life Path rests on the 4 as well, so order runs through your life twice over: dependable, and slow to bend when it should.',
    kin: (r) =>
      `Your Life Path ${r.shown} is a grounded number too, so the steadiness is rewarded: what you build is what the road wants built.`,
    other: (r) =>
      `Your Life Path ${r.shown} asks for ${LIFE_PATH_ASKS[r.value]} more than for order, so your steadiness has to hold its own rather than be carried by the road.`,
  },
  5: {
    echo: 'Your Life Path rests on the 5 as well, so change comes from both sides, within and without, and staying put is the rare thing.',
    kin: (r) =>
      `Your Life Path ${r.shown} is an independent number too, so your appetite for change is part of what the road asks.`,
    other: (r) =>
      `Your Life Path ${r.shown} asks for ${LIFE_PATH_ASKS[r.value]} more than for movement, so the restless part of you needs an outlet it can live with.`,
  },
  6: {
    echo: 'Your Life Path rests on the 6 as well, so care is the thread of your whole life, and the hardest lesson is to let others carry some of it.',
    kin: (r) => `Your Life Path ${r.shown} is a warm number too, so your care has a natural place on it.`,
    other: (r) =>
      `Your Life Path ${r.shown} asks for ${LIFE_PATH_ASKS[r.value]} before care, so looking after others has to be a choice you make, not a reflex.`,
  },
  7: {
    echo: 'Your Life Path rests on the 7 as well, so the search for what is true shapes both the road and the person walking it.',
    kin: (r) =>
      `Your Life Path ${r.shown} is an independent number too, so time alone to think is a need your life will respect.`,
    other: (r) =>
      `Your Life Path ${r.shown} asks for ${LIFE_PATH_ASKS[r.value]}, which keeps you busy in the world, so the quiet you need has to be claimed deliberately.`,
  },
  8: {
    echo: 'Your Life Path rests on the 8 as well, so questions of money, power and their right use come up all through your life.',
    kin: (r) =>
      `Your Life Path ${r.shown} is a practical number too, so ambition here is working with the road rather than against it.`,
    other: (r) =>
      `Your Life Path ${r.shown} asks for ${LIFE_PATH_ASKS[r.value]} more than for results, so your ambition has to serve the road before it pays off.`,
  },
  9: {
    echo: 'Your Life Path rests on the 9 as well, so giving and letting go are lessons you meet from every side.',
    kin: (r) =>
      `Your Life Path ${r.shown} is expressive too, so your wider sympathies find a ready outlet on it.`,
    other: (r) =>
      `Your Life Path ${r.shown} asks for ${LIFE_PATH_ASKS[r.value]} before a cause for everyone, so your large sympathies need a concrete place to land.`,
  },
  11: {
    echo: 'Your Life Path rests on the same 2 as this 11, so sensitivity and partnership run through your life from both ends.',
    other: (r) =>
      `Your Life Path ${r.shown} asks for ${LIFE_PATH_ASKS[r.value]} more than for inspiration, so the 11’s insight has to prove its worth on the road’s own terms.`,
  },
  22: {
    echo: 'Your Life Path rests on the same 4 as this 22, so building is the work of your life on every scale, small and large.',
    other: (r) =>
      `Your Life Path ${r.shown} asks for ${LIFE_PATH_ASKS[r.value]} more than for large plans, so the 22’s vision has to fit a life that is not only work.`,
  },
  33: {
    echo: 'Your Life Path rests on the same 6 as this 33, so care for others is the centre of your life rather than one part of it.',
    other: (r) =>
      `Your Life Path ${r.shown} asks for ${LIFE_PATH_ASKS[r.value]}, so the 33’s devotion has to be balanced against the road’s own demands.`,
  },
};

/**
 * The four Challenges (Decoz), one line per number 0 to 8: the weakness a period of life asks you
 * to work on. 0 is the challenge of choice: no single weakness is set, so every one is open.
 */
export const CHALLENGE_TEXT: Record<0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8, string> = {
  0: 'A Challenge of 0 is the challenge of choice: no one weakness is set, so the work is to choose a direction, not drift.',
  1: 'A Challenge of 1 asks you to stand up for yourself, neither waiting for permission nor pushing others aside.',
  2: 'A Challenge of 2 is oversensitivity: the work is to say what you need without fearing the answer.',
  3: 'A Challenge of 3 is self-expression held back or scattered: the work is to speak plainly and finish things.',
  4: 'A Challenge of 4 is rigid routine or a dislike of slow work: the work is discipline that can still bend.',
  5: 'A Challenge of 5 is restlessness, excess or a fear of change: the work is to change on purpose.',
  6: 'A Challenge of 6 is responsibility out of proportion: the work is to care without control.',
  7: 'A Challenge of 7 is doubt and distance: the work is to let faith and other people in.',
  8: 'A Challenge of 8 is too much wanting or fearing money and power: the work is a sense of proportion.',
};

/**
 * Each Challenge in a phrase, for the main one (the third) when another is read in full: the
 * report's length has no room for two full lines, and naming the main one unread told the reader
 * nothing (review r30).
 */
export const CHALLENGE_GIST: Record<0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8, string> = {
  0: 'choosing a direction rather than drifting: the challenge of choice',
  1: 'standing up for yourself without pushing others aside',
  2: 'not letting slights and moods weigh more than they should',
  3: 'speaking plainly and finishing what you start',
  4: 'steady discipline that can still bend',
  5: 'changing on purpose and keeping what matters',
  6: 'caring without taking on everyone',
  7: 'letting faith and other people in',
  8: 'holding money and power in proportion',
};

/**
 * The Maturity number (Life Path + Destiny) in a sentence of its own: what the second half of life
 * brings into focus.
 */
export const MATURITY_TEXT: Record<CoreNumber, string> = {
  1: 'The later years ask you to stand on your own judgement, and often bring a venture or a role that is yours alone.',
  2: 'The later years soften the pace and bring partnership forward: a marriage, a close friendship or a shared work becomes the centre.',
  3: 'The later years loosen your tongue and your hands: writing, making and company give more pleasure than they did.',
  4: 'The later years bring order and solid results: what you build or put in order then tends to last.',
  5: 'The later years open rather than close: travel, study and change keep arriving, and they suit you better than they once did.',
  6: 'The later years gather people around you: family, a home and a community that relies on your care.',
  7: 'The later years turn inward: study, reflection and a quieter life bring the understanding you have been working toward.',
  8: 'The later years bring authority and material results: the effort of your earlier decades is rewarded, and you are asked to use it fairly.',
  9: 'The later years widen your circle: the wider world, generosity and letting go of what you no longer need become the work.',
  11: 'The later years heighten intuition and ideals: you become someone others turn to for insight, and calm habits keep that gift steady.',
  22: 'The later years give you the chance to build on a large scale, a work that serves many, if you keep to the 4’s patient method.',
  33: 'The later years make you a teacher and healer for others, a role that holds only if you care for yourself as well.',
};

/**
 * A compound day of birth (10 to 31) read as itself before it is reduced: the two digits it joins
 * and what the pair makes. 11 and 22 are kept whole as master numbers and read as such. The zero
 * of the 10th, 20th and 30th amplifies the digit beside it, as numerologists read it, and the sum
 * the day reduces to has just been said, so the entry tells what the two digits make of it rather
 * than reducing it again (issue 27, set t: "The 30 is the 3 with the 0 beside it").
 */
export const DAY_TEXT: Partial<Record<number, string>> = {
  10: 'The zero in the 10 is read as amplifying the 1: your initiative comes at full strength, quick to start and slow to ask for help.',
  12: 'In the 12 the 1’s independence works through the 2’s tact, so as a 3 you push your ideas through people rather than past them.',
  13: 'In the 13 the 1’s drive meets the 3’s expression, and the 4 they make asks for hard work to ground them both.',
  14: 'In the 14 the 1’s initiative meets the 4’s method, and the restless 5 they make needs both to settle.',
  15: 'In the 15 the 1’s independence meets the 5’s appetite for life, and the 6 they make wants to share both with the people close to you.',
  16: 'In the 16 the 1’s self-reliance meets the 6’s sense of duty, and the 7 they make thinks everything through alone.',
  17: 'In the 17 the 1’s ambition meets the 7’s analysis, and the 8 they make turns good judgement into results.',
  18: 'In the 18 the 1’s leadership meets the 8’s sense of power, and the 9 they make turns that power toward serving many.',
  19: 'In the 19 the 1’s independence meets the 9’s breadth, so the 1 it comes back to is a self-made life lived with the world in view.',
  20: 'The zero in the 20 is read as amplifying the 2: you feel other people’s moods more keenly than a plain 2 does, and you read them unusually well.',
  21: 'In the 21 the 2’s tact meets the 1’s initiative, and the 3 they make has charm with staying power.',
  23: 'In the 23 the 2’s understanding meets the 3’s wit, and the 5 they make is at home with every kind of person.',
  24: 'In the 24 the 2’s care meets the 4’s reliability, and the 6 they make looks after people in practical ways.',
  25: 'In the 25 the 2’s intuition meets the 5’s curiosity, and the 7 they make learns by testing what it senses.',
  26: 'In the 26 the 2’s diplomacy meets the 6’s sense of responsibility, and the 8 they make manages people well.',
  27: 'In the 27 the 2’s sensitivity meets the 7’s insight, and the 9 they make understands people and wants to help them.',
  28: 'In the 28 the 2’s cooperation meets the 8’s ambition, and the 1 they make leads by bringing others along.',
  29: 'In the 29 the 2’s sensitivity meets the 9’s idealism, and the master 11 they make is intuition with a strong feeling for others.',
  30: 'The zero in the 30 is read as amplifying the 3: your way with words is stronger and more public than a plain 3’s, and harder to keep quiet.',
  31: 'In the 31 the 3’s imagination meets the 1’s drive, and the 4 they make gives ideas a practical shape.',
};

/** What satisfies a heart of each number: the Soul Urge is the inner motivation, not an aim. */
export const SOUL_URGE_SATISFIES: Record<CoreNumber, string> = {
  1: 'a choice that is truly your own',
  2: 'closeness and a peace you helped to make',
  3: 'being heard and making someone laugh',
  4: 'a job done properly and a settled home',
  5: 'a new place, a new idea or a new face',
  6: 'seeing the people you love safe and well',
  7: 'time alone with a question worth answering',
  8: 'a result that shows what you can do',
  9: 'knowing you made someone’s life better',
  11: 'a moment of real meaning shared with someone',
  22: 'work that will outlast you and serve many',
  33: 'helping someone become more fully themselves',
};

/** The Life Path and the Destiny in one portrait: who the road makes you, and what you bring to it. */
export const LIFE_PATH_PORTRAIT: Record<CoreNumber, string> = {
  1: 'a pioneer who has to find your own way',
  2: 'a peacemaker whose life moves through partnership',
  3: 'a communicator whose life asks to be expressed',
  4: 'a builder whose life rewards patience',
  5: 'a free spirit whose life is made of change',
  6: 'a carer whose life gathers people around you',
  7: 'a seeker whose life turns on understanding',
  8: 'an achiever whose life hands you responsibility',
  9: 'a humanitarian whose life widens toward others',
  11: 'an intuitive whose life asks you to pass on what you see',
  22: 'a master builder whose life asks for large, lasting work',
  33: 'a teacher and healer whose life is service through love',
};

export const DESTINY_PORTRAIT: Record<CoreNumber, string> = {
  1: 'the abilities of a leader',
  2: 'the tact of a go-between',
  3: 'a way with words and people',
  4: 'a craftsman’s skill and stamina',
  5: 'a quick, adaptable mind',
  6: 'a gift for care and responsibility',
  7: 'an analyst’s mind',
  8: 'a manager’s grip on money and people',
  9: 'a broad understanding of people',
  11: 'the gifts of the master number 11, insight that inspires others',
  22: 'the gifts of the master number 22, vision with the method to build it',
  33: 'the gifts of the master number 33, the power to teach and heal',
};

/**
 * A root in each place it can come back in: what that number does in that role, so a repeated
 * number is read for where it sits rather than in one paragraph every repeat shares.
 */
export const ROOT_IN_PLACE: Record<
  1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9,
  Record<NumberRole | 'birthday', string>
> = {
  1: {
    lifePath: 'the road keeps handing you the first move',
    destiny: 'you are equipped to decide and lead',
    soulUrge: 'your heart wants a life of your own making',
    personality: 'people see someone who knows the way',
    birthday: 'you were born with initiative',
  },
  2: {
    lifePath: 'the road runs through partnership',
    destiny: 'you are equipped to bring people to agreement',
    soulUrge: 'your heart wants closeness',
    personality: 'people find you easy to confide in',
    birthday: 'you were born with tact',
  },
  3: {
    lifePath: 'the road asks you to be heard',
    destiny: 'you are equipped with words and wit',
    soulUrge: 'your heart wants joy and an audience',
    personality: 'people find you good company',
    birthday: 'you were born with a gift for expression',
  },
  4: {
    lifePath: 'the road rewards patient work',
    destiny: 'you are equipped with skill and stamina',
    soulUrge: 'your heart wants security',
    personality: 'people see someone reliable',
    birthday: 'you were born organised',
  },
  5: {
    lifePath: 'the road keeps changing under you',
    destiny: 'you are equipped to adapt',
    soulUrge: 'your heart wants room to move',
    personality: 'people see someone lively and curious',
    birthday: 'you were born restless for the new',
  },
  6: {
    lifePath: 'the road gives you people to look after',
    destiny: 'you are equipped to care and to carry responsibility',
    soulUrge: 'your heart wants to love and be needed',
    personality: 'people see someone warm and dependable',
    birthday: 'you were born with a gift for care',
  },
  7: {
    lifePath: 'the road leads inward',
    destiny: 'you are equipped to analyse',
    soulUrge: 'your heart wants quiet and answers',
    personality: 'people see someone reserved and thoughtful',
    birthday: 'you were born asking questions',
  },
  8: {
    lifePath: 'the road hands you responsibility and money to manage',
    destiny: 'you are equipped to run things',
    soulUrge: 'your heart wants standing and results',
    personality: 'people see authority in you',
    birthday: 'you were born with a head for value',
  },
  9: {
    lifePath: 'the road widens toward other people',
    destiny: 'you are equipped to understand many kinds of people',
    soulUrge: 'your heart wants to make a difference',
    personality: 'people see someone generous',
    birthday: 'you were born broad-minded',
  },
};

/** What a number that comes back asks of the whole life, after ROOT_IN_PLACE has said where it sits. */
export const ROOT_LESSON: Record<1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9, string> = {
  1: 'independence is the grain of your life, and your best years come when you lead with people beside you.',
  2: 'other people are the medium your life works through, though your own wishes have to count as much as the harmony.',
  3: 'being heard is how you make sense of your life, and finishing what you start is how it counts.',
  4: 'effort and order run under everything, and the lesson is to let a plan change when the ground changes.',
  5: 'change is your climate, and a few commitments that stay put are what let the experience add up.',
  6: 'responsibility for others is the thread of your life, and the lesson is to count yourself among the people you look after.',
  7: 'the inner life leads, and what you understand is meant to be brought back out to others.',
  8: 'power and its use are at the centre, and success that lasts serves people as well as it earns.',
  9: 'your life turns toward the wider world, and it asks you again and again to finish things and let them go.',
};

/**
 * What each number wants, as a noun phrase after "wants": the opening sets a Soul Urge, Birthday
 * or Personality beside the Life Path with it (review r31: one opening frame in every report).
 */
export const NUMBER_WANTS: Record<CoreNumber, string> = {
  1: 'a path of your own',
  2: 'partnership and harmony',
  3: 'expression and joy',
  4: 'order and work that lasts',
  5: 'freedom and new experience',
  6: 'a home and people to care for',
  7: 'knowledge and time alone',
  8: 'achievement and authority',
  9: 'a wider world to serve',
  11: 'inspiration and meaning',
  22: 'work on a large scale',
  33: 'a life of healing and teaching',
};

/**
 * What each Life Path's road yields, as the subject of "is meant to …": read through the Destiny
 * (DESTINY_MODE), so two clients on one Life Path with different Destinies read it apart (review r31).
 */
export const LIFE_PATH_YIELD: Record<CoreNumber, string> = {
  1: 'what you start',
  2: 'what you learn from other people',
  3: 'what you have to say',
  4: 'what you learn by doing things properly',
  5: 'what change teaches you',
  6: 'the care you give',
  7: 'what you come to understand',
  8: 'the authority you are handed',
  9: 'the good you want to do',
  11: 'what you sense before others do',
  22: 'the large plan you can see',
  33: 'what you teach by example',
};

/** How each Destiny puts the road's yield to use, completing "With Destiny 8, what you start …". */
export const DESTINY_MODE: Record<CoreNumber, string> = {
  1: 'is meant to carry your own name',
  2: 'grows best shared with one trusted partner',
  3: 'is meant to find words and an audience',
  4: 'is meant to be turned into something solid and useful',
  5: 'is meant to travel and reach many people',
  6: 'is meant to serve the people in your care',
  7: 'is meant to be tested until it holds',
  8: 'is meant to be organised and made to last',
  9: 'is meant to reach far beyond your own circle',
  11: 'is meant to inspire others',
  22: 'is meant to be built for many people to use',
  33: 'is meant to heal and to teach',
};

/**
 * Where a Personal Year asks the opposite of the Life Path's habit, what that year asks of that
 * road, one sentence a pair (review r31: one "does not reward your Life Path's habit" sentence
 * with the numbers slotted in, in report after report). Keyed "lifePath|year".
 */
export const YEAR_CLASH: Record<string, string> = {
  '1|2':
    'A 1 wants to go first, but this year nothing is won alone: find the ally, and let the timing be shared.',
  '1|6':
    'Your road prizes your own course; this year the people at home set the agenda, and leading them means listening first.',
  '1|7':
    'The 1 in you wants to act; a 7 year pays for stepping back, and a plan you start before you understand it will need redoing.',
  '1|9':
    'A 1 is made for beginnings, and a 9 year is for endings: close what has run its course before you launch the next thing.',
  '2|1':
    'On a road that waits for an ally, a 1 year asks you to move first and on your own; the partner can join once you have begun.',
  '2|5':
    'You like a settled partnership, and a 5 year shakes things loose; let some of the change in before you look for someone to agree with it.',
  '2|7':
    'A 2 looks for company to think things through; a 7 year sends you inward, and your own answer has to come before anyone else’s.',
  '2|8':
    'Your tact will be tested by an 8 year’s hard decisions: some of them are yours to make, even where someone is disappointed.',
  '3|4':
    'A 3 would rather talk a plan through than work it; a 4 year wants the routine jobs done first, with the talk kept for the evening.',
  '3|7':
    'Your road runs on conversation, and a 7 year runs on silence: give the year some solitude and you will have more to say in the next.',
  '4|3':
    'A 4 plans every step; a 3 year rewards play, so leave some of it unscheduled and let company and making things have their turn.',
  '4|5':
    'Your road wants the ground to stay put, and a 5 year moves it: try one or two of the changes before you have planned them to the end.',
  '4|9':
    'A builder finds endings hard; a 9 year asks you to let a finished structure go rather than keep repairing it.',
  '5|2':
    'A 5 keeps its options open, and a 2 year moves at other people’s pace: stay put long enough for a partnership to ripen.',
  '5|4':
    'Your road runs on variety; a 4 year pays for the dull, steady work, and this is the year your freedom gets a foundation.',
  '5|6':
    'A 5 travels light, and a 6 year hands you people to carry: the commitment you make at home this year is the one that counts.',
  '5|8':
    'Loose ends cost money in an 8 year: for once, a 5 does best by choosing one aim and seeing it through to the reckoning.',
  '6|1':
    'A 6 puts the people it looks after first; a 1 year asks you to start something of your own, and they will cope while you do.',
  '6|5':
    'Your road keeps you close to home, and a 5 year pulls you out of it: accept the change, and let others take their share of the care.',
  '6|7':
    'A 6 is used to being needed; a 7 year asks for time alone, and it is not a failure of care to take it.',
  '7|1':
    'A 7 waits to understand before it moves; a 1 year will not wait, so begin with what you know and learn the rest on the way.',
  '7|3':
    'Your road keeps its thoughts to itself, and a 3 year wants them out loud: publish, teach or simply talk more than you usually would.',
  '7|5':
    'A 7 prefers to study a change from a distance; a 5 year asks you to step into it first and think about it afterwards.',
  '8|2':
    'An 8 likes to decide; a 2 year rewards patience and the other person’s view, so let an agreement form before you press for one.',
  '8|7':
    'Your road measures the year by results, and a 7 year yields understanding instead: time spent thinking is not time lost.',
  '8|9':
    'An 8 holds on to what it has built; a 9 year asks you to release what is finished and give without counting the return.',
  '9|1':
    'A 9 thinks first of what a thing gives others; a 1 year asks you to want something for yourself and go after it.',
  '9|7':
    'Your road points outward, and a 7 year turns you in: the good you do next grows from what you come to understand now.',
  '9|8':
    'A 9 is uneasy asking for its due; an 8 year is a year of reckoning, so name your price and accept what your work has earned.',
  '11|4':
    'An 11 trusts the flash of insight; a 4 year wants it written down and built step by step before anyone sees it.',
  '11|8':
    'Your road runs on intuition, and an 8 year runs on figures: check the hunch against the numbers before you commit money to it.',
  '22|3':
    'A 22 measures everything against the large plan; a 3 year asks for play, and the plan gains from a season of ideas that need not pay.',
  '22|5':
    'Your road builds for the long term, and a 5 year changes the ground under it: adapt the plan rather than defend it.',
  '22|9':
    'A master builder finds it hard to stop building; a 9 year asks you to finish and hand over, so the next structure has room.',
  '33|1':
    'A 33 cares for everyone but itself; a 1 year asks you to put your own work first for once, without guilt.',
  '33|7':
    'Your road keeps you giving; a 7 year asks you to withdraw and refill, since care given from an empty well does not heal.',
};

export const NUMBERS_EN: NumbersContent = {
  numberText: NUMBER_TEXT,
  laterDestinyGift: LATER_DESTINY_GIFT,
  laterDestinyTrap: LATER_DESTINY_TRAP,
  laterPersonalYearText: LATER_PERSONAL_YEAR_TEXT,
  personalYearText: PERSONAL_YEAR_TEXT,
  birthdayText: BIRTHDAY_TEXT,
  karmicDebtText: KARMIC_DEBT_TEXT,
  nameKarmicDebtText: NAME_KARMIC_DEBT_TEXT,
  birthdayVariants: BIRTHDAY_VARIANTS,
  personalYearVariants: PERSONAL_YEAR_VARIANTS,
  pairText: PAIR_TEXT,
  samePairText: SAME_PAIR_TEXT,
  karmicRule: KARMIC_RULE,
  roleVariants: ROLE_VARIANTS,
  laterPairText: LATER_PAIR_TEXT,
  laterRoleText: LATER_ROLE_TEXT,
  laterBirthdayText: LATER_BIRTHDAY_TEXT,
  laterKarmicDebtText: LATER_KARMIC_DEBT_TEXT,
  pairVariants: PAIR_VARIANTS,
  rootRepeatText: ROOT_REPEAT_TEXT,
  masterFamilyText: MASTER_FAMILY_TEXT,
  masterRule: MASTER_RULE,
  masterName: MASTER_NAME,
  masterAlternative: MASTER_ALTERNATIVE,
  masterAsRoot: {
    11: 'the road is the same one of partnership and tact, with the 11’s flashes of insight a gift to grow into rather than a demand, and less strain on the nerves.',
    22: 'the road is the same one of patient building, on the scale of your own life, with the 22’s large plan a possibility rather than an obligation.',
    33: 'the road is the same one of care for home and the people closest to you, with the 33’s call to teach and heal many a possibility rather than a duty.',
  },
  personalYearFocus: PERSONAL_YEAR_FOCUS,
  registerText: REGISTER_TEXT,
  challengeText: CHALLENGE_TEXT,
  challengeGist: CHALLENGE_GIST,
  maturityText: MATURITY_TEXT,
  dayText: DAY_TEXT,
  soulUrgeSatisfies: SOUL_URGE_SATISFIES,
  lifePathPortrait: LIFE_PATH_PORTRAIT,
  destinyPortrait: DESTINY_PORTRAIT,
  numberWants: NUMBER_WANTS,
  lifePathYield: LIFE_PATH_YIELD,
  destinyMode: DESTINY_MODE,
  yearClash: YEAR_CLASH,
  rootInPlace: ROOT_IN_PLACE,
  rootLesson: ROOT_LESSON,
  onRoad: ON_ROAD,
};
