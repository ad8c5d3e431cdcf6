// Synastry: one person's point in aspect to the other's, written for that pair and aspect family.
// "{A}" owns the first-named point, "{B}" the second; same-point pairs read right in either order.
import type { SynastryPoint, SynastryTable } from './types';

export const SYNASTRY_TEXT: SynastryTable = {
  'Sun|Sun': {
    conjunction:
      '{A} and {B} were born with the Sun in nearly the same place, so you recognise each other’s aims at once. Two similar wills can also compete for the same spotlight.',
    flowing:
      '{A}’s Sun{A:in} and {B}’s Sun{B:in} sit in harmony, so your temperaments fit easily, and each supports the other’s way of shining.',
    tense:
      'With your Suns at odds, {A} and {B} go about life in different ways, and each can feel the other pulling the opposite way. The contrast helps both grow when each respects it.',
  },
  'Sun|Moon': {
    conjunction:
      '{A}’s Sun on {B}’s Moon is a contact often found between partners: {A} lights up what {B} needs, and gets a sense of home back without having to ask.',
    flowing:
      'Daily life runs smoothly with {A}’s Sun and {B}’s Moon in harmony, because what {A} pursues sits comfortably with what {B} feels.',
    tense:
      '{A}’s Sun{A:in} and {B}’s Moon{B:in} pull in different directions, so what {A} sets out to do can unsettle what {B} needs to feel secure. It helps when {A} sees that what {B} needs at those moments is {B:moon}, not the next step.',
  },
  'Sun|Mercury': {
    conjunction:
      '{B}’s Mercury on {A}’s Sun makes for quick understanding, and you talk easily about the goals and ideas {A} brings.',
    flowing:
      'Conversation flows between {A}’s Sun and {B}’s Mercury: {B} finds words for what {A} is aiming at, and the thinking of each brightens the other’s.',
    tense:
      '{B}’s opinions can needle {A}’s sense of self, and small remarks may land as criticism. With {B}’s Mercury{B:in} against {A}’s Sun{A:in}, your debates sharpen both when they stay on ideas rather than on each other.',
  },
  'Sun|Venus': {
    conjunction:
      '{A}’s Sun on {B}’s Venus brings warm affection: {B} admires {A}, who feels appreciated and attractive in return.',
    flowing:
      'Affection comes easily between {A}’s Sun and {B}’s Venus; you enjoy the same pleasures, and {B} makes {A} feel valued.',
    tense:
      'Between {A}’s Sun{A:in} and {B}’s Venus{B:in} there is attraction with a rub of different tastes: {B} loves through {B:venus}, and that does not always suit the way {A} means to live.',
  },
  'Sun|Mars': {
    conjunction:
      '{A}’s Sun and {B}’s Mars together generate energy and attraction: {B} spurs {A} into action, and both feel more alive. The same spark can flare into rivalry.',
    flowing: '{B}’s drive backs {A}’s aims: what {A} sets out to do, {B} has the energy to help finish.',
    tense:
      'Sparks fly between {A}’s Sun and {B}’s Mars: {B} can challenge or provoke {A}, and arguments flare quickly. Shared physical activity gives that energy a better outlet than quarrels.',
  },
  'Sun|Jupiter': {
    conjunction:
      '{B}’s Jupiter on {A}’s Sun is generous and encouraging: {B} believes in {A}, who grows in confidence through the relationship.',
    flowing:
      'Optimism and good luck come with {A}’s Sun and {B}’s Jupiter in harmony, and you enjoy travel, learning and big plans together.',
    tense:
      '{B}’s Jupiter can inflate {A}’s plans beyond what is sensible, or lecture where {A} wanted support. The enthusiasm is real and needs a sense of proportion.',
  },
  'Sun|Saturn': {
    conjunction:
      '{B}’s Saturn on {A}’s Sun brings commitment and weight: {B} steadies and sometimes restricts {A}, and the bond feels serious from the start. It lasts when that caution feels like support rather than judgement.',
    flowing:
      'Durability comes from {A}’s Sun and {B}’s Saturn in harmony: {B} offers structure and loyalty, and receives a warmth that becomes something to rely on.',
    tense:
      'With {B}’s Saturn pressing on {A}’s Sun, {A} may feel judged or held back while {B} feels responsible for keeping things grounded. The bond can endure if both name the pressure rather than resent it.',
  },
  'Sun|Uranus': {
    conjunction:
      '{B}’s Uranus on {A}’s Sun is electric: {B} wakes {A} up to new possibilities, and the relationship feels exciting and unpredictable.',
    flowing:
      '{B}’s Uranus in harmony with {A}’s Sun encourages {A}’s independence, and you give each other room to be yourselves.',
    tense:
      '{B}’s Uranus unsettles {A}’s Sun with sudden changes and a need for freedom, so the bond runs hot and cold. Room for independence keeps it alive.',
  },
  'Sun|Neptune': {
    conjunction:
      '{B}’s Neptune touching {A}’s Sun brings romance and inspiration: {B} idealises {A}, and the bond has a dreamy, spiritual quality that can blur into illusion.',
    flowing:
      'An imaginative, compassionate link joins {A}’s Sun and {B}’s Neptune, and {B} senses {A}’s deeper hopes.',
    tense:
      'Misunderstanding, idealisation or evasion can cloud the link between {A}’s Sun and {B}’s Neptune, so each sees the other through a haze. Plain speaking about practical matters keeps the bond honest.',
  },
  'Sun|Pluto': {
    conjunction:
      '{B}’s Pluto on {A}’s Sun makes a powerful, transforming bond: {B} sees through {A}, who is changed by the relationship, for better or worse.',
    flowing:
      '{A}’s Sun and {B}’s Pluto give the bond depth and staying power, and {B} helps {A} find hidden strength.',
    tense:
      '{B}’s Pluto presses hard on {A}’s Sun, bringing power struggles, jealousy or control. The bond transforms both of you when neither tries to dominate.',
  },
  'Sun|Ascendant': {
    conjunction:
      '{A}’s Sun on {B}’s Ascendant brings instant recognition: {B} feels seen, and {A} is drawn to that way of meeting the world.',
    flowing:
      'From the first meeting {A}’s Sun and {B}’s Ascendant make an easy, friendly fit, and you are comfortable in each other’s company.',
    tense:
      '{A}’s Sun challenges {B}’s Ascendant: {A} can seem to overshadow or oppose the way {B} presents, yet the tension also draws you together. It works when neither tries to outshine the other.',
  },
  'Moon|Moon': {
    conjunction:
      'Your Moons are together, so {A} and {B} share one emotional rhythm: you feel at home with each other and read each other’s moods without explanation.',
    flowing:
      'Your Moons are in harmony, so {A} and {B} keep a similar emotional rhythm and comfort each other naturally.',
    tense:
      'With your Moons at odds, {A} and {B} keep different emotional rhythms, and what soothes one can unsettle the other. Learning how each likes to be comforted makes home easier.',
  },
  'Moon|Mercury': {
    conjunction:
      '{B}’s Mercury on {A}’s Moon lets you talk about feelings easily: {B} puts {A}’s moods into words, and ideas get a warm hearing in return.',
    flowing:
      '{B}’s Mercury speaks easily to {A}’s Moon: the talk between you is sympathetic, and {B} knows how to reassure {A}.',
    tense:
      '{B}’s reasoning can feel cold to {A}, and {A}’s moods can baffle {B}. Listening before explaining helps you understand each other.',
  },
  'Moon|Venus': {
    conjunction:
      '{A}’s Moon and {B}’s Venus make a tender, affectionate bond: {B} cherishes {A}, who feels cared for and at ease.',
    flowing:
      'Gentleness and comfort flow between {A}’s Moon and {B}’s Venus, one of the sweetest contacts for daily life together.',
    tense:
      '{A}’s needs and {B}’s tastes do not always match, yet the affection between you is real. {B}’s Venus{B:in} gives through {B:venus}, while {A}’s Moon{A:in} is settled by {A:moon}; the gap is bridged by offering the second even when the first comes more naturally.',
  },
  'Moon|Mars': {
    conjunction:
      '{B}’s Mars on {A}’s Moon stirs strong feelings and physical attraction: {B} rouses {A}’s emotions quickly, to passion or to hurt.',
    flowing:
      '{A}’s Moon and {B}’s Mars combine feeling with action: {B} protects {A}, who softens that edge in return.',
    tense:
      '{B}’s Mars can bruise {A}’s Moon: bluntness or haste hurts {A}, whose moods in turn frustrate {B}. Gentleness at tender moments matters here.',
  },
  'Moon|Jupiter': {
    conjunction:
      '{B}’s Jupiter on {A}’s Moon is warm and generous: {B} makes {A} feel safe and hopeful, and relaxed in that company.',
    flowing:
      'Kindness and good humour come with {A}’s Moon and {B}’s Jupiter in harmony, and home life together feels abundant.',
    tense:
      '{A} can feel swamped by {B}’s advice, plans or big promises of comfort, with Moon and Jupiter at odds. The goodwill is genuine and only needs pacing.',
  },
  'Moon|Saturn': {
    conjunction:
      '{B}’s Saturn on {A}’s Moon brings loyalty and duty, but also weight: {B} can seem cool or controlling, while {A} may seem needy in return. Over time it can become the deepest kind of security.',
    flowing:
      '{A}’s Moon and {B}’s Saturn give the bond reliability: {B} offers steady support, and {A} softens that reserve.',
    tense:
      '{B}’s Saturn can chill {A}’s Moon, so {A} feels criticised or emotionally rationed and {B} feels burdened by those needs. Warmth spoken aloud, rather than assumed, keeps the commitment alive.',
  },
  'Moon|Uranus': {
    conjunction:
      '{B}’s Uranus on {A}’s Moon is exciting and unsettling: {B} stirs {A}’s feelings in unexpected ways, and the emotional climate changes quickly.',
    flowing:
      'Freshness comes with {A}’s Moon and {B}’s Uranus in harmony: {B} helps {A} loosen old habits, and you respect each other’s need for space.',
    tense:
      '{B}’s need for freedom can unsettle {A}’s need for security, and sudden changes of mood or plan shake the bond. Predictable moments of closeness steady it.',
  },
  'Moon|Neptune': {
    conjunction:
      'A psychic, tender bond forms where {B}’s Neptune meets {A}’s Moon: you sense each other’s feelings, though {B} may not see {A} clearly.',
    flowing:
      'Intuition and compassion link {A}’s Moon and {B}’s Neptune, giving the bond a gentle, almost telepathic quality.',
    tense:
      '{A}’s feelings can get lost in {B}’s evasions, idealisations or unspoken disappointments. Honest words about needs clear the fog.',
  },
  'Moon|Pluto': {
    conjunction:
      '{B}’s Pluto on {A}’s Moon makes a deep, consuming bond: {B} reaches {A}’s most private feelings, which can heal or overwhelm.',
    flowing:
      '{A}’s Moon and {B}’s Pluto give the relationship emotional depth and loyalty, and {B} helps {A} face hard feelings.',
    tense:
      'Jealousy, possessiveness or emotional control can creep in where {B}’s Pluto bears down on {A}’s Moon. Trust, built slowly, turns the intensity into closeness.',
  },
  'Moon|Ascendant': {
    conjunction:
      '{A}’s Moon on {B}’s Ascendant gives an instinctive rapport: {A} responds warmly, and {B} feels naturally cared for.',
    flowing:
      '{A}’s Moon and {B}’s Ascendant make a comfortable fit, so you are at ease together in everyday life.',
    tense:
      '{A}’s feelings and {B}’s manner rub against each other, and {A} may take {B}’s style personally. A first reaction is rarely the last word between you.',
  },
  'Mercury|Mercury': {
    conjunction:
      '{A} and {B} think alike: with Mercury in the same place you finish each other’s sentences and rarely run out of things to say.',
    flowing:
      'Your Mercury placements agree, so {A} and {B} communicate easily and enjoy the same kind of conversation.',
    tense:
      'With your Mercury placements at odds, {A} and {B} think differently, so misunderstandings and debates are frequent. Each learns a new way of seeing from the other.',
  },
  'Mercury|Venus': {
    conjunction:
      '{A}’s Mercury on {B}’s Venus makes for pleasant, affectionate talk: {A}’s words charm {B}, and you share tastes in books, music or art.',
    flowing:
      'Courtesy and good humour mark the talk between {A}’s Mercury and {B}’s Venus, and compliments come easily.',
    tense:
      '{A}’s words can jar with the way {B} loves, through {B:venus}, or {B} may avoid saying what {A} needs to hear. Kind honesty serves you both.',
  },
  'Mercury|Mars': {
    conjunction:
      '{A}’s Mercury and {B}’s Mars make lively, sometimes combative conversation: {B} challenges {A}’s ideas, and debates heat up fast.',
    flowing: '{A}’s ideas and {B}’s drive work well together, so you make plans and act on them as a team.',
    tense:
      '{B}’s Mars can turn {A}’s words into arguments, and sharp remarks fly both ways. Cooling off before a hard conversation prevents wounds.',
  },
  'Mercury|Jupiter': {
    conjunction:
      '{B}’s Jupiter on {A}’s Mercury broadens {A}’s thinking, and you share big ideas, plans, travel and learning.',
    flowing:
      'Stimulating, optimistic exchanges and a shared love of learning come with {A}’s Mercury and {B}’s Jupiter in harmony.',
    tense:
      '{B}’s big-picture views can override {A}’s details, or {A}’s facts can deflate {B}’s enthusiasm. Both perspectives are needed.',
  },
  'Mercury|Saturn': {
    conjunction:
      '{B}’s Saturn on {A}’s Mercury gives your talks weight: {B} takes the ideas seriously, though {A} may feel corrected or slowed down.',
    flowing:
      '{A}’s Mercury and {B}’s Saturn make good planning partners, with {B} bringing structure to {A}’s ideas.',
    tense:
      '{B}’s Saturn can dampen {A}’s Mercury with criticism or doubt, until {A} stops sharing ideas. A word of encouragement beside each doubt keeps the conversation open, so {A}’s Mercury{A:in} can think aloud again.',
  },
  'Mercury|Uranus': {
    conjunction:
      'Conversations crackle when {B}’s Uranus meets {A}’s Mercury: {B} sparks new ideas in {A}, and talk leaps in unexpected directions.',
    flowing:
      '{A}’s Mercury and {B}’s Uranus make an inventive pair of minds, quick to share and test unusual ideas.',
    tense:
      '{B}’s Uranus can jolt {A}’s thinking, with abrupt disagreements or a sense of never quite being on the same wavelength. Curiosity about the difference keeps it stimulating.',
  },
  'Mercury|Neptune': {
    conjunction:
      '{B}’s Neptune on {A}’s Mercury makes for imaginative, poetic talk, but facts and plans can blur between you.',
    flowing:
      '{A}’s Mercury and {B}’s Neptune communicate intuitively, sharing dreams, art or spiritual interests.',
    tense:
      'Misunderstandings, vague promises and things left unsaid can fog the talk between {A}’s Mercury and {B}’s Neptune. Writing down what matters avoids confusion.',
  },
  'Mercury|Pluto': {
    conjunction:
      '{B}’s Pluto on {A}’s Mercury makes conversations deep and probing: {B} sees through the words and can change how {A} thinks.',
    flowing:
      'A taste for research, psychology and getting to the bottom of things links {A}’s Mercury and {B}’s Pluto.',
    tense:
      '{B}’s Pluto can turn talk with {A} into interrogation or control, and {A} may feel manipulated or pressed. Openness on both sides defuses the suspicion.',
  },
  'Mercury|Ascendant': {
    conjunction:
      '{A}’s Mercury on {B}’s Ascendant makes talk easy from the first meeting: {A} reads {B} well and never runs short of things to say.',
    flowing: '{A}’s Mercury and {B}’s Ascendant make for comfortable, friendly conversation.',
    tense:
      '{A}’s opinions can rub against {B}’s manner, and remarks are easily taken the wrong way. A light touch with criticism helps.',
  },
  'Venus|Venus': {
    conjunction:
      '{A} and {B} have Venus in the same place, so you love in similar ways and enjoy the same pleasures, tastes and styles.',
    flowing:
      'Your Venus placements are in harmony, so {A} and {B} share values and affection flows easily between you.',
    tense:
      'With your Venus placements at odds, {A} and {B} show love and enjoy life in different ways, and tastes in money or leisure may clash. Respect for the other’s way of showing affection avoids hurt.',
  },
  'Venus|Mars': {
    conjunction:
      '{A}’s Venus and {B}’s Mars make a classic romantic and physical attraction: {B} pursues, {A} responds, and the chemistry is strong.',
    flowing:
      'Easy chemistry comes with {A}’s Venus and {B}’s Mars in harmony, and affection and desire meet without much friction.',
    tense:
      '{A}’s Venus and {B}’s Mars create a strong attraction laced with friction: desire runs high, and so do quarrels. {B}’s Mars{B:in} pursues {B:mars} while {A}’s Venus{A:in} wants {A:venus}, and passion holds steady when neither takes that difference for a refusal.',
  },
  'Venus|Jupiter': {
    conjunction:
      '{B}’s Jupiter on {A}’s Venus brings generosity and good cheer: {B} spoils {A}, and you enjoy life’s pleasures together.',
    flowing:
      '{A}’s Venus and {B}’s Jupiter make a happy, affectionate combination, with shared tastes and generous gestures.',
    tense:
      'Overindulgence in spending, food or promises is the risk when {B}’s Jupiter meets {A}’s Venus at a hard angle. The warmth is real, and restraint keeps it healthy.',
  },
  'Venus|Saturn': {
    conjunction:
      '{B}’s Saturn on {A}’s Venus brings commitment and weight to love: {B} is loyal and serious, though {A} may feel that affection is rationed. Often found in long partnerships, it binds without promising ease.',
    flowing:
      '{A}’s Venus and {B}’s Saturn give the bond loyalty and durability: {B} offers security, and {A} offers warmth.',
    tense:
      '{B}’s Saturn can cool {A}’s Venus, so {A} feels unappreciated or restricted and {B} feels burdened. Explicit gestures of affection counter the chill.',
  },
  'Venus|Uranus': {
    conjunction:
      '{B}’s Uranus on {A}’s Venus makes a sudden, exciting attraction: the relationship feels thrilling and unconventional, and can be unstable.',
    flowing: '{A}’s Venus and {B}’s Uranus keep love fresh and friendly, with room for independence.',
    tense:
      '{B}’s Uranus unsettles {A}’s Venus, and {B} may blow hot and cold, leaving commitment uncertain. Freedom within the bond keeps it going.',
  },
  'Venus|Neptune': {
    conjunction:
      'Deep romance gathers around {A}’s Venus and {B}’s Neptune together: {B} idealises {A}, and your love has an enchanted, dreamlike quality.',
    flowing:
      'Tenderness and imagination join {A}’s Venus and {B}’s Neptune, and art and music bring you together.',
    tense:
      '{B}’s Neptune can cast a glamour over {A}’s Venus that later fades into disappointment or deception. Seeing each other as real people protects the romance.',
  },
  'Venus|Pluto': {
    conjunction:
      '{B}’s Pluto on {A}’s Venus creates an intense, magnetic attraction: love here is consuming and transforming, with jealousy close by.',
    flowing:
      '{A}’s Venus and {B}’s Pluto bring depth and loyalty to love, and the relationship can heal old hurts.',
    tense:
      '{B}’s Pluto can grip {A}’s Venus with possessiveness, jealousy or power games. Trust freely given is the antidote.',
  },
  'Venus|Ascendant': {
    conjunction:
      '{A}’s Venus on {B}’s Ascendant makes {A} find {B} attractive and charming, and the appreciation is felt.',
    flowing:
      'Easy, pleasant affection comes with {A}’s Venus and {B}’s Ascendant in harmony, and you enjoy being seen together.',
    tense:
      '{A}’s taste and {B}’s style differ, and {A} may find fault with how {B} presents. Appreciation spoken aloud smooths this.',
  },
  'Mars|Mars': {
    conjunction:
      '{A} and {B} have Mars in the same place, so you act, desire and fight in the same way: energetic together, and rivals when you pull in different directions.',
    flowing:
      '{A} and {B} work, play and chase goals at a compatible pace, with your Mars placements in harmony.',
    tense:
      'Your Mars placements clash, so {A} and {B} go about things differently and argue over pace and priorities. Channelled into shared challenges, the energy becomes drive.',
  },
  'Mars|Jupiter': {
    conjunction:
      '{B}’s Jupiter on {A}’s Mars fuels {A}’s energy, and together you are adventurous, bold and enterprising.',
    flowing: '{A}’s Mars and {B}’s Jupiter make an enthusiastic team for sport, travel and ventures.',
    tense:
      'Together {A} and {B} can overdo things, {B}’s Jupiter egging on {A}’s Mars until enthusiasm courts risk. Checking the size of your plans serves you well.',
  },
  'Mars|Saturn': {
    conjunction:
      '{B}’s Saturn on {A}’s Mars brings discipline and frustration: {B} can slow or block that drive, and {A} may feel controlled.',
    flowing:
      '{A}’s Mars and {B}’s Saturn combine energy with discipline, a productive pairing for shared work.',
    tense:
      '{B}’s Saturn can frustrate {A}’s Mars, leading to anger, resentment or a sense of being held back. Agreeing who leads on what prevents stalemates.',
  },
  'Mars|Uranus': {
    conjunction:
      '{B}’s Uranus on {A}’s Mars is exciting and volatile: the pair acts on impulse, and sparks fly.',
    flowing:
      'Excitement and invention come with {A}’s Mars and {B}’s Uranus in harmony, and you enjoy new adventures together.',
    tense:
      '{B}’s Uranus can provoke {A}’s Mars into sudden conflicts and rash moves. A pause before reacting keeps the excitement from doing damage.',
  },
  'Mars|Neptune': {
    conjunction:
      'Desire mixes with fantasy where {B}’s Neptune meets {A}’s Mars: the attraction is romantic, but {A}’s drive can be diluted or misdirected.',
    flowing:
      '{A}’s Mars and {B}’s Neptune combine action with inspiration, which suits shared creative or charitable work.',
    tense:
      '{B}’s Neptune can confuse {A}’s Mars, so motives blur, energy drains or passive resistance replaces open conflict. Clear agreements prevent misunderstandings.',
  },
  'Mars|Pluto': {
    conjunction:
      '{B}’s Pluto on {A}’s Mars creates intense physical and emotional energy, powerful in passion and dangerous in conflict.',
    flowing: '{A}’s Mars and {B}’s Pluto give the pair great combined strength and stamina for shared goals.',
    tense:
      'Struggles for power and control flare between {A}’s Mars and {B}’s Pluto. Fighting fair, never to win at any cost, matters here.',
  },
  'Mars|Ascendant': {
    conjunction:
      '{A}’s Mars on {B}’s Ascendant is raw physical energy: {A} stirs {B} to action and attraction, and can come across as pushy or combative. The spark runs strongly both ways.',
    flowing:
      '{A}’s Mars and {B}’s Ascendant make an energising pair: {A} encourages {B} to act, and you enjoy doing things together.',
    tense:
      '{A}’s Mars can provoke {B}, so arguments start quickly and {B} may feel pushed around. Working side by side on something takes the heat out of it.',
  },
  'Jupiter|Jupiter': {
    conjunction:
      '{A} and {B} have Jupiter in the same place, born the same year or about twelve years apart, so you share beliefs, humour and a sense of what is worth pursuing.',
    flowing:
      'Your Jupiter placements agree, so {A} and {B} share similar values and optimism and encourage each other’s growth.',
    tense:
      'With your Jupiter placements at odds, {A} and {B} hold different ideas of growth, faith and what makes life good. Your disagreements widen each other’s horizons.',
  },
  'Jupiter|Saturn': {
    conjunction:
      '{A}’s Jupiter on {B}’s Saturn balances expansion with caution: {A} encourages and {B} grounds the plans, a useful pairing in business as well as love.',
    flowing:
      'Vision meets realism between {A}’s Jupiter and {B}’s Saturn, a steady partnership for long-term plans.',
    tense:
      '{A}’s optimism and {B}’s caution clash, so one of you may feel restricted while the other sees recklessness. Each needs the other’s view.',
  },
  'Jupiter|Uranus': {
    conjunction:
      'Surprise and opportunity follow {A}’s Jupiter and {B}’s Uranus together, and the two inspire each other to take chances.',
    flowing: 'A love of freedom, new ideas and adventure links {A}’s Jupiter and {B}’s Uranus.',
    tense:
      'Restlessness and an appetite for risk feed on each other between {A}’s Jupiter and {B}’s Uranus. Shared adventures need a few ground rules.',
  },
  'Jupiter|Neptune': {
    conjunction:
      '{A}’s Jupiter and {B}’s Neptune share ideals and a spiritual or artistic bent, and the two tend to dream together.',
    flowing:
      'Compassion and inspiration flow between {A}’s Jupiter and {B}’s Neptune, and shared beliefs hold the bond together.',
    tense:
      '{A}’s Jupiter can inflate {B}’s dreams, or both may ignore practical realities. An occasional reality check serves you well.',
  },
  'Jupiter|Pluto': {
    conjunction:
      '{A}’s Jupiter and {B}’s Pluto join forces in pursuit of influence, and together you can achieve a great deal.',
    flowing:
      'Growth and renewal go together here: {A}’s Jupiter encourages, and {B}’s Pluto deepens what you build.',
    tense:
      'Beliefs or power become a battleground between {A}’s Jupiter and {B}’s Pluto, with {B} trying to rein in {A}’s expansion. Respect for each other’s convictions eases it.',
  },
  'Jupiter|Ascendant': {
    conjunction:
      '{A}’s Jupiter on {B}’s Ascendant is warm and encouraging: {A} brings out {B}’s confidence and good humour.',
    flowing:
      '{A}’s Jupiter and {B}’s Ascendant make a cheerful, supportive pair who enjoy each other’s company.',
    tense:
      '{A}’s Jupiter can overwhelm {B} with advice or enthusiasm. {A}’s goodwill lands best when it is asked for.',
  },
  'Saturn|Saturn': {
    conjunction:
      '{A} and {B} have Saturn in the same place, born the same year or about 29 years apart, so you share fears and a sense of duty and understand each other’s burdens.',
    flowing:
      'Your Saturn placements agree, so {A} and {B} share a sense of responsibility and a steady approach to commitment.',
    tense:
      '{A} and {B} have Saturn placements at odds, born roughly seven, fourteen or twenty-two years apart, so your duties and fears differ and each may feel the other’s priorities as a restriction. Patience builds respect.',
  },
  'Saturn|Uranus': {
    conjunction:
      '{A}’s Saturn and {B}’s Uranus set stability against freedom: {A} wants structure while {B} wants change.',
    flowing:
      'Tradition meets innovation between {A}’s Saturn and {B}’s Uranus, and you can build something new together.',
    tense:
      'Control and rebellion clash between {A}’s Saturn and {B}’s Uranus, and each has to give a little ground.',
  },
  'Saturn|Neptune': {
    conjunction:
      'Realism meets dreams when {A}’s Saturn joins {B}’s Neptune, and {A} may ground {B}’s ideals or dismiss them.',
    flowing:
      '{A}’s Saturn and {B}’s Neptune combine practicality with imagination and can give form to a shared vision.',
    tense:
      'Doubt and confusion gather between {A}’s Saturn and {B}’s Neptune: {A} may distrust the vagueness, and {B} may wilt under the criticism. Clear expectations help.',
  },
  'Saturn|Pluto': {
    conjunction:
      '{A}’s Saturn and {B}’s Pluto make a heavy, enduring contact in which pressure, power and commitment run deep.',
    flowing:
      'Resilience is the gift of {A}’s Saturn and {B}’s Pluto in harmony, with a shared capacity to rebuild after difficulty.',
    tense:
      '{A}’s Saturn and {B}’s Pluto struggle over control: {B} pushes, {A} resists, and both dig in. Negotiation serves you better than a war of attrition.',
  },
  'Saturn|Ascendant': {
    conjunction:
      '{A}’s Saturn on {B}’s Ascendant brings seriousness and commitment: {A} may feel responsible for {B}, who may feel judged, or steadied, in return.',
    flowing:
      '{A}’s Saturn and {B}’s Ascendant give the bond steadiness, and {A} is a reliable presence in {B}’s life.',
    tense:
      '{A}’s Saturn can feel like criticism or restriction to {B}, and the bond may feel heavy. Warmth and praise, said plainly, keep {A}’s standards from feeling like a verdict on {B}.',
  },
  'Uranus|Ascendant': {
    conjunction:
      '{A}’s Uranus on {B}’s Ascendant brings sudden excitement: {A} wakes {B} to new ways of being, and the bond is unpredictable.',
    flowing: '{A}’s Uranus and {B}’s Ascendant keep things lively, and each gives the other freedom.',
    tense:
      '{A}’s Uranus can unsettle {B} with sudden changes and unpredictability. Reliable plans balance the excitement.',
  },
  'Neptune|Ascendant': {
    conjunction:
      '{A}’s Neptune on {B}’s Ascendant makes {A} see {B} through a romantic, idealising haze, enchanting and sometimes misleading.',
    flowing: '{A}’s Neptune and {B}’s Ascendant bring gentleness and imagination to the way you relate.',
    tense:
      '{A}’s Neptune can confuse {B}, leading to misread signals and disappointed expectations. Saying plainly what is meant helps.',
  },
  'Pluto|Ascendant': {
    conjunction:
      '{A}’s Pluto on {B}’s Ascendant creates a powerful attraction: {A} has a strong effect on {B}, who may feel fascinated or controlled.',
    flowing: '{A}’s Pluto and {B}’s Ascendant give the bond depth, and {A} helps {B} grow stronger.',
    tense:
      '{A}’s Pluto can overpower {B}, leading to struggles over control. Respect for {B}’s independence keeps it healthy.',
  },
  'Ascendant|Ascendant': {
    conjunction:
      'Your Ascendants are together, so {A} and {B} meet the world in the same way and recognise each other at once.',
    flowing:
      'Your rising signs agree, so {A} and {B} feel at ease with each other’s manner and make a natural pair in company.',
    tense:
      '{A} and {B} meet the world in contrasting styles, so first impressions can jar or fascinate. Once you know each other, the contrast becomes part of the attraction.',
  },
};

