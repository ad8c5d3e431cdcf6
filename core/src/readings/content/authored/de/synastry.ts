// The German synastry texts for a couple: the same keys in the same order as ../synastry.ts, each
// entry written in German for its own pair and family. "{A}" owns the first-named point, "{B}" the
// second. A person's point is named by the Saxon genitive "{A:gen}" ("{A:gen} Venus": "Lenas Venus",
// "Felix' Venus"), which the composer writes for any name; a bare "{A}" never takes an ending. No
// entry uses the sign tags ("{A:in}", "{B:venus}"), which fill in English.
import type { SynastryPoint, SynastryTable } from '../types';

export const SYNASTRY_TEXT_DE: SynastryTable = {
  'Sun|Sun': {
    conjunction:
      '{A} und {B} sind mit der Sonne fast an derselben Stelle geboren, darum erkennt ihr die Ziele des anderen auf Anhieb. Wo zwei so ähnlich wollen, kann es allerdings auch Wettstreit um dasselbe Rampenlicht geben.',
    flowing:
      'Eure Sonnen stehen harmonisch zueinander, darum passen {A:gen} und {B:gen} Temperament mühelos zusammen, und ihr unterstützt einander darin, auf eigene Weise zu strahlen.',
    tense:
      'Eure Sonnen stehen im Spannungsaspekt: {A} und {B} gehen das Leben auf verschiedene Weise an, und oft fühlt es sich an, als zöge der andere in die Gegenrichtung. Respektiert ihr den Unterschied, lässt er euch beide wachsen.',
  },
  'Sun|Moon': {
    conjunction:
      '{A:gen} Sonne auf {B:gen} Mond findet sich oft zwischen Partnern: {A} bringt zum Leuchten, was {B} braucht, und bei {B} fühlt sich {A} ganz selbstverständlich zu Hause.',
    flowing:
      'Der Alltag läuft rund, wenn {A:gen} Sonne und {B:gen} Mond harmonieren, denn was {A} anstrebt, verträgt sich gut mit dem, was {B} fühlt.',
    tense:
      '{A:gen} Sonne und {B:gen} Mond ziehen in verschiedene Richtungen, sodass das, was {A} vorhat, {B:gen} Sicherheitsgefühl ins Wanken bringen kann. Es hilft, wenn {A} merkt, dass {B} in solchen Momenten Geborgenheit braucht und keinen Plan.',
  },
  'Sun|Mercury': {
    conjunction:
      'Mit {B:gen} Merkur auf {A:gen} Sonne versteht {B} schnell, worum es {A} geht, und über {A:gen} Ziele und Ideen redet ihr mühelos.',
    flowing:
      'Zwischen {A:gen} Sonne und {B:gen} Merkur fließt das Gespräch: {B} findet Worte für das, worauf {A} hinauswill, und {A} bringt Licht in {B:gen} Denken.',
    tense:
      '{B:gen} Meinungen können an {A:gen} Selbstbild kratzen, und kleine Bemerkungen kommen leicht als Kritik an. Eure Streitgespräche schärfen euch beide, solange ihr über Ideen streitet und nicht übereinander.',
  },
  'Sun|Venus': {
    conjunction:
      '{A:gen} Sonne auf {B:gen} Venus schenkt warme Zuneigung: {B} bewundert {A}, und in {B:gen} Nähe fühlt sich {A} geschätzt und begehrenswert.',
    flowing:
      'Zwischen {A:gen} Sonne und {B:gen} Venus stellt sich Zuneigung wie von selbst ein; ihr genießt dieselben Freuden, und {B} gibt {A} das Gefühl, wertvoll zu sein.',
    tense:
      'Zwischen {A:gen} Sonne und {B:gen} Venus knistert es, doch im Geschmack reibt ihr euch aneinander: Wie {B} liebt, passt nicht immer zu der Art, wie {A} leben will. Mit Humor für die kleinen Unterschiede bleibt die Zuneigung warm.',
  },
  'Sun|Mars': {
    conjunction:
      '{A:gen} Sonne und {B:gen} Mars erzeugen gemeinsam Energie und Anziehung: {B} treibt {A} zum Handeln an, und ihr fühlt euch beide lebendiger. Derselbe Funke kann allerdings zur Rivalität auflodern.',
    flowing:
      '{B:gen} Tatendrang gibt {A:gen} Zielen Rückenwind: {A} nimmt sich etwas vor, und {B} hat die Energie, beim Vollenden kräftig mitzuhelfen.',
    tense:
      'Zwischen {A:gen} Sonne und {B:gen} Mars fliegen die Funken: {B} kann {A} herausfordern oder reizen, und Streit flammt schnell auf. Gemeinsame körperliche Bewegung ist für diese Energie ein besseres Ventil als Zank.',
  },
  'Sun|Jupiter': {
    conjunction:
      '{B:gen} Jupiter auf {A:gen} Sonne ist großzügig und ermutigend: {B} glaubt an {A}, und durch die Beziehung wächst {A:gen} Selbstvertrauen.',
    flowing:
      '{A:gen} Sonne und {B:gen} Jupiter stehen harmonisch zueinander und bringen Zuversicht und Glück; gemeinsam genießt ihr Reisen, Lernen und große Pläne.',
    tense:
      '{B:gen} Jupiter kann {A:gen} Pläne über jedes vernünftige Maß hinaus anfachen, oder {B} belehrt, wo {A} sich Rückhalt gewünscht hätte. Die Begeisterung ist echt, braucht aber Augenmaß.',
  },
  'Sun|Saturn': {
    conjunction:
      '{B:gen} Saturn auf {A:gen} Sonne bringt Verbindlichkeit und Gewicht: {B} gibt {A} Halt und engt manchmal auch ein, und die Bindung fühlt sich von Anfang an ernst an. Sie hält, wenn {B:gen} Vorsicht sich wie Rückhalt anfühlt und nicht wie ein Urteil.',
    flowing:
      'Dauer entsteht, wenn {A:gen} Sonne und {B:gen} Saturn harmonieren: {B} bietet Struktur und Treue, und {A} bringt eine Wärme mit, auf die {B} sich mit der Zeit verlässt.',
    tense:
      'Wenn {B:gen} Saturn auf {A:gen} Sonne drückt, fühlt sich {A} womöglich kritisiert oder gebremst, während {B} sich dafür verantwortlich fühlt, {A} auf dem Boden zu halten. Die Bindung kann Bestand haben, wenn ihr den Druck beim Namen nennt, statt ihn einander nachzutragen.',
  },
  'Sun|Uranus': {
    conjunction:
      '{B:gen} Uranus auf {A:gen} Sonne wirkt elektrisierend: {B} öffnet {A} die Augen für neue Möglichkeiten, und die Beziehung fühlt sich aufregend und unberechenbar an.',
    flowing:
      'Harmoniert {B:gen} Uranus mit {A:gen} Sonne, bestärkt das {A} in der eigenen Unabhängigkeit, und ihr lasst einander Raum, ganz ihr selbst zu sein.',
    tense:
      '{B:gen} Uranus bringt {A:gen} Sonne mit plötzlichen Wendungen und einem Hunger nach Freiheit aus dem Gleichgewicht, darum schwankt die Bindung zwischen heiß und kalt. Raum für Unabhängigkeit hält sie lebendig.',
  },
  'Sun|Neptune': {
    conjunction:
      'Berührt {B:gen} Neptun {A:gen} Sonne, umgeben Romantik und Inspiration {A}: {B} idealisiert {A}, und die Bindung hat etwas Träumerisches, Spirituelles, das leicht in Illusion verschwimmt.',
    flowing:
      'Eine fantasievolle, mitfühlende Verbindung eint {A:gen} Sonne und {B:gen} Neptun, und {B} spürt {A:gen} tiefere Hoffnungen.',
    tense:
      'Missverständnisse, Idealisierung oder Ausweichen können die Verbindung zwischen {A:gen} Sonne und {B:gen} Neptun trüben, sodass ihr einander wie durch einen Schleier seht. Klare Worte in praktischen Dingen halten die Bindung ehrlich.',
  },
  'Sun|Pluto': {
    conjunction:
      '{B:gen} Pluto auf {A:gen} Sonne schafft eine mächtige, verwandelnde Bindung: {B} durchschaut {A}, und die Beziehung verändert {A}, im Guten wie im Schlechten.',
    flowing:
      '{A:gen} Sonne und {B:gen} Pluto geben der Bindung Tiefe und Ausdauer, und {B} hilft {A}, verborgene Stärke zu entdecken.',
    tense:
      '{B:gen} Pluto lastet schwer auf {A:gen} Sonne und bringt Machtkämpfe, Eifersucht oder Kontrolle mit sich. Die Bindung verwandelt euch beide, wenn niemand von euch zu herrschen versucht.',
  },
  'Sun|Ascendant': {
    conjunction:
      '{A:gen} Sonne auf {B:gen} Aszendenten bringt ein sofortiges Wiedererkennen: {B} fühlt sich von {A} gesehen, und {A} fühlt sich davon angezogen, wie {B} der Welt begegnet.',
    flowing:
      '{A:gen} Sonne und {B:gen} Aszendent passen leicht und freundlich zusammen, und ihr fühlt euch miteinander wohl.',
    tense:
      '{A:gen} Sonne fordert {B:gen} Aszendenten heraus: {A} kann {B:gen} Auftritt überstrahlen oder ihm scheinbar zuwiderlaufen, und doch zieht gerade diese Spannung euch zueinander. Es gelingt, wenn niemand von euch den anderen in den Schatten stellen will.',
  },
  'Moon|Moon': {
    conjunction:
      'Eure Monde stehen beieinander, darum teilen {A} und {B} einen Gefühlsrhythmus: Ihr fühlt euch miteinander zu Hause und erkennt die Stimmung des anderen, ohne dass es Worte braucht.',
    flowing:
      'Eure Monde harmonieren, darum schwingen {A} und {B} in einem ähnlichen Gefühlsrhythmus und trösten einander ganz natürlich.',
    tense:
      'Eure Monde stehen im Spannungsaspekt, darum folgen {A} und {B} verschiedenen Gefühlsrhythmen, und was die eine Seite beruhigt, kann die andere aufwühlen. Lernt ihr, wie ihr beide getröstet werden möchtet, wird das gemeinsame Zuhause leichter.',
  },
  'Moon|Mercury': {
    conjunction:
      '{B:gen} Merkur auf {A:gen} Mond macht es euch leicht, über Gefühle zu sprechen: {B} fasst {A:gen} Stimmungen in Worte, und {A} geht warm auf {B:gen} Ideen ein.',
    flowing:
      '{B:gen} Merkur findet leicht Zugang zu {A:gen} Mond: Eure Gespräche sind verständnisvoll, und {B} weiß, wie sich {A} beruhigen lässt.',
    tense:
      '{B:gen} Überlegungen können auf {A} kühl wirken, und {A:gen} Stimmungen geben {B} Rätsel auf. Hört ihr erst zu, bevor ihr erklärt, versteht ihr einander besser.',
  },
  'Moon|Venus': {
    conjunction:
      '{A:gen} Mond und {B:gen} Venus knüpfen ein warmes, herzliches Band: {B} umsorgt {A} gern, und {A} fühlt sich umhegt und geborgen.',
    flowing:
      'Sanftheit und Geborgenheit fließen zwischen {A:gen} Mond und {B:gen} Venus; für den gemeinsamen Alltag gibt es kaum einen süßeren Kontakt.',
    tense:
      'Was {A} braucht und was {B} gefällt, deckt sich nicht immer, doch die Zuneigung zwischen euch ist echt. {B} überbrückt die Kluft, wenn {B} lernt, welche Fürsorge sich {A} wirklich wünscht, und nicht die, die {B} selbst wählen würde.',
  },
  'Moon|Mars': {
    conjunction:
      '{B:gen} Mars auf {A:gen} Mond weckt starke Gefühle und körperliche Anziehung: {B} bringt {A:gen} Gemüt schnell in Wallung, zur Leidenschaft oder zur Kränkung.',
    flowing:
      '{A:gen} Mond und {B:gen} Mars verbinden Gefühl mit Tatkraft: {B} beschützt {A}, und {A} mildert {B:gen} Schroffheit.',
    tense:
      '{B:gen} Mars kann {A:gen} Mond verletzen: {B:gen} Direktheit oder Hast tut {A} weh, und {A:gen} Launen machen {B} ungeduldig. In zarten Momenten kommt es hier auf Behutsamkeit an.',
  },
  'Moon|Jupiter': {
    conjunction:
      '{B:gen} Jupiter auf {A:gen} Mond ist warmherzig und großzügig: {B} schenkt {A} Sicherheit und Zuversicht, und in {B:gen} Nähe entspannt sich {A}.',
    flowing:
      '{A:gen} Mond und {B:gen} Jupiter harmonieren und bringen Güte und gute Laune mit, und euer gemeinsames Zuhause fühlt sich reich an.',
    tense:
      'Mond und Jupiter stehen hier im Spannungsaspekt, und {A} kann sich von den Ratschlägen, Plänen oder großen Trostversprechen von {B} überrollt fühlen. Das Wohlwollen ist echt, es braucht nur das richtige Tempo.',
  },
  'Moon|Saturn': {
    conjunction:
      '{B:gen} Saturn auf {A:gen} Mond bringt Treue und Pflichtgefühl, aber auch Schwere: {B} kann auf {A} kühl oder bestimmend wirken, während {A} in {B:gen} Augen bedürftig erscheinen mag. Mit der Zeit kann daraus die tiefste Form von Geborgenheit werden.',
    flowing:
      '{A:gen} Mond und {B:gen} Saturn geben der Bindung Verlässlichkeit: {B} bietet beständigen Rückhalt, und {A} lockert {B:gen} Zurückhaltung.',
    tense:
      '{B:gen} Saturn kann {A:gen} Mond frösteln lassen: {A} fühlt sich kritisiert oder emotional kurzgehalten, und {B} empfindet, was {A} braucht, als Last. Wärme, die ausgesprochen statt stillschweigend vorausgesetzt wird, hält die Bindung lebendig.',
  },
  'Moon|Uranus': {
    conjunction:
      '{B:gen} Uranus auf {A:gen} Mond ist aufregend und verunsichernd zugleich: {B} rührt {A:gen} Gefühle auf unerwartete Weise an, und das Klima zwischen euch wechselt schnell.',
    flowing:
      'Frischer Wind kommt auf, wenn {A:gen} Mond und {B:gen} Uranus harmonieren: {B} hilft {A}, alte Gewohnheiten abzulegen, und ihr respektiert, dass ihr beide Freiraum braucht.',
    tense:
      '{B:gen} Freiheitsbedürfnis kann {A:gen} Sicherheitsbedürfnis erschüttern, und plötzliche Wechsel von Stimmung oder Plänen rütteln an der Bindung. Verlässliche Momente der Nähe geben ihr Halt.',
  },
  'Moon|Neptune': {
    conjunction:
      'Wo {B:gen} Neptun {A:gen} Mond berührt, entsteht ein feinfühliges, fast hellsichtiges Band: Ihr spürt die Gefühle des anderen, auch wenn {B} nicht immer klar erkennt, wer {A} wirklich ist.',
    flowing:
      'Intuition und Mitgefühl verbinden {A:gen} Mond mit {B:gen} Neptun und geben der Bindung etwas Sanftes, beinahe Telepathisches.',
    tense:
      '{A:gen} Gefühle können sich in den Ausflüchten, Idealisierungen oder unausgesprochenen Enttäuschungen von {B} verlieren. Ehrliche Worte über Bedürfnisse lichten den Nebel.',
  },
  'Moon|Pluto': {
    conjunction:
      '{B:gen} Pluto auf {A:gen} Mond schafft eine tiefe, alles verzehrende Bindung: {B} rührt an {A:gen} verborgenste Gefühle, und das kann heilen oder überwältigen.',
    flowing:
      '{A:gen} Mond und {B:gen} Pluto geben der Beziehung seelische Tiefe und Treue, und {B} hilft {A}, sich schweren Gefühlen zu stellen.',
    tense:
      'Wo {B:gen} Pluto auf {A:gen} Mond lastet, können sich Eifersucht, Besitzdenken oder emotionale Kontrolle einschleichen. Langsam gewachsenes Vertrauen verwandelt die Intensität in Nähe.',
  },
  'Moon|Ascendant': {
    conjunction:
      '{A:gen} Mond auf {B:gen} Aszendenten stiftet ein instinktives Einvernehmen: {A} geht warmherzig auf {B} ein, und {B} fühlt sich ganz selbstverständlich umsorgt.',
    flowing:
      '{A:gen} Mond und {B:gen} Aszendent passen bequem zusammen, darum seid ihr im Alltag entspannt miteinander.',
    tense:
      '{A:gen} Gefühle und {B:gen} Auftreten reiben sich aneinander, und {A} nimmt {B:gen} Art womöglich persönlich. Geduld mit den ersten Reaktionen hilft.',
  },
  'Mercury|Mercury': {
    conjunction:
      '{A} und {B} denken ähnlich: Mit Merkur an derselben Stelle beendet ihr die Sätze des anderen, und der Gesprächsstoff geht euch selten aus.',
    flowing:
      'Eure Merkurstellungen harmonieren, darum verständigen sich {A} und {B} mühelos und mögen dieselbe Art von Gespräch.',
    tense:
      'Eure Merkurstellungen stehen im Spannungsaspekt, darum denken {A} und {B} verschieden, und Missverständnisse und Debatten sind häufig. Dafür lernt ihr voneinander neue Sichtweisen.',
  },
  'Mercury|Venus': {
    conjunction:
      '{A:gen} Merkur auf {B:gen} Venus sorgt für angenehme, herzliche Gespräche: {A:gen} Worte bezaubern {B}, und ihr teilt den Geschmack bei Büchern, Musik oder Kunst.',
    flowing:
      'Höflichkeit und gute Laune prägen die Gespräche zwischen {A:gen} Merkur und {B:gen} Venus, und Komplimente kommen leicht über die Lippen.',
    tense:
      '{A:gen} Worte können sich mit der Art reiben, wie {B} liebt, oder {B} weicht aus, statt zu sagen, was {A} hören müsste. Freundliche Ehrlichkeit tut euch beiden gut.',
  },
  'Mercury|Mars': {
    conjunction:
      '{A:gen} Merkur und {B:gen} Mars sorgen für lebhafte, manchmal streitlustige Gespräche: {B} stellt {A:gen} Ideen auf die Probe, und Debatten werden schnell hitzig.',
    flowing:
      '{A:gen} Ideen und {B:gen} Tatendrang ergänzen sich gut, darum schmiedet ihr als Team Pläne und setzt sie auch um.',
    tense:
      '{B:gen} Mars kann aus {A:gen} Worten einen Streit machen, und spitze Bemerkungen fliegen hin und her. Kühlt ihr euch vor einem schwierigen Gespräch erst ab, bleiben Wunden aus.',
  },
  'Mercury|Jupiter': {
    conjunction:
      '{B:gen} Jupiter auf {A:gen} Merkur weitet {A:gen} Denken, und ihr teilt große Ideen und Pläne, die Lust am Reisen und am Lernen.',
    flowing:
      'Anregender, zuversichtlicher Austausch und eine gemeinsame Freude am Lernen entstehen, wenn {A:gen} Merkur und {B:gen} Jupiter harmonieren.',
    tense:
      '{B:gen} Blick aufs große Ganze kann {A:gen} Details überrollen, oder {A:gen} Fakten dämpfen {B:gen} Begeisterung. Beide Blickwinkel werden gebraucht.',
  },
  'Mercury|Saturn': {
    conjunction:
      '{B:gen} Saturn auf {A:gen} Merkur gibt euren Gesprächen Gewicht: {B} nimmt {A:gen} Ideen ernst, auch wenn {A} sich manchmal korrigiert oder ausgebremst fühlt.',
    flowing:
      '{A:gen} Merkur und {B:gen} Saturn planen gut miteinander, und {B} bringt Struktur in {A:gen} Ideen.',
    tense:
      '{B:gen} Saturn kann {A:gen} Merkur mit Kritik oder Zweifel dämpfen, bis {A} Ideen lieber für sich behält. Ermutigung neben aller Vorsicht hält das Gespräch offen.',
  },
  'Mercury|Uranus': {
    conjunction:
      'Wenn {B:gen} Uranus auf {A:gen} Merkur trifft, knistert es im Gespräch: {B} entzündet bei {A} neue Ideen, und die Unterhaltung springt in unerwartete Richtungen.',
    flowing:
      '{A:gen} Merkur und {B:gen} Uranus bilden ein erfinderisches Gespann zweier Köpfe, die ungewöhnliche Ideen rasch teilen und erproben.',
    tense:
      '{B:gen} Uranus kann {A:gen} Denken durcheinanderwirbeln, mit abrupten Meinungsverschiedenheiten oder dem Gefühl, nie ganz auf einer Wellenlänge zu sein. Neugier auf den Unterschied hält es anregend.',
  },
  'Mercury|Neptune': {
    conjunction:
      '{B:gen} Neptun auf {A:gen} Merkur sorgt für fantasievolle, poetische Gespräche, doch Fakten und Pläne können zwischen euch verschwimmen.',
    flowing:
      '{A:gen} Merkur und {B:gen} Neptun verständigen sich intuitiv und teilen Träume, Kunst oder spirituelle Interessen.',
    tense:
      'Missverständnisse, vage Versprechen und Ungesagtes können das Gespräch zwischen {A:gen} Merkur und {B:gen} Neptun vernebeln. Was wichtig ist, schriftlich festzuhalten, beugt Verwirrung vor.',
  },
  'Mercury|Pluto': {
    conjunction:
      '{B:gen} Pluto auf {A:gen} Merkur macht Gespräche tief und bohrend: {B} durchschaut {A:gen} Worte und kann verändern, wie {A} denkt.',
    flowing:
      'Lust am Forschen, an Psychologie und daran, den Dingen auf den Grund zu gehen, verbindet {A:gen} Merkur mit {B:gen} Pluto.',
    tense:
      '{B:gen} Pluto kann ein Gespräch mit {A} in ein Verhör oder ein Mittel der Kontrolle verwandeln, und {A} fühlt sich vielleicht manipuliert oder bedrängt. Offenheit auf beiden Seiten entschärft das Misstrauen.',
  },
  'Mercury|Ascendant': {
    conjunction:
      '{A:gen} Merkur auf {B:gen} Aszendenten macht das Reden vom ersten Treffen an leicht: {A} liest {B} gut, und der Gesprächsstoff geht nie aus.',
    flowing: '{A:gen} Merkur und {B:gen} Aszendent sorgen für entspannte, freundliche Gespräche.',
    tense:
      '{A:gen} Meinungen können sich an {B:gen} Auftreten reiben, und Bemerkungen werden leicht falsch verstanden. Ein behutsamer Umgang mit Kritik hilft.',
  },
  'Venus|Venus': {
    conjunction:
      '{A} und {B} haben die Venus an derselben Stelle, darum liebt ihr auf ähnliche Weise und genießt dieselben Freuden, denselben Geschmack und Stil.',
    flowing:
      'Eure Venusstellungen harmonieren, darum teilen {A} und {B} dieselben Werte, und Zuneigung fließt mühelos zwischen euch.',
    tense:
      'Eure Venusstellungen stehen im Spannungsaspekt, darum zeigen {A} und {B} Liebe auf unterschiedliche Weise und genießen das Leben verschieden, und beim Geld oder in der Freizeit können die Vorlieben aufeinanderprallen. Respekt davor, wie der andere Zuneigung zeigt, erspart Kränkungen.',
  },
  'Venus|Mars': {
    conjunction:
      '{A:gen} Venus und {B:gen} Mars ergeben eine klassische romantische und körperliche Anziehung: {B} wirbt, {A} antwortet, und die Chemie ist stark.',
    flowing:
      '{A:gen} Venus und {B:gen} Mars stehen harmonisch, darum stimmt die Chemie mühelos, und Zuneigung und Begehren finden ohne viel Reibung zueinander.',
    tense:
      '{A:gen} Venus und {B:gen} Mars erzeugen eine starke Anziehung, durchzogen von Reibung: Das Begehren ist groß, der Streit ebenso. Die Leidenschaft bleibt beständig, wenn niemand von euch ein anderes Tempo für eine Abfuhr hält.',
  },
  'Venus|Jupiter': {
    conjunction:
      '{B:gen} Jupiter auf {A:gen} Venus bringt Großzügigkeit und Frohsinn: {B} verwöhnt {A}, und gemeinsam genießt ihr die Freuden des Lebens.',
    flowing:
      '{A:gen} Venus und {B:gen} Jupiter sind eine glückliche, herzliche Verbindung mit gemeinsamem Geschmack und großzügigen Gesten.',
    tense:
      'Trifft {B:gen} Jupiter {A:gen} Venus im Spannungsaspekt, droht das Zuviel: beim Geldausgeben, beim Essen oder bei Versprechen. Die Wärme ist echt, und Maßhalten hält sie gesund.',
  },
  'Venus|Saturn': {
    conjunction:
      '{B:gen} Saturn auf {A:gen} Venus gibt der Liebe Verbindlichkeit und Gewicht: {B} ist treu und ernsthaft, auch wenn {A} {B:gen} Zuneigung als knapp bemessen empfinden mag. Dieser Kontakt findet sich oft in langen Partnerschaften; er bindet, ohne Leichtigkeit zu versprechen.',
    flowing:
      '{A:gen} Venus und {B:gen} Saturn geben der Bindung Treue und Beständigkeit: {B} schenkt Sicherheit, {A} schenkt Wärme.',
    tense:
      '{B:gen} Saturn kann {A:gen} Venus abkühlen: {A} fühlt sich nicht gewürdigt oder eingeengt, und {B} fühlt sich belastet. Deutliche Gesten der Zuneigung wirken der Kälte entgegen.',
  },
  'Venus|Uranus': {
    conjunction:
      '{B:gen} Uranus auf {A:gen} Venus entfacht eine plötzliche, aufregende Anziehung: Die Beziehung fühlt sich prickelnd und unkonventionell an und kann unbeständig sein.',
    flowing:
      '{A:gen} Venus und {B:gen} Uranus halten die Liebe frisch und freundschaftlich, mit Raum für Unabhängigkeit.',
    tense:
      '{B:gen} Uranus bringt {A:gen} Venus aus dem Gleichgewicht; {B} schwankt vielleicht zwischen heiß und kalt, und die Verbindlichkeit bleibt ungewiss. Freiheit innerhalb der Bindung hält sie am Leben.',
  },
  'Venus|Neptune': {
    conjunction:
      'Tiefe Romantik umgibt {A:gen} Venus und {B:gen} Neptun, wenn sie beieinanderstehen: {B} idealisiert {A}, und eure Liebe hat etwas Verzaubertes, Traumhaftes.',
    flowing:
      'Zärtlichkeit und Fantasie verbinden {A:gen} Venus mit {B:gen} Neptun, und Kunst und Musik führen euch zusammen.',
    tense:
      '{B:gen} Neptun kann {A:gen} Venus mit einem Zauber umhüllen, der später in Enttäuschung oder Täuschung verblasst. Einander als wirkliche Menschen zu sehen, schützt die Romantik.',
  },
  'Venus|Pluto': {
    conjunction:
      '{B:gen} Pluto auf {A:gen} Venus erzeugt eine intensive, magnetische Anziehung: Die Liebe ist hier verzehrend und verwandelnd, und die Eifersucht ist nie weit.',
    flowing:
      '{A:gen} Venus und {B:gen} Pluto bringen Tiefe und Treue in die Liebe, und die Beziehung kann alte Wunden heilen.',
    tense:
      '{B:gen} Pluto kann {A:gen} Venus mit Besitzdenken, Eifersucht oder Machtspielen umklammern. Frei geschenktes Vertrauen ist das Gegenmittel.',
  },
  'Venus|Ascendant': {
    conjunction:
      'Mit {A:gen} Venus auf {B:gen} Aszendenten wirkt {B} auf {A} anziehend und charmant, und {B} spürt diese Wertschätzung.',
    flowing:
      'Harmonieren {A:gen} Venus und {B:gen} Aszendent, stellt sich leichte, angenehme Zuneigung ein, und ihr zeigt euch gern gemeinsam.',
    tense:
      '{A:gen} Geschmack und {B:gen} Stil gehen auseinander, und {A} hat vielleicht etwas daran auszusetzen, wie {B} sich gibt. Laut ausgesprochene Wertschätzung glättet das.',
  },
  'Mars|Mars': {
    conjunction:
      '{A} und {B} haben den Mars an derselben Stelle, darum handelt, begehrt und streitet ihr auf dieselbe Weise: gemeinsam voller Energie, und Rivalen, sobald ihr in verschiedene Richtungen zieht.',
    flowing:
      'Eure Marsstellungen harmonieren, darum arbeiten, spielen und verfolgen {A} und {B} ihre Ziele in einem Tempo, das zusammenpasst.',
    tense:
      'Eure Marsstellungen stehen im Spannungsaspekt, darum gehen {A} und {B} die Dinge unterschiedlich an und streiten über Tempo und Prioritäten. In gemeinsame Herausforderungen gelenkt, wird die Energie zum Antrieb.',
  },
  'Mars|Jupiter': {
    conjunction:
      '{B:gen} Jupiter auf {A:gen} Mars befeuert {A:gen} Energie, und zusammen seid ihr abenteuerlustig, kühn und unternehmungsfreudig.',
    flowing:
      '{A:gen} Mars und {B:gen} Jupiter bilden ein begeistertes Team für Sport, Reisen und Unternehmungen.',
    tense:
      'Gemeinsam können {A} und {B} es übertreiben: {B:gen} Jupiter stachelt {A:gen} Mars an, bis die Begeisterung mit dem Risiko spielt. Prüft ihr die Größe eurer Pläne, fahrt ihr gut damit.',
  },
  'Mars|Saturn': {
    conjunction:
      '{B:gen} Saturn auf {A:gen} Mars bringt Disziplin und Frust: {B} kann {A:gen} Antrieb bremsen oder blockieren, und {A} fühlt sich womöglich kontrolliert.',
    flowing:
      '{A:gen} Mars und {B:gen} Saturn verbinden Energie mit Disziplin, eine fruchtbare Verbindung für gemeinsame Arbeit.',
    tense:
      '{B:gen} Saturn kann {A:gen} Mars ausbremsen, und daraus werden Wut, Groll oder das Gefühl, zurückgehalten zu werden. Sprecht ihr ab, wer wobei die Führung übernimmt, vermeidet ihr Stillstand.',
  },
  'Mars|Uranus': {
    conjunction:
      '{B:gen} Uranus auf {A:gen} Mars ist aufregend und explosiv: Ihr handelt aus dem Impuls heraus, und die Funken fliegen.',
    flowing:
      'Aufregung und Erfindungsgeist kommen auf, wenn {A:gen} Mars und {B:gen} Uranus harmonieren, und ihr genießt gemeinsam neue Abenteuer.',
    tense:
      '{B:gen} Uranus kann {A:gen} Mars zu plötzlichen Konflikten und unbedachten Schritten reizen. Ein kurzes Innehalten vor der Reaktion verhindert, dass die Aufregung Schaden anrichtet.',
  },
  'Mars|Neptune': {
    conjunction:
      'Wo {B:gen} Neptun {A:gen} Mars trifft, mischt sich Begehren mit Fantasie: Die Anziehung ist romantisch, doch {A:gen} Antrieb kann verwässert oder fehlgeleitet werden.',
    flowing:
      '{A:gen} Mars und {B:gen} Neptun verbinden Handeln mit Inspiration, was gemeinsamem kreativem oder wohltätigem Tun entgegenkommt.',
    tense:
      '{B:gen} Neptun kann {A:gen} Mars verwirren: Beweggründe verschwimmen, Energie versickert, oder passiver Widerstand tritt an die Stelle des offenen Konflikts. Klare Absprachen beugen Missverständnissen vor.',
  },
  'Mars|Pluto': {
    conjunction:
      '{B:gen} Pluto auf {A:gen} Mars erzeugt eine intensive körperliche und seelische Energie, mächtig in der Leidenschaft und gefährlich im Streit.',
    flowing:
      '{A:gen} Mars und {B:gen} Pluto geben euch gemeinsam große Kraft und Ausdauer für geteilte Ziele.',
    tense:
      'Zwischen {A:gen} Mars und {B:gen} Pluto lodern Kämpfe um Macht und Kontrolle auf. Hier kommt es darauf an, fair zu streiten und nie um jeden Preis gewinnen zu wollen.',
  },
  'Mars|Ascendant': {
    conjunction:
      '{A:gen} Mars auf {B:gen} Aszendenten ist rohe körperliche Energie: {A} reizt {B} zum Handeln und weckt Begehren, kann dabei aber aufdringlich oder streitlustig wirken. Der Funke springt kräftig über, und das von beiden Seiten.',
    flowing:
      '{A:gen} Mars und {B:gen} Aszendent beleben einander: {A} ermutigt {B} zum Handeln, und ihr unternehmt gern etwas zusammen.',
    tense:
      '{A:gen} Mars kann {B} reizen, sodass Streit schnell entbrennt und {B} sich womöglich bedrängt fühlt. Gemeinsam an einer Sache zu arbeiten, entschärft den Streit.',
  },
  'Jupiter|Jupiter': {
    conjunction:
      '{A} und {B} haben den Jupiter an derselben Stelle, geboren im selben Jahr oder etwa zwölf Jahre auseinander, darum teilt ihr Überzeugungen, Humor und ein Gespür dafür, was sich zu verfolgen lohnt.',
    flowing:
      'Eure Jupiterstellungen harmonieren, darum teilen {A} und {B} ähnliche Werte und Zuversicht und ermutigen einander zu wachsen.',
    tense:
      'Eure Jupiterstellungen stehen im Spannungsaspekt, darum haben {A} und {B} unterschiedliche Vorstellungen von Wachstum, Glauben und dem, was das Leben gut macht. Eure Meinungsverschiedenheiten erweitern euch gegenseitig den Horizont.',
  },
  'Jupiter|Saturn': {
    conjunction:
      '{A:gen} Jupiter auf {B:gen} Saturn bringt Wachstum und Vorsicht ins Gleichgewicht: {A} ermutigt {B}, und {B} erdet {A:gen} Pläne, eine nützliche Verbindung im Beruf ebenso wie in der Liebe.',
    flowing:
      'Zwischen {A:gen} Jupiter und {B:gen} Saturn trifft Weitblick auf Realismus, ein beständiges Gespann für langfristige Pläne.',
    tense:
      '{A:gen} Optimismus und {B:gen} Vorsicht prallen aufeinander: {A} fühlt sich womöglich eingeengt, während {B} {A:gen} Vorgehen leichtsinnig findet. Jeder braucht den Blick des anderen.',
  },
  'Jupiter|Uranus': {
    conjunction:
      'Überraschungen und Gelegenheiten folgen {A:gen} Jupiter und {B:gen} Uranus, wenn sie beieinanderstehen, und ihr ermutigt einander, etwas zu wagen.',
    flowing: 'Freiheitsliebe, neue Ideen und Abenteuerlust verbinden {A:gen} Jupiter mit {B:gen} Uranus.',
    tense:
      'Unruhe und Risikofreude schaukeln sich zwischen {A:gen} Jupiter und {B:gen} Uranus gegenseitig hoch. Gemeinsame Abenteuer brauchen ein paar Spielregeln.',
  },
  'Jupiter|Neptune': {
    conjunction:
      '{A:gen} Jupiter und {B:gen} Neptun teilen Ideale und einen Hang zum Spirituellen oder Künstlerischen, und ihr träumt gern gemeinsam.',
    flowing:
      'Mitgefühl und Inspiration fließen zwischen {A:gen} Jupiter und {B:gen} Neptun, und gemeinsame Überzeugungen halten die Bindung zusammen.',
    tense:
      '{A:gen} Jupiter kann {B:gen} Träume aufblähen, oder ihr verliert beide das Praktische aus dem Blick. Ab und zu ein Blick auf die Wirklichkeit tut euch gut.',
  },
  'Jupiter|Pluto': {
    conjunction:
      '{A:gen} Jupiter und {B:gen} Pluto verbünden sich im Streben nach Einfluss, und gemeinsam könnt ihr viel erreichen.',
    flowing:
      'Wachstum und Erneuerung gehen hier Hand in Hand: {A:gen} Jupiter ermutigt, und {B:gen} Pluto vertieft, was ihr aufbaut.',
    tense:
      'Zwischen {A:gen} Jupiter und {B:gen} Pluto werden Überzeugungen oder Macht zum Schlachtfeld, und {B} versucht, {A:gen} Ausdehnungsdrang zu zügeln. Respekt vor den Überzeugungen des anderen entspannt die Lage.',
  },
  'Jupiter|Ascendant': {
    conjunction:
      '{A:gen} Jupiter auf {B:gen} Aszendenten ist warmherzig und ermutigend: {A} weckt in {B} Selbstvertrauen und gute Laune.',
    flowing:
      '{A:gen} Jupiter und {B:gen} Aszendent ergeben ein heiteres Gespann: Ihr stützt einander und verbringt gern Zeit miteinander.',
    tense:
      '{A:gen} Jupiter kann {B} mit Ratschlägen oder Begeisterung überschütten. {A:gen} Wohlwollen kommt am besten an, wenn {B} darum bittet.',
  },
  'Saturn|Saturn': {
    conjunction:
      '{A} und {B} haben den Saturn an derselben Stelle, geboren im selben Jahr oder etwa 29 Jahre auseinander, darum teilt ihr Ängste und Pflichtgefühl und versteht die Lasten des anderen.',
    flowing:
      'Eure Saturnstellungen harmonieren, darum teilen {A} und {B} ein Verantwortungsgefühl und gehen Bindung mit derselben Beständigkeit an.',
    tense:
      '{A} und {B} haben den Saturn im Spannungsaspekt, geboren etwa sieben, vierzehn oder zweiundzwanzig Jahre auseinander, darum unterscheiden sich eure Pflichten und Ängste, und ihr könnt die Prioritäten des anderen beide als Einschränkung erleben. Geduld schafft Respekt.',
  },
  'Saturn|Uranus': {
    conjunction:
      '{A:gen} Saturn und {B:gen} Uranus stellen Beständigkeit gegen Freiheit: {A} will Struktur, {B} will Veränderung.',
    flowing:
      'Zwischen {A:gen} Saturn und {B:gen} Uranus trifft Tradition auf Erneuerung, und gemeinsam könnt ihr etwas Neues aufbauen.',
    tense:
      'Kontrolle und Rebellion prallen zwischen {A:gen} Saturn und {B:gen} Uranus aufeinander, und ihr müsst beide ein Stück nachgeben.',
  },
  'Saturn|Neptune': {
    conjunction:
      'Wenn {A:gen} Saturn auf {B:gen} Neptun trifft, begegnet Realismus dem Traum, und {A} kann {B:gen} Ideale erden oder abtun.',
    flowing:
      '{A:gen} Saturn und {B:gen} Neptun verbinden Sinn fürs Praktische mit Fantasie und können einer gemeinsamen Vision Gestalt geben.',
    tense:
      'Zweifel und Verwirrung sammeln sich zwischen {A:gen} Saturn und {B:gen} Neptun: {A} misstraut vielleicht {B:gen} Ungefähren, und {B} welkt womöglich unter {A:gen} Kritik. Klare Erwartungen helfen.',
  },
  'Saturn|Pluto': {
    conjunction:
      '{A:gen} Saturn und {B:gen} Pluto bilden einen schweren, dauerhaften Kontakt, in dem Druck, Macht und Verbindlichkeit tief reichen.',
    flowing:
      'Widerstandskraft ist das Geschenk des harmonischen Aspekts zwischen {A:gen} Saturn und {B:gen} Pluto: Gemeinsam könnt ihr nach schweren Zeiten neu aufbauen.',
    tense:
      '{A:gen} Saturn und {B:gen} Pluto ringen um Kontrolle: {B} drängt, {A} hält dagegen, und beide graben sich ein. Verhandeln bringt euch weiter als ein Zermürbungskrieg.',
  },
  'Saturn|Ascendant': {
    conjunction:
      '{A:gen} Saturn auf {B:gen} Aszendenten bringt Ernst und Verbindlichkeit: {A} fühlt sich vielleicht für {B} verantwortlich, und {B} fühlt sich von {A} beurteilt oder auch gehalten.',
    flowing:
      '{A:gen} Saturn und {B:gen} Aszendent geben der Bindung Beständigkeit, und {A} ist in {B:gen} Leben eine verlässliche Größe.',
    tense:
      '{A:gen} Saturn kann sich für {B} wie Kritik oder Einschränkung anfühlen, und die Bindung wirkt womöglich schwer. Klar ausgesprochene Wärme und Anerkennung verhindern, dass {A:gen} Ansprüche wie ein Urteil über {B} klingen.',
  },
  'Uranus|Ascendant': {
    conjunction:
      '{A:gen} Uranus auf {B:gen} Aszendenten bringt plötzliche Aufregung: {A} weckt in {B} ungeahnte Seiten, und die Bindung bleibt unberechenbar.',
    flowing:
      '{A:gen} Uranus und {B:gen} Aszendent halten die Dinge lebendig, und ihr lasst einander Freiheit.',
    tense:
      '{A:gen} Uranus kann {B} mit plötzlichen Wendungen und Unberechenbarkeit verunsichern. Verlässliche Pläne gleichen die Aufregung aus.',
  },
  'Neptune|Ascendant': {
    conjunction:
      'Mit {A:gen} Neptun auf {B:gen} Aszendenten erscheint {B} in {A:gen} Augen wie hinter einem romantischen, verklärenden Schleier, bezaubernd und manchmal trügerisch.',
    flowing:
      '{A:gen} Neptun und {B:gen} Aszendent bringen Sanftheit und Fantasie in die Art, wie ihr miteinander umgeht.',
    tense:
      '{A:gen} Neptun kann {B} verwirren, sodass Signale falsch gedeutet und Erwartungen enttäuscht werden. Klar zu sagen, was gemeint ist, hilft.',
  },
  'Pluto|Ascendant': {
    conjunction:
      '{A:gen} Pluto auf {B:gen} Aszendenten erzeugt eine starke Anziehung: {A} hat eine große Wirkung auf {B}, und {B} fühlt sich davon fasziniert oder beherrscht.',
    flowing:
      '{A:gen} Pluto und {B:gen} Aszendent geben der Bindung Tiefe, und {A} hilft {B}, stärker zu werden.',
    tense:
      '{A:gen} Pluto kann {B} überwältigen, und es kommt zu Kämpfen um Kontrolle. Respekt vor {B:gen} Unabhängigkeit hält die Bindung gesund.',
  },
  'Ascendant|Ascendant': {
    conjunction:
      'Eure Aszendenten stehen beieinander, darum begegnen {A} und {B} der Welt auf dieselbe Weise und erkennen einander sofort.',
    flowing:
      'Eure Aszendenten harmonieren, darum fühlen sich {A} und {B} mit der Art des anderen wohl und wirken in Gesellschaft wie selbstverständlich zusammengehörig.',
    tense:
      '{A} und {B} begegnen der Welt auf gegensätzliche Weise, darum können erste Eindrücke befremden oder faszinieren. Kennt ihr euch erst, wird der Gegensatz Teil der Anziehung.',
  },
};

