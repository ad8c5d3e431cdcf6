// House overlays: one person's planet in the other's house. "{P}" owns the planet, "{H}" the house.
import type { OverlayTable } from './types';

export const OVERLAY_TEXT: OverlayTable = {
  Sun: {
    1: '{P}’s Sun lights up {H}’s first house: {P} sees {H} clearly, and being noticed as a person builds confidence.',
    2: 'With {P}’s Sun in {H}’s second house, {P} shines a light on what {H} earns, owns and values, and boosts that sense of worth.',
    3: 'In {H}’s third house, {P}’s Sun makes the two of you great talkers: {P} stimulates {H}’s curiosity, and your minds meet easily.',
    4: '{P}’s Sun shines into {H}’s fourth house, the private world of home and family, so {P} feels like home to {H}, and the pair may want to share a household.',
    5: '{P}’s Sun falls in {H}’s fifth house, where romance and play come alive: {P} brings out {H}’s creativity, pleasure and sense of fun.',
    6: '{P}’s Sun in {H}’s sixth house lands in daily routines and work: {P} helps {H} get organised and stay well, and the everyday business of life runs smoothly when you share it.',
    7: '{P}’s Sun in {H}’s seventh house often marks a partnership: {H} may see in {P} the kind of partner long looked for.',
    8: 'Intensity follows {P}’s Sun into {H}’s eighth house: {P} stirs {H}’s deepest feelings, and questions of trust, intimacy and shared money come to the fore.',
    9: '{P}’s Sun in {H}’s ninth house widens {H}’s horizons, with {P} inspiring travel, study and a fresh look at old beliefs.',
    10: 'With {P}’s Sun in {H}’s tenth house, {P} supports {H}’s ambitions and can raise that standing in the world.',
    11: '{P}’s Sun in {H}’s eleventh house makes {P} an ally, someone who shares {H}’s hopes, friends and causes.',
    12: 'In {H}’s twelfth house, {P}’s Sun reaches the hidden side of life: {P} sees what {H} keeps from others, and much of what passes between you stays private.',
  },
  Moon: {
    1: '{P}’s Moon in {H}’s first house makes {P} instinctively responsive to {H}, quick to sense a change of mood and to feel protective.',
    2: 'With {P}’s Moon in {H}’s second house, {P} feels secure around {H}’s steadiness, and comfort, food and money become shared concerns.',
    3: '{P}’s Moon in {H}’s third house carries feelings into everyday talk: you chat easily, and {P}’s moods colour how {H} thinks.',
    4: '{P}’s Moon falls in {H}’s fourth house, a deeply domestic overlay: {P} feels like family to {H}, and home life together comes naturally.',
    5: 'In {H}’s fifth house, {P}’s Moon brings tenderness to romance and play; {P} delights in {H}’s creativity, and children or shared hobbies matter to you both.',
    6: '{P}’s Moon in {H}’s sixth house shows in everyday care: {P} tends {H}’s routines and health, and small practical kindnesses mean more between you than grand gestures.',
    7: '{P}’s Moon in {H}’s seventh house makes {P} feel at home in the role of partner, and {H} is emotionally drawn to commit.',
    8: 'Emotional intensity marks {P}’s Moon in {H}’s eighth house: {P}’s feelings reach {H}’s most private places, bringing closeness and, at times, possessiveness.',
    9: '{P}’s Moon in {H}’s ninth house links feeling with belief and travel: {P} is comfortable with {H}’s outlook, and you enjoy exploring together.',
    10: 'With {P}’s Moon in {H}’s tenth house, {P} cares about {H}’s career and reputation and becomes a source of emotional support in public life.',
    11: 'An affectionate friendship grows from {P}’s Moon in {H}’s eleventh house; {P} feels at home among {H}’s friends and nurtures the hopes you share.',
    12: '{P}’s Moon in {H}’s twelfth house reaches feelings {H} keeps hidden: {P} senses what goes unsaid, and the bond can be quietly healing or confusing.',
  },
  Mercury: {
    1: '{P}’s Mercury in {H}’s first house makes {P} talk to and about {H} a great deal, and the comments can feel stimulating or too personal.',
    2: 'With {P}’s Mercury in {H}’s second house, conversation turns to money and values, and {P} offers {H} practical ideas on earning and spending.',
    3: 'Constant conversation follows {P}’s Mercury into {H}’s third house: you trade news, jokes and ideas and learn from each other.',
    4: 'In {H}’s fourth house, {P}’s Mercury brings talk into the home: {P} discusses family and private matters and helps {H} make sense of the past.',
    5: '{P}’s Mercury in {H}’s fifth house makes your talk playful and flirtatious; {P} amuses {H} and encourages creative ideas.',
    6: '{P}’s Mercury falls in {H}’s sixth house, a practical overlay: {P} helps {H} organise work, routines and health, and the practical side of a shared day comes easily to you.',
    7: '{P}’s Mercury in {H}’s seventh house puts talk at the centre of the partnership, and {H} values {P} as someone to think things through with.',
    8: 'Probing, private conversations come with {P}’s Mercury in {H}’s eighth house: {P} asks {H} the deep questions, and talk turns to trust, desire and money.',
    9: '{P}’s Mercury in {H}’s ninth house feeds {H}’s mind with new ideas and philosophies, and you enjoy learning and travelling together.',
    10: 'With {P}’s Mercury in {H}’s tenth house, {P} offers useful advice, contacts or plans for {H}’s career.',
    11: '{P}’s Mercury in {H}’s eleventh house makes for a friendly exchange of ideas, shared interests and plans for the future.',
    12: '{P}’s Mercury in {H}’s twelfth house touches what {H} leaves unspoken: {P} can help put private fears into words, or leave things unclear between you.',
  },
  Venus: {
    1: '{P}’s Venus in {H}’s first house makes {P} find {H} attractive and delightful, and the admiration is felt.',
    2: 'With {P}’s Venus in {H}’s second house, you share tastes and a pleasure in comfort, and {P} may be generous with gifts.',
    3: '{P}’s Venus sweetens {H}’s third house: you exchange compliments and messages and enjoy short outings together.',
    4: '{P}’s Venus falls in {H}’s fourth house, the house of home and roots: {P} softens {H}’s private life, and the place you share is where that care shows most.',
    5: '{P}’s Venus in {H}’s fifth house is one of the most romantic overlays: courtship, fun and creative pleasure flourish between you.',
    6: '{P}’s Venus in {H}’s sixth house turns affection into daily kindness: {P} shows care through small services and shared routines, and ordinary days together are where the bond feels warmest.',
    7: '{P}’s Venus in {H}’s seventh house is among the happiest overlays for a committed bond: {H} sees {P} as an ideal companion, the one who brings grace to the partnership.',
    8: '{P}’s Venus in {H}’s eighth house brings sensual intensity and deep intimacy, along with questions of shared money and trust.',
    9: '{P}’s Venus in {H}’s ninth house joins love with adventure: {P} enjoys {H}’s outlook on life, and journeys taken together bring out the best in you as a couple.',
    10: '{P}’s Venus in {H}’s tenth house flatters the public image: {P} admires what {H} achieves and can smooth the way socially at work.',
    11: 'An affectionate friendship, a shared social life and common hopes come with {P}’s Venus in {H}’s eleventh house.',
    12: '{P}’s Venus in {H}’s twelfth house brings a selfless, private tenderness: {P}’s love reaches {H}’s hidden sorrows, though it may be kept out of sight.',
  },
  Mars: {
    1: '{P}’s Mars in {H}’s first house energises {H} directly: {P} excites, challenges and sometimes provokes, and attraction and quarrels both come quickly.',
    2: 'With {P}’s Mars in {H}’s second house, money and values become a live issue: {P} may spur {H} to earn more, or spend faster than is comfortable.',
    3: '{P}’s Mars in {H}’s third house makes conversations lively and argumentative; {P} challenges {H}’s ideas and speeds up the thinking.',
    4: '{P}’s Mars in {H}’s fourth house brings energy and disruption to {H}’s home: {P} may take charge of the household or stir up family tensions.',
    5: 'Passion, play and competition run high with {P}’s Mars in {H}’s fifth house: the physical attraction is strong, and so is a shared love of games or sport.',
    6: '{P}’s Mars in {H}’s sixth house spurs {H}’s work and health routines, and the push to be productive can feel like nagging.',
    7: '{P}’s Mars in {H}’s seventh house brings energy and conflict to the partnership: {P} challenges {H} head-on, and the bond thrives on honest confrontation.',
    8: 'Strong sexual chemistry and intense emotion come with {P}’s Mars in {H}’s eighth house, along with power struggles over what you share.',
    9: '{P}’s Mars in {H}’s ninth house fires {H}’s enthusiasm for travel, study and causes, and debates about beliefs can get heated.',
    10: 'With {P}’s Mars in {H}’s tenth house, {P} drives {H}’s ambitions and pushes hard at work, sometimes competitively.',
    11: '{P}’s Mars in {H}’s eleventh house energises {H}’s plans and social life; you act together on shared goals, though friends may be drawn into disputes.',
    12: '{P}’s Mars in {H}’s twelfth house stirs hidden anger or desire: {P} triggers what {H} keeps buried, and conflicts may go underground.',
  },
  Jupiter: {
    1: '{P}’s Jupiter in {H}’s first house boosts confidence: {P} is generous and encouraging, and {H} feels larger in that company.',
    2: 'With {P}’s Jupiter in {H}’s second house, {P} can help {H} prosper, or encourage lavish spending.',
    3: '{P}’s Jupiter broadens {H}’s third house, so your conversations range widely and short trips together are a joy.',
    4: 'In {H}’s fourth house, {P}’s Jupiter brings warmth and generosity to {H}’s home, and a shared household feels spacious.',
    5: '{P}’s Jupiter in {H}’s fifth house brings fun, romance and generosity, and {P} encourages {H} to enjoy life and create.',
    6: '{P}’s Jupiter falls in {H}’s sixth house, lightening {H}’s daily work and health routines and sometimes bringing opportunities at work.',
    7: '{H}’s seventh house receives {P}’s Jupiter, a fortunate sign for partnership: {P} brings goodwill and generosity to the bond.',
    8: 'With {P}’s Jupiter in {H}’s eighth house, shared finances can benefit and intimacy deepens, and {P} is generous in matters of trust.',
    9: '{P}’s Jupiter in {H}’s ninth house is expansive: {P} inspires {H} to travel, study and grow in faith or philosophy.',
    10: 'With {P}’s Jupiter in {H}’s tenth house, {P} opens doors for {H}’s career and believes in those ambitions.',
    11: '{P}’s Jupiter in {H}’s eleventh house brings friendship, optimism and social opportunity, and {P} supports {H}’s dreams for the future.',
    12: '{P}’s Jupiter acts as a quiet protector in {H}’s twelfth house, comforting {H} in private troubles and supporting the inner life.',
  },
  Saturn: {
    1: '{P}’s Saturn in {H}’s first house brings seriousness: {P} may feel responsible for {H}, who may in turn feel judged, and the bond demands maturity.',
    2: 'With {P}’s Saturn in {H}’s second house, {P} urges {H} to be prudent with money, which can feel like restriction or like real security.',
    3: 'In {H}’s third house, {P}’s Saturn weighs on your conversations, making {H} careful with words or helping {H} think more clearly.',
    4: '{P}’s Saturn in {H}’s fourth house brings structure and duty to {H}’s home, and family obligations may bind you together.',
    5: '{P}’s Saturn in {H}’s fifth house can dampen fun and romance, yet it also brings commitment to love and to creative work.',
    6: '{P}’s Saturn in {H}’s sixth house brings discipline, sometimes with criticism, to {H}’s daily work and health routines.',
    7: 'Commitment is the theme of {P}’s Saturn in {H}’s seventh house: {P} takes the partnership seriously, and duty shapes the bond.',
    8: '{P}’s Saturn in {H}’s eighth house brings caution to intimacy and shared money; trust comes slowly and, once built, lasts.',
    9: 'With {P}’s Saturn in {H}’s ninth house, {P} tests {H}’s beliefs, questioning them or giving plans for study and travel a firm shape.',
    10: '{P}’s Saturn in {H}’s tenth house shapes {H}’s career, with {P} acting as mentor or demanding critic.',
    11: '{P}’s Saturn in {H}’s eleventh house brings responsibility to friendship: {P} helps {H} make plans real, but can seem to limit {H}’s social life.',
    12: 'With {P}’s Saturn in {H}’s twelfth house, old fears surface: {P} may stir up anxieties {H} has kept hidden, or help {H} face them.',
  },
  Uranus: {
    1: '{P}’s Uranus in {H}’s first house electrifies {H}: {P} encourages a new look, a new manner and a break from old habits.',
    2: 'With {P}’s Uranus in {H}’s second house, {H}’s finances or values may change suddenly, and {P} challenges {H}’s idea of security.',
    3: '{P}’s Uranus in {H}’s third house makes conversation surprising and stimulating, sparking new ideas in {H}.',
    4: '{P}’s Uranus in {H}’s fourth house unsettles {H}’s home life, bringing moves, changes or a more unconventional household.',
    5: '{P}’s Uranus in {H}’s fifth house turns romance exciting and unpredictable, and {P} encourages {H}’s originality.',
    6: '{P}’s Uranus in {H}’s sixth house shakes up {H}’s daily routines and work habits, sometimes for the better.',
    7: 'An unconventional, exciting partnership follows {P}’s Uranus into {H}’s seventh house, with a steady need for freedom on both sides.',
    8: '{P}’s Uranus in {H}’s eighth house brings sudden intensity to intimacy and unexpected changes in what you share.',
    9: 'With {P}’s Uranus in {H}’s ninth house, {P} opens {H}’s mind to unconventional beliefs, sudden journeys or new studies.',
    10: '{P}’s Uranus in {H}’s tenth house brings sudden turns to {H}’s career, and {P} may be the one who urges a change of course.',
    11: '{P}’s Uranus in {H}’s eleventh house brings unusual friendships and a shared interest in ideals and causes.',
    12: 'In {H}’s twelfth house, {P}’s Uranus stirs {H}’s unconscious, bringing sudden insights or unsettling surprises.',
  },
  Neptune: {
    1: '{P}’s Neptune in {H}’s first house leads {P} to idealise {H}, and {H} may feel admired for an image rather than known as a person.',
    2: 'With {P}’s Neptune in {H}’s second house, money matters between you can blur, and generosity and confusion travel together.',
    3: '{P}’s Neptune in {H}’s third house makes your conversation intuitive and imaginative, though misunderstandings creep in.',
    4: '{P}’s Neptune in {H}’s fourth house brings a dreamy, spiritual quality to {H}’s home, and family boundaries can grow unclear.',
    5: '{P}’s Neptune in {H}’s fifth house makes romance enchanting, creative and prone to illusion.',
    6: '{P}’s Neptune in {H}’s sixth house can make {H}’s daily routines vague, or inspire caring service and healing between you.',
    7: '{P}’s Neptune in {H}’s seventh house lets {H} see a soulmate in {P}, and the partnership needs regular reality checks.',
    8: '{P}’s Neptune in {H}’s eighth house brings spiritual and sexual merging, and confusion about shared money.',
    9: 'With {P}’s Neptune in {H}’s ninth house, {P} inspires {H}’s spiritual life and dreams of faraway places.',
    10: '{P}’s Neptune in {H}’s tenth house casts a glow over {H}’s career or public image that can inspire or mislead.',
    11: '{P}’s Neptune in {H}’s eleventh house brings an idealistic friendship and shared dreams, with some unreliability.',
    12: '{P}’s Neptune in {H}’s twelfth house creates a deep, almost mystical understanding, and secrets may grow between you.',
  },
  Pluto: {
    1: '{P}’s Pluto in {H}’s first house has a powerful effect: {P} sees through {H}’s defences, and the encounter leaves its mark, for good or ill.',
    2: 'With {P}’s Pluto in {H}’s second house, intense issues arise around money, possessions and {H}’s sense of worth.',
    3: '{P}’s Pluto in {H}’s third house gives your conversations a probing power that changes how {H} thinks.',
    4: '{P}’s Pluto in {H}’s fourth house stirs deep family patterns and can transform {H}’s home life.',
    5: '{P}’s Pluto in {H}’s fifth house turns romance passionate, even obsessive, and creative projects together run deep.',
    6: '{P}’s Pluto in {H}’s sixth house can transform {H}’s health and work habits, or bring control into daily routines.',
    7: '{P}’s Pluto in {H}’s seventh house makes the partnership intense and transforming, with power dynamics to face.',
    8: '{P}’s Pluto in {H}’s eighth house brings deep intimacy and transformation, along with jealousy and control.',
    9: 'With {P}’s Pluto in {H}’s ninth house, {P} challenges {H}’s beliefs to the root, and {H}’s view of the world may change for good.',
    10: '{P}’s Pluto in {H}’s tenth house gives {P} real influence over {H}’s career and reputation, to empower or to control.',
    11: '{P}’s Pluto in {H}’s eleventh house transforms {H}’s friendships and goals, and some old alliances may not survive the change.',
    12: '{P}’s Pluto in {H}’s twelfth house brings what {H} has buried to the surface, for healing or for hidden power struggles.',
  },
};

