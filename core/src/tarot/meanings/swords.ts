// The Swords, in our own words from Waite's Pictorial Key (1911) and the modern reading
// (Pollack, Greer). Waite's lists for this suit include literal words (death, sickness); the health
// texts read them as strain, worry and rest, never as a diagnosis.
import type { CardMeanings } from './types';

export const SWORDS_MEANINGS: CardMeanings = {
  'swords-01-ace': {
    upright: {
      theme: 'a breakthrough of clear thought that cuts through confusion',
      meaning:
        'A hand emerges from a cloud gripping an upright sword topped by a crown hung with olive and palm, above bare mountains. The Ace of Swords is triumph of the mind: clarity, truth, a decisive idea and the force to carry it through. Waite called it conquest and triumph of force, and it often marks the moment a hard truth is finally spoken.',
      subjects: {
        love: 'Honest words clear the air between you, even if they are sharp. Say what you mean, and you will both know where you stand.',
        work: 'A sharp idea or a decisive move gives you the edge. Present your case clearly and it will carry.',
        money:
          'Clear thinking about money reveals the right move. Cut the expense or the deal that has been muddying your accounts.',
        health:
          'Clarity about what your body needs arrives, perhaps through a straight answer from a professional. Act on it promptly and with resolve.',
        home: 'A frank conversation settles a question that has hung over the household. Truth spoken with care clears the atmosphere.',
        travel: 'A decision about a journey or a move becomes obvious. Book it while your mind is clear.',
        study:
          'Concentration is sharp and ideas click into place. This is a strong time for exams, writing and analysis.',
        legal: 'Facts and sound argument count for a great deal now. Prepare a clear, well-evidenced case.',
        spirit: 'A moment of insight cuts through years of confusion. Trust what you now see plainly.',
      },
      advice: 'State the plain truth of the matter in one sentence, then act on it.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a blade turned the wrong way, with force outrunning judgement',
      meaning:
        'Reversed, the Ace of Swords is the same power with disastrous results, as Waite put it: force misused, words that wound, or a mind clouded and unable to decide. Ideas fail to land, or the truth is twisted. The edge is still there, so handle it with care.',
      subjects: {
        love: 'Harsh words or misunderstandings cut deeper than intended. Wait until you are calm before you say the hard thing.',
        work: 'A plan is half thought through, or someone uses argument as a weapon. Check your reasoning before you push.',
        money:
          'Confusion or hasty decisions could cost you. Do not sign or transfer anything while the picture is unclear.',
        health:
          'A racing, scattered mind is draining your energy. Slow down, simplify your day, and get a second opinion if advice seems confused.',
        home: 'A row at home may escalate because no one is listening. Lower your voice before you raise your point.',
        travel: 'Muddled plans or miscommunication could disrupt a trip. Double-check dates and documents.',
        study: 'Mental fog or overload makes study hard. Break the work into pieces and take proper breaks.',
        legal:
          'Arguments may be misread or used against you. Let a professional frame your case, and avoid force.',
        spirit: 'Too much thinking is crowding out truth. Put the argument down and listen.',
      },
      advice: 'Hold back the cutting remark and clear your own thinking first.',
      lean: 'no',
    },
  },
  'swords-02-two': {
    upright: {
      theme: 'a truce kept by refusing to look, with two choices held in careful balance',
      meaning:
        'A blindfolded woman sits by the sea with two swords crossed over her breast, a crescent moon above. The Two of Swords is stalemate and guarded balance: a decision postponed, feelings held in check, a truce kept by not looking. Waite also saw in it friendship and concord under arms.',
      subjects: {
        love: 'You may be avoiding a decision about a relationship, or both of you are guarding your hearts. A truce can hold for now, but it cannot last forever.',
        work: 'Two options seem equal and you are stuck between them. Gather the facts you have been avoiding and the choice will tilt.',
        money: 'You are delaying a financial decision to keep the peace. Look at the figures honestly.',
        health:
          'Holding tension in your body, especially shoulders and chest, is tiring you. Breathe, unclench, and stop postponing the check-up you have in mind.',
        home: 'You may be keeping the peace between two relatives by staying neutral. Neutrality helps until someone needs you to choose.',
        travel:
          'You cannot decide whether to go or stay. List what each choice gives you, and take the blindfold off.',
        study:
          'Choosing between two subjects or paths has you frozen. Ask someone who knows both for a plain view.',
        legal:
          'A standoff or stalemate is likely for a while. Look for the information that is missing before you decide.',
        spirit: 'Balance is precious, but so is seeing. Your inner voice is waiting behind the blindfold.',
      },
      advice: 'Take off the blindfold: find the one fact you have been avoiding and look at it.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'a stalemate breaking open, with hidden truths spilling out',
      meaning:
        'Reversed, the Two of Swords drops its guard. In Waite’s reading it warns of imposture, falsehood and disloyalty, so a truce may turn out to rest on lies; the modern reading adds information flooding in and an indecision that can no longer hold. Either way, the matter will not stay frozen.',
      subjects: {
        love: 'Something kept hidden comes into the open, and you can no longer avoid choosing. It may hurt, but it frees you.',
        work: 'A deadlock breaks, or you discover someone has not been straight with you. Act on what you now know.',
        money:
          'Information you lacked arrives, and it may not all be welcome. Use it to make the decision you have delayed.',
        health:
          'Stress you have been holding in is surfacing as tiredness or tension. Let it out safely, through rest, talking or gentle movement.',
        home: 'A family standoff ends, perhaps noisily. Honesty now prevents a longer rift.',
        travel:
          'After a long delay, circumstances force the choice between going and staying. Make it, and stop weighing.',
        study: 'Too much information is overwhelming you. Narrow your sources and decide on your approach.',
        legal: 'Deception on one side may come to light. Take advice before you respond.',
        spirit: 'You cannot sit on the fence any longer. Choosing is itself a relief.',
      },
      advice: 'Make the decision today, even a small one, and let the stalemate end.',
      lean: 'unclear',
    },
  },
  'swords-03-three': {
    upright: {
      theme: 'a heartbreak, a rupture or a painful separation',
      meaning:
        'Three swords pierce a red heart against a sky of grey cloud and rain. The Three of Swords is sorrow, rupture and separation: a painful truth, a parting, a grief that cannot be argued away. It is hard, but it is honest, and the rain that falls also clears the air.',
      subjects: {
        love: 'Heartbreak, a separation or a painful discovery is indicated. Let yourself feel it, and do not hurry to pretend you are fine.',
        work: 'A falling-out, a rejection or hurtful words at work sting badly. Give yourself time before you respond.',
        money:
          'A financial blow or a painful parting of business ways is possible. Deal with the facts one at a time.',
        health:
          'Sorrow is weighing on your chest and your sleep. Treat yourself gently, let the tears come, and reach out to someone who can support you.',
        home: 'A rift in the family or a painful absence is felt by everyone. Acknowledge the hurt before trying to fix it.',
        travel:
          'A journey may involve a sad parting, or a move brings grief for what you leave behind. It is right to mourn it.',
        study:
          'A disappointing result or harsh criticism hurts. Take in what is fair in it and let the rest go.',
        legal:
          'Separation, divorce or a painful dispute may be at issue. Keep a trusted adviser close and protect yourself.',
        spirit: 'Grief opens the heart as well as breaking it. Honour the pain and let it teach you.',
      },
      advice: 'Let the sadness out in words or tears rather than carrying it in silence.',
      lean: 'no',
    },
    reversed: {
      theme: 'a slow mending after sorrow, with the pain beginning to ease',
      meaning:
        'Reversed, the Three of Swords shows the swords being drawn out: recovery, forgiveness and the gradual release of pain. The older reading speaks of confusion and distraction, the heartache still scattering the mind. The modern reading sees the worst of the grief passing, if you allow it.',
      subjects: {
        love: 'You are healing from a hurt, and forgiveness, of them or yourself, is becoming possible. Resist picking at the old wound to see whether it has closed.',
        work: 'After a conflict or rejection, you are regaining your footing. Leave the grievance behind.',
        money: 'You are recovering from a setback. Steady, sensible steps will restore your confidence.',
        health:
          'The heaviness is beginning to lift, though some days will be harder than others. Keep up the rest and support that is helping.',
        home: 'A family rift begins to mend, slowly. Small kindnesses matter more than grand apologies.',
        travel: 'Distance from a painful place helps you recover. A trip can be part of moving on.',
        study: 'You pick yourself up after a disappointment. Return to the work with fresh eyes.',
        legal:
          'Tempers may cool and confusion clear, making settlement more possible. Keep grievance out of the decision.',
        spirit: 'You are ready to stop reliving the pain. Release it, a little at a time.',
      },
      advice: 'Write down what you are ready to forgive, and let that be enough for today.',
      lean: 'unclear',
    },
  },
  'swords-04-four': {
    upright: {
      theme: 'a rest after struggle, and a quiet retreat to recover your strength',
      meaning:
        'The stone effigy of a knight lies with hands joined in prayer, three swords hanging above him and one along his tomb, a stained-glass window behind. The Four of Swords is rest, retreat and recovery: Waite’s vigilance, solitude and the hermit’s repose. The fight is paused, and the card asks you to withdraw and gather yourself before the next round.',
      subjects: {
        love: 'A pause will help the relationship more than pushing for answers. Give each other room, and come back to the conversation rested.',
        work: 'Take the leave you have been putting off, or at least a proper weekend. Your judgement will be sharper when you return.',
        money: 'Make no big moves for now. Let the accounts sit for a week and review them with a calm mind.',
        health:
          'Rest and recovery come first. Sleep, quiet and unhurried days will restore you more surely than effort.',
        home: 'Home needs to be a sanctuary for a while. Turn down a visit or two and make one room a place of calm.',
        travel:
          'A retreat, a quiet holiday or simply staying put suits you best. Choose somewhere you can do nothing at all.',
        study:
          'A break before the next stage will help you absorb what you have learned. Build real rest days into the revision timetable.',
        legal:
          'The matter may be on hold for a while. Use the pause to prepare your papers, not to rehearse your worries.',
        spirit: 'Meditation, prayer or plain silence will restore you. Withdraw inward and listen.',
      },
      advice: 'Clear one whole day of your diary and spend it resting.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'a return to activity after rest, perhaps before you are ready',
      meaning:
        'Reversed, the Four of Swords stirs from its stillness. Waite read it as wise administration, circumspection and economy; the modern reading adds restlessness and a return to the world, sometimes before recovery is complete. You are waking up, and the question is whether you are rested enough to get up.',
      subjects: {
        love: 'You are ready to re-engage after time apart, or restlessness is pulling you back too soon. Check that you have really finished thinking.',
        work: 'You come back to work with fresh focus, or you are heading for burnout because you never stopped. Pace the return.',
        money: 'Careful management and sensible economies pay off. A prudent month now gives you room later.',
        health:
          'Energy is returning, but doing everything at once would spend it. Ease back in and keep some rest in every day.',
        home: 'Life at home picks up after a quiet spell. Keep one calm evening a week as the house gets busier.',
        travel:
          'Restlessness makes you want to get away. Plan the trip properly instead of leaving on an impulse.',
        study:
          'You are ready to get back to the books after a break. Start with short sessions and build up.',
        legal: 'A stalled matter starts to move again. Approach it carefully, with your records in order.',
        spirit:
          'You come out of a quiet time with something to bring back. Carry its calm into your ordinary days.',
      },
      advice: 'Go back gradually, doing half of what you think you can manage this week.',
      lean: 'unclear',
    },
  },
  'swords-05-five': {
    upright: {
      theme: 'a hollow victory won at the cost of goodwill',
      meaning:
        'A smirking man gathers up swords while two beaten figures walk away toward the water under a torn, windy sky. The Five of Swords is conflict, defeat and winning at any cost, or losing to someone who did. Its old meanings are dishonour and loss, and the card asks whether this fight is worth what it takes from you.',
      subjects: {
        love: 'An argument may be won at the expense of the relationship. Ask yourself whether being right matters more than being close.',
        work: 'Office politics, unfair tactics or a bruising defeat leave a sour taste. Choose your battles, and refuse the ones that would make you like your opponent.',
        money:
          'A deal in which someone is cheated, you or the other side, will not sit well for long. Walk away from sharp practice.',
        health:
          'Constant conflict is sapping your strength and your sleep. Step back from the quarrel and give yourself time to recover.',
        home: 'A quarrel at home has left everyone feeling worse, including the one who won. Someone has to stop keeping score.',
        travel:
          'Disputes over plans, or with a travelling companion, could spoil the trip. Settle who decides what before you set off.',
        study:
          'Competition with classmates has turned sour, or a setback has left you feeling beaten. Measure yourself against your own last result.',
        legal:
          'Winning may cost more than it gains, and tactics may turn ugly. Ask your adviser honestly whether a settlement would serve you better.',
        spirit: 'Pride is costing you your peace. The need to win is the thing to lay down.',
      },
      advice: 'Walk away from the fight you cannot win cleanly.',
      lean: 'no',
    },
    reversed: {
      theme: 'a chance to make amends and end a long fight',
      meaning:
        'Reversed, the Five of Swords shows the aftermath of conflict. Waite kept it close to the upright, loss and sorrow, but the modern reading finds regret, reconciliation and the wish to put things right. Resentment may still linger, so a real peace needs a real apology.',
      subjects: {
        love: 'After a bitter quarrel, a way back to each other appears. One of you has to take the first step, and it may as well be you.',
        work: 'Tensions ease and colleagues seem ready to move on. Let old scores go rather than settling them.',
        money:
          'A dispute over money comes to an end, or you recover some ground after a loss. Accept a fair settlement rather than holding out for total victory.',
        health:
          'As the conflict eases, so does the tension in your body. Let your mind settle and catch up on sleep.',
        home: 'A family row can be repaired now. Apologise first, and make it an apology without conditions.',
        travel: 'A journey made to mend fences is favoured. Go to see the person you fell out with.',
        study:
          'You move past an embarrassing setback and learn from it. Let the shame go and keep the lesson.',
        legal: 'A dispute may end by agreement rather than judgement. Be open to compromise, with advice.',
        spirit: 'Forgiveness frees you more than the person you forgive. Put the grudge down.',
      },
      advice: 'Offer the apology you owe without adding a ‘but’.',
      lean: 'unclear',
    },
  },
  'swords-06-six': {
    upright: {
      theme: 'a passage to calmer waters, leaving troubles on the far shore',
      meaning:
        'A ferryman poles a boat carrying a hunched woman and a child toward a quieter shore, six swords standing upright in the bow. The Six of Swords is a journey by water, a transition and a move away from difficulty. Waite read it as a passage by water and a way found through: you are moving on, still carrying sorrow, but toward relief.',
      subjects: {
        love: 'You are leaving a painful time behind, alone or together, for calmer water. The relationship will feel easier on the other side.',
        work: 'A transition is under way, a new role or a move away from a hard job. Let it carry you; the next place will suit you better.',
        money:
          'Money troubles begin to ease as you steer away from them. Steady progress matters more than speed.',
        health:
          'You are moving out of a stressful stretch toward calmer days. Keep life gentle while you adjust.',
        home: 'A house move or a change in family circumstances takes you to better ground. Pack only what you truly need.',
        travel:
          'A journey, especially over water, or a relocation is strongly indicated. It is a good move and it will bring relief.',
        study:
          'A change of school, course or method helps you leave old struggles behind. The new setting will suit you.',
        legal:
          'The matter moves toward resolution, slowly but surely. Trust the people steering the process and let them do their work.',
        spirit:
          'You are crossing from one chapter of your life to the next. Let the old shore grow small behind you.',
      },
      advice: 'Take the next step toward the calmer shore, even with some sadness in the boat.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a delayed crossing, or a declaration that changes the journey',
      meaning:
        'Reversed, the Six of Swords resists the crossing: you may feel stuck, unable to leave, or dragging old troubles along. Waite read it as declaration, confession and publicity, even a proposal of love. The journey is waiting on something being said or settled first.',
      subjects: {
        love: 'A confession or declaration changes things, or you cannot yet move on from the past. Say what needs saying, and the way forward opens.',
        work: 'A change stalls, or you are resisting a move you know is needed. Look squarely at what is holding you back.',
        money:
          'Old problems follow you and progress is slow. Settle unfinished business before you take on anything new.',
        health:
          'You may still be carrying stress you meant to leave behind. Set it down piece by piece, and rest while you do.',
        home: 'A planned move is delayed, or old family baggage comes along with you. Sort what to keep and what to leave.',
        travel:
          'Travel plans may be delayed or a relocation stalls. Be patient, and have a second plan ready.',
        study:
          'Moving on to the next level is harder than expected. Go back over what you have not yet mastered.',
        legal:
          'A disclosure or public statement may change the course of things. Take advice before you declare anything.',
        spirit: 'You cannot cross while holding on to the shore. Loosen your grip on the past.',
      },
      advice: 'Name the one thing keeping you on this side of the water and deal with it first.',
      lean: 'no',
    },
  },
  'swords-07-seven': {
    upright: {
      theme: 'a quiet scheme to slip away with more than a fair share',
      meaning:
        'A man tiptoes away from a camp with five swords bundled in his arms, glancing back over his shoulder at the two he leaves behind. The Seven of Swords is strategy, stealth and a plan that may or may not succeed; the modern reading adds deception and getting away with something. Waite saw in it design, attempt and hope, with a warning of quarrels.',
      subjects: {
        love: 'Someone may not be entirely open with you, or you are keeping something back yourself. Secrets wear away trust, so weigh what you hide.',
        work: 'Tactics and discretion help you, but cutting corners could backfire. Guard your ideas and watch who takes the credit.',
        money:
          'Be wary of schemes and of anyone slippery about money. Keep passwords, valuables and account details to yourself.',
        health:
          'You may be trying to get by on too little rest, or skipping advice you were given. Be straight with yourself about what your body needs.',
        home: 'Someone may be dodging their share or keeping a secret. Ask directly, without accusing.',
        travel:
          'Keep an eye on your luggage, documents and plans. Travel discreetly and tell only those who need to know.',
        study:
          'Shortcuts and last-minute cramming are tempting. Do the work honestly, and protect your own work from being copied.',
        legal:
          'Watch for hidden moves or someone acting in bad faith. Keep careful records and take professional advice.',
        spirit: 'You may be fooling yourself about something. Look at the thing you would rather not admit.',
      },
      advice: 'Check who benefits from the plan, and do not rely on what you cannot see.',
      lean: 'no',
    },
    reversed: {
      theme: 'a secret brought into the open, and sound advice taken at last',
      meaning:
        'Reversed, the Seven of Swords turns toward confession and counsel. Waite read it as good advice and instruction, though also slander and idle talk. What was taken may be returned, a deceit may come to light, or your conscience asks you to come clean.',
      subjects: {
        love: 'A secret comes out, or you decide to be honest about something you held back. Clearing the air can save the relationship.',
        work: 'Someone’s shortcuts are exposed, or you receive advice worth following. Listen to the person who has done this before.',
        money:
          'Something lost may be recovered, or you see through a scheme in time. Take advice before acting.',
        health:
          'You are ready to stop pretending and give your body what it needs. Follow the advice you were given.',
        home: 'A hidden matter in the family comes out. Honesty is awkward but brings relief to everyone.',
        travel: 'Good advice improves your plans. Ask someone who has made the same journey.',
        study: 'A tutor’s guidance shows you where you were going wrong. Accept the correction gratefully.',
        legal: 'The truth may come out, and good counsel matters most now. Be careful not to repeat gossip.',
        spirit:
          'Your conscience is speaking clearly, and it already knows the answer. Do what it asks of you.',
      },
      advice: 'Come clean about the thing you have been keeping quiet.',
      lean: 'unclear',
    },
  },
  'swords-08-eight': {
    upright: {
      theme: 'a feeling of being trapped, bound more by fear than by fact',
      meaning:
        'A woman stands bound and blindfolded in the mud, eight swords planted around her, yet the way behind her is open. The Eight of Swords is restriction, crisis and powerlessness, a trap that is partly of the mind. Waite’s phrase for it is power in trammels: crisis, censure and bad news.',
      subjects: {
        love: 'You may feel stuck or unable to speak freely in the relationship. The bonds are looser than they feel, so say what you need.',
        work: 'You feel trapped in a job or by a situation at work. Look again at the options you ruled out too quickly.',
        money:
          'Money worries leave you feeling hemmed in. An adviser can show you ways out that you cannot see from inside.',
        health:
          'Anxiety and a sense of being stuck are draining your energy. Talk to someone you trust, and take one small step that loosens the knot.',
        home: 'Family expectations or circumstances at home feel restrictive. Ask yourself which of those rules still bind you.',
        travel:
          'Fears or restrictions are keeping you from going. Check whether they are as solid as they seem.',
        study: 'Fear of failing is freezing you. Start with what you can do and let that build.',
        legal:
          'Constraints and criticism seem to limit your options. A good adviser can point to exits you have missed.',
        spirit: 'Your own thoughts are the blindfold. Loosen them and look around.',
      },
      advice: 'Take one step in any direction today; the swords around you do not close the path.',
      lean: 'no',
    },
    reversed: {
      theme: 'a release from self-made bonds and a fresh view of the way out',
      meaning:
        'Reversed, the Eight of Swords shows the blindfold slipping: release, self-acceptance and a new perspective. The traditional meaning still holds disquiet and opposition, so the struggle may not be over yet. The modern reading is hopeful: you are beginning to free yourself.',
      subjects: {
        love: 'You are stepping out of a restrictive pattern or relationship. Freedom feels strange at first, and then it feels like you.',
        work: 'You see a way out of a stuck situation and find the courage to take it. Move while the door is open.',
        money:
          'A solution to money troubles comes into view. Take the first practical step toward it this week.',
        health: 'A sense of calm and control is returning. Build on whatever has been helping you.',
        home: 'You free yourself from old family expectations. Do it kindly, and do it clearly.',
        travel: 'The restrictions that kept you at home are lifting. Plan the journey you had given up on.',
        study: 'Fear loosens its grip and you can work again. Take it one task at a time.',
        legal: 'Options open up, though some opposition remains. Move carefully and keep advice close.',
        spirit:
          'You realise you were never as trapped as you believed. Notice the old story that kept you bound, and stop rehearsing it.',
      },
      advice: 'Walk out through the gap you can now see, before fear ties the knots again.',
      lean: 'unclear',
    },
  },
  'swords-09-nine': {
    upright: {
      theme: 'a sleepless night of anguish, with every worry growing in the dark',
      meaning:
        'A woman sits up in bed with her face in her hands, nine swords ranged across the dark wall behind her. The Nine of Swords is anguish, anxiety and the sleepless worry that makes every fear larger. Much of what torments the sleeper lives in the mind, though the distress itself is real.',
      subjects: {
        love: 'Worry, guilt or fear about the relationship is keeping you awake. Share it with your partner instead of carrying it alone at night.',
        work: 'Anxiety about work is spilling into your nights. Write the worries down before bed and deal with them in daylight.',
        money:
          'Money fears are larger at three in the morning than they are on paper. Look at the figures over breakfast and make a plan.',
        health:
          'Worry and broken sleep are wearing you down. Protect your sleep, talk to someone, and see a professional if the anxiety will not ease.',
        home: 'Worries about family are weighing heavily on you. Tell someone you trust what is on your mind.',
        travel:
          'Anxiety about a journey or a move has grown out of proportion. Prepare well and the fears will shrink to their true size.',
        study: 'Exam nerves are robbing you of sleep. Rest is part of revision, not time stolen from it.',
        legal:
          'Fear of the outcome keeps you awake. Proper advice will give you facts to stand on instead of imaginings.',
        spirit: 'Your mind has become its own tormentor for now. Be gentle with yourself in the dark hours.',
      },
      advice: 'Tell someone tonight what is keeping you awake.',
      lean: 'no',
    },
    reversed: {
      theme: 'a dawn after sleepless nights, as fear begins to loosen its grip',
      meaning:
        'Reversed, the Nine of Swords can mean the worst of the anxiety is passing: hope returns, and help is sought. Waite spoke of doubt, suspicion and reasonable fear, so some of the worry may be justified. It can also warn of anguish kept secret and growing in the dark.',
      subjects: {
        love: 'Worries about the relationship begin to ease, or a hidden fear needs to be spoken. Let your partner in on it.',
        work: 'The outcome you dreaded looks less likely than you thought. Keep a sensible caution, and let the rest go.',
        money:
          'You face the money worries and find them more manageable than you feared. Keep going with the plan.',
        health:
          'Sleep and calm are slowly returning. If worry still grips you, reach out to a professional or a trusted friend.',
        home: 'Fears for a relative ease as the facts come out. Talk it through together.',
        travel: 'Travel nerves are settling. Go prepared, and trust yourself to handle what comes.',
        study:
          'Exam fear eases as your preparation starts to show. Keep sleeping well through the last stretch.',
        legal: 'Suspicions may be confirmed or put to rest. Let the evidence decide, not your fear.',
        spirit: 'The long night is ending. Watch for the first light.',
      },
      advice: 'Ask for help with the worry rather than lying awake alone with it.',
      lean: 'unclear',
    },
  },
  'swords-10-ten': {
    upright: {
      theme: 'a painful end that has hit bottom and can fall no further',
      meaning:
        'A figure lies face down beneath ten swords under a black sky, while a golden dawn breaks over the still water beyond. The Ten of Swords is pain, affliction and desolation: a matter that has reached its lowest point and can fall no further. Waite noted it is not especially a card of violent death; what ends here is a situation, and the dawn is already coming.',
      subjects: {
        love: 'A relationship or a hope has reached its painful end. It is over, and knowing that is where moving on begins.',
        work: 'A job, a project or a long conflict has come to a hard finish. Accept it, rest, and only then start to rebuild.',
        money: 'Money may reach a low point. From here the direction is up: get advice and start small.',
        health:
          'Exhaustion has reached its limit, and your body is asking you to stop. Rest fully, accept help, and see a professional who can support your recovery.',
        home: 'A painful chapter in family life is closing. Let it close, and look after one another.',
        travel: 'A plan collapses, or you leave somewhere with relief. Go where you can begin again.',
        study:
          'A failure feels final, but it ends only this attempt, not your learning. Rest before you decide on the next try.',
        legal:
          'A matter may reach a hard conclusion. Take stock with a professional before you decide what comes next.',
        spirit: 'The worst has happened and you are still here. A new day is rising behind this ending.',
      },
      advice: 'Stop fighting what has ended and turn your face toward the dawn.',
      lean: 'no',
    },
    reversed: {
      theme: 'a recovery after the worst, with a passing advantage to seize',
      meaning:
        'Reversed, the Ten of Swords rises from the ground: the worst is over. Waite read it as advantage, profit and success, though none of it permanent. Recovery begins, and you can use the moment well if you do not mistake it for a lasting change.',
      subjects: {
        love: 'You are past the lowest point and beginning to recover. Be careful not to walk back into what hurt you.',
        work: 'Things start to improve and a short-lived gain comes your way. Use it to build something sturdier.',
        money:
          'A small improvement or a one-off windfall eases the pressure. Put it toward stability rather than treats.',
        health:
          'Energy is slowly coming back after a depleted time. Keep resting and let recovery take the time it needs.',
        home: 'Family life steadies after a hard season. Be patient with each other while everyone recovers.',
        travel: 'A plan that fell through can be revived. A short trip could help you reset.',
        study: 'You can recover from a poor result, and a second chance is coming. Prepare for it properly.',
        legal: 'A temporary advantage may appear. Use it wisely, and do not assume it will last.',
        spirit:
          'You have come through the worst and are rising again. Be grateful, and be wise about what you build next.',
      },
      advice: 'Use this brief upturn to build the foundation you lacked before.',
      lean: 'unclear',
    },
  },
  'swords-11-page': {
    upright: {
      theme: 'a watchful, curious young mind, alert to every word',
      meaning:
        'A lithe young figure stands on rough, windy ground holding a sword upright in both hands, glancing round as if expecting someone. The Page of Swords is vigilance, curiosity and the hunger to know: the spy, the student, the messenger. Its traditional meanings are overseeing, secret service and examination.',
      subjects: {
        love: 'Curiosity and quick conversation spark attraction. Listen closely to what is said, and to what is left out.',
        work: 'Observe, ask questions and research thoroughly before you commit. A new idea, or a sharp young colleague, brings energy.',
        money: 'Scrutinise statements and offers with care. Your vigilance will catch what others miss.',
        health:
          'Notice what your body is telling you and ask informed questions. Your curiosity serves your wellbeing.',
        home: 'A young person at home is inquisitive or restless. Keep talking with them, and answer their questions honestly.',
        travel: 'A short trip or an exploratory visit is favoured. Read up on the place before you go.',
        study:
          'A sharp, questioning mind helps you learn. This is a good time for research, debate and exams.',
        legal: 'Close reading, scrutiny and attention to detail are needed. Check every clause.',
        spirit: 'Curiosity about ideas is drawing you inward. Keep asking the questions that unsettle you.',
      },
      advice: 'Read everything twice and ask the question no one else has asked.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'a sharp tongue and hasty words, with gossip where thought should be',
      meaning:
        'Reversed, the Page of Swords shows the shadow of the eager youth: gossip, spying, cutting remarks and ideas that go nowhere. Waite warned of the unforeseen and of being caught unprepared. The mind is quick but careless with the truth.',
      subjects: {
        love: 'Hurtful words or gossip are damaging trust. Think before you speak, and watch for someone who uses words as weapons.',
        work: 'Someone may be spreading rumours or promising far more than they can deliver. Keep your plans to yourself for now.',
        money: 'Rash decisions or thin research could cost you. Slow down and read the terms properly.',
        health:
          'A restless, scattered mind is wearing you out. Cut back on news and screens and let your thoughts rest.',
        home: 'Sharp words at home are creating tension. Say less, listen more, and leave the last word to someone else.',
        travel: 'Poor planning or a snap decision could disrupt a trip. Check the details before you book.',
        study:
          'There is a lot of talk about studying and little actual study. Put the phone in another room and give the reading an honest hour.',
        legal: 'Loose talk or thin preparation could undermine you. Keep quiet and prepare.',
        spirit: 'Endless thinking leaves no room for wisdom. Give your mind a quiet hour.',
      },
      advice: 'Say nothing about the matter until you have checked your facts.',
      lean: 'no',
    },
  },
  'swords-12-knight': {
    upright: {
      theme: 'a swift, determined charge straight at the problem',
      meaning:
        'A knight gallops at full tilt with his sword raised high, the clouds and trees torn by wind behind him. The Knight of Swords is courage, skill and decisive action, rushing in to defend or attack. Waite listed skill, bravery and capacity, as well as wrath and war: he gets results, but at speed.',
      subjects: {
        love: 'Things move fast, perhaps with someone ardent and very direct. Enjoy the energy, and make sure you are choosing rather than being carried.',
        work: 'Bold, decisive action gets things done now. Charge at the problem, but keep your aim on the real goal.',
        money:
          'Quick decisions can pay off if they rest on good information. Act fast, but only on facts you have checked.',
        health:
          'You have plenty of drive, and rushing risks burning it up. Pour the energy into vigorous exercise, then rest properly afterwards.',
        home: 'Someone arrives or acts in a hurry and shakes the household up. Change at home is coming quickly.',
        travel:
          'A sudden or fast-moving journey is indicated. Pack light and be ready to leave at short notice.',
        study:
          'Intense, focused bursts of study get results. Tackle the hardest topic first while your energy is high.',
        legal:
          'Swift action and a forceful case may be needed. Make sure the facts are solid before you charge in.',
        spirit:
          'Conviction is driving you forward. Make sure it is aimed at the truth and not just at winning.',
      },
      advice: 'Act decisively today, but take a minute to check your aim first.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a reckless rush that tramples everything in its path',
      meaning:
        'Reversed, the Knight of Swords is the shadow of the brave rider: aggression, recklessness and bluster. Waite’s words are imprudence, incapacity and extravagance. He charges in without thinking, and the damage lands on whoever is in his way.',
      subjects: {
        love: 'Someone may be aggressive, impatient or quick to walk away. Do not let force sweep you off your feet.',
        work: 'Rash decisions or a hot-headed colleague are causing trouble. Slow the pace and think the next step through.',
        money: 'Impulsive spending or a snap investment could backfire. Wait a week before any large outlay.',
        health:
          'Pushing too hard and too fast is draining you. Slow down and give your body time to catch up.',
        home: 'Arguments flare quickly and words fly. Take a breath before you answer.',
        travel:
          'Rushed plans lead to mistakes and missed connections. Check every booking and leave more time than you think you need.',
        study: 'Careless haste is causing errors. Slow down and read the question twice.',
        legal: 'Aggression could harm your position. Let a cool-headed adviser handle the exchanges.',
        spirit: 'Zeal without wisdom runs in circles. Stop and ask where you are actually going.',
      },
      advice: 'Sleep on the decision before you charge at it.',
      lean: 'no',
    },
  },
  'swords-13-queen': {
    upright: {
      theme: 'a clear-sighted, honest woman who has known sorrow and speaks truly',
      meaning:
        'A queen sits in profile on a high throne above the clouds, her sword held upright in one hand and the other raised as if to welcome or to judge. The Queen of Swords is perceptive, independent and honest, her clarity sharpened by experience. Waite spoke of sadness and separation; the modern reading sees a woman who has turned loss into wisdom.',
      subjects: {
        love: 'Honesty and independence matter to you now. You see this person clearly, so trust your judgement.',
        work: 'Clear thinking, fairness and plain speaking earn respect. A sharp, experienced woman may be an ally.',
        money:
          'You manage money with a clear eye and firm limits. Cut what no longer serves you without sentiment.',
        health:
          'Clear information and honest self-care serve you well. Set boundaries that protect your rest.',
        home: 'Someone at home needs straight talk, kindly given. Be fair, and be firm.',
        travel: 'Independent travel suits you, and you plan it well. Go on your own terms.',
        study:
          'Analysis, writing and clear argument are your strengths. Trust your own reading of the material.',
        legal:
          'Clarity and fairness serve you. A sharp, impartial mind, yours or an adviser’s, will see through the noise.',
        spirit: 'Truth is your way to freedom. Face it without flinching, and without cruelty.',
      },
      advice: 'Say the honest thing plainly and kindly, and let your boundaries stand.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a cold, cutting woman whose words wound more than they help',
      meaning:
        'Reversed, the Queen of Swords is the shadow of the clear-sighted woman: bitter, harsh, cutting or vindictive. Waite’s list for her reversed runs to malice, bigotry, artifice and deceit. Old pain has hardened into coldness, and the tongue has become a weapon.',
      subjects: {
        love: 'Coldness, criticism or bitterness is harming the relationship. Soften your edge before it cuts too deep.',
        work: 'A critical, harsh colleague or manager is making life hard. Keep your composure and keep notes.',
        money: 'Meanness or suspicion about money is causing friction. Be careful, but be fair as well.',
        health: 'Bitterness and tension are draining you. Let go of the grudge and give your mind some rest.',
        home: 'Sharp words and old grievances are souring home life. Someone needs to forgive first.',
        travel: 'A critical companion could spoil a trip. Travel with kinder company, or alone.',
        study: 'Harsh self-criticism is undermining you. Judge your work as fairly as you would a friend’s.',
        legal: 'Malice or deceit on the other side may be a factor. Stay calm and stick to the facts.',
        spirit: 'Old hurt has hardened you. Let a little warmth back in.',
      },
      advice: 'Soften one sentence before you say it, and let one old grievance go.',
      lean: 'no',
    },
  },
  'swords-14-king': {
    upright: {
      theme: 'a fair, authoritative mind that judges by truth and reason',
      meaning:
        'A king sits facing straight ahead on his throne, sword drawn and tilted slightly, butterflies carved on the stone behind him. The King of Swords is judgement, authority and intellectual power: the lawmaker, the professional, the clear decision. He rules by reason rather than feeling.',
      subjects: {
        love: 'A rational, honest partner, or a clear decision about the relationship, is indicated. Speak plainly and listen fairly.',
        work: 'Authority and expertise are on your side. Take command with decisions you can explain.',
        money:
          'Sound professional advice and logical planning steady your finances. Consult an expert before you commit.',
        health:
          'Clear, evidence-based advice from a professional is what you need. Follow it with discipline.',
        home: 'A fair, firm figure settles disputes at home. Be the calm voice of reason if no one else will.',
        travel:
          'Well-organised, purposeful travel goes well. Plan each stage and the trip will run like clockwork.',
        study: 'Logic, law and rigorous thinking suit you. Aim high, and argue your case with evidence.',
        legal:
          'A fair judge or a skilled lawyer may be involved. Rely on facts and sound argument rather than feeling.',
        spirit: 'Clarity of mind is your discipline. Let truth rule your choices, even the hard ones.',
      },
      advice: 'Decide by the facts and the principle, then hold to it.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a cold authority that turns power into cruelty or manipulation',
      meaning:
        'Reversed, the King of Swords is the shadow of the just ruler: cruelty, tyranny and ill intent. Waite named perversity, barbarity and perfidy. Intellect is used to manipulate, and power to dominate.',
      subjects: {
        love: 'A partner may be controlling, cold or manipulative in argument. Trust your instincts if something feels wrong.',
        work: 'An authoritarian boss or an abuse of power makes work hard. Protect yourself and document everything.',
        money:
          'Someone may use their expertise to take advantage of you. Get a second opinion before you sign.',
        health:
          'Harsh self-discipline is wearing you down. Be as kind to yourself as you would be to someone you love.',
        home: 'Someone at home may be domineering and impossible to argue with. Set firm limits and keep to them.',
        travel:
          'Rigid rules or difficult officials complicate travel. Carry every document and allow extra time.',
        study:
          'An unfair examiner or a rigid system frustrates you. Appeal through the proper channels if you must.',
        legal: 'An abuse of power or an unfair process is a risk. Make sure you have strong representation.',
        spirit: 'Cold reason without compassion leads you astray. Bring your heart back into your judgement.',
      },
      advice: 'Refuse to be ruled by someone who uses reason as a weapon.',
      lean: 'no',
    },
  },
};
