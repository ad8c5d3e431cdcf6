// The Cups, in our own words from Waite's Pictorial Key (1911) and the modern reading
// (Pollack, Greer). Health texts stay figurative on purpose: a card is never read as a diagnosis.
import type { CardMeanings } from './types';

export const CUPS_MEANINGS: CardMeanings = {
  'cups-01-ace': {
    upright: {
      theme: 'an overflowing heart and the first stirring of love or joy',
      meaning:
        'A hand reaches out of a cloud holding a cup that spills over in five streams, while a dove drops a wafer into it. The Ace of Cups is the heart opening: love offered or received, joy, contentment and emotional nourishment. Whatever is beginning here begins in feeling, and it has more to give than you expect.',
      subjects: {
        love: 'A new love, or a fresh warmth in the one you have, is ready to be given and taken. Let yourself be moved by it rather than testing it.',
        work: 'Work that feeds you emotionally is on offer, perhaps a role where you care for people or make something you love. Enthusiasm will carry you further than caution here.',
        money:
          'Money matters feel easier because your heart is in what you are doing. Spend on what truly nourishes you and you will not regret it.',
        health:
          'Your energy is replenishing, and joy itself is doing you good. Fill your days with what restores you: good food, water, kind company and rest.',
        home: 'The house fills with affection, and a birth, a welcome or a reconciliation can bring people closer. Open the door to those you love.',
        travel:
          'A journey made for the heart, to see someone or somewhere you love, is well favoured. Go with an open mind and let it move you.',
        study:
          'You learn best now through a subject you genuinely love. Passion for the material will make the hours feel short.',
        legal:
          'Approach the decision from goodwill rather than grievance, and a generous offer may come back to you. Choose what your heart can live with as well as what the papers say.',
        spirit:
          'You are being filled from a source larger than yourself, whether you call it grace, love or simply gladness. Receive it without feeling you must earn it first.',
      },
      advice: 'Say yes to the feeling that has just opened in you, and let it show.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a cup that spills out and empties before it can nourish you',
      meaning:
        'Waite called this the house of the false heart: feeling that will not settle, affection that changes its mind, a joy that drains away. Reversed, the Ace of Cups can point to love held back or blocked, or giving so much that nothing is left for you. The source is still there, but the cup needs turning the right way up.',
      subjects: {
        love: 'Someone may be offering less than they seem to, or you may be keeping your own feelings under a lid. Ask what is really being given before you pour more in.',
        work: 'The heart has gone out of the job, or you are giving your care to a place that does not return it. Notice where your goodwill is being spent.',
        money:
          'Comfort spending or lending on a soft heart can leave you short. Hold back until your feelings have settled.',
        health:
          'You may feel emotionally drained, and your energy will follow your mood. Protect your rest, cut back on what depletes you, and talk to someone you trust or a professional if the low feeling lingers.',
        home: 'Affection at home feels uneven or withheld, and someone may be sulking rather than saying what hurts. A quiet, honest conversation can refill the cup.',
        travel:
          'A trip planned to mend feelings may not do the mending on its own. Go if you wish, but do not expect the place to fix the heart.',
        study:
          'Motivation is running dry, perhaps because the course no longer means anything to you. Reconnect with why you started, or ask whether the subject still suits you.',
        legal:
          'Emotions are clouding the decision, and a promise made in warmth may not hold. Get the terms in writing and wait for a calmer day before you sign.',
        spirit:
          'You may feel cut off from joy or from faith for a while. Stillness, not effort, is what lets the spring run again.',
      },
      advice: 'Stop pouring into what does not fill you back, and give some of that care to yourself.',
      lean: 'no',
    },
  },
  'cups-02-two': {
    upright: {
      theme: 'a meeting of two hearts and a bond made in equal measure',
      meaning:
        'A young man and woman pledge cups to each other beneath a winged lion’s head rising from a caduceus. The Two of Cups is union, attraction, friendship and partnership, the moment when two people recognise each other. It speaks of sympathy that runs both ways and of agreements made in good faith.',
      subjects: {
        love: 'Attraction is mutual and the bond is real: a new romance, a proposal or a deepening commitment. Meet the other person halfway and you will find them already there.',
        work: 'The difference comes from a partnership, a good colleague or a client who truly understands you. Agreements made now rest on respect.',
        money:
          'Shared finances or a joint venture work well when both sides put in fairly. Talk openly about what each of you brings.',
        health:
          'Support from one trusted person lifts your energy, whether a partner, a friend or a practitioner you click with. Balance between effort and rest comes easily when you are not doing it alone.',
        home: 'Harmony returns between two people in the family, or a friendship becomes a source of steady comfort. A truce or a reunion is likely.',
        travel:
          'Travel with a companion is favoured, and a journey may bring you face to face with someone who matters. Moving somewhere together is a good sign.',
        study:
          'A study partner or a mentor who shares your interest helps you more than solitary effort. Work in pairs where you can.',
        legal:
          'Mediation and agreement are more promising than a fight. Look for the terms both parties can honour.',
        spirit:
          'You find yourself mirrored in another person and learn something about your own heart. Connection is the lesson now.',
      },
      advice: 'Offer your hand first, and say plainly what you hope the two of you can share.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a bond out of balance, where the two cups no longer meet',
      meaning:
        'Reversed, the Two of Cups shows a connection that has slipped: one person giving more, a misunderstanding, a quarrel or a parting of ways. Trust and communication are what have faltered. Sometimes it simply says that the attraction was stronger on one side.',
      subjects: {
        love: 'Something between you is unequal or unspoken, and distance is growing. Name the imbalance kindly before resentment names it for you.',
        work: 'A partnership is strained, or a collaborator is not pulling their weight. Revisit the terms before the friction becomes a break.',
        money:
          'Shared money is a source of tension, or a joint deal is not as fair as it looked. Keep your own accounts clear.',
        health:
          'Tension in a close relationship may be showing in your sleep and energy. Give yourself some calm, and lean on someone outside the situation.',
        home: 'A falling-out between two people at home, or a friendship cooling, colours the atmosphere. A small gesture can begin the repair.',
        travel:
          'Plans made with someone else may come apart, or you would rather travel alone. Check that both of you want the same trip.',
        study:
          'Group work or a study partnership is not working as it should. Take back your share of the work and finish it your way.',
        legal:
          'An agreement may be broken or disputed, and goodwill is thin. Document everything and take advice before you concede.',
        spirit:
          'You may be looking to another person to complete you. Tend your own heart first, and the right connections will be easier to recognise.',
      },
      advice: 'Ask the other person directly what has changed, and listen to the whole answer.',
      lean: 'no',
    },
  },
  'cups-03-three': {
    upright: {
      theme: 'a celebration among friends, with cups raised to a happy outcome',
      meaning:
        'Three maidens dance in a garden with their cups lifted high, fruit at their feet. The Three of Cups is abundance, merriment and the joy of a matter brought to a good end, shared with people who are glad for you. It often marks a party, a wedding, a reunion or simply friendship at its best.',
      subjects: {
        love: 'A happy time is coming, perhaps an engagement, a wedding or meeting someone through friends. Let your circle share in your joy.',
        work: 'Teamwork pays off and a success is worth marking together. Colleagues are allies now, so celebrate the win as a group.',
        money:
          'A good result, a bonus or a shared gain gives reason to celebrate. Enjoy it generously, but keep some back.',
        health:
          'Laughter and company are good for you, and a weight may lift. Take the social energy as a tonic, and keep the celebrations moderate.',
        home: 'A gathering, a homecoming or happy family news brings everyone together. Throw open the door and set extra places.',
        travel:
          'A trip with friends, a reunion abroad or travel for a celebration is well starred. Say yes to the invitation.',
        study:
          'Learning goes best in a group, and there is a result or graduation to celebrate. Share notes and share the credit.',
        legal:
          'A matter may be settled in a way that satisfies more than one side. Allies and good witnesses strengthen your position.',
        spirit: 'Your community is part of your path. Gratitude comes easily now; let it be spoken aloud.',
      },
      advice: 'Gather the people who helped you and mark what you have achieved together.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a party that has gone on too long, with gossip at the edges',
      meaning:
        'Reversed, the Three of Cups turns pleasure into excess: too much indulgence, too many late nights, a circle that has become cliquish. It can point to gossip, a friend who oversteps or a third person coming between two. Waite also read it as the end of a matter, the party over and the cups set down.',
      subjects: {
        love: 'A third party, an old flame or a friend who meddles may unsettle the relationship. Keep private things between the two of you.',
        work: 'Office gossip or a clique is doing more harm than good. Step back from the chatter and let your work speak.',
        money: 'Socialising and treats are draining your funds. Count what the good times are costing you.',
        health:
          'Too much of a good thing is catching up with you, and your body asks for a gentler rhythm. Cut back on late nights and rich living, and rest properly.',
        home: 'A family gathering may be strained by old rivalries or by someone who cannot keep a confidence. Keep the peace by keeping it short.',
        travel:
          'A group trip may be more chaotic than fun, or plans fall through at the last minute. Travel light and keep your own arrangements.',
        study: 'Social life is crowding out study time. Close the chat and open the book.',
        legal:
          'Careless talk could weaken your position. Say nothing in public that you would not say in front of a judge.',
        spirit:
          'You may be using company to avoid being alone with yourself. Spend an evening in quiet and see what comes up.',
      },
      advice: 'Leave the party early tonight and keep your own counsel.',
      lean: 'unclear',
    },
  },
  'cups-04-four': {
    upright: {
      theme: 'a weary mood that turns away from what is being offered',
      meaning:
        'A young man sits under a tree with arms folded, staring at three cups on the grass and not noticing the fourth held out to him from a cloud. The Four of Cups is apathy, discontent and the boredom of having had enough. It asks whether the dissatisfaction is real or whether you have stopped looking.',
      subjects: {
        love: 'You may feel flat about a relationship, or be ignoring someone who is quietly interested. Look up: what is being offered might be better than you think.',
        work: 'The job has lost its savour and you are going through the motions. An opportunity may be closer than it seems if you lift your eyes.',
        money:
          'Nothing much is moving, and you may be dismissing a modest offer out of boredom. Reconsider before you wave it away.',
        health:
          'Low energy and a flat mood feed each other. Change one small habit, such as a daily walk or an earlier night, and notice what it gives back.',
        home: 'Home feels stale, or you have withdrawn from the family for a while. Accept an invitation you would normally refuse.',
        travel:
          'You may be turning down a trip because nothing appeals right now. A short change of scene could shake the lethargy loose.',
        study:
          'Boredom with the course makes every page heavy. Find one angle of the subject that genuinely interests you and start there.',
        legal:
          'You may be too weary to weigh a proposal properly. Take time, but do not let a reasonable offer lapse through inattention.',
        spirit:
          'Quiet reflection has its place, but this is stillness used to avoid feeling. The gift is at your shoulder; turn your head.',
      },
      advice: 'Look once more at the offer you have already dismissed.',
      lean: 'no',
    },
    reversed: {
      theme: 'a return of interest after a spell of apathy, reaching for something new',
      meaning:
        'Reversed, the Four of Cups lifts the gloom: Waite called it novelty, new instruction and new relationships. You are ready to unfold your arms and reach for the cup you ignored. Motivation is returning, and with it a willingness to say yes.',
      subjects: {
        love: 'You are ready to re-engage, whether that means meeting someone new or bringing fresh energy to your partner. Say yes to the next invitation.',
        work: 'Boredom gives way to interest, and a new project or offer catches your eye. Act while the spark is fresh.',
        money:
          'You start paying attention to your finances again and spot an option you had missed. Follow it up.',
        health:
          'Energy is coming back and you feel like moving again. Build on it with a routine you actually enjoy.',
        home: 'You reconnect with family or friends after a withdrawn spell. Pick up the phone to the person you have been avoiding.',
        travel:
          'The wish to go somewhere returns, and new horizons look inviting. Get the maps out and start planning.',
        study:
          'A new teacher, method or subject revives your interest. Sign up for the thing that caught your eye.',
        legal:
          'You are ready to deal with a matter you had been avoiding. Gather the papers and take the first step.',
        spirit: 'Something that felt dead inside you is stirring. Follow the curiosity, however small.',
      },
      advice: 'Accept the next new thing that is offered, before the old inertia returns.',
      lean: 'yes',
    },
  },
  'cups-05-five': {
    upright: {
      theme: 'a sorrow over what has spilled, with two cups still standing behind you',
      meaning:
        'A figure in a black cloak mourns over three overturned cups, not seeing the two that still stand behind, nor the bridge leading to a house. The Five of Cups is loss and regret, but Waite is clear that something remains. Sorrow is real and deserves its time; so does what has survived.',
      subjects: {
        love: 'You are grieving a disappointment or a relationship that ended, and it is right to feel it. When you are ready, turn round: not everything was lost.',
        work: 'A setback or a missed chance hurts, and you may be dwelling on it. Salvage what still stands and build from there.',
        money:
          'A loss or a poor decision stings, but part of your resources is intact. Take stock of what remains before you despair of the whole.',
        health:
          'Sadness weighs on your energy and your sleep. Be gentle with yourself, keep simple routines, and speak to someone, a friend or a professional, if the weight does not lift.',
        home: 'A family sorrow or a rift leaves everyone subdued. Honour what has been lost, and notice who is still beside you.',
        travel:
          'A journey may be tinged with regret, or a trip has been cancelled. Another route is open across the bridge.',
        study:
          'A disappointing result discourages you. Learn what you can from it and look at the marks you did earn.',
        legal:
          'A loss or an unwelcome ruling may need to be absorbed before you decide what next. Take counsel on what can still be recovered.',
        spirit:
          'Mourning is part of the path, and it should not become the whole path. What remains is asking for your attention.',
      },
      advice: 'Let yourself grieve, then turn round and pick up the two cups still standing.',
      lean: 'no',
    },
    reversed: {
      theme: 'a return from grief and a readiness to pick up what remains',
      meaning:
        'Reversed, the Five of Cups shows the mourner turning back toward life: acceptance, forgiveness and moving on. Waite read it as news, return and the renewal of old ties and family bonds. The loss is not forgotten, but it no longer fills the whole view.',
      subjects: {
        love: 'You are making peace with an old hurt, or an estranged partner returns. Forgiveness, of them or yourself, opens the way forward.',
        work: 'You recover from a setback and see a way back in. An old contact may bring welcome news.',
        money:
          'You are rebuilding after a loss, and the worst is behind you. Small steady gains will restore your confidence.',
        health:
          'Your spirits are lifting and your energy follows. Keep doing the small things that have helped you come back.',
        home: 'A reconciliation with relatives or a return to family roots brings comfort. Reach back toward the people you have missed.',
        travel:
          'A journey home, or back to somewhere with history for you, is favoured. Going back can help you move on.',
        study:
          'You are ready to try again after a disappointment, wiser for it. Resit, reapply or return to the subject.',
        legal:
          'Old disputes can be settled now that feelings have cooled. Be willing to close the matter rather than reopen it.',
        spirit:
          'An old disappointment has done its work and left you kinder and wiser. Let what you learned from it guide the next step.',
      },
      advice: 'Send the message of peace you have been rehearsing in your head.',
      lean: 'yes',
    },
  },
  'cups-06-six': {
    upright: {
      theme: 'a reunion with something you loved when you were younger',
      meaning:
        'In an old garden a child offers another a cup filled with flowers. The Six of Cups is memories, the past and childhood: an old friend, a place you knew, a kindness that reminds you who you were. It can bring something pleasant back from the past, or ask what the past still means to you.',
      subjects: {
        love: 'An old flame, a first love or someone from your past may reappear. Enjoy the sweetness, and ask honestly whether it belongs to now or to memory.',
        work: 'Past experience, an old colleague or a return to an earlier line of work serves you well. Skills you had almost forgotten come back into use.',
        money:
          'Money from the past may surface, perhaps a repayment, a forgotten account or a family gift. Look back through what you already have.',
        health:
          'Simple pleasures from earlier days, such as play, familiar food and old routines, restore you. Give yourself the care you would give a child.',
        home: 'Childhood friends, siblings or the family home are in the picture. A visit or a call to someone from your early years warms you.',
        travel:
          'A journey back to where you grew up, or to a place full of memories, is on the cards. Nostalgia is a fine reason to go.',
        study:
          'Revisiting what you learned before gives you a firm base, and childhood interests may guide your choice of subject. Go back to basics.',
        legal:
          'Past records, old agreements or the history of a matter hold the key. Look back through the paperwork.',
        spirit:
          'Your inner child has something to tell you about what makes you glad. Innocence is a strength here, not a weakness.',
      },
      advice: 'Get in touch with the old friend who came to mind as you read this.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a turn from the past toward what is coming next',
      meaning:
        'Reversed, the Six of Cups looks forward: Waite called it the future, renewal and what will soon come to pass. It asks you to stop living in memory and to let the past be the past. Sometimes it warns of rose-tinted nostalgia that makes the present look poorer than it is.',
      subjects: {
        love: 'You are ready to stop comparing new people to an old love. Let the past go and meet someone as they are.',
        work: 'The way things used to be done no longer applies. Adapt, and look at what the next stage asks of you.',
        money:
          'Old spending habits need updating, and plans for the future matter more than past losses. Budget for the life you have now.',
        health:
          'Habits from years ago may no longer suit your body. Refresh your routine for who you are today.',
        home: 'You may be outgrowing family roles set long ago. It is fine to love them and still live your own way.',
        travel:
          'A move forward, to somewhere new rather than somewhere familiar, is favoured. Let go of the old neighbourhood.',
        study:
          'New methods and fresh material will serve you better than going over the same old ground. Move on to the next level.',
        legal: 'Precedent and past grievances weigh less than what happens next. Decide on present facts.',
        spirit:
          'Nostalgia has been a comfort and now it holds you back. Face the present with the same openness you had as a child.',
      },
      advice: 'Put away one keepsake that keeps pulling you backwards.',
      lean: 'unclear',
    },
  },
  'cups-07-seven': {
    upright: {
      theme: 'a cloud of tempting choices, some of them only dreams',
      meaning:
        'A dark figure faces seven cups floating in a cloud, each holding a vision: a castle, jewels, a wreath, a dragon, a snake, a veiled figure, a head. The Seven of Cups is imagination, fantasy and too many options, some of them illusions. It is a rich card for dreaming and a poor one for deciding until the dream is tested.',
      subjects: {
        love: 'You may be in love with an idea of someone rather than who they are, or torn between several possibilities. Look at what is actually happening, not what you picture.',
        work: 'Many options glitter and few are fully real. Research each one before you commit your time.',
        money:
          'A scheme that promises a great deal deserves a hard look. Check the numbers before you let yourself dream about the returns.',
        health:
          'Quick fixes and miracle promises are tempting and rarely deliver. Choose one sensible change and stick with it, and ask a professional when you are unsure.',
        home: 'Ideas for the home are plentiful, but not all are practical. Decide on one and see it through.',
        travel:
          'You have many destinations in mind and cannot settle. Narrow the list to what you can truly afford and reach.',
        study:
          'Too many subjects or courses are pulling at you. Focus on one and your imagination becomes an asset.',
        legal:
          'Illusions or wishful thinking may colour the picture. Separate the facts from what you hope is true.',
        spirit:
          'Your imagination is a gift, and visions can inspire you. Ground them in practice, or they will drift away like clouds.',
      },
      advice: 'Write the choices down and cross out every one you cannot act on this month.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'a clearing of the clouds and a firm choice made at last',
      meaning:
        'Reversed, the Seven of Cups brings the mind back to earth. The traditional meaning is desire, will and determination: one project chosen from the many. Illusions fall away, and what you want becomes clear enough to pursue.',
      subjects: {
        love: 'You see someone clearly at last, for better or worse, and know what you want. Act on that clarity.',
        work: 'You choose one direction out of many and commit to it. The focus will bring results.',
        money: 'You drop the fantasy plans and make a realistic budget. Sober choices pay off.',
        health:
          'You settle on a sensible plan instead of chasing every new idea. Consistency is what will help your energy now.',
        home: 'A long-debated decision about the home finally gets made. Everyone can relax once it is settled.',
        travel: 'You pick a destination and book it. The planning becomes real and enjoyable.',
        study: 'You choose your subject or your path and stop hedging. Determination makes the work easier.',
        legal: 'The real issues come into focus and the distractions fall away. You are ready to decide.',
        spirit:
          'You wake from a pleasant daydream and find your purpose is simpler than you thought. Follow the one thing that truly calls you.',
      },
      advice: 'Pick one of your dreams today and take the first practical step toward it.',
      lean: 'yes',
    },
  },
  'cups-08-eight': {
    upright: {
      theme: 'a quiet leaving of what no longer satisfies, in search of more',
      meaning:
        'Under a waning moon a cloaked figure walks away from eight stacked cups toward the mountains. The Eight of Cups is the decline of a matter and the decision to leave it behind, not in anger but because something deeper calls. It is walking away from what was good enough, to look for what is true.',
      subjects: {
        love: 'You may be ready to leave a relationship that no longer feeds you, or to withdraw and think. Going is hard even when it is right.',
        work: 'You are outgrowing a job that once satisfied you. It may be time to resign, retrain or seek work with more meaning.',
        money:
          'Security alone no longer feels like enough, and you may accept less for something that matters more. Plan the change so that it is sustainable.',
        health:
          'You are tired of a pattern that drains you and ready to give it up. Step away from what exhausts you and make room for rest.',
        home: 'You may feel the need to leave home, a family role or a friendship that has run its course. Go gently, and go when you are ready.',
        travel:
          'A solitary journey, a pilgrimage or a move away from familiar ground is strongly indicated. The road itself will teach you.',
        study:
          'You may leave a course that has stopped meaning anything to you. Look for learning that answers your real questions.',
        legal:
          'Walking away from a dispute may be wiser than winning it. Weigh what staying in the fight is costing you.',
        spirit:
          'A longing for something deeper draws you away from the everyday. Follow it, even if you cannot yet name it.',
      },
      advice: 'Admit to yourself what you have already outgrown, and plan your leaving.',
      lean: 'no',
    },
    reversed: {
      theme: 'a hesitation at the threshold, or a happy return to what you left',
      meaning:
        'Reversed, the Eight of Cups either keeps you from leaving or brings you back. Waite saw joy and feasting in it; the modern reading adds fear of change and drifting without direction. Ask whether you are staying out of love or out of fear.',
      subjects: {
        love: 'You may stay in a situation from fear of being alone, or return to a partner with new appreciation. Be honest about which it is.',
        work: 'You hesitate to leave a job you have outgrown. Either commit to it fully or set a date to go.',
        money: 'Fear of losing security keeps you in place. Look at what staying is actually costing you.',
        health:
          'An old habit you meant to leave behind is creeping back. Notice it early and return to what was working.',
        home: 'A homecoming or a return to family brings joy. If you are staying out of guilt, say so kindly.',
        travel:
          'A trip is postponed or you return home sooner than planned. It may be exactly what you need.',
        study:
          'You keep setting the work down and coming back to it, never quite committed either way. Settle on one plan of work, and stay with it long enough to see results.',
        legal: 'You may reopen a matter you thought you had left. Be sure of your reasons.',
        spirit:
          'You have been searching outside yourself and now find that what you wanted was closer than you thought.',
      },
      advice: 'Decide whether you are going or staying, and stop living halfway between the two.',
      lean: 'unclear',
    },
  },
  'cups-09-nine': {
    upright: {
      theme: 'a wish granted and the contentment of having enough',
      meaning:
        'A well-fed man sits with folded arms before a curved row of nine cups, looking thoroughly satisfied. The Nine of Cups is known as the wish card: contentment, pleasure and the fulfilment of what you hoped for. Waite adds physical wellbeing and good cheer.',
      subjects: {
        love: 'What you wished for in love is within reach, and the relationship brings real pleasure. Enjoy it without waiting for the catch.',
        work: 'A goal is met and you can rightly feel proud. Recognition and satisfaction follow.',
        money:
          'Finances are comfortable, and you can afford a treat. Enjoy your success and share a little of it.',
        health:
          'You feel good in yourself, and your energy is strong. Keep the habits that have brought you here.',
        home: 'Home is comfortable and the people in it are content. Host a meal and enjoy the ease.',
        travel: 'A holiday or a trip you have long wanted comes true. Indulge a little and savour it.',
        study:
          'You get the result you hoped for, or the course is everything you wanted. Take pleasure in what you have earned.',
        legal:
          'Knowing exactly what you want gives you a strong footing. State plainly the outcome you are asking for, and why.',
        spirit:
          'Contentment is a form of gratitude, and you have reason for both. Name what you wished for and notice it has arrived.',
      },
      advice: 'Make your wish specific, say it aloud, and then do one thing that brings it closer.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a smug sense of having enough, or a wish that misses the mark',
      meaning:
        'Reversed, the Nine of Cups can mean complacency, overindulgence or getting what you wanted only to find it hollow. Waite also read it as truth and loyalty, the wish seen honestly. The question becomes what you really want beneath the surface of the wish.',
      subjects: {
        love: 'Things look good but feel thin, or one of you has grown complacent. Ask what would bring real closeness rather than surface comfort.',
        work: 'Success has made you lazy, or the goal you reached does not satisfy as you hoped. Look for a deeper aim.',
        money: 'Overspending on pleasures leaves little behind. Enjoy the comforts, but count them.',
        health:
          'Indulgence is catching up with you. Trim the excess and give your body more rest and simple food.',
        home: 'Comfort at home may have slipped into complacency. A small effort for the people you live with goes a long way.',
        travel:
          'A long-awaited trip may disappoint if you expect too much. Go with modest hopes and you may be pleasantly surprised.',
        study: 'You may be resting on past results. Put in the work again rather than assuming the grade.',
        legal: 'Do not assume the matter is won. Check the details you have taken for granted.',
        spirit:
          'Getting what you wished for has not filled the deeper need. Look past pleasure toward meaning.',
      },
      advice: 'Ask yourself what the wish was really for, and aim at that instead.',
      lean: 'unclear',
    },
  },
  'cups-10-ten': {
    upright: {
      theme: 'a happy home, lasting love and peace among the people who matter',
      meaning:
        'A couple raise their arms to a rainbow of ten cups while two children dance beside them and a house stands in the distance. The Ten of Cups is contentment of the whole heart: family happiness, lasting love and the peace of belonging. It is one of the most joyful cards in the deck.',
      subjects: {
        love: 'This is love that lasts and grows into a shared life, a home or a family. Commitment is strongly favoured.',
        work: 'Work feels like a community, and it supports the life you want outside it. Balance and good relationships make you happy there.',
        money:
          'Money is enough to make the household secure, and it serves the people you love. Spend on shared happiness.',
        health:
          'Emotional contentment supports your whole wellbeing. Time with family and loved ones restores you.',
        home: 'Harmony at home, a family celebration or a new home brings lasting joy. Everyone is pulling together.',
        travel: 'A family holiday or a move to a place that feels like home is favoured. Go together.',
        study:
          'You study in a supportive setting, with encouragement from home. Your success will be shared.',
        legal:
          'A settlement that keeps the peace between people is the best outcome to seek. Put relationships ahead of point-scoring.',
        spirit:
          'You find the sacred in ordinary love and belonging. Gratitude for what you already have is the whole practice.',
      },
      advice: 'Spend unhurried time this week with the people who make home feel like home.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a household out of harmony, where the rainbow has faded',
      meaning:
        'Reversed, the Ten of Cups shows discord in the home or a gap between the happy picture and the feeling inside it. Waite spoke of the false heart, indignation and quarrels. Family tensions, broken expectations or a sense of not belonging may be at work.',
      subjects: {
        love: 'The ideal you share may not match the reality, or your visions of the future differ. Talk about what each of you truly wants.',
        work: 'Team harmony has broken down, or work is stealing time from home. Rebalance before resentment sets in.',
        money: 'Money is causing arguments at home. Set a shared budget everyone agrees on.',
        health:
          'Strain in the family is draining your energy and your sleep. Find a calm space for yourself, and seek support if the tension runs high.',
        home: 'Quarrels, distance or unspoken resentment trouble the household. Someone needs to say the difficult thing calmly.',
        travel:
          'A family trip may be tense, or a move unsettles everyone. Plan for some time apart within the time together.',
        study: 'Pressure or conflict at home is making study hard. Find somewhere quiet to work.',
        legal:
          'A family dispute, over property or care, may need outside help. A mediator can hear what relatives cannot.',
        spirit:
          'You may be chasing a perfect picture of happiness and missing the real thing. Let it be imperfect.',
      },
      advice: 'Call a truce at home and let each person say one thing they need.',
      lean: 'no',
    },
  },
  'cups-11-page': {
    upright: {
      theme: 'a tender message and a young, dreamy heart eager to give',
      meaning:
        'A young page in a flowered tunic gazes at a fish rising out of his cup, quite untroubled by its strangeness. The Page of Cups brings news of feeling: an invitation, a declaration, a creative idea or a sensitive young person. He is open, imaginative and kind, and he takes intuition seriously.',
      subjects: {
        love: 'A sweet message, a shy admirer or a new romance is coming. Respond with the same openness.',
        work: 'A creative idea or an offer to do something imaginative surprises you. Put it forward even if it seems unusual.',
        money: 'Small good news about money may arrive. Your intuition about a purchase is sound.',
        health:
          'Your body and feelings are sending you gentle signals. Listen to them, and rest when you feel the need.',
        home: 'News of a birth, an engagement or a happy surprise in the family is possible. A young relative may bring delight.',
        travel: 'An invitation to travel, or a trip near water, is in the air. Go with curiosity.',
        study:
          'Creative subjects and the arts are favoured, and your imagination helps you learn. Keep a notebook for ideas.',
        legal:
          'A conciliatory message or an unexpected piece of news softens the matter. Read it with an open mind.',
        spirit: 'Intuition speaks to you in dreams, symbols and odd coincidences. Write them down.',
      },
      advice: 'Answer the message that moved you, and do it today.',
      lean: 'yes',
    },
    reversed: {
      theme: 'an immature heart given to moods, daydreams and sweet deceptions',
      meaning:
        'Reversed, the Page of Cups shows the shadow of the dreamy youth: emotional immaturity, sulking, fantasies that replace action. Waite’s words are seduction, artifice and deception, a charm that is not quite honest. A creative spark may also be blocked by insecurity.',
      subjects: {
        love: 'Someone may be playing at love, flattering without meaning it, or you are idealising a crush. Look for actions, not words.',
        work: 'Good ideas are not being carried through, or someone is charming but unreliable. Pin down the next step.',
        money: 'Impulse buys on a whim are tempting. Sleep on any purchase driven by feeling.',
        health:
          'Moodiness and escapism are sapping your energy. Ground yourself with regular meals, sleep and a little movement.',
        home: 'A young relative may be sulking or being manipulative, or you feel misunderstood at home. Be patient and firm.',
        travel: 'A trip planned on a whim may disappoint. Check the details before you commit.',
        study:
          'Daydreaming keeps taking the place of study. Set yourself short tasks with a clear finish, and reward each one.',
        legal: 'A message or a promise may not be sincere. Check what is said against what is written.',
        spirit:
          'Fantasy is standing in for real inner work. Bring your dreams down to something you can practise.',
      },
      advice: 'Match every sweet word, yours or theirs, with a deed before you trust it.',
      lean: 'no',
    },
  },
  'cups-12-knight': {
    upright: {
      theme: 'an arrival bearing an invitation, a proposal or an offer of the heart',
      meaning:
        'A graceful knight rides slowly forward holding out a cup, as though offering it. The Knight of Cups is arrival, approach and advances: a proposal, an invitation, someone coming toward you with feeling. He is romantic and imaginative and moves with care rather than speed.',
      subjects: {
        love: 'A proposal, a declaration or a romantic approach is on its way. Someone is coming toward you with their heart in their hand.',
        work: 'An offer or invitation arrives, perhaps for creative work. Consider it seriously and respond graciously.',
        money:
          'An offer or proposition concerning money is coming. Weigh it calmly rather than on charm alone.',
        health: 'A gentler approach to your wellbeing suits you now. Someone may offer support; accept it.',
        home: 'A visitor brings good feeling into the house, or someone reaches out to heal a rift. Welcome them.',
        travel:
          'A journey for love or pleasure, or someone travelling to see you, is on its way. Trips by water are especially blessed.',
        study:
          'An invitation to a course, a scholarship or an inspiring teacher comes your way. Follow your interest.',
        legal:
          'A proposal or settlement offer arrives. Give it a fair hearing and take advice before accepting.',
        spirit: 'A call to follow your heart arrives, gently but clearly. Heed it.',
      },
      advice: 'Say yes to the invitation, and let the other person see how glad you are.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a charming approach that hides artifice, fickleness or a broken promise',
      meaning:
        'Reversed, the Knight of Cups is the shadow of the romantic: a courtship that is a performance, a proposal that is not what it seems. Waite’s words for it are trickery, artifice and swindling. He may be moody, unreliable, or in love with the idea of love and not with you.',
      subjects: {
        love: 'Be careful of someone whose words outrun their actions, or who disappears when things get real. Charm is not commitment.',
        work: 'An offer may be too good to be true, or a colleague promises much and delivers little. Read the small print.',
        money: 'A scheme or proposition is not as described. Do not hand over money on charm or a promise.',
        health:
          'Moods swing and you may be avoiding a problem by drifting. Steady routines will do more than grand plans.',
        home: 'Someone in the family is unreliable, or a visit is cancelled at the last minute. Set your expectations accordingly.',
        travel: 'Travel plans may fall through or be misrepresented. Check bookings and confirm everything.',
        study: 'An attractive course may not deliver what it promises. Look for independent reviews.',
        legal: 'Watch for misrepresentation or a deal that shifts. Get everything in writing.',
        spirit:
          'You may be chasing a romantic ideal of the spiritual life. Look for substance, not just a beautiful feeling.',
      },
      advice: 'Check the offer against what this person has actually done before you accept.',
      lean: 'no',
    },
  },
  'cups-13-queen': {
    upright: {
      theme: 'an intuitive, loving woman who sees with the heart',
      meaning:
        'A queen sits at the edge of the sea gazing into an ornate, closed cup, lost in what she sees. The Queen of Cups is loving intelligence and the gift of vision: compassion, intuition and emotional wisdom. She may be a person in your life or the quality you are asked to bring.',
      subjects: {
        love: 'Deep empathy and emotional honesty make love flourish. Be tender, and trust what your heart perceives.',
        work: 'Caring professions, counselling or creative work suit you, and your sensitivity is an asset. A kind, perceptive woman may support you.',
        money:
          'Let intuition guide you, but pair it with care. Spending that supports others brings you satisfaction.',
        health:
          'Emotional wellbeing is the key to your energy. Calm your mind, keep close to water or stillness, and care for yourself as you care for others.',
        home: 'A nurturing presence holds the family together. Your compassion is felt by everyone.',
        travel: 'A peaceful trip, perhaps by the sea, restores you. Travel where your heart feels at home.',
        study:
          'Psychology, art and the caring subjects suit you, and intuition helps you learn. Trust your sense of what matters.',
        legal:
          'Compassion and understanding can resolve what argument cannot. A wise, fair-minded woman may help.',
        spirit: 'Your intuition is strong and trustworthy. Give time to dreams, reflection and quiet.',
      },
      advice: 'Trust the quiet thing you feel about this, and act on it with kindness.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a moody, smothering heart that loses itself in its own feelings',
      meaning:
        'Reversed, the Queen of Cups is the shadow of the compassionate woman: moody, clinging, self-absorbed or swept away by emotion. Waite warned of someone who cannot be trusted despite her gifts. Her care may become martyrdom or manipulation, and her intuition turns into imagined slights.',
      subjects: {
        love: 'Emotional neediness, jealousy or a partner who smothers may be straining the relationship. Make space for both of you to breathe.',
        work: 'Taking everything personally is wearing you down, or a colleague uses emotion to control. Keep some professional distance.',
        money: 'Emotional spending or lending out of guilt is causing trouble. Decide with your head.',
        health:
          'You are absorbing others’ feelings and running on empty. Set boundaries, rest, and talk to a professional if your mood stays low.',
        home: 'Someone at home is overbearing or wrapped up in their own moods. Kindness needs a firm edge now.',
        travel:
          'You may be reluctant to leave home, or a trip is clouded by moods. Travel with someone steady.',
        study: 'Emotional upheaval makes it hard to concentrate. Get some stability before you push on.',
        legal: 'Emotions are driving decisions that need a clear head. Let a calm adviser speak for you.',
        spirit:
          'Sensitivity without grounding leaves you overwhelmed. Protect your energy and come back to your body.',
      },
      advice: 'Step back from other people’s feelings long enough to know your own.',
      lean: 'no',
    },
  },
  'cups-14-king': {
    upright: {
      theme: 'a calm, generous man who masters his feelings without denying them',
      meaning:
        'A king sits on a throne set upon a rough sea, holding a cup and sceptre, while a ship sails and a fish leaps nearby. The King of Cups is emotional balance and kindly authority, Waite’s man of business, law or the church who is responsible and willing to help. He feels deeply and stays steady.',
      subjects: {
        love: 'A mature, devoted partner, or maturity in yourself, steadies the relationship. Feelings are expressed with calm and care.',
        work: 'Diplomacy and a cool head win respect. A wise mentor or a fair boss supports you.',
        money:
          'Money is handled sensibly and given generously where it is needed. An experienced, kindly adviser is worth consulting before a large decision.',
        health:
          'Emotional balance helps your body. Keep a steady rhythm of work and rest, and let someone experienced advise you.',
        home: 'A calm, kind figure holds the family steady. Be that presence if no one else can.',
        travel: 'A well-planned journey, perhaps by sea, goes smoothly. Stay calm if the waters get choppy.',
        study: 'Patience and a balanced mind help you learn. A kindly teacher or tutor is worth seeking.',
        legal:
          'A fair, level-headed professional or judge may be involved. Keep calm and let reason guide you.',
        spirit:
          'You are learning to hold strong feelings without being tossed about by them. That is real mastery.',
      },
      advice: 'Keep your voice calm and your heart open in the hard conversation ahead.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a man whose calm hides manipulation, moodiness or double-dealing',
      meaning:
        'Reversed, the King of Cups shows the shadow of the composed ruler: feelings repressed until they erupt, or charm used to manipulate. Waite went further than the modern reading: a dishonest, double-dealing man, loss and scandal. He may be volatile, cold under a warm surface, or drowning his feelings.',
      subjects: {
        love: 'A partner may be emotionally manipulative, unavailable or volatile. Watch how they act when they do not get their way.',
        work: 'A boss or colleague may be smooth but untrustworthy. Protect your interests and keep records.',
        money:
          'Someone may be dishonest about money, or emotional decisions are costing you. Verify before you trust.',
        health:
          'Bottled-up feelings, or escaping them through late nights and distraction, are wearing you down. Find an honest outlet and a professional to talk to if you need one.',
        home: 'A family member may be moody, controlling or hard to read. Keep your boundaries steady.',
        travel:
          'Turbulence, in the plans or in the company, may unsettle the trip. Keep a second plan in your pocket.',
        study: 'An unsettled mind makes study difficult, or a teacher is unfair. Seek support elsewhere.',
        legal:
          'Be wary of someone who seems reasonable but is not acting in good faith. Have your own counsel.',
        spirit: 'You may be hiding your feelings even from yourself. Let them surface safely.',
      },
      advice: 'Judge this person by their record, not by their manner.',
      lean: 'no',
    },
  },
};
