// Natal aspects, one text per pair and aspect family, written for that pair. The composer names
// the aspect, its orb and whether it is out of sign; these texts carry what the contact means.
import type { AspectPoint, AspectTable } from './types';

export const ASPECT_TEXT: AspectTable = {
  'Sun|Moon': {
    conjunction:
      'Your Sun and Moon stand together, so what you want and what you need pull in the same direction. Born near a new Moon, you have a single-minded purpose that can find it hard to see itself from outside.',
    flowing:
      'Will and feeling cooperate in you: what you aim for usually sits comfortably with what you need. This inner ease is a quiet gift, and easy to assume everyone shares.',
    tense:
      'Your Sun and Moon pull against each other, so what you set out to do and what you need to feel safe rarely agree at first. Giving both a voice makes you more whole than someone who never had to choose.',
  },
  'Sun|Mercury': {
    conjunction:
      'Mercury travels with your Sun, so you think and speak from the centre of who you are. Your opinions feel like part of your identity, which gives them conviction and can make other views hard to hear.',
    flowing:
      'Your mind serves your sense of purpose without strain, and you put what matters to you into clear words.',
    tense:
      'What you think and what you are aiming for can argue, so you may talk yourself out of what you want or into what you do not. Listening to that inner debate sharpens your judgement.',
  },
  'Sun|Venus': {
    conjunction:
      'Venus shines beside your Sun, giving you charm, a feeling for beauty and a strong wish to be liked. Harmony matters so much to you that you may smooth over a conflict you would do better to name.',
    flowing: 'Grace comes naturally to you: you please without trying, and your taste and warmth open doors.',
    tense:
      'Your wish to be yourself and your wish to be loved tug in different directions, and you learn where pleasing others should stop.',
  },
  'Sun|Mars': {
    conjunction:
      'Your Sun and Mars fuse will with drive: you are direct, brave and quick to act, and your temper flares and cools fast. You do best with a goal worth the force you bring to it.',
    flowing:
      'Energy answers your purpose readily, so you start things and see them through with a stamina others notice before you do.',
    tense:
      'Drive runs ahead of judgement when your Sun and Mars clash, and you tend to meet resistance by pushing harder. Used well, this friction builds courage and a real capacity for hard work.',
  },
  'Sun|Jupiter': {
    conjunction:
      'Jupiter beside your Sun enlarges everything you are: generous, hopeful and sure that things will work out. The same confidence can promise more than a week holds.',
    flowing:
      'Luck and goodwill seem to follow you, because you expect the best and people respond to it. Opportunities arrive so easily that you may not always make the most of them.',
    tense:
      'Your Sun and Jupiter urge you to want more than is sensible, so you overreach, overcommit or overspend before finding your measure. Learning proportion turns a big appetite into real achievement.',
  },
  'Sun|Saturn': {
    conjunction:
      'Saturn sits on your Sun, so you took yourself seriously early, work hard and trust only what you have earned. Confidence comes late for you, and then it stays.',
    flowing:
      'Discipline serves your purpose without crushing it: you plan, persist and build things that last. Others lean on your steadiness more than you may realise.',
    tense:
      'Ambition meets doubt between your Sun and Saturn, and you may feel blocked, judged or never quite good enough. Each obstacle you work through becomes authority no one can take from you.',
  },
  'Sun|Uranus': {
    conjunction:
      'Uranus on your Sun makes you original, restless and allergic to being told who to be. You are at your best when your independence serves something beyond itself.',
    flowing:
      'Your independence comes naturally to you, and when something new calls you can change direction without losing your centre.',
    tense:
      'Your need to be yourself collides with routine, authority or your own commitments, and sudden breaks mark your path. Each upheaval shows you more clearly what is truly yours.',
  },
  'Sun|Neptune': {
    conjunction:
      'Neptune dissolves the edges of your Sun, giving you imagination, compassion and a sense of something larger than yourself. A clear sense of self takes work, and creative or spiritual outlets give it shape.',
    flowing:
      'Intuition and imagination feed your purpose quietly; you sense the mood of a room and can turn it into art, care or vision.',
    tense:
      'Your Sun and Neptune blur who you are with who others hope you will be, and disappointments teach you to tell ideals from illusions. Your compassion becomes a strength once your boundaries are firm.',
  },
  'Sun|Pluto': {
    conjunction:
      'Pluto fused with your Sun brings intensity, willpower and an instinct for what lies beneath the surface. You do nothing by halves, and your life moves through deep endings and renewals.',
    flowing:
      'You have reserves of resilience and can transform a situation, or yourself, when it counts. That power works quietly, and you may underestimate it.',
    tense:
      'Power struggles, with others or within yourself, follow the friction between your Sun and Pluto until you can use your strength without needing control. Crises become turning points that leave you stronger.',
  },
  'Sun|Chiron': {
    conjunction:
      'Chiron on your Sun places an old wound close to your sense of self, often a doubt about your right to shine. In healing it, you become able to help others recover their confidence.',
    flowing: 'You turn your hurts into understanding without fuss, and people find in you a natural mentor.',
    tense:
      'Your Sun and Chiron rub at a sore spot about worth or recognition, and self-doubt can surface just as you step forward. Meeting it honestly gives you a rare gift for encouraging others.',
  },
  'Sun|North_Node': {
    conjunction:
      'Your Sun on the North Node puts your identity and your growth on the same road: becoming fully yourself is the path. Others often sense that you have a purpose.',
    flowing:
      'Your sense of purpose supports the direction you are here to grow in, and the right people and chances tend to appear when you follow it.',
    tense:
      'What comes naturally to you and the direction you are meant to grow in pull apart, and you may fall back on old strengths instead of building new ones. Your purpose deepens when you choose the less familiar road.',
  },
  'Sun|Ascendant': {
    conjunction:
      'With your Sun on the Ascendant, who you are shows straight away: you come across exactly as you are, bright and hard to overlook.',
    flowing:
      'Your inner purpose and your outward manner work together, so people read you accurately and warm to you.',
    tense:
      'The way you meet the world and the purpose underneath it do not match at first sight, and people may misjudge you until they know you. Letting more of yourself show makes you more convincing.',
  },
  'Sun|Midheaven': {
    conjunction:
      'Your Sun near the Midheaven puts your identity on public view: career, reputation and vocation are where you shine.',
    flowing:
      'Your ambitions fit your nature, so work that suits you tends to find you, and recognition comes without forcing.',
    tense:
      'Your sense of self and your public role pull against each other, through home competing with career or a job that does not fit who you are. Working that out shapes a vocation that is truly yours.',
  },
  'Moon|Mercury': {
    conjunction:
      'Your Moon and Mercury join head and heart: you think through feeling and talk about what you feel, with a quick, responsive mind and a long memory. Moods colour your judgement more than you notice.',
    flowing:
      'You put feelings into words easily, and people find you a sympathetic listener who knows what to say.',
    tense:
      'Mind and feelings argue in you: logic dismisses what you feel, or a mood sweeps away what you know, and worry can run in circles. Naming an emotion before you reason about it brings the two into conversation.',
  },
  'Moon|Venus': {
    conjunction:
      'Your Moon and Venus soften each other into tenderness, affection and a love of comfort and beauty. You need warmth around you and give it freely.',
    flowing:
      'Affection comes easily to you, and you make people feel welcome and at ease. Your charm is so natural that you may not see how much it smooths your way.',
    tense:
      'What comforts you and what attracts you are not always the same, so needs and desires compete in love or in spending. Knowing which one you are feeding makes the choice easier.',
  },
  'Moon|Mars': {
    conjunction:
      'Your Moon and Mars make feelings hot and fast: you react at once, protect what you love fiercely and can flare up before you know why. Physical activity gives those feelings somewhere to go.',
    flowing:
      'You act on your feelings with courage and honesty, and you stand up for the people you care about without hesitating.',
    tense:
      'Need and anger sit close together when your Moon and Mars clash, so irritation builds quickly and can spill into quarrels at home. Once you know what the anger protects, it becomes the energy to change things.',
  },
  'Moon|Jupiter': {
    conjunction:
      'Jupiter swells your Moon with generosity, optimism and big feelings. You are warm and hospitable, and can take on more emotionally, or eat and spend more, than is good for you.',
    flowing:
      'Emotional buoyancy is your gift: you recover from setbacks, trust that life provides, and others feel lighter around you.',
    tense:
      'Your Moon and Jupiter inflate your needs, so you may promise too much, indulge for comfort or expect more than a situation can give. With a sense of enough, your generosity becomes dependable.',
  },
  'Moon|Saturn': {
    conjunction:
      'Saturn sits with your Moon, so you learned early to keep feelings in check and look after yourself. You are reliable and self-contained, and letting others care for you is a skill you build over time.',
    flowing:
      'Your emotions are steady and sensible: you carry responsibility calmly and give others a sense of security.',
    tense:
      'Need and duty pull against each other between your Moon and Saturn, and you may feel lonely, unsupported or guilty for wanting comfort. Giving yourself the care you did not always receive turns this into deep emotional maturity.',
  },
  'Moon|Uranus': {
    conjunction:
      'Uranus with your Moon makes your emotional life changeable and independent: you need space, novelty and a home that allows freedom. Feelings arrive and leave like sudden weather.',
    flowing:
      'You adapt to change without fuss and keep your emotional independence while staying close to people.',
    tense:
      'Your Moon and Uranus swing between needing closeness and needing room, so you may withdraw abruptly or feel caged by routine. A life with space built into it calms the restlessness.',
  },
  'Moon|Neptune': {
    conjunction:
      'Neptune and your Moon together make you deeply receptive: you absorb the feelings around you, dream vividly and feel for anyone in pain. Time alone helps you sort out which feelings are yours.',
    flowing:
      'Your intuition works quietly and accurately, and you bring imagination and gentle sympathy to the people around you.',
    tense:
      'Feeling and fantasy blur between your Moon and Neptune, so you may idealise people, take on their moods or escape when things get hard. Firm boundaries let your sensitivity become compassion rather than confusion.',
  },
  'Moon|Pluto': {
    conjunction:
      'Pluto with your Moon makes your feelings intense, private and all or nothing. You bond deeply, sense hidden motives and pass through emotional endings that remake you.',
    flowing:
      'You have real emotional depth and stamina, and can face hard feelings, your own or other people’s, without flinching.',
    tense:
      'Your Moon and Pluto stir strong feelings about control, trust and loss, often rooted in early family life. Facing them rather than guarding them gives you remarkable emotional strength.',
  },
  'Moon|Chiron': {
    conjunction:
      'A tender place around being cared for sits where Chiron meets your Moon, perhaps a sense that your needs were not quite met. The same sensitivity makes you a natural comforter.',
    flowing:
      'You understand other people’s hurts through your own, and you soothe them without making a show of it.',
    tense:
      'An old emotional wound is pressed when your Moon and Chiron meet in tension, so care can feel uncertain and you may look after others more readily than yourself. Tending your own needs is the healing here.',
  },
  'Moon|North_Node': {
    conjunction:
      'Your Moon on the North Node makes emotional growth your direction: following what you truly need leads you forward. People often feel familiar to you on first meeting.',
    flowing:
      'Your instincts support your path, and trusting your feelings helps you grow in the direction that suits you.',
    tense:
      'Your emotional comfort zone and your path of growth pull apart: habit feels safe while progress asks for something new. Small steps away from what soothes you pay off.',
  },
  'Moon|Ascendant': {
    conjunction:
      'Your Moon near the Ascendant puts your feelings on your face: you are responsive, approachable and easy to read, and your moods shape first impressions.',
    flowing:
      'Your feelings and your manner agree, so you come across as warm and sincere and people feel at home with you.',
    tense:
      'What you feel and how you come across can differ, so others misread your moods or miss your needs. Saying plainly what you feel closes the gap.',
  },
  // Said of a Moon in any sign: care, food and homes were the Cancer Moon's trades, and an
  // astrologer found them given to an Aquarius Moon on the Midheaven.
  'Moon|Midheaven': {
    conjunction:
      'Your Moon near the Midheaven brings your feelings into public life: the public reads your moods before you name them, you do your best work where you can sense what people need, and your reputation rests on how you make them feel.',
    flowing:
      'Your emotional intelligence serves your career, and work that asks you to sense what people need suits you.',
    tense:
      'Home and career compete for you, and private needs clash with public demands. A rhythm that honours both keeps you well.',
  },
  'Mercury|Venus': {
    conjunction:
      'Mercury and Venus together give you a graceful way with words: you are tactful, persuasive and drawn to language, music or design. You may soften a hard truth until it no longer says what you meant.',
    flowing: 'You speak and write with charm, and you can make a difficult point pleasantly.',
    tense:
      'Head and taste can disagree in you, and diplomacy competes with honesty in what you say. Finding words that are both kind and true becomes your craft.',
  },
  'Mercury|Mars': {
    conjunction:
      'Mercury and Mars together make a sharp, quick mind and a ready tongue: you argue well, decide fast and enjoy a debate. Your words can land harder than you intend.',
    flowing: 'You think on your feet and speak with conviction, turning ideas into action without delay.',
    tense:
      'Discussion easily becomes combat between your Mercury and Mars, and you may speak before you think. Once tempered, that edge makes you a formidable advocate.',
  },
  'Mercury|Jupiter': {
    conjunction:
      'Jupiter broadens your Mercury into a big-picture mind: curious, optimistic and fond of ideas, travel and teaching. Details can slip past while you look at the horizon.',
    flowing:
      'Learning comes easily and you explain things generously, so people seek you out for perspective.',
    tense:
      'Your Mercury and Jupiter lead you to say more than you know or promise more than you can check. Testing big ideas against the facts turns enthusiasm into sound judgement.',
  },
  'Mercury|Saturn': {
    conjunction:
      'Saturn with your Mercury gives you a careful, serious mind: you think before you speak, remember what matters and distrust easy answers. Doubt about your own intelligence may hold you back until experience proves it wrong.',
    flowing:
      'Your thinking is practical and thorough, with a gift for structure, planning and patient study.',
    tense:
      'Criticism and worry weigh on your thinking when Mercury and Saturn clash, and you may feel unheard or slow to speak up. Persistence turns this into mastery of whatever you study.',
  },
  'Mercury|Uranus': {
    conjunction:
      'Uranus electrifies your Mercury: your mind is inventive, fast and unconventional, and insight arrives in flashes. Others may struggle to follow your leaps.',
    flowing:
      'Original ideas come to you readily, and you take to new technology and new ways of thinking without effort.',
    tense:
      'Your Mercury and Uranus make your thinking restless and contrary, so you may interrupt, reject advice or scatter your attention. Channelled, that nervous brilliance solves problems others cannot.',
  },
  'Mercury|Neptune': {
    conjunction:
      'Neptune with your Mercury gives you a poetic, intuitive mind that thinks in images and picks up what goes unspoken. Facts and dates can blur, so the important ones are worth writing down.',
    flowing:
      'Imagination feeds your words, and you can express subtle feelings through writing, music or storytelling.',
    tense:
      'Your Mercury and Neptune can cloud your thinking, and misunderstandings, vagueness or wishful readings of a situation trip you up. Checking the facts while trusting your intuition gives you the best of both.',
  },
  'Mercury|Pluto': {
    conjunction:
      'Pluto deepens your Mercury into a penetrating mind that researches, investigates and reads between the lines. Your words can persuade powerfully, or wound.',
    flowing: 'You see to the heart of a matter quickly, and your insight can change how others think.',
    tense:
      'Conversations can feel like contests of power when Mercury and Pluto clash, and you may keep secrets or push a point to obsession. Used honestly, your intensity of mind uncovers truths others avoid.',
  },
  'Mercury|Chiron': {
    conjunction:
      'Chiron with your Mercury touches an old hurt about being heard or understood, perhaps at school or at home. Finding your voice makes you a patient teacher for others who struggle.',
    flowing: 'You find the right words for pain, and people open up to you about what hurts.',
    tense:
      'Your Mercury and Chiron stir self-doubt about your mind or your voice, so you may hesitate to speak or prepare too much. Speaking anyway is where the healing begins.',
  },
  'Mercury|North_Node': {
    conjunction:
      'Mercury on your North Node makes learning, speaking and writing part of your path: curiosity leads you where you need to go.',
    flowing: 'Your way of thinking supports your growth, and conversations often open the next door for you.',
    tense:
      'Habits of thought pull against your path of growth, so familiar opinions can keep out the new ideas you need. A willingness to learn something unfamiliar moves you on.',
  },
  'Mercury|Ascendant': {
    conjunction:
      'Mercury on your Ascendant makes you come across as quick, curious and talkative; people meet your mind first.',
    flowing: 'You express yourself clearly and easily, and first conversations tend to go well for you.',
    tense:
      'Your words and your manner can send different signals, so what you say is sometimes misread. Checking that you have been understood saves trouble.',
  },
  'Mercury|Midheaven': {
    conjunction:
      'Mercury near your Midheaven points your career towards words, ideas, trade or teaching, and you become known for what you say.',
    flowing:
      'Your skill with words serves your ambitions naturally, and your work benefits from your ability to explain.',
    tense:
      'Your thinking and your public goals pull against each other, and you may doubt how you sound in professional settings. A role that uses your mind fully resolves it.',
  },
  'Venus|Mars': {
    conjunction:
      'Venus and Mars together blend attraction with desire: you are warm, passionate and magnetic, and you go after what you love. Romantic and creative energy run high in you.',
    flowing:
      'Affection and desire cooperate in you, so you pursue love and pleasure easily and with an instinct for timing.',
    tense:
      'Your Venus and Mars set the wish for harmony against the wish to have your way, so love can swing between attraction and conflict. That friction fuels real passion and creative drive.',
  },
  'Venus|Jupiter': {
    conjunction:
      'Jupiter with Venus doubles your warmth, generosity and love of good things. You attract affection, and can be extravagant with money, food or praise.',
    flowing:
      'Kindness and good taste come easily to you, people enjoy your company, and good fortune often arrives through relationships.',
    tense:
      'Your Venus and Jupiter tempt you towards too much: spending, indulging or expecting love to be perfect. Knowing when enough is enough makes your generosity last.',
  },
  'Venus|Saturn': {
    conjunction:
      'Saturn with your Venus makes you serious about love: cautious, loyal and slow to trust, with a taste for quality and lasting things. Affection deepens with time and often flowers later in life.',
    flowing:
      'You bring commitment and steadiness to love and money, and what you build in relationships endures.',
    tense:
      'Love can feel rationed when Venus and Saturn clash: you may fear rejection or feel held back from the affection you want. Patience and self-respect turn this into a love that is mature and secure.',
  },
  'Venus|Uranus': {
    conjunction:
      'Uranus on your Venus brings sudden attractions, unusual tastes and a need for freedom in love. You are drawn to the unexpected and bored by the predictable.',
    flowing: 'You bring originality to love and art, and keep relationships fresh without needing drama.',
    tense:
      'Your Venus and Uranus pull between closeness and freedom, so relationships may start and end abruptly. A bond that gives both people room settles this.',
  },
  'Venus|Neptune': {
    conjunction:
      'Neptune with Venus gives you a romantic, artistic soul: you love ideally, feel beauty keenly and can be devoted to the point of sacrifice. Seeing people as they are keeps disappointment at bay.',
    flowing:
      'Your imagination enriches love and art, and you bring tenderness and a sense of magic to the people you care for.',
    tense:
      'Love and longing blur between your Venus and Neptune, so you may fall for an ideal, a rescue or someone unavailable. Clear eyes keep your devotion for people who return it.',
  },
  'Venus|Pluto': {
    conjunction:
      'Pluto with your Venus makes love intense and transforming: you love completely, attract strongly, and are changed by your relationships. Jealousy and possessiveness are the shadow to watch.',
    flowing:
      'Your affections run deep and loyal, and your relationships have the power to heal and renew you.',
    tense:
      'Your Venus and Pluto bring power, jealousy and obsession into love, with a fear of being abandoned or controlled. Facing those fears honestly makes your love profound and trustworthy.',
  },
  'Venus|Chiron': {
    conjunction:
      'Love carries an old wound when Chiron sits with your Venus, often around feeling lovable or attractive. Through it you learn a compassionate, accepting kind of love.',
    flowing: 'You see beauty in imperfection and offer a love that helps people accept themselves.',
    tense:
      'Insecurity about your worth in love surfaces when Venus and Chiron clash, and you may settle for less or try too hard to please. Valuing yourself first changes whom you attract.',
  },
  'Venus|North_Node': {
    conjunction:
      'Venus on your North Node makes love, beauty and cooperation part of your path, and relationships move you forward.',
    flowing: 'Your charm and your values support your growth, and partnerships open doors for you.',
    tense:
      'What feels comfortable in love and what helps you grow pull apart, and you may return to familiar patterns in relationships. Choosing growth over mere pleasantness pays off.',
  },
  'Venus|Ascendant': {
    conjunction:
      'Venus on your Ascendant gives you charm and an appealing presence; people find you easy to like on sight.',
    flowing: 'Your manner is graceful and pleasant, and you smooth social situations without effort.',
    tense:
      'What you value and how you present yourself do not quite match, and you may worry about how attractive you seem. Dressing and acting for yourself rather than for approval eases it.',
  },
  'Venus|Midheaven': {
    conjunction:
      'Venus near your Midheaven favours a career in art, beauty, diplomacy or working with people, and your reputation benefits from your charm.',
    flowing: 'Your likeability and taste serve your ambitions, and colleagues tend to help you along.',
    tense:
      'Love and career compete for your time, or what you enjoy clashes with what your work demands. Work you genuinely value settles the tension.',
  },
  'Mars|Jupiter': {
    conjunction:
      'Jupiter expands your Mars: you are bold, enterprising and full of energy for causes and adventures. You can take on too much at once.',
    flowing:
      'Energy and confidence work together in you, and you act with enthusiasm and good timing, often in sport, travel or enterprise.',
    tense:
      'Your Mars and Jupiter drive you to overdo things: risks too large, promises too many, a temper too quick. Aimed at a worthwhile goal, that force achieves a great deal.',
  },
  'Mars|Saturn': {
    conjunction:
      'Saturn with your Mars pairs drive with discipline: you have endurance and self-control, though frustration builds when you are held back. Your strength shows over the long haul.',
    flowing: 'You work hard and steadily, with your energy under control, and you finish what you start.',
    tense:
      'Your Mars and Saturn feel like one foot on the accelerator and the other on the brake, so anger is held in or bursts out after long restraint. Acting with patience turns frustration into formidable persistence.',
  },
  'Mars|Uranus': {
    conjunction:
      'Uranus charges your Mars with sudden energy: you act on impulse, resist control and are drawn to risk and invention. Haste is behind most of your mishaps.',
    flowing: 'You act quickly and inventively, and you handle the unexpected with nerve.',
    tense:
      'Sudden impulses, rebellion and a short fuse come with the clash of your Mars and Uranus, and you may break away abruptly when restricted. Freedom you plan for serves you better than freedom you seize.',
  },
  'Mars|Neptune': {
    conjunction:
      'Neptune softens your Mars, so your drive follows ideals and inspiration rather than plain ambition, and you may act through art or for a cause. Your energy ebbs and flows unpredictably.',
    flowing:
      'Intuition and compassion guide your actions, and you work well for causes larger than yourself.',
    tense:
      'Your Mars and Neptune can confuse what you want, so energy drains away, motives blur or you act indirectly. Clear goals and honest dealings bring your drive back into focus.',
  },
  'Mars|Pluto': {
    conjunction:
      'Pluto with your Mars gives you formidable willpower and intensity: once committed, you do not give up. Anger runs deep in you and needs a constructive outlet.',
    flowing: 'You have great reserves of strength and can push through challenges that defeat others.',
    tense:
      'Power struggles and buried anger come with the friction of Mars and Pluto, and conflicts can harden into battles of will. Turned on real obstacles rather than on people, that force becomes transformative.',
  },
  'Mars|Chiron': {
    conjunction:
      'Asserting yourself or showing anger can feel risky with Chiron on your Mars, as if an old wound sat right there. As you learn to stand up for yourself, you become a fierce defender of others.',
    flowing: 'You act to help and heal, and your courage is steadier for knowing what it costs.',
    tense:
      'Your Mars and Chiron make self-assertion painful, so you may hesitate to fight for yourself or overreact when hurt. Acting in spite of the doubt restores your confidence.',
  },
  'Mars|North_Node': {
    conjunction:
      'Mars on your North Node makes courage and initiative your path: you grow when you act boldly.',
    flowing: 'Your drive supports your direction of growth, and taking action clears your way.',
    tense:
      'Your energy tends to run along familiar lines rather than towards growth, and old battles can distract you. Pointing your drive at new goals moves you forward.',
  },
  'Mars|Ascendant': {
    conjunction:
      'Mars on your Ascendant makes you come across as energetic, direct and competitive, and people sense your force the moment they meet you.',
    flowing:
      'Your physical energy and your manner combine well, so you come across as confident and capable.',
    tense:
      'Your drive and your manner clash, so you may seem more aggressive, or more hesitant, than you mean to be. Knowing the first impression you make lets you meet people on your own terms.',
  },
  'Mars|Midheaven': {
    conjunction:
      'Mars near your Midheaven fires your ambition: you pursue your career with energy and may be known for leadership or a competitive streak.',
    flowing: 'Your energy serves your goals, and you take the initiative in your career without hesitation.',
    tense:
      'Ambition and energy pull in different directions, bringing conflict with people in authority or between home and career. Choosing your battles wisely builds your reputation.',
  },
  'Jupiter|Saturn': {
    conjunction:
      'Jupiter and Saturn together balance hope with realism: you expand carefully and build growth that lasts. They meet every twenty years, so your peers share this sober ambition.',
    flowing: 'You combine vision with practicality, knowing when to push ahead and when to consolidate.',
    tense:
      'Optimism and caution take turns in you, so you may swing from overreaching to holding back. A rhythm of growth and consolidation makes your progress steady.',
  },
  'Jupiter|Uranus': {
    conjunction:
      'Uranus with your Jupiter brings sudden luck, a taste for freedom and faith in new ideas. Breakthroughs tend to come out of the blue.',
    flowing:
      'You spot the opportunity in change and greet the new with optimism, often at just the right moment.',
    tense:
      'Your Jupiter and Uranus bring a restless hunger for freedom that can make you leap before you look. A plan under the enthusiasm lets the breakthroughs stick.',
  },
  'Jupiter|Neptune': {
    conjunction:
      'Neptune with your Jupiter gives you a generous, spiritual imagination and a great capacity for faith and compassion. Idealism can outrun reality, especially with money or causes.',
    flowing:
      'Faith and imagination work together in you, drawing you to art, spirituality or helping those in need.',
    tense:
      'Hopes can swell into illusions between your Jupiter and Neptune, and you may believe in people or schemes too readily. Discernment protects your generosity from those who would exploit it.',
  },
  'Jupiter|Pluto': {
    conjunction:
      'Pluto with your Jupiter gives you ambition on a large scale and the conviction to pursue it. You are drawn to influence and to transforming whatever you touch.',
    flowing:
      'You have a gift for regenerating resources and situations, and your convictions carry real weight.',
    tense:
      'Your Jupiter and Pluto make you want more power or certainty than is good for you, and beliefs can harden into crusades. Humility keeps your great drive in the service of others.',
  },
  'Jupiter|Chiron': {
    conjunction:
      'Your Jupiter and Chiron together link growth with healing: you find meaning through hardship and share it generously. Teaching and counselling come naturally.',
    flowing: 'Your optimism helps others recover, and you see the lesson in difficult experiences.',
    tense:
      'Faith can feel fragile when Jupiter and Chiron clash, or you may help others too much to avoid your own hurt. Trusting your own recovery gives your wisdom depth.',
  },
  'Jupiter|North_Node': {
    conjunction:
      'Jupiter on your North Node blesses your path with growth and opportunity: following your direction brings luck and meaning.',
    flowing: 'Generosity and faith support your path, and mentors appear when you need them.',
    tense:
      'Comfort with what you already believe can pull you away from the growth you need. Questioning old certainties opens your way.',
  },
  'Jupiter|Ascendant': {
    conjunction:
      'Jupiter on your Ascendant gives you an expansive, friendly presence: people see you as generous, optimistic and larger than life.',
    flowing: 'Your goodwill shows in your manner, and doors tend to open when you walk up to them.',
    tense:
      'Your manner can promise more than you deliver, or your confidence can overwhelm the people you meet. Matching generosity to your means keeps their trust.',
  },
  'Jupiter|Midheaven': {
    conjunction:
      'Jupiter near your Midheaven brings opportunity and recognition in your career, often through teaching, law, publishing or travel.',
    flowing: 'Your career grows steadily, helped by your optimism and good connections.',
    tense:
      'Your ambitions can outgrow what is realistic, or public success can strain private life. Achievable goals keep your rise steady.',
  },
  'Saturn|Uranus': {
    conjunction:
      'Saturn and Uranus together hold tradition and change in one place: you reform from within and build new structures that last. Many people born within a year or two of you have it too.',
    flowing: 'You can bring about change without chaos, combining discipline with original thinking.',
    tense:
      'The old and the new contend in you, so you swing between holding on and breaking free, a struggle shared by peers born around the same time. Building change step by step resolves it.',
  },
  'Saturn|Neptune': {
    conjunction:
      'Saturn and Neptune together give structure to dreams: you can make ideals practical, though doubt and disillusionment may come first. Most people born within a year of you share it.',
    flowing: 'You ground vision in discipline, a strength for art, healing or service.',
    tense:
      'Reality and dreams pull against each other between your Saturn and Neptune, so fear and confusion can wear away your structures or your faith. Patient, practical steps towards an ideal rebuild trust.',
  },
  'Saturn|Pluto': {
    conjunction:
      'Saturn and Pluto together give you enormous endurance and a grave sense of power and responsibility, shared with everyone born in the same year or two. Hardship forges your strength.',
    flowing: 'You have deep staying power and can rebuild from the ground up when things fall apart.',
    tense:
      'Your Saturn and Pluto bring heavy pressures, fears of loss and struggles with authority. Enduring them gives you unshakeable resilience.',
  },
  'Saturn|Chiron': {
    conjunction:
      'Chiron with your Saturn ties an old wound to duty or limits, perhaps a sense of being judged or never good enough. Facing it brings mastery, and you become a wise guide for others.',
    flowing: 'You bring patience and structure to healing, your own and other people’s.',
    tense:
      'Fears of failure and inadequacy are pressed when Saturn and Chiron clash. Working steadily through them builds a deep, quiet authority.',
  },
  'Saturn|North_Node': {
    conjunction:
      'Saturn on your North Node makes responsibility and discipline your path: growth comes slowly and lasts.',
    flowing: 'Your sense of duty supports your growth, and hard work pays off in the right direction.',
    tense:
      'Fear of failure may keep you in familiar duties rather than the growth you need. Taking on a responsibility that stretches you moves you forward.',
  },
  'Saturn|Ascendant': {
    conjunction:
      'Saturn on your Ascendant gives you a reserved, serious manner: people see you as responsible and older than your years. Your warmth shows once trust is built.',
    flowing: 'Your manner conveys reliability and composure, and people trust you with responsibility.',
    tense:
      'Saturn against your Ascendant makes you self-conscious or guarded, and relationships can feel like hard work. Over time this builds a steady self-possession.',
  },
  'Saturn|Midheaven': {
    conjunction:
      'Saturn near your Midheaven makes career a serious matter: you climb slowly and earn lasting authority, often later in life.',
    flowing: 'You build your career patiently, and your reputation rests on reliability.',
    tense:
      'Obstacles and pressure from authority slow your rise, and duties at home may weigh on your career. Persistence builds a reputation no one can shake.',
  },
  'Uranus|Neptune': {
    conjunction:
      'Uranus and Neptune meet only once in about 170 years, and everyone born within a few years of you carries their conjunction: idealism fused with invention, and a dream of forms no one has tried. It speaks through you when you give a vision a new shape.',
    flowing:
      'Uranus and Neptune cooperate across your whole generation, lending you and your peers an intuitive, inventive idealism. It becomes personal where it touches your own planets.',
    tense:
      'The tension between Uranus and Neptune belongs to your whole generation: a restlessness between ideals and the shock of the new. It matters personally only where it touches your own planets or angles.',
  },
  'Uranus|Pluto': {
    conjunction:
      'Uranus and Pluto meet about every hundred and thirty years, and everyone born within a few years of you carries their conjunction of revolution and transformation. You share with your peers an urge to overturn what no longer works.',
    flowing:
      'For your generation Uranus and Pluto work together, making upheaval easier to absorb and reinvention a shared talent.',
    tense:
      'Uranus in tension with Pluto marks your whole generation with the pressure of radical change and power struggles in society. It is personal where it touches your own planets or angles.',
  },
  'Uranus|Chiron': {
    conjunction:
      'Feeling different or cut off is the old wound where Chiron meets your Uranus. Embracing your difference becomes a way of freeing others as well.',
    flowing: 'Insight into pain comes to you in flashes, and you find unconventional ways to heal.',
    tense:
      'Sudden upsets around independence and belonging follow the tension of Uranus and Chiron. Each shock teaches you to be free without being alone.',
  },
  'Uranus|North_Node': {
    conjunction:
      'Uranus on your North Node makes independence and originality your path: you grow by breaking from convention.',
    flowing:
      'Your independent streak supports your growth, and unexpected turns tend to work in your favour.',
    tense:
      'Sudden changes can throw you off course, or rebellion can become a habit that stalls your growth. Choosing the freedom that serves your direction makes the difference.',
  },
  'Uranus|Ascendant': {
    conjunction:
      'Uranus on your Ascendant makes you come across as unusual, independent and a little unpredictable; you stand out without trying.',
    flowing: 'Your originality shows easily, and people find it refreshing rather than strange.',
    tense:
      'Your need for freedom unsettles how you relate, and you may push people away when they come too close. Letting them in on your own terms restores the balance.',
  },
  'Uranus|Midheaven': {
    conjunction:
      'Uranus near your Midheaven brings an unconventional career with sudden turns: you need work that gives you freedom and room to innovate.',
    flowing:
      'Innovation serves your ambitions, and your career benefits from fresh ideas and new technology.',
    tense:
      'Career changes come suddenly, and you may clash with authority or feel trapped by convention. Work that allows independence steadies your path.',
  },
  'Neptune|Pluto': {
    conjunction:
      'Neptune and Pluto meet about once in five hundred years, so this conjunction belongs to a whole generation: a deep shift in beliefs and in the collective imagination.',
    flowing:
      'Neptune and Pluto hold an easy aspect for decades at a time, a background of slow spiritual and cultural change shared by almost everyone born in those years. It becomes personal only where it touches your own planets.',
    tense:
      'A square or opposition of Neptune and Pluto is generational, shared by everyone born over many years, and marks a collective struggle over belief and power.',
  },
  'Neptune|Chiron': {
    conjunction:
      'Healing, compassion and spirituality meet where Chiron joins your Neptune: you feel others’ suffering keenly and find meaning in easing it.',
    flowing: 'Your imagination and compassion support healing, and art or spiritual practice helps you mend.',
    tense:
      'Wounds are hard to see clearly when Neptune and Chiron clash, and escape or self-sacrifice may tempt you. Compassion for yourself is the remedy.',
  },
  'Neptune|North_Node': {
    conjunction:
      'Neptune on your North Node makes imagination, compassion and spirituality your path; you grow by trusting what you cannot prove.',
    flowing: 'Intuition supports your growth, and inspiration shows you where to go.',
    tense:
      'Illusion or escape can pull you from your path, and your direction may seem unclear for a time. A grounded daily practice helps you see it.',
  },
  'Neptune|Ascendant': {
    conjunction:
      'Neptune on your Ascendant gives you a dreamy, elusive presence; people project onto you and see what they wish to see.',
    flowing:
      'Your sensitivity and imagination show in your manner, and people find you gentle and inspiring.',
    tense:
      'Others may misunderstand you, and you can lose yourself in relationships. Clear boundaries help people meet the real you.',
  },
  'Neptune|Midheaven': {
    conjunction:
      'Neptune near your Midheaven draws you to a vocation in art, healing, spirituality or service, though your public image can be hard to pin down.',
    flowing: 'Imagination and compassion serve your career, and creative or caring work suits you.',
    tense:
      'Your career direction can feel foggy, or your reputation suffers from misunderstandings. Practical steps towards your ideals bring clarity.',
  },
  'Pluto|Chiron': {
    conjunction:
      'Chiron with your Pluto links deep wounds with transformation: what hurts you most becomes the source of your power to heal.',
    flowing: 'You have a gift for deep healing, your own and others’, and can face what others avoid.',
    tense:
      'Your Pluto and Chiron bring intense experiences of hurt and control, and healing takes deep work. Going to the root frees you.',
  },
  'Pluto|North_Node': {
    conjunction:
      'Pluto on your North Node makes transformation your path: you grow through crises that change you profoundly.',
    flowing: 'Your inner strength supports your growth, and deep change comes when you need it.',
    tense:
      'Compulsions or power struggles can keep you on familiar ground. Letting go of control opens the way forward.',
  },
  'Pluto|Ascendant': {
    conjunction:
      'Pluto on your Ascendant gives you an intense, magnetic presence: people feel your depth before you speak, and you guard your privacy.',
    flowing: 'Your inner strength shows quietly, and people sense they can trust you with serious matters.',
    tense:
      'Your intensity can seem intimidating, and relationships may turn into power struggles. Letting others see your vulnerability softens the effect.',
  },
  'Pluto|Midheaven': {
    conjunction:
      'Pluto near your Midheaven drives ambition towards power and influence, and your career may pass through dramatic reinventions.',
    flowing: 'You bring strategic insight to your career and can transform organisations, or your own path.',
    tense:
      'Power struggles with authority or dramatic turns in your career test you. Using influence responsibly builds lasting standing.',
  },
  'Chiron|North_Node': {
    conjunction:
      'Chiron on your North Node makes healing part of your path: facing your wound leads you forward and lets you help others.',
    flowing: 'Your experience of hurt supports your growth, and you grow by helping others heal.',
    tense: 'An old wound can pull you back to familiar patterns. Tending it honestly frees you to move on.',
  },
  'Chiron|Ascendant': {
    conjunction:
      'Chiron on your Ascendant shows a sensitivity in how you meet the world, perhaps self-consciousness about your appearance or presence. People often confide their own hurts in you.',
    flowing: 'Your gentleness shows in your manner, and people feel understood by you.',
    tense:
      'Self-consciousness can make meeting people awkward, and you may feel either on show or overlooked. Accepting yourself as you are eases it.',
  },
  'Chiron|Midheaven': {
    conjunction:
      'Chiron near your Midheaven points to a vocation in healing, teaching or helping, shaped by your own wounds.',
    flowing: 'Your understanding of pain serves your work, and the caring professions suit you.',
    tense:
      'Doubts about your place in the world or your achievements can hold your career back. Using your experience to help others turns it into strength.',
  },
  'North_Node|Ascendant': {
    conjunction:
      'Your North Node on the Ascendant makes independence and self-development your path: you grow by putting yourself forward.',
    flowing: 'Your way of meeting the world supports your growth, and new starts come easily.',
    tense:
      'Your instinctive way of meeting people and your path of growth pull apart, so what feels natural in company may not move you forward. A new approach to people opens the way.',
  },
  'North_Node|Midheaven': {
    conjunction:
      'Your North Node near the Midheaven makes career and public life your direction: you grow by taking your place in the world.',
    flowing:
      'Your public aims and your path of growth support each other, and work leads you where you need to go.',
    tense:
      'Career and your path of growth pull apart, or home and public life compete for you. Choosing the direction that stretches you pays off.',
  },
};