/** A planet within a few degrees of the partner's IC or Midheaven, the axis of roots and standing. */
export type MeridianPlanet = 'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn';
export const MERIDIAN_TEXT: Record<'IC' | 'MC', Record<MeridianPlanet, string>> = {
  IC: {
    Sun: '{P}’s Sun sits on {H}’s IC, the root of that chart: {P} feels like home and family to {H}, and the bond reaches down to where {H} comes from.',
    Moon: '{P}’s Moon on {H}’s IC is one of the most domestic contacts two charts can share: {P} makes {H} feel at home, and the bond settles into private, everyday life.',
    Mercury:
      '{P}’s Mercury on {H}’s IC brings talk into {H}’s private life: {P} is the one {H} discusses home, family and the past with.',
    Venus:
      '{P}’s Venus sits on {H}’s IC, the root of that chart: {P} makes {H}’s private world warmer, and ordinary evenings together count for more than outings.',
    Mars: '{P}’s Mars on {H}’s IC stirs {H}’s home ground: {P} brings energy and some upheaval to {H}’s private life, and old family feelings can flare.',
    Jupiter:
      '{P}’s Jupiter on {H}’s IC is generous to home life: {P} makes {H} feel secure and welcome, and the bond can widen that sense of family.',
    Saturn:
      '{P}’s Saturn on {H}’s IC weighs on {H}’s home ground: {P} brings duty and structure to {H}’s private life, steadying it or making it feel stricter.',
  },
  MC: {
    Sun: '{P}’s Sun sits on {H}’s Midheaven, the top of that chart: {P} shines on those ambitions and that public life, and {H} may rise with the backing.',
    Moon: '{P}’s Moon on {H}’s Midheaven ties feeling to {H}’s calling: {P} cares how {H} is doing in the world and backs those public aims.',
    Mercury:
      '{P}’s Mercury on {H}’s Midheaven puts ideas into {H}’s calling: {P} advises, and {H}’s plans for work and standing gain from the talk.',
    Venus:
      '{P}’s Venus on {H}’s Midheaven flatters {H}’s standing: {P} admires what {H} achieves and smooths the way in public.',
    Mars: '{P}’s Mars on {H}’s Midheaven pushes {H}’s ambitions: {P} spurs {H} on, and can also challenge that authority.',
    Jupiter:
      '{P}’s Jupiter on {H}’s Midheaven is lucky for {H}’s calling: {P} opens doors and believes in {H}’s aims.',
    Saturn:
      '{P}’s Saturn on {H}’s Midheaven puts weight on {H}’s calling: {P} holds {H} to a high standard at work, a sober influence that builds a reputation over time.',
  },
};

