// The contacts, Descendant placements and house overlays whose romantic reading has no place
// between friends, relatives or colleagues, written again for those bonds. Entries here replace
// the romantic text of the same key and family; everything else in SYNASTRY_TEXT, DESCENDANT_TEXT
// and OVERLAY_TEXT already reads true for any two people. Kind-specific entries come first; the
// platonic ones serve all three kinds where the contact means the same in each.
import type { PlatonicKind } from '../../relationship';
import type { FamilyTexts, HouseNumber, SynastryPoint } from './types';

type PartialTable = Record<string, Partial<FamilyTexts>>;
type OverlayPlanet = 'Sun' | 'Moon' | 'Venus' | 'Mars';
type PartialOverlays = Partial<Record<OverlayPlanet, Partial<Record<HouseNumber, string>>>>;

/** Venus with Mars: the couple's contact of attraction, read for what it does in each other bond. */
export const KIND_SYNASTRY_TEXT: Record<PlatonicKind, PartialTable> = {
  friends: {
    // "Big promises of comfort" is a lover's worry; between friends it is plans that outgrow the mood.
    // A shared home is a couple's or a family's (review r27: friends' "home life together").
    'Moon|Jupiter': {
      flowing:
        'Kindness and good humour come with {A}’s Moon and {B}’s Jupiter in harmony: {B} lifts {A}’s spirits without trying, and your time together ends in better heart than it began.',
      tense:
        '{B}’s enthusiasm can outrun what {A} feels up to, with Moon and Jupiter at odds: plans swell, and {A} agrees to more than intended. Checking how much {A} is up for, before the plan grows, keeps it fun.',
    },
    'Venus|Mars': {
      conjunction:
        '{A}’s Venus and {B}’s Mars make a friendship with energy in it: {B} gets the two of you out of the house and into plans, and {A} makes sure the plans are fun for everyone who comes along.',
      flowing:
        '{A}’s Venus and {B}’s Mars fit easily as friends: {B} suggests the outing or the challenge, {A} brings the good company, and neither has to ask twice.',
      tense:
        '{A}’s Venus and {B}’s Mars rub as friends over pace and manners: {B} wants to act now, {A} wants it to be pleasant, and small slights can sting. Saying what you would each enjoy, before the day is planned, keeps it light.',
    },
    'Sun|Saturn': {
      flowing:
        '{B}’s Saturn steadies {A}’s Sun as a friend: {B} is the one who turns up and keeps the promise, and {A}’s warmth keeps that reliability from feeling dutiful.',
    },
    'Moon|Moon': {
      tense:
        'With your Moons at odds, {A} and {B} keep different emotional rhythms, and what soothes one can unsettle the other. Learning how each likes to be cheered up makes the friendship easier.',
    },
  },
  family: {
    'Venus|Mars': {
      conjunction:
        '{A}’s Venus and {B}’s Mars make a lively family tie: {B} stirs things up and takes on the jobs that need doing, and {A} softens the edges so the household stays warm.',
      flowing:
        '{A}’s Venus and {B}’s Mars help each other at home: {B} brings drive to family projects, {A} brings kindness, and shared tasks rarely turn into a quarrel.',
      tense:
        '{A}’s Venus and {B}’s Mars clash at home over how things are done: {B} pushes ahead while {A} minds the mood, and old family habits can flare. Agreeing who handles what keeps the peace.',
    },
    // Direction and need, duty and reserve: read without a parent's or child's part, since either of
    // the two may be the elder.
    'Sun|Moon': {
      conjunction:
        '{A}’s Sun on {B}’s Moon is a classic family tie: {A} gives {B} a sense of direction and is made to feel at home in return, as the closest relatives often do for each other.',
      tense:
        '{A}’s Sun and {B}’s Moon pull in different directions, so what {A} expects of the family can unsettle what {B} needs to feel safe in it. Asking before deciding on another’s behalf helps.',
    },
    'Sun|Saturn': {
      conjunction:
        '{B}’s Saturn on {A}’s Sun gives the family tie a sense of duty: {B} takes the stricter, more watchful part, and {A} may feel judged as much as guided. It eases when that caution is offered as help.',
      flowing:
        '{B}’s Saturn supports {A}’s Sun: {B} is the steady one {A} can count on for advice and practical backing, and {A} gives that sense of duty something to be proud of.',
      tense:
        'With {B}’s Saturn pressing on {A}’s Sun, {A} may feel judged by the family standards {B} stands for, while the one holding them feels responsible. Naming the expectations, rather than enforcing them, keeps the tie warm.',
    },
    'Moon|Jupiter': {
      flowing:
        '{B}’s Jupiter lifts {A}’s Moon within the family: {B} is the generous, encouraging relative {A} turns to when spirits are low, and time together leaves {A} in better heart.',
    },
    'Moon|Saturn': {
      conjunction:
        '{B}’s Saturn on {A}’s Moon brings duty and reserve into the family: {B} is the dependable one, yet {A} may feel that care comes with conditions. Over the years it can become the deepest kind of security.',
    },
    // Relatives rarely remember a first meeting: the rising sign is the manner each grew used to in
    // the other, and a parent and child are never "drawn together" (review d6).
    'Sun|Ascendant': {
      conjunction:
        '{A}’s Sun on {B}’s Ascendant makes {B} feel recognised within the family: {A} sees {B} plainly, and {B}’s way of meeting the world has {A}’s approval.',
      flowing:
        '{A}’s Sun and {B}’s Ascendant sit easily together: {B}’s manner suits what {A} is about, and the two of you are at ease side by side at any family gathering.',
      tense:
        '{A}’s Sun challenges {B}’s Ascendant: {A} can seem to overshadow or second-guess the way {B} comes across, and old family roles make it sting. It goes best when each leaves the other room to be seen.',
    },
    'Mercury|Ascendant': {
      conjunction:
        '{A}’s Mercury on {B}’s Ascendant makes talk easy between you: {A} reads {B} well, and the two of you never run short of things to say at the family table.',
    },
    'Ascendant|Ascendant': {
      conjunction:
        'Your Ascendants are together, so {A} and {B} meet the world in the same way, and others see the family likeness at once.',
      tense:
        '{A} and {B} meet the world in contrasting styles, so each can find the other’s manner puzzling, even embarrassing, in company. Over the years the contrast becomes part of what each knows and accepts in the other.',
    },
    'Moon|Moon': {
      tense:
        'With your Moons at odds, {A} and {B} were comforted in different ways, even under one roof, and what soothes one can unsettle the other. Learning how each likes to be comforted makes family time easier.',
    },
  },
  colleagues: {
    'Mercury|Venus': {
      conjunction:
        '{A}’s Mercury on {B}’s Venus makes for courteous, persuasive talk: {A}’s words win {B} over, and presentations you prepare together land well.',
    },
    'Mars|Ascendant': {
      flowing:
        '{A}’s Mars and {B}’s Ascendant make an energising pair: {A} gets {B} moving, and joint tasks start briskly.',
    },
    'Mars|Uranus': {
      conjunction:
        '{B}’s Uranus on {A}’s Mars is fast and volatile at work: the pair acts on impulse, and plans can change overnight.',
      flowing:
        'Invention comes with {A}’s Mars and {B}’s Uranus in harmony: {A} acts quickly on new ideas, and untried approaches suit you both.',
    },
    'Jupiter|Neptune': {
      flowing:
        'Vision and generosity flow between {A}’s Jupiter and {B}’s Neptune, and work with a purpose beyond profit holds you together.',
    },
    'Venus|Mars': {
      conjunction:
        '{A}’s Venus and {B}’s Mars work well in a team: {B} drives the work forward, and {A} keeps clients and colleagues on side while it happens.',
      flowing:
        '{A}’s Venus and {B}’s Mars make an effective working pair: {B} pushes for results, {A} negotiates and smooths the way, and each values what the other brings.',
      tense:
        '{A}’s Venus and {B}’s Mars disagree at work about pace and tact: one of you can seem pushy and the other slow to move. Clear roles and deadlines turn the friction into drive.',
    },
    // The personal planets with each other, read for the work you share rather than a life.
    'Sun|Sun': {
      conjunction:
        '{A} and {B} were born with the Sun in nearly the same place, so you want the same things from the work and see at once where the other is heading. Two similar wills can also compete for the same credit.',
      flowing:
        'Your Suns sit in harmony, so {A} and {B} pull in the same direction at work, and each is glad to see the other succeed.',
      tense:
        'With your Suns at odds, {A} and {B} set about the work in different ways, and each can feel the other pulling the project the opposite way. Dividing the work by strength, rather than splitting every decision, turns the contrast into range.',
    },
    'Sun|Moon': {
      conjunction:
        '{A}’s Sun on {B}’s Moon makes a natural working pair: {A} sets the direction, and {B} senses what the team needs and keeps it steady.',
      flowing:
        'Work runs smoothly with {A}’s Sun and {B}’s Moon in harmony, because what {A} aims for sits comfortably with how {B} likes to work.',
      tense:
        '{A}’s Sun and {B}’s Moon pull in different directions, so {A}’s plans can land on {B} as upheaval. A warning before a change is announced helps.',
    },
    'Sun|Venus': {
      conjunction:
        '{A}’s Sun on {B}’s Venus brings goodwill to the work: {B} values what {A} does and says so, and the appreciation makes for better work.',
      flowing:
        'Goodwill comes easily between {A}’s Sun and {B}’s Venus: {B} makes {A}’s work look good to others, and each of you gives the other room to shine.',
      tense:
        'Between {A}’s Sun{A:in} and {B}’s Venus{B:in} there is respect with a rub of different standards: what {B} calls well done is not always what {A} is aiming at. Agreeing early on what finished looks like saves friction.',
    },
    'Sun|Mars': {
      conjunction:
        '{A}’s Sun and {B}’s Mars together generate drive: {B} pushes {A}’s plans into action, and both work harder side by side. The same push can turn into a contest over who leads.',
      flowing: '{B}’s drive backs {A}’s aims: what {A} starts at work, {B} has the energy to help finish.',
      tense:
        'Sparks fly between {A}’s Sun and {B}’s Mars: {B} challenges {A}’s decisions, and meetings can heat up quickly. Clear lines of authority give the energy somewhere to go besides a quarrel.',
    },
    'Moon|Moon': {
      conjunction:
        'Your Moons are together, so {A} and {B} share one working rhythm: you read each other’s mood in a meeting and rarely need to explain a bad day.',
      flowing:
        'Your Moons are in harmony, so {A} and {B} keep a similar pace and temper at work and steady each other when pressure rises.',
      tense:
        'With your Moons at odds, {A} and {B} keep different working moods, and what steadies one can unsettle the other. Learning how each copes with pressure makes a hard week easier.',
    },
    'Moon|Venus': {
      conjunction:
        '{A}’s Moon and {B}’s Venus make a considerate working bond: {B} notices when {A} is under strain, and working together feels at ease.',
      flowing:
        'Courtesy and care flow between {A}’s Moon and {B}’s Venus, one of the kindest contacts for working side by side every day.',
      tense:
        '{A}’s needs and {B}’s standards do not always match at work, yet the goodwill between you is real. Small, regular signs of appreciation bridge the gap.',
    },
    'Moon|Mars': {
      conjunction:
        '{B}’s Mars on {A}’s Moon stirs strong reactions at work: {B}’s push gets {A} moving quickly, to new effort or to offence.',
      flowing:
        '{A}’s Moon and {B}’s Mars combine care with action: {B} takes on the hard task, and {A} keeps the people around it on side.',
      tense:
        '{B}’s Mars can bruise {A}’s Moon at work: haste or bluntness stings {A}, and the hurt in turn leaves {B} feeling blamed for simply getting on with it. Feedback given in private, and calmly, matters here.',
    },
    'Venus|Venus': {
      conjunction:
        '{A} and {B} have Venus in the same place, so you share a sense of style and of what good work looks like, and clients tend to like you both.',
      flowing:
        'Your Venus placements are in harmony, so {A} and {B} share standards and taste, and you rarely argue over how the work should look.',
      tense:
        'With your Venus placements at odds, {A} and {B} value different things in the work, and budgets or presentation may become a sore point. Respect for the other’s standards avoids hurt.',
    },
    'Mars|Mars': {
      conjunction:
        '{A} and {B} have Mars in the same place, so you tackle work, deadlines and rivals the same way: a formidable team when you agree, and rivals when you pull in different directions.',
      flowing:
        '{A} and {B} work at a compatible pace and go after targets in step, with your Mars placements in harmony.',
      tense:
        'Your Mars placements clash, so {A} and {B} go about tasks differently and argue over pace and priorities. Separate areas of command turn the clash into drive.',
    },
    'Moon|Jupiter': {
      flowing:
        'Kindness and good humour come with {A}’s Moon and {B}’s Jupiter in harmony: {B} backs {A} when work gets anxious, and the office feels roomier with both of you in it.',
      tense:
        '{B}’s big plans can feel like pressure on {A}’s security at work, with Moon and Jupiter at odds. Agreeing the scope of a project before it grows keeps the goodwill on both sides.',
    },
    'Moon|Mercury': {
      tense:
        '{B} argues from the facts while {A} reads the room, so at work each can miss what the other has noticed. Raising a hard point in writing first gives {A} time to take it in.',
    },
    'Venus|Jupiter': {
      conjunction:
        '{B}’s Jupiter on {A}’s Venus brings generosity and good cheer: {B} is quick to credit {A}’s work, and the two of you make clients and colleagues feel welcome.',
    },
    // The outer planets on the personal ones, read for power, change and vagueness at work, not intimacy.
    'Sun|Pluto': {
      conjunction:
        '{B}’s Pluto on {A}’s Sun gives {B} real power over {A}’s standing at work: that Pluto sees through plans and can push for far more, or overrule on the decisions that matter.',
      flowing:
        '{A}’s Sun and {B}’s Pluto make a formidable working alliance: {B} helps {A} find the resolve to see a hard project through.',
      tense:
        '{B}’s Pluto presses hard on {A}’s Sun, so decisions between you can turn into a contest over who has the final say. Agreeing in advance who signs off on what keeps the power in the open.',
    },
    'Moon|Pluto': {
      conjunction:
        '{B}’s Pluto on {A}’s Moon makes {B} a strong force in {A}’s working life, sensing how pressure is handled and able to be a steadying hand, or to push too hard on a bad day.',
      flowing:
        '{A}’s Moon and {B}’s Pluto make a loyal working bond: {B} stands by {A} through a crisis, and you can trust each other with difficult news.',
      tense:
        'Control over the workload and who hears what first can become a struggle where {B}’s Pluto bears down on {A}’s Moon. Open handovers and shared information keep the pressure from turning personal.',
    },
    'Venus|Pluto': {
      conjunction:
        '{B}’s Pluto on {A}’s Venus gives {B} strong sway over what {A} values in the work: that Pluto can raise standards, or make every decision on budgets and credit seem {B}’s to take.',
      tense:
        '{B}’s Pluto can press on {A}’s Venus with a struggle over credit, budgets or whose taste prevails. Sharing the credit openly is the antidote.',
    },
    'Moon|Neptune': {
      conjunction:
        '{B}’s Neptune on {A}’s Moon gives the two of you a quick, wordless sense of how the other is coping at work, though {B} may not see {A}’s workload clearly.',
      flowing:
        '{A}’s Moon and {B}’s Neptune make for intuitive teamwork: {B} senses when {A} is stretched, and the two of you read a room or a client well together.',
      tense:
        '{A}’s needs at work can get lost in {B}’s vague promises or unspoken disappointments. Written briefs and plain deadlines clear the fog.',
    },
    'Moon|Uranus': {
      conjunction:
        '{B}’s Uranus on {A}’s Moon brings sudden changes of plan into the working week: {B} stirs {A} out of routine, which can refresh or unsettle.',
      tense:
        '{B}’s sudden changes of plan can unsettle {A}’s need for a steady routine at work. Warning {A} before a change, and keeping some fixed meetings, steadies it.',
    },
    'Venus|Neptune': {
      conjunction:
        '{B}’s Neptune on {A}’s Venus makes {B} see {A}’s work in the kindest light, and the two of you can share a vision for a project, so long as someone checks the budget.',
      flowing:
        '{A}’s Venus and {B}’s Neptune bring imagination to the work you share: design, presentation and any creative brief go well between you.',
      tense:
        '{B}’s Neptune can gloss over {A}’s Venus with praise that later fades into disappointment over what was really delivered. Agreeing what good work looks like protects the goodwill.',
    },
    'Venus|Uranus': {
      conjunction:
        '{B}’s Uranus on {A}’s Venus brings fresh ideas to how {A} presents the work: an unconventional pairing that can sparkle with clients and then shift without warning.',
      tense:
        '{B}’s Uranus unsettles {A}’s Venus, and {B} may back a project keenly one week and drop it the next. Agreed commitments and deadlines keep the work steady.',
    },
  },
};