/**
 * A planet opposite the partner's Ascendant, on the Descendant, read as a partner's planet, not as
 * friction, as in ../synastry.ts. "{A}" owns the planet, "{B}" the Descendant; "Gegenüber" and
 * "Mensch" keep the partner's gender open.
 */
export const DESCENDANT_TEXT_DE: Record<Exclude<SynastryPoint, 'Ascendant'>, string> = {
  Sun: '{A:gen} Sonne auf {B:gen} Deszendenten kennzeichnet oft eine Partnerschaft: {A} ist womöglich der Mensch, nach dem {B} gesucht hat, und an {B:gen} Seite strahlt {A} am hellsten.',
  Moon: '{A:gen} Mond auf {B:gen} Deszendenten trägt {A:gen} Gefühle mitten in das Bild, das {B} sich von Partnerschaft macht: {B} erlebt {A:gen} Stimmungen als Teil der Bindung, und um euch beide wächst ein Zuhause.',
  Mercury:
    '{A:gen} Merkur auf {B:gen} Deszendenten macht das Gespräch zum Herzen der Partnerschaft: {A} sagt, was {B} hören muss, und {B} wendet sich an {A}, um Dinge zu durchdenken.',
  Venus:
    '{A:gen} Venus auf {B:gen} Deszendenten ist ein starkes Zeichen für Liebe und Ehe: {A} bringt die Wärme und den Charme mit, die {B} in einer Partnerschaft sucht.',
  Mars: '{A:gen} Mars auf {B:gen} Deszendenten bringt Begehren und Tatkraft mitten in die Partnerschaft: {A} handelt für euch als Paar und bewegt {B}, und diese Energie braucht ein gemeinsames Ziel, sonst wird Streit daraus.',
  Jupiter:
    '{A:gen} Jupiter auf {B:gen} Deszendenten macht {A} zu einem großzügigen, ermutigenden Gegenüber, das {B:gen} Welt erweitert.',
  Saturn:
    '{A:gen} Saturn auf {B:gen} Deszendenten gibt der Partnerschaft Gewicht und Pflicht: {A} ist das beständige, verbindliche Gegenüber, und {B} spürt manchmal eher die Regeln als die Wärme.',
  Uranus:
    '{A:gen} Uranus auf {B:gen} Deszendenten macht {A} zu dem Gegenüber, das {B} immer wieder überrascht: aufregend und verunsichernd, eine Bindung, die Raum für Wandel braucht.',
  Neptune:
    '{A:gen} Neptun auf {B:gen} Deszendenten lässt {B} in {A} ein Ideal sehen; die Romantik ist echt, ebenso wie die Aufgabe, einander klar zu sehen.',
  Pluto:
    '{A:gen} Pluto auf {B:gen} Deszendenten macht die Partnerschaft für {B} intensiv und verwandelnd; Macht will hier offen geteilt werden.',
};