/**
 * A point opposite the North Node stands on the South Node, and tradition reads it as that
 * conjunction: a gift brought in ready-made, and a habit to lean on less.
 */
export const SOUTH_NODE_CONJUNCTION_TEXT: Record<Exclude<AspectPoint, 'North_Node'>, string> = {
  Sun: 'Your sense of self sits on the South Node: who you already are comes easily, perhaps too easily, and the growth lies in not resting on it.',
  Moon: 'Your emotional habits sit on the South Node: the comfort you reach for first is old and familiar, and your growth asks you to reach a little further.',
  Mercury:
    'Your mind sits on the South Node: a way of thinking that came ready-made is both a talent and a rut, and new ideas are worth the effort.',
  Venus:
    'Venus on the South Node brings charm and taste you did not have to learn, and a pull toward familiar people and pleasures; love grows when you choose it over comfort.',
  Mars: 'Mars on the South Node gives you a fighting style you were born knowing; your growth lies in spending that force on something new.',
  Jupiter:
    'Jupiter on the South Node brings old luck and a ready faith; trusting it less and seeking fresh meaning is where you grow.',
  Saturn:
    'Saturn on the South Node makes duty and caution an old habit; the work is to let the rules serve your growth rather than stand in for it.',
  Uranus:
    'Uranus on the South Node makes breaking away an old reflex; growth comes from building something with what you have rebelled against.',
  Neptune:
    'Neptune on the South Node makes dreaming and escape familiar ground; growth comes from bringing the vision down to earth.',
  Pluto:
    'Pluto on the South Node makes intensity and control an old habit; growth comes from letting power pass through you rather than gripping it.',
  Chiron:
    'Chiron on the South Node makes an old wound feel like home; growth comes from healing forward rather than returning to it.',
  Ascendant:
    'The South Node on your Ascendant means you come across in a style that feels ready-made, even inherited; the growth the North Node asks for lies with other people, in your partnerships.',
  Midheaven:
    'The South Node on your Midheaven makes public achievement familiar ground; your growth lies at home and in your private life.',
};

