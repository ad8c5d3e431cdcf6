// The authored framing of sensitive questions: a death or a pregnancy loss, someone close who is
// dying, a child who is unwell, an ageing parent, a habit being stopped, pregnancy and fertility, an operation, the
// mind, an illness, the law. Each situation has its own opening, its own note on who to turn to,
// and steps that suit it; the card that guides the answer picks the step by its suit (Wands act,
// Cups feel, Swords think, Pentacles tend, a Major takes the long view). No sentence here reads a
// card as illness, death or loss.
import type { TarotSubject } from '../../tarot/meanings/types';
import type { CareKind, ThirdPerson } from './tarot-positions';

export type StepKind = 'wands' | 'cups' | 'swords' | 'pentacles' | 'major';

export interface CareText {
  /** The overview's answer for this situation: what the cards cannot say, and what they speak to. */
  frame: string;
  /** The closing answer to a yes/no question on it: whose word it is, since it is not the cards'. */
  whose: string;
  /** Who can help, since the cards do not replace them. */
  note: string;
  /** A step that suits the situation, as a clause, by the guiding card's suit. */
  steps: Record<StepKind, string>;
}

const obj = (p: ThirdPerson) => (p.pronoun === 'them' ? 'them' : p.pronoun);
const subj = (p: ThirdPerson) => (p.pronoun === 'her' ? 'she' : p.pronoun === 'him' ? 'he' : 'they');
const poss = (p: ThirdPerson) => (p.pronoun === 'her' ? 'her' : p.pronoun === 'him' ? 'his' : 'their');

/** Someone else's illness or operation: the asker's part is support, the doctors' is the care. */
export function supportCare(p: ThirdPerson): CareText {
  if (p.animal) return animalCare(p);
  return {
    frame: `How ${p.who} comes through this is for ${poss(p)} doctors to say, not the cards; what the cards speak to is how you can stand beside ${obj(p)}.`,
    whose: `Only ${poss(p)} doctors can speak to ${poss(p)} recovery; the cards cannot.`,
    note: `The cards do not replace ${poss(p)} doctors: they are the ones to ask about the treatment and the weeks ahead, and your own GP can help if the worry starts to wear you down.`,
    steps: {
      wands: `offer to go to the next appointment with ${obj(p)}, and help ${obj(p)} get the plan for the weeks ahead in writing`,
      cups: `be there for ${obj(p)} in time spent together, not only in tasks done, and let ${obj(p)} say what ${subj(p)} ${p.pronoun === 'them' ? 'are' : 'is'} afraid of`,
      swords: `help ${obj(p)} write down questions for the doctors, and leave the medical answers to them`,
      pentacles: `take a practical load off ${obj(p)}: meals, lifts or the shopping, arranged before ${subj(p)} ${p.pronoun === 'them' ? 'have' : 'has'} to ask`,
      major: `follow ${poss(p)} lead and the doctors’ plan, and look after yourself as well, so you can keep going`,
    },
  };
}

/**
 * Standing by someone through depression or anxiety: the care text for the mind speaks to the
 * asker's own (review r33: "move your body a little every day" to a husband asking how to support
 * his wife), so it is said of the one supported, with the asker's own limits kept in view.
 */
export function supportMindCare(p: ThirdPerson): CareText {
  const [they, them, their] = [subj(p), obj(p), poss(p)];
  const is = p.pronoun === 'them' ? 'are' : 'is';
  return {
    frame: `What ${p.who} is going through is real and it can be helped; the cards cannot diagnose or treat it, so they are read here for how you can stand by ${them} and keep going yourself.`,
    whose: `What helps ${them} is for ${them} and ${their} doctor or therapist to find together, not the cards.`,
    note: `The cards do not replace a doctor or a therapist: encourage ${them} to speak to ${their} GP or a counsellor, and if you ever fear for ${their} safety, call your local emergency number or a crisis line straight away.`,
    steps: {
      wands: `suggest a short walk together on most days, and go with ${them} rather than sending ${them}`,
      cups: `ask ${them} how ${they} really ${is}, then listen without trying to fix it`,
      swords: `read what the illness is and is not from a reliable source, so that you can tell the illness from the person`,
      pentacles: `take one everyday job off ${their} plate for a while, meals, the post or the washing, without waiting to be asked`,
      major: `offer to help ${them} make the appointment with a doctor or a therapist, and to go along if ${they} want${p.pronoun === 'them' ? '' : 's'} you there`,
    },
  };
}