/**
 * One person's planet opposite the other's Ascendant sits on the other's Descendant, the point of
 * partnership: tradition reads it as a partner's planet, not as friction. "{A}" owns the planet,
 * "{B}" the Descendant.
 */
export const DESCENDANT_TEXT: Record<Exclude<SynastryPoint, 'Ascendant'>, string> = {
  Sun: '{A}’s Sun on {B}’s Descendant often marks a partnership: {A} may be the partner {B} was looking for, and shines most in that company.',
  Moon: '{A}’s Moon on {B}’s Descendant brings feelings straight into {B}’s idea of a partner: those moods are felt as part of the bond, and home forms around the two of you.',
  Mercury:
    '{A}’s Mercury on {B}’s Descendant makes talk the heart of the partnership: {A} says what {B} needs to hear, and {B} turns to {A} to think things through.',
  Venus:
    '{A}’s Venus on {B}’s Descendant is a strong mark of love and marriage: {A} brings the warmth and charm {B} looks for in a partner.',
  Mars: '{A}’s Mars on {B}’s Descendant brings desire and drive into the partnership itself: {A} acts for the couple and stirs {B}, and the energy needs a shared aim, or it turns to quarrels.',
  Jupiter:
    '{A}’s Jupiter on {B}’s Descendant makes {A} a generous, encouraging partner, one who widens {B}’s world.',
  Saturn:
    '{A}’s Saturn on {B}’s Descendant gives the partnership weight and duty: {A} is the steady, committed partner, and {B} may sometimes feel the rules more than the warmth.',
  Uranus:
    '{A}’s Uranus on {B}’s Descendant makes {A} the partner who surprises {B}: exciting and unsettling, a bond that needs room to change.',
  Neptune:
    '{A}’s Neptune on {B}’s Descendant lets {B} idealise {A} as a partner; the romance is real, and so is the need to see each other clearly.',
  Pluto:
    // Not "power needs to be shared openly": the Pluto contacts beside it already give that advice
    // (review r27: said twice in one overview).
    '{A}’s Pluto on {B}’s Descendant makes the partnership intense and transforming for {B}: in {A}, {B} meets someone who will not stay on the surface, and neither of you comes out of the bond unchanged.',
};