/**
 * A planet on a colleague's IC: the base that colleague works from and the private ground behind
 * the job, not home and family (review r24: "the bond can widen Liam's sense of family").
 */
export const COLLEAGUE_IC_TEXT: Record<MeridianPlanet, string> = {
  Sun: '{P}’s Sun sits on {H}’s IC, the root of that chart: {P} feels like solid ground, and {H} works best with that support behind the scenes of the job.',
  Moon: '{P}’s Moon on {H}’s IC gives {H} a settled base at work: {P} makes {H} feel secure in the job, and the partnership runs best on quiet, regular routines.',
  Mercury:
    '{P}’s Mercury on {H}’s IC brings talk to the base {H} works from: {P} is the one {H} thinks aloud with before anything goes public.',
  Venus:
    '{P}’s Venus on {H}’s IC puts goodwill under {H}’s work: {P} makes {H} feel settled in the job, and the back-office side of the partnership runs smoothly.',
  Mars: '{P}’s Mars on {H}’s IC shakes the base {H} works from: {P} pushes to rebuild or relocate, and work can spill into {H}’s private time.',
  Jupiter:
    '{P}’s Jupiter on {H}’s IC is generous to the base {H} works from: {P} brings security to the job, and the partnership gives firmer footing to build on.',
  Saturn:
    '{P}’s Saturn on {H}’s IC weighs on {H}’s base of operations: {P} brings structure to how {H} works, steadying it or making it feel stricter.',
};