/** Steps for standing by someone through their own trouble (a breakup, a divorce, a hard time). */
export function supportSteps(p: ThirdPerson): Record<StepKind, string> {
  const [is, has] = p.pronoun === 'them' ? ['are', 'have'] : ['is', 'has'];
  return {
    wands: `offer ${obj(p)} one concrete thing this week, a meal, a walk or an evening out, rather than a general “let me know”`,
    cups: `listen more than you advise, and let ${obj(p)} say what ${subj(p)} ${is} feeling without trying to fix it`,
    swords: `ask ${obj(p)} plainly what would help, and take the answer at its word`,
    pentacles: `take one practical load off ${obj(p)}, arranged before ${subj(p)} ${has} to ask`,
    major: `stay steady over the long run, and keep checking in after the first rush of support has faded`,
  };
}

/**
 * Steps for "Is my new colleague trustworthy?" or "Is he honest with me?": trust is judged by
 * what someone does over time, so each step is a way to see it, never a favour done for them.
 */
export function trustSteps(p: ThirdPerson): Record<StepKind, string> {
  const [they, them, their] = [subj(p), obj(p), poss(p)];
  return {
    wands: `give ${them} one small thing to handle and see whether it is done as ${they} said it would be`,
    cups: `notice how ${they} speak${p.pronoun === 'them' ? '' : 's'} of people who are not in the room, since that is how ${they} will speak of you`,
    swords: `keep what you share with ${them} to what you would be easy to see repeated, until ${they} ${p.pronoun === 'them' ? 'have' : 'has'} shown how ${they} keep${p.pronoun === 'them' ? '' : 's'} a confidence`,
    pentacles: `put what matters between you in writing, and let trust grow from promises kept rather than made`,
    major: `let ${their} trust be earned over weeks of what ${they} actually do${p.pronoun === 'them' ? '' : 'es'}, not settled by a first impression`,
  };
}

/**
 * Steps for "Does she have feelings for me?" asked of someone who is not yet a partner: what she
 * feels shows in what she does, so each step is a way to let it show, never a couple's routine.
 */
export function feelingsSteps(p: ThirdPerson): Record<StepKind, string> {
  const [they, them, their] = [subj(p), obj(p), poss(p)];
  const s = p.pronoun === 'them' ? '' : 's';
  return {
    wands: `ask ${them} to something you would both enjoy, and let ${their} answer tell you more than any sign`,
    cups: `let ${them} see a little of what you feel, and notice whether it is met`,
    swords: `ask ${them} one plain question rather than reading meaning into every message`,
    pentacles: `watch where ${they} put${s} ${their} time and attention, which says more than any one remark`,
    major: `give it time, since what ${they} feel${s} will show in what ${they} do${p.pronoun === 'them' ? '' : 'es'} over weeks, not in one evening`,
  };
}

/**
 * Someone else's drinking, smoking or gambling ("Will my father stop drinking?"): stopping is
 * theirs to choose; the asker's part is what they can and cannot control beside them, and their
 * own support.
 */
export function othersHabitCare(p: ThirdPerson, stops: string, habit: string): CareText {
  const [is, has] = p.pronoun === 'them' ? ['are', 'have'] : ['is', 'has'];
  return {
    frame: `Whether ${p.who} stops ${stops} is ${poss(p)} decision, not yours and not the cards’; what the cards speak to is your part beside ${obj(p)}: what you can and cannot control, and how you look after yourself meanwhile.`,
    whose: `Stopping is ${p.who}’s choice to make, and no card can choose it for ${obj(p)}.`,
    note: `The cards can help you think this through, but they do not replace the people who can help: ${poss(p)} GP or a support service can help ${obj(p)} if ${subj(p)} ${is} ready, and a support group for families${habit === 'drinking' ? ', such as Al-Anon,' : ''} is there for you whether or not ${subj(p)} ${is}.`,
    steps: {
      wands: `tell ${obj(p)} once, at a calm moment, what you have seen and how it affects you, and then leave the choice with ${obj(p)}`,
      cups: `let yourself feel what ${poss(p)} ${habit} costs you, and say it to someone who understands, such as a family support group`,
      swords: `write down what is yours to control, your own limits and what you will do when they are crossed, and what is not, which is ${poss(p)} ${habit}`,
      pentacles: `keep your own money, sleep and home safe from ${poss(p)} ${habit}, and do not cover the costs it brings`,
      major: `accept that ${subj(p)} ${has} to want to stop for ${{ her: 'herself', him: 'himself', them: 'themselves' }[p.pronoun]}, and keep your door open for the day ${subj(p)} ${is} ready to ask for help`,
    },
  };
}

