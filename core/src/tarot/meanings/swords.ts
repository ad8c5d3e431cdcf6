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
        work: 'Clear thinking cuts through what has been muddled at work. Put your point in plain words, and it will carry further than you expect.',
        money:
          'Strip the money question down to its figures and the right move shows itself. Write down what is really at stake and decide from that.',
        health:
          'Clarity about what your body needs arrives, perhaps through a straight answer from a professional. Act on it promptly and with resolve.',
        home: 'A frank conversation settles a question that has hung over the household. Truth spoken with care clears the atmosphere.',
        travel:
          'What going really asks of you becomes plain, and the decision comes with it. Act while your mind is clear.',
        study:
          'Concentration sharpens and what puzzled you clicks into place. Give this clear spell to the hardest part of the work.',
        legal:
          'Facts and plain reasoning decide this matter. Read the papers closely and put what you know in terms you can prove.',
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
        home: 'Words at home land harder than they are meant, and no one is quite listening. Lower your voice before you raise your point.',
        travel:
          'Muddled plans or crossed wires could send things off course. Double-check every date and document.',
        study: 'Mental fog or overload makes study hard. Break the work into pieces and take proper breaks.',
        legal:
          'Words in this matter may be misread or twisted. Have someone qualified check the wording before you commit to anything.',
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
        love: 'A guarded heart, yours or the other person’s, is keeping things level but still. The truce can hold for now, but sooner or later someone has to look and choose.',
        work: 'Two options seem equal and you are stuck between them. Gather the facts you have been avoiding and the choice will tilt.',
        money:
          'A money decision is being put off because either answer costs something. Look at the figures honestly and the balance will tip.',
        health:
          'Feelings held in check tend to settle in the shoulders and chest. Breathe, unclench, and stop putting off the question you already know you need to ask.',
        home: 'Peace at home is being kept by leaving the real question unasked. Neutrality helps until someone needs you to choose.',
        travel:
          'You cannot decide whether to go or stay. List what each choice gives you, and take the blindfold off.',
        study:
          'Indecision about how to go about the work has you frozen. Choose one approach and give it a fair trial before you judge it.',
        legal:
          'The matter may sit at a standstill for a while. Look for the information that is missing before you decide.',
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
        home: 'A standoff at home breaks, perhaps noisily. Honesty now prevents a longer rift.',
        travel:
          'A choice about going or staying that has been put off can no longer wait. Make it, and stop weighing.',
        study: 'Too much information is overwhelming you. Narrow your sources and decide on your approach.',
        legal: 'Something misrepresented in the matter may come to light. Take advice before you respond.',
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
        love: 'This is the card of a hurt heart: a painful truth about what is between you, or a sorrow you already carry. Let yourself feel it, and do not hurry to pretend you are fine.',
        work: 'Something at work hurts more than you let on, a word, a refusal or a loss of trust. Give yourself time before you respond.',
        money:
          'Money and hurt are tangled together here, a loss that stings or a letdown from someone you trusted. Deal with the facts first and the feelings apart.',
        health:
          'Sorrow is weighing on your chest and your sleep. Treat yourself gently, let the tears come, and reach out to someone who can support you.',
        home: 'A hurt at home is felt by everyone under the roof, even those who say nothing. Acknowledge it before trying to fix it.',
        travel:
          'Going carries a sorrow here, a goodbye or a grief for what stays behind. It is right to feel it, and it need not stop you.',
        study:
          'Learning is tangled up with hurt just now, a harsh word, a letdown or a doubt about yourself. Take in what is fair in it and let the rest go.',
        legal:
          'The matter touches a real hurt, and it will be hard to keep feeling out of the papers. Keep a trusted adviser close and let them hold the facts.',
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
        work: 'You are regaining your footing at work after something that stung. Leave the grievance behind rather than carrying it into what comes next.',
        money:
          'Money stops hurting quite so much, and you can look at it again without flinching. Steady, sensible steps will restore your confidence.',
        health:
          'The heaviness is beginning to lift, though some days will be harder than others. Keep up the rest and support that is helping.',
        home: 'Bad feeling at home begins to mend, slowly. Small kindnesses matter more than grand apologies.',
        travel:
          'Distance, or simply a change of scene, lets an old ache ease. Let the going be part of moving on.',
        study:
          'Whatever knocked your confidence in learning is losing its hold. Return to the work with fresh eyes.',
        legal:
          'Confusion clears and feeling cools, so a fair decision is easier to reach. Keep grievance out of the papers.',
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
        love: 'A pause will help more than pushing for answers. Give each other room, and come back to the conversation rested.',
        work: 'The next move at work will be better made rested than tired. Step back for a few days before you decide anything, and let your judgement recover.',
        money: 'Make no big moves for now. Let the accounts sit for a week and review them with a calm mind.',
        health: 'Rest comes first now. Sleep, quiet and unhurried days will do more for you than effort.',
        home: 'Home needs to be a sanctuary for a while. Guard some quiet hours there, and make one room a place of calm.',
        travel:
          'This is a time to pause rather than press on. Let the plans rest a while, and go nowhere in a rush.',
        study:
          'A pause will help you absorb what you have learned. Build real rest into your study, and trust it to do its quiet work.',
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
        love: 'You are ready to reach out again, or restlessness is pulling you back in too soon. Check that you have really finished thinking.',
        work: 'The will to work is stirring again, but you may be pushing on before you have truly rested. Pace yourself.',
        money: 'Careful management and sensible economies pay off. A prudent month now gives you room later.',
        health:
          'The urge to do more is coming back before your reserves are full. Ease in, and keep some rest in every day.',
        home: 'Life at home picks up after a quiet spell. Keep one calm evening a week as the house gets busier.',
        travel: 'Restlessness pulls you toward going. Plan it properly rather than moving on an impulse.',
        study:
          'The mind wakes up to learning again, though it tires sooner than you expect. Start with short sessions and build up.',
        legal: 'A stalled matter starts to move again. Approach it carefully, with your records in order.',
        spirit:
          'You come out of a quiet time with something to bring back. Carry its calm into your ordinary days.',
      },
      advice: 'Pick things up gradually, doing half of what you think you can manage this week.',
      lean: 'unclear',
    },
  },
  'swords-05-five': {
    upright: {
      theme: 'a hollow victory won at the cost of goodwill',
      meaning:
        'A smirking man gathers up swords while two beaten figures walk away toward the water under a torn, windy sky. The Five of Swords is conflict, defeat and winning at any cost, or losing to someone who did. Its old meanings are dishonour and loss, and the card asks whether this fight is worth what it takes from you.',
      subjects: {
        love: 'Being right may be costing you closeness. Ask yourself whether winning the point is worth the distance it makes.',
        work: 'Something at work has turned into a contest no one wins cleanly. Choose your battles, and refuse any that would make you play dirty too.',
        money:
          'Money gained at someone’s expense, or lost to someone sharper, will not sit well for long. Walk away from anything that needs sharp practice.',
        health:
          'Fighting, with yourself or anyone else, is costing you rest you need. Put down the struggle that cannot be won cleanly and let your body settle.',
        home: 'Winning at home can leave everyone feeling worse, the winner included. Someone has to stop keeping score.',
        travel:
          'Friction over who decides what could sour the plans. Settle the points that matter and let the small ones go.',
        study:
          'Comparing yourself with others has turned sour, or a setback has left you feeling beaten. Measure yourself against your own last effort.',
        legal:
          'Pushing this matter to the last point may cost more than it gains. Ask honestly what a fair outcome looks like, and whether it is already within reach.',
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
        love: 'Pride and old scores are ready to be set down. One of you has to take the first step toward the other, and it may as well be you.',
        work: 'Tension at work eases and the fight goes out of things. Let old grudges go rather than settling them.',
        money:
          'Money stops being a battleground, and you may win back some ground. Accept a fair outcome rather than holding out for total victory.',
        health:
          'As the fight goes out of you, the tension goes with it. Let your mind settle and catch up on sleep.',
        home: 'What has gone sour at home can be repaired now. Make the first move, and attach no conditions to it.',
        travel:
          'Going goes better once old friction is laid to rest. Make peace where it is owed before you set out.',
        study: 'Embarrassment about learning loosens its grip. Let the shame go and keep the lesson.',
        legal:
          'The matter may close by agreement rather than by force. Be open to give and take, with advice.',
        spirit: 'Forgiveness frees you more than the person you forgive. Put the grudge down.',
      },
      advice: 'Make the peace you can, and keep any ‘but’ out of it.',
      lean: 'unclear',
    },
  },
  'swords-06-six': {
    upright: {
      theme: 'a passage to calmer waters, leaving troubles on the far shore',
      meaning:
        'A ferryman poles a boat carrying a hunched woman and a child toward a quieter shore, six swords standing upright in the bow. The Six of Swords is a journey by water, a transition and a move away from difficulty. Waite read it as a passage by water and a way found through: you are moving on, still carrying sorrow, but toward relief.',
      subjects: {
        love: 'A painful stretch is behind you, and love can move toward calmer water. Let the past stay on the far shore.',
        work: 'Work is easing out of rough water toward steadier going. Keep steering, and let the worst stay behind you.',
        money:
          'The pressure around money begins to ease as you steer away from it. Steady progress matters more than speed.',
        health:
          'You are moving out of a stressful stretch toward calmer days. Keep life gentle while you adjust.',
        home: 'Home life is passing from a hard stretch to calmer ground. Leave the old grievances behind as you go.',
        travel:
          'This is the card of the crossing itself, and it favours going. Moving away from difficulty brings relief, even if part of you is sad to go.',
        study:
          'A change of approach helps you leave old struggles behind. What comes next will suit you better.',
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
        'Reversed, the Six of Swords resists the crossing: you may feel stuck, unable to leave, or dragging old troubles along. Waite read it as declaration, confession and publicity. The journey is waiting on something being said or settled first.',
      subjects: {
        love: 'A confession or declaration changes things, or you cannot yet move on from the past. Say what needs saying, and the way forward opens.',
        work: 'A change stalls, or you are resisting a move you know is needed. Look squarely at what is holding you back.',
        money:
          'Old problems follow you and progress is slow. Settle what is unfinished before you take on anything new.',
        health:
          'You may still be carrying stress you meant to leave behind. Set it down piece by piece, and rest while you do.',
        home: 'Old baggage at home is holding things up. Sort what to keep and what to leave before you try to move forward.',
        travel: 'Plans to go may be held up or stall halfway. Be patient, and have a second plan ready.',
        study:
          'Moving on to the next level is harder than expected. Go back over what you have not yet mastered.',
        legal:
          'A disclosure or public statement may change how things go. Take advice before you declare anything.',
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
          'Be wary of anything slippery where money is concerned, your own reasons included. Keep what is yours protected and the terms in writing.',
        health:
          'You may be getting by on less rest than you need, or telling yourself a comfortable story. Be straight with yourself about what your body needs.',
        home: 'Someone may be dodging their share or keeping a secret. Ask directly, without accusing.',
        travel: 'Keep your documents and plans close. Move discreetly and tell only those who need to know.',
        study:
          'Shortcuts are tempting. Do the work honestly, and be wary of anyone offering an easy way round it.',
        legal:
          'Not everything in this matter is in plain sight. Keep careful records and take professional advice.',
        spirit: 'You may be fooling yourself about something. Look at the thing you would rather not admit.',
      },
      advice: 'Check who benefits, and do not rely on what you cannot see.',
      lean: 'no',
    },
    reversed: {
      theme: 'a secret brought into the open, and sound advice taken at last',
      meaning:
        'Reversed, the Seven of Swords turns toward confession and counsel. Waite read it as good advice and instruction, though also slander and idle talk. What was taken may be returned, a deceit may come to light, or your conscience asks you to come clean.',
      subjects: {
        love: 'A secret comes out, or you decide to be honest about something you held back. Clearing the air now protects the trust you need.',
        work: 'Someone’s shortcuts are exposed, or you receive advice worth following. Listen to the person who has done this before.',
        money:
          'Something lost may be recovered, or you see through a false promise in time. Take advice before acting.',
        health:
          'You are ready to stop pretending and give your body what it needs. Take good counsel, and follow it.',
        home: 'Something kept hidden at home comes out. Honesty is awkward but brings relief to everyone.',
        travel: 'Good advice improves your plans. Ask someone who has made the same journey.',
        study: 'Good guidance shows you where you were going wrong. Accept the correction gratefully.',
        legal: 'The truth may come out, and good counsel matters most now. Be careful not to repeat gossip.',
        spirit:
          'Your conscience is speaking clearly, and it already knows the answer. Do what it asks of you.',
      },
      advice: 'Say openly what you have been keeping to yourself about this.',
      lean: 'unclear',
    },
  },
  'swords-08-eight': {
    upright: {
      theme: 'a feeling of being trapped, bound more by fear than by fact',
      meaning:
        'A woman stands bound and blindfolded in the mud, eight swords planted around her, yet the way behind her is open. The Eight of Swords is restriction, crisis and powerlessness, a trap that is partly of the mind. Waite’s phrase for it is power in trammels: crisis, censure and bad news.',
      subjects: {
        love: 'You may feel stuck or unable to speak freely in love. The bonds are looser than they feel, so say what you need.',
        work: 'You feel trapped by the situation at work. Look again at the options you ruled out too quickly.',
        money:
          'Money worries leave you feeling hemmed in. An adviser can show you ways out that you cannot see from inside.',
        health:
          'Anxiety and a sense of being stuck are draining your energy. Talk to someone you trust, and take one small step that loosens the knot.',
        home: 'Expectations or circumstances at home feel restrictive. Ask yourself which of those rules still bind you.',
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
          'A way through the money question comes into view. Take the first practical step toward it this week.',
        health: 'A sense of calm and control is returning. Build on whatever has been helping you.',
        home: 'You free yourself from old ideas of how home has to be. Do it kindly, and do it clearly.',
        travel: 'The restrictions that held you back are lifting. Look again at the plans you had set aside.',
        study: 'Fear loosens its grip and you can work again. Take it one task at a time.',
        legal: 'Options open up, though some obstacles remain. Move carefully and keep advice close.',
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
        love: 'Worry, guilt or fear about what is between you is keeping you awake. Say it aloud to someone instead of carrying it alone at night.',
        work: 'Anxiety about work is spilling into your nights. Write the worries down before bed and deal with them in daylight.',
        money:
          'Money fears are larger at three in the morning than they are on paper. Look at the figures over breakfast and make a plan.',
        health:
          'Worry and broken sleep are wearing you down. Protect your sleep, talk to someone, and see a professional if the anxiety will not ease.',
        home: 'Worries about home and the people in it are weighing heavily on you. Tell someone you trust what is on your mind.',
        travel:
          'Anxiety about a journey or a move has grown out of proportion. Prepare well and the fears will shrink to their true size.',
        study:
          'Fear of falling short is robbing you of sleep. Rest is part of learning, not time stolen from it.',
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
        love: 'Worries in love begin to ease, or a hidden fear needs to be spoken. Trust someone with it.',
        work: 'The outcome you dreaded looks less likely than you thought. Keep a sensible caution, and let the rest go.',
        money:
          'You face the money worries and find them more manageable than you feared. Keep going with the plan.',
        health:
          'Sleep and calm are slowly returning. If worry still grips you, reach out to a professional or a trusted friend.',
        home: 'Fears about home ease as the facts come out. Talk them through with whoever they concern.',
        travel: 'Travel nerves are settling. Go prepared, and trust yourself to handle what comes.',
        study: 'Fear about learning eases as your effort starts to show. Keep sleeping well and keep going.',
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
        work: 'Something at work has run its course and hit bottom. Accept it, rest, and only then start to rebuild.',
        money: 'Money may reach a low point. From here the direction is up: get advice and start small.',
        health:
          'Weariness has reached its limit, and this is the point to stop. Rest fully, accept help, and let someone qualified support you.',
        home: 'A painful chapter at home is closing. Let it close, and look after one another.',
        travel: 'A plan collapses, or you leave somewhere with relief. Go where you can begin again.',
        study:
          'If this feels like the end of the road, it ends only this attempt, not your learning. Rest before you decide on the next try.',
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
          'The pressure eases a little, perhaps with a small gain that will not last. Put whatever comes toward stability rather than treats.',
        health: 'The lowest point is behind you. Keep resting, and let strength come back at its own pace.',
        home: 'Life at home steadies after a hard season. Be patient with each other while everyone finds their feet.',
        travel:
          'Plans that stalled can be picked up again, more modestly. Go when you are steady, not to escape.',
        study:
          'Learning picks up after a low patch, and the next attempt will go better. Prepare for it properly.',
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
        love: 'Curiosity and quick conversation keep the connection lively. Listen closely to what is said, and to what is left out.',
        work: 'Observe, ask questions and do your research before you commit. A fresh way of seeing the problem brings new energy.',
        money:
          'Scrutinise the figures and the small print with care. Your vigilance will catch what others miss.',
        health:
          'Notice what your body is telling you and ask informed questions. Your curiosity serves your wellbeing.',
        home: 'Questions are in the air at home, and not all of them have been asked aloud. Keep talking, and answer honestly.',
        travel:
          'Find out all you can before you go, or before you decide. Read up, ask around, and trust what you learn.',
        study:
          'A sharp, questioning mind helps you learn. Ask why, not just what, and follow the question where it leads.',
        legal: 'Close reading and attention to detail are needed. Go through every line of the papers.',
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
        travel:
          'Poor planning or a snap decision could undo your plans. Read the details properly before you decide.',
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
          'Drive and impatience run together here, and rushing risks burning you out. Put the urge to act into something steady, then rest properly afterwards.',
        home: 'Things at home move quickly, and someone wants change now. Keep up, but make sure the haste serves everyone.',
        travel:
          'Once things start to move, they move fast. Be ready to act at short notice, with your papers in order.',
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
        work: 'Rash decisions or a hot temper are causing trouble at work. Slow the pace and think the next step through.',
        money: 'A snap decision about money could backfire. Wait a week before any large commitment.',
        health:
          'Pushing too hard and too fast is draining you. Slow down and give your body time to catch up.',
        home: 'Arguments flare quickly and words fly. Take a breath before you answer.',
        travel:
          'Rushed plans lead to mistakes. Check every detail and leave more time than you think you need.',
        study: 'Careless haste is causing errors. Slow down and check your work before you move on.',
        legal:
          'Forcing the pace could harm your position. Let a cool head, yours or an adviser’s, set the speed.',
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
        work: 'Clear thinking, fairness and plain speaking earn respect. Say what you see, and do not soften it into nothing.',
        money:
          'You manage money with a clear eye and firm limits. Cut what no longer serves you without sentiment.',
        health:
          'Clear information and honest self-care serve you well. Set boundaries that protect your rest.',
        home: 'Home needs straight talk, kindly given. Be fair, and be firm.',
        travel: 'Your own judgement is the best guide here. Plan carefully, and go on your own terms.',
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
        love: 'Coldness, criticism or bitterness is doing harm in love. Soften your edge before it cuts too deep.',
        work: 'Harshness is souring work, whether it comes from someone else or from you. Keep your composure and keep notes.',
        money: 'Meanness or suspicion about money is causing friction. Be careful, but be fair as well.',
        health: 'Bitterness and tension are draining you. Let go of the grudge and give your mind some rest.',
        home: 'Sharp words and old grievances are souring home life. Someone needs to forgive first.',
        travel:
          'A critical voice, someone else’s or your own, could spoil the plans. Choose kind company, and be kind to yourself.',
        study: 'Harsh self-criticism is undermining you. Judge your work as fairly as you would a friend’s.',
        legal: 'Coldness or sharp dealing may colour the matter. Stay calm and stick to the facts.',
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
        love: 'Reason and honesty serve you in love now, and a clear decision may be due. Speak plainly and listen fairly.',
        work: 'Expertise and clear reasoning carry weight at work now. Make decisions you can explain, and stand by them.',
        money:
          'Sound professional advice and logical planning steady your finances. Consult an expert before you commit.',
        health:
          'Clear, evidence-based advice from a professional is what you need. Follow it with discipline.',
        home: 'Home needs a fair and steady head. Be the calm voice of reason if no one else will.',
        travel: 'Purposeful planning makes this go well. Plan each stage, and leave nothing to chance.',
        study: 'Logic and rigorous thinking suit you. Aim high, and back every answer with reasons.',
        legal:
          'Fair judgement and skilled advice are on your side. Rely on facts and sound argument rather than feeling.',
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
        love: 'Control or cold argument may be creeping into love. Trust your instincts if something feels wrong.',
        work: 'Power is being used hard at work, by someone else or by you. Protect yourself and write things down.',
        money:
          'Someone may use their expertise to take advantage of you. Get a second opinion before you agree to anything.',
        health:
          'Harsh self-discipline is wearing you down. Be as kind to yourself as you would be to someone you love.',
        home: 'Someone at home may be domineering and impossible to argue with. Set firm limits and keep to them.',
        travel:
          'Rigid rules or difficult officials complicate travel. Carry every document and allow extra time.',
        study:
          'Rigid rules or unfair judgement frustrate you. Appeal through the proper channels if you must.',
        legal:
          'An unfair process or a misuse of authority is a risk. Get sound advice and put everything in writing.',
        spirit: 'Cold reason without compassion leads you astray. Bring your heart back into your judgement.',
      },
      advice: 'Refuse to be ruled by someone who uses reason as a weapon.',
      lean: 'no',
    },
  },
};