/** Contacts whose romantic text speaks of attraction, love or partners, read for any close non-romantic bond. */
export const PLATONIC_SYNASTRY_TEXT: PartialTable = {
  // Outside romance the first impression is recognition, not being drawn in (review r27f).
  'Sun|Ascendant': {
    conjunction:
      '{A}’s Sun on {B}’s Ascendant brings instant recognition: {B} feels seen, and {A} takes to that way of meeting the world.',
  },
  'Sun|Moon': {
    conjunction:
      '{A}’s Sun on {B}’s Moon is one of the closest ties two charts can share: {A} gives {B} a sense of direction and instinctively gets a sense of home in return.',
  },
  'Sun|Venus': {
    conjunction:
      '{A}’s Sun on {B}’s Venus brings warm goodwill: {B} admires {A}, who feels appreciated and at ease in return.',
    tense:
      'Between {A}’s Sun{A:in} and {B}’s Venus{B:in} there is fondness with a rub of different tastes: what {B} finds pleasant does not always suit the way {A} means to live.',
  },
  'Sun|Mars': {
    conjunction:
      '{A}’s Sun and {B}’s Mars together generate energy: {B} spurs {A} into action, and both feel more alive. The same spark can flare into rivalry.',
  },
  'Sun|Neptune': {
    conjunction:
      '{B}’s Neptune touching {A}’s Sun brings inspiration: {B} sees the best in {A}, and the bond has a dreamy, generous quality that can blur into illusion.',
  },
  'Moon|Mars': {
    conjunction:
      '{B}’s Mars on {A}’s Moon stirs strong feelings: {B} rouses {A}’s emotions quickly, to enthusiasm or to hurt.',
  },
  'Mercury|Venus': {
    tense:
      '{A}’s blunt words can jar with {B}’s wish to keep things pleasant, or {B} may avoid saying what {A} needs to hear. Kind honesty serves you both.',
  },
  'Venus|Venus': {
    conjunction:
      '{A} and {B} have Venus in the same place, so you enjoy the same pleasures, tastes and styles, and a shared afternoon rarely needs planning.',
    tense:
      'With your Venus placements at odds, {A} and {B} enjoy life in different ways, and tastes in money or leisure may clash. Respect for the other’s way of showing warmth avoids hurt.',
  },
  'Venus|Saturn': {
    conjunction:
      '{B}’s Saturn on {A}’s Venus brings loyalty and weight to the bond: {B} is dependable and serious, though {A} may feel that warmth is rationed. It lasts without promising ease.',
    tense:
      '{B}’s Saturn can cool {A}’s Venus, so one of you feels unappreciated or held to standards and the other sees frivolity. Thanks and praise said plainly, not taken as read, take the chill off.',
  },
  'Moon|Saturn': {
    tense:
      '{B}’s Saturn can chill {A}’s Moon, so {A} feels judged or kept at arm’s length and {B} feels weighed down by those moods. Reassurance said out loud, rather than assumed, keeps the tie warm.',
  },
  'Venus|Uranus': {
    conjunction:
      '{B}’s Uranus on {A}’s Venus makes a sudden, exciting rapport: time together feels unconventional and fresh, and can be unsteady.',
    flowing: '{A}’s Venus and {B}’s Uranus keep the bond fresh and friendly, with room for independence.',
  },
  'Venus|Neptune': {
    conjunction:
      'Idealism gathers around {A}’s Venus and {B}’s Neptune together: {B} sees {A} in the kindest light, and the bond has an enchanted, generous quality.',
    tense:
      '{B}’s Neptune can cast a glamour over {A}’s Venus that later fades into disappointment or evasion. Seeing each other as real people protects the goodwill.',
  },
  'Venus|Pluto': {
    conjunction:
      '{B}’s Pluto on {A}’s Venus creates an intense, magnetic bond: the tie is consuming and changes both of you, with jealousy close by.',
    flowing:
      '{A}’s Venus and {B}’s Pluto bring depth and loyalty to the bond, and the two of you can help each other heal old hurts.',
  },
  'Venus|Ascendant': {
    conjunction:
      '{A}’s Venus on {B}’s Ascendant makes {A} find {B} charming and good company, and the appreciation is felt.',
    // The romantic "you enjoy being seen together" read as a couple's line in a colleagues' report (review r25).
    flowing:
      '{A}’s Venus and {B}’s Ascendant are in easy harmony: {A} likes the way {B} meets the world, and you are at ease in each other’s company.',
  },
  'Mars|Mars': {
    conjunction:
      '{A} and {B} have Mars in the same place, so you act, compete and argue in the same way: energetic together, and rivals when you pull in different directions.',
  },
  'Mars|Neptune': {
    conjunction:
      'Drive mixes with imagination where {B}’s Neptune meets {A}’s Mars: shared causes inspire you, but {A}’s energy can be diluted or misdirected.',
  },
  'Mars|Pluto': {
    conjunction:
      '{B}’s Pluto on {A}’s Mars creates intense energy between you, formidable when you pull together and dangerous in conflict.',
  },
  'Mars|Ascendant': {
    conjunction:
      '{A}’s Mars on {B}’s Ascendant is raw energy: {A} stirs {B} to action, and can come across as pushy or combative. The spark runs strongly both ways.',
  },
  'Jupiter|Saturn': {
    conjunction:
      '{A}’s Jupiter on {B}’s Saturn balances expansion with caution: {A} encourages and {B} grounds the plans, a useful pairing for anything the two of you build.',
  },
  'Neptune|Ascendant': {
    conjunction:
      '{A}’s Neptune on {B}’s Ascendant makes {A} see {B} through an idealising haze, inspiring and sometimes misleading.',
  },
  'Pluto|Ascendant': {
    conjunction:
      '{A}’s Pluto on {B}’s Ascendant creates a powerful pull: {A} has a strong effect on {B}, who may feel fascinated or controlled.',
  },
  'Ascendant|Ascendant': {
    tense:
      '{A} and {B} meet the world in contrasting styles, so first impressions can jar or fascinate. Once you know each other, the contrast becomes part of what you value.',
  },
};