/** An animal's illness or operation: the vet's care, the asker's nursing at home. */
function animalCare(p: ThirdPerson): CareText {
  const is = p.pronoun === 'them' ? 'are' : 'is';
  // An old animal is not recovering from anything: what is asked is its comfort (review d).
  if (p.ageing)
    return {
      frame: `How comfortable ${p.who} stays is for the vet to judge with you, not the cards; what the cards speak to is how you can keep ${obj(p)} comfortable.`,
      whose: `Only the vet, who can examine ${obj(p)}, can say how comfortable ${subj(p)} ${is}; the cards cannot.`,
      note: `The cards do not replace the vet: a check-up can tell you whether ${subj(p)} ${is} in pain and what would ease it, and ring them early if anything changes.`,
      steps: {
        wands: `keep walks short and gentle, at ${poss(p)} own pace, and let ${obj(p)} rest whenever ${subj(p)} ${p.pronoun === 'them' ? 'want' : 'wants'} to`,
        cups: `give ${obj(p)} calm company and a steady routine, and notice what still gives ${obj(p)} pleasure`,
        swords: `ask the vet about pain relief and the quiet signs of pain in an older animal: stiffness, restlessness at night, a change in appetite`,
        pentacles: `give ${obj(p)} a warm, soft bed out of the draughts, and ask the vet whether ${poss(p)} joints need pain relief`,
        major: `book a check-up with the vet to talk through ${poss(p)} comfort, warmth and any pain, and take each day as it comes`,
      },
    };
  return {
    frame: `How ${p.who} comes through this is for the vet to say, not the cards; what the cards speak to is how you can look after ${obj(p)}.`,
    whose: `Only the vet can speak to ${poss(p)} recovery; the cards cannot.`,
    note: `The cards do not replace the vet: ask what to watch for and what ${subj(p)} ${is} allowed to do, and ring them early if anything worries you.`,
    steps: {
      wands: `keep to the vet’s plan for rest and exercise, even when ${subj(p)} ${p.pronoun === 'them' ? 'seem' : 'seems'} ready for more`,
      cups: `give ${obj(p)} calm company, and keep the household’s routine steady around ${obj(p)}`,
      swords: `write down the vet’s instructions and the signs to watch for, and ring them early with any question`,
      pentacles: `set up a warm, quiet place for ${obj(p)} to rest, and make the medicine and meals easy to give on time`,
      major: `follow the vet’s plan one day at a time, and look after yourself as well`,
    },
  };
}

