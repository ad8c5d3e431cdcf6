// The Pentacles, in our own words from Waite's Pictorial Key (1911) and the modern reading
// (Pollack, Greer). Hardship cards speak of money plainly; their health texts speak of energy and
// care, never of want or of the body failing.
import type { CardMeanings } from './types';

export const PENTACLES_MEANINGS: CardMeanings = {
  'pentacles-01-ace': {
    upright: {
      theme: 'a solid new opportunity, a seed of prosperity placed in your hand',
      meaning:
        'A hand reaches from a cloud holding a golden pentacle above a flowering garden, with an arch of roses opening onto the hills. The Ace of Pentacles is a tangible beginning: money, a job, a home, a sound offer that can grow into lasting security. Waite called it perfect contentment and felicity, gold in the hand.',
      subjects: {
        love: 'Something solid can take root between you, built on what is done rather than promised. Practical gestures speak as loudly as words.',
        work: 'Something real can start here, a practical first step that grows into lasting security. Take it seriously and give it a firm beginning.',
        money:
          'A seed of real security is in your hand, small but sound. Handle it with care so that it can grow, rather than spending it at once.',
        health:
          'A fresh start in caring for your body pays off. Choose one good habit around food, sleep or exercise, start it this week, and keep it simple.',
        home: 'Home can grow steadier from the ground up, through something practical done now. Put time and care into the roots of the place and the people in it.',
        travel:
          'A plan with solid ground under it is favoured. Make it concrete: the dates, the costs and the practical steps, written down.',
        study:
          'Study that earns something real, a skill or a qualification you can stand on, is within reach. Commit to the work, and it will repay you.',
        legal:
          'A sound footing is within reach if the matter is handled with care. Get the paperwork right from the start.',
        spirit:
          'The material world can be a place of blessing. Ground your hopes in something you can touch.',
      },
      advice: 'Choose one concrete step toward what you want and take it this week.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a chance that slips away before it can take root',
      meaning:
        'Reversed, the Ace of Pentacles is what Waite called the evil side of wealth: money that corrupts, or an opportunity lost through poor planning. The offer may be missed, misjudged or built on shaky ground. Look hard at what is in your hand before you grasp or drop it.',
      subjects: {
        love: 'Material concerns may be crowding out the feeling, or a promising start stalls. Ask what you are really investing in.',
        work: 'What looked solid may prove shakier than it seemed, or a chance slips away through poor planning. Check the details and keep a fallback.',
        money:
          'Poor planning or greed could undo a gain. Slow down, and do not spend what you have not yet received.',
        health:
          'Good intentions for your wellbeing are not yet turning into habits. Start smaller and be consistent.',
        home: 'Plans for home may stall, or cost more than expected in money or in goodwill. Keep something in reserve before you commit.',
        travel:
          'The practical side of going may cost more than planned or fall through late. Build in a margin of time and money.',
        study:
          'A chance to learn could slip away through delay or poor planning. Check the dates that matter today and act on them.',
        legal:
          'The matter may not be as secure as it looks on paper. Read everything carefully and take advice.',
        spirit: 'Chasing security or wealth leaves you empty. Remember what money is for.',
      },
      advice: 'Check the foundations of what you are counting on before you build anything on it.',
      lean: 'no',
    },
  },
  'pentacles-02-two': {
    upright: {
      theme: 'a lively juggling act, keeping two demands in play at once',
      meaning:
        'A young man dances while he juggles two pentacles bound in an endless loop, and behind him ships ride high on the waves. The Two of Pentacles is balance, adaptability and the knack of handling competing demands with good humour. Waite saw both gaiety and agitation in it: life is busy, the ground keeps moving, and for now you are keeping up.',
      subjects: {
        love: 'Love is competing with everything else in a crowded life, and it can hold its own if you make room. Give what is between you time that nothing else may take.',
        work: 'Competing demands are pulling at you, and you are handling them better than you think. Decide each morning which one leads.',
        money:
          'Money has to stretch across more than one need, and the balance keeps shifting. A simple weekly check keeps the juggling honest.',
        health:
          'A busy spell asks for a steady rhythm underneath it. Fix your sleep and mealtimes first, and let the rest of the week flex around them.',
        home: 'Home is competing with everything else for the same hours. Share the load out loud, so that nobody juggles in silence.',
        travel:
          'Going has to be fitted round other commitments, or you are weighing two places against each other. Keep the plan loose enough to change when the tide turns.',
        study:
          'Study has to fit round a job or other duties, and it can. A timetable on paper will carry you further than good intentions.',
        legal:
          'You may be weighing two courses of action, or dealing with more than one matter at once. Keep separate notes for each, and do not let one deadline hide another.',
        spirit:
          'Ups and downs come in waves, like the sea behind the dancer. You keep your footing by moving with them rather than bracing against them.',
      },
      advice: 'List everything you are keeping in the air and decide which one to set down first.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'an overload of juggling, with things beginning to drop',
      meaning:
        'Reversed, the Two of Pentacles loses its rhythm: too many commitments, missed deadlines, a cheerful face put on over real strain. Waite called it enforced gaiety and simulated enjoyment, and tied it to letters and documents. Something has to be put down before everything falls at once.',
      subjects: {
        love: 'You are stretched so thin that love gets only what is left over. Clear some space before the other person reads your tiredness as indifference.',
        work: 'Too many commitments are turning into small mistakes, and the small ones will grow. Hand something on or renegotiate a deadline now.',
        money:
          'Money is being stretched across too many demands, and something is about to slip. Write down every call on it and deal with the most pressing first.',
        health:
          'Running on nerves and busyness is draining you. Drop one obligation this week and put the time into sleep.',
        home: 'The household is running on improvisation, and tempers are fraying. Simplify the week: fewer plans, earlier nights, meals that cook themselves.',
        travel:
          'Too many arrangements at once are turning the plan into a chore. Cut it back to what truly matters about going.',
        study:
          'Learning is slipping as other demands crowd in. Choose what matters most and give it your best hours.',
        legal:
          'A form, a letter or a deadline could be missed in the confusion. Go through your papers and diary line by line.',
        spirit:
          'Pretending to cope is costing more energy than the coping itself. Admit the strain to one person and the load already feels lighter.',
      },
      advice: 'Cancel or hand on one commitment this week instead of smiling through them all.',
      lean: 'no',
    },
  },
  'pentacles-03-three': {
    upright: {
      theme: 'a piece of skilled work, built together and recognised by others',
      meaning:
        'A young stonemason stands on a bench in a church, carving an arch, while a monk and an architect holding the plans consult him. The Three of Pentacles is craftsmanship, teamwork and recognition for skill. Waite called it trade and skilled labour, and with it renown: good work is being noticed by people who matter.',
      subjects: {
        love: 'What is between you grows by being built together, each of you bringing something the other lacks. Notice what the other person contributes, and say so.',
        work: 'Your skill is being noticed by people whose opinion counts. Speak up about what you know, and let good work be seen.',
        money:
          'Money is best handled with skill and sound advice rather than luck. Take the question to someone who knows the trade, and build the plan with care.',
        health:
          'Working with a practitioner who listens, and whom you listen to, makes a difference. Build your plan together and follow it.',
        home: 'Home runs well when everyone in it has a part and does it properly. Let each person do what they are good at, and thank them for it.',
        travel:
          'Going works best when the plan is built with care and with the right help. Ask someone who knows the way, and divide the tasks.',
        study:
          'Feedback from someone skilled moves you forward faster than working alone. Show what you have done early and often.',
        legal:
          'Good professional advice and cooperation with the right experts strengthen your position. Lay your plans out clearly for them.',
        spirit:
          'Careful work done well can be a form of devotion. Something you build with patience will outlast the effort it took.',
      },
      advice: 'Ask someone who knows this well to look at your plan, and take their notes seriously.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a poor collaboration, with half-hearted work and a team that will not pull together',
      meaning:
        'Reversed, the Three of Pentacles shows the team at odds and the work suffering: rushed jobs, disputed credit, skills overlooked. Waite named mediocrity, pettiness and weakness. The plan may be sound, but nobody is building it with care.',
      subjects: {
        love: 'The effort between you is lopsided, or nobody is building anything with care. Say plainly what you are willing to put in.',
        work: 'Poor coordination or half-hearted effort is dragging the work down. Be clear about what is yours to carry, and raise the standard where you can.',
        money:
          'A corner cut now will cost you more in the end. Do the sums properly, with proper advice, the first time.',
        health:
          'A half-hearted routine, or a practitioner you do not trust, is not serving you. Find someone you can work with and commit to the plan.',
        home: 'The people involved are not pulling together, and small jobs are left half done. Agree who does what, and hold each other to it kindly.',
        travel:
          'Arrangements suffer because nobody has taken proper charge of them. Check each one yourself rather than trusting that it is done.',
        study:
          'Effort has been uneven, or the guidance you get is too thin to help. Ask directly for the feedback you need to improve.',
        legal:
          'Weak preparation, or help that is only half engaged, could cost you. Ask plainly how the matter is being handled, and by whom.',
        spirit:
          'Work done without care loses its meaning for you. Bring your attention back to the thing in your hands.',
      },
      advice: 'Put your full care into your own part of this, whatever others do with theirs.',
      lean: 'no',
    },
  },
  'pentacles-04-four': {
    upright: {
      theme: 'a firm hold on what you have, guarded and kept close',
      meaning:
        'A crowned man sits with one pentacle balanced on his head, one clutched to his chest and one under each foot, the city at his back. The Four of Pentacles is security and holding on: Waite’s surety of possessions, cleaving to what one has, as well as gift and inheritance. It is prudence, until the grip becomes fear.',
      subjects: {
        love: 'Feelings are being guarded as closely as the man guards his coins, by you or by the other person. Security is good, but love needs an open hand.',
        work: 'You are holding tight to what you have at work, and caution is sensible up to a point. Protect your footing, but do not refuse every change out of fear.',
        money:
          'The instinct is to hold tight to what you have, and some of that is prudence. Ask which part of the grip is care and which part is fear.',
        health:
          'Clenched shoulders and a held breath are a sign of how tightly you are holding on. Loosen your grip, stretch, and let your body rest.',
        home: 'You want home kept safe and unchanged, and you guard it closely. Make sure the walls you keep up protect people rather than shut them out.',
        travel:
          'Part of you would rather stay put and keep what is familiar. Weigh what going would cost against what holding back is costing you.',
        study: 'You are holding firmly to what you already know. New ideas will not take it away from you.',
        legal:
          'This is a time to keep a firm hold on what is fair and what is yours. Stand your ground, and stay open to a reasonable compromise.',
        spirit: 'Clinging to what is familiar is keeping you small. Open one hand and see what it receives.',
      },
      advice: 'Keep what truly protects you, and let go of one thing you are holding only from fear.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'a tight grip loosening, through generosity or through loss',
      meaning:
        'Reversed, the Four of Pentacles either releases what was held too tightly or lets it slip away. Waite read it as suspense, delay and opposition: what you were holding is in question. Generosity may open things up, or carelessness may leave you exposed.',
      subjects: {
        love: 'Possessiveness eases, or the insecurity beneath it shows itself. Talk about what each of you needs in order to feel safe.',
        work: 'A grip is loosening at work, yours or someone else’s, and things begin to move. Use the movement to find a better footing.',
        money:
          'Your grip on money is loosening, generously or carelessly, and it matters which. Aim for a middle way between clutching and spending freely.',
        health:
          'Tension you have carried for a long time is starting to release. Support it with rest, warmth and gentle movement.',
        home: 'Something held tightly at home is being let go, by choice or through delay. Meet the delay with patience and any new generosity with thanks.',
        travel:
          'Whatever kept you from going is loosening, though delays may still come. Set a sensible limit, then let yourself move.',
        study: 'Letting go of an old method makes room to learn. Try the approach you dismissed before.',
        legal:
          'Delays may hold the matter up, and what seemed settled comes into question. Keep your records in order and your temper in check.',
        spirit:
          'Releasing your grip feels risky and turns out to be a relief. Notice how much lighter your hands are.',
      },
      advice: 'Release one thing you have been holding too tightly and watch what happens.',
      lean: 'unclear',
    },
  },
  'pentacles-05-five': {
    upright: {
      theme: 'a season of hardship, with help close by that is not yet asked for',
      meaning:
        'Two ragged figures trudge through the snow past a glowing church window, one on crutches, neither looking up. The Five of Pentacles is material trouble and hardship: money worries, insecurity, the feeling of being left out in the cold. Help is waiting just behind that window, if only they would look up.',
      subjects: {
        love: 'You may feel shut out in the cold, unsure of your welcome. Let the other person see how hard it is rather than suffering in silence.',
        work: 'Work feels insecure or cold, and you may feel left out in the snow. Ask for the support you are entitled to rather than trudging past it.',
        money:
          'Money feels tight, and the worry is real. Ask for help or advice early, because support is closer than it looks from the street.',
        health:
          'This is a hard, cold season and it asks for care, not endurance. Look after warmth, food and rest, and let others help, including a professional where needed.',
        home: 'The household is under strain or feels cut off from others. Reach out to relatives, neighbours or your community.',
        travel:
          'Going may feel out of reach for now, for practical or money reasons. Look for help with the hard part rather than giving up on it.',
        study:
          'Hard times are making it difficult to keep learning. Ask what help is on offer, from funds to extra time, rather than struggling on unseen.',
        legal:
          'A matter may feel costly or leave you feeling shut out. Look for free advice services; many exist for exactly this.',
        spirit: 'You may feel abandoned or left outside. The light in the window is still lit; look up.',
      },
      advice: 'Ask one person or one service for help today instead of struggling on alone.',
      lean: 'no',
    },
    reversed: {
      theme: 'a way out of hard times, with help found and warmth returning',
      meaning:
        'Reversed, the Five of Pentacles shows the figures finding their way indoors: recovery after hardship, help accepted, a door opening at last. Here the modern reading departs from Waite, who read it as disorder, chaos and discord, so the turn may be untidy. Still, the worst of the winter is behind you.',
      subjects: {
        love: 'After a cold spell, warmth comes back. Let yourself be welcomed in rather than expecting to stay outside.',
        work: 'After a lean time at work, practical help and a way forward appear. Accept them, even if this is not yet where you want to be.',
        money:
          'Money worries begin to ease, though the turn may be untidy. Rebuild slowly and keep a little back for the next cold spell.',
        health:
          'Support is there to be had, and accepting it lifts a weight. Keep the good routines going as things get easier.',
        home: 'A household under strain steadies, and family or neighbours rally round. Let them in.',
        travel:
          'What seemed out of reach becomes possible again, though not always tidily. Take the practical help on offer and move forward.',
        study:
          'Support turns up that lets you carry on after a hard spell. Take what is offered and use it fully.',
        legal: 'Help or a fair hearing becomes available after a difficult time. Follow through on it.',
        spirit: 'You find that the door you thought was closed was open all along. Step in out of the cold.',
      },
      advice: 'Accept the help that is being held out to you, and say yes without apology.',
      lean: 'unclear',
    },
  },
  'pentacles-06-six': {
    upright: {
      theme: 'a fair exchange of giving and receiving, with generosity in the scales',
      meaning:
        'A merchant holds a pair of scales in one hand and drops coins into the hands of two kneeling figures with the other. The Six of Pentacles is charity, generosity and gifts: Waite’s presents and gratification. It is about giving and receiving in fair measure, and noticing who holds the scales.',
      subjects: {
        love: 'Love asks for give and take in fair measure now. Notice who gives, who receives, and whether both of you are free to do either.',
        work: 'Fairness between what you give and what you get back is the question at work. Ask for what is fair, and pass on the help you have had.',
        money:
          'Money can move generously now, as long as both sides know the terms. Give what you can afford to give, and accept what is fairly offered.',
        health:
          'Accepting care, or giving it, supports your wellbeing now. Balance what you give others with what you allow yourself.',
        home: 'Generosity under your roof strengthens the bonds. Share time and resources fairly, and thank people out loud.',
        travel:
          'Help with going may come from others, or you may be the one helping. Accept graciously, and return the kindness when you can.',
        study:
          'Generous help from someone who knows more than you moves you on. Accept it, and one day pass it on to someone starting out.',
        legal:
          'A fair and balanced outcome is possible. Be reasonable in what you ask for and honest in what you give.',
        spirit: 'Giving and receiving are two halves of one gesture. Let yourself be on both sides of it.',
      },
      advice: 'Give something today where it is needed, and accept help graciously where it is offered.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a gift with strings attached, or generosity that keeps the scales tilted',
      meaning:
        'Reversed, the Six of Pentacles shows giving turned sour: debts, strings attached, jealousy, or help given to keep someone beholden. Waite listed desire, cupidity, envy and illusion. Someone may be taking without returning, or giving in order to control.',
      subjects: {
        love: 'One of you gives far more, or uses generosity to keep the upper hand. Bring the scales back level before resentment tips them.',
        work: 'Something at work is unfair: the pay, the favour shown, or help that expects too much back. Ask for what you are owed in plain terms.',
        money:
          'Money given or taken here may carry strings, or keep someone beholden. Make the terms plain before any of it changes hands.',
        health:
          'You have been giving so much to others that your own reserves are low. Take back some time and energy for yourself.',
        home: 'Favours or money under one roof are breeding quiet resentment. Settle the account openly and start afresh.',
        travel:
          'Help with going may come with expectations attached. Pay your own way where you can, so the freedom stays yours.',
        study:
          'Help with your learning may carry obligations you have not noticed. Find out what is expected in return before you rely on it.',
        legal:
          'Hidden terms or an unequal balance may be buried in the papers. Have an adviser read them with you.',
        spirit:
          'Giving to feel superior, or receiving with resentment, spoils the gift. Look honestly at your motives on both sides.',
      },
      advice: 'Find out what any help will cost you before you accept it.',
      lean: 'no',
    },
  },
  'pentacles-07-seven': {
    upright: {
      theme: 'a pause to weigh the harvest of long, patient work',
      meaning:
        'A young farmer leans on his hoe and looks at seven pentacles growing on a green bush, weighing what his labour has produced so far. The Seven of Pentacles is patience, assessment and long-term investment. Waite tied it to money, business, barter and gain, the reward of work patiently tended.',
      subjects: {
        love: 'What is between you grows at its own pace, and now is a time to look at it honestly. Judge it by how it has grown, not by how fast.',
        work: 'Your effort is beginning to show, but the full harvest is not in yet. Take stock, adjust, and keep tending it.',
        money:
          'Money here rewards patience rather than quick moves. Review where things stand calmly, and resist the urge to pull up the roots to check them.',
        health:
          'Care for your body works slowly, and its results show over months rather than days. Keep tending what helps, and judge it over a season.',
        home: 'What you have put into your home life is growing bit by bit, even where it is hard to see. Stop for a moment and notice how far things have come.',
        travel:
          'This plan needs time to ripen before you go. Hold on until the timing is right, and use the wait to prepare.',
        study:
          'Learning pays off gradually, and this is a time to take stock. Measure progress against where you began, not against where you want to be.',
        legal:
          'A matter is taking longer than you hoped. Patience and steady attention will serve you better than pushing.',
        spirit: 'Growth is slow, and it is real. Trust the season you are in.',
      },
      advice: 'Measure what your effort has grown so far, then decide where next season’s work should go.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'a growing impatience with slow returns, or worry over money lent',
      meaning:
        'Reversed, the Seven of Pentacles shows frustration at poor results, or work that will not bear fruit however long you wait. Waite warned of anxiety over money one may lend. Either you are giving up too soon, or you are right to stop watering something that will not grow.',
      subjects: {
        love: 'You feel you are putting in more than you get back. Decide, honestly, whether to keep investing your heart here.',
        work: 'Effort is not paying off and you are tempted to walk away. Look at the numbers before you choose between persevering and cutting your losses.',
        money:
          'Worry about slow returns, or about money that may not come back, is eating at you. Be honest about what you can afford to wait for, or to lose.',
        health:
          'Impatience with how slowly things change is wearing you down. Change the approach with good advice rather than giving up on caring for yourself.',
        home: 'The work you put into your home goes unnoticed. Tell the others plainly what you do and what you need back.',
        travel:
          'Impatience could push you into a rushed choice you regret. Wait a little longer for the right way to go.',
        study: 'Results are slower than you hoped. Change the method rather than the goal.',
        legal:
          'Frustration with delays could tempt you into a poor decision. Stay the course unless good advice says otherwise.',
        spirit: 'Impatience is trampling the seedlings. Let what you planted take its time.',
      },
      advice: 'Decide whether this effort deserves another season, and act on the answer either way.',
      lean: 'no',
    },
  },
  'pentacles-08-eight': {
    upright: {
      theme: 'a steady apprenticeship, perfecting a craft one piece at a time',
      meaning:
        'A craftsman sits at his bench carving pentacles one after another, the finished ones hung on a post beside him and the town far off. The Eight of Pentacles is diligence, skill and work done for its own sake. Waite called it work, employment and craftsmanship, perhaps still at the preparatory stage.',
      subjects: {
        love: 'Small daily attentions build love more surely than grand gestures. Work at it as you would at a craft you care about.',
        work: 'Diligence and practice are building real expertise. Keep your head down and your standards high; the work will speak for you.',
        money:
          'Money grows here through steady, skilled effort rather than luck. Do the sums properly, week after week, and let care compound.',
        health:
          'Your body responds best now to consistent habits practised daily. Treat your routine as a skill you are learning.',
        home: 'Home improves through small, careful efforts repeated. Take your time with what needs doing and do it well.',
        travel:
          'Careful preparation is the craft here. Learn what going requires, step by step, and do each part properly.',
        study:
          'Hard work and repetition are turning into mastery. Keep practising the parts you find hardest.',
        legal:
          'Careful preparation and attention to detail serve you well. Read every page and keep tidy records.',
        spirit: 'Mastery grows through patient repetition. Your daily practice is the path.',
      },
      advice: 'Give an hour today to the task in front of you, with your full attention and no shortcuts.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a craft neglected, with corners cut or perfectionism taking over',
      meaning:
        'Reversed, the Eight of Pentacles shows skill misused or left idle: shortcuts, boredom, or perfectionism that never lets anything be finished. Waite named voided ambition and vanity, and skill turned to craftiness and intrigue. The work has lost either its honesty or its point.',
      subjects: {
        love: 'One of you has stopped making an effort, or expects a perfection no one could give. Meet in the middle, with ordinary care.',
        work: 'Cutting corners, or polishing endlessly, is harming the work. Finish to a good standard and move on.',
        money:
          'Shortcuts or sharp practice with money will cost you later. Earn and spend it honestly, and check the figures yourself.',
        health:
          'Either routines have lapsed or you are driving yourself too hard. Find a rhythm you could keep up for a year.',
        home: 'Things at home are being left half done or fussed over endlessly. Pick one and see it through to good enough.',
        travel:
          'Skimped planning could cause trouble on the road. Check tickets, documents and connections before you go.',
        study:
          'You are either not practising enough or reworking the same part forever. Set a time limit, and then let it be done.',
        legal:
          'Sloppy preparation, or craft used in place of honesty, could cause trouble. Check every detail twice.',
        spirit:
          'Effort without meaning has become a grind. Remember why you took up this work in the first place.',
      },
      advice: 'Bring one thing you keep polishing or putting off to a close this week.',
      lean: 'no',
    },
  },
  'pentacles-09-nine': {
    upright: {
      theme: 'a well-earned independence, enjoyed in a garden of your own making',
      meaning:
        'A woman in a flowered robe stands alone in a vineyard heavy with grapes, a hooded falcon resting on her gloved hand. The Nine of Pentacles is self-reliance, refinement and comfort earned by your own efforts. The traditional meanings are prudence, safety, success and discernment.',
      subjects: {
        love: 'You are secure enough in yourself to choose freely, and love is a pleasure rather than a need. Keep your own ground, whatever happens between you.',
        work: 'Your own effort and judgement are your strength at work. Trust what you have earned, and work on your own terms as far as you can.',
        money:
          'Self-reliance and good management are what keep money safe. Trust your own judgement, and spend with taste and a little restraint.',
        health:
          'Careful, self-respecting care of yourself is the way now. Give yourself the comforts that truly restore you, in good measure.',
        home: 'Home asks to be a place where you can be at ease and yourself. Protect that comfort, and keep some quiet of your own within it.',
        travel:
          'You can manage this on your own terms, and you are more capable than you think. Go at your own pace, and allow yourself some comfort on the way.',
        study: 'Self-directed study goes well because you are disciplined. Your independence is an asset.',
        legal: 'Prudence and good judgement serve you. Handle the matter calmly and in your own time.',
        spirit: 'Solitude feels like peace rather than loneliness. Savour your own company.',
      },
      advice: 'Spend an afternoon enjoying what you have built, with no one to please but yourself.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a comfort built on shaky ground, or a freedom that has grown lonely',
      meaning:
        'Reversed, the Nine of Pentacles shows security that is less solid than it looks: overspending, dependence on someone else’s money, or success bought at the cost of everything else. The older reading warns of deception and bad faith. The garden may be a gilded cage.',
      subjects: {
        love: 'Independence may have turned into isolation, or comfort is being bought at the cost of freedom. Talk honestly about what each of you needs.',
        work: 'Overwork, or a setback you did not see coming, threatens what you built. Protect your gains and look for the weak point.',
        money:
          'Security that looked solid may rest on overspending or on someone else’s good faith. Go through the figures line by line.',
        health:
          'Overwork, or keeping up appearances, is wearing you out. Rest, and let the polish go for a while.',
        home: 'Home may look fine from outside while feeling empty or tense within. Let it be lived in honestly rather than kept for show.',
        travel:
          'Going may cost more than it gives back, in money or in loneliness. Choose the simpler way and keep the difference.',
        study: 'Discipline has slipped, and you are coasting on past results. Get back into a daily routine.',
        legal:
          'Something in the matter may not be what it seems. Read the small print and keep copies of everything.',
        spirit:
          'Material comfort is not the same thing as peace. Look for what the comfort was meant to give you.',
      },
      advice: 'Check that the comfort you rely on is really yours and really secure.',
      lean: 'no',
    },
  },
  'pentacles-10-ten': {
    upright: {
      theme: 'a lasting legacy of family, wealth and belonging',
      meaning:
        'An old man in a patterned robe sits by an archway with two dogs, while a couple and a child stand in the courtyard beyond and ten pentacles hang over the scene. The Ten of Pentacles is gain, riches and the family that lasts. Waite named family matters, archives and the abode of a family: inheritance, tradition and security across generations.',
      subjects: {
        love: 'Love here is measured in years and in the people it gathers round it. Build for the years ahead, rooted in what lasts.',
        work: 'Security at work comes from what is established and built to last. Think about what your work will leave behind, not only what it pays this month.',
        money:
          'Money is a matter of lasting security, not quick gain. Plan with the long view, and with the people who depend on you in mind.',
        health:
          'Settled routines and the people who have your back strengthen you. Let them help, and learn from the habits of your elders.',
        home: 'Home is about belonging, the kind that lasts across years. Lean on the roots you have, and put down ones that will hold.',
        travel:
          'Wherever you go, your roots travel with you. Keep close to the people and the place you come from as you plan.',
        study:
          'Established institutions and traditional learning serve you well. Build on what others have already laid down.',
        legal:
          'Long-term arrangements are at stake, so handle them with care. Get professional help and write everything down.',
        spirit: 'Your roots give you strength. Honour those who came before you and what they handed on.',
      },
      advice: 'Put one long-term arrangement in order, for yourself and for those who rely on you.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a family at odds over money, inheritance or what is owed',
      meaning:
        'Reversed, the Ten of Pentacles shows family security under strain: quarrels over inheritance, losses, or old structures cracking. Waite linked it to chance, loss and games of hazard. What was meant to last for generations needs attention now.',
      subjects: {
        love: 'Money or family pressure may be weighing on what is between you. Talk about both openly before they do the talking for you.',
        work: 'Something at work you relied on as permanent looks less stable than it did. Look after your own position and skills.',
        money:
          'Risk and chance threaten long-term security. Steer clear of gambles, however tempting the odds look.',
        health:
          'Strain from old family patterns may be weighing on you. Give yourself room away from it to rest.',
        home: 'Old arrangements at home are under strain, often over money or what is owed. Aim for fairness rather than winning.',
        travel:
          'Obligations at home may disrupt or reshape the plan. Keep what you can flexible, and the dates loose.',
        study:
          'Pressure from family, or a lack of support, is affecting your studies. Look for encouragement from teachers or friends.',
        legal:
          'What should be settled and secure may be in question. Get advice early and keep every exchange civil.',
        spirit:
          'Tradition may feel more like a burden than a gift. Keep what serves you and set down the rest with respect.',
      },
      advice: 'Say the awkward thing about money or duty out loud before it hardens into a grudge.',
      lean: 'no',
    },
  },
  'pentacles-11-page': {
    upright: {
      theme: 'a diligent student absorbed in a new and practical ambition',
      meaning:
        'A young man stands in a flowering field, holding a pentacle up before his eyes and studying it with complete attention. The Page of Pentacles is application, scholarship and the first step of a practical venture. Traditionally he brings study, reflection and news, often about money.',
      subjects: {
        love: 'Love asks for sincerity and a slow, serious pace. Let it build through steady care, not big declarations.',
        work: 'This is a time to learn and be dependable at work, whatever your position. Study what is in front of you and let your reliability speak.',
        money:
          'Money asks for study and a careful first step. Learn the details properly before you decide, and plan how small sums could grow.',
        health:
          'Learning about your body and beginning a sensible routine is favoured. Read, ask questions and try what fits you.',
        home: 'Home benefits from a patient, practical first step. Learn what each person needs and start with something small and useful.',
        travel:
          'Careful study makes the way smoother. Learn what going will really require before you commit.',
        study:
          'This is one of the best cards for learning. Apply yourself steadily and the results will follow.',
        legal: 'Careful reading of documents pays off. Study the detail before you decide anything.',
        spirit: 'Study what fascinates you with full attention, one subject at a time.',
      },
      advice: 'Turn what you have been reading about into one small practical start.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a student who drifts, putting off the work and frittering the means',
      meaning:
        'Reversed, the Page of Pentacles shows the shadow of the diligent student: procrastination, unrealistic plans and money frittered away. Waite’s words for him are prodigality, dissipation and unfavourable news. Goals are set, admired and left undone.',
      subjects: {
        love: 'Someone is talking about commitment without doing anything about it, or you are. Let actions lead for a while.',
        work: 'Procrastination and a lack of focus are holding you back. Pick one goal and do something toward it before lunch.',
        money:
          'Money is slipping through small carelessness, or plans for it stay on paper. Write down where it goes for a week.',
        health:
          'Plans for looking after yourself are staying on paper. Start with one small step today rather than a perfect programme next month.',
        home: 'Good intentions about home are drifting without anyone acting on them. Agree one clear change and see it done.',
        travel:
          'Plans to go drift while nothing practical gets done. Set a date for the first step or let the idea go.',
        study:
          'Procrastination is undermining your studies. Set a timetable and keep the first session short.',
        legal: 'Neglected paperwork or a missed date could harm your position. Deal with it this week.',
        spirit: 'Dreaming without doing goes nowhere. Take one practical step toward what you say you want.',
      },
      advice: 'Do the first dull task on the list before you plan anything else.',
      lean: 'no',
    },
  },
  'pentacles-12-knight': {
    upright: {
      theme: 'a slow, steady, reliable effort that gets there in the end',
      meaning:
        'A knight sits still on a heavy black horse at the edge of a ploughed field, looking at the pentacle in his hand. The Knight of Pentacles is diligence, reliability and patient hard work. Waite called him useful, serviceable and responsible, a man of rectitude.',
      subjects: {
        love: 'Loyalty and a slow, sure pace are what love asks for here. Steadiness is a form of devotion.',
        work: 'Methodical, responsible work earns trust and brings results. Keep doing what you do well, one task after another.',
        money: 'Patience and careful handling pay off with money. Stick to a plan even when it feels dull.',
        health: 'Steady routines are what your body needs. Consistency matters far more than intensity.',
        home: 'Reliable people and solid routines hold the household together. Be the one others can count on.',
        travel: 'Unhurried, thorough preparation makes the way smooth. Take the slower, surer route.',
        study: 'Methodical work gets results. Keep to a timetable, even on the days you do not feel like it.',
        legal: 'Progress is slow but steady. Be thorough and let patience work for you.',
        spirit: 'Faithfulness to a daily practice brings its own reward. Show up again tomorrow.',
      },
      advice: 'Do today’s share of the work without hurrying, and do the same tomorrow.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a stubborn standstill, where steadiness has hardened into inertia',
      meaning:
        'Reversed, the Knight of Pentacles shows the shadow of the reliable worker: inertia, idleness, stubbornness and a routine that has become a rut. The older reading adds carelessness and discouragement. The horse has stopped, and the rider has stopped noticing.',
      subjects: {
        love: 'Things between you are stuck, through routine or through someone refusing to budge. Make one small move to get them going.',
        work: 'Work has stalled into a rut, and you have stopped noticing. Change one thing about how you work this week.',
        money:
          'Finances have been left to drift, or caution has turned into carelessness. Sit down and review where your money goes.',
        health:
          'Inertia is the danger now, more than effort. A small, gentle change to your daily routine would do more than you expect.',
        home: 'Home life is stuck in a rut, and nobody suggests anything different. Change one part of the weekly routine.',
        travel:
          'Plans keep stalling because no one takes the first step. Do one practical thing, however small.',
        study: 'Boredom is slowing your progress. Change where, when or how you study.',
        legal:
          'Delays and someone’s stubbornness hold a matter up. Ask politely and persistently for movement.',
        spirit: 'Routine without meaning has become a rut. Look for a fresh reason to do what you do.',
      },
      advice: 'Change one fixed habit this week to get the wheels turning again.',
      lean: 'no',
    },
  },
  'pentacles-13-queen': {
    upright: {
      theme: 'a warm, practical, generous woman who makes everything around her flourish',
      meaning:
        'A queen sits on a throne carved with fruit and goats in a lush garden, gazing at the pentacle in her lap, while a rabbit runs at her feet. The Queen of Pentacles is practical care and abundance, a grounded woman who nurtures people and resources alike. Waite called her greatness of soul: opulence, generosity, magnificence and security.',
      subjects: {
        love: 'Love shows itself here as warm, everyday care rather than fine speeches. Give it freely, and notice who gives it to you.',
        work: 'Practical skill and genuine care for people bring success. You can run things well without losing your warmth.',
        money:
          'Money is best handled with warm good sense: careful, generous where it counts, never anxious. Look after what you have and share where you can.',
        health:
          'Good food, fresh air, time outdoors and kindness to yourself restore you. Tend your body as you would a garden.',
        home: 'Home thrives on warmth and practical care, and you can be the one who provides it. Make the place feel cared for, and others will settle.',
        travel:
          'Comfort and care matter more than adventure here. See that the practical side is looked after, and you will settle wherever you are.',
        study: 'Practical subjects and patient, nurturing guidance suit you. Learn what you can use.',
        legal:
          'A practical, sensible approach serves you well. Look for an outcome that lets everyone get on with their lives.',
        spirit:
          'You find the sacred in the everyday: a meal, a garden, a home. Let ordinary care be your practice.',
      },
      advice: 'Cook, tend or make something for the people you love, and count yourself among them.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a smothering or self-neglecting caretaker, anxious over money and home',
      meaning:
        'Reversed, the Queen of Pentacles is the shadow of the nurturing woman: smothering, materialistic, or neglecting herself while she looks after everyone else. Waite read it more darkly, as suspicion, suspense, fear and mistrust. Care has turned into control or into exhaustion.',
      subjects: {
        love: 'Care has become smothering, or you are so busy providing that there is no room left for feeling. Ease off and ask what the other person actually wants.',
        work: 'Work and home are badly out of balance, and one is swallowing the other. Set limits on both.',
        money:
          'Worry about money, or too much attention to appearances, is taking over. Be sensible without being fearful.',
        health: 'You are caring for everyone except yourself. Put your own rest and meals on the list.',
        home: 'The household is either neglected or managed too tightly. Let others help, and let some things be less than perfect.',
        travel:
          'Worry about home or money holds you back from going. Let others take a share of the load so that you can move.',
        study: 'Demands at home are crowding out your studies. Protect a fixed hour for yourself each day.',
        legal: 'Mistrust is complicating the matter. Stick to practical facts and a clear record.',
        spirit:
          'Worry about material things crowds out peace. Spend time in nature and let it slow you down.',
      },
      advice: 'Do one thing for your own comfort today before you look after anyone else.',
      lean: 'no',
    },
  },
  'pentacles-14-king': {
    upright: {
      theme: 'a prosperous, dependable man who turns effort into lasting success',
      meaning:
        'A king sits on a throne carved with bulls, his robe covered in grapes and vines, a castle behind him. The King of Pentacles is wealth, business sense and dependable success. Waite credited him with valour, a realising intelligence, business aptitude and a gift for figures.',
      subjects: {
        love: 'Love is shown here through steadiness and provision, quietly and over time. Be, and look for, the kind of care that can be counted on.',
        work: 'Steady judgement and a calm head for practical matters carry you at work. Act from experience and let your record speak for you.',
        money:
          'Sound judgement with money is your strength now. Think in years rather than weeks, and take experienced advice.',
        health:
          'Steady habits and a comfortable routine support your body. Enjoy good food and rest, in sensible measure.',
        home: 'Home rests on steady provision and a calm hand. Your steadiness is what lets everyone else relax.',
        travel:
          'A practical, well-resourced plan serves you best. Budget properly and deal with the details early.',
        study:
          'Structure and a head for detail are your advantage. Treat learning as something built to last, not crammed.',
        legal: 'A sound, practical approach serves you. Rely on experienced counsel and solid records.',
        spirit: 'Abundance is a responsibility as well as a reward. Use what you have to steady others.',
      },
      advice: 'Make the sound, long-term choice rather than the quick one.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a man whose wealth has hardened into greed, stubbornness or corruption',
      meaning:
        'Reversed, the King of Pentacles is the shadow of the prosperous ruler: greed, stubbornness, materialism and a readiness to cut moral corners. The old meanings are vice, weakness, corruption and peril. Success is pursued at any cost, and the cost falls on other people.',
      subjects: {
        love: 'Love may be measured by what it buys, or money used to control. Notice who holds the purse strings and why.',
        work: 'Greed or stubbornness is bending judgement at work, yours or someone else’s. Keep your own records and your own counsel.',
        money:
          'Greed, risky bets or stubbornness threaten your finances. Take a second opinion before any large move.',
        health:
          'Overindulgence, or overwork in pursuit of more, is wearing you out. Scale back, and count rest as an achievement too.',
        home: 'Money or someone’s need for control is straining home life. Set firm limits on what you will accept.',
        travel: 'Extravagance could cost more than going is worth. Choose what is honest and enough.',
        study:
          'Learning only for what it will earn you may leave you unsatisfied. Find what interests you in the subject too.',
        legal:
          'Bending the rules, by anyone, would cost more than it gains. Take good advice and keep everything documented.',
        spirit: 'Wealth cannot buy peace of mind. Look past the money to what you really value.',
      },
      advice: 'Refuse any gain that asks you to bend your principles.',
      lean: 'no',
    },
  },
};
