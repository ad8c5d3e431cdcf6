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
        love: 'A relationship with real foundations is beginning, or an existing one becomes more secure. Practical gestures speak as loudly as words.',
        work: 'A new job, a contract or a business opportunity appears with real prospects. Take it seriously and give it a firm start.',
        money:
          'New income, a windfall or a sound investment is on its way. Plant it wisely so that it grows.',
        health:
          'A fresh start in caring for your body pays off. Choose one good habit around food, sleep or exercise, start it this week, and keep it simple.',
        home: 'A new home, a purchase or a step toward security for the family is favoured. Invest in your roots.',
        travel:
          'A trip with a practical purpose, or a move that improves your circumstances, is well starred. Make the plan concrete.',
        study:
          'A qualification, or a place on a course you have worked for, opens a door to something solid. Commit to the work, and it will repay you.',
        legal:
          'A decision that secures property or income is worth pursuing carefully. Get the paperwork right from the start.',
        spirit:
          'The material world can be a place of blessing. Ground your hopes in something you can touch.',
      },
      advice: 'Take the concrete offer in front of you and give it a proper first step this week.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a chance that slips away before it can take root',
      meaning:
        'Reversed, the Ace of Pentacles is what Waite called the evil side of wealth: money that corrupts, or an opportunity lost through poor planning. The offer may be missed, misjudged or built on shaky ground. Look hard at what is in your hand before you grasp or drop it.',
      subjects: {
        love: 'Material concerns may be crowding out the feeling, or a promising start stalls. Ask what you are really investing in.',
        work: 'An opportunity may fall through or prove less solid than it seemed. Check the details and have a backup.',
        money:
          'Poor planning or greed could undo a gain. Slow down, and do not spend what you have not yet received.',
        health:
          'Good intentions for your wellbeing are not yet turning into habits. Start smaller and be consistent.',
        home: 'A purchase or a move may be delayed, or cost more than you expected. Keep a reserve for surprises before you commit.',
        travel:
          'A trip may cost more than planned, or the practical arrangements fall through. Build in a margin.',
        study:
          'A place on a course or a funding chance could slip away through delay. Check the deadlines today and get the application in.',
        legal:
          'A matter of property or money may not be as secure as it appears. Read everything carefully and take advice.',
        spirit: 'Chasing security or wealth leaves you empty. Remember what money is for.',
      },
      advice: 'Check the foundations of the offer before you spend a penny of it.',
      lean: 'no',
    },
  },
  'pentacles-02-two': {
    upright: {
      theme: 'a lively juggling act, keeping two demands in play at once',
      meaning:
        'A young man dances while he juggles two pentacles bound in an endless loop, and behind him ships ride high on the waves. The Two of Pentacles is balance, adaptability and the knack of handling competing demands with good humour. Waite saw both gaiety and agitation in it: life is busy, the ground keeps moving, and for now you are keeping up.',
      subjects: {
        love: 'Love has to share your time with a crowded diary, and it can if you plan for it. Keep one evening a week that nothing else is allowed to take.',
        work: 'Two jobs, two projects or two bosses are pulling at you, and you are handling them better than you think. Decide each morning which one leads.',
        money:
          'Money is going out as fast as it comes in, and you are moving it around to cover the gaps. A simple weekly check of the balance keeps the juggling honest.',
        health:
          'A busy spell asks for a steady rhythm underneath it. Fix your sleep and mealtimes first, and let the rest of the week flex around them.',
        home: 'Family life and everything else are competing for the same hours. Share the load out loud, so that nobody juggles in silence.',
        travel:
          'Travel may be squeezed between other commitments, or you are weighing two destinations. Keep the plan loose enough to change when the tide turns.',
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
        love: 'You are stretched so thin that your partner gets only what is left over. Say so, and clear some space before they feel it as indifference.',
        work: 'Too many commitments are turning into small mistakes, and the small ones will grow. Hand something on or renegotiate a deadline now.',
        money:
          'Bills are slipping and you may be borrowing from one place to pay another. Write every debt down and tackle the most pressing one first.',
        health:
          'Running on nerves and busyness is draining you. Drop one obligation this week and put the time into sleep.',
        home: 'The household is running on improvisation, and tempers are fraying. Simplify the week: fewer plans, earlier nights, meals that cook themselves.',
        travel:
          'An overcrowded itinerary or a tangle of bookings will turn a trip into a chore. Cut it back to what you will actually enjoy.',
        study:
          'Coursework is slipping as other demands crowd in. Choose the assignment that matters most and give it your best hours.',
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
        love: 'A relationship grows stronger when you build something together, such as a home, a plan or a shared project. Each of you brings a different skill, and both are needed.',
        work: 'Your skill is being noticed, and the project succeeds because everyone respects the others’ parts. Speak up about what you know; people are listening.',
        money:
          'Income grows through good work and good partnerships rather than luck. Spending on training or better tools will repay itself.',
        health:
          'Working with a practitioner who listens, and whom you listen to, makes a difference. Build your plan together and follow it.',
        home: 'A renovation, a repair or a shared household effort goes well. Let each person do the part they are good at.',
        travel:
          'A work trip, a study visit or a journey with a shared purpose is favoured. Plan it with the people going and divide the tasks.',
        study:
          'Practical learning, an apprenticeship or a teacher’s detailed feedback moves you forward. Show your work early and often.',
        legal:
          'Good professional advice and cooperation with the right experts strengthen your position. Lay your plans out clearly for them.',
        spirit:
          'Careful work done well can be a form of devotion. Something you build with patience will outlast the effort it took.',
      },
      advice: 'Show your work to someone who can improve it, and take their notes seriously.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a poor collaboration, with half-hearted work and a team that will not pull together',
      meaning:
        'Reversed, the Three of Pentacles shows the team at odds and the work suffering: rushed jobs, disputed credit, skills overlooked. Waite named mediocrity, pettiness and weakness. The plan may be sound, but nobody is building it with care.',
      subjects: {
        love: 'One of you is doing most of the work in the relationship, and it shows. Sit down and agree who carries what.',
        work: 'Poor coordination or half-hearted effort is dragging a project down. Clarify who is responsible for each part, and raise the standard where you can.',
        money:
          'A cheap fix or a corner cut now will cost you more in the end. Pay for the job to be done properly the first time.',
        health:
          'A half-hearted routine, or a practitioner you do not trust, is not serving you. Find someone you can work with and commit to the plan.',
        home: 'A home project stalls, or someone does a shoddy job. Get the right help and check the work before you pay.',
        travel:
          'A group trip suffers because nobody has taken charge of the arrangements. Agree who books what before anyone sets off.',
        study:
          'Group work is uneven, or feedback has been too thin to help. Ask your teacher directly what would lift your mark.',
        legal:
          'Weak preparation or an adviser who is not engaged could cost you. Ask them plainly how they mean to handle your case.',
        spirit:
          'Work done without care loses its meaning for you. Bring your attention back to the thing in your hands.',
      },
      advice: 'Go back to the part you rushed and redo it to a standard you would sign.',
      lean: 'no',
    },
  },
  'pentacles-04-four': {
    upright: {
      theme: 'a firm hold on what you have, guarded and kept close',
      meaning:
        'A crowned man sits with one pentacle balanced on his head, one clutched to his chest and one under each foot, the city at his back. The Four of Pentacles is security and holding on: Waite’s surety of possessions, cleaving to what one has, as well as gift and inheritance. It is prudence, until the grip becomes fear.',
      subjects: {
        love: 'You or your partner may be guarding your feelings as closely as the man guards his coins. Security is good, but love needs an open hand.',
        work: 'Your position is stable and you want to keep it that way. Protect it, but do not turn down every change out of caution.',
        money:
          'Savings and security are strong, and that is worth a great deal. Spend where it truly helps rather than hoarding out of worry.',
        health:
          'Clenched shoulders and a held breath are a sign of how tightly you are holding on. Loosen your grip, stretch, and let your body rest.',
        home: 'Home and belongings feel secure, and an inheritance or gift may add to them. Share what you have with the people under your roof.',
        travel:
          'You would rather stay put and save than spend on a trip. A modest journey could refresh you without touching what you have put by.',
        study: 'You are holding firmly to what you already know. New ideas will not take it away from you.',
        legal:
          'Property, inheritance or possessions may be at the heart of the matter. Hold your ground on what is fairly yours, and stay open to a reasonable compromise.',
        spirit: 'Clinging to what is familiar is keeping you small. Open one hand and see what it receives.',
      },
      advice: 'Keep your savings safe, but let go of one thing you are holding only from fear.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'a tight grip loosening, through generosity or through loss',
      meaning:
        'Reversed, the Four of Pentacles either releases what was held too tightly or lets it slip away. Waite read it as suspense, delay and opposition: what you were holding is in question. Generosity may open things up, or carelessness may leave you exposed.',
      subjects: {
        love: 'Possessiveness eases, or the insecurity beneath it shows itself. Talk about what each of you needs in order to feel safe.',
        work: 'Someone’s hold on power weakens, or you let go of a position you clung to. Use the movement to find a better footing.',
        money:
          'Money loosens up, perhaps too much, or a payment is held up. Aim for a middle way between clutching and spending freely.',
        health:
          'Tension you have carried for a long time is starting to release. Support it with rest, warmth and gentle movement.',
        home: 'A delay affects a purchase, or a more generous spirit eases life at home. Be patient with the first and grateful for the second.',
        travel:
          'You finally spend on the journey you kept postponing. Set a budget and then enjoy it without guilt.',
        study: 'Letting go of an old method makes room to learn. Try the approach you dismissed before.',
        legal:
          'Delays or opposition may hold a matter up. Keep your records in order and your temper in check.',
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
        love: 'Hard times are testing the bond, or you feel shut out of warmth. Stay side by side, and let each other see how difficult it is.',
        work: 'Work is insecure, hours are cut or a job is lost, and it frightens you. Tell people you are looking, and apply for the support you are entitled to.',
        money:
          'Money is short and the hardship is real. Ask for help early, from family, friends, a debt adviser or a local service, because support is closer than it looks from the street.',
        health:
          'Your energy is low and this hard season is wearing you down. Look after the basics of warmth, food and rest, and let others help, including a professional where needed.',
        home: 'The household is under strain or feels cut off from others. Reach out to relatives, neighbours or your community.',
        travel:
          'A journey may be out of reach for now, for practical or money reasons. Wait for easier times, or look for a cheaper way to see the people you miss.',
        study:
          'Money or personal troubles are making it hard to keep studying. Ask your school or college about hardship funds, extensions and support.',
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
        love: 'After a hard spell, warmth returns between you. The difficulties you survived together make the bond stronger.',
        work: 'New work or practical support arrives after a lean time. Accept it, even if it is not yet the job you want.',
        money:
          'Hardship begins to ease as income or help comes in. Rebuild slowly and keep a little back for the next cold spell.',
        health:
          'Energy returns as you take better care of yourself and accept support. Keep the good routines going once you feel stronger.',
        home: 'A household under strain steadies, and family or neighbours rally round. Let them in.',
        travel:
          'A trip that seemed impossible becomes affordable again. Plan something modest to mark the change.',
        study: 'Funding or support arrives that lets you carry on. Take what is offered and use it fully.',
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
        love: 'Give and take between you is balanced, and generosity runs both ways. A gift or a kind gesture says what words cannot.',
        work: 'A rise, a bonus or fair recognition comes through. Pass on the help you received to someone newer than you.',
        money:
          'Money flows in the right direction: a loan repaid, a gift, a fair fee. Give where you can and accept what is fairly offered.',
        health:
          'Accepting care, or giving it, supports your wellbeing now. Balance what you give others with what you allow yourself.',
        home: 'Generosity within the family strengthens the bonds. Share time and resources fairly, and thank people out loud.',
        travel:
          'A trip may be paid for or shared by someone else, or you help someone else travel. Accept graciously and return the kindness.',
        study:
          'A scholarship, a grant or a generous teacher helps you on. Thank them, and one day do the same for another student.',
        legal:
          'A fair settlement or a balanced judgement is possible. Be reasonable in what you ask for and in what you offer.',
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
        work: 'Unfair pay, favouritism or a patron who expects too much is souring work. Ask for what you are owed in plain terms.',
        money:
          'Debts, unpaid loans or gifts with conditions are causing trouble. Read the terms and clear what you can.',
        health:
          'You have been giving so much to others that your own reserves are low. Take back some time and energy for yourself.',
        home: 'Money or favours between relatives are breeding resentment. Settle the account openly and start afresh.',
        travel:
          'A trip paid for by someone else may come with expectations attached. Pay your own way if you want your freedom.',
        study:
          'A grant or sponsor may carry obligations you have not noticed. Read the conditions before you sign.',
        legal: 'An unequal settlement or hidden terms may be on the table. Have an adviser read it with you.',
        spirit:
          'Giving to feel superior, or receiving with resentment, spoils the gift. Look honestly at your motives on both sides.',
      },
      advice: 'Find out what the gift will cost you before you accept it.',
      lean: 'no',
    },
  },
  'pentacles-07-seven': {
    upright: {
      theme: 'a pause to weigh the harvest of long, patient work',
      meaning:
        'A young farmer leans on his hoe and looks at seven pentacles growing on a green bush, weighing what his labour has produced so far. The Seven of Pentacles is patience, assessment and long-term investment. Waite tied it to money, business, barter and gain, the reward of work patiently tended.',
      subjects: {
        love: 'The relationship has grown through steady effort, and now you pause to look at it. Judge it by how it has grown, not by how fast.',
        work: 'Your effort is beginning to show, but the full harvest is not in yet. Take stock, adjust, and keep tending it.',
        money:
          'Savings and investments are growing slowly. Review them calmly and resist the urge to pull them up to check the roots.',
        health:
          'Good habits are working, though the results are slower than you would like. Keep going, and measure progress over months rather than days.',
        home: 'Long projects at home are bearing fruit bit by bit. Stop for a moment and notice how far they have come.',
        travel:
          'A journey you are saving and planning for will be worth the wait. Hold on until the timing is right.',
        study:
          'Your studies are paying off gradually. Look back at your early work to see how much you have learned.',
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
          'Poor returns, or money lent and not repaid, are worrying you. Ask for what is owed and think twice before lending again.',
        health:
          'Slow progress is discouraging you. Change the approach with some advice rather than giving up on caring for yourself.',
        home: 'The work you put into home goes unnoticed. Tell the others plainly what you do and what you need back.',
        travel:
          'Impatience could push you into a rushed booking you regret. Wait a little longer for the right option.',
        study: 'Results are slower than you hoped. Change the method rather than the goal.',
        legal:
          'Frustration with delays could tempt you into a poor decision. Stay the course unless your adviser says otherwise.',
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
        love: 'Small daily attentions build the relationship more surely than grand gestures. Work at it as you would at a craft you care about.',
        work: 'Diligence and practice are building real expertise. Keep your head down and your standards high; the work will speak for you.',
        money:
          'Steady, skilled work brings steady income. Putting money into your own training is the best investment on offer.',
        health:
          'Your body responds best now to consistent habits practised daily. Treat your routine as a skill you are learning.',
        home: 'Practical jobs around the home bring satisfaction. Take your time and do them well.',
        travel:
          'A trip for training, a course or work experience is favoured. Go to learn, and bring the skill home.',
        study:
          'Hard work and repetition are turning into mastery. Keep practising the parts you find hardest.',
        legal:
          'Careful preparation and attention to detail serve you well. Read every page and keep tidy records.',
        spirit: 'Mastery grows through patient repetition. Your daily practice is the path.',
      },
      advice: 'Practise the skill for an hour today with your full attention and no shortcuts.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a craft neglected, with corners cut or perfectionism taking over',
      meaning:
        'Reversed, the Eight of Pentacles shows skill misused or left idle: shortcuts, boredom, or perfectionism that never lets anything be finished. Waite named voided ambition and vanity, and skill turned to craftiness and intrigue. The work has lost either its honesty or its point.',
      subjects: {
        love: 'One of you has stopped making an effort, or expects a perfection no one could give. Meet in the middle, with ordinary care.',
        work: 'Cutting corners, or polishing endlessly, is harming the work. Finish to a good standard and move on.',
        money: 'Quick money made by shortcuts or sharp practice will cost you later. Earn it the slow way.',
        health:
          'Either routines have lapsed or you are driving yourself too hard. Find a rhythm you could keep up for a year.',
        home: 'Half-finished jobs are piling up around the house. Pick one and see it through this weekend.',
        travel:
          'Skimped planning could cause trouble on the road. Check tickets, documents and connections before you go.',
        study:
          'You are either not practising enough or reworking the same page forever. Set a time limit and submit.',
        legal:
          'Sloppy preparation, or an opponent who is more crafty than honest, could cause trouble. Check every detail twice.',
        spirit:
          'Effort without meaning has become a grind. Remember why you took up this work in the first place.',
      },
      advice: 'Finish the piece of work you keep polishing or putting off.',
      lean: 'no',
    },
  },
  'pentacles-09-nine': {
    upright: {
      theme: 'a well-earned independence, enjoyed in a garden of your own making',
      meaning:
        'A woman in a flowered robe stands alone in a vineyard heavy with grapes, a hooded falcon resting on her gloved hand. The Nine of Pentacles is self-reliance, refinement and comfort earned by your own efforts. The traditional meanings are prudence, safety, success and discernment.',
      subjects: {
        love: 'You are secure enough in yourself to choose freely, and a partner is a pleasure rather than a need. Keep your independence inside the relationship.',
        work: 'Your efforts have brought success and the freedom to work on your own terms. Enjoy the standing you have earned.',
        money:
          'Money is comfortable and secure, thanks to your own good management. Enjoy it with taste and a little restraint.',
        health:
          'You are looking after yourself well, and your body shows it. Keep up the care, and enjoy the good things in moderation.',
        home: 'Home is a place of comfort and beauty that you have made yourself. Spend time enjoying it rather than only maintaining it.',
        travel:
          'A comfortable, even indulgent trip is possible, perhaps on your own. Treat yourself to the better room.',
        study: 'Self-directed study goes well because you are disciplined. Your independence is an asset.',
        legal:
          'Prudence and good judgement serve you. A matter of property or security can be handled calmly.',
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
        love: 'Independence has turned into isolation, or one of you depends on the other for money and resents it. Talk about the balance openly.',
        work: 'Overwork, or a setback you did not see coming, threatens what you built. Protect your gains and look for the weak point.',
        money:
          'Overspending or someone’s dishonesty threatens your security. Go through your accounts line by line.',
        health:
          'Overwork, or keeping up appearances, is wearing you out. Rest, and let the polish go for a while.',
        home: 'The house looks lovely and feels empty. Invite people round and let it be lived in.',
        travel:
          'A lavish trip may cost more than it gives back. Choose the simpler option and keep the difference.',
        study: 'Discipline has slipped, and you are coasting on past results. Get back into a daily routine.',
        legal:
          'Bad faith or deception is possible on the other side. Check every detail and keep copies of everything.',
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
        love: 'Commitment built to last, such as marriage, a shared home or the joining of two families, is strongly favoured. Build for the years ahead together.',
        work: 'A family firm, a long-established company or a role with a future brings security. Think about the legacy your work leaves.',
        money:
          'Wealth, inheritance or long-term security is indicated. Plan with the next generation in mind.',
        health:
          'Family support and settled routines strengthen you. Let the people around you help, and learn from the habits of your elders.',
        home: 'Family life is secure and rich in tradition. Gatherings across the generations bring real comfort.',
        travel:
          'A family trip, or a visit to the place your family comes from, is favoured. Take the older relatives with you if you can.',
        study:
          'Established institutions and traditional learning serve you well. Build on what others have already laid down.',
        legal:
          'Wills, property or family arrangements may come up. Handle them carefully, with professional help, and write everything down.',
        spirit: 'Your roots give you strength. Honour those who came before you and what they handed on.',
      },
      advice: 'Put one long-term arrangement in order for the people who will come after you.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a family at odds over money, inheritance or what is owed',
      meaning:
        'Reversed, the Ten of Pentacles shows family security under strain: quarrels over inheritance, losses, or old structures cracking. Waite linked it to chance, loss and games of hazard. What was meant to last for generations needs attention now.',
      subjects: {
        love: 'Money or family pressure is straining the relationship. Talk about finances and in-laws before they talk for you.',
        work: 'A family business or an institution you rely on looks less stable than it did. Look after your own position and skills.',
        money:
          'Risky ventures or losses threaten long-term security. Steer clear of gambles, however tempting the odds look.',
        health:
          'Family stress is wearing you down. Give yourself some time away from it to recover your energy.',
        home: 'Arguments over money, property or care are dividing the family. Aim for fairness rather than winning.',
        travel:
          'Family obligations may disrupt or reshape your travel plans. Book what you can change, and keep the dates loose.',
        study:
          'Pressure from family, or a lack of support, is affecting your studies. Look for encouragement from teachers or friends.',
        legal:
          'Disputes over wills, property or shared assets are possible. Get advice early and keep communication civil.',
        spirit:
          'Tradition may feel more like a burden than a gift. Keep what serves you and set down the rest with respect.',
      },
      advice: 'Get the money question out in the open with your family before it hardens into a feud.',
      lean: 'no',
    },
  },
  'pentacles-11-page': {
    upright: {
      theme: 'a diligent student absorbed in a new and practical ambition',
      meaning:
        'A young man stands in a flowering field, holding a pentacle up before his eyes and studying it with complete attention. The Page of Pentacles is application, scholarship and the first step of a practical venture. Traditionally he brings study, reflection and news, often about money.',
      subjects: {
        love: 'Love starts slowly and seriously, or with someone steady and sincere. Let it build at its own pace.',
        work: 'A new job, an apprenticeship or a practical project is beginning. Learn everything you can and be dependable.',
        money: 'Good news about money, or a new small source of income, arrives. Plan how to make it grow.',
        health:
          'Learning about your body and beginning a sensible routine is favoured. Read, ask questions and try what fits you.',
        home: 'A young person in the family shows real application, or practical news arrives. Encourage the effort.',
        travel: 'A trip for study, training or work is favoured. Prepare for it as carefully as for an exam.',
        study:
          'This is one of the best cards for learning and exams. Apply yourself steadily and the results will follow.',
        legal: 'Careful reading of documents pays off. Study the detail before you decide anything.',
        spirit: 'Study what fascinates you with full attention, one subject at a time.',
      },
      advice: 'Start the course, the plan or the savings habit you have been reading about.',
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
          'Small wasteful spending adds up, or disappointing news about money arrives. Track every purchase for a week.',
        health:
          'Plans for looking after yourself are staying on paper. Start with one small step today rather than a perfect programme next month.',
        home: 'A young person may be drifting or unmotivated. Encourage them gently but with clear expectations.',
        travel: 'Travel plans drift without anyone booking anything. Decide on a date or let the idea go.',
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
        love: 'A loyal, dependable partner, or a relationship that moves slowly but surely, is indicated. Steadiness here is a form of devotion.',
        work: 'Methodical, responsible work earns trust and brings results. Keep doing what you do well, one task after another.',
        money: 'Careful saving and patient investment pay off. Stick to the plan even when it feels dull.',
        health: 'Steady routines are what your body needs. Consistency matters far more than intensity.',
        home: 'Reliable people and solid routines hold the household together. Be the one others can count on.',
        travel: 'A well-prepared, unhurried journey goes smoothly. Take the slower route and enjoy it.',
        study:
          'Methodical revision gets results. Keep to the timetable, even on the days you do not feel like it.',
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
        love: 'The relationship has settled into routine, or one of you refuses to budge. Do something new together this week.',
        work: 'Stagnation and boredom have crept in, and your work is suffering for it. Ask for a new responsibility or learn a new skill.',
        money:
          'Finances have been left to drift, or caution has turned into carelessness. Sit down and review where your money goes.',
        health: 'Inertia is sapping your energy. A short walk every day would do more than you expect.',
        home: 'Home life is stuck in a rut, and nobody suggests anything different. Change one part of the weekly routine.',
        travel: 'Plans keep stalling because no one takes the first step. Book one thing, however small.',
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
        love: 'A warm, caring and practical love is on offer, or you are asked to be that kind of partner. Look after each other in small, everyday ways.',
        work: 'Practical skill and genuine care for people bring success. You can run things well without losing your warmth.',
        money:
          'Money is managed wisely and spent generously. Enjoy your comforts and share them where you can.',
        health:
          'Good food, fresh air, time outdoors and kindness to yourself restore you. Tend your body as you would a garden.',
        home: 'Home is warm and welcoming, and you are at the heart of it. Others gather round because you make them feel cared for.',
        travel:
          'A comfortable trip to the countryside or somewhere green restores you. Choose comfort over adventure this time.',
        study: 'Practical subjects and patient, nurturing teachers suit you. Learn what you can use.',
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
        love: 'Care has become smothering, or you are so busy providing that there is no time for each other. Ease off and ask what your partner actually wants.',
        work: 'Work and home are badly out of balance, and one is swallowing the other. Set limits on both.',
        money:
          'Worry about money, or too much attention to appearances, is taking over. Be sensible without being fearful.',
        health:
          'You are caring for everyone except yourself, and your energy shows it. Put your own rest and meals on the list.',
        home: 'The household is either neglected or managed too tightly. Let others help, and let some things be less than perfect.',
        travel:
          'Worry about home or money keeps you from going anywhere. A short break would do you good, and the house will survive.',
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
        love: 'A stable, generous and loyal partner is indicated, someone who shows love by providing. Security and trust grow together.',
        work: 'Business success and leadership come from steady effort and sound judgement. Take charge of the venture.',
        money:
          'Wealth and sound financial management are in the picture. Invest for the long term and seek experienced advice.',
        health:
          'Steady habits and a comfortable routine support your body. Enjoy good food and rest, in sensible measure.',
        home: 'A secure, well-provided home is favoured. Your steadiness is what lets the family relax.',
        travel: 'Comfortable, well-funded travel is possible. Plan it properly and enjoy the ease.',
        study: 'Practical, business or financial subjects suit you. Your head for figures is an advantage.',
        legal: 'A sound, practical approach serves you. Rely on experienced counsel and solid records.',
        spirit: 'Abundance is a responsibility as well as a reward. Use what you have to steady others.',
      },
      advice: 'Make the sound, long-term financial decision you have been weighing.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a man whose wealth has hardened into greed, stubbornness or corruption',
      meaning:
        'Reversed, the King of Pentacles is the shadow of the prosperous ruler: greed, stubbornness, materialism and a readiness to cut moral corners. The old meanings are vice, weakness, corruption and peril. Success is pursued at any cost, and the cost falls on other people.',
      subjects: {
        love: 'A partner may be controlling with money or measure love by what it buys. Notice who holds the purse strings and why.',
        work: 'A greedy or unscrupulous boss or partner is a risk. Keep your own records and your own counsel.',
        money:
          'Greed, risky bets or stubbornness threaten your finances. Take a second opinion before any large move.',
        health:
          'Overindulgence, or overwork in pursuit of more, is wearing you out. Scale back, and count rest as an achievement too.',
        home: 'Money disputes or a controlling figure strain the family. Set firm limits on what you will accept.',
        travel:
          'Extravagant travel could strain your finances more than it rewards you. Choose something simpler.',
        study:
          'Studying only for the salary at the end may leave you unsatisfied. Find what interests you in the subject too.',
        legal:
          'Corruption or bad faith is possible on the other side. Take good advice and keep everything documented.',
        spirit: 'Wealth cannot buy peace of mind. Look past the money to what you really value.',
      },
      advice: 'Refuse the deal that pays well but asks you to bend your principles.',
      lean: 'no',
    },
  },
};