export const CARE_TEXT: Record<CareKind, CareText> = {
  grief: {
    frame:
      'Grief keeps its own time, and no card can say when it eases; what these cards can show is what is carrying you now and where comfort may come from.',
    whose: 'How long this takes is not for the cards to say; grief sets its own pace.',
    note: 'The cards can keep you company in this, but they are no substitute for people: your doctor, a bereavement counsellor or a bereavement support group are there for exactly this.',
    steps: {
      wands: 'let your body carry some of it: a short walk outside each day, at whatever pace grief allows',
      cups: 'let the tears come when they come, and speak about the one you lost with someone who understands',
      swords: 'write down what you did not get to say, and keep it, or read it to someone you trust',
      pentacles:
        'keep one small routine each day, a meal at the same hour or a morning walk, so the days have something to hold',
      major: 'mark the loss in a way that is yours alone: a place you go, a candle lit, a day kept',
    },
  },
  dying: {
    frame:
      'No card can say how much time is left, and these cards are not read for that; they are read for what you can still say and do while you are together.',
    whose: 'How much time there is is not for the cards to say, and they do not try.',
    note: 'The cards can keep you company in this, but they do not replace people: the hospice or palliative care team can tell you what to expect and when visits are easiest, and a counsellor can support you now, not only afterwards.',
    steps: {
      wands:
        'go and see them soon, and say the one thing you most need them to hear, even if it comes out clumsily',
      cups: 'tell them plainly what they have meant to you, and if something needs forgiving either way, say it in one sentence: “I’m sorry” or “I forgive you” is enough',
      swords:
        'if saying it face to face is too hard, write a short letter with what you want them to know, and read it to them or leave it by them',
      pentacles:
        'ask the care team when they are most awake, and visit then, even briefly, to sit with them without needing to fix anything',
      major:
        'let the old arguments rest unsettled, and choose the few words that matter most: thank you, I’m sorry, I forgive you, I love you',
    },
  },
  child: {
    frame:
      'A child who is unwell is the heaviest thing a parent carries, and no card can say how the treatment goes; the cards are read here for how you hold yourself and your family through it.',
    whose: 'How the treatment goes is for your child’s doctors to say, not the cards.',
    note: 'The cards do not replace your child’s doctors: they are the ones to ask about the treatment and the weeks ahead, and the hospital’s family support team or your own GP can help you carry the rest.',
    steps: {
      wands:
        'ask the doctors for the plan in plain words, what happens next and what to watch for, and write it down',
      cups: 'let your child see you calm and close, and let someone hold you when the day is done',
      swords:
        'bring your questions to the medical team on paper, one list at a time, and ask until the answers make sense',
      pentacles:
        'share out the practical load, the lifts, the meals and the other children, so you can be where your child needs you',
      major:
        'take this one day at a time, with the doctors leading on the treatment and you leading on comfort',
    },
  },
  elder: {
    frame:
      'Caring for a parent as they age turns a family around, and it asks a great deal of the one who does it; the cards are read here for how you carry it and what your parent needs from you.',
    whose:
      'What care your parent needs is for their doctors and your family to weigh together, not the cards.',
    note: 'The cards do not replace your parent’s doctors or a social worker: ask them about care needs and the help on offer, and look after your own health too.',
    steps: {
      wands:
        'ask for a proper assessment of your parent’s care needs, so that decisions rest on facts and not on guilt',
      cups: 'spend time with your parent that is not about tasks, and let them have their say in what happens',
      swords:
        'have the honest talk with the rest of the family about who does what, before resentment does the talking',
      pentacles: 'set the care week out on paper, with the money, the visits and the help you can bring in',
      major: 'decide what you can give without breaking, and ask for help with the rest',
    },
  },
  recovery: {
    frame:
      'Staying sober is work you are already doing, and it is yours; no card can undo it, and these cards are read for what keeps you steady and where the pull back may come from.',
    whose: 'Staying stopped is your own achievement, and no card argues against it.',
    note: 'The cards can help you think this through, but they do not replace the people who support your recovery: your group, your sponsor, a counsellor or your GP are there for the hard days as well as the good ones.',
    steps: {
      wands: 'tell the people who back your recovery what is coming up, and what they can do if it gets hard',
      cups: 'keep going to your meetings or your counsellor, most of all in the weeks you feel you no longer need to',
      swords: 'write down the times and places that pull you back, and plan what you will do in each instead',
      pentacles: 'keep the routine that has carried you so far, the sleep, the meals and the hours kept busy',
      major: 'keep taking it one day at a time, and count each one',
    },
  },
  addiction: {
    frame:
      'Whether and how you stop is your decision, made with the people who can help you do it safely; no card argues against stopping, and these cards are read for what will carry you through it.',
    whose: 'Stopping is the right question to be asking, and no card argues against it.',
    note: 'The cards can help you think this through, but they do not replace a doctor or a support service: your GP, a counsellor or a support group can help you stop and stay stopped, and stopping alcohol or some drugs after heavy use should be planned with a doctor.',
    steps: {
      wands: 'tell one person you trust that you are stopping, and what they can do when it gets hard',
      cups: 'find a support group this week and go, even if you sit at the back and say nothing',
      swords: 'write down the times and places that pull you back, and plan what you will do in each instead',
      pentacles:
        'clear the house of it, and fill the hours it used to take with something that keeps your hands busy',
      major: 'talk to your GP about stopping safely, and take it one day at a time',
    },
  },
  pregnancy: {
    frame:
      'Hoping for a child holds a great deal of feeling, and no card can say what your body will do or when; the cards are read here for how you carry the waiting and what helps you through it.',
    whose: 'What your body does is for your doctor to guide, not the cards.',
    note: 'The cards do not replace a doctor or a fertility specialist: they are the ones to guide the medical side, and a counsellor who knows fertility can help with the rest.',
    steps: {
      wands: 'write down the questions you want answered, and take them to your next appointment',
      cups: 'make room for the feelings of the waiting with someone close, so that you do not carry them alone',
      swords: 'ask your doctor for the facts of where you stand, and let them, not the forums, guide you',
      pentacles:
        'look after the everyday basics, rest, food and working hours you can keep, and let the rest wait',
      major: 'hold the hope gently, and let the specialists lead on the medical side',
    },
  },
  fertility: {
    frame:
      'This is a decision to weigh like any other, with the medical side in a specialist’s hands; the cards are read here for how the choice stands and what would help you make it.',
    whose: 'What is possible for your body is for a fertility specialist to guide, not the cards.',
    note: 'The cards do not replace a fertility specialist: they are the ones to guide the medical side, and a counsellor who knows fertility can help you weigh the rest.',
    steps: {
      wands: 'book a first consultation with a fertility clinic, and take your questions to it written down',
      cups: 'talk the choice through with someone close, so that it is made as your own decision and not in a rush',
      swords:
        'ask the clinic for the plain figures, the chances at your age, the costs and the timing, and weigh them on paper',
      pentacles: 'find out the full cost, the yearly storage fees included, and plan how you would meet it',
      major:
        'decide what you want the next few years to leave open, and let the specialist guide the medical side',
    },
  },
  surgery: {
    frame:
      'An operation puts your body in other people’s hands, and no card can say how it goes; the cards are read here for how you prepare and how you recover.',
    whose: 'How the operation goes is for your surgeon and your doctor to say, not the cards.',
    note: 'The cards do not replace a doctor or your surgeon: ask them about the operation and the recovery, and follow their plan.',
    steps: {
      wands:
        'ask the surgical team to walk you through the day and the first weeks after it, and write down what they say',
      cups: 'tell the people close to you what you will need before and after, and accept the help they offer',
      swords:
        'take your questions and worries to the appointment before the operation, on paper, and ask until you understand',
      pentacles: 'get home ready for the recovery: meals, lifts and time off arranged before the day',
      major: 'trust the people who do this every day, and give the recovery the time it asks for',
    },
  },
  mental: {
    frame:
      'What goes on in the mind is real and it can be helped; the cards cannot diagnose or treat it, so they are read here for what steadies you.',
    whose: 'What helps your mind is for you and a doctor or therapist to find together, not the cards.',
    note: 'The cards do not replace a doctor or a therapist: if things feel heavy, speak to your GP or a counsellor, and if you ever feel unsafe, call your local emergency number or a crisis line straight away.',
    steps: {
      wands: 'move your body a little every day, a walk is enough, and notice what it does for your mood',
      cups: 'tell one person you trust how things really are, and let them help',
      swords: 'write the worries down in the evening, so they sit on paper and not in your head at night',
      pentacles: 'keep regular hours for sleep, meals and daylight, as plain and steady as you can make them',
      major:
        'make the appointment you have been putting off, and let a professional help you find what works for you',
    },
  },
  illness: {
    frame:
      'No card can say what your body will do; the cards are read here for how you look after yourself and who can help.',
    whose: 'How this turns out for your body is for your doctor to say, not the cards.',
    note: 'The cards can help you think this through, but they do not replace a doctor; for anything about your body or your mind, a professional’s advice comes first.',
    steps: {
      wands: 'get moving gently, within what your body and your doctor allow, a little more each week',
      cups: 'let the people close to you help, and say plainly what you need from them',
      swords: 'take your questions to your doctor written down, and ask until the answers are clear',
      pentacles: 'put the basics first: sleep, food, rest and a routine your body can rely on',
      major: 'listen to what your body is asking for, and get a doctor’s view on anything that worries you',
    },
  },
  legal: {
    frame:
      'Whether this is the right legal step, and how it ends, is for you to settle with a lawyer, not the cards; what the cards speak to is how to go into it.',
    whose: 'Only a lawyer can tell you where you stand in law; the cards cannot.',
    note: 'The cards can help you think this through, but they do not replace a lawyer; for anything with legal weight, take qualified advice.',
    steps: {
      wands:
        'find out every deadline that matters, meet each one early, and take proper legal advice on the next step',
      cups: 'keep feelings out of the paperwork, and let a lawyer speak for you where it counts',
      swords: 'put every fact, date and document in order, and go through them with a lawyer',
      pentacles:
        'find out what the case will cost, and take qualified legal advice before you spend or sign anything',
      major: 'take proper legal advice before the next step, and let it, not fear, set the pace',
    },
  },
};

