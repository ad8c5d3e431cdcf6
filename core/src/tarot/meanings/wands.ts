// The fourteen Wands, upright and reversed, written in our own words from the divinatory
// meanings in Waite's Pictorial Key to the Tarot (1911) and the modern reading of Pollack and Greer.
// Wands are fire: drive, enterprise, ambition and the spark of a new venture. Reversed courts are
// the shadow of the person pictured, not the upright portrait again.
import type { CardMeanings } from './types';

export const WANDS_MEANINGS: CardMeanings = {
  'wands-01-ace': {
    upright: {
      theme: 'a spark of inspiration and the energy to start something new',
      meaning:
        'A hand reaches out of a cloud holding a sprouting wand, leaves falling from it, with a castle on a hill in the distance. Waite gives creation, invention and enterprise: the beginning and source of a venture. It is raw creative fire, a new passion or project that wants to be started now.',
      subjects: {
        love: 'Desire and warmth flare up, and what is between you has fresh life in it. Show what you feel while the spark is bright.',
        work: 'A new idea or a fresh start wants an outlet in your working life. Make the first move while the fire is in you.',
        money:
          'A fresh start with money is possible, driven by energy more than caution. Back the idea with a plan, not only enthusiasm.',
        health:
          'This is a spark card: a good moment to begin one new habit that feeds your vitality. Choose something you will enjoy enough to keep.',
        home: 'Fresh life stirs at home, and a new start there is possible. Bring your own enthusiasm to it and let it catch.',
        travel:
          'The urge to go, or to begin the journey, deserves to be taken seriously. Take the first concrete step while the idea is alive.',
        study:
          'A subject lights you up and learning comes more easily now. Begin while the interest is fresh.',
        legal:
          'Taking the initiative serves you well in a formal matter. File, write or call first rather than waiting.',
        spirit: 'Creative fire returns to your inner life. Follow what excites you.',
      },
      advice: 'Take the first real step within three days, before the spark cools.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a false start, or a spark that will not quite catch',
      meaning:
        "Reversed, the Ace's fire sputters. Waite speaks of a fall and of clouded joy; the modern reading sees delays, lack of motivation, and ideas that never leave the drawing board. The energy is there, but it is blocked, scattered or spent too soon.",
      subjects: {
        love: 'Passion fizzles or a promising start stalls. Do not force heat that is not there.',
        work: 'Your drive at work has stalled or faded. Find out whether it needs more fuel or a different direction.',
        money:
          'Money plans are slow to catch, and enthusiasm runs ahead of the figures. Hold back further commitment until you see real signs of life.',
        health:
          'Motivation is hard to come by, and a demanding new regime will not hold. Begin with something small and pleasurable.',
        home: 'Things at home are slow to get going, and forcing them will not help. Be patient with the timing.',
        travel:
          'Plans to go are slow to catch, or the wish to go has cooled. Wait until the desire returns before you commit.',
        study: 'You struggle to get started or lose interest halfway. Break the work into short sessions.',
        legal:
          'Delays or a loss of momentum slow the matter. Keep the paperwork moving even when enthusiasm is low.',
        spirit: 'You feel uninspired and cut off from your creative drive. Rest, and let the fire rebuild.',
      },
      advice: 'Finish one small piece of whatever has stalled, so it starts moving again.',
      lean: 'no',
    },
  },
  'wands-02-two': {
    upright: {
      theme: 'a plan made from a secure base, with the world in your hands',
      meaning:
        'A man stands on the battlements of his castle, a small globe in his right hand, looking out over land and sea. Waite gives riches and fortune, touched with the restlessness of someone who has much yet wants more; the modern reading sees planning, vision and the decision to reach beyond familiar walls. You have a foothold, and the next step is to choose where to go from it.',
      subjects: {
        love: "You are weighing what you want from love, and whether to stay where you are or reach further. Be clear about your own hopes before you plan around anyone else's.",
        work: 'You are planning your next move from ground that is secure enough. Map where you want to be before you leap.',
        money:
          'Your base is secure enough to plan from. Set a long-term goal and weigh each choice against it.',
        health:
          'You are on steady enough ground to think about the longer term. Decide how you want to feel in a year, and map the first three steps now.',
        home: 'Restlessness at home may push you to consider a bigger change. Talk about it with the people it affects.',
        travel:
          'This is the globe card, and it favours looking beyond your own walls. Plan carefully and weigh the costs; the vision is sound.',
        study:
          'Think about where this learning should take you, not only the next step. Choose with the next five years in mind.',
        legal:
          'Careful planning strengthens your position. Weigh your options and think long term before committing.',
        spirit: 'You stand at a threshold, looking out. Decide which horizon calls you.',
      },
      advice: 'Stand back, look at the whole field of your choices, and mark where you want to go next.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a fear of the unknown that keeps you inside the walls',
      meaning:
        'Reversed, the man on the battlements turns away from the view. Waite gives surprise, wonder and fear; the modern reading sees poor planning, playing safe and plans disrupted by the unexpected. The world is still out there, but you hesitate to reach for it.',
      subjects: {
        love: 'Fear of change keeps love in a comfortable rut, or your hopes for the future do not match. Talk about the fear itself.',
        work: 'Poor planning or fear of risk limits your progress. Ask what you would do if you were not afraid.',
        money:
          'Without a plan, money decisions get made by fear or by surprise. Build a simple budget before you make any move.',
        health:
          'Fear of the unfamiliar keeps you doing what you have always done. Try one new, gentle change.',
        home: 'Restlessness clashes with fear of change, and things at home feel stuck. Name what you are afraid of losing, then decide.',
        travel: 'Doubts or thin preparation hold your plans back. Do more research before committing.',
        study:
          'Fear of choosing the wrong path keeps you from choosing any. Pick the option that scares you least and start.',
        legal: 'Hasty or half-made plans weaken your position. Slow down and plan each step.',
        spirit: 'You sense a wider life but fear leaving the familiar. Take a small step outside the walls.',
      },
      advice:
        'Write down exactly what you fear about the change, then decide whether it is really a reason to hold back.',
      lean: 'unclear',
    },
  },
  'wands-03-three': {
    upright: {
      theme: 'a venture launched, with ships setting out and returns on the horizon',
      meaning:
        'A calm figure stands on a cliff with his back to us, watching his ships cross the sea below. Waite gives established strength, enterprise, trade and discovery, with able help in business. Your plans are in motion, and it is time to look further ahead and expand.',
      subjects: {
        love: 'Love looks towards the future, and what is between you can grow if you give it room. Say out loud what you hope for.',
        work: 'Your efforts are in motion and the view is widening. Think bigger than the task in front of you.',
        money:
          'What you have put in begins to show returns, slowly. Judge by the long view, not by the first result.',
        health:
          'Look further ahead than this week: the habits you set now are ships that come in later. Keep the long view.',
        home: "Look past today's mood to what you want home to be a year from now. Plan towards that picture.",
        travel:
          'Distance is on your side: journeys, moves and ties across borders are favoured. Your ships are already on the water, so follow them.',
        study:
          'Learning widens your horizon now, and the effort pays off later. Aim a little further than you planned.',
        legal: 'The matter moves forward steadily. Look ahead and prepare for the stage after this one.',
        spirit: 'You can see further than you could a year ago. Trust the larger vision as it unfolds.',
      },
      advice: 'Look beyond your current horizon and take one step this week towards what you see there.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a delay at sea, with plans held back and returns late',
      meaning:
        'Reversed, the ships are slow to come in. Waite speaks of an end to troubles and a pause in toil, while the modern reading sees delays, obstacles and a lack of foresight. Plans need rethinking, or patience until the tide turns.',
      subjects: {
        love: 'Distance or differing plans for the future cause frustration. Say plainly what each of you expects, and by when.',
        work: 'Things move more slowly than you planned. Go back over the plan and the assumptions it rests on.',
        money:
          'Returns are slower than you counted on. Do not borrow against money that has not yet arrived.',
        health:
          'Results come more slowly than you hoped, and that is discouraging. Adjust the timetable and keep up the basics that are working.',
        home: 'Plans at home run into delays and need rethinking. Keep them flexible and keep talking.',
        travel:
          'Delays and second thoughts hold the plans up. Keep a fallback ready and commit nothing you cannot recover.',
        study:
          'Your plans for learning hit a snag or run late. Ask what exactly is missing and fix that first.',
        legal:
          'Expect delays in the matter and prepare patiently for them. Keep your records up to date so you can move when it does.',
        spirit:
          'The vision that drew you on feels clouded for now. Step back and look at the horizon again in a few weeks.',
      },
      advice: 'Check the assumptions behind your plan and adjust the timetable realistically.',
      lean: 'unclear',
    },
  },
  'wands-04-four': {
    upright: {
      theme: 'a celebration at home, with harmony and a harvest gathered in',
      meaning:
        'Four wands stand garlanded with flowers and fruit while two figures raise bouquets before a bridge and an old manor house. Waite gives country life, a haven of refuge, repose, concord and prosperity. It is a card of homecoming, festivity and the joy of a milestone reached.',
      subjects: {
        love: 'Love feels like safe ground: warm, settled and worth celebrating. Let yourself enjoy what is good between you.',
        work: 'Work offers a resting place: a stage done, some stability, a reason to be glad. Pause and mark it before you take on more.',
        money:
          'Your footing is stable enough to share some of what you have. Let money serve shared joy rather than show.',
        health:
          'Feeling settled and supported lifts your energy. Good company and proper rest do as much for you as any regime.',
        home: 'Home is a haven now, a place of peace and belonging. Open the door to the people who make it feel that way.',
        travel:
          'Journeys that bring you home, or towards people who welcome you, are favoured. Wherever you land, it can feel like yours.',
        study:
          'A milestone in your learning is within reach or already made. Celebrate it with the people who supported you.',
        legal:
          'The matter can come to a settled, peaceful close. Keep your eye on stability rather than on scoring points.',
        spirit: 'You feel at home in yourself and your life. Give thanks for the shelter you have built.',
      },
      advice: 'Gather the people you love and mark what is good, together.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a quieter happiness, or a home in transition',
      meaning:
        'Waite holds that this card keeps its meaning reversed: prosperity, increase and beauty remain. The modern reading adds a note of transition, such as a celebration postponed, a lack of support at home, or happiness enjoyed privately rather than in public. The good is still there, only quieter.',
      subjects: {
        love: 'What is between you is warm but kept private, or less settled than it was. Enjoy the quiet joys and talk about what has shifted.',
        work: 'Success goes uncelebrated or support feels thin. Acknowledge what you have done, even if no one else does.',
        money:
          'Security is there, though it may feel fragile. Look after what you have rather than stretching it.',
        health:
          'Feeling unsettled at home may be affecting your rest. Make one corner of the house calm and your own.',
        home: 'Home is in transition, or friction under the roof unsettles it. Keep talking while things find their new shape.',
        travel:
          'Plans to go may be put off or feel less joyful than you hoped. Focus on what the journey will give you.',
        study:
          'Recognition may be slow to arrive, though your work is still good. Mark the achievement quietly for yourself.',
        legal:
          'The matter is close to settled but not yet final. Keep working steadily towards an outcome you can live with.',
        spirit:
          'You are looking for a sense of home within yourself. Build it quietly, one steady habit at a time.',
      },
      advice:
        'Hold a small, private celebration of what is already good, without waiting for a bigger moment.',
      lean: 'yes',
    },
  },
  'wands-05-five': {
    upright: {
      theme: 'a rough-and-tumble contest of rivals and competing ideas',
      meaning:
        'Five young men brandish their staves at one another, as if in sport or in strife. Waite calls it mimic warfare: strenuous competition, the struggle for riches and the battle of life. The fight is real but not bitter, and it can sharpen you if you keep your temper.',
      subjects: {
        love: 'Bickering and clashing egos create friction, or you feel you are competing for attention. Keep any argument playful rather than bitter.',
        work: 'Competition and clashing opinions make work noisy. Stand your ground and let the best idea win, even when it is not yours.',
        money:
          'Competition for the same resources makes gains harder for now. Work smarter rather than louder.',
        health:
          'Conflicting advice and competing demands make it hard to know what to follow. Pick one sensible course and give it a fair trial.',
        home: 'Squabbles and competing wishes are wearing on everyone at home. A few agreed ground rules will quieten things.',
        travel:
          'Busy, crowded journeys and clashing plans are likely. Agree who decides what before you set off.',
        study:
          'Competition and clashing ideas spur you on. Use them to sharpen your work, not to measure your worth.',
        legal:
          'Conflicting views and details make the matter messy. Keep your case focused on the few points that matter.',
        spirit: 'Several inner voices are arguing at once. Listen to each of them before you choose.',
      },
      advice: 'Pick the one argument worth having and let the others go.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'a rivalry turned sour, with trickery and dispute',
      meaning:
        'Reversed, the mock fight turns earnest. Waite gives litigation, disputes, trickery and contradiction; the modern reading adds conflict avoided until it festers, or a truce that comes from sheer exhaustion. Either the struggle has gone beyond sport, or it is finally ending.',
      subjects: {
        love: 'Either the quarrels have turned unfair, or you are avoiding a row that needs to happen. Speak honestly, and fight clean if you must.',
        work: 'Rivalry turns underhand, or a conflict you avoided festers. Document everything and keep your own conduct beyond reproach.',
        money:
          'A dispute over money or a shady deal could cost you. Keep receipts and put agreements in writing.',
        health:
          'The stress of ongoing conflict may be disturbing your rest. Find a calming outlet, such as a walk, music or a bath, at the end of each day.',
        home: 'A quarrel at home turns serious, or goes underground and sours the atmosphere. Clear the air before it becomes permanent.',
        travel:
          'Disagreements or confusion over arrangements spoil the plans. Confirm every detail in writing.',
        study:
          'Friction with the people around your learning is pulling your attention from the work. Raise it once, properly, then get back to it.',
        legal:
          'The matter may grow more tangled and formal than it needs to be. Get good advice early and avoid escalating on your own.',
        spirit: 'Inner conflict exhausts you. Call a truce with yourself, even a temporary one.',
      },
      advice: 'Write down calmly where you stand, then stop arguing the point, with others or with yourself.',
      lean: 'no',
    },
  },
  'wands-06-six': {
    upright: {
      theme: 'a victory ride, with good news and public recognition',
      meaning:
        'A rider crowned with laurel rides through a cheering crowd, a wreath tied to the staff he carries. Waite gives the victor triumphing, great news and expectation crowned by its own desire. Your efforts are seen and applauded, and confidence is justified.',
      subjects: {
        love: 'Love gives you reason to hold your head high, and others can see it. Let yourself be proud of what is between you.',
        work: 'What you have put in is noticed, and the acknowledgement is earned. Accept the credit graciously and thank the people who carried the other staves.',
        money:
          'Effort is rewarded and your judgement proves sound. Enjoy the result, then decide calmly what to do next.',
        health:
          'Confidence is a real help to you now. Notice what you have handled well and keep doing what works.',
        home: 'Pride and goodwill run through the home. Share the credit round the table.',
        travel: 'Plans come together smoothly and you arrive with your head high. Go with confidence.',
        study: 'Good results and recognition are likely. Your hard work shows, and others notice it.',
        legal:
          'This is a hopeful card for a formal matter when your preparation has been thorough, though no card promises a ruling. Present your case with quiet confidence.',
        spirit: 'You can see how far you have come. Let yourself feel proud of it without apology.',
      },
      advice: 'Take credit for what you have done well, without brushing it aside.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a fall from favour, with praise withheld and rivals at the gate',
      meaning:
        'Reversed, the victory parade falters. Waite gives apprehension, treachery, disloyalty and endless delay, like a victorious enemy at the gate; the modern reading adds a fall from grace, lack of recognition and vanity. Success is delayed, or was claimed too soon.',
      subjects: {
        love: 'You may feel unappreciated, or pride gets in the way of closeness. Give the other person the recognition you would like to receive.',
        work: 'Effort goes unrecognised, or the credit lands elsewhere. Keep your integrity, and judge the work by what it achieved rather than by the applause.',
        money: 'Rewards come later or smaller than you hoped. Do not spend money before it arrives.',
        health:
          'Disappointment may be dragging your energy down. Be gentle with yourself and rebuild your confidence step by step.',
        home: 'Feeling overlooked at home is causing friction. Say plainly what you need from the people around you.',
        travel:
          'Plans to go may be delayed or fall short of what you pictured. Go for the journey itself rather than how it will look.',
        study:
          'Results may disappoint or your effort goes unpraised. Focus on what you learned, which no result can take away.',
        legal:
          'Delays or misplaced trust may complicate matters. Be careful whom you confide in and keep your papers close.',
        spirit:
          "You have tied your worth to other people's applause. Look for it in your own values instead.",
      },
      advice:
        "Write down what you achieved this year, for your own eyes, before looking for anyone's approval.",
      lean: 'no',
    },
  },
  'wands-07-seven': {
    upright: {
      theme: 'a stand held from higher ground against many challengers',
      meaning:
        'A young man on a rocky rise fights off six staves raised against him from below. Waite gives valour, negotiation, hard bargaining and competition, and success, since the fighter holds the high ground. Stand up for yourself and your position.',
      subjects: {
        love: "You may need to defend what is between you from outside pressure or other people's opinions. Say plainly where you stand.",
        work: 'You are challenged, but you hold the stronger position. Negotiate firmly and do not give ground you do not need to.',
        money: 'Protect what you have earned from those who want a share of it, and hold to your terms.',
        health:
          'Stand up for your own needs, including rest and boundaries. Defend the time you set aside for your own care.',
        home: 'You may need to hold firm against pressure from the people close to you. Be clear and kind, but do not back down on what matters.',
        travel:
          'Your plans may meet objections from others. If the plan is sound, stand by it and handle the arrangements yourself.',
        study:
          'Hold to what you know when doubts or critics push back. Your preparation gives you the advantage.',
        legal:
          'Standing your ground with good preparation puts you in a strong position. Keep your evidence organised and your statements consistent.',
        spirit: 'Your convictions are being tested from several sides. Hold fast to what you believe.',
      },
      advice: 'Decide which position you will defend and say so clearly and calmly.',
      lean: 'yes',
    },
    reversed: {
      theme: 'an onslaught from all sides that tempts you to give up the high ground',
      meaning:
        'Reversed, the defender is swamped. Waite gives perplexity, embarrassment and anxiety, with a warning against indecision; the modern reading sees exhaustion, giving in to pressure or a defensiveness that sees attacks everywhere. Choose your battles or you may lose the ground you have.',
      subjects: {
        love: 'Constant conflict has left you defensive and worn down. Ask whether this is something to defend, or something to let go.',
        work: 'Pressure from all sides leaves you anxious and unsure. Decide what matters most and let some battles pass without you.',
        money:
          'Money worries press from several sides at once. Get advice and deal with one demand at a time.',
        health:
          'Stress and constant vigilance are wearing you down. Rest, and ask for the support you would give others.',
        home: 'Defending your position at home is draining you. Choose where a compromise would cost you little.',
        travel:
          "Hesitation and other people's objections hold back your plans. Make the decision, then stop reopening it.",
        study:
          'Overwhelm and doubt weaken your performance. Cut what you are trying to cover down to the essentials and master those.',
        legal:
          'Indecision or sheer tiredness could weaken your position. Let someone qualified share the load.',
        spirit:
          'You are defending yourself against everything, even help. Lower your guard a little and see who stays.',
      },
      advice: 'Choose the one battle you must win and drop the rest for now.',
      lean: 'no',
    },
  },
  'wands-08-eight': {
    upright: {
      theme: 'a burst of swift movement, with news and events in flight',
      meaning:
        'Eight wands fly through open sky over a river and green country, about to land. Waite gives swiftness, great haste and great hope, speed towards an end that promises happiness, and also the arrows of love. Things move quickly now: messages arrive, plans take off and delays end.',
      subjects: {
        love: 'Feelings move fast and what is between you gathers pace. Enjoy the momentum and respond while it is warm.',
        work: 'Things move rapidly and decisions come quickly. Clear the way so you can respond promptly.',
        money:
          'Money matters move quickly now, and the waiting ends. Act promptly, but read everything before you agree.',
        health:
          'Things can shift quickly now, and for the better. Use the momentum for steady care rather than rushing about.',
        home: 'What has been stuck at home starts to move, and quickly. Keep everyone in the loop.',
        travel:
          'This is one of the best cards for travel and for anything that must cross a distance. Plans come together quickly once you commit.',
        study: 'Learning speeds up and results arrive swiftly. Ride the momentum through to the end.',
        legal:
          'The matter may move forward quickly after a slow spell. Have your documents ready before you are asked.',
        spirit:
          'Insight arrives in flashes and coincidences line up. Act on the inspiration before it passes.',
      },
      advice: 'Make your move today, while things are in flight.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a flight thrown off course, with jealousy and delay',
      meaning:
        'Reversed, the wands lose their direction. Waite gives the arrows of jealousy, internal dispute, stings of conscience and quarrels, especially at home; the modern reading adds delays, frustration and haste that goes wrong. Energy scatters or stalls.',
      subjects: {
        love: 'Jealousy or crossed messages cause friction, or things are moving faster than one of you is ready for. Slow down and say what you mean.',
        work: 'Delays hold up progress, or a decision made in a rush backfires. Check the details before you hit send.',
        money:
          'Expected money is delayed, or hasty spending causes trouble. Wait until the funds are actually in your account.',
        health:
          'Restlessness and frustration sap your energy. Slow your pace and give yourself proper breaks.',
        home: 'Domestic quarrels, often over jealousy or a careless word, cause tension. A calm apology goes a long way.',
        travel: 'Delays, cancellations or a rushed plan are likely. Build extra time into every connection.',
        study:
          'Rushed work and scattered focus lead to careless mistakes. Slow down and check what you have done.',
        legal:
          'The matter may be held up, or pushed through too fast for comfort. Check every step before it goes through.',
        spirit:
          'You feel scattered and pulled in many directions. Ground yourself with one simple, repeated practice.',
      },
      advice: 'Wait a day before acting on anything you decided in a hurry.',
      lean: 'no',
    },
  },
  'wands-09-nine': {
    upright: {
      theme: 'a last stand held by someone weary but unbowed',
      meaning:
        'A bandaged man leans on his staff, glancing warily over his shoulder, eight more wands standing behind him like a fence. Waite gives strength in opposition: if attacked, this person will meet the onslaught boldly, though there may be delay and waiting. You have been through a lot, and you are nearly there.',
      subjects: {
        love: 'Past hurts have made you guarded, but you still have the strength to keep going. Lower the fence a little for someone who has earned it.',
        work: 'The long push is nearly complete, and persistence will carry it. Hold on and protect what you have built.',
        money: 'Keep defending your reserves even though you feel worn. Stability is closer than it looks.',
        health:
          'Your resilience is real, and it needs rest to last. Guard your rest as carefully as you guard everything else.',
        home: 'You guard your home and the people in it fiercely. Make sure the fence does not shut out those trying to help.',
        travel: 'A long, tiring stretch is nearly over. Keep going; you are closer than you feel.',
        study:
          'You are in the final stretch, and it is the hardest part. Your stamina will get you over the line.',
        legal:
          'Holding firm and protecting your interests is the right stance for now. Expect some waiting before the end.',
        spirit: 'Your resilience has been earned the hard way. Trust it to carry you a little further.',
      },
      advice: 'Hold on for one more push, and guard your energy while you do.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a weariness that turns caution into suspicion of everyone',
      meaning:
        'Reversed, the weary guard can hold no longer, or guards against threats that are not there. Waite gives obstacles and adversity; the modern reading adds exhaustion, suspicion and giving up just short of the goal. Rest is needed, and so is help.',
      subjects: {
        love: "Defensiveness and old wounds keep love at arm's length. Ask yourself whether the threat you are guarding against is still real.",
        work: 'Burnout, or a suspicion that everyone is against you, is undermining good work. Ask for help before you run dry.',
        money:
          'You may feel ready to abandon a financial goal you have fought for. Take a break, then look at it again with fresh eyes.',
        health:
          'Weariness and wariness are both costing you. Rest properly, and let someone qualified help carry what you cannot.',
        home: 'Your guardedness at home is creating distance. Let someone in, even a little.',
        travel:
          'Weariness makes going anywhere harder than it should be. Pace it, or break it into shorter stages.',
        study:
          'You feel like giving up so close to the end. Take a real break and come back for the last stretch.',
        legal:
          'Exhaustion or distrust may weaken your resolve. Let someone you trust carry some of the weight.',
        spirit:
          'You may be guarding against threats that are no longer there. Lay down your defences for an evening and simply rest.',
      },
      advice: 'Take a proper rest before you decide anything about carrying on.',
      lean: 'no',
    },
  },
  'wands-10-ten': {
    upright: {
      theme: 'a heavy burden carried the last stretch towards home',
      meaning:
        'A man stoops under the weight of ten wands, his face hidden behind them, carrying them towards a town in the distance. Waite gives oppression: success and gain, and then the weight of those very things. You have taken on too much, and the load is now the main thing you can see.',
      subjects: {
        love: "One of you is carrying too much of the relationship's weight. Share the load before tiredness turns into resentment.",
        work: 'Overwork and too many responsibilities are wearing you down. Delegate, say no, or drop whatever is not essential.',
        money:
          'Financial obligations feel heavy, perhaps because you cover costs for others. Look at which of them you could set down.',
        health:
          'You are carrying too much, and it shows. Cut back your commitments and let others take a share.',
        home: "You shoulder most of the household's responsibilities, and others may not even notice. Ask clearly for specific help.",
        travel:
          'Going feels like one more burden, or you are trying to take everything with you. Travel light in every sense.',
        study:
          'Too many commitments are competing with your study time. Drop one thing so the work can have room.',
        legal:
          'A heavy load of paperwork or obligations weighs on you. Get help to share it, and take it one task at a time.',
        spirit: 'You are carrying burdens that were never yours. Put some of them down.',
      },
      advice: 'Hand over one responsibility this week that someone else can carry.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'a load that has to be put down before it breaks you',
      meaning:
        'Reversed, the wands begin to fall. Waite gives contrarieties, difficulties and intrigues; the modern reading sees the moment of letting go of burdens, or of buckling under them. Either you put the load down by choice, or it falls.',
      subjects: {
        love: 'Resentment over who carries what comes to a head. Talk about sharing the weight before it ends the conversation for you.',
        work: 'You may finally delegate, or walk away from a workload nobody could manage. Do it deliberately, with a handover, rather than in a collapse.',
        money:
          'Debts or obligations have become too heavy to carry as they are. Seek advice on restructuring them.',
        health:
          'This load cannot be carried much longer as it is. Rest, accept support, and get proper advice if you feel depleted.',
        home: 'Household burdens must be shared out more fairly, starting now. Call everyone together and divide the tasks.',
        travel: 'Plans buckle under too many demands. Cut them back to what really matters.',
        study:
          'Taking on too much at once is leading you towards burnout. Drop something, or ask for more time.',
        legal:
          'Complications and behind-the-scenes manoeuvres add to the weight. Get proper help rather than carrying it alone.',
        spirit: 'Letting go brings real relief. Release what is not yours to carry.',
      },
      advice: 'Put down one burden today, deliberately, before it falls on its own.',
      lean: 'no',
    },
  },
  'wands-11-page': {
    upright: {
      theme: 'an eager messenger bringing good news and a new adventure',
      meaning:
        'A young man in a tunic patterned with salamanders stands in a desert landscape, gazing up at the sprouting wand he holds. Waite gives a faithful young messenger, strange tidings and good news. The modern reading sees enthusiasm, curiosity and the first exciting steps of a venture, or a bright, energetic young person.',
      subjects: {
        love: 'Playfulness and curiosity come into love, light and full of possibility. Enjoy it without needing to know where it leads.',
        work: "Curiosity and a beginner's enthusiasm come into your work. Explore the idea that excites you before you judge it.",
        money: 'A fresh idea about money catches your imagination. Test it cheaply before you commit much.',
        health: "A beginner's curiosity does you good. Try one new, enjoyable way of looking after yourself.",
        home: 'A lively, hopeful mood brightens the home. Let the enthusiasm be catching.',
        travel:
          'Curiosity pulls you outward, towards somewhere new. Follow it, and be as keen on the details as on the adventure.',
        study:
          'A new question or subject pulls at your curiosity. Follow it, even in a small way to begin with.',
        legal:
          'News about the matter may move things on. Read everything carefully, twice, before you react.',
        spirit: 'Curiosity leads your inner life now. Explore freely, as a beginner would.',
      },
      advice: 'Ask the question you are curious about, and ask it today.',
      lean: 'yes',
    },
    reversed: {
      theme: 'an impatient youth, all talk and no follow-through',
      meaning:
        "Reversed, the Page's fire scatters. Waite gives bad news and indecision; the modern reading sees the shadow of this young person: impatience, boasting, tantrums and ideas dropped halfway. The message may be unwelcome, or the messenger unreliable.",
      subjects: {
        love: 'Someone blows hot and cold, or flirts without meaning it. Judge by what is followed through, not by what is said.',
        work: 'Ideas start with a flourish and fade before they are finished. Commit to one and see it through.',
        money:
          'Quick fixes for money go nowhere and cost more than they promise. Think for a week before you act on one.',
        health: 'Good intentions fade within days. Start smaller, so small you cannot fail to keep it.',
        home: 'Restlessness, sulks or flashes of temper unsettle the home. Give that energy a real outlet instead of a lecture.',
        travel: 'Plans to go fall through or disappoint. Have a second option ready.',
        study:
          'Impatience and distraction hurt your work more than any lack of ability. Finish one piece before opening the next.',
        legal:
          'Unwelcome news or unreliable information may complicate things. Take time before reacting and check facts at the source.',
        spirit:
          'You chase new things to avoid going deeper into any of them. Stay with one practice long enough for it to change you.',
      },
      advice: 'Finish the last thing you started before you begin anything new.',
      lean: 'no',
    },
  },
  'wands-12-knight': {
    upright: {
      theme: 'a bold departure taken at full gallop',
      meaning:
        'A knight in armour and a tunic of salamanders rides a rearing horse across the desert, his wand raised high. Waite read him as a departure and a change of residence, even emigration, and as a friendly young man. The modern reading sees passion, adventure, daring and energy that wants to move now.',
      subjects: {
        love: 'Passion and excitement come in fast. Enjoy the heat, knowing it may move faster than you expect.',
        work: 'Bold, quick action is favoured over long deliberation. Charge ahead, but keep a steady hand on the details.',
        money:
          'A bold move with money can pay off if it is thought through. Do not let excitement stand in for research.',
        health:
          'This card brings an urge to act now rather than wait. Channel it into activity, building up gradually rather than all at once.',
        home: 'Change comes to the home at speed, and standing still is not an option. Meet it with energy rather than resistance.',
        travel: 'This is a strong card for journeys, moves and emigration. Go, and go boldly.',
        study:
          'Enthusiasm carries you forward quickly. Make sure you do not skip the foundations in your hurry.',
        legal:
          'Decisive action can serve you, provided it is not rash. Move quickly, but only on sound advice.',
        spirit:
          'You are ready for an adventure of the spirit. Follow the passion that will not leave you alone.',
      },
      advice: 'Make the bold move you have been talking about, and make it this month.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a rupture brought on by haste, temper and rash decisions',
      meaning:
        "Reversed, the Knight's fire turns destructive. Waite gives rupture, division, interruption and discord; the modern reading sees the shadow of this rider: reckless, quick-tempered, restless and prone to leave before the work is done. Haste breaks what patience could have kept.",
      subjects: {
        love: 'Someone is restless, fickle or quick to anger, and the relationship may break over it. If you are asking whether it will last, this card does not favour it as things stand.',
        work: 'Rash decisions, flare-ups or work abandoned halfway cause damage. Slow down and repair before moving on.',
        money:
          'Impulsive spending or a rash gamble backfires. Stop before the next rash decision, not after it.',
        health: 'Rushing and overdoing it leave you depleted. Slow your pace and rest between efforts.',
        home: 'Arguments and sudden walk-outs cause upheaval at home. Someone needs to cool down before anything is decided.',
        travel:
          'Travel plans are disrupted, rushed or cancelled, or a move is made for the wrong reasons. Check your motives as carefully as the arrangements.',
        study:
          'Impatience and scattered focus hurt your results. Steady, unglamorous work will beat bursts of effort.',
        legal: 'Acting rashly could do lasting harm to your position. Wait, and act only on advice.',
        spirit:
          'Restlessness drives you from one thing to the next without arriving anywhere. Sit still long enough to ask what you are running from.',
      },
      advice: 'Wait a full day before you act on any hot-headed impulse.',
      lean: 'no',
    },
  },
  'wands-13-queen': {
    upright: {
      theme: 'a warm, confident woman who leads with heart and fire',
      meaning:
        'The Queen sits on a throne carved with lions, a sunflower in one hand and her wand in the other, a black cat at her feet. Waite gives a friendly, loving and honourable woman with a good head for business. The modern reading sees confidence, warmth, independence and a magnetic, generous energy.',
      subjects: {
        love: 'Confidence and warmth make you magnetic, or a vibrant, loyal person enters your life. Be open and direct about what you want.',
        work: 'You lead with warmth and determination, and people respond to it. Take the lead where your heart is in the work.',
        money:
          'A good head for money and trust in your instincts serve you well. Back yourself, and keep the accounts as carefully as the vision.',
        health:
          'Confidence and warmth are good medicine now. Keep active in ways that feel like play rather than duty.',
        home: 'You are the warm heart of the home, the one others gather round. Your generosity keeps people close.',
        travel:
          'Confident, independent travel suits you now. Go where you feel most alive, even if you go alone.',
        study:
          'Confidence and real passion for the subject carry you through. Speak up; you know more than you think.',
        legal:
          'Composure and a clear head serve you well. Speak plainly and with assurance, and leave the technicalities to someone qualified.',
        spirit: 'You know who you are. Live it openly and warmly.',
      },
      advice: 'Walk into the room as the person you already are, and speak first.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a domineering, jealous temper, or a fire burnt out',
      meaning:
        'Reversed, the Queen shows her shadow. Waite adds opposition, jealousy and deceit to her virtues; the modern reading sees someone demanding, domineering, jealous or burnt out, her warmth turned to heat that scorches. Her confidence has become control, or it has run dry.',
      subjects: {
        love: 'Jealousy, possessiveness or a demand for constant attention strains things. Look at whether insecurity is driving the behaviour, yours or theirs.',
        work: 'A domineering presence at work, or your own need to run everything, is causing friction. Let others take part of the lead.',
        money:
          'A need to impress pushes you towards spending you do not need. Rein it in and notice who you are trying to impress.',
        health: 'You may be burning out from carrying everyone else. Rest before your body insists on it.',
        home: 'Someone at home is bossy, jealous or short-tempered. Name the behaviour calmly, without matching the heat.',
        travel:
          "Other people's demands or sheer exhaustion make the plans harder than they should be. Choose the restful option.",
        study:
          'Insecurity dressed up as confidence is getting in your way. Admit what you do not understand and ask.',
        legal:
          'Jealousy or a wish to have the upper hand could cloud your judgement. Keep calm and rely on the facts.',
        spirit:
          'Your inner fire has dimmed from giving too much. Tend it gently, with rest and things that delight you.',
      },
      advice: 'Notice when you are trying to control someone, and let go of the reins.',
      lean: 'no',
    },
  },
  'wands-14-king': {
    upright: {
      theme: 'a visionary leader who turns big ideas into action',
      meaning:
        'The King sits on a throne decorated with lions and salamanders, his wand in hand, leaning forward as if about to rise. Waite gives an honest, conscientious and friendly man, sometimes with an unexpected inheritance. The modern reading sees a natural leader and entrepreneur, bold and inspiring.',
      subjects: {
        love: 'Someone confident and passionate steps forward, or you are the one to take the lead in love. Show your commitment through action as well as words.',
        work: 'Leadership, vision and enterprise are asked of you. Set the direction and stand behind it.',
        money: 'Bold but sound decisions bring reward. Think big and check the numbers.',
        health:
          'Take charge of your own care as a good leader would: decide, plan and follow through. Pace yourself so you can keep it up.',
        home: 'You set the tone at home with warmth and honesty. Others will follow if you explain where you are going.',
        travel:
          'Travel undertaken with confidence and a clear aim is favoured. Set the course and lead the way.',
        study:
          'Vision and self-direction help you excel. Take charge of your own learning rather than waiting to be taught.',
        legal:
          'Honest, decisive conduct strengthens your position. Take charge of the matter with integrity and good counsel.',
        spirit: 'You are ready to be the author of your own life. Trust the vision you have been carrying.',
      },
      advice: 'Set out your vision for the next year, and take the first decisive step.',
      lean: 'yes',
    },
    reversed: {
      theme: 'an overbearing, hot-tempered leader who expects too much',
      meaning:
        'Reversed, the King shows his shadow. Waite gives one who is good but severe and austere; the modern reading sees the impulsive, overbearing, autocratic leader whose vision outruns reality. His fire now burns those around him.',
      subjects: {
        love: 'Control, a short temper or expectations no one could meet strain what is between you. Talk honestly about who holds the power.',
        work: "An autocratic hand, someone else's or your own, causes problems. Listen to the people closest to the work before you decide.",
        money:
          'Overconfidence leads to rash commitments and grand plans without figures. Check the figures before you agree to anything.',
        health:
          'Driving yourself as hard as you drive others leaves you depleted. Set goals a real body can meet.',
        home: 'Someone rules the household with a heavy hand and a short fuse. Firm, calm boundaries help more than shouting back.',
        travel:
          'Impulsive, domineering decisions disrupt travel plans. Let the others have a say in the route.',
        study:
          'Arrogance or impatience is getting in the way of learning. Listen to those who know more, even when you think you know better.',
        legal:
          'Severity or rashness may complicate the matter. Take good advice rather than forcing your own way.',
        spirit: 'Your need to control everything is blocking your growth. Let someone else lead for a while.',
      },
      advice: 'Ask for feedback on your last decision, and listen without defending it.',
      lean: 'no',
    },
  },
};