/**
 * A planet on the other's Descendant outside romance: the Descendant is the point of the other
 * person met one to one, so it marks who the other turns to, not a partner chosen.
 */
export const PLATONIC_DESCENDANT_TEXT: Record<Exclude<SynastryPoint, 'Ascendant'>, string> = {
  Sun: '{A}’s Sun on {B}’s Descendant makes {A} the person {B} deals with most directly, one who shines in that company and shows qualities worth growing into.',
  Moon: '{A}’s Moon on {B}’s Descendant brings feelings straight into every meeting: {B} feels those moods as part of the bond, and care flows readily between you.',
  Mercury:
    '{A}’s Mercury on {B}’s Descendant makes talk the heart of the bond: {A} says what {B} needs to hear, and {B} turns to {A} to think things through.',
  Venus:
    '{A}’s Venus on {B}’s Descendant brings warmth and tact to every meeting: {A} smooths {B}’s dealings with others, and the company is enjoyed.',
  Mars: '{A}’s Mars on {B}’s Descendant brings drive into the bond itself: {A} acts and stirs {B}, and the energy needs a shared aim, or it turns to quarrels.',
  Jupiter:
    '{A}’s Jupiter on {B}’s Descendant makes {A} generous and encouraging toward {B}, someone who widens that world.',
  Saturn:
    '{A}’s Saturn on {B}’s Descendant gives the bond weight and duty: {A} is the steady, dependable one, and {B} may sometimes feel the rules more than the warmth.',
  Uranus:
    '{A}’s Uranus on {B}’s Descendant makes {A} the one who surprises {B}: exciting and unsettling, a bond that needs room to change.',
  Neptune:
    '{A}’s Neptune on {B}’s Descendant lets {B} idealise {A}; the admiration is real, and so is the need to see each other clearly.',
  Pluto:
    '{A}’s Pluto on {B}’s Descendant makes the bond intense and transforming for {B}: {A} will not stay on the surface, and {B} is changed by the dealings.',
};