/**
 * A hard Moon–Mercury contact read from the Mercury's element: "reasoning can feel cold" fits an
 * air or earth Mercury, not a Pisces one (review r24), so a fire or water Mercury has its own line.
 * "{A}" owns the Moon, "{B}" the Mercury, as in the table.
 */
export const MOON_MERCURY_TENSE_BY_MERCURY: Record<'fire' | 'water', string> = {
  fire: '{B}’s quick, blunt words can rush {A}’s feelings, and {A}’s moods can seem to {B} to slow everything down. Letting a feeling settle before answering helps you understand each other.',
  water:
    '{B} talks from intuition and {A} feels in another rhythm, so a remark meant kindly can land wrong, and {A}’s moods can be hard for {B} to place. Asking what was meant before reacting helps you understand each other.',
};

/**
 * Second wordings for table entries that came up in most reports of a batch (review r24: "It works
 * when neither tries to outshine the other" in three of five); the report picks one per pair.
 */
export const SYNASTRY_ALTERNATES: Partial<
  Record<string, Partial<Record<'conjunction' | 'flowing' | 'tense', string[]>>>
> = {
  // The Moon–Ascendant square's stock close came up in three reports of one batch (review r26b).
  'Moon|Ascendant': {
    tense: [
      '{B}’s manner can catch {A} on a raw day, and {A}’s moods can seem to {B} to come out of nowhere. Giving a first reaction an hour before answering it spares you both.',
      '{A} reads {B}’s way of coming across more personally than it is meant, and {B} can find {A}’s moods hard to predict. Asking before assuming keeps small slights small.',
    ],
  },
  // "Durability comes from … Saturn in harmony" and "home life together feels abundant" stood in
  // two of three reports of one batch (review d6).
  'Sun|Saturn': {
    flowing: [
      '{B}’s Saturn backs {A}’s Sun steadily: {B} gives {A}’s plans a frame to grow in, and {A}’s warmth makes {B}’s caution feel worthwhile. It is a contact that improves with the years.',
      'With {A}’s Sun and {B}’s Saturn in harmony, {B} is the one who keeps the promises and {A} the one who lights the way, and each trusts the other’s part.',
    ],
  },
  'Moon|Jupiter': {
    flowing: [
      '{B}’s Jupiter lifts {A}’s Moon: {B} meets a low mood with good cheer and a generous gesture, and {A} feels lucky to be looked after.',
      'With {A}’s Moon and {B}’s Jupiter in harmony, {B} makes room for {A}’s feelings without fuss, and the two of you bring out each other’s good humour.',
    ],
  },
  'Sun|Ascendant': {
    tense: [
      '{A}’s Sun squares up to {B}’s Ascendant: {A}’s presence can crowd the way {B} comes across, and the friction keeps each of you alert to the other. It goes best when each leaves the other room to be seen.',
    ],
  },
};
