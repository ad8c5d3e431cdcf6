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
        love: 'The heart is opening, and warmth is ready to flow both ways between you. Let yourself be moved by what you feel rather than testing it.',
        work: 'Work goes best now where your heart is in it. Notice what you still truly care about here, and let that lead.',
        money:
          'Money can be handled with an open hand now, as long as the giving leaves you full rather than empty. Let what truly nourishes you set the limits.',
        health:
          'Gladness and feeling cared for are real nourishment now. Fill your days with what restores you: good food, water, kind company and rest.',
        home: 'Warmth is ready to fill your home if someone lets it in first. Be the one who opens the door, in feeling as well as in fact.',
        travel:
          'Where you go should have your heart in it, not only your reasons. Stay open to what the distance stirs in you.',
        study:
          'You learn best when your heart is in it. Find the part of this you genuinely enjoy, and the hours will feel shorter.',
        legal:
          'Goodwill serves you better than grievance in this matter. Choose what your heart can live with as well as what the papers say.',
        spirit:
          'You are being filled from a source larger than yourself, whether you call it grace, love or simply gladness. Receive it without feeling you must earn it first.',
      },
      advice: 'Lead with your heart in this, and let what you feel show.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a cup that spills out and empties before it can nourish you',
      meaning:
        'Waite called this the house of the false heart: feeling that will not settle, affection that changes its mind, a joy that drains away. Reversed, the Ace of Cups can point to love held back or blocked, or giving so much that nothing is left for you. The source is still there, but the cup needs turning the right way up.',
      subjects: {
        love: 'Someone may be offering less than they seem to, or you may be keeping your own feelings under a lid. Ask what is really being given before you pour more in.',
        work: 'The heart has gone out of your work, or you are giving your care to something that does not return it. Notice where your goodwill is being spent.',
        money:
          'Money handled on a soft heart, or to soothe a low mood, can leave you short. Hold back from deciding until your feelings have settled.',
        health:
          'You may feel emotionally drained, and your energy will follow your mood. Protect your rest, cut back on what depletes you, and talk to someone you trust or a professional if the low feeling lingers.',
        home: 'Warmth at home is running low, and feelings are being held back rather than said. A quiet, honest word can start to refill the cup.',
        travel:
          'Distance alone will not refill an empty cup. Be honest with yourself about what you hope being elsewhere will mend.',
        study:
          'Motivation is running dry, perhaps because this no longer means much to you. Reconnect with why you started, or ask whether it still suits you.',
        legal:
          'Emotions are clouding the matter, and what is said in warmth may not hold. Have it in writing, and wait for a calmer day before you decide.',
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
        love: 'Feeling runs both ways here, and what is between you rests on real recognition. Meet the other person halfway and you will find them already there.',
        work: 'Mutual respect moves this forward, and one ally who truly understands your position makes the difference. Build on the trust that runs both ways.',
        money:
          'Money goes well now where there is fairness on both sides of every exchange. Say openly what you bring and what you expect back.',
        health:
          'Support from one trusted person does you real good, whether a friend or a practitioner you click with. Balance between effort and rest comes easier when you are not doing it alone.',
        home: 'Home is steadied by goodwill that runs both ways. Meet the other person halfway and expect them to do the same.',
        travel:
          'What you share with someone close matters more than the miles. Go with a companion in spirit, if not in person, and keep in touch.',
        study:
          'You learn faster alongside one person who shares your interest or believes in you. Ask for that company rather than working entirely alone.',
        legal:
          'Good faith and a fair hearing serve this matter better than a fight. Look for what is fair to everyone it touches.',
        spirit:
          'You find yourself mirrored in another person and learn something about your own heart. Connection is the lesson now.',
      },
      advice: 'Find the one person who is truly on your side in this, and meet them halfway.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a bond out of balance, where the two cups no longer meet',
      meaning:
        'Reversed, the Two of Cups shows a connection that has slipped: one person giving more, a misunderstanding, a quarrel or a parting of ways. Trust and communication are what have faltered. Sometimes it simply says that the attraction was stronger on one side.',
      subjects: {
        love: 'Something between you is unequal or unspoken, and distance is growing. Name the imbalance kindly before resentment names it for you.',
        work: 'A working bond is strained, and the give and take has become uneven. Be clear about who owes what before the friction becomes a break.',
        money:
          'Money is flowing more one way than the other, and goodwill is thinning. Keep your own accounts clear and say where it feels unfair.',
        health:
          'Tension in a close relationship may be showing in your sleep and energy. Give yourself some calm, and lean on someone outside the situation.',
        home: 'Something has come between you and someone close to home, and the atmosphere shows it. A small gesture can begin the repair.',
        travel:
          'What you want from going may not match what someone close to you wants. Check that you are both after the same thing before you commit.',
        study:
          'Help you relied on is not pulling its weight, or you are carrying someone else’s share. Take back your own part and finish it your way.',
        legal:
          'Goodwill is thin, and what was understood may not be honoured. Keep a record of everything and take advice before you let anything go.',
        spirit:
          'You may be looking to another person to complete you. Tend your own heart first, and the right connections will be easier to recognise.',
      },
      advice: 'Name the place where the give and take has become uneven, and say it kindly.',
      lean: 'no',
    },
  },
  'cups-03-three': {
    upright: {
      theme: 'a celebration among friends, with cups raised to a happy outcome',
      meaning:
        'Three maidens dance in a garden with their cups lifted high, fruit at their feet. The Three of Cups is abundance, merriment and the joy of a matter brought to a good end, shared with people who are glad for you. It often marks a party, a wedding, a reunion or simply friendship at its best.',
      subjects: {
        love: 'Love grows best in good company now, and friends have a warm part to play. Let the people who care about you share in what you feel.',
        work: 'Work goes well where people pull together and share the credit. Find your allies and let them help you.',
        money:
          'There is more goodwill around this money than you think, and a good result is possible. Be generous where you can, but keep some back.',
        health:
          'Laughter and friendship are good medicine now, and a weight may lift. Let people in, and keep the late nights moderate.',
        home: 'Home is happiest now when it is shared and hospitable. Open the door to good company and let the mood lift.',
        travel:
          'Going is lighter in good company, and the friends you keep along the way will matter. Stay close to the people who make you glad.',
        study:
          'Learning goes best with people around you who want you to do well. Share what you know and accept help freely.',
        legal:
          'The matter can come to a good end, with support around you. Let people who know you speak up for you where that helps.',
        spirit: 'Your community is part of your path. Gratitude comes easily now; let it be spoken aloud.',
      },
      advice: 'Let the people who are glad for you share in this, rather than carrying it alone.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a party that has gone on too long, with gossip at the edges',
      meaning:
        'Reversed, the Three of Cups turns pleasure into excess: too much indulgence, too many late nights, a circle that has become cliquish. It can point to gossip, a friend who oversteps or a third person coming between two. Waite also read it as the end of a matter, the party over and the cups set down.',
      subjects: {
        love: 'Other people’s opinions, or a third person, may be crowding what is between you. Keep private things private.',
        work: 'Gossip or a closed circle is doing more harm than good. Step back from the chatter and let your work speak.',
        money:
          'Easy living and saying yes to everyone are costing more than you see. Count what the good times are taking.',
        health:
          'Too much of a good thing leaves little room for rest. Ease back on late nights and rich living, and give yourself a gentler rhythm.',
        home: 'Too many voices, or one that cannot keep a confidence, unsettle the peace at home. Keep private matters inside your own door.',
        travel:
          'Plans that rest on too many people may come apart at the last minute. Keep your own arrangements and travel light.',
        study: 'Company and chatter may be crowding out study time. Close the chat and open the book.',
        legal:
          'Careless talk could weaken your position. Say nothing in passing that you would not want written down.',
        spirit:
          'You may be using company to avoid being alone with yourself. Spend an evening in quiet and see what comes up.',
      },
      advice: 'Step back from the chatter around you and keep your own counsel.',
      lean: 'unclear',
    },
  },
  'cups-04-four': {
    upright: {
      theme: 'a weary mood that turns away from what is being offered',
      meaning:
        'A young man sits under a tree with arms folded, staring at three cups on the grass and not noticing the fourth held out to him from a cloud. The Four of Cups is apathy, discontent and the boredom of having had enough. It asks whether the dissatisfaction is real or whether you have stopped looking.',
      subjects: {
        love: 'You may feel flat about love, or be too withdrawn to notice what is already held out to you. Look up: there may be more here than you think.',
        work: 'Your work has lost its savour and you are going through the motions. Lift your eyes: a way forward may be closer than it seems.',
        money:
          'Nothing much is moving, and weariness may make you wave away a sensible option. Look again before you dismiss it.',
        health:
          'Low energy and a flat mood feed each other. Change one small habit, such as a daily walk or an earlier night, and notice what it gives back.',
        home: 'Home feels stale, or you have withdrawn into yourself there. Say yes to one small change you would normally brush aside.',
        travel:
          'Nothing about going appeals right now, and you may be brushing aside a real chance. A short change of scene could shake the lethargy loose.',
        study:
          'Boredom makes every page heavy. Find one angle of this that genuinely interests you and start there.',
        legal:
          'Weariness may keep you from giving the matter proper attention. Take your time, but do not let a deadline or a fair option slip by.',
        spirit:
          'Quiet reflection has its place, but this is stillness used to avoid feeling. The gift is at your shoulder; turn your head.',
      },
      advice: 'Look again at what you waved away too quickly.',
      lean: 'no',
    },
    reversed: {
      theme: 'a return of interest after a spell of apathy, reaching for something new',
      meaning:
        'Reversed, the Four of Cups lifts the gloom: Waite called it novelty, new instruction and new relationships. You are ready to unfold your arms and reach for the cup you ignored. Motivation is returning, and with it a willingness to say yes.',
      subjects: {
        love: 'Interest is stirring again, and you are ready to re-engage with love. Bring fresh attention to what is between you.',
        work: 'Boredom gives way to interest, and something new catches your eye. Act while the spark is fresh.',
        money:
          'You start paying attention to your finances again and spot an option you had missed. Follow it up.',
        health:
          'Interest in looking after yourself is returning. Build on it with a routine you actually enjoy.',
        home: 'You come out of a withdrawn spell and take an interest in home again. Take up the matter you have been putting off.',
        travel:
          'The wish to go somewhere returns, and new horizons look inviting. Get the maps out and start planning.',
        study: 'A new method or a fresh angle revives your interest. Follow it while the appetite lasts.',
        legal:
          'You are ready to deal with a matter you had been avoiding. Gather the papers and take the first step.',
        spirit: 'Something that felt dead inside you is stirring. Follow the curiosity, however small.',
      },
      advice: 'Act on your returning interest now, before the old inertia settles back.',
      lean: 'yes',
    },
  },
  'cups-05-five': {
    upright: {
      theme: 'a sorrow over what has spilled, with two cups still standing behind you',
      meaning:
        'A figure in a black cloak mourns over three overturned cups, not seeing the two that still stand behind, nor the bridge leading to a house. The Five of Cups is loss and regret, but Waite is clear that something remains. Sorrow is real and deserves its time; so does what has survived.',
      subjects: {
        love: 'A disappointment in love weighs on you, and it is right to feel it. When you are ready, turn round: not everything was lost.',
        work: 'A setback or a missed chance hurts, and you may be dwelling on it. Salvage what still stands and build from there.',
        money:
          'A loss or a poor decision stings, but part of your resources is intact. Take stock of what remains before you despair of the whole.',
        health:
          'Sadness weighs on your energy and your sleep. Be gentle with yourself, keep simple routines, and speak to someone, a friend or a professional, if the weight does not lift.',
        home: 'A sorrow or a rift leaves home feeling subdued. Honour what has been lost, and notice who is still beside you.',
        travel:
          'Regret may colour the going, or a plan has fallen through. Another route is open across the bridge.',
        study:
          'A disappointment discourages you, and you may dwell on what went wrong. Learn from it, then look at what you have already mastered.',
        legal:
          'An unwelcome turn in the matter may need to be absorbed before you decide what next. Take counsel on what can still be recovered.',
        spirit:
          'Regret has its place on the path, but it should not become the whole path. What remains is asking for your attention.',
      },
      advice: 'Give the disappointment its due, then turn round to what is still standing.',
      lean: 'no',
    },
    reversed: {
      theme: 'a return from grief and a readiness to pick up what remains',
      meaning:
        'Reversed, the Five of Cups shows the mourner turning back toward life: acceptance, forgiveness and moving on. Waite read it as news, return and the renewal of old ties and family bonds. The loss is not forgotten, but it no longer fills the whole view.',
      subjects: {
        love: 'You are making peace with an old hurt, and the heart turns back toward life. Forgiveness, of the other person or yourself, opens the way forward.',
        work: 'You are coming through a setback and can see a way back in. Old connections may prove more useful than you expect.',
        money:
          'Regret over past money troubles is loosening its grip. Small steady gains will restore your confidence.',
        health:
          'Your spirits are ready to lift, and that does you good. Keep doing the small things that help you feel steadier.',
        home: 'Home feels easier once old hurts are set down. Reach back toward anyone you have drifted from.',
        travel:
          'Knowing where you came from helps you go forward. Take what the past taught you along with you.',
        study:
          'You are ready to try again after a disappointment, wiser for it. Go back to the work with what you learned.',
        legal:
          'The matter is easier to face now that feelings have cooled. Be willing to close it rather than reopen old hurts.',
        spirit:
          'An old disappointment has done its work and left you kinder and wiser. Let what you learned from it guide the next step.',
      },
      advice: 'Make your peace with what was lost, and turn back toward what remains.',
      lean: 'yes',
    },
  },
  'cups-06-six': {
    upright: {
      theme: 'a reunion with something you loved when you were younger',
      meaning:
        'In an old garden a child offers another a cup filled with flowers. The Six of Cups is memories, the past and childhood: an old friend, a place you knew, a kindness that reminds you who you were. It can bring something pleasant back from the past, or ask what the past still means to you.',
      subjects: {
        love: 'Tenderness and shared memory sweeten what is between you. Enjoy it, and ask honestly whether you are loving what is here or what used to be.',
        work: 'Past experience serves you well, and skills you had almost forgotten come back into use. Draw on what you already know.',
        money:
          'Old habits and the ways you learned early shape this money question more than you think. Look back at what has worked before, and at what you already have.',
        health:
          'Simple pleasures from earlier days, such as play, familiar food and old routines, restore you. Give yourself the care you would give a child.',
        home: 'Home feels best when it keeps some of the kindness you knew early on. Bring back a familiar comfort that makes the place feel yours.',
        travel:
          'Where you come from goes with you, and familiar comforts ease the distance. Take something of home along.',
        study:
          'Revisiting what you learned before gives you a firm base. Go back to basics and build up from there.',
        legal:
          'Past records, old agreements or the history of a matter hold the key. Look back through the paperwork.',
        spirit:
          'Your inner child has something to tell you about what makes you glad. Innocence is a strength here, not a weakness.',
      },
      advice: 'Go back to something simple that once made you glad, and bring it into this.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a turn from the past toward what is coming next',
      meaning:
        'Reversed, the Six of Cups looks forward: Waite called it the future, renewal and what will soon come to pass. It asks you to stop living in memory and to let the past be the past. Sometimes it warns of rose-tinted nostalgia that makes the present look poorer than it is.',
      subjects: {
        love: 'You are ready to stop measuring this against an old love, or an old version of it. Meet the other person as they are now.',
        work: 'The way things used to be done no longer applies. Adapt, and look at what the next stage asks of you.',
        money:
          'Old habits with money need updating, and plans for the future matter more than past losses. Decide for the life you have now.',
        health:
          'Habits from years ago may no longer suit your body. Refresh your routine for who you are today.',
        home: 'You may be outgrowing the way things have always been done at home. It is fine to honour the past and still live your own way.',
        travel:
          'Looking ahead serves you better than longing for how it used to be. Let somewhere new be new.',
        study:
          'New methods and fresh material will serve you better than going over the same old ground. Move on to the next level.',
        legal: 'The history of the matter weighs less now than what comes next. Decide on present facts.',
        spirit:
          'Nostalgia has been a comfort and now it holds you back. Face the present with the same openness you had as a child.',
      },
      advice: 'Stop measuring this against how things used to be, and deal with it as it is now.',
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
        work: 'What looks good from here may be partly wishful thinking. Test each possibility against the facts before you commit your time.',
        money:
          'Wishful thinking may be colouring the figures. Check the numbers before you let yourself dream about how it turns out.',
        health:
          'Quick fixes and miracle promises are tempting and rarely deliver. Choose one sensible change and stick with it, and ask a professional when you are unsure.',
        home: 'You can picture many ways things at home could go, and not all are real. Settle on what is practical and see it through.',
        travel:
          'You can picture many places and many outcomes, and some are only dreams. Narrow them to what you can truly reach.',
        study:
          'Your attention is scattered across too many possibilities. Focus on one and your imagination becomes an asset.',
        legal:
          'Illusions or wishful thinking may colour the picture. Separate the facts from what you hope is true.',
        spirit:
          'Your imagination is a gift, and visions can inspire you. Ground them in practice, or they will drift away like clouds.',
      },
      advice: 'Write down what you are hoping for and cross out every part you cannot act on.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'a clearing of the clouds and a firm choice made at last',
      meaning:
        'Reversed, the Seven of Cups brings the mind back to earth. The traditional meaning is desire, will and determination: one project chosen from the many. Illusions fall away, and what you want becomes clear enough to pursue.',
      subjects: {
        love: 'You see someone clearly at last, for better or worse, and know what you want. Act on that clarity.',
        work: 'You choose one direction out of many and commit to it. The focus will bring results.',
        money: 'You drop the wishful thinking and look at the real figures. Sober choices pay off.',
        health:
          'You settle on a sensible plan instead of chasing every new idea. Consistency is what will help your energy now.',
        home: 'What you want for your home becomes clear at last. Say it plainly, and the rest can follow.',
        travel: 'You see clearly where you want to be and why. The plans become real once you commit to one.',
        study:
          'You stop hedging and commit to what you are working toward. Determination makes the work easier.',
        legal: 'The real issues come into focus and the distractions fall away. You are ready to decide.',
        spirit:
          'You wake from a pleasant daydream and find your purpose is simpler than you thought. Follow the one thing that truly calls you.',
      },
      advice: 'Choose the one aim that is real to you, and take a practical step toward it today.',
      lean: 'yes',
    },
  },
  'cups-08-eight': {
    upright: {
      theme: 'a quiet leaving of what no longer satisfies, in search of more',
      meaning:
        'Under a waning moon a cloaked figure walks away from eight stacked cups toward the mountains. The Eight of Cups is the decline of a matter and the decision to leave it behind, not in anger but because something deeper calls. It is walking away from what was good enough, to look for what is true.',
      subjects: {
        love: 'You may be ready to walk away from what no longer feeds your heart, or to withdraw and think. Going is hard even when it is right.',
        work: 'What once satisfied you in your work no longer does. Be honest about what you are looking for, and move toward it when you are ready.',
        money:
          'Security alone no longer feels like enough, and you may accept less for something that matters more. Plan any change so that it is sustainable.',
        health:
          'You are tired of a pattern that drains you and ready to give it up. Step away from what exhausts you and make room for rest.',
        home: 'Something about how you live has had its day, and you feel the pull to step away from it. Go gently, and go when you are ready.',
        travel:
          'The pull to go is about more than the place: you are looking for something deeper. The road itself will teach you.',
        study:
          'Learning that has stopped meaning anything to you is hard to keep up. Look for what answers your real questions.',
        legal:
          'Letting part of this go may be wiser than pressing every point. Weigh what holding on is costing you.',
        spirit:
          'A longing for something deeper draws you away from the everyday. Follow it, even if you cannot yet name it.',
      },
      advice: 'Admit to yourself what you have already outgrown, and let it go in your own time.',
      lean: 'no',
    },
    reversed: {
      theme: 'a hesitation at the threshold, or a happy return to what you left',
      meaning:
        'Reversed, the Eight of Cups either keeps you from leaving or brings you back. Waite saw joy and feasting in it; the modern reading adds fear of change and drifting without direction. Ask whether you are staying out of love or out of fear.',
      subjects: {
        love: 'You may be holding on from fear of being alone, or finding new appreciation for what you nearly left. Be honest about which it is.',
        work: 'You hesitate at the threshold of a change you know is due. Either commit fully to where you are or set a date to move on.',
        money: 'Fear of losing security keeps you in place. Look at what staying is actually costing you.',
        health:
          'An old habit you meant to leave behind is creeping back. Notice it early and return to what was working.',
        home: 'A return to what you know brings comfort at home, if it is chosen freely. If you are staying out of guilt, say so kindly.',
        travel:
          'Plans to go may stall, or you find yourself pulled back sooner than expected. The pause may be exactly what you need.',
        study:
          'You keep setting the work down and coming back to it, never quite committed either way. Settle on one plan of work, and stay with it long enough to see results.',
        legal: 'You may reopen a matter you thought you had left. Be sure of your reasons.',
        spirit:
          'You have been searching outside yourself and now find that what you wanted was closer than you thought.',
      },
      advice: 'Decide where you truly stand on this, and stop living halfway between two answers.',
      lean: 'unclear',
    },
  },
  'cups-09-nine': {
    upright: {
      theme: 'a wish granted and the contentment of having enough',
      meaning:
        'A well-fed man sits with folded arms before a curved row of nine cups, looking thoroughly satisfied. The Nine of Cups is known as the wish card: contentment, pleasure and the fulfilment of what you hoped for. Waite adds physical wellbeing and good cheer.',
      subjects: {
        love: 'What you wished for in love is within reach, and what is between you can bring real pleasure. Enjoy it without waiting for the catch.',
        work: 'What you want from your work is within reach. Name it plainly, and let yourself enjoy the satisfaction when it comes.',
        money:
          'The outcome you hope for with money is within reach. Be clear about what enough looks like, and share a little of it when it comes.',
        health:
          'Contentment and simple comfort do you good now. Keep the habits that help you feel at ease in yourself.',
        home: 'Home can be a place of real contentment. Make it comfortable for yourself first, and the ease spreads.',
        travel: 'What you hoped for from going is within reach. Savour it when it comes.',
        study:
          'The result you hope for is within reach. Aim at it plainly and take pleasure in what you have earned.',
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
        work: 'Comfort has made you complacent, and the old aims no longer stir you. Look for a deeper aim.',
        money: 'Comfort may be making you careless with money. Enjoy what you have, but count it.',
        health:
          'Comfort can tip into excess. Trim what is too much and give yourself more rest and simple food.',
        home: 'Comfort at home may have slipped into complacency. A small effort for the place and the people around you goes a long way.',
        travel:
          'What you hope to find by going may disappoint if you expect too much. Go with modest hopes and you may be pleasantly surprised.',
        study: 'You may be resting on past results. Put in the work again rather than assuming the outcome.',
        legal: 'Do not assume the outcome is certain. Check the details you have taken for granted.',
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
        love: 'Love here points toward lasting peace and belonging. Ask what kind of shared life you truly want, and build toward that.',
        work: 'Work is at its best when it supports the life you want outside it. Protect that balance, and keep good relationships at the heart of it.',
        money:
          'Money serves you best when it protects the people and the peace you care about. Let that, not pride, decide.',
        health:
          'Emotional contentment supports your whole wellbeing. Time with family and loved ones restores you.',
        home: 'Harmony at home is within reach, and belonging is the real prize. Aim for a peace everyone under your roof can share.',
        travel:
          'Wherever you go, what matters is finding a place where you belong. Keep the people you love at the centre of the plan.',
        study:
          'Encouragement from the people who love you carries you further than you think. Let them share in the effort and the success.',
        legal:
          'The best outcome is the one that keeps the peace and protects the people you care about. Put lasting calm ahead of point-scoring.',
        spirit:
          'You find the sacred in ordinary love and belonging. Gratitude for what you already have is the heart of it.',
      },
      advice: 'Ask what would bring lasting peace to you and the people closest to you, and choose that.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a household out of harmony, where the rainbow has faded',
      meaning:
        'Reversed, the Ten of Cups shows discord in the home or a gap between the happy picture and the feeling inside it. Waite spoke of the false heart, indignation and quarrels. Family tensions, broken expectations or a sense of not belonging may be at work.',
      subjects: {
        love: 'The ideal you share may not match the reality, or your visions of the future differ. Talk about what each of you truly wants.',
        work: 'Work is taking more from the rest of your life than it gives back, or the goodwill around you has soured. Rebalance before resentment sets in.',
        money:
          'Money is straining the peace between you and the people close to you. Be open about the figures before it becomes a quarrel.',
        health:
          'Strain close to home may be costing you sleep and calm. Find a quiet space for yourself, and seek support if the tension runs high.',
        home: 'Quarrels, distance or unspoken resentment may be troubling the peace at home. Someone needs to say the difficult thing calmly.',
        travel:
          'Going may unsettle the people you leave or take with you. Allow for everyone’s feelings, including your own.',
        study: 'Pressure at home may be making it hard to concentrate. Find somewhere quiet to work.',
        legal:
          'Feelings are more tangled up in the matter than you may admit. A calm, neutral adviser can see what you are too close to see.',
        spirit:
          'You may be chasing a perfect picture of happiness and missing the real thing. Let it be imperfect.',
      },
      advice: 'Let go of the perfect picture, and say plainly what you need from the people closest to you.',
      lean: 'no',
    },
  },
  'cups-11-page': {
    upright: {
      theme: 'a tender message and a young, dreamy heart eager to give',
      meaning:
        'A young page in a flowered tunic gazes at a fish rising out of his cup, quite untroubled by its strangeness. The Page of Cups brings news of feeling: an invitation, a declaration, a creative idea or a sensitive young person. He is open, imaginative and kind, and he takes intuition seriously.',
      subjects: {
        love: 'Tenderness and a shy, open heart suit what is between you. Show your feelings simply, without waiting to be sure of them.',
        work: 'A fresh, imaginative idea is worth listening to, however small it seems. Put it forward even if it feels unusual.',
        money:
          'Small encouraging signs about money are worth noticing. Trust your gentle hunches, then check them against the figures.',
        health:
          'Your body and feelings are sending you gentle signals. Listen to them, and rest when you feel the need.',
        home: 'Kindness and a little playfulness soften things at home. Ask how people are feeling instead of assuming.',
        travel:
          'Curiosity is the best companion for going somewhere new. Let yourself be a beginner and enjoy it.',
        study:
          'Imagination helps you learn now, and a playful approach makes things stick. Jot ideas down as they come.',
        legal:
          'A softer tone helps the matter more than a hard one. Stay open to news that changes the picture.',
        spirit: 'Intuition speaks to you in dreams, symbols and odd coincidences. Write them down.',
      },
      advice: 'Follow the small, tender hunch you have about this, and act on it today.',
      lean: 'yes',
    },
    reversed: {
      theme: 'an immature heart given to moods, daydreams and sweet deceptions',
      meaning:
        'Reversed, the Page of Cups shows the shadow of the dreamy youth: emotional immaturity, sulking, fantasies that replace action. Waite’s words are seduction, artifice and deception, a charm that is not quite honest. A creative spark may also be blocked by insecurity.',
      subjects: {
        love: 'Someone may be flattering without meaning it, or you may be idealising what is between you. Look for actions, not words.',
        work: 'Good ideas are not being carried through, or someone is charming but unreliable. Pin down the next step.',
        money:
          'Money decisions made on a whim or a mood are tempting now. Sleep on anything driven by feeling.',
        health:
          'Moodiness and escapism may be sapping your energy. Ground yourself with regular meals, sleep and a little movement.',
        home: 'Moods and sulks are getting in the way of honest talk at home, or you feel misunderstood there. Be patient and firm.',
        travel: 'Plans made on a whim may disappoint. Check the details before you commit.',
        study:
          'Daydreaming keeps taking the place of study. Set yourself short tasks with a clear finish, and reward each one.',
        legal: 'What is said may not match what is meant. Check every word against what is written.',
        spirit:
          'Fantasy is standing in for real inner work. Bring your dreams down to something you can practise.',
      },
      advice: 'Back every fine intention with a deed before you trust it, your own included.',
      lean: 'no',
    },
  },
  'cups-12-knight': {
    upright: {
      theme: 'an arrival bearing an invitation, a proposal or an offer of the heart',
      meaning:
        'A graceful knight rides slowly forward holding out a cup, as though offering it. The Knight of Cups is arrival, approach and advances: a proposal, an invitation, someone coming toward you with feeling. He is romantic and imaginative and moves with care rather than speed.',
      subjects: {
        love: 'Feeling moves forward gracefully here: someone is ready to lead with the heart, perhaps you. Let it come at its own gentle pace.',
        work: 'Work moves forward best now through imagination and goodwill rather than force. Approach the next step graciously.',
        money:
          'Hopes and feelings are steering the money question. Weigh what is put to you calmly, not on charm alone.',
        health: 'A gentler approach to your wellbeing suits you now. If support is held out to you, take it.',
        home: 'A gracious, gentle approach brings good feeling into the home. Make the first kind move yourself.',
        travel:
          'Going where your heart leads is favoured, at an unhurried pace. Follow the pull, and enjoy the road.',
        study:
          'Following what genuinely fascinates you makes learning a pleasure. Let curiosity set the pace.',
        legal:
          'A gentler, more reasonable turn in the matter is possible. Give any new development a fair hearing, and take advice before you agree.',
        spirit: 'A call to follow your heart arrives, gently but clearly. Heed it.',
      },
      advice: 'Move toward what your heart wants, gracefully and without rushing.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a charming approach that hides artifice, fickleness or a broken promise',
      meaning:
        'Reversed, the Knight of Cups is the shadow of the romantic: a courtship that is a performance, a proposal that is not what it seems. Waite’s words for it are trickery, artifice and swindling. He may be moody, unreliable, or in love with the idea of love and not with you.',
      subjects: {
        love: 'Be careful of someone whose words outrun their actions, or who disappears when things get real. Charm is not commitment.',
        work: 'Fine words are running ahead of deeds, and what looks too good to be true probably is. Check what stands behind it.',
        money: 'Something may not be as described. Let no money change hands on charm alone.',
        health: 'Moods swing and it is easy to drift. Steady routines will do more than grand plans.',
        home: 'Someone close to home may promise more than they deliver. Set your expectations accordingly.',
        travel: 'Plans may fall through or turn out other than described. Confirm everything yourself.',
        study:
          'What looks attractive may not deliver what it promises. Seek independent advice before you rely on it.',
        legal: 'Watch for misrepresentation or terms that shift. Get everything in writing.',
        spirit:
          'You may be chasing a romantic ideal of the spiritual life. Look for substance, not just a beautiful feeling.',
      },
      advice: 'Test every fine promise against what has actually been done.',
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
        work: 'Your sensitivity is an asset at work: you read people and situations well. Trust what you sense, and act on it with care.',
        money:
          'Let intuition guide you, but pair it with care. Generosity sits well with you, as long as you look after yourself too.',
        health:
          'Emotional wellbeing is the key to your energy. Calm your mind, keep close to water or stillness, and care for yourself as you care for others.',
        home: 'A nurturing, perceptive presence steadies the home. Your compassion is felt, so let it be gentle and clear.',
        travel:
          'Going somewhere calm, where the heart feels at home, restores you. Trust your feeling about where you belong.',
        study:
          'Intuition helps you learn, and quiet reflection lets things sink in. Trust your sense of what matters most.',
        legal: 'Understanding can resolve what argument cannot. A wise, fair-minded adviser may help.',
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
        love: 'Neediness, jealousy or smothering may be straining what is between you. Make space for both of you to breathe.',
        work: 'Taking everything personally is wearing you down, or someone is using feelings to control. Keep some professional distance.',
        money: 'Money decided by emotion, or lent out of guilt, is causing trouble. Decide with your head.',
        health:
          'You may be absorbing others’ feelings and running on empty. Set boundaries, rest, and talk to a professional if your mood stays low.',
        home: 'Moods at home, yours or another’s, are taking up too much room. Kindness needs a firm edge now.',
        travel:
          'Moods may cloud the going, or you may be reluctant to leave what is familiar. Keep someone steady within reach.',
        study:
          'Emotional upheaval may be making it hard to concentrate. Get some stability before you push on.',
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
        love: 'Maturity and calm devotion steady what is between you. Feelings are expressed with care and without drama.',
        work: 'Diplomacy and a cool head win respect. Stay calm under pressure and let steady judgement lead.',
        money:
          'Money is handled sensibly and given generously where it is needed. An experienced, kindly adviser is worth consulting before a large decision.',
        health:
          'Emotional balance helps your body. Keep a steady rhythm of work and rest, and let someone experienced advise you.',
        home: 'A calm, kind presence holds home steady. Be that presence if no one else can.',
        travel: 'Careful planning and a steady temper carry you through. Stay calm if the waters get choppy.',
        study:
          'Patience and a balanced mind help you learn. Seek out someone experienced and kindly to guide you.',
        legal:
          'A fair, level-headed approach serves the matter best, and experienced advice is worth having. Keep calm and let reason guide you.',
        spirit:
          'You are learning to hold strong feelings without being tossed about by them. That is real mastery.',
      },
      advice: 'Keep your head calm and your heart open, whatever this asks of you.',
      lean: 'yes',
    },
    reversed: {
      theme: 'a man whose calm hides manipulation, moodiness or double-dealing',
      meaning:
        'Reversed, the King of Cups shows the shadow of the composed ruler: feelings repressed until they erupt, or charm used to manipulate. Waite went further than the modern reading: a dishonest, double-dealing man, loss and scandal. He may be volatile, cold under a warm surface, or drowning his feelings.',
      subjects: {
        love: 'Someone may be emotionally manipulative, unavailable or volatile, or you may be hiding your own feelings. Watch what happens when things do not go their way.',
        work: 'Someone smooth may not be trustworthy, or feelings held down are leaking into your work. Protect your interests and keep records.',
        money:
          'Someone may be dishonest about money, or emotional decisions are costing you. Verify before you trust.',
        health:
          'Bottled-up feelings, or escaping them through late nights and distraction, may be wearing you down. Find an honest outlet and a professional to talk to if you need one.',
        home: 'Someone close to home may be moody, controlling or hard to read. Keep your boundaries steady.',
        travel:
          'Turbulence, in the plans or in the company you keep, may unsettle things. Have a fallback ready, and keep your own temper steady.',
        study: 'An unsettled mind makes study difficult. Seek steady support rather than struggling alone.',
        legal:
          'Be wary of anything that seems reasonable but is not done in good faith. Have your own counsel.',
        spirit: 'You may be hiding your feelings even from yourself. Let them surface safely.',
      },
      advice: 'Judge by what is actually done, not by how smoothly it is said.',
      lean: 'no',
    },
  },
};
