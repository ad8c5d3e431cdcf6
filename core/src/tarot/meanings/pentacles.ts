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
          'A fresh start in caring for your body pays off. Begin one good habit, food, sleep or exercise, and keep it simple.',
        home: 'A new home, a purchase or a step toward security for the family is favoured. Invest in your roots.',
        travel:
          'A trip with a practical purpose, or a move that improves your circumstances, is well starred. Make the plan concrete.',
        study:
          'A course, a grant or a qualification opens a door to something solid. Enrol and commit to the work.',
        legal:
          'A decision that secures property or income is worth pursuing carefully. Get the paperwork right from the start.',
        spirit:
          'The material world can be a place of blessing. Ground your hopes in something you can touch.',
      },
      advice: 'Take the concrete offer in front of you and give it a proper first step this week.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a promising chance that slips through careless or greedy hands',
      meaning:
        'Reversed, the Ace of Pentacles is what Waite called the evil side of wealth: money that corrupts, or an opportunity lost through poor planning. The offer may be missed, misjudged or built on shaky ground. Look hard at what is in your hand before you grasp or drop it.',
      subjects: {
        love: 'Material concerns may be crowding out the feeling, or a promising start stalls. Ask what you are really investing in.',
        work: 'An opportunity may fall through or prove less solid than it seemed. Check the details and have a backup.',
        money:
          'Poor planning or greed could undo a gain. Slow down, and do not spend what you have not yet received.',
        health:
          'Good intentions for your wellbeing are not yet turning into habits. Start smaller and be consistent.',
        home: 'A purchase or a move may be delayed, or cost more than expected. Budget carefully.',
        travel:
          'A trip may cost more than planned, or the practical arrangements fall through. Build in a margin.',
        study: 'A chance to study may be missed through delay. Meet the deadline.',
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
        'A young man dances while juggling two pentacles linked by an endless loop, as ships ride high waves behind him. The Two of Pentacles is balance, adaptability and managing competing demands with good humour. Waite saw both gaiety and agitation in it: life is busy but you are keeping up.',
      subjects: {
        love: 'Balancing love with everything else takes effort but can be done. Make time for each other amid the bustle.',
        work: 'You are managing several tasks or jobs at once. Stay flexible and prioritise.',
        money: 'Money is moving in and out and you are balancing the books. Keep a close eye on cash flow.',
        health: 'A busy life needs balance between effort and rest. Keep your routines flexible but regular.',
        home: 'Juggling family and work is demanding. Share the load and keep your sense of humour.',
        travel: 'Travel may be part of a busy schedule, or you are weighing two options. Stay adaptable.',
        study: 'You are balancing study with work or other commitments. A clear timetable helps.',
        legal: 'You may be weighing two options or managing several matters. Keep careful records of each.',
        spirit: 'Life’s ups and downs are part of a rhythm. Find the dance in the juggling.',
      },
      advice: 'Write down every ball you are keeping in the air and choose which one to put down first.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'a juggling act that has become too much, with balls beginning to drop',
      meaning:
        'Reversed, the Two of Pentacles shows the balance lost: overcommitment, disorganisation, a cheerfulness put on to hide the strain. Waite gave enforced gaiety and simulated enjoyment, along with letters and documents. Something has to give before everything does.',
      subjects: {
        love: 'You may be neglecting the relationship because you are stretched too thin. Make room for it.',
        work: 'Too many commitments are leading to mistakes. Drop or delegate something.',
        money: 'Cash flow is out of balance and bills may be slipping. Sort your priorities now.',
        health: 'Overcommitment is draining your energy. Cut back and restore a simple rhythm of rest.',
        home: 'Domestic chaos or strain from juggling too much shows at home. Simplify.',
        travel: 'Overbooking or a complicated itinerary leads to stress. Cut it down.',
        study: 'Study slips as other things crowd in. Choose what matters most.',
        legal: 'Paperwork or deadlines may be missed. Check every document and date.',
        spirit: 'Pretending to cope is wearing you down. Admit the strain.',
      },
      advice: 'Cancel or hand off one commitment this week, and stop pretending you can hold them all.',
      lean: 'no',
    },
  },
  'pentacles-03-three': {
    upright: {
      theme: 'a piece of skilled work, recognised and built together with others',
      meaning:
        'A young sculptor stands on a bench in a church, working on an arch while a monk and an architect hold the plans and consult him. The Three of Pentacles is craftsmanship, teamwork and recognition for skill. Waite called it métier, trade and skilled labour, and also renown.',
      subjects: {
        love: 'Building a relationship together, with effort on both sides, strengthens it. Plan together.',
        work: 'Your skill is recognised and teamwork brings success. Collaborate and take pride in your craft.',
        money: 'Money grows through skilled work and good cooperation. Invest in your abilities.',
        health: 'Working with professionals who listen to you pays off. Follow a well-made plan together.',
        home: 'A renovation, a building project or teamwork within the family goes well. Each person contributes their skill.',
        travel: 'A work trip or a journey with a shared purpose is favoured. Plan it as a team.',
        study: 'Apprenticeship, practical learning and feedback from teachers help you grow. Show your work.',
        legal:
          'Expert advice and cooperation with professionals strengthen your position. Consult those who know the field.',
        spirit: 'Doing good work with care is a spiritual practice. Build something that lasts.',
      },
      advice: 'Show your work to someone who can improve it, and listen to their notes.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a poor collaboration, with sloppy work and no one pulling together',
      meaning:
        'Reversed, the Three of Pentacles shows mediocrity, pettiness and a team at odds. Waite gave puerility and weakness. Work is rushed, credit is disputed, or your skills go unrecognised.',
      subjects: {
        love: 'You are not working as a team, and effort is lopsided. Agree on what each of you brings.',
        work: 'Poor teamwork or careless work undermines a project. Raise standards and clarify roles.',
        money: 'Cutting corners costs more in the end. Do it properly.',
        health:
          'A half-hearted approach to care is not helping. Find a professional you can work with properly.',
        home: 'A home project stalls or is done badly. Get the right help.',
        travel: 'Poor coordination spoils group travel. Assign tasks clearly.',
        study: 'Lack of effort or poor teaching holds you back. Seek feedback and a better method.',
        legal:
          'Poor preparation or an unhelpful professional could weaken your case. Check their competence.',
        spirit: 'Work without care loses its meaning. Bring attention back to what you make.',
      },
      advice: 'Redo the part you rushed, and do it to the standard you would be proud of.',
      lean: 'no',
    },
  },
  'pentacles-04-four': {
    upright: {
      theme: 'a firm hold on what you have, saving and guarding it closely',
      meaning:
        'A crowned figure sits with one pentacle on his head, one clutched to his chest and one under each foot, a city behind him. The Four of Pentacles is security, saving and holding on, Waite’s surety of possessions and cleaving to what one has. It is sensible until it becomes possessive.',
      subjects: {
        love: 'You or your partner may be holding back, guarding feelings or possessive. Security is good; control is not.',
        work: 'You have a stable position and want to keep it. Be careful that caution does not stifle growth.',
        money:
          'Saving and financial security are strong. Spend where it helps, though, rather than hoarding out of fear.',
        health:
          'Holding on to tension, stress or old habits can leave you tired and stiff. Loosen your grip and let your body relax.',
        home: 'Home and possessions feel secure. Share them with the people around you.',
        travel: 'You may prefer to stay put and save. A modest trip may be wiser than a lavish one.',
        study: 'You hold firmly to what you know. Stay open to new ideas.',
        legal:
          'Inheritance, property or possessions may be at issue. Hold your ground, but be open to fair compromise.',
        spirit: 'Clinging to the familiar limits you. Open your hand and see what comes.',
      },
      advice: 'Keep your savings, but give away or spend one thing you are holding onto from fear.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'a grip that loosens, for better or for worse',
      meaning:
        'Reversed, the Four of Pentacles either releases what was held too tightly or lets it slip away. Waite gave suspense, delay and opposition. Generosity may open things up, or loss of control may bring setbacks.',
      subjects: {
        love: 'Possessiveness eases, or insecurity shows itself. Talk about what you each need to feel safe.',
        work: 'You let go of a position or a fear, or someone else’s grip on power weakens. Adapt.',
        money: 'Spending loosens up, perhaps too much, or a delay holds money back. Find a middle way.',
        health: 'Releasing tension brings relief. Keep letting go of what you have been holding in.',
        home: 'Generosity at home eases tension, or a delay affects a purchase. Be patient.',
        travel: 'You finally spend on the trip you have long put off. Enjoy it within your means.',
        study: 'Letting go of old methods helps you learn. Try a fresh approach.',
        legal: 'Delays or opposition may hold things up. Be patient and keep records.',
        spirit: 'Letting go is freeing. Notice how much lighter you feel.',
      },
      advice: 'Let go of one thing you have been holding too tightly, and notice how it feels.',
      lean: 'unclear',
    },
  },
  'pentacles-05-five': {
    upright: {
      theme: 'a hard winter of hardship, walking past the lighted window',
      meaning:
        'Two ragged figures trudge through the snow past a glowing stained-glass window, one on crutches, neither looking up. The Five of Pentacles is material trouble and hardship: money worries, exclusion, the feeling of being left out in the cold. Help is often closer than it looks, just behind the window they do not see.',
      subjects: {
        love: 'Hard times can test a bond, or you feel left out in the cold emotionally. Stick together and lean on each other.',
        work: 'Job insecurity or loss of income is a worry. Reach out for help and look for new openings.',
        money:
          'Money is tight and hardship is real. Ask for help from family, friends or a debt adviser, because support is closer than it seems.',
        health:
          'You may feel run down and low in energy. Look after the basics, warmth, food, rest, and let others support you, including a professional if needed.',
        home: 'The household may be under strain or feel isolated. Reach out to community and relatives.',
        travel:
          'Travel may be difficult for practical or financial reasons. Postpone until things are easier, or look for a cheaper way.',
        study:
          'Financial or personal struggles affect your studies. Ask about grants, extensions or support.',
        legal: 'A matter may be costly or leave you feeling shut out. Seek free or low-cost advice.',
        spirit: 'You may feel abandoned, but the door is open. Look up at the light in the window.',
      },
      advice: 'Ask for the help you need today, from a person or a service, instead of struggling on alone.',
      lean: 'no',
    },
    reversed: {
      theme: 'a way out of hard times, with help found and warmth returning',
      meaning:
        'Reversed, the Five of Pentacles points to recovery after hardship: help arriving, a job found, a door opening. Waite gave disorder, chaos and discord, so recovery may be messy. Either way, the worst of the winter is passing.',
      subjects: {
        love: 'After a hard spell, warmth returns. You find comfort in each other again.',
        work: 'New work or support appears after a difficult time. Accept it gratefully.',
        money: 'Financial hardship begins to ease, and help or income comes in. Rebuild steadily.',
        health: 'Energy returns slowly as you take better care of yourself. Keep accepting support.',
        home: 'A household under strain steadies. Community and family rally round.',
        travel: 'Travel becomes possible again as things improve. Plan modestly.',
        study: 'Support or funding helps you continue. Take what is offered.',
        legal: 'Assistance or a fair hearing becomes available. Keep going.',
        spirit: 'You find the door you thought was closed. Step inside.',
      },
      advice: 'Accept the help that is being offered, and take the first step back indoors.',
      lean: 'unclear',
    },
  },
  'pentacles-06-six': {
    upright: {
      theme: 'a fair exchange of giving and receiving, with generosity in the scales',
      meaning:
        'A merchant holds balanced scales in one hand and gives coins to a kneeling beggar with the other. The Six of Pentacles is charity, generosity and gifts, Waite’s presents and gratification. It is about giving and receiving fairly, and about who holds the power in the exchange.',
      subjects: {
        love: 'Give and take is balanced, and generosity flows both ways. Share freely.',
        work: 'A raise, a bonus or fair recognition comes through. Mentor others as you were helped.',
        money: 'Money flows: loans repaid, gifts given or received, fair payment. Be generous and fair.',
        health:
          'Accepting care or offering it supports your wellbeing. Balance what you give with what you receive.',
        home: 'Generosity within the family strengthens bonds. Share resources fairly.',
        travel: 'A sponsored or shared trip is possible. Accept help graciously.',
        study: 'A scholarship, a grant or a generous teacher helps you. Pass the favour on.',
        legal: 'A fair settlement or a balanced judgement is possible. Be reasonable in what you ask.',
        spirit: 'Charity and gratitude are twin virtues. Give and receive with an open heart.',
      },
      advice: 'Give where you can today, and accept help graciously where it is offered.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a gift with strings attached, or generosity that keeps the scales uneven',
      meaning:
        'Reversed, the Six of Pentacles shows giving turned sour: debt, strings attached, jealousy or an unfair balance of power. Waite gave desire, cupidity, envy and illusion. Someone may be giving to control or taking without returning.',
      subjects: {
        love: 'One of you gives more, or uses generosity to keep control. Restore the balance.',
        work: 'Unfair pay or favouritism is an issue. Stand up for fair treatment.',
        money: 'Debt, unpaid loans or gifts with strings attached cause problems. Read the terms.',
        health: 'Giving too much to others leaves you depleted. Look after yourself first.',
        home: 'Money or favours cause resentment in the family. Clear the account.',
        travel: 'A trip paid for by someone else may come with expectations. Pay your own way.',
        study: 'A grant or support may carry obligations. Read the conditions.',
        legal: 'An unequal settlement or hidden terms are possible. Take advice.',
        spirit:
          'Giving to feel superior, or receiving with resentment, poisons the gift. Check your motives.',
      },
      advice: 'Ask what the gift is really costing you before you accept it.',
      lean: 'no',
    },
  },
  'pentacles-07-seven': {
    upright: {
      theme: 'a pause to weigh the harvest of long, patient work',
      meaning:
        'A young man leans on his hoe and gazes at seven pentacles growing on a green bush, as if weighing what his labour has produced. The Seven of Pentacles is patience, assessment and long-term investment. Waite gave money, business and barter, and also anxiety about what is owed.',
      subjects: {
        love: 'The relationship has grown through effort, and now you take stock. Is it growing as you hoped?',
        work: 'Your efforts are beginning to show, but the full harvest is not yet in. Assess, then keep going.',
        money: 'Investments are growing slowly. Be patient and review your strategy.',
        health: 'Healthy habits take time to show results. Keep going, and measure progress gently.',
        home: 'Long-term projects at home are slowly bearing fruit. Pause and appreciate the progress.',
        travel: 'Planning ahead pays off. Wait for the right time.',
        study: 'Your studies are bearing fruit gradually. Review your progress and adjust.',
        legal: 'A matter takes longer than hoped. Patience and steady effort help.',
        spirit: 'Growth is slow and real. Trust the process.',
      },
      advice: 'Measure what your effort has grown so far, then decide where to put the next season’s work.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'an impatience with slow returns, or worry over money lent',
      meaning:
        'Reversed, the Seven of Pentacles shows frustration at poor results, impatience or effort wasted. Waite warned of anxiety about money one may lend. Either you are giving up too soon, or you are right to stop pouring effort into something that does not grow.',
      subjects: {
        love: 'You feel you are putting in more than you get back. Decide whether to keep investing.',
        work: 'Effort is not paying off, and you may be tempted to quit. Reassess honestly.',
        money:
          'Poor returns or money lent that is not repaid cause worry. Cut your losses or chase what is owed.',
        health: 'You may feel discouraged by slow progress. Adjust your approach rather than giving up.',
        home: 'Efforts at home go unappreciated. Speak up about it.',
        travel: 'Impatience could lead to poor travel choices. Wait a little longer.',
        study: 'Results are slower than you hoped. Change your method rather than your goal.',
        legal: 'Frustration with delays may tempt a poor decision. Stay the course.',
        spirit: 'Impatience blocks growth. Let things ripen.',
      },
      advice: 'Decide honestly whether this effort deserves another season, and act on the answer.',
      lean: 'no',
    },
  },
  'pentacles-08-eight': {
    upright: {
      theme: 'a steady apprenticeship, perfecting a craft one piece at a time',
      meaning:
        'A craftsman sits at his bench carving pentacles, finished ones hung on a post beside him, the town in the distance. The Eight of Pentacles is diligence, skill and dedicated work. Waite gave employment and craftsmanship, perhaps at a preparatory stage.',
      subjects: {
        love: 'Effort and attention to detail strengthen the relationship. Work at it with care.',
        work: 'Diligence and skill-building pay off. Focus on quality and keep practising.',
        money: 'Steady work brings steady income. Invest in your skills.',
        health: 'Consistent, disciplined habits support your body. Practise them daily.',
        home: 'Practical work on the home is satisfying. Take pride in your handiwork.',
        travel: 'A trip for training or work is favoured. Use it to learn.',
        study: 'Hard work and practice bring mastery. Keep at it.',
        legal: 'Careful preparation and attention to detail serve you. Do the homework.',
        spirit: 'Mastery comes through repetition and devotion. Make your practice daily.',
      },
      advice: 'Practise the skill for an hour today, with full attention and no shortcuts.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a craft neglected, with corners cut or perfectionism taking over',
      meaning:
        'Reversed, the Eight of Pentacles shows skill misused or neglected: shortcuts, lack of focus, or perfectionism that stops anything being finished. Waite gave voided ambition, vanity, and skill in craftiness and intrigue. The work has lost its honesty or its purpose.',
      subjects: {
        love: 'One of you has stopped making an effort, or expects perfection. Find a middle way.',
        work: 'Cutting corners or perfectionism is harming your work. Refocus on quality and finish.',
        money: 'Cutting corners or dishonesty for quick money will backfire. Earn it properly.',
        health: 'Neglect of routines or overwork is draining you. Find a sustainable rhythm.',
        home: 'Jobs around the house are left half-done. Finish one.',
        travel: 'Poor planning creates problems on the road. Take care of details.',
        study: 'Lack of practice or obsessive perfectionism holds you back. Find balance.',
        legal: 'Sloppy preparation or a crafty opponent could cause trouble. Check everything.',
        spirit: 'Effort without meaning feels empty. Remember why you started.',
      },
      advice: 'Finish the piece of work you keep polishing or putting off.',
      lean: 'no',
    },
  },
  'pentacles-09-nine': {
    upright: {
      theme: 'a well-earned independence and comfort, enjoyed in your own garden',
      meaning:
        'A woman in a flowing robe stands alone in a vineyard heavy with grapes, a hooded falcon on her gloved hand. The Nine of Pentacles is self-reliance, refinement and material comfort earned by your own efforts. Waite gave prudence, safety, success and discernment.',
      subjects: {
        love: 'You are secure enough in yourself to choose freely in love. Enjoy independence within the relationship.',
        work: 'Your efforts have brought success and independence. Enjoy the rewards you have earned.',
        money: 'Finances are comfortable and secure. Enjoy them with discernment.',
        health: 'You are looking after yourself well and feel good in your body. Keep up the care.',
        home: 'Home is a place of comfort and beauty. Enjoy it.',
        travel: 'A comfortable, even luxurious trip is possible. Treat yourself.',
        study: 'Self-directed study goes well. Your discipline is paying off.',
        legal: 'Prudence and sound judgement serve you. Matters may settle comfortably.',
        spirit: 'Solitude and self-sufficiency bring peace. Savour your own company.',
      },
      advice: 'Enjoy what you have built, and spend an afternoon in your own good company.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a comfort built on shaky ground, or independence that turns lonely',
      meaning:
        'Reversed, the Nine of Pentacles shows security that is less solid than it looks: overspending, financial dependence or success bought at the cost of other things. Waite gave roguery, deception and bad faith. The garden may be a gilded cage.',
      subjects: {
        love: 'Independence has become isolation, or one of you depends on the other financially. Look at the balance.',
        work: 'Overwork or a setback threatens what you built. Protect your gains.',
        money: 'Overspending or deception threatens your security. Check your accounts.',
        health:
          'Overwork or neglecting yourself for appearances is tiring you. Rest and restore your balance.',
        home: 'Home looks good but feels empty. Invite people in.',
        travel: 'A trip may cost more than it is worth. Be sensible.',
        study: 'Lack of discipline undermines your progress. Get back on track.',
        legal: 'Bad faith or deception is possible. Check the details.',
        spirit: 'Material comfort is not the same as peace. Look deeper.',
      },
      advice: 'Check that the comfort you rely on is really yours and really secure.',
      lean: 'no',
    },
  },
  'pentacles-10-ten': {
    upright: {
      theme: 'a lasting legacy of family, wealth and belonging',
      meaning:
        'An old man sits beneath an archway with two dogs, while a couple and a child stand in a courtyard beyond, ten pentacles arranged over the scene. The Ten of Pentacles is gain, riches and family: inheritance, tradition and the home that lasts for generations. Waite gave family matters, archives and the abode of a family.',
      subjects: {
        love: 'Commitment with long-term security, marriage or a shared home, is strongly favoured. Build for the future together.',
        work: 'A family business, a stable institution or a long-term role brings security. Think about legacy.',
        money: 'Wealth, inheritance or long-term security is indicated. Plan for the generations after you.',
        health: 'Family support and stable routines strengthen you. Draw on the people around you.',
        home: 'Family life is secure and happy. Tradition and continuity bring comfort.',
        travel: 'A family trip or a visit to ancestral places is favoured. Go together.',
        study: 'Established institutions and traditional learning serve you. Build on what came before.',
        legal:
          'Wills, property and family matters may come up. Handle them carefully, with professional help.',
        spirit: 'Your roots give you strength. Honour those who came before.',
      },
      advice: 'Put one long-term arrangement in order for the people who will come after you.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a family at odds over money, inheritance or what is owed',
      meaning:
        'Reversed, the Ten of Pentacles shows family wealth or security under strain: disputes over inheritance, financial loss or instability. Waite gave chance, loss and games of hazard. Old structures may be crumbling.',
      subjects: {
        love: 'Money or family pressures strain the relationship. Talk openly about finances.',
        work: 'Instability in a company or family business is a concern. Look after your own position.',
        money: 'Risky ventures or losses threaten security. Avoid gambling.',
        health: 'Family stress is wearing you down. Look after yourself apart from it.',
        home: 'Arguments about money or inheritance divide the family. Seek fairness.',
        travel: 'Family obligations may disrupt plans. Be flexible.',
        study: 'Family pressures or lack of support affect your studies. Find help elsewhere.',
        legal: 'Disputes over wills or property are possible. Get advice early.',
        spirit: 'Tradition may feel like a burden. Keep what serves you.',
      },
      advice: 'Get the money matter out in the open with your family before it hardens into a feud.',
      lean: 'no',
    },
  },
  'pentacles-11-page': {
    upright: {
      theme: 'a diligent student, absorbed in a new and practical ambition',
      meaning:
        'A young man stands in a green field, holding a pentacle up before his eyes as though studying it closely. The Page of Pentacles is application, scholarship and the start of a practical venture. Waite gave study, reflection and news about money.',
      subjects: {
        love: 'A slow, steady start, or someone serious and dependable, is indicated. Take it one step at a time.',
        work: 'A new job, an apprenticeship or a practical project begins. Learn diligently.',
        money: 'Good news about money or a new source of income arrives. Plan carefully.',
        health: 'Learning about your body and starting a new routine is favoured. Study what helps you.',
        home: 'A young person in the family shows diligence, or practical news comes. Encourage it.',
        travel: 'A trip for study or work is favoured. Plan it carefully.',
        study: 'This is an excellent card for learning, exams and scholarship. Apply yourself.',
        legal: 'Careful study of documents pays off. Read everything.',
        spirit: 'Curiosity about the world is itself sacred. Study with reverence.',
      },
      advice: 'Start the course, the plan or the savings account you have been reading about.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a student who drifts, putting off the work and wasting the means',
      meaning:
        'Reversed, the Page of Pentacles shows the shadow of the diligent student: procrastination, laziness or unrealistic plans. Waite gave prodigality, dissipation and unfavourable news. Goals are set but not pursued.',
      subjects: {
        love: 'Someone is not putting in effort, or you are procrastinating on commitment. Act.',
        work: 'Procrastination or lack of focus holds you back. Commit to one goal.',
        money: 'Wasteful spending or bad news about money is possible. Be sensible.',
        health: 'Good intentions for your wellbeing are not turning into action. Start now, small.',
        home: 'A young person may be unmotivated. Encourage gently.',
        travel: 'Travel plans drift without being made. Decide.',
        study: 'Procrastination undermines your studies. Set a timetable.',
        legal: 'Delays or neglect of paperwork could harm you. Do it now.',
        spirit: 'Dreaming without doing goes nowhere. Take one practical step.',
      },
      advice: 'Do the first dull task on the list before you plan anything else.',
      lean: 'no',
    },
  },
  'pentacles-12-knight': {
    upright: {
      theme: 'a slow, steady, reliable effort that gets there in the end',
      meaning:
        'A knight sits motionless on a heavy black horse in a ploughed field, gazing at the pentacle in his hand. The Knight of Pentacles is diligence, reliability and patient hard work. Waite gave utility, serviceableness, responsibility and rectitude.',
      subjects: {
        love: 'A reliable, loyal partner or a slow but steady relationship is indicated. Patience is rewarded.',
        work: 'Methodical, responsible work brings results. Keep at it.',
        money: 'Slow, careful saving and investment pay off. Stick to the plan.',
        health: 'Steady routines support your body. Consistency matters more than intensity.',
        home: 'Reliable people and solid routines support the household. Be dependable.',
        travel: 'A well-planned, unhurried journey goes smoothly. Take your time.',
        study: 'Methodical revision gets results. Keep to the timetable.',
        legal: 'Slow but steady progress is likely. Be thorough.',
        spirit: 'Faithfulness to daily practice brings its own reward. Keep going.',
      },
      advice: 'Do today’s share of the work without hurrying, and do the same tomorrow.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a stubborn standstill, where steadiness has hardened into inertia',
      meaning:
        'Reversed, the Knight of Pentacles shows the shadow of the reliable worker: inertia, stagnation, idleness or stubbornness. Waite gave carelessness and discouragement. Nothing moves, and the routine has become a rut.',
      subjects: {
        love: 'The relationship has become routine or one partner is stuck. Shake things up.',
        work: 'Stagnation or boredom is setting in. Change something.',
        money: 'Finances stagnate or become careless. Review and act.',
        health: 'Inertia is sapping your energy. Move a little each day.',
        home: 'Home life is in a rut. Change the routine.',
        travel: 'Plans stall through inertia. Book something.',
        study: 'Boredom or laziness slows your progress. Vary your method.',
        legal: 'Delays and stubbornness hold things up. Push for movement.',
        spirit: 'Routine without meaning is a rut. Find fresh purpose.',
      },
      advice: 'Change one fixed habit this week to get the wheels turning again.',
      lean: 'no',
    },
  },
  'pentacles-13-queen': {
    upright: {
      theme: 'a warm, practical, generous woman who makes a home flourish',
      meaning:
        'A queen sits on a throne carved with fruit and goats, in a lush garden, gazing down at the pentacle in her lap, a rabbit at her feet. The Queen of Pentacles is nurturing, practical abundance, a generous and grounded woman. Waite gave opulence, generosity and security.',
      subjects: {
        love: 'A warm, caring, practical partner or relationship is indicated. Nurture each other.',
        work: 'Practical skill and care for others bring success. Balance work and home.',
        money: 'Money is managed wisely and generously. Enjoy comfort and share it.',
        health:
          'Nurturing self-care, good food and nature restore you. Look after your body as you would a garden.',
        home: 'Home is warm and welcoming. You are the heart of the household.',
        travel: 'A comfortable trip to nature or the countryside restores you. Travel in comfort.',
        study: 'Practical learning and nurturing teachers help you. Study things you can use.',
        legal: 'A practical, sensible approach serves you. Seek a fair outcome for all.',
        spirit: 'The earth itself is sacred. Find spirit in the everyday.',
      },
      advice: 'Cook, tend or make something for the people you love, and include yourself.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a smothering or self-neglecting caretaker, anxious over money and home',
      meaning:
        'Reversed, the Queen of Pentacles shows the shadow of the nurturing woman: smothering, materialistic, or neglecting herself while caring for everyone else. Waite gave suspicion, suspense, fear and mistrust. The balance between home and work has tipped.',
      subjects: {
        love: 'Possessiveness or neglect strains the relationship. Restore balance.',
        work: 'Work and home are out of balance. Set limits.',
        money: 'Anxiety about money or materialism takes over. Be sensible but not fearful.',
        health: 'Self-neglect while caring for others is taking a toll. Look after yourself too.',
        home: 'Home is neglected or smothering. Find balance.',
        travel: 'Worry keeps you at home. Take a short break.',
        study: 'Home demands crowd out study. Carve out time.',
        legal: 'Mistrust complicates matters. Stay practical.',
        spirit: 'Material worries crowd out peace. Reconnect with nature.',
      },
      advice: 'Do one thing for your own comfort today before you look after anyone else.',
      lean: 'no',
    },
  },
  'pentacles-14-king': {
    upright: {
      theme: 'a prosperous, dependable man who turns effort into lasting success',
      meaning:
        'A king sits on a throne decorated with bulls, vines and grapes heaped around him, a castle behind. The King of Pentacles is wealth, business acumen and reliable success. Waite gave valour, realising intelligence and business aptitude.',
      subjects: {
        love: 'A stable, generous and reliable partner is indicated. Security and loyalty grow.',
        work: 'Business success and leadership come through steady effort. Take charge.',
        money: 'Wealth and sound financial management are indicated. Invest wisely.',
        health: 'Steady habits and comfort support your body. Enjoy good food, in moderation.',
        home: 'A secure, prosperous home is favoured. Provide generously.',
        travel: 'Comfortable, well-funded travel is possible. Enjoy it.',
        study: 'Practical, business or financial subjects suit you. Apply yourself.',
        legal: 'A sound, practical approach serves you well. Rely on experienced counsel.',
        spirit: 'Abundance is a responsibility. Use it well.',
      },
      advice: 'Make the sound, long-term financial decision you have been weighing.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a man whose wealth has turned to greed, stubbornness or corruption',
      meaning:
        'Reversed, the King of Pentacles shows the shadow of the prosperous ruler: greed, materialism and corruption. Waite gave vice, weakness and peril. Success is pursued at any cost.',
      subjects: {
        love: 'A partner may be materialistic or controlling with money. Watch for it.',
        work: 'A greedy or corrupt boss or partner is a risk. Protect yourself.',
        money: 'Greed or risky decisions threaten your finances. Be careful.',
        health: 'Overindulgence or overwork is taking its toll. Moderate.',
        home: 'Money disputes or a controlling figure strain the family. Set limits.',
        travel: 'Extravagant travel could strain your finances. Be modest.',
        study: 'Pursuing study only for money may leave you unsatisfied. Find meaning.',
        legal: 'Corruption or bad faith is possible. Get good advice.',
        spirit: 'Wealth cannot buy peace. Look beyond it.',
      },
      advice: 'Refuse the deal that pays well but asks you to bend your principles.',
      lean: 'no',
    },
  },
};