/**
 * A pregnancy already under way ("I'm ten weeks pregnant, will it go well?"): the midwife's care
 * and how the asker carries the weeks ahead, never the hope of conceiving.
 */
export const CARRYING: CareText = {
  frame:
    'No card can say how a pregnancy goes, and these cards are not read for that; the pregnancy you are carrying is in your midwife’s and your doctor’s care, and the cards are read here for how you look after yourself through the weeks ahead.',
  whose: 'How the pregnancy goes is for your midwife and your doctor to follow, not the cards.',
  note: 'The cards do not replace your midwife or your doctor: take every question and every worry to them, and ring them straight away if anything feels wrong.',
  steps: {
    wands: 'write down the questions you want answered, and take them to your next antenatal appointment',
    cups: 'share the worries and the joy of these weeks with someone close, so that you do not carry them alone',
    swords: 'ask your midwife what to expect in the coming weeks, and let them, not the forums, guide you',
    pentacles:
      'look after the everyday basics, rest, food and working hours you can keep, and let the rest wait',
    major: 'take the weeks one at a time, and let your midwife lead on the medical side',
  },
};

/** A pregnancy loss is its own grief, with its own support. */
/**
 * "Will my son get the treatment he needs?" asks about getting a child seen, not how treatment
 * goes: the parent's part is pressing for the referral and the place.
 */
