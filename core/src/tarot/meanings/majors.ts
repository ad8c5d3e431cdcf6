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
        love: 'Something between you wants to be met with fresh eyes, lightly and without a script. Stay curious about the other person rather than deciding where it must end.',
        work: "Your work asks for a beginner's nerve: stepping into something where you know less than you would like. Go ahead, and learn as you go rather than waiting to feel ready.",
        money:
          'Trust and risk sit side by side here: a leap may be right, but not a blind one. Decide in advance what you can afford to lose, and stay within it.',
        health:
          'A fresh, unburdened attitude helps you more than a rigid plan. Try one new, gentle habit today rather than waiting for the perfect Monday.',
        home: 'Home asks for a lighter heart and a willingness to try a new arrangement. Say openly what you hope for, so the others can see you are not leaping blind.',
        travel:
          'This card loves setting out with a light load and an open mind. Sort the essentials, then let the rest be discovered on the way.',
        study:
          "A beginner's mind will carry you further than pretending to know it all. Ask the questions you fear sound basic.",
        legal:
          'A decision made purely on impulse is not safe ground in a formal matter. Take advice first; then you can act boldly with your eyes open.',
        spirit:
          'You are at the start of something, and you do not need to understand all of it yet. Trust the step in front of you.',
      },
      advice: 'Take the first small step this week, and carry only what you truly need.',
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
          'Money decided on a whim is the danger now, whether it leaves your hands as a gift, a loan or a gamble. Sleep on any decision that makes your heart race.',
        health:
          'Carelessness with your own limits, or fear of starting at all, is the risk. Build new habits slowly and notice how you actually feel.',
        home: 'Someone close to home may be acting carelessly, or you may feel you are the only grown-up in the picture. Say plainly what you need from them.',
        travel:
          'Plans made in a rush can unravel: check documents, dates and the small print before you commit. Fear may also be holding you back from going at all.',
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
        love: 'You have the charm and the words to make your feelings known, and this is a good moment to speak. Let your actions back up what you say.',
        work: 'Everything you need to handle this is already within reach: skill, words and will. Decide what outcome you want, then say it clearly and act on it.',
        money:
          'You have more influence over your money than you think, through your own skill, judgement and plain speaking. Decide what you want it to do, and put a clear plan behind it.',
        health:
          'Focus is your best tool here: the knowledge, help and habits already within your reach. Pick one thing you can do daily and give it your full will.',
        home: 'You are the one who can get things moving at home. Use your words and your practical sense, and the others will follow your lead.',
        travel:
          'Plans come together because you make them come together. Handle the arrangements yourself rather than waiting for someone else to.',
        study:
          'You have the tools and the intelligence; concentration is what turns them into results. Practise until you can explain each part in your own words.',
        legal:
          'Clear communication and good preparation put you in a strong position. Set out the facts with confidence and keep your papers in order.',
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
        love: "Be wary of words that run smoother than actions, the other person's or your own. Watch what is done over the next few weeks, not what is promised.",
        work: 'Someone may be spinning a story, or you are underselling yourself and letting your skills gather dust. Check claims against facts and speak up about what you can do.',
        money:
          'Clever promises and quick fixes deserve suspicion, including the ones you tell yourself. Keep your money where you can see it.',
        health:
          'Quick fixes and miracle products will not deliver what they promise. Steady, ordinary care will serve you better, and a professional can sort fact from sales talk.',
        home: 'Someone close may be manipulating a situation to get their way. Name what is happening calmly, without playing the same game.',
        travel:
          'Double-check anything that looks too good and anyone who promises to smooth the way. Plans may also stall because no one takes charge.',
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
        home: 'Something at home may be going unsaid. Be the calm presence who listens rather than the one who pries.',
        travel:
          'The timing is not clear yet; details may still be hidden. Keep options open and decide once you know more.',
        study:
          'Quiet, private work suits you now, and your memory will surprise you. Give it time alone in a still place.',
        legal:
          'Not all the facts are on the table yet. Keep your own counsel and say no more than you must until the full picture emerges.',
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
        work: 'Undisclosed motives and half-heard stories are in play. Do not rely on gossip; go to the source.',
        money:
          'Hidden costs or information you lack could trip you up. Read the terms carefully before committing.',
        health:
          "Other people's opinions may be drowning out what your own body is telling you. Notice your own signals, write them down and take them to a professional.",
        home: 'Secrets, or an atmosphere of things unspoken, are wearing everyone at home down. Gentle honesty will ease it.',
        travel:
          'Arrangements may hide surprises; check the conditions and the fine print. Listen if something about the plan feels off.',
        study: 'You may know the surface of the subject without its depth. Go back to the foundations.',
        legal: 'Be alert to facts that have not been disclosed. Ask plainly what you have not yet been told.',
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
        love: 'Affection flows easily and what is between you grows warmer and more generous. This is a tender, sensual card, and it favours care that is freely given.',
        work: 'Work done with care bears fruit, and creative effort flourishes. Tend what you have started, and yourself, as something worth growing.',
        money:
          'Comfort and steady abundance are indicated. Enjoy what you have while continuing to sow for the future.',
        health:
          'Nourishing food, time outdoors and gentle care suit you now. Treat your body as something to tend, not to drive.',
        home: 'Home becomes a place of warmth, comfort and care given freely. Make it somewhere everyone, you included, can rest.',
        travel: 'Plans made with comfort and ease in mind go well. Let pleasure, not hurry, set the pace.',
        study:
          'Learning comes through making and doing: art, writing and practical subjects go well. Be patient with yourself as understanding ripens.',
        legal:
          'A matter handled generously and patiently tends to settle well. Look for the arrangement that lets everyone keep their dignity.',
        spirit:
          'Creativity and care are your spiritual practice for now. Make something, grow something, look after someone.',
      },
      advice: 'Give what you are growing steady, patient care, and let it take the time it needs.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a nurturing that smothers, or a creative life left untended',
      meaning:
        "Reversed, the Empress's abundance stalls or tips into excess. The modern reading sees creative block, dependence, smothering care or a neglect of your own needs while you look after everyone else. Waite also speaks of vacillation, and of tangled matters coming to light.",
      subjects: {
        love: 'One of you may be mothering the other or leaning too hard on the relationship for comfort. Give each other room to breathe.',
        work: 'Work feels barren and creativity is not flowing. Step back, rest and let ideas return rather than forcing them.',
        money:
          'Generosity, to yourself or to others, is draining your reserves. Look at where giving has become a habit you cannot afford.',
        health:
          'You may be caring for everyone but yourself. Rebuild the basics: regular meals, sleep and time outside.',
        home: 'Too much caretaking or too little: someone at home is either smothered or neglected. Rebalance who does what.',
        travel:
          'Going may feel more of a chore than a pleasure just now, or keep being put off. Choose the restful plan over the ambitious one.',
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
  'major-04-emperor': {
    upright: {
      theme: 'a steady hand that brings order, structure and protection',
      meaning:
        "The Emperor sits on a stone throne carved with rams' heads, armour beneath his robe and barren mountains behind him. Waite gives stability, power, protection and the reason and conviction of a great person. This is authority used to build something that lasts: rules, plans and a firm boundary.",
      subjects: {
        love: 'Commitment, reliability and clear agreements strengthen what is between you. Be the steady one, and say plainly what you will and will not accept.',
        work: 'Structure wins here: a clear plan, defined responsibilities and firm boundaries. Take authority over your own part of it and put the terms in writing.',
        money:
          'Budgets, long-term planning and disciplined saving pay off now. Put your finances on a firm footing with a written plan.',
        health:
          'A regular routine gives your body the stability it wants. Set fixed times for sleep, meals and exercise, and keep them.',
        home: 'Someone needs to take responsibility at home, and it may be you. Fair rules, kept consistently, will calm things.',
        travel:
          'Good organisation carries you through. Sort permits, paperwork and dates early, and keep copies.',
        study: 'Discipline and a timetable will get you through. Treat the work like a job with set hours.',
        legal:
          'Order and proper procedure favour whoever has prepared properly. Follow the rules exactly and keep full records.',
        spirit:
          'Your inner life grows stronger with some structure. Set a daily practice and make it non-negotiable.',
      },
      advice: 'Write the plan down, with dates, and take responsibility for keeping to it.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a grip hardened into rigidity, or no firm hand at all',
      meaning:
        "Reversed, the Emperor's authority either grips too tightly or slips altogether. The modern reading sees domination, stubbornness and a need to control, or immaturity and chaos where structure should be. Waite also notes obstruction and confusion, though sometimes a softening into benevolence.",
      subjects: {
        love: 'One of you may be controlling, proud of being in charge or unwilling to bend. Love cannot be run like a chain of command.',
        work: 'A domineering hand, an inflexible system or your own refusal to let go of control is causing friction. Loosen your grip where you can, and stand firm where you must.',
        money:
          'Either rigid control or careless disorder is hurting your finances. Find the middle: a budget you can actually live with.',
        health:
          'A regime that is too strict can be as unhelpful as no routine at all. Allow flexibility and listen to what your body can manage.',
        home: 'Someone at home, perhaps you, may be laying down the law too hard, or no one is taking charge at all. Invite the others into the decisions.',
        travel:
          'Bureaucracy and paperwork may hold things up, or plans lack any organisation. Check official requirements carefully.',
        study:
          'You may rebel against a structure you actually need, or drive yourself without rest. Find a timetable that is firm but humane.',
        legal:
          'Bureaucratic obstacles or heavy-handed authority may complicate the matter. Stay calm, document everything and rely on proper advice.',
        spirit:
          'You are clinging to control where surrender would serve you better. Ask what you are trying to protect.',
      },
      advice: 'Hand one decision you have been gripping to someone else, and see what happens.',
      lean: 'no',
    },
  },
  'major-05-hierophant': {
    upright: {
      theme: 'the wisdom of tradition, a trusted teacher and the accepted way',
      meaning:
        'The Hierophant sits between two pillars, raising a hand in blessing over two kneeling followers, the crossed keys at his feet. Waite gives marriage, alliance and the counsel of the person you turn to for guidance. This card favours established institutions, shared beliefs and learning from those who have gone before.',
      subjects: {
        love: 'Shared values and promises kept are what hold you together now. Talk about what commitment means to each of you, in plain words.',
        work: 'Proper channels and the advice of someone experienced serve you well. Follow the established route and learn from those who have walked it.',
        money:
          'Conventional, trusted approaches are best now: sound advice, a plan that has worked for others, promises put in writing.',
        health:
          'Tried and tested routines and properly qualified practitioners are your best support. Follow sound advice rather than the latest fad.',
        home: 'Shared customs and an agreed way of doing things steady your home. Honour the habits that matter to the people around you.',
        travel:
          'Official channels and proper procedure are the way through. Follow the rules for permits and papers, and ask someone who has gone before.',
        study: 'A good teacher and a proven method are favoured. Learn the method before you improvise.',
        legal:
          'Institutions and formal processes are the right route. Seek qualified counsel and follow established procedure.',
        spirit:
          'A tradition, a teacher or a community of faith can guide you now. Find a practice that others have walked before you.',
      },
      advice: 'Seek out someone who has done this before, and ask them how they did it.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a break with convention and rules that no longer fit',
      meaning:
        "Reversed, the Hierophant's order is questioned. The modern reading sees rebellion, unconventional choices and freedom from dogma, but also bad advice from an authority you trusted. Waite adds over-kindness and weakness: a teacher who tells you only what you want to hear.",
      subjects: {
        love: "What is between you may not fit the usual mould, and other people's expectations press on it. Decide what commitment means to the two of you.",
        work: 'Rigid rules or outdated methods at work frustrate you. You may do better on your own terms, though not every rule is worth breaking.',
        money:
          'Advice from an official source may not suit your situation. Question the standard approach before you follow it.',
        health:
          'Standard advice may need adapting to your particular body. Ask questions, seek a second opinion if something does not fit, and keep to what genuinely helps you.',
        home: 'Expectations about how home should be run feel like a cage. You can respect the others without living entirely by their rules.',
        travel:
          'A less familiar route, or a step away from what is expected of you, calls now. Expect some red tape along the way.',
        study: 'Formal teaching may not suit how you learn. Add your own approach alongside the set one.',
        legal:
          'Procedures may be questioned or rules disputed. Get advice from someone independent as well as from official sources.',
        spirit: 'You are outgrowing a belief handed to you. Let your own experience lead.',
      },
      advice: 'Name one rule you follow only out of habit, and decide whether to keep it.',
      lean: 'unclear',
    },
  },
  'major-06-lovers': {
    upright: {
      theme: 'a love freely chosen and a choice made from the heart',
      meaning:
        'The Lovers stand naked beneath an angel, the man before the tree of flames and the woman before the tree with the serpent. Waite gives attraction, love and beauty, and trials overcome. The modern reading adds a meaningful choice: union that rests on shared values, and a decision made with your whole self.',
      subjects: {
        love: 'This is one of the strongest cards for romance: deep attraction, mutual respect and a bond that can be chosen and kept. Be honest about what you want from each other.',
        work: 'A choice lies before you, and it is about values as much as gain. Choose the path you could stand behind wholeheartedly.',
        money:
          'Money decisions here are really choices about what you value and who you share it with. Agree your priorities, with yourself and anyone affected, before you commit.',
        health:
          'Harmony between what you want and what you do makes your routines easier to keep. Choose habits you genuinely enjoy.',
        home: 'Close bonds deepen and an old difference can be made up. Choose warmth over being right.',
        travel:
          'Where you go is a choice of the heart as much as the head. Decide with the people it affects and you will be glad of it.',
        study:
          'What you choose to learn matters more than it looks. Follow what you love, not only what you think you should.',
        legal:
          'A decision rests on your values as much as your interests. Choose the course you can stand behind for years.',
        spirit: 'Alignment between heart and head brings peace. Act from what you truly value.',
      },
      advice: 'Make the choice that matches what you value most, and tell the person it concerns.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a bond pulled out of balance, or a choice made against the heart',
      meaning:
        'Reversed, the Lovers lose their harmony. Waite gives failure and foolish designs; the modern reading adds misaligned values, temptation, broken trust and a choice avoided or made for the wrong reasons. The two figures no longer face the same way.',
      subjects: {
        love: 'There is imbalance: one gives more, values differ or temptation intrudes. Talk about where you each want this to go before drifting further apart.',
        work: 'Something about the work no longer sits with your values, or a working relationship is strained. Look honestly at your reasons for staying as you are.',
        money:
          'You may disagree with someone over money, or be pulled by desire rather than sense. Slow down and line up your choices with your priorities.',
        health:
          'Your habits and your intentions pull against each other. Small, consistent steps will bring them back together.',
        home: 'Divided loyalties pull at you at home, and someone is bound to feel let down. Be fair and say what you can and cannot do.',
        travel:
          'The people affected by this plan may want different things. Settle it together before anyone commits.',
        study:
          'Doubts about the path you have chosen may be sapping your effort. Decide whether to recommit or change direction.',
        legal:
          'A choice made under pressure or against your values is risky in formal matters. Take time and advice before agreeing to anything.',
        spirit: 'You feel divided within yourself. Listen to the part of you that has been overruled.',
      },
      advice: 'Have the honest conversation about values that you have been postponing.',
      lean: 'no',
    },
  },
  'major-07-chariot': {
    upright: {
      theme: 'a victory won by will, focus and steady control',
      meaning:
        'The Chariot carries an armoured figure under a starry canopy, drawn by a black sphinx and a white one that he steers without reins. Waite gives triumph, providence and the overcoming of obstacles, with a warning against presumption. Progress comes from holding opposing forces together and driving forward.',
      subjects: {
        love: 'Determination helps love past its obstacles. Know what you want from this and move towards it with purpose.',
        work: 'Drive and focus bring a win. Name the one result you are aiming at, and steer the demands pulling two ways toward it, as the charioteer steers his sphinxes.',
        money:
          'Disciplined effort brings financial progress. Control your impulses and the goal is within reach.',
        health:
          'Willpower and consistency carry you forward. Set one steady aim for your wellbeing and track it.',
        home: 'You may be steering things at home through a busy time. Keep everyone pointed in one direction.',
        travel:
          'This card speeds journeys and any move that needs determination. Commit to your plan and keep to your schedule.',
        study: 'Self-discipline carries you to the finish. Keep to the plan and you will get there.',
        legal:
          'Determination and well-controlled preparation strengthen your position. Keep your emotions in check and stay the course.',
        spirit:
          'You can master conflicting parts of yourself. Decide where you are headed and hold the line.',
      },
      advice: 'Pick the one goal that matters most and drive towards it without detours.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a loss of direction, with the sphinxes pulling two ways',
      meaning:
        "Reversed, the Chariot's sphinxes pull against each other and the driver loses control. Waite gives riot, quarrel, dispute, litigation and defeat; the modern reading adds aggression, scattered effort and plans that veer off course. Force without direction gets you nowhere.",
      subjects: {
        love: 'You are pulling in different directions, or one of you is trying to win rather than connect. Stop and agree on a direction.',
        work: 'Conflict, stalled plans or aggressive tactics undermine progress. Regain control of your time before pushing harder.',
        money:
          'Money is slipping out of control or a goal has slipped away. Step back and set a realistic course.',
        health:
          'Overdoing it, or scattering your efforts across too many plans, leaves you drained. Slow down and pick one thing.',
        home: 'Arguments and power struggles shake things at home. Someone has to stop pushing, so the others can be heard.',
        travel:
          'Delays or changed plans are possible; leave extra time and stay flexible. Forcing the pace now only costs you more.',
        study:
          'Scattered effort and lack of focus hurt your results. Narrow your attention to one subject at a time.',
        legal:
          'Matters can escalate when tempers rise. Keep a cool head and let careful advice set the pace.',
        spirit: 'Inner conflict is pulling you apart. Name the two things you want and choose between them.',
      },
      advice: 'Stop pushing for a day, and decide which direction you actually want to go.',
      lean: 'no',
    },
  },
  'major-08-strength': {
    upright: {
      theme: 'a gentle courage that tames what is wild without force',
      meaning:
        "Strength shows a woman in white, crowned with flowers, calmly closing a lion's jaws. Waite gives power, energy, courage and magnanimity, leading to success and honours. The modern reading stresses patience and compassion: the strength that soothes rather than overpowers.",
      subjects: {
        love: 'Patience and tenderness carry the relationship further than pressure ever could. A calm, loving response disarms tension.',
        work: 'Quiet confidence and steady persuasion win people over. Handle what is difficult with patience rather than force.',
        money:
          "Self-control with money brings lasting results. Hold steady against pressure, your own or anyone else's.",
        health:
          'Gentle persistence does more for you than force. Treat your body with patience and kindness, and trust your resilience.',
        home: 'You are the calm one who settles tempers at home. Your patience keeps the peace.',
        travel: 'You have the inner resources for whatever this asks of you. Trust yourself to adapt.',
        study: 'Persistence and composure will see you through. Calm practice beats cramming.',
        legal: 'A composed, dignified approach serves you well. Keep your temper and let the facts speak.',
        spirit: 'Your inner strength is greater than your fears. Meet what frightens you with compassion.',
      },
      advice: 'Answer the next provocation with calm and patience instead of force.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a loss of nerve that lets fear or temper take charge',
      meaning:
        'Reversed, the lion breaks free. Waite gives despotism, abuse of power, weakness and discord; the modern reading adds self-doubt, low confidence and raw feeling running unchecked. The gentle hand has lost its nerve or its patience.',
      subjects: {
        love: 'Insecurity or temper is unsettling the relationship. Notice when fear speaks instead of you.',
        work: 'Low confidence holds you back, or someone is using power harshly. Stand your ground calmly.',
        money:
          'Impulse or pressure gets the better of your judgement with money. Put limits in place that protect you from yourself.',
        health:
          'Your energy may feel low and your resolve thin. Rest properly, rebuild slowly, and ask a professional if you feel drained for long.',
        home: 'Short fuses and unspoken insecurities cause friction. Take a breath before you respond.',
        travel: 'Anxiety about going saps your enthusiasm. Prepare well and take it step by step.',
        study:
          'Doubting your ability is hurting your performance more than any gap in knowledge. Remind yourself what you already know.',
        legal:
          'Fear or anger could push you into a poor choice. Let someone calm and informed check your thinking first.',
        spirit: 'You have forgotten your own courage. Start with one small brave act.',
      },
      advice: 'Do one small thing this week that proves to you that you can.',
      lean: 'unclear',
    },
  },
  'major-09-hermit': {
    upright: {
      theme: 'a time of withdrawal to find your own light',
      meaning:
        'The Hermit stands alone on a snowy peak, holding up a lantern with a six-pointed star inside and leaning on a staff. Waite gives prudence and circumspection; the modern reading sees introspection, solitude and the wisdom found by stepping back. The answer comes from within and takes its own time.',
      subjects: {
        love: 'You may need time alone to understand what you want, or the other person may be withdrawing to think. Space now does not have to mean distance for ever.',
        work: 'Step back from the noise to think clearly about your path. Careful independent work, or the quiet advice of an experienced mentor, serves you best.',
        money:
          "Step back from the pressure of other people's expectations and think it through alone. A quiet, careful look at what you can truly afford will show you what to do.",
        health:
          'Rest, quiet and time alone restore you now. Cut back on social commitments for a while and let yourself recharge.',
        home: 'You may need some solitude even at home. Ask for it kindly and the others will understand better than you fear.',
        travel:
          'Going alone, or going slowly, suits this card. Give any big decision about where you live more thought before you commit.',
        study:
          'Independent study and deep focus pay off. Find a quiet place, switch off your phone and work alone.',
        legal:
          'Take time to think before deciding anything. Private reflection and the counsel of one trusted adviser will serve you better than many opinions.',
        spirit:
          'This is a season for inner searching. Solitude, meditation and honest reflection light the way a step at a time.',
      },
      advice: 'Book an evening alone, without screens, and ask yourself what you really want.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'a solitude that has slipped into isolation and loneliness',
      meaning:
        "Reversed, the Hermit's retreat becomes a hiding place. Waite gives concealment, disguise and fear, with an over-cautious refusal to act; the modern reading adds loneliness and withdrawal gone too far. It may be time to come down from the mountain and rejoin others.",
      subjects: {
        love: 'Withdrawal is creating distance, or loneliness is shaping your choices. Reach out honestly to someone who has shown they care.',
        work: 'Working in isolation is cutting you off from support. Let people see your work and hear what you need.',
        money:
          'Secrecy or excessive caution around money is not serving you. Go through the figures with someone you trust.',
        health:
          'Too much time alone may be lowering your spirits. Company, daylight and fresh air will help, and talk to someone if the low mood lingers.',
        home: 'Someone at home is shutting the others out, perhaps you. Keep the door open without forcing it.',
        travel:
          'You may be avoiding a journey out of fear, or travelling to run away from something. Be honest with yourself about which it is.',
        study:
          'Studying alone has stopped working for you. Ask for help, or find others learning the same thing.',
        legal:
          'Avoiding the matter will not make it go away. Seek advice rather than trying to manage it alone.',
        spirit:
          'Reflection has turned into rumination. Come back to the world and share what you have learned on the mountain.',
      },
      advice: 'Reach out to one person this week and arrange to see them.',
      lean: 'no',
    },
  },
  'major-10-wheel-of-fortune': {
    upright: {
      theme: 'a turn of fortune that carries you upward',
      meaning:
        'The Wheel turns in the sky, a sphinx on top, a serpent descending on one side and a jackal-headed figure rising on the other, with the four winged creatures in the corners. Waite gives destiny, fortune, success, elevation and luck. Circumstances shift, often in your favour, and timing matters.',
      subjects: {
        love: 'Timing turns in your favour, and what is between you can move into a new phase. Be ready to say yes when the moment opens.',
        work: 'A change in circumstances can open a door you thought was shut. Be ready to move when the moment arrives.',
        money:
          'Fortune turns upward, perhaps unexpectedly. Enjoy it wisely and put some aside, since wheels keep turning.',
        health:
          'Things turn for the better when you stop fighting the tide. Use the good days to set routines that carry you through quieter ones.',
        home: 'Circumstances at home change, mostly for the better. Go with the turn rather than clinging to how things used to be.',
        travel:
          'Timing is on your side, and the way to go may open unexpectedly. Act while the wheel is turning in your favour.',
        study:
          'Results may come in better than you expected, and new doors open. Keep working so that luck has something to land on.',
        legal:
          'Circumstances may shift in ways no one controls. Stay flexible and ready to respond when things move.',
        spirit: 'You are part of a larger cycle than you can see. Trust that this turn has meaning.',
      },
      advice: 'Stay ready, and say yes when the timing turns your way.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a downturn in luck, or a cycle that keeps repeating',
      meaning:
        'Reversed, the Wheel turns against you for a while. The modern reading sees bad luck, setbacks, resistance to change and patterns that repeat until they are understood. What goes down also comes round again, so this is a passing phase rather than a verdict.',
      subjects: {
        love: 'An old pattern is repeating itself, or the timing is simply against you for now. Notice what keeps happening and change your own part in it.',
        work: 'Setbacks beyond your control slow your progress. Weather them quietly and prepare for the next upturn.',
        money:
          'Money may run against you for a while. Keep a cushion and avoid risky bets until the wheel turns.',
        health:
          'A run of low energy may test your patience. Keep to your good habits and trust that the phase will pass.',
        home: 'The same trouble at home seems to come round again and again. Break the cycle by responding differently this time.',
        travel:
          "Plans may be delayed or disrupted by things outside anyone's control. Build in flexibility and a fallback.",
        study:
          'Results may disappoint or circumstances may interfere with your work. Regroup, look at what went wrong, and try again.',
        legal:
          'Delays and reversals are possible while circumstances shift. Be patient and keep your papers complete and ready.',
        spirit:
          'You are resisting a change that is already under way. Let go of what you cannot control and tend what you can.',
      },
      advice: 'Name the pattern that keeps repeating, and change your own part in it.',
      lean: 'no',
    },
  },
  'major-11-justice': {
    upright: {
      theme: 'a fair reckoning in which the truth is weighed',
      meaning:
        'Justice sits between two pillars, a raised sword in one hand and balanced scales in the other. Waite gives equity, rightness and probity, and in a dispute the triumph of the side that is in the right. What is fair comes forward, and actions meet their consequences.',
      subjects: {
        love: 'A relationship built on equal give and take will hold, and honesty is the heart of the matter now. If something has been out of balance between you, this is the time to put it right.',
        work: 'Questions of fairness and accountability come to the fore, and your integrity is noticed. Good work done honestly is rewarded.',
        money:
          'Honest dealings and balanced books serve you well. Be clear about what is owed, either way, and read every agreement before you sign it.',
        health:
          'Your body is asking for balance between effort and rest. Look honestly at your habits and adjust the ones that tip the scales.',
        home: 'Harmony returns when effort, money and care are shared fairly. Be even-handed, even with the person who tests your patience.',
        travel:
          'Visas, permits and official papers go through smoothly when everything is correct. Check each document against the rules before you submit it.',
        study:
          'Results reflect the work you have actually done, neither more nor less. Check your own progress strictly and you will know where you stand.',
        legal:
          'The card favours fairness, clear evidence and honest dealing. Prepare thoroughly and tell the truth; no card can promise a verdict.',
        spirit:
          'Seeing yourself clearly, without excuses or self-punishment, brings peace. Take responsibility for your choices and let that be enough.',
      },
      advice: 'Weigh both sides honestly on paper before you decide.',
      lean: 'yes',
    },
    reversed: {
      theme: 'an imbalance, a bias, or a truth that is dodged',
      meaning:
        'Reversed, the scales tip. Waite speaks of legal complications, bias and excessive severity; the modern reading adds unfairness, dishonesty and a refusal to take responsibility. Someone is not being held to account, or is being judged too harshly.',
      subjects: {
        love: 'The balance between you feels lopsided, or someone will not own their part. Name what feels unfair without turning it into a trial.',
        work: 'Biased treatment or a dispute over terms may surface. Keep dated records and raise concerns through the proper route.',
        money:
          'Errors, unfair charges or a dishonest deal could cost you. Go through statements and agreements line by line.',
        health:
          'You may be giving far more to others than to your own wellbeing. Claim back some hours for rest.',
        home: 'Something at home feels unfair, and resentment builds while it goes unsaid. Raise it now, calmly, before it hardens.',
        travel:
          'A mistake in paperwork or a bureaucratic tangle could hold you up. Check names, dates and entry rules twice.',
        study:
          'A result may feel unfair, or you may be avoiding the honest work the subject needs. Ask for feedback, then act on it.',
        legal:
          'Complications, delays or a sense of bias may arise. Keep meticulous records and take good advice; the card describes the difficulty, not the ending.',
        spirit: 'You may be judging yourself too harshly, or not at all. Look for the honest middle.',
      },
      advice: 'Own your part in what went wrong, and ask others to own theirs.',
      lean: 'no',
    },
  },
  'major-12-hanged-man': {
    upright: {
      theme: 'a pause that turns the world upside down and shows it anew',
      meaning:
        'The Hanged Man hangs calmly by one foot from a living tree, his face serene and a halo round his head. Waite gives wisdom, discernment, trials and sacrifice; the modern reading sees suspension, surrender and a new perspective found by letting go. Things are on hold, and the waiting has a purpose.',
      subjects: {
        love: 'A relationship may be in limbo, and pushing for an answer will not bring one sooner. Use the pause to see the other person as they are, not as you hoped.',
        work: 'Things stall and decisions are out of your hands for now. Use the lull to rethink the approach instead of pushing the same door.',
        money:
          'This is a time to hold rather than act. A small sacrifice now, such as something wanted and deferred, may serve you well later.',
        health:
          'Slowing down is the wisest thing you can do for your body now. Lie down, stretch, breathe, and let rest count as progress.',
        home: 'Matters at home are at a standstill and no one can hurry them. Let go of the need to fix everything at once.',
        travel:
          'Plans may be suspended or papers slow to arrive. Wait for the picture to settle rather than forcing a date.',
        study:
          'A problem that defeated you head-on may yield if you come at it from the other end. Take a break and return with fresh eyes.',
        legal:
          'Matters may be on hold for reasons outside your control. Use the time to look at the whole thing from a different angle.',
        spirit:
          'Surrender brings insight that effort could not. Let go of control for a while and notice what appears.',
      },
      advice: 'Stop trying to force it, and look at the situation from the opposite side.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'a stalling that serves no purpose, or a sacrifice made in vain',
      meaning:
        'Reversed, the hanging figure struggles against his rope. Waite gives selfishness and the pull of the crowd; the modern reading adds indecision, delay without purpose and martyrdom that helps no one. You may be waiting for something that will not come, or resisting a necessary surrender.',
      subjects: {
        love: 'You may be waiting for someone to change, or giving up too much of yourself to keep the peace. Decide whether to commit fully or to step away.',
        work: 'Stalling is now costing you more than acting would. Make the decision you have been putting off, even if it is imperfect.',
        money:
          'Waiting for the perfect moment is costing you. Decide on the numbers as they stand, and cut your losses where they say you should.',
        health:
          'Holding on to a routine that no longer suits you may be keeping your energy low. Allow yourself a real change, starting small.',
        home: 'Someone at home is playing the martyr or refusing to budge. Ask directly what would help, and say what you can offer.',
        travel:
          'Plans to go keep being talked about and never settled. Choose a date or let the idea go with a clear conscience.',
        study:
          'Procrastination, not ability, is the obstacle. Sit down today for twenty minutes and begin badly.',
        legal:
          'Delay is not protecting you in this matter. Take advice and set yourself a date for a decision.',
        spirit:
          'You are clinging to a view of things that no longer serves you. Turn it over and see what you have been refusing to look at.',
      },
      advice: 'Set a deadline for the decision you keep postponing, and keep it.',
      lean: 'no',
    },
  },
  'major-13-death': {
    upright: {
      theme: 'an ending that clears the ground for what comes next',
      meaning:
        'A skeleton in black armour rides a white horse, bearing a banner with a white rose, while a king falls and a child and a bishop look on; the sun rises between two towers. Waite lists the end of things; readers today take it as change and never read it literally. It means transformation: one chapter closes so that another can begin.',
      subjects: {
        love: 'A relationship, or a way of relating, is reaching its natural end so that something more honest can grow. Let the old pattern go even if the person stays.',
        work: 'A chapter in your working life is closing, whether a role, a way of working or an old ambition. Make room for what comes next rather than clinging to what is finished.',
        money:
          'An old arrangement or habit with money has run its course. Close it cleanly and start afresh.',
        health:
          'A change of habit is due: an old routine can be retired to make room for a better one. Treat it as renewal, nothing to fear.',
        home: 'A chapter at home is closing, and the way you live is changing. Mark the ending so everyone can move on together.',
        travel:
          'Where you go now marks the close of one phase of your life. Leave behind what no longer fits.',
        study:
          'A stage of learning is complete. Move on to the next level instead of repeating what you already know.',
        legal:
          'A matter may be drawing to a close, making way for a new stage. Prepare for what follows the decision rather than the decision alone.',
        spirit:
          'Something in you is being transformed. Let the old self go with gratitude for what it carried.',
      },
      advice: 'Let go of one thing that has already ended, and clear the space it took.',
      lean: 'no',
    },
    reversed: {
      theme: 'a refusal to let go, and the stagnation that follows',
      meaning:
        'Reversed, the rider is held back. Waite gives inertia, sleep and lethargy; the modern reading adds resistance to change and the stagnation of holding on to what has already ended. The change is coming anyway, and the struggle only prolongs it.',
      subjects: {
        love: 'One of you is holding on to something that has run its course, out of fear more than love. Be honest about what is over and what is not.',
        work: 'Resisting a change that has already begun keeps you stuck in a role that no longer fits. Accept the shift and look for what it makes possible.',
        money:
          'Holding on to an old way with money because change feels worse is costing you. Work out the real price of staying as you are.',
        health:
          'You may be resisting a change of habit that would leave you feeling better. Start the new routine gently and let the old one fade.',
        home: 'Home life is stuck because no one will name the change that is already happening. Say it aloud together.',
        travel:
          'You may be putting off a change of place you already know you need. Every month of hesitation makes the step feel larger.',
        study:
          'Holding on to a method that no longer works keeps your progress flat. Try a new way of working this week.',
        legal:
          'Inertia drags the matter out. Take the next concrete step yourself rather than waiting for it to resolve itself.',
        spirit:
          'Fear of change is keeping you where you are. Trust that something new is waiting on the other side of the door.',
      },
      advice: 'Name the thing you are refusing to let go of, and take one step away from it.',
      lean: 'unclear',
    },
  },
  'major-14-temperance': {
    upright: {
      theme: 'a patient blending of opposites into a workable middle way',
      meaning:
        'Temperance shows a winged angel with one foot on land and one in a pool, pouring water from one cup into another without spilling. Waite gives economy, moderation, frugality and good management. The modern reading sees balance, patience and the slow alchemy of combining things that seemed not to fit.',
      subjects: {
        love: 'Patience and compromise bring harmony, and the relationship grows through small daily kindnesses rather than grand gestures. Meet each other halfway.',
        work: 'Cooperation gets results where force would not. Look for what others can bring, and keep a pace you can sustain.',
        money:
          "Moderate, steady habits with money build real security. Avoid both penny-pinching and the occasional splurge that undoes a month's care.",
        health:
          'Moderation suits your body beautifully now. Keep a sensible rhythm of food, activity and rest, and change one thing at a time.',
        home: 'You are the one who can calm things at home. A fair, quiet word from you settles more than a loud one.',
        travel:
          'Plans to go work best when they are paced and prepared, not rushed. Give each stage the time it needs.',
        study: 'Steady, regular study beats last-minute bursts. A little every day keeps it fresh.',
        legal:
          'Patience and a measured approach serve you well. Where there is give and take, look for the middle ground before positions harden.',
        spirit:
          'Inner balance grows through patience. Give reflection and action an equal share of your days.',
      },
      advice: 'Choose the moderate option this time, and give it a few weeks to work.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a swing to excess, and the discord of things that will not mix',
      meaning:
        "Reversed, the angel's cups spill. Waite gives disunion, unfortunate combinations and competing interests; the modern reading adds excess, impatience and a life out of balance. Something is being overdone, or two forces refuse to mix.",
      subjects: {
        love: 'You want different things at different speeds, and impatience turns small differences into clashes. Slow down before you decide you are incompatible.',
        work: 'Overwork, or people and demands that simply do not mesh, is wearing you out. Restore a pace that can last beyond this month.',
        money:
          'Excess in one direction is unbalancing your finances: too much given, spent or held back. Rein it in and smooth out the month.',
        health:
          'Too much of one thing and too little rest may be leaving you depleted. Restore moderation gently, and ask a professional if you are unsure where to begin.',
        home: 'Clashing personalities and competing demands unsettle the household. Find the one thing everyone agrees on and build from there.',
        travel:
          'Rushed plans, or people who want very different things from this, make it stressful. Agree the pace before you set off.',
        study: 'Cramming one week and neglect the next are both hurting you. Rebuild a steady daily routine.',
        legal:
          'Competing pressures make balance hard for now. A neutral view may find the ground you cannot.',
        spirit: 'You feel out of balance within. Notice what you are overdoing and ease back a little.',
      },
      advice: 'Cut back on the one thing you have been overdoing.',
      lean: 'no',
    },
  },
  'major-15-devil': {
    upright: {
      theme: 'a chain of desire, habit or fear that you could slip off',
      meaning:
        'The Devil squats on a pedestal with a man and a woman chained loosely below him, horns sprouting from their heads. Waite gives extraordinary efforts, force and a sense of things fated; the modern reading sees bondage, materialism, obsession and unhealthy attachments. The chains are loose enough to lift off, though the figures have not noticed.',
      subjects: {
        love: 'Intense attraction, jealousy or a bond that feels hard to leave is indicated. Ask yourself honestly whether this is love or a habit you are afraid to break.',
        work: 'You may feel trapped in your work by the money or by your own ambition. Look closely and you may find the chain is looser than it feels.',
        money:
          'Money, owed, spent or worried over, has more hold on you than it should. Face the figures honestly, all of them, in one sitting.',
        health:
          'A habit has more hold on you than you would like. Notice when it pulls hardest, and seek support from a professional if it is hard to loosen alone.',
        home: 'Old patterns or a heavy sense of obligation keep you stuck at home. Set one firm boundary and keep it.',
        travel:
          'Fear or obligation may be tying you to a place you want to leave. Ask what really prevents you from going.',
        study:
          'Distractions have the upper hand, and you know which ones. Put the phone in another room while you work.',
        legal:
          'Be wary of agreements that bind you more tightly than you realise. Read every clause before you sign.',
        spirit:
          'Look at what controls you and whether you still choose it. Seeing the chain clearly is the first step to lifting it off.',
      },
      advice: 'Identify the habit that controls you, and take one concrete step to loosen it.',
      lean: 'no',
    },
    reversed: {
      theme: 'a release from a hold that had you bound',
      meaning:
        'Reversed, the chains come off. The modern reading sees release, breaking free of a compulsion or an unhealthy tie, and reclaiming your own power. Waite gives weakness and pettiness, so the freedom must be chosen and kept: old habits do not vanish on their own.',
      subjects: {
        love: 'A hold that was bad for you is loosening, whether a controlling dynamic or an old compulsion. Protect the freedom you have gained.',
        work: 'You are ready to break free of whatever has held you hostage at work. Plan your next step properly so you do not drift back.',
        money:
          'The hold money had on you is loosening, and a sense of control returns. Keep to the new discipline even when the pressure eases.',
        health:
          'You are reclaiming control of your habits. Celebrate the small wins and keep your support close.',
        home: 'You are drawing boundaries with people who held too much sway. Hold them kindly, but hold them.',
        travel:
          'Whatever kept you rooted to the spot is loosening its grip. If you want to go, the way is opening.',
        study:
          'The distractions that held you back are losing their pull. Use the new focus while it is fresh.',
        legal:
          'You may be freeing yourself from a binding arrangement. Take advice on each step so nothing ties you again.',
        spirit:
          'Old fears lose their grip on you. Enjoy the freedom, and stay awake to the pull of old patterns.',
      },
      advice: 'Keep the boundary you have just set, even when the old pull returns.',
      lean: 'unclear',
    },
  },
  'major-16-tower': {
    upright: {
      theme: 'a sudden upheaval that brings down what was built on sand',
      meaning:
        'Lightning strikes a tower on a rock, blowing off its crown and hurling two figures headlong among falling flames. Waite gives distress, adversity and unforeseen catastrophe; the modern reading sees sudden change, revelation and the collapse of false structures. It is a shock, and what survives it is sound.',
      subjects: {
        love: 'A sudden revelation or upheaval shakes the relationship. What was false will not survive it, and what was true can be rebuilt on firmer ground.',
        work: 'Sudden change shakes the ground at work, and a structure that looked solid may give way. Keep your options open and your footing sure.',
        money:
          'A sudden shock may shake your finances or your trust in an arrangement. Hold something in reserve and avoid risky bets for now.',
        health:
          'A jolt may make you rethink a routine or slow you down. Take the signal seriously and see a professional promptly if something feels wrong.',
        home: 'A sudden change or a blazing row shakes things at home. Once the dust settles, the air may be clearer than it has been for years.',
        travel: 'Plans may be disrupted without warning. Have a fallback in place before you rely on them.',
        study:
          'Something unexpected may force a rethink of how you have been working. Rebuild your method on firmer ground.',
        legal:
          'Unexpected developments may change the situation sharply. Stay calm and get advice quickly rather than reacting on your own.',
        spirit: 'Illusions fall away, and it hurts. What is left standing is true, and it is yours.',
      },
      advice: 'Let the damaged structure go, and build the next one on honest foundations.',
      lean: 'no',
    },
    reversed: {
      theme: 'an upheaval delayed or resisted, with the cracks still showing',
      meaning:
        "Reversed, the Tower's collapse is postponed or happens inside you. Waite says it is the same in a lesser degree; the modern reading adds fear of change, a disaster narrowly averted, or a personal transformation taking place quietly within. Propping up the walls only delays what must come.",
      subjects: {
        love: 'You may be holding together something that is already cracked to avoid a confrontation. Talk now, before the break comes on its own terms.',
        work: 'A crisis is averted for now, but the fault underneath remains. Fix it while you have the breathing space.',
        money:
          'A warning about money is worth heeding now, before it grows. Shore up the weak spots in your finances this month.',
        health:
          'A warning sign is easier to act on now than later. Listen to what your body and mind are hinting, and ask a professional if in doubt.',
        home: 'Tension simmers at home without quite boiling over. Address it while voices can still stay low.',
        travel:
          'A disrupted plan can probably be rescued, or you may be resisting a change you need. Stay adaptable either way.',
        study:
          'A warning has come in time, and the weak spots are showing. Strengthen the parts you have been skipping.',
        legal: 'A complication may be postponed rather than resolved. Prepare as though it will return.',
        spirit:
          'Change is happening inside you even if your life looks the same from outside. Let it, rather than bracing against it.',
      },
      advice: 'Repair the crack you have been ignoring before it spreads.',
      lean: 'no',
    },
  },
  'major-17-star': {
    upright: {
      theme: 'a renewal of hope after the storm has passed',
      meaning:
        'The Star shows a naked woman kneeling by a pool under a great eight-pointed star, pouring water onto the land and into the water, an ibis resting in a tree behind her. The modern reading sees hope, healing, inspiration and calm, with bright prospects ahead. After hardship comes a clear, quiet faith in the future.',
      subjects: {
        love: 'Hope returns to your love life, whether through a gentle new connection or trust slowly rebuilt. You can afford to be open again.',
        work: 'Good prospects open up and your talents are seen for what they are. Follow the path that matches your ideals, not only your experience.',
        money:
          'Money matters move slowly in a hopeful direction. Keep steady and trust that the trend is upward.',
        health:
          'Hope and renewal are in this card, and calm does you good. Water, fresh air, sleep and gentle routines all support you now.',
        home: 'Peace settles at home and a hopeful mood returns. Let everyone enjoy the calm without rushing to the next thing.',
        travel:
          'Going in hope is favoured, and the plan restores your sense of wonder. Trust the direction you are drawn in.',
        study: 'Motivation returns and creative insight comes easily. Your best work may surprise even you.',
        legal:
          'A calmer period and clearer prospects may follow a difficult stretch. Stay honest, hopeful and well advised.',
        spirit:
          'You are reconnecting with faith and a sense of purpose. Spend time under the night sky and let it remind you.',
      },
      advice: 'Write down what you hope for, and take one gentle step towards it.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a hope that has dimmed, and faith in short supply',
      meaning:
        "Reversed, the Star's light is clouded. Waite gives arrogance, haughtiness and powerlessness; the modern reading sees discouragement, despair and a disconnection from what once inspired you. The star has not gone out, but you have stopped looking up.",
      subjects: {
        love: 'Disappointment has made you doubt that love can work out for you. Be kind to yourself and notice the small signs that it still can.',
        work: 'Motivation is low and the future looks grey from where you stand. Reconnect with the reason you chose this work in the first place.',
        money:
          'Pessimism may lead you to give up on a plan too soon. Take a realistic view, which is rarely as bleak as a discouraged one.',
        health:
          'Your spirits and energy may feel low. Rest, gentle routines and talking to someone you trust will help, and see a professional if the low mood does not lift.',
        home: 'A discouraged mood hangs over the home. One person sharing a little hope can change the air.',
        travel:
          'Plans that once excited you now feel flat or are postponed. Wait for your enthusiasm to return before you commit.',
        study:
          'Self-doubt is sapping your effort more than the material is. Look back at a piece of work you were proud of.',
        legal:
          'Discouragement may tempt you to give up sooner than you should. Talk it through with someone level-headed before deciding anything.',
        spirit:
          'You feel cut off from what used to sustain you. A small daily practice, kept for a month, can rekindle it.',
      },
      advice: 'Do one thing today that used to give you hope, even if you do not feel like it.',
      lean: 'unclear',
    },
  },
  'major-18-moon': {
    upright: {
      theme: 'a path through moonlit uncertainty, where fears and dreams blur',
      meaning:
        'The Moon shines between two towers over a winding path; a dog and a wolf bay at it, and a crayfish crawls from the water. Waite gives hidden enemies, deception, darkness and error; the modern reading sees illusion, anxiety, dreams and intuition. Nothing is quite what it seems, and the way forward is unclear.',
      subjects: {
        love: 'Confusion, unspoken feelings or a half-truth may cloud the relationship. Do not jump to conclusions in the dark; let the facts come to light first.',
        work: 'Unclear information or hidden agendas make decisions risky. Gather facts in writing before you act.',
        money:
          'Uncertainty or misleading information surrounds money matters. Avoid big commitments until the picture is clearer.',
        health:
          'Anxiety or restless sleep may be affecting you. Calm evening routines help, and a professional can help you sort real signals from worry.',
        home: 'Misunderstandings or unspoken tensions unsettle things at home. Ask what someone meant before assuming the worst.',
        travel:
          'Plans may be confusing or change at short notice. Double-check every detail and rely on nothing you have only assumed.',
        study:
          'Confusion about what is actually required is the real obstacle. Find out exactly what success looks like before you go further.',
        legal:
          'Facts are not yet clear and some may be hidden. Be cautious, keep copies of everything and take sound advice.',
        spirit:
          'Your intuition and dreams are vivid now. Pay attention to them, but test them against daylight before acting.',
      },
      advice: 'Wait for clearer light before you decide, and write down your dreams meanwhile.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'a fog beginning to lift, and fears shrinking in daylight',
      meaning:
        "Reversed, the Moon's confusion starts to clear. Waite gives instability and lesser deception; the modern reading sees fears released, secrets coming out and clarity returning. What frightened you in the dark looks smaller now.",
      subjects: {
        love: 'The truth about the relationship comes into view, and it is easier to face than the guessing was. Talk about what you now see.',
        work: 'Confusion clears and hidden matters come to light. Decisions that felt impossible last month become straightforward.',
        money:
          'You can finally see your financial position as it is. Act on the clearer picture while it is fresh.',
        health: 'Worry eases and sleep may settle. Keep the routines that quieten your mind in the evening.',
        home: 'A misunderstanding at home is cleared up. Clear the air properly so it does not creep back.',
        travel: 'Confusing plans straighten out and the route becomes clear. Confirm the details and go.',
        study: 'Concepts that puzzled you begin to make sense. Revisit the topic you gave up on.',
        legal: 'Facts that were hidden may come to light. Take advice on them before you act.',
        spirit: 'Fears lose their power as you look at them directly. Trust what you can now see clearly.',
      },
      advice: 'Face the fear you have been avoiding, and see how much smaller it has become.',
      lean: 'unclear',
    },
  },
  'major-19-sun': {
    upright: {
      theme: 'a time of joy, clarity and well-earned success',
      meaning:
        'The Sun blazes over a walled garden of sunflowers while a naked child rides a white horse, carrying a great red banner. Waite gives material happiness, a fortunate marriage and contentment. This is one of the brightest cards in the deck: warmth, vitality and things going right, out in the open for all to see.',
      subjects: {
        love: 'Happiness, warmth and openness fill what is between you. Let yourself enjoy it and show how you feel.',
        work: 'Success and recognition are yours, and confidence is justified. Step forward and let your work be seen.',
        money:
          'Prosperity and comfort grow. Enjoy your good fortune and share some of it with people who helped.',
        health:
          'Warmth, light and a brighter mood do you real good now. Get outside in the daylight and notice what feels good.',
        home: 'Joy and warmth fill the home, and there is laughter to share. Plan a day out in the open together.',
        travel: 'Plans to go turn out well and bring real pleasure. Head towards light and warmth.',
        study:
          'Clarity and confidence bring good results. You understand more than you give yourself credit for.',
        legal:
          'Clarity and openness are on your side. Put the plain facts forward; no card can promise a ruling, but this one favours the truth.',
        spirit: 'You feel alive and connected to something larger. Let your light show without apology.',
      },
      advice: 'Share what is going well with the people who helped you get here.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a happiness clouded for a while, or joy postponed',
      meaning:
        'Reversed, the Sun still shines but behind cloud. Waite says the meaning is the same in a lesser sense; the modern reading sees delays, a dampened mood or optimism that runs ahead of the facts. The good is still there, only slower to arrive or harder to feel.',
      subjects: {
        love: 'Happiness is present but muted by small worries or expectations that were too high. Bring back some playfulness and the warmth will follow.',
        work: 'Success may come later or smaller than you hoped. Keep going; the sun has not set on this.',
        money:
          'Gains are slower or smaller than expected. Budget for the real figure, not the hoped-for one.',
        health: 'Your energy may dip for a while. Daylight, rest and gentle activity will bring it back.',
        home: 'Joy at home is dampened by small tensions that nobody mentions. Something shared and light-hearted would lift everyone.',
        travel:
          'Plans may be delayed or fall a little short of what you pictured. Keep expectations modest and enjoy what they do bring.',
        study:
          'A little overconfidence or a dip in motivation may cost you. Keep working steadily right to the end.',
        legal: 'Progress may be slower than you hoped. Stay patient and keep every paper in order.',
        spirit: 'You have lost touch with simple joy for a while. Look for it in ordinary things this week.',
      },
      advice: 'Spend an hour in daylight doing something you enjoyed as a child.',
      lean: 'yes',
    },
  },
  'major-20-judgement': {
    upright: {
      theme: 'a call to rise, answer honestly and begin again',
      meaning:
        'Judgement shows an angel blowing a trumpet while men, women and children rise up below, arms outstretched towards the sky. Waite gives a change of position, renewal and outcome; the modern reading sees an awakening, a reckoning and a calling you can no longer ignore. The past is reviewed, forgiven and left behind.',
      subjects: {
        love: 'What is between you is seen with honest eyes, and old wounds can be forgiven. A fresh start is possible if both of you have learned.',
        work: 'A deeper question about your work is asking to be heard. Answer it honestly, even if the answer means change.',
        money:
          'An honest review of your finances clears the way for a fresh start. Settle old matters so they stop following you.',
        health:
          'A fresh commitment to your wellbeing feels right. Renew the habits you know work for you, this time with clear intention.',
        home: 'Honest talk and forgiveness bring people at home back together. Someone may be waiting for you to make the first move.',
        travel:
          'Going answers a call or marks a new chapter, perhaps a return to somewhere that matters. Listen to where you feel summoned.',
        study:
          'Any test of what you know favours those who have done the work. Trust your preparation and answer with confidence.',
        legal:
          'A decision or a reckoning may arrive. Prepare honestly and meet it with dignity, whatever it brings.',
        spirit:
          'You hear a call to a larger purpose. Answer it, even before you know exactly where it leads.',
      },
      advice: 'Answer the call you have been hearing, and forgive what needs forgiving.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a harsh self-judgement, or a call left unanswered',
      meaning:
        'Reversed, the trumpet sounds but no one rises. Waite gives weakness, faint-heartedness and delay; the modern reading adds self-doubt, a refusal to learn from the past and a harsh inner critic. You may be judging yourself or others too severely to move on.',
      subjects: {
        love: 'Old grievances or self-criticism prevent a fresh start. Put away the scorecard of who hurt whom.',
        work: 'You may be ignoring a calling because you doubt you are good enough. The doubt is louder than the evidence.',
        money:
          'Old regrets about money may be colouring how you see things now. Learn what they taught and stop paying for them twice.',
        health:
          'Self-criticism may be undermining your motivation to look after yourself. Speak to yourself as you would to a friend starting over.',
        home: 'An old grievance at home lingers because no one will reopen it. Make the first move towards reconciliation.',
        travel:
          'Second-guessing keeps delaying a journey that means something to you. Choose, and let the doubt travel with you.',
        study:
          'Fear of failure is doing more harm than any gap in knowledge. Take the step, and learn from the result.',
        legal: 'Delays or a harsh view of the matter may complicate things. Seek a balanced second opinion.',
        spirit: 'You resist a call out of fear of what it asks of you. Listen again when you are quiet.',
      },
      advice: 'Forgive yourself for the mistake you keep revisiting.',
      lean: 'no',
    },
  },
  'major-21-world': {
    upright: {
      theme: 'a cycle completed, with every piece at last in place',
      meaning:
        'The World shows a dancer inside a great oval wreath, holding a wand in each hand, with the four living creatures in the corners. Waite gives assured success, reward, voyages, emigration and change of place. The modern reading sees completion, wholeness and the satisfaction of a cycle brought to its end.',
      subjects: {
        love: 'What is between you feels whole, and you can rest in it. This card favours love that has been earned over time.',
        work: 'Something you have worked towards comes to completion and is recognised. Enjoy it, then prepare for the next cycle while you are on top.',
        money:
          'Financial goals are reached and security feels real. Enjoy what you have built before setting the next target.',
        health:
          'Body and mind come back into tune when each gets its due. Keep the balance of habits that serve you.',
        home: 'Life at home feels complete and harmonious. Mark it with something shared.',
        travel:
          'This is a wonderful card for international travel, emigration and relocation. The world is open to you, so go.',
        study: 'Completion and success are indicated. You have mastered the material and it shows.',
        legal:
          'A matter may be reaching its conclusion. Make sure every loose end is properly tied before you close the file.',
        spirit:
          'You feel at one with your life as it is. Savour the sense of completion before the next journey begins.',
      },
      advice: 'Mark the end of this chapter with a celebration before you begin the next.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a journey left unfinished, or closure that will not come',
      meaning:
        "Reversed, the World's dance is interrupted. Waite gives inertia, fixity and stagnation; the modern reading adds a lack of closure, shortcuts and goals not quite reached. You are close, but something remains undone.",
      subjects: {
        love: 'Something unfinished keeps what is between you from feeling whole. Deal with the loose end.',
        work: 'Something at work drags on at ninety per cent, without the closure it needs. Push through the last stage rather than starting something new.',
        money:
          'A financial goal stays just out of reach. Finish the plan you started instead of switching to a new one.',
        health:
          'You may feel stuck in a routine that has gone stale. A small change of scene or pace brings fresh energy.',
        home: 'A matter at home remains unresolved and keeps coming back. Seek the conversation that closes it.',
        travel:
          'Travel or relocation plans stall on a missing piece, such as a document, a sale or a decision. Find out exactly what it is.',
        study: 'The final push is missing. Finish what you started before you judge it.',
        legal: 'A matter drags on without conclusion. Press politely and persistently for the next step.',
        spirit:
          'You want closure that eludes you. Accept what is unfinished, and complete what is in your hands.',
      },
      advice: 'List the last three tasks that stand between you and done, and finish one today.',
      lean: 'no',
    },
  },
};