/**
 * The pair texts that promise a planet's gifts come easily, each with what a pair says when one
 * of its planets is in its detriment or fall (`{weak}`: "Venus in its fall"). Without this the
 * aspect list says "your charm is so natural" under a paragraph that has just called the same
 * Venus a learned grace (Pelé), or "easy to read" of a Moon in Scorpio (Chaplin).
 */
export const STRONG_ASPECT_TEXT: Partial<Record<string, Partial<Record<'conjunction' | 'flowing', string>>>> =
  {
    'Sun|Ascendant': {
      conjunction:
        'With your Sun on the Ascendant, who you are is on show from the first meeting, but with {weak} what shows is the effort more than the ease: people see someone still proving themselves.',
      flowing:
        'Your inner purpose and your outward manner work together, though with {weak} people take a while to read you rightly.',
    },
    'Sun|Midheaven': {
      conjunction:
        'Your Sun near the Midheaven puts your identity on public view; with {weak}, though, the standing you want is built step by step rather than granted.',
      flowing:
        'Your ambitions fit your nature, though with {weak} recognition follows the work rather than arriving first.',
    },
    'Moon|Ascendant': {
      conjunction:
        'Your Moon near the Ascendant makes your feelings part of every first impression, but with {weak} they show as intensity rather than openness: people sense a mood long before they can read it.',
      flowing:
        'Your feelings and your manner agree, though with {weak} you are guarded at first and give your warmth fully only to those who have earned it.',
    },
    'Moon|Venus': {
      conjunction:
        // Sign-neutral: Venus is debilitated in impulsive Aries as in guarded Scorpio, and "shown with
        // care, to fewer people" contradicted an Aries Venus that "goes after" whom it wants (review r27).
        'Your Moon and Venus join comfort and affection, and with {weak} the tenderness is real but given on its own terms, not always in the form others expect.',
      flowing:
        'Your feelings and your affections support each other, and with {weak} your warmth is a kindness you practise rather than a charm you were handed.',
    },
    'Venus|Mars': {
      conjunction:
        'Venus and Mars together join affection and desire, but with {weak} the two do not pull evenly: affection and desire seldom arrive at the same moment, and friction flares when feelings go unspoken.',
    },
    'Moon|Jupiter': {
      flowing:
        'Your Moon and Jupiter support each other, and with {weak} your optimism is the kind that is earned: you recover from setbacks by doing the next sensible thing rather than by trusting that life provides.',
    },
    'Mercury|Ascendant': {
      flowing:
        'Your words and your manner agree, and with {weak} what you say lands best when you have taken the time to shape it.',
    },
    'Mercury|Midheaven': {
      flowing:
        'Your mind serves your ambitions, and with {weak} your work benefits most from the explanations you have prepared.',
    },
    'Venus|Ascendant': {
      conjunction:
        'Venus on your Ascendant puts grace into how you come across, and with {weak} it is a grace you have worked at: people notice your care before your charm.',
      flowing:
        'Your manner is pleasant and considered, and with {weak} the ease people see is something you have practised.',
    },
    'Venus|Midheaven': {
      conjunction:
        'Venus near your Midheaven favours a career in art, beauty, diplomacy or working with people, and with {weak} your reputation rests on taste you have trained rather than on charm alone.',
      flowing:
        'Your taste serves your ambitions, and with {weak} you win colleagues’ goodwill by care more than by likeability.',
    },
    'Mars|Ascendant': {
      flowing:
        'Your energy and your manner work together, and with {weak} the confidence people see is steady rather than forceful.',
    },
    'Mars|Midheaven': {
      flowing:
        'Your energy serves your goals, and with {weak} your career advances by persistence more than by bold moves.',
    },
    'Jupiter|Ascendant': {
      conjunction:
        'Jupiter on your Ascendant gives you a generous presence, and with {weak} the generosity is measured: people see someone who gives with care rather than freely.',
      flowing:
        'Your goodwill shows in your manner, and with {weak} doors open because people have seen you keep your word.',
    },
    'Jupiter|Midheaven': {
      flowing:
        'Your career grows steadily, and with {weak} it grows through judgement and good work more than through luck or connections.',
    },
  };