export const CHILD_ACCESS: Pick<CareText, 'frame' | 'whose'> & { steps: CareText['steps'] } = {
  frame:
    'Waiting for a child to get the help they need is hard on a parent; no card can promise a place or a date, so the cards are read here for how you press for it and hold your family meanwhile.',
  whose: 'Whether and when a place comes is for the services to say, not the cards, but you can keep asking.',
  steps: {
    wands: 'ask your GP for the referral in writing this week, and ask what the waiting time is',
    cups: 'tell your child help is being arranged, and keep the day as calm and ordinary as you can',
    swords:
      'write down what you have seen, how often and since when, and take that list to every appointment',
    pentacles:
      'ask the school and the GP what support there is while you wait, and follow up each request in writing',
    major: 'keep asking, politely and in writing, until your child has a date and a name to call',
  },
};

export const PREGNANCY_LOSS_NOTE =
  'The cards can keep you company in this, but they are no substitute for people: your doctor or midwife, and a pregnancy-loss support group, are there for exactly this.';

/**
 * An application an office decides (a visa, a permit, a flat): no court and no lawyer in it, so
 * the help named is the office's own guidance and, where the rules are complex, a registered adviser.
 */
export const ADMIN_TEXT: CareText = {
  frame:
    'The decision is the office’s, not yours and not the cards’; what the cards speak to is how you prepare the application and carry yourself through the wait.',
  whose: 'The decision belongs to the office handling your application, and the cards cannot forecast it.',
  note: 'The cards do not replace the office’s own guidance: check every requirement at the source, and for complex rules ask a registered adviser.',
  steps: {
    wands: 'find out every deadline that matters and meet each one early',
    cups: 'let the people close to you carry some of the waiting with you',
    swords: 'check every document against the official list, and answer each request promptly and exactly',
    pentacles: 'gather every paper, proof and payment the application asks for before you send it',
    major: 'do everything the process asks of you, then let the wait be a wait',
  },
};

/** A court's or an authority's ruling: the asker prepares, the court decides. */
export const COURT_WHOSE =
  'The ruling belongs to the court or the authority, and the cards cannot forecast it.';
export const COURT_FRAME =
  'The decision is the court’s or the authority’s, not yours and not the cards’; what the cards speak to is how to prepare.';

