// The 22 Major Arcana, upright and reversed, written in our own words from the divinatory
// meanings in Waite's Pictorial Key to the Tarot (1911) and the modern reading of Pollack and Greer.
// Health and legal texts are never literal: Waite's lists name death, disease and lawsuits lost,
// and a reader does not hand those words to someone asking about their body or a court case.
import type { CardMeanings } from './types';

export const MAJOR_MEANINGS: CardMeanings = {
  'major-00-fool': {
    upright: {
      theme: 'a beginning taken on trust before every answer is in',
      meaning:
        'The Fool steps towards the cliff edge with a small bundle, a white rose and a dog at his heels, looking at the sky rather than the drop. This is the start of a journey made on faith: fresh, open and a little naive. Waite warns of folly and extravagance, and the modern reading keeps both sides, the courage to begin and the need to look where you put your feet.',
      subjects: {
        love: 'A new romance or a fresh start with someone is possible, and it grows best if you stay light and curious rather than planning the wedding. Let it be playful for now.',
        work: "You may be drawn to a new job, a career change or a venture where you know less than you would like. Beginners' luck is real here, provided you keep learning as you go.",
        money:
          'Spending on impulse is the risk, but so is never taking a chance at all. Put aside a sum you can afford to lose before backing a hunch.',
        health:
          'Your energy lifts when you try something new: a different way of moving, a walk somewhere unfamiliar, a habit started today rather than on Monday. Keep it simple and enjoy it.',
        home: 'Someone in the family, perhaps you, is about to strike out in a new direction. The people who love you will worry; tell them your plan and let them see you are not leaping blind.',
        travel:
          'This is a card of setting off with a light bag, and it smiles on trips, gap years and moves into the unknown. Sort the essentials, then go.',
        study:
          "A new subject or course calls you, and a beginner's mind will carry you a long way. Ask the questions you fear sound basic.",
        legal:
          'A decision made purely on impulse is not safe ground in a formal matter. Take advice first; then you can act boldly with your eyes open.',
        spirit:
          'You are at the start of something, and you do not need to understand all of it yet. Trust the step in front of you.',
      },
      advice: 'Take the first small step this week, and pack only what you truly need.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a leap made carelessly, or one refused out of fear',
      meaning:
        'Reversed, the Fool either walks off the cliff without looking or stands frozen at the edge. Waite speaks of negligence, carelessness and vanity; the modern reading adds recklessness on one side and timid hesitation on the other. Either way, the fresh start is being mishandled.',
      subjects: {
        love: 'Someone is acting on a whim without thinking of the other person, or holding back from commitment because freedom feels safer. Look at which of those is you.',
        work: 'A careless mistake or a plan launched without homework could cost you. Check the details twice before you sign off anything important.',
        money:
          'Impulsive spending or a gamble on a tip from a friend is the danger now. Sleep on any purchase that makes your heart race.',
        health:
          'Pushing too hard, skipping warm-ups or ignoring how tired you are will catch up with you. Build new habits slowly and rest between efforts.',
        home: 'A family member may be behaving irresponsibly, or you may feel you are the only grown-up in the house. Say plainly what you need from them.',
        travel:
          'Plans made in a rush can unravel: check documents, bookings and the small print before you set off. Fear may also be keeping you from a trip you want.',
        study:
          'Distraction and a casual attitude are getting in the way of your work. Set a fixed hour and keep to it.',
        legal:
          'Acting without proper advice or missing a deadline is the main risk in any formal matter. Get the facts in writing before you decide anything.',
        spirit:
          'You may be drifting, saying yes to everything or to nothing. Choose one direction and give it your attention.',
      },
      advice: 'Pause before you jump, and write down what could go wrong and how you would handle it.',
      lean: 'no',
    },
  },
  'major-01-magician': {
    upright: {
      theme: 'the skill and will to make something happen with what you have',
      meaning:
        'The Magician stands at a table laid with a cup, a sword, a pentacle and a wand, one hand raised to the sky and the other pointing to the earth. Everything he needs is already in front of him. Waite gives skill, diplomacy, subtlety and self-confidence: this is a card of concentrated will and the ability to turn an idea into fact.',
      subjects: {
        love: 'You have the charm and the words to make your feelings known, and this is a good moment to speak. A new connection may begin through a conversation that sparks.',
        work: 'Your abilities are noticed and you can shape the outcome through your own effort. Pitch the idea, lead the meeting, ask for the role.',
        money:
          'You can improve your finances through your own initiative: a side project, a negotiation or a skill you can sell. Put a clear plan behind it.',
        health:
          'Your body responds well to focused intention now. Pick one habit, such as sleep, water or daily movement, and apply your willpower there.',
        home: 'You are the one who can get things moving at home, whether that is a repair, a family plan or a difficult talk. People will follow your lead.',
        travel:
          'Plans come together because you make them come together. Book it and handle the arrangements yourself.',
        study:
          'You have the tools and the intelligence to do well; concentration is what turns them into marks. Practise until you can explain each topic in your own words.',
        legal:
          'Clear communication and good preparation put you in a strong position. Present your case with confidence and keep your papers in order.',
        spirit:
          'You are more capable than you have been telling yourself. Act as if your intention matters, because it does.',
      },
      advice: 'Gather your tools, choose one goal and start working on it today.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a talent misused, or a clever tongue that cannot be trusted',
      meaning:
        "Reversed, the Magician's gifts turn to trickery or go unused. Waite names disgrace and disquiet; the modern reading sees manipulation, empty promises and skill left idle through doubt. Someone may be all show, and that someone could be you.",
      subjects: {
        love: 'Be wary of a partner or suitor whose words are smoother than their actions. Watch what they do over the next few weeks.',
        work: 'A colleague or client may be spinning a story, or you are underselling yourself and letting your skills gather dust. Check claims and speak up about what you can do.',
        money:
          'A scheme that promises quick returns through clever tricks deserves suspicion. Keep your money where you can see it.',
        health:
          'Quick fixes and miracle products will not deliver what they promise. Steady, ordinary care will serve you better, and a professional can sort fact from sales talk.',
        home: 'Someone close may be manipulating a situation to get their way. Name what is happening calmly, without playing the same game.',
        travel:
          'Double-check bookings, agents and offers that look too good; not everyone is who they say. Plans may also stall because no one takes charge.',
        study:
          'You may be relying on wit instead of work, or doubting abilities you clearly have. Do the preparation and stop bluffing.',
        legal:
          "Watch for misleading statements, yours or anyone else's, in formal matters. Get everything in writing and have a professional read it.",
        spirit:
          'Energy is leaking into schemes or self-doubt. Bring your will back to something honest and real.',
      },
      advice: 'Check every promise you are given against what has actually been done.',
      lean: 'no',
    },
  },
  'major-02-high-priestess': {
    upright: {
      theme: 'a quiet knowing and a future not yet revealed',
      meaning:
        'The High Priestess sits between a black pillar and a white one, a scroll half hidden in her lap and a veil of pomegranates behind her. Waite gives secrets, mystery and the future as yet unrevealed, with silence, wisdom and tenacity. She asks you to listen inward and wait, because not everything can be known yet.',
      subjects: {
        love: 'There is more going on beneath the surface than either of you has said. Trust what your instinct tells you about this person, and let it unfold without forcing a declaration.',
        work: 'Keep your plans to yourself for now and watch quietly. Information you do not yet have will change the picture.',
        money:
          'Hold back from big financial moves until more is known. A detail hidden in the figures deserves a closer look.',
        health:
          'Your body is sending quiet signals; pay attention to them. Rest, stillness and a calm routine will tell you more than pushing harder, and a professional can help you read what you notice.',
        home: 'A family matter may involve something unsaid. Be the calm presence who listens rather than the one who pries.',
        travel:
          'The timing is not clear yet; details may still be hidden. Keep options open and decide once you know more.',
        study:
          'Deep, quiet reading suits you now, and your memory will surprise you. Study alone in a still place.',
        legal:
          'Not all the facts are on the table yet. Keep your counsel and let your adviser do the talking until the full picture emerges.',
        spirit: 'Your intuition is strong at the moment. Give it time each day in silence and it will speak.',
      },
      advice: 'Say less than you know, and give yourself a quiet hour to listen to your own instinct.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'a hidden agenda, or an inner voice drowned out by noise',
      meaning:
        "Reversed, the Priestess's veil hides something less benign, or her silence is lost to chatter. Waite speaks of passion, conceit and surface knowledge; the modern reading adds secrets kept from you and a disconnection from your own intuition. Look past appearances, including your own assumptions.",
      subjects: {
        love: 'Something is being kept from you, or you are ignoring what your gut already knows. Ask the direct question you have been avoiding.',
        work: 'Office politics and undisclosed motives are in play. Do not rely on gossip; go to the source.',
        money:
          'Hidden costs or information you lack could trip you up. Read the terms carefully before committing.',
        health:
          "Other people's opinions may be drowning out what your own body is telling you. Notice your own signals, write them down and take them to a professional.",
        home: 'Family secrets or an atmosphere of things unspoken is wearing everyone down. Gentle honesty will ease it.',
        travel:
          'Arrangements may hide surprises; check the conditions and the fine print. Listen if something feels off about a trip.',
        study: 'You may know the surface of the subject without its depth. Go back to the foundations.',
        legal: 'Be alert to facts that have not been disclosed. Ask your adviser what you do not yet know.',
        spirit:
          'You have been looking outward for answers that are already within you. Turn the volume down on the world for a while.',
      },
      advice: 'Ask the one question you have been avoiding, and listen closely to the answer.',
      lean: 'no',
    },
  },
  'major-03-empress': {
    upright: {
      theme: 'a season of abundance, care and things growing well',
      meaning:
        'The Empress sits among ripening wheat and trees by a flowing stream, crowned with stars, a heart-shaped shield at her side. Waite gives fruitfulness and action; the modern reading sees nurture, comfort, creativity and plenty. What you have tended begins to flourish.',
      subjects: {
        love: 'Affection flows easily and a relationship grows warmer and more generous. This is a tender, sensual card that favours commitment and family plans.',
        work: 'Creative projects flourish and your efforts bear fruit. A nurturing approach to your team brings out the best in them.',
        money:
          'Comfort and steady abundance are indicated. Enjoy what you have while continuing to sow for the future.',
        health:
          'Nourishing food, time outdoors and gentle care suit you now. Treat your body as something to tend, not to drive.',
        home: 'Home becomes a place of warmth, good meals and gathering. Family bonds grow, and a household may expand.',
        travel:
          'A trip to the countryside, to the sea or somewhere green would restore you. Travel that involves comfort and pleasure is favoured.',
        study:
          'Learning comes through making and doing: art, writing and practical subjects go well. Be patient with yourself as understanding ripens.',
        legal:
          'A matter handled generously and patiently tends to settle well. Look for the arrangement that lets everyone keep their dignity.',
        spirit:
          'Creativity and care are your spiritual practice for now. Make something, grow something, look after someone.',
      },
      advice:
        'Spend an afternoon nurturing something you care about, whether a garden, a project or a person.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a care turned smothering, or creative life left untended',
      meaning:
        "Reversed, the Empress's abundance stalls or tips into excess. The modern reading sees creative block, dependence, smothering care or a neglect of your own needs while you look after everyone else. Waite also speaks of vacillation, and of tangled matters coming to light.",
      subjects: {
        love: 'One of you may be mothering the other or leaning too hard on the relationship for comfort. Give each other room to breathe.',
        work: 'Projects feel barren and creativity is not flowing. Step back, rest and let ideas return rather than forcing them.',
        money:
          'Overspending on comfort or on others is draining your reserves. Look at where your generosity has become a habit you cannot afford.',
        health:
          'You may be caring for everyone but yourself. Rebuild the basics: regular meals, sleep and time outside.',
        home: 'Too much caretaking or too little: someone at home is either smothered or neglected. Rebalance who does what.',
        travel:
          'A trip may be postponed or feel more of a chore than a pleasure. Pick a restful destination over an ambitious one.',
        study: 'Self-doubt is stifling your work. Finish something imperfect instead of polishing nothing.',
        legal:
          'Indecision is slowing a matter that needs attention. Gather what you need and choose a course.',
        spirit:
          'You have lost touch with what nourishes you. Return to one simple pleasure and let it refill you.',
      },
      advice: "Put one hour this week towards your own needs before anyone else's.",
      lean: 'unclear',
    },
  },
};