/**
 * The sextile and the opposition told apart from the trine and the square they share a family
 * with: a sextile is an opening that asks to be used, an opposition a pull between two ends that
 * other people often play out. One text per pair, read in place of the family's text, so two
 * readers with one pair share a sentence only when the aspect itself agrees (review: the family
 * text was word for word in five reports of forty).
 */
export const ASPECT_KIND_TEXT: Partial<Record<string, Partial<Record<'sextile' | 'opposition', string>>>> = {
  'Sun|Moon': {
    sextile:
      'Your Sun and Moon are on friendly terms: what you want and what you need can work together, and a little effort turns that goodwill into a settled life.',
    opposition:
      'Born near a full Moon, you feel your will and your needs facing each other across a room, and partners often mirror whichever side you neglect. The task is to hold both in view at once.',
  },
  'Sun|Mars': {
    sextile: 'Mars offers your Sun a ready supply of energy.',
    opposition:
      'Your Sun and Mars face each other, so other people often supply the fight: rivals, competitors and the occasional hothead. Learning which battles are yours saves you a great deal of heat.',
  },
  'Sun|Jupiter': {
    sextile:
      'Jupiter opens small doors for your Sun: a helpful contact, a well-timed chance. Saying yes to them is how your luck compounds.',
    opposition:
      'Your Sun and Jupiter pull across the chart, so you swing between modesty and grand promises, and generous people sometimes lead you to overreach. A sense of proportion makes the optimism pay.',
  },
  'Sun|Saturn': {
    sextile:
      'Saturn lends your Sun a quiet practicality: you know how to organise an aim, and small disciplines bring steady results.',
    opposition:
      "Saturn opposes your Sun, and authority figures, rules and other people's expectations seem to stand in your way. In time you become the authority you once resented, fairer for knowing how it feels.",
  },
  'Sun|Uranus': {
    sextile: 'Uranus offers your Sun openings to try something new.',
    opposition:
      'With Uranus opposite your Sun, upheaval often arrives through other people: partners who need freedom, sudden departures, rebels who unsettle you. Claiming your own independence calms the pattern.',
  },
  'Sun|Neptune': {
    sextile:
      'Neptune gives your Sun a gentle imaginative gift, and art, music or quiet service open easily when you make room for them.',
    opposition:
      "Neptune across from your Sun means you may see in others the ideal you have not claimed, and be let down when they turn out human. Knowing your own dream keeps you from living someone else's.",
  },
  'Sun|Pluto': {
    sextile:
      'Pluto offers your Sun a steady capacity for renewal, and when a situation needs overhauling, you know where to begin.',
    opposition:
      'Pluto faces your Sun, so power struggles tend to come at you through other people: controlling partners, forceful bosses, crises not of your making. Each one shows you your own strength.',
  },
  'Moon|Mercury': {
    sextile: 'Your Moon and Mercury help each other, so you can name a feeling when you choose to.',
    opposition:
      'With the Moon opposite Mercury, heart and head take turns, and you may argue with loved ones about feelings you have not yet sorted out. Listening first brings the two sides together.',
  },
  'Moon|Venus': {
    sextile:
      'Your Moon and Venus lend each other warmth, and a little attention to comfort and beauty restores your mood quickly.',
    opposition: 'Your Moon opposes Venus: what comforts you and what charms you are not always the same.',
  },
  'Moon|Mars': {
    sextile: 'Your Moon and Mars cooperate, so you can turn a feeling into action when it counts.',
    opposition:
      'Mars opposite your Moon means other people can seem to provoke you, and arguments at home flare from needs no one named.',
  },
  'Moon|Jupiter': {
    sextile:
      'Your Moon and Jupiter open a warm channel, and generosity, travel or a good laugh lifts your spirits when you reach for it.',
    opposition:
      'With Jupiter across from your Moon, your feelings swell and you may promise others more comfort than you can give. Measure keeps your generosity from emptying you.',
  },
  'Moon|Saturn': {
    sextile:
      'Your Moon and Saturn work together quietly, and routines you choose give your feelings a steady frame.',
    opposition:
      'Saturn opposes your Moon, and duty and need compete, and you may meet coolness in people you hoped would comfort you. Learning to comfort yourself makes you less dependent on their warmth.',
  },
  'Moon|Uranus': {
    sextile: 'Your Moon and Uranus give you an easy knack for change.',
    opposition:
      'Because Uranus opposes your Moon, closeness and freedom tug from opposite ends, and partners may pull away just as you settle, or you may.',
  },
  'Moon|Neptune': {
    sextile: 'Your Moon and Neptune lend you a soft, intuitive touch.',
    opposition:
      "Neptune, opposite your Moon, can blur where you end: you may take on other people's moods or idealise those who need you. Clear boundaries let your compassion help without drowning you.",
  },
  'Moon|Pluto': {
    sextile: 'Your Moon and Pluto give you an emotional resilience you can draw on.',
    opposition:
      'In the pull between your Moon and Pluto, intense bonds and power struggles in close relationships are part of your story. Each crisis, met honestly, leaves you stronger and freer.',
  },
  'Mercury|Mars': {
    sextile:
      'Mercury and Mars help each other, so you think on your feet and can argue a case briskly when it matters.',
    opposition:
      'Mercury opposite Mars makes talk a sparring ground: conversations can turn into contests, and other people seem to pick the fight.',
  },
  'Mercury|Jupiter': {
    sextile: 'Mercury and Jupiter open your mind to good ideas and good contacts.',
    opposition:
      'When Jupiter opposes your Mercury, you can lose detail in the big picture or debate beliefs with people who see it differently.',
  },
  'Mercury|Saturn': {
    sextile:
      'Mercury and Saturn give you a patient, organised mind, and structured study rewards you steadily.',
    opposition:
      'Saturn across from Mercury means others may doubt your ideas, or you may feel talked down to. Preparing well gives you the confidence your thinking deserves.',
  },
  'Mercury|Uranus': {
    sextile:
      'Mercury and Uranus give you flashes of insight, and new technology or unusual subjects come easily when you turn to them.',
    opposition:
      "Opposed by Uranus, your Mercury is restless, and other people's opinions jolt you into new ideas, and you can be contrary on principle.",
  },
  'Mercury|Neptune': {
    sextile:
      'Mercury and Neptune lend your mind imagination and a gift for images, useful in writing, music or any art.',
    opposition:
      'Neptune opposing Mercury clouds the message: you can be misled by what others say, or say something vaguer than you meant. Writing it down keeps the facts clear.',
  },
  'Mercury|Pluto': {
    sextile:
      "Mercury and Pluto give you a researcher's focus, and you can get to the heart of a problem when you decide to.",
    opposition:
      'Between Mercury and Pluto, set opposite, conversations can become battles of will, and you meet people who try to control what you think. Your own insight is the best defence.',
  },
  'Venus|Mars': {
    sextile: 'Venus and Mars open an easy channel between affection and desire.',
    opposition:
      'Venus opposite Mars sets up a charged pull: attraction comes with friction, and you are drawn to partners who challenge you. The spark stays warm when neither has to win.',
  },
  'Venus|Jupiter': {
    sextile:
      'Venus and Jupiter bring opportunities for pleasure and friendship, and a generous gesture often comes back to you.',
    opposition:
      'With Jupiter opposing Venus, you may expect a partner or a purchase to bring more joy than it can.',
  },
  'Venus|Saturn': {
    sextile:
      'Venus and Saturn give your affections steadiness, and a relationship you work at grows stronger each year.',
    opposition:
      'Saturn opposite your Venus can make love feel rationed: you may attract partners who are cool, older or hard to reach, or feel love must be earned. Patience and self-worth turn that into a bond that lasts.',
  },
  'Venus|Uranus': {
    sextile: 'Venus and Uranus bring chances for unusual friendships and surprising romance.',
    opposition:
      'Uranus opposes your Venus, so partners may come and go suddenly, or need more freedom than you planned for.',
  },
  'Venus|Neptune': {
    sextile:
      'Venus and Neptune give you a gentle artistic gift and a kind heart, easy to use when you turn to music, art or care.',
    opposition:
      'Neptune across from Venus veils the beloved: you may see partners as you wish them to be, and be disappointed by who they are.',
  },
  'Venus|Pluto': {
    sextile: 'Venus and Pluto give your affections depth and staying power.',
    opposition:
      'Pluto opposite Venus deepens every attachment, and love can bring power struggles, jealousy or partners who want control.',
  },
  'Mars|Jupiter': {
    sextile:
      'Mars and Jupiter offer you chances to act boldly, and effort in a cause you believe in tends to be rewarded.',
    opposition:
      'Jupiter opposing your Mars inflates the drive: you may take on more than you can carry, urged on by people with bigger plans than yours.',
  },
  'Mars|Saturn': {
    sextile:
      'Mars and Saturn give your drive discipline, and careful, sustained effort gets you further than most.',
    opposition:
      'Saturn across from Mars works like a brake: others may block or restrain you just as you want to act. Patience and strategy turn that resistance into strength.',
  },
  'Mars|Uranus': {
    sextile: 'Mars and Uranus give you quick reflexes and inventive energy.',
    opposition:
      'Mars opposite Uranus is a live wire: sudden conflicts and breakaways tend to come through other people, and you may react before you think. A pause before acting keeps your freedom intact.',
  },
  'Mars|Neptune': {
    sextile: 'Mars and Neptune let you act on intuition and compassion.',
    opposition:
      "Neptune opposing Mars can leak your strength away: your energy can drain into other people's confusion or causes. Knowing what you want keeps you from fighting someone else's fight.",
  },
  'Mars|Pluto': {
    sextile: 'Mars and Pluto give you deep reserves of stamina.',
    opposition:
      'Pluto opposite your Mars raises the stakes: you may meet force and control in others, or find yourself in contests of will. Using your strength openly and fairly disarms most of them.',
  },
  'Jupiter|Saturn': {
    sextile: 'Jupiter and Saturn help each other in you, so hope and caution combine.',
    opposition:
      'Jupiter and Saturn oppose in your chart, and you swing between expansion and restraint, and advisers pull you both ways.',
  },
};