/**
 * The step for a matter the cards are not read for by subject, by the suit of the last card:
 * true of any matter, told with the asker's own words for it ("the nursing programme").
 */
export const GENERAL_STEPS: Record<StepKind, (m: string) => string> = {
  wands: (m) => `decide on the next concrete move for ${m} and take it this week`,
  cups: (m) =>
    `talk ${m} through with someone you trust, and notice what you actually want from it before you act`,
  swords: (m) =>
    `write down what you know about ${m} and the one question still open, and get that question answered`,
  // A money matter ("the loan to your cousin") is itself the money: no "the money the money will take".
  pentacles: (m) =>
    /\b(money|loan|debt|cost|fees?|savings|payment|funds?)\b/i.test(m)
      ? `write down the sum, the date and what was agreed about ${m}, then ask once, plainly, when it will come back`
      : `work out the time and money ${m} will take, and do the first practical piece of it`,
  // A trump's step names no matter: "what you want from the flu" or "from the dreams" was no step.
  major: () =>
    `put into one plain sentence what you most want now, and let that decide the next choice you make`,
};

/**
 * A step for each subject by the suit of the card that guides it, for a spread whose cards give
 * no step of their own for the question's subject: authored for that part of life, never a card's
 * general advice. Health questions are all sensitive and take their steps from CARE_TEXT.
 */
export const SUBJECT_STEPS: Record<TarotSubject, Record<StepKind, string>> = {
  love: {
    wands: 'make the move you have been waiting to make, and let your interest show plainly',
    cups: 'say what you feel in simple words, and listen to what comes back',
    swords: 'ask the honest question you have been avoiding, and take the answer at its word',
    pentacles: 'judge this by what is done week after week, not by what is promised',
    major: 'ask yourself what you truly want from love now, and act from that rather than from fear',
  },
  work: {
    wands: 'put your energy behind one clear goal and show what you can do',
    cups: 'talk to the people involved, and let them see why this matters to you',
    swords: 'put the facts, the figures and the terms in writing, and check each step against them',
    pentacles: 'do the groundwork thoroughly, so that your results speak before you do',
    major: 'weigh this against where you want your working life to be in five years',
  },
  money: {
    wands: 'take one concrete step for your finances this week rather than waiting',
    cups: 'notice which spending is about feelings, and give those feelings another outlet',
    swords: 'write down every figure, in and out, and decide from the page rather than from worry',
    pentacles: 'set a budget you can keep and put something aside every month, however small',
    major: 'decide what money is for in your life now, and let the budget follow',
  },
  health: CARE_TEXT.illness.steps,
  home: {
    wands: 'take the first practical step at home yourself rather than waiting for the others',
    cups: 'sit down with the family and ask how each of them really feels about it',
    swords: 'say plainly, and calmly, what you need from the people you live with',
    pentacles: 'sort the practical side first: the costs, the space and who does what',
    major: 'think about the kind of home you want in the years ahead, and decide by that',
  },
  travel: {
    wands: 'set a date and take the first concrete step toward the move',
    cups: 'picture an ordinary week in the new place, and notice how it feels',
    swords: 'list what you would gain and what you would give up, side by side',
    pentacles: 'work out the real costs, the paperwork and the work before you commit',
    major: 'ask whether the move serves the life you want, not only the change you need',
  },
  study: {
    wands: 'set a daily target and start today, however small the first step',
    cups: 'study with someone, or ask for help where you are stuck',
    swords: 'test yourself on past questions and go back over what you get wrong',
    pentacles: 'keep a steady timetable and stick to it, day after day',
    major: 'remind yourself why you began, and let that carry you through the dull stretches',
  },
  legal: {
    wands: 'act within the time you have, and do not let the decision drift',
    cups: 'notice what your heart wants here, and weigh it alongside the facts',
    swords: 'write out the options with their costs and consequences, then sleep on it',
    pentacles: 'gather every paper and figure before you decide',
    major: 'choose the option you can stand behind in a year’s time',
  },
  spirit: {
    wands: 'follow what gives you energy, and give it an hour of your week',
    cups: 'give yourself quiet time each day to notice what you feel',
    swords: 'write down what you believe about this, and question it honestly',
    pentacles: 'build one small daily practice and keep it for a month',
    major: 'stop fighting what has already shifted, and trust the larger change you are living through',
  },
};