/**
 * The fifth and seventh houses, the couple's houses of courtship and partnership, the fourth, where
 * the couple's reading sets up house, and the few others whose general text assumes a couple or
 * misnames the bond (relatives called "a friendship"), read for each bond.
 */
export const KIND_OVERLAY_TEXT: Record<PlatonicKind, PartialOverlays> = {
  friends: {
    Sun: {
      8: 'With {P}’s Sun in {H}’s eighth house the friendship runs deep: {P} sees what {H} guards closely, and loyalty, loans and favours owed weigh more between you than between most friends.',
      4: '{P}’s Sun shines into {H}’s fourth house, the private world of home and family, so {P} feels like home to {H}, and {H}’s door is always open to {P}.',
      5: '{P}’s Sun falls in {H}’s fifth house, the house of play: {P} brings out {H}’s sense of fun, and your best times are spent laughing, making things or playing games.',
      7: '{P}’s Sun in {H}’s seventh house makes {P} the friend {H} meets one to one: {H} sees in {P} a match and a mirror, and the friendship feels chosen on both sides.',
    },
    Moon: {
      4: '{P}’s Moon falls in {H}’s fourth house, a deeply domestic overlay: {P} feels like family to {H}, and the friendship has the ease of people who grew up together.',
      5: '{P}’s Moon in {H}’s fifth house makes fun a matter of feeling: {P} warms to {H}’s playful, inventive side, and the friendship is happiest over a game, a project or a night out.',
      7: '{P}’s Moon in {H}’s seventh house makes {P} feel at home as {H}’s closest confidant, and {H} is drawn to keep the friendship near.',
      2: 'With {P}’s Moon in {H}’s second house, {P} feels secure around {H}’s steadiness, and practical favours (a meal, a loan, a lift) pass easily between you.',
    },
    Venus: {
      5: '{P}’s Venus in {H}’s fifth house is one of the happiest overlays for friends: outings, jokes and creative pleasure flourish between you.',
      7: '{P}’s Venus in {H}’s seventh house makes {P} the easy companion {H} likes to have at the next table, and harmony between you comes without effort.',
      4: 'In {H}’s fourth house, {P}’s Venus makes {P} a welcome guest in {H}’s home, and time together there is warm and unhurried.',
    },
    Mars: {
      1: '{P}’s Mars in {H}’s first house gets {H} moving: {P} dares, teases and pushes, and plans and squabbles both start fast.',
      4: '{P}’s Mars in {H}’s fourth house brings energy and disruption into {H}’s home: {P} turns up with plans, and visits can stir up {H}’s family matters.',
      5: 'Play and competition run high with {P}’s Mars in {H}’s fifth house: games, sport and dares bring out the best in this friendship.',
      7: '{P}’s Mars in {H}’s seventh house makes {P} the friend who tells {H} the truth to the face, and the friendship thrives on honest argument.',
    },
  },
  family: {
    Sun: {
      8: '{P}’s Sun in {H}’s eighth house touches what the family holds in common: inheritance, debts and old loyalties, and {P} sees what {H} guards most closely.',
      4: '{P}’s Sun shines into {H}’s fourth house, the private world of home and roots, so {P} stands at the centre of {H}’s sense of family, and gatherings tend to form around {P}.',
      5: '{P}’s Sun falls in {H}’s fifth house, the house of play and of what a person creates: {P} brings out {H}’s playful side and takes pride in what {H} makes and does.',
      7: '{P}’s Sun in {H}’s seventh house makes {P} the relative {H} measures against: {H} sees in {P} a counterpart, and the two of you often settle family matters between you.',
    },
    Moon: {
      4: '{P}’s Moon falls in {H}’s fourth house, the most domestic overlay: {P} belongs in {H}’s idea of home, and the tie reaches back to the family you both come from.',
      5: '{P}’s Moon in {H}’s fifth house brings tenderness to the lighter side of family life: {P} delights in what {H} makes and enjoys, and the two of you are easiest together over a shared pastime or a celebration.',
      7: '{P}’s Moon in {H}’s seventh house makes {P} the relative {H} turns to first, and {H} feels a steady duty of care toward {P}.',
      11: '{P}’s Moon in {H}’s eleventh house makes the tie a friendship as well as a family one: {P} feels at home among {H}’s friends and nurtures the hopes you share.',
    },
    Venus: {
      5: '{P}’s Venus in {H}’s fifth house fills family time with fun: celebrations, games and shared pleasures bring the two of you close.',
      7: '{P}’s Venus in {H}’s seventh house makes {P} the relative who works to keep the peace with {H}, whatever else pulls between you.',
      9: '{P}’s Venus in {H}’s ninth house brings warmth to what you believe and learn: {P} likes {H}’s outlook on life, and long talks about ideas bring the two of you close.',
      11: '{P}’s Venus in {H}’s eleventh house makes you relatives who are also friends: a shared social life and common hopes keep you close beyond family occasions.',
    },
    Mars: {
      1: '{P}’s Mars in {H}’s first house presses on {H} directly: {P} prods and challenges, and family arguments between you flare fast and blow over fast.',
      5: '{P}’s Mars in {H}’s fifth house makes family play lively and competitive: board games, sport and teasing run high.',
      7: '{P}’s Mars in {H}’s seventh house brings open challenge into the family tie: {P} confronts {H} head-on, and clearing the air is how you stay close.',
    },
  },
  colleagues: {
    Sun: {
      1: '{P}’s Sun in {H}’s first house puts {H} in plain view: {P} notices how {H} presents at work, and that recognition builds confidence on the job.',
      2: '{P}’s Sun in {H}’s second house shows {H} what those skills are worth, and pay becomes something you plan together.',
      3: 'In {H}’s third house, {P}’s Sun makes the daily exchange lively: calls, briefs and meetings between you get things moving, and {P} sharpens how {H} puts ideas across.',
      6: '{P}’s Sun in {H}’s sixth house lands in the daily workload: {P} helps {H} organise tasks and methods, and you work well side by side.',
      8: '{P}’s Sun in {H}’s eighth house reaches budgets and risk: {P} affects what {H} stakes on the work, and trust between you is built over contracts, not confidences.',
      9: '{P}’s Sun in {H}’s ninth house widens {H}’s professional horizons: {P} brings in new markets, training or a longer view of the work.',
      11: '{P}’s Sun in {H}’s eleventh house makes {P} an ally in {H}’s network, sharing goals and contacts.',
      12: '{P}’s Sun in {H}’s twelfth house works behind the scenes: {P} sees what {H} does out of view, and much of your best work together is never put on show.',
      4: '{P}’s Sun shines into {H}’s fourth house, the base {H} works from: {P} makes {H} feel secure at work, and the partnership can become the ground {H} builds on.',
      5: '{P}’s Sun falls in {H}’s fifth house, the house of creative risk: {P} brings out {H}’s best ideas, and your work together has a playful, inventive streak.',
      7: '{P}’s Sun in {H}’s seventh house often marks a working partnership: {H} may see in {P} the associate long looked for, someone to sign a contract with.',
    },
    Moon: {
      1: '{P}’s Moon in {H}’s first house makes {P} quick to read how {H} is doing on a given day, and ready to cover when the pressure shows.',
      2: '{P}’s Moon in {H}’s second house ties {P}’s sense of security to {H}’s steady handling of money, so pay, budgets and resources are where you reassure each other.',
      3: '{P}’s Moon in {H}’s third house sets the tone of the daily exchange: you talk easily, and {P}’s mood shows quickly in messages and meetings.',
      6: '{P}’s Moon in {H}’s sixth house shows in practical care at work: {P} notices the load on {H}’s desk and helps carry it.',
      8: '{P}’s Moon in {H}’s eighth house touches what {H} has at stake: {P} senses where the real risks lie, and confidential matters are safe between you.',
      9: '{P}’s Moon in {H}’s ninth house links instinct with strategy: {P} is comfortable with the direction {H} sets, and travel or training together goes well.',
      10: '{P}’s Moon in {H}’s tenth house makes {P} invested in {H}’s reputation: {P} backs {H} in public and notices how the work is received.',
      11: '{P}’s Moon in {H}’s eleventh house makes {P} at home in {H}’s network, and the goals you share keep the partnership friendly.',
      12: '{P}’s Moon in {H}’s twelfth house picks up what {H} leaves unsaid at work: {P} senses the pressure behind the scenes, and the partnership works best when it is named.',
      4: '{P}’s Moon falls in {H}’s fourth house, the base {H} works from: {P} makes {H} feel settled at work, and your best work together is done out of public view.',
      5: 'In {H}’s fifth house, {P}’s Moon brings warmth to creative work; {P} enjoys {H}’s ideas, and projects you care about go further.',
      7: '{P}’s Moon in {H}’s seventh house makes {P} feel at home working one to one with {H}, and {H} trusts {P} with commitments.',
    },
    Venus: {
      1: '{P}’s Venus in {H}’s first house makes {P} like the way {H} handles people, and {H} comes across well whenever {P} makes the introductions.',
      2: '{P}’s Venus in {H}’s second house brings goodwill to budgets and pay: {P} values what {H} is worth, and money questions between you are settled amicably.',
      3: '{P}’s Venus in {H}’s third house smooths the daily exchange: calls, messages and meetings between you stay courteous even under pressure.',
      4: '{P}’s Venus in {H}’s fourth house puts goodwill under the base {H} works from: {P} helps {H} feel settled in the job, and the partnership is easiest away from the public eye, in the back office or a quiet meeting.',
      6: '{P}’s Venus in {H}’s sixth house makes the daily workload pleasanter: {P} eases {H}’s routine, and the office is friendlier when you share it.',
      8: '{P}’s Venus in {H}’s eighth house brings tact to shared money and contracts: {P} is trusted with what is at stake, and the terms between you feel fair.',
      9: '{P}’s Venus in {H}’s ninth house brings goodwill to {H}’s strategy and long-range plans: {P} likes the way {H} sees the larger picture, and training, publishing or dealings abroad go well together.',
      10: '{P}’s Venus in {H}’s tenth house flatters {H}’s standing: {P} admires what {H} achieves and smooths the way with clients and superiors.',
      11: '{P}’s Venus in {H}’s eleventh house opens {H}’s network: {P} introduces {H} to useful people, and shared goals keep the partnership friendly.',
      12: '{P}’s Venus in {H}’s twelfth house works behind the scenes: {P} quietly supports {H} in ways others may not see, and credit for it is seldom asked.',
      5: '{P}’s Venus in {H}’s fifth house brings pleasure to creative work: brainstorms, pitches and launches go well between you.',
      7: '{P}’s Venus in {H}’s seventh house is among the happiest overlays for a business partnership: {H} sees {P} as a fair, agreeable associate, and deals between you come easily.',
    },
    Mars: {
      1: '{P}’s Mars in {H}’s first house pushes {H} to act: {P} sets a fast pace and tests {H}’s nerve, and deadlines and disputes both come quickly.',
      2: '{P}’s Mars in {H}’s second house puts pressure on budgets and pay: {P} pushes {H} to earn or invest more, and spending is best agreed before it happens.',
      3: '{P}’s Mars in {H}’s third house makes meetings brisk and argumentative; {P} challenges {H}’s ideas and speeds up decisions.',
      6: '{P}’s Mars in {H}’s sixth house drives the daily workload: {P} raises the pace of {H}’s tasks, and the push to be productive can feel like micromanagement.',
      11: '{P}’s Mars in {H}’s eleventh house energises {H}’s network and targets, though rivalries in the wider team can draw you in.',
      4: '{P}’s Mars in {H}’s fourth house shakes {H}’s base of operations: {P} may push to move, rebuild or take charge, and work can spill into {H}’s private life.',
      5: 'Competition runs high with {P}’s Mars in {H}’s fifth house: {P} dares {H} to take creative risks, and a friendly rivalry pushes your work on.',
      7: '{P}’s Mars in {H}’s seventh house brings energy and conflict to the working partnership: {P} challenges {H} head-on, and the work thrives on honest negotiation.',
      8: '{P}’s Mars in {H}’s eighth house puts drive into shared money and high stakes: {P} pushes for the bold deal, and who controls the joint resources needs settling early.',
      9: '{P}’s Mars in {H}’s ninth house fires {H}’s long-range plans: {P} pushes strategy into action, and arguments over direction can get heated.',
      12: '{P}’s Mars in {H}’s twelfth house works on {H} out of sight: {P} may push behind the scenes, and irritations left unspoken can undermine the work.',
    },
  },
};

