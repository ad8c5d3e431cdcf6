// The Swords, in our own words from Waite's Pictorial Key (1911) and the modern reading
// (Pollack, Greer). Waite's lists for this suit include literal words (death, sickness); the health
// texts read them as strain, worry and rest, never as a diagnosis.
import type { CardMeanings } from './types';

export const SWORDS_MEANINGS: CardMeanings = {
  'swords-01-ace': {
    upright: {
      theme: 'a breakthrough of clear thought that cuts through confusion',
      meaning:
        'A hand emerges from a cloud gripping an upright sword crowned with a wreath, above bare mountains. The Ace of Swords is triumph of the mind: clarity, truth, a decisive idea and the force to carry it through. Waite called it conquest and triumph of force, and it often marks the moment a hard truth is finally spoken.',
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
      theme: 'a blindfolded truce, holding two swords in a careful balance',
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
        'Reversed, the Two of Swords drops its guard. Waite gave imposture, falsehood and disloyalty, so a truce may turn out to rest on lies; the modern reading adds information flooding in and an indecision that can no longer hold. Either way, the matter will not stay frozen.',
      subjects: {
        love: 'Something kept hidden comes into the open, and you can no longer avoid choosing. It may hurt, but it frees you.',
        work: 'A deadlock breaks, or you discover someone has not been straight with you. Act on what you now know.',
        money:
          'Information you lacked arrives, and it may not all be welcome. Use it to make the decision you have delayed.',
        health:
          'Stress you have been holding in is surfacing as tiredness or tension. Let it out safely, through rest, talking or gentle movement.',
        home: 'A family standoff ends, perhaps noisily. Honesty now prevents a longer rift.',
        travel: 'After long delay, a decision to go or stay is forced. Choose, and stop weighing.',
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
        'Reversed, the Three of Swords shows the swords being drawn out: recovery, forgiveness and the gradual release of pain. Waite gave confusion, disorder and distraction, the heartache still scattering the mind. The modern reading sees the worst of the grief passing, if you allow it.',
      subjects: {
        love: 'You are healing from a hurt, and forgiveness, of them or yourself, is becoming possible. Do not reopen the hurt to check it.',
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
      theme: 'a rest after struggle, and a quiet retreat to recover strength',
      meaning:
        'The effigy of a knight lies in prayer on a tomb in a church, three swords above him and one beneath. The Four of Swords is rest, retreat and recovery: vigilance in stillness, the hermit’s repose. It is time to withdraw and recover, not to fight.',
      subjects: {
        love: 'A pause in the relationship, or time alone to reflect, will do more good than pushing. Give each other space.',
        work: 'Rest before the next push, or take the leave you have been putting off. Your ideas will be better for it.',
        money: 'Hold steady and make no big moves for now. Review quietly before acting.',
        health:
          'Rest and recovery are the priority. Sleep, quiet and unhurried time will restore your energy more than effort will.',
        home: 'Home should be a sanctuary now. Cut back on visitors and make a calm space for yourself.',
        travel: 'A retreat, a quiet holiday or simply staying put suits you. Choose rest over adventure.',
        study:
          'A break between study sessions, or a pause before the next stage, will help you absorb what you have learned. Plan real rest into the revision timetable.',
        legal: 'Matters may be on hold for a while. Use the pause to prepare, not to worry.',
        spirit: 'Meditation, prayer and silence restore you. Withdraw into yourself for a while.',
      },
      advice: 'Clear a whole day of your calendar and spend it resting.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'a return to activity after rest, perhaps sooner than you are ready',
      meaning:
        'Reversed, the Four of Swords stirs from its stillness. Waite read it as wise administration, circumspection and economy; the modern reading adds restlessness and a return to the world, sometimes before recovery is complete. You are waking up, and the question is whether you are rested enough.',
      subjects: {
        love: 'You are ready to re-engage after time apart, or restlessness pushes you back too soon. Check you are truly ready.',
        work: 'You return to work with renewed focus, or burnout looms because you never stopped. Pace yourself.',
        money: 'Careful management and prudence pay off. Sensible economies now give you room later.',
        health:
          'Energy returns, but do not overdo it straight away. Ease back into activity, and rest when your body asks.',
        home: 'Life at home picks up again after a quiet spell. Keep a little calm in the busy days.',
        travel: 'Restlessness makes you want to go somewhere. Plan well rather than rushing off.',
        study: 'You are ready to get back to work after a break. Start steadily.',
        legal: 'A stalled matter moves again. Approach it with caution and good records.',
        spirit: 'You emerge from retreat with something to share. Bring its calm into daily life.',
      },
      advice: 'Go back gradually, doing half of what you think you can manage this week.',
      lean: 'unclear',
    },
  },
  'swords-05-five': {
    upright: {
      theme: 'a hollow victory won at the cost of goodwill',
      meaning:
        'A smirking man gathers swords while two defeated figures walk away toward the sea under a torn sky. The Five of Swords is conflict, defeat and dishonour: winning at all costs, or losing to someone who did. Waite gave degradation and loss, and the card asks whether this fight is worth what it costs.',
      subjects: {
        love: 'An argument may be won at the expense of the relationship. Ask whether being right matters more than being close.',
        work: 'Office politics, unfair tactics or a bruising defeat leave a sour taste. Choose your battles carefully.',
        money:
          'A deal where someone loses out, you or the other side, will not sit well. Walk away from sharp practice.',
        health:
          'Conflict and tension are sapping your strength. Step back from the fight and give yourself recovery time.',
        home: 'A quarrel leaves everyone feeling worse. Someone has to stop keeping score.',
        travel:
          'Disputes over plans, or with a travelling companion, spoil the trip. Agree on terms before you go.',
        study: 'Competition is turning sour, or you feel defeated by a setback. Focus on your own progress.',
        legal:
          'Winning may cost more than it gains, and tactics may turn nasty. Consider whether settlement serves you better.',
        spirit: 'Pride is costing you peace. Let go of the need to win.',
      },
      advice: 'Put down the fight you cannot win cleanly, and walk away from it.',
      lean: 'no',
    },
    reversed: {
      theme: 'a chance to make amends and end a fight that has gone on too long',
      meaning:
        'Reversed, the Five of Swords points to the aftermath of conflict. Waite kept it close to the upright, loss and sorrow, but the modern reading finds reconciliation, regret and the wish to put things right. Resentment can still linger, so a real peace needs a real apology.',
      subjects: {
        love: 'After a bitter quarrel, a path to making up appears. One of you must take the first step.',
        work: 'Tensions ease and colleagues may be ready to move on. Let old scores go.',
        money:
          'You recover some ground after a loss, or a dispute over money ends. Accept a fair settlement.',
        health: 'As conflict eases, so does tension in your body. Rest and let your mind settle.',
        home: 'A family argument can be repaired now. Apologise first, without conditions.',
        travel: 'Mending fences makes a trip or move possible. Travel to make peace.',
        study: 'You move past a setback and learn from it. Let go of embarrassment.',
        legal: 'A dispute may be settled out of court or ended by agreement. Be open to compromise.',
        spirit: 'Forgiveness frees you more than the person forgiven. Lay down the grudge.',
      },
      advice: 'Offer the apology you owe, without adding a "but".',
      lean: 'unclear',
    },
  },
  'swords-06-six': {
    upright: {
      theme: 'a passage to calmer waters, leaving troubles on the far shore',
      meaning:
        'A ferryman poles a boat carrying a woman and child, six swords standing in its bow, toward a quieter shore. The Six of Swords is a journey by water, a transition and a move away from difficulty. Waite gave route, way and envoy: you are travelling on, with sorrow but toward relief.',
      subjects: {
        love: 'You are moving on from a painful time, alone or together, toward something calmer. Things will be smoother on the other side.',
        work: 'A transition, a new role or a move away from a difficult job is underway. Let it take you somewhere better.',
        money: 'Money troubles begin to ease as you move past them. Steady steps will carry you.',
        health:
          'You are moving out of a stressful period toward calmer days. Keep things gentle while you adjust.',
        home: 'A move of house or a change in family circumstances carries you to better ground. Take only what you need.',
        travel:
          'A journey, especially over water, or a relocation is strongly indicated. It is the right move and will bring relief.',
        study: 'A change of school, course or approach helps you leave old struggles behind. Move forward.',
        legal:
          'Matters move toward resolution, slowly but surely. Accept help from those steering the process.',
        spirit: 'You are crossing from one chapter to the next. Let the past recede behind you.',
      },
      advice: 'Take the next step toward the calmer shore, even though you carry some sadness with you.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a crossing delayed, or a declaration that changes the journey',
      meaning:
        'Reversed, the Six of Swords resists the crossing: you may feel stuck, unable to leave, or carrying old troubles along. Waite read it as declaration, confession and publicity, even a proposal of love. The journey waits on something being said or settled.',
      subjects: {
        love: 'A declaration or confession changes things, or you feel unable to move on from the past. Speak what needs saying.',
        work: 'A change stalls, or you resist a move you know is needed. Face what is holding you.',
        money: 'Old problems follow you, and progress is slow. Deal with unfinished business first.',
        health: 'You may be carrying stress you meant to leave behind. Set it down piece by piece and rest.',
        home: 'A planned move is delayed, or family baggage comes along. Sort what to keep and what to leave.',
        travel: 'Travel plans may be delayed or a relocation stalls. Have patience and a backup.',
        study: 'Moving on to the next level is harder than expected. Revisit what you have not mastered.',
        legal: 'Disclosure or a public statement may change the matter. Be careful what you declare.',
        spirit: 'You cannot cross while clinging to the shore. Let go.',
      },
      advice: 'Name the one thing keeping you on this side of the water, and deal with it first.',
      lean: 'no',
    },
  },
  'swords-07-seven': {
    upright: {
      theme: 'a stealthy plan, carried off quietly with more than your share',
      meaning:
        'A man tiptoes away from a camp carrying five swords and glancing back, two left standing behind him. The Seven of Swords is strategy, stealth and a plan that may or may not succeed; the modern reading adds deception and getting away with something. Waite gave design, attempt and hope, with a warning of quarrels.',
      subjects: {
        love: 'Someone may not be entirely open, or you are keeping something back yourself. Secrecy erodes trust, so weigh what you hide.',
        work: 'Tactics and discretion help, but cutting corners could backfire. Protect your ideas and watch for those who take credit.',
        money:
          'Be wary of schemes and people who are slippery with money. Keep your valuables and your details secure.',
        health:
          'You may be trying to get away with too little rest or skipping advice. Be straight with yourself about what your body needs.',
        home: 'Someone may be sidestepping responsibilities or keeping a secret. Ask directly, without accusation.',
        travel: 'Keep an eye on your belongings and your plans. Travel discreetly.',
        study:
          'Shortcuts and cramming may tempt you. Do the work properly, and guard against plagiarism, yours or others’.',
        legal:
          'Watch for hidden moves or someone acting in bad faith. Keep records and consult a professional.',
        spirit: 'You may be deceiving yourself about something. Look at what you would rather not admit.',
      },
      advice: 'Check who benefits from the plan, and do not rely on what you cannot see.',
      lean: 'no',
    },
    reversed: {
      theme: 'a secret brought into the open and sound advice taken at last',
      meaning:
        'Reversed, the Seven of Swords turns toward confession and counsel. Waite read it as good advice and instruction, though also slander and babbling. What was taken may be returned, a deceit may come to light, or your conscience asks you to come clean.',
      subjects: {
        love: 'A secret comes out, or you decide to be honest about something you held back. Clearing it can save the relationship.',
        work: 'Someone’s shortcuts are exposed, or you receive useful advice. Listen to the person with experience.',
        money: 'What was lost may be recovered, or you see through a scheme. Take advice before acting.',
        health:
          'You are ready to stop pretending and face what your body needs. Take the advice you were given.',
        home: 'A hidden matter in the family comes out into the open. Honesty, though awkward, brings relief.',
        travel: 'Good advice improves your plans. Ask someone who has been there.',
        study: 'A tutor’s guidance helps you see where you were going wrong. Accept correction.',
        legal: 'Truth may come out, and good counsel is key. Be careful of gossip.',
        spirit: 'Your conscience is speaking clearly. Listen to it.',
      },
      advice: 'Come clean about the thing you have been keeping quiet.',
      lean: 'unclear',
    },
  },
  'swords-08-eight': {
    upright: {
      theme: 'a feeling of being trapped, bound more by fear than by fact',
      meaning:
        'A woman stands bound and blindfolded, eight swords planted round her in the mud, though the way out is open. The Eight of Swords is restriction, crisis and powerlessness: a trap that is partly of the mind. Waite gave crisis, censure and power in trammels.',
      subjects: {
        love: 'You may feel stuck or unable to speak freely. The bonds are looser than they seem: say what you need.',
        work: 'You feel trapped in a job or by a situation at work. Look for the options you have ruled out too quickly.',
        money:
          'Money worries make you feel hemmed in. Seek advice; there are more ways out than you can see from inside.',
        health:
          'Anxiety and restriction are draining your energy. Talk to someone you trust, and take one small step to loosen the bind.',
        home: 'You feel restricted by family expectations or circumstances at home. Question whether the rules still bind you.',
        travel:
          'Restrictions or fears keep you from travelling. Check whether they are as solid as they feel.',
        study: 'Fear of failure is paralysing you. Start with what you can do, not with what you cannot.',
        legal:
          'Constraints and criticism may be limiting your options. A good adviser can show you exits you cannot see.',
        spirit: 'Your own thoughts are the blindfold. Loosen them and look.',
      },
      advice: 'Take one step in any direction today; the swords around you do not close the path.',
      lean: 'no',
    },
    reversed: {
      theme: 'a release from self-made bonds and a fresh view of the way out',
      meaning:
        'Reversed, the Eight of Swords shows the blindfold slipping: freedom, release and a new perspective. Waite gave disquiet, difficulty and opposition, so the struggle may not be over. The modern reading is hopeful: you begin to free yourself.',
      subjects: {
        love: 'You step out of a restrictive pattern or relationship. Freedom feels strange but good.',
        work: 'You see a way out of a trapped situation, or find the courage to take it. Move while you can.',
        money: 'A solution to money troubles becomes visible. Take the first step toward it.',
        health: 'You are regaining a sense of control and calm. Keep building on what is helping.',
        home: 'You free yourself from old family expectations. Do it kindly but clearly.',
        travel: 'Restrictions lift and travel becomes possible again. Plan with confidence.',
        study: 'Fear loosens its grip and you can study again. Take it one task at a time.',
        legal: 'Options open up, though some opposition may remain. Move carefully.',
        spirit: 'You realise you were never as trapped as you believed. Walk out.',
      },
      advice: 'Take off the blindfold and walk out the way you now see.',
      lean: 'unclear',
    },
  },
  'swords-09-nine': {
    upright: {
      theme: 'an anguish that keeps you awake, worrying through the night',
      meaning:
        'A woman sits up in bed with her face in her hands, nine swords ranged on the dark wall behind her. The Nine of Swords is anguish, anxiety and the sleepless worry that magnifies every fear. Much of what torments her is in her mind, though the distress itself is real.',
      subjects: {
        love: 'Worry, guilt or fear is keeping you awake over a relationship. Share the fear with your partner rather than carrying it alone.',
        work: 'Anxiety about work is spilling into your nights. Write the worries down and deal with them in daylight.',
        money:
          'Money fears are worse at night than in fact. Look at the numbers in the morning and make a plan.',
        health:
          'Worry and poor sleep are wearing you down. Protect your sleep, talk to someone, and see a professional if the anxiety will not ease.',
        home: 'Family worries are weighing heavily on you. Speak to someone you trust about them.',
        travel:
          'Anxiety about a journey or a move is out of proportion. Prepare well and the fears will shrink.',
        study: 'Exam nerves and dread are robbing you of sleep. Rest is part of revision.',
        legal: 'Fear of the outcome keeps you awake. Get proper advice, which will ground you.',
        spirit: 'Your mind is your own tormentor for now. Be gentle with yourself in the dark hours.',
      },
      advice: 'Tell someone tonight what is keeping you awake.',
      lean: 'no',
    },
    reversed: {
      theme: 'a dawn after sleepless nights, as fear begins to loosen its grip',
      meaning:
        'Reversed, the Nine of Swords can mean the worst of the anxiety is passing: hope returns, help is sought. Waite gave doubt, suspicion and reasonable fear, so some worry is justified. The card may also warn of anguish turned inward, kept secret and growing.',
      subjects: {
        love: 'Worries about the relationship begin to ease, or a secret fear needs to be spoken. Let someone in.',
        work: 'You see that the feared outcome is less likely than you thought. Some caution is still sensible.',
        money: 'You face money worries and find them manageable. Keep going.',
        health:
          'Sleep and calm are returning. If worry still grips you, reach out for support from a professional or a friend.',
        home: 'Fears for a relative ease as the facts emerge. Talk it through.',
        travel: 'Travel anxieties lessen. Go prepared, and trust yourself.',
        study: 'Exam fear eases as preparation pays off. Keep resting well.',
        legal: 'Suspicions may be confirmed or dispelled. Let evidence decide, not fear.',
        spirit: 'The long night is ending. Look for the first light.',
      },
      advice: 'Ask for help with the worry rather than lying awake alone with it.',
      lean: 'unclear',
    },
  },
  'swords-10-ten': {
    upright: {
      theme: 'an ending that has hit bottom, painful but complete',
      meaning:
        'A figure lies face down beneath ten swords under a black sky, while a golden dawn breaks over the still water beyond. The Ten of Swords is pain, affliction and desolation: a matter that has reached its lowest point and cannot fall further. Waite noted it is not especially a card of violent death; what ends here is a situation, and the dawn is already rising.',
      subjects: {
        love: 'A relationship or a hope has reached its painful end. It is over, and knowing that is the beginning of moving on.',
        work: 'A job, a project or a conflict has come to a hard finish. Accept it and rest before you rebuild.',
        money: 'Finances may hit a low point. From here the way is up: get advice and start small.',
        health:
          'Exhaustion has reached its limit, and your body is asking you to stop. Rest fully, accept help, and see a professional who can support your recovery.',
        home: 'A painful chapter in family life is closing. Let it close, and look after one another.',
        travel:
          'A journey or plan may collapse, or you leave somewhere with relief. Go where you can start again.',
        study:
          'A failure or a setback feels final. It is not the end of your learning, only of this attempt.',
        legal:
          'A matter may reach a hard conclusion. Take stock with a professional before you decide what comes next.',
        spirit: 'The worst has happened and you are still here. A new dawn rises behind this ending.',
      },
      advice: 'Stop fighting what has ended and turn your face toward the dawn.',
      lean: 'no',
    },
    reversed: {
      theme: 'a recovery after the worst, with a passing advantage to seize',
      meaning:
        'Reversed, the Ten of Swords rises from the ground: the worst is over. Waite gave advantage, profit and success, though none of it permanent. Recovery begins, and you can use the moment well if you do not mistake it for a lasting change.',
      subjects: {
        love: 'You are past the lowest point and beginning to recover. Be careful not to go back to what hurt you.',
        work: 'Things start to improve and a temporary gain comes your way. Use it to build something sturdier.',
        money:
          'A small improvement or a passing windfall eases the pressure. Put it toward stability, not indulgence.',
        health:
          'Your energy is slowly returning after a depleted time. Keep resting and let recovery take its time.',
        home: 'Family life steadies after a hard time. Be patient with each other.',
        travel: 'A plan that collapsed can be revived. Take a short trip to reset.',
        study: 'You can recover from a poor result. Use the second chance well.',
        legal: 'A temporary advantage may appear. Use it wisely, and do not assume it will last.',
        spirit: 'You have survived the worst and are rising again. Be grateful, and be wise.',
      },
      advice: 'Use this brief upturn to build the foundation you lacked before.',
      lean: 'unclear',
    },
  },
  'swords-11-page': {
    upright: {
      theme: 'a watchful, curious young mind, alert to every word',
      meaning:
        'A lithe young figure stands on rough ground holding a sword upright with both hands, looking round as though expecting an enemy. The Page of Swords is vigilance, curiosity and the eagerness to know: a spy, a student, a messenger. Waite gave authority, overseeing and examination.',
      subjects: {
        love: 'Curiosity and sharp conversation spark attraction, but keep an eye on what is said and not said. Honest words help.',
        work: 'Observe, ask questions and research thoroughly. A new idea or a young colleague brings energy.',
        money: 'Scrutinise accounts and offers carefully. Vigilance protects you.',
        health:
          'Pay attention to what your body tells you and ask informed questions. Curiosity serves your wellbeing.',
        home: 'A young person at home is inquisitive or restless. Keep communication open.',
        travel: 'A short trip or an exploratory visit is favoured. Research your destination.',
        study: 'A sharp, questioning mind helps you learn. This is a good time for research and debate.',
        legal: 'Scrutiny, examination and close reading of documents are needed. Watch every detail.',
        spirit: 'Curiosity about ideas leads you inward. Keep asking questions.',
      },
      advice: 'Read everything twice and ask the question no one else has asked.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'a sharp tongue and hasty words from someone all talk and no follow-through',
      meaning:
        'Reversed, the Page of Swords shows the shadow of the eager youth: gossip, spying, cutting remarks and ideas that go nowhere. Waite warned of the unforeseen and the unprepared. The mind is quick but careless with the truth.',
      subjects: {
        love: 'Hurtful words or gossip damage trust. Think before you speak, and watch out for someone who uses words as weapons.',
        work: 'Someone may be spreading rumours or promising more than they can do. Keep your plans to yourself.',
        money: 'Rash decisions or poor research could cost you. Slow down.',
        health:
          'A restless, scattered mind is wearing you out. Cut back on news and screens, and rest your thoughts.',
        home: 'Sharp words at home create tension. Say less and listen more.',
        travel: 'Poor planning or hasty decisions disrupt travel. Check details.',
        study: 'You may be all talk and no study. Knuckle down.',
        legal: 'Careless talk or poor preparation could undermine you. Keep quiet and prepare.',
        spirit: 'Endless thinking leaves no room for wisdom. Quiet the mind.',
      },
      advice: 'Say nothing about the matter until you have checked your facts.',
      lean: 'no',
    },
  },
  'swords-12-knight': {
    upright: {
      theme: 'a swift, determined charge straight at the problem',
      meaning:
        'A knight gallops at full tilt with his sword raised, the clouds and trees torn by the wind behind him. The Knight of Swords is bravery, skill and decisive action, rushing in to defend or attack. Waite gave skill and capacity, and also wrath and war: he gets results, but fast.',
      subjects: {
        love: 'Things move quickly, with someone ardent and direct. Enjoy the energy, but be sure of your footing.',
        work: 'Decisive action and boldness get things done. Charge ahead, but keep your aim clear.',
        money: 'Quick decisions can pay off if well informed. Act fast on sound information.',
        health:
          'You have plenty of drive, but rushing risks burnout. Channel the energy into exercise and rest well after.',
        home: 'Someone arrives or acts in a hurry, shaking things up. Change is coming fast.',
        travel: 'Sudden or swift travel is indicated. Pack light and go.',
        study: 'Intense, focused study gets results. Tackle the hardest topic first.',
        legal:
          'Swift action and a forceful case may be needed. Make sure your facts are solid before you charge in.',
        spirit: 'Conviction drives you forward. Make sure it is pointed at truth.',
      },
      advice: 'Act decisively today, but take thirty seconds to check your aim.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a reckless rush that tramples everything in its path',
      meaning:
        'Reversed, the Knight of Swords is the shadow of the brave knight: imprudence, aggression and recklessness. Waite gave incapacity and extravagance. He charges in without thinking, and the damage lands on others.',
      subjects: {
        love: 'Someone may be aggressive, impatient or quick to leave. Do not be swept off your feet by force.',
        work: 'Rash decisions or a hot-headed colleague cause problems. Slow down and think.',
        money: 'Impulsive spending or investment could backfire. Wait.',
        health: 'Pushing too hard is draining you. Slow your pace and rest.',
        home: 'Arguments flare quickly. Take a breath before you respond.',
        travel: 'Rushed plans lead to mistakes. Double-check bookings.',
        study: 'Careless haste leads to errors. Slow down and read the question.',
        legal: 'Aggression could harm your position. Let a cool head handle it.',
        spirit: 'Zeal without wisdom leads nowhere. Pause and reflect.',
      },
      advice: 'Sleep on the decision before you charge at it.',
      lean: 'no',
    },
  },
  'swords-13-queen': {
    upright: {
      theme: 'a clear-sighted, honest woman who has known sorrow and speaks truly',
      meaning:
        'A queen sits in profile on a high throne, sword raised upright in one hand, the other lifted as if to welcome or to judge. The Queen of Swords is perceptive, independent and honest, someone whose clarity was sharpened by experience. Waite spoke of sadness and separation; the modern reading sees a woman who turned loss into wisdom.',
      subjects: {
        love: 'Honesty and independence matter to you now. You see clearly, so trust your judgement about this person.',
        work: 'Clear thinking, fairness and directness earn respect. A sharp, experienced woman may help you.',
        money: 'You manage money with a clear eye and firm boundaries. Cut what does not serve you.',
        health:
          'Clear information and honest self-care serve you well. Set boundaries that protect your rest.',
        home: 'Someone at home needs straight talk, kindly given. Be fair and firm.',
        travel: 'Independent travel suits you, and you plan it well. Go on your own terms.',
        study: 'Analytical work, writing and clear argument suit you. Trust your judgement.',
        legal: 'Clarity and fairness serve you. A sharp, impartial mind, yours or an adviser’s, helps.',
        spirit: 'Truth is your path to freedom. Face it without flinching.',
      },
      advice: 'Say the honest thing plainly and kindly, and let your boundaries stand.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a cold, cutting woman whose words wound more than they help',
      meaning:
        'Reversed, the Queen of Swords becomes the shadow of the clear-sighted woman: bitter, harsh, cutting or vindictive. Waite gave malice, bigotry, artifice and deceit. Old pain has hardened into coldness, and the tongue becomes a weapon.',
      subjects: {
        love: 'Coldness, criticism or bitterness is harming the relationship. Soften the edge before it cuts too deep.',
        work: 'A critical, harsh colleague or boss makes life hard. Keep your cool and your records.',
        money: 'Meanness or suspicion about money causes friction. Be fair as well as careful.',
        health: 'Bitterness and tension are draining you. Let go of the grudge and rest your mind.',
        home: 'Sharp words and old grievances sour home life. Someone needs to forgive.',
        travel: 'A trip may be spoiled by a critical companion. Travel with kinder company.',
        study: 'Harsh self-criticism undermines you. Judge your work fairly.',
        legal: 'Malice or deceit from another party may be a factor. Stay calm and factual.',
        spirit: 'Old hurt has hardened you. Let some warmth back in.',
      },
      advice: 'Soften one sentence before you say it, and let one old grievance go.',
      lean: 'no',
    },
  },
  'swords-14-king': {
    upright: {
      theme: 'a fair, authoritative mind that judges by truth and reason',
      meaning:
        'A king sits facing forward on his throne, sword drawn and slightly tilted, butterflies carved on the stone behind him. The King of Swords is judgement, authority and intellectual power, the lawmaker and the clear decision. He rules by reason, not feeling.',
      subjects: {
        love: 'A rational, honest partner or a clear decision about the relationship is indicated. Speak plainly and fairly.',
        work: 'Authority and expertise serve you. Take command with fair, reasoned decisions.',
        money: 'Sound professional advice and logical planning steady your finances. Consult an expert.',
        health: 'Professional, evidence-based advice is what you need. Follow it with discipline.',
        home: 'A fair, firm figure settles disputes at home. Be the calm voice of reason.',
        travel: 'Well-organised, purposeful travel goes well. Plan the details.',
        study: 'Logic, law and rigorous thinking suit you. Aim high academically.',
        legal: 'A fair judge or a skilled lawyer may be involved. Rely on facts and sound argument.',
        spirit: 'Clarity of mind is your discipline. Let truth rule your choices.',
      },
      advice: 'Decide by the facts and the principle, and hold to it.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a cold authority that turns power into cruelty or manipulation',
      meaning:
        'Reversed, the King of Swords is the shadow of the just ruler: cruelty, tyranny and evil intention. Waite named perversity and barbarity. Intellect is used to manipulate, and power to dominate.',
      subjects: {
        love: 'A partner may be controlling, cold or manipulative. Trust your instincts if something feels wrong.',
        work: 'An authoritarian boss or abuse of power makes work difficult. Protect yourself and document everything.',
        money: 'Beware of those who use expertise to take advantage. Get a second opinion.',
        health: 'Harsh self-discipline is wearing you down. Be kinder to yourself.',
        home: 'Someone at home may be domineering. Set firm limits.',
        travel: 'Rigid rules or difficult officials complicate travel. Be patient and prepared.',
        study: 'An unfair examiner or a rigid system frustrates you. Appeal if you must.',
        legal: 'Abuse of power or unfair judgement is a risk. Get strong representation.',
        spirit: 'Cold reason without compassion leads astray. Add heart to your judgement.',
      },
      advice: 'Refuse to be ruled by someone who uses reason as a weapon.',
      lean: 'no',
    },
  },
};