/** Overlays outside the fifth and seventh houses whose romantic text speaks of attraction or intimacy. */
export const PLATONIC_OVERLAY_TEXT: PartialOverlays = {
  Sun: {
    8: 'Intensity follows {P}’s Sun into {H}’s eighth house: {P} stirs {H}’s deepest feelings, and questions of trust, loyalty and shared money come to the fore.',
  },
  Moon: {
    8: 'Emotional intensity marks {P}’s Moon in {H}’s eighth house: {P} senses what {H} guards most closely, which makes for deep loyalty and, at times, a protectiveness that can feel like prying.',
  },
  Venus: {
    1: '{P}’s Venus in {H}’s first house makes {P} find {H} charming and good company, and the admiration is felt.',
    3: '{P}’s Venus sweetens {H}’s third house: messages, shared jokes and short outings keep the two of you in easy touch.',
    8: '{P}’s Venus in {H}’s eighth house brings deep trust and candour, along with questions of shared money and what each owes the other.',
    9: '{P}’s Venus in {H}’s ninth house joins affection with adventure: {P} enjoys {H}’s outlook on life, and travel draws you together.',
    12: '{P}’s Venus in {H}’s twelfth house brings a selfless, private tenderness: {P}’s kindness reaches {H}’s hidden sorrows, though it may be kept out of sight.',
  },
  Mars: {
    1: '{P}’s Mars in {H}’s first house energises {H} directly: {P} excites, challenges and sometimes provokes, and enthusiasm and quarrels both come quickly.',
    8: 'Strong feeling and intense loyalty come with {P}’s Mars in {H}’s eighth house, along with power struggles over what you share.',
    12: '{P}’s Mars in {H}’s twelfth house stirs hidden anger: {P} triggers what {H} keeps buried, and conflicts may go underground.',
  },
};
