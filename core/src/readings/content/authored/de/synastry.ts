// The German synastry texts for a couple: the same keys in the same order as ../synastry.ts, each
// entry written in German for its own pair and family. "{A}" owns the first-named point, "{B}" the
// second; the names never take an ending ("die Venus von {A}", not a genitive -s, which breaks on
// names in s, x or z), and no entry uses the sign tags ("{A:in}", "{B:venus}"), which fill in English.
import type { SynastryPoint, SynastryTable } from '../types';

export const SYNASTRY_TEXT_DE: SynastryTable = {
  'Sun|Sun': {
    conjunction:
      '{A} und {B} sind mit der Sonne fast an derselben Stelle geboren, darum erkennt ihr die Ziele des anderen auf Anhieb. Wo zwei so ähnlich wollen, kann es allerdings auch Wettstreit um dasselbe Rampenlicht geben.',
    flowing:
      'Eure Sonnen stehen harmonisch zueinander, darum passen die Temperamente von {A} und {B} mühelos zusammen, und ihr unterstützt einander darin, auf eigene Weise zu strahlen.',
    tense:
      'Eure Sonnen stehen im Spannungsaspekt: {A} und {B} gehen das Leben auf verschiedene Weise an, und oft fühlt es sich an, als zöge der andere in die Gegenrichtung. Respektiert ihr den Unterschied, lässt er euch beide wachsen.',
  },
  'Sun|Moon': {
    conjunction:
      'Die Sonne von {A} auf dem Mond von {B} findet sich oft zwischen Partnern: {A} bringt zum Leuchten, was {B} braucht, und bei {B} fühlt sich {A} ganz selbstverständlich zu Hause.',
    flowing:
      'Der Alltag läuft rund, wenn die Sonne von {A} und der Mond von {B} harmonieren, denn was {A} anstrebt, verträgt sich gut mit dem, was {B} fühlt.',
    tense:
      'Die Sonne von {A} und der Mond von {B} ziehen in verschiedene Richtungen, sodass das, was {A} vorhat, das Sicherheitsgefühl von {B} ins Wanken bringen kann. Es hilft, wenn {A} merkt, dass {B} in solchen Momenten Geborgenheit braucht und keinen Plan.',
  },
  'Sun|Mercury': {
    conjunction:
      'Mit dem Merkur von {B} auf der Sonne von {A} versteht {B} schnell, worum es {A} geht, und über die Ziele und Ideen von {A} redet ihr mühelos.',
    flowing:
      'Zwischen der Sonne von {A} und dem Merkur von {B} fließt das Gespräch: {B} findet Worte für das, worauf {A} hinauswill, und {A} bringt Licht in das Denken von {B}.',
    tense:
      'Die Meinungen von {B} können am Selbstbild von {A} kratzen, und kleine Bemerkungen kommen leicht als Kritik an. Eure Streitgespräche schärfen euch beide, solange ihr über Ideen streitet und nicht übereinander.',
  },
  'Sun|Venus': {
    conjunction:
      'Die Sonne von {A} auf der Venus von {B} schenkt warme Zuneigung: {B} bewundert {A}, und in der Nähe von {B} fühlt sich {A} geschätzt und begehrenswert.',
    flowing:
      'Zwischen der Sonne von {A} und der Venus von {B} stellt sich Zuneigung wie von selbst ein; ihr genießt dieselben Freuden, und {B} gibt {A} das Gefühl, wertvoll zu sein.',
    tense:
      'Zwischen der Sonne von {A} und der Venus von {B} knistert es, doch im Geschmack reibt ihr euch aneinander: Wie {B} liebt, passt nicht immer zu der Art, wie {A} leben will. Mit Humor für die kleinen Unterschiede bleibt die Zuneigung warm.',
  },
  'Sun|Mars': {
    conjunction:
      'Die Sonne von {A} und der Mars von {B} erzeugen gemeinsam Energie und Anziehung: {B} treibt {A} zum Handeln an, und ihr fühlt euch beide lebendiger. Derselbe Funke kann allerdings zur Rivalität auflodern.',
    flowing:
      'Der Tatendrang von {B} gibt den Zielen von {A} Rückenwind: Was {A} anpackt, hilft {B} mit eigener Kraft zu Ende zu bringen.',
    tense:
      'Zwischen der Sonne von {A} und dem Mars von {B} fliegen die Funken: {B} kann {A} herausfordern oder reizen, und Streit flammt schnell auf. Gemeinsame körperliche Bewegung ist für diese Energie ein besseres Ventil als Zank.',
  },
  'Sun|Jupiter': {
    conjunction:
      'Der Jupiter von {B} auf der Sonne von {A} ist großzügig und ermutigend: {B} glaubt an {A}, und durch die Beziehung wächst das Selbstvertrauen von {A}.',
    flowing:
      'Die Sonne von {A} und der Jupiter von {B} stehen harmonisch zueinander und bringen Zuversicht und Glück; gemeinsam genießt ihr Reisen, Lernen und große Pläne.',
    tense:
      'Der Jupiter von {B} kann die Pläne von {A} über jedes vernünftige Maß aufblähen oder belehren, wo {A} sich Rückhalt gewünscht hätte. Die Begeisterung ist echt, braucht aber Augenmaß.',
  },
  'Sun|Saturn': {
    conjunction:
      'Der Saturn von {B} auf der Sonne von {A} bringt Verbindlichkeit und Gewicht: {B} gibt {A} Halt und engt manchmal auch ein, und die Bindung fühlt sich von Anfang an ernst an. Sie hält, wenn die Vorsicht von {B} sich wie Rückhalt anfühlt und nicht wie ein Urteil.',
    flowing:
      'Dauer entsteht, wenn die Sonne von {A} und der Saturn von {B} harmonieren: {B} bietet Struktur und Treue, und {A} bringt eine Wärme mit, auf die {B} sich mit der Zeit verlässt.',
    tense:
      'Wenn der Saturn von {B} auf die Sonne von {A} drückt, fühlt sich {A} womöglich kritisiert oder gebremst, während {B} sich dafür verantwortlich fühlt, {A} auf dem Boden zu halten. Die Bindung kann Bestand haben, wenn ihr den Druck beim Namen nennt, statt ihn einander nachzutragen.',
  },
  'Sun|Uranus': {
    conjunction:
      'Der Uranus von {B} auf der Sonne von {A} wirkt elektrisierend: {B} öffnet {A} die Augen für neue Möglichkeiten, und die Beziehung fühlt sich aufregend und unberechenbar an.',
    flowing:
      'Harmoniert der Uranus von {B} mit der Sonne von {A}, bestärkt das {A} in der eigenen Unabhängigkeit, und ihr lasst einander Raum, ganz ihr selbst zu sein.',
    tense:
      'Der Uranus von {B} bringt die Sonne von {A} mit plötzlichen Wendungen und einem Hunger nach Freiheit aus dem Gleichgewicht, darum schwankt die Bindung zwischen heiß und kalt. Raum für Unabhängigkeit hält sie lebendig.',
  },
  'Sun|Neptune': {
    conjunction:
      'Berührt der Neptun von {B} die Sonne von {A}, umgeben Romantik und Inspiration {A}: {B} idealisiert {A}, und die Bindung hat etwas Träumerisches, Spirituelles, das leicht in Illusion verschwimmt.',
    flowing:
      'Eine fantasievolle, mitfühlende Verbindung eint die Sonne von {A} und den Neptun von {B}, und {B} spürt die tieferen Hoffnungen von {A}.',
    tense:
      'Missverständnisse, Idealisierung oder Ausweichen können die Verbindung zwischen der Sonne von {A} und dem Neptun von {B} trüben, sodass ihr einander wie durch einen Schleier seht. Klare Worte in praktischen Dingen halten die Bindung ehrlich.',
  },
  'Sun|Pluto': {
    conjunction:
      'Der Pluto von {B} auf der Sonne von {A} schafft eine mächtige, verwandelnde Bindung: {B} durchschaut {A}, und die Beziehung verändert {A}, im Guten wie im Schlechten.',
    flowing:
      'Die Sonne von {A} und der Pluto von {B} geben der Bindung Tiefe und Ausdauer, und {B} hilft {A}, verborgene Stärke zu entdecken.',
    tense:
      'Der Pluto von {B} lastet schwer auf der Sonne von {A} und bringt Machtkämpfe, Eifersucht oder Kontrolle mit sich. Die Bindung verwandelt euch beide, wenn niemand von euch zu herrschen versucht.',
  },
  'Sun|Ascendant': {
    conjunction:
      'Die Sonne von {A} auf dem Aszendenten von {B} bringt ein sofortiges Wiedererkennen: {B} fühlt sich von {A} gesehen, und {A} fühlt sich davon angezogen, wie {B} der Welt begegnet.',
    flowing:
      'Vom ersten Treffen an passen die Sonne von {A} und der Aszendent von {B} leicht und freundlich zusammen, und ihr fühlt euch miteinander wohl.',
    tense:
      'Die Sonne von {A} fordert den Aszendenten von {B} heraus: {A} kann den Auftritt von {B} überstrahlen oder ihm scheinbar zuwiderlaufen, und doch zieht gerade diese Spannung euch zueinander. Es gelingt, wenn niemand von euch den anderen in den Schatten stellen will.',
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
      'Der Merkur von {B} auf dem Mond von {A} macht es euch leicht, über Gefühle zu sprechen: {B} fasst die Stimmungen von {A} in Worte, und {A} geht warm auf die Ideen von {B} ein.',
    flowing:
      'Der Merkur von {B} findet leicht Zugang zum Mond von {A}: Eure Gespräche sind verständnisvoll, und {B} weiß, wie sich {A} beruhigen lässt.',
    tense:
      'Die Überlegungen von {B} können auf {A} kühl wirken, und die Stimmungen von {A} geben {B} Rätsel auf. Hört ihr erst zu, bevor ihr erklärt, versteht ihr einander besser.',
  },
  'Moon|Venus': {
    conjunction:
      'Der Mond von {A} und die Venus von {B} knüpfen ein warmes, herzliches Band: {B} umsorgt {A} gern, und {A} fühlt sich umhegt und geborgen.',
    flowing:
      'Sanftheit und Geborgenheit fließen zwischen dem Mond von {A} und der Venus von {B}; für den gemeinsamen Alltag gibt es kaum einen süßeren Kontakt.',
    tense:
      'Was {A} braucht und was {B} gefällt, deckt sich nicht immer, doch die Zuneigung zwischen euch ist echt. {B} überbrückt die Kluft, wenn {B} lernt, welche Fürsorge sich {A} wirklich wünscht, und nicht die, die {B} selbst wählen würde.',
  },
  'Moon|Mars': {
    conjunction:
      'Der Mars von {B} auf dem Mond von {A} weckt starke Gefühle und körperliche Anziehung: {B} bringt das Gemüt von {A} schnell in Wallung, zur Leidenschaft oder zur Kränkung.',
    flowing:
      'Der Mond von {A} und der Mars von {B} verbinden Gefühl mit Tatkraft: {B} beschützt {A}, und {A} mildert die Schroffheit von {B}.',
    tense:
      'Der Mars von {B} kann den Mond von {A} verletzen: Die Direktheit oder Hast von {B} tut {A} weh, und die Launen von {A} machen {B} ungeduldig. In zarten Momenten kommt es hier auf Behutsamkeit an.',
  },
  'Moon|Jupiter': {
    conjunction:
      'Der Jupiter von {B} auf dem Mond von {A} ist warmherzig und großzügig: {B} schenkt {A} Sicherheit und Zuversicht, und in der Nähe von {B} entspannt sich {A}.',
    flowing:
      'Der Mond von {A} und der Jupiter von {B} harmonieren und bringen Güte und gute Laune mit, und euer gemeinsames Zuhause fühlt sich reich an.',
    tense:
      'Mond und Jupiter stehen hier im Spannungsaspekt, und {A} kann sich von den Ratschlägen, Plänen oder großen Trostversprechen von {B} überrollt fühlen. Das Wohlwollen ist echt, es braucht nur das richtige Tempo.',
  },
  'Moon|Saturn': {
    conjunction:
      'Der Saturn von {B} auf dem Mond von {A} bringt Treue und Pflichtgefühl, aber auch Schwere: {B} kann auf {A} kühl oder bestimmend wirken, während {A} in den Augen von {B} bedürftig erscheinen mag. Mit der Zeit kann daraus die tiefste Form von Geborgenheit werden.',
    flowing:
      'Der Mond von {A} und der Saturn von {B} geben der Bindung Verlässlichkeit: {B} bietet beständigen Rückhalt, und {A} lockert die Zurückhaltung von {B}.',
    tense:
      'Der Saturn von {B} kann den Mond von {A} frösteln lassen: {A} fühlt sich kritisiert oder emotional kurzgehalten, und {B} empfindet, was {A} braucht, als Last. Wärme, die ausgesprochen statt stillschweigend vorausgesetzt wird, hält die Bindung lebendig.',
  },
  'Moon|Uranus': {
    conjunction:
      'Der Uranus von {B} auf dem Mond von {A} ist aufregend und verunsichernd zugleich: {B} rührt die Gefühle von {A} auf unerwartete Weise an, und das Klima zwischen euch wechselt schnell.',
    flowing:
      'Frischer Wind kommt auf, wenn der Mond von {A} und der Uranus von {B} harmonieren: {B} hilft {A}, alte Gewohnheiten abzulegen, und ihr respektiert, dass ihr beide Freiraum braucht.',
    tense:
      'Das Freiheitsbedürfnis von {B} kann das Sicherheitsbedürfnis von {A} erschüttern, und plötzliche Wechsel von Stimmung oder Plänen rütteln an der Bindung. Verlässliche Momente der Nähe geben ihr Halt.',
  },
  'Moon|Neptune': {
    conjunction:
      'Wo der Neptun von {B} den Mond von {A} berührt, entsteht ein feinfühliges, fast hellsichtiges Band: Ihr spürt die Gefühle des anderen, auch wenn {B} nicht immer klar erkennt, wer {A} wirklich ist.',
    flowing:
      'Intuition und Mitgefühl verbinden den Mond von {A} mit dem Neptun von {B} und geben der Bindung etwas Sanftes, beinahe Telepathisches.',
    tense:
      'Die Gefühle von {A} können sich in den Ausflüchten, Idealisierungen oder unausgesprochenen Enttäuschungen von {B} verlieren. Ehrliche Worte über Bedürfnisse lichten den Nebel.',
  },
  'Moon|Pluto': {
    conjunction:
      'Der Pluto von {B} auf dem Mond von {A} schafft eine tiefe, alles verzehrende Bindung: {B} rührt an die verborgensten Gefühle von {A}, und das kann heilen oder überwältigen.',
    flowing:
      'Der Mond von {A} und der Pluto von {B} geben der Beziehung seelische Tiefe und Treue, und {B} hilft {A}, sich schweren Gefühlen zu stellen.',
    tense:
      'Wo der Pluto von {B} auf dem Mond von {A} lastet, können sich Eifersucht, Besitzdenken oder emotionale Kontrolle einschleichen. Langsam gewachsenes Vertrauen verwandelt die Intensität in Nähe.',
  },
  'Moon|Ascendant': {
    conjunction:
      'Der Mond von {A} auf dem Aszendenten von {B} stiftet ein instinktives Einvernehmen: {A} geht warmherzig auf {B} ein, und {B} fühlt sich ganz selbstverständlich umsorgt.',
    flowing:
      'Der Mond von {A} und der Aszendent von {B} passen bequem zusammen, darum seid ihr im Alltag entspannt miteinander.',
    tense:
      'Die Gefühle von {A} und das Auftreten von {B} reiben sich aneinander, und {A} nimmt die Art von {B} womöglich persönlich. Geduld mit den ersten Reaktionen hilft.',
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
      'Der Merkur von {A} auf der Venus von {B} sorgt für angenehme, herzliche Gespräche: Die Worte von {A} bezaubern {B}, und ihr teilt den Geschmack bei Büchern, Musik oder Kunst.',
    flowing:
      'Höflichkeit und gute Laune prägen die Gespräche zwischen dem Merkur von {A} und der Venus von {B}, und Komplimente kommen leicht über die Lippen.',
    tense:
      'Die Worte von {A} können sich mit der Art reiben, wie {B} liebt, oder {B} weicht aus, statt zu sagen, was {A} hören müsste. Freundliche Ehrlichkeit tut euch beiden gut.',
  },
  'Mercury|Mars': {
    conjunction:
      'Der Merkur von {A} und der Mars von {B} sorgen für lebhafte, manchmal streitlustige Gespräche: {B} stellt die Ideen von {A} auf die Probe, und Debatten werden schnell hitzig.',
    flowing:
      'Die Ideen von {A} und der Tatendrang von {B} ergänzen sich gut, darum schmiedet ihr als Team Pläne und setzt sie auch um.',
    tense:
      'Der Mars von {B} kann aus den Worten von {A} einen Streit machen, und spitze Bemerkungen fliegen in beide Richtungen. Kühlt ihr euch vor einem schwierigen Gespräch erst ab, bleiben Wunden aus.',
  },
  'Mercury|Jupiter': {
    conjunction:
      'Der Jupiter von {B} auf dem Merkur von {A} weitet das Denken von {A}, und ihr teilt große Ideen und Pläne, die Lust am Reisen und am Lernen.',
    flowing:
      'Anregender, zuversichtlicher Austausch und eine gemeinsame Freude am Lernen entstehen, wenn der Merkur von {A} und der Jupiter von {B} harmonieren.',
    tense:
      'Der Blick von {B} aufs große Ganze kann die Details von {A} überrollen, oder die Fakten von {A} dämpfen die Begeisterung von {B}. Beide Blickwinkel werden gebraucht.',
  },
  'Mercury|Saturn': {
    conjunction:
      'Der Saturn von {B} auf dem Merkur von {A} gibt euren Gesprächen Gewicht: {B} nimmt die Ideen von {A} ernst, auch wenn {A} sich manchmal korrigiert oder ausgebremst fühlt.',
    flowing:
      'Der Merkur von {A} und der Saturn von {B} planen gut miteinander, und {B} bringt Struktur in die Ideen von {A}.',
    tense:
      'Der Saturn von {B} kann den Merkur von {A} mit Kritik oder Zweifel dämpfen, bis {A} Ideen lieber für sich behält. Ermutigung neben aller Vorsicht hält das Gespräch offen.',
  },
  'Mercury|Uranus': {
    conjunction:
      'Wenn der Uranus von {B} auf den Merkur von {A} trifft, knistert es im Gespräch: {B} entzündet bei {A} neue Ideen, und die Unterhaltung springt in unerwartete Richtungen.',
    flowing:
      'Der Merkur von {A} und der Uranus von {B} bilden ein erfinderisches Gespann zweier Köpfe, die ungewöhnliche Ideen rasch teilen und erproben.',
    tense:
      'Der Uranus von {B} kann das Denken von {A} durcheinanderwirbeln, mit abrupten Meinungsverschiedenheiten oder dem Gefühl, nie ganz auf einer Wellenlänge zu sein. Neugier auf den Unterschied hält es anregend.',
  },
  'Mercury|Neptune': {
    conjunction:
      'Der Neptun von {B} auf dem Merkur von {A} sorgt für fantasievolle, poetische Gespräche, doch Fakten und Pläne können zwischen euch verschwimmen.',
    flowing:
      'Der Merkur von {A} und der Neptun von {B} verständigen sich intuitiv und teilen Träume, Kunst oder spirituelle Interessen.',
    tense:
      'Missverständnisse, vage Versprechen und Ungesagtes können das Gespräch zwischen dem Merkur von {A} und dem Neptun von {B} vernebeln. Was wichtig ist, schriftlich festzuhalten, beugt Verwirrung vor.',
  },
  'Mercury|Pluto': {
    conjunction:
      'Der Pluto von {B} auf dem Merkur von {A} macht Gespräche tief und bohrend: {B} durchschaut die Worte von {A} und kann verändern, wie {A} denkt.',
    flowing:
      'Lust am Forschen, an Psychologie und daran, den Dingen auf den Grund zu gehen, verbindet den Merkur von {A} mit dem Pluto von {B}.',
    tense:
      'Der Pluto von {B} kann ein Gespräch mit {A} in ein Verhör oder ein Mittel der Kontrolle verwandeln, und {A} fühlt sich vielleicht manipuliert oder bedrängt. Offenheit auf beiden Seiten entschärft das Misstrauen.',
  },
  'Mercury|Ascendant': {
    conjunction:
      'Der Merkur von {A} auf dem Aszendenten von {B} macht das Reden vom ersten Treffen an leicht: {A} liest {B} gut, und der Gesprächsstoff geht nie aus.',
    flowing: 'Der Merkur von {A} und der Aszendent von {B} sorgen für entspannte, freundliche Gespräche.',
    tense:
      'Die Meinungen von {A} können sich am Auftreten von {B} reiben, und Bemerkungen werden leicht falsch verstanden. Ein behutsamer Umgang mit Kritik hilft.',
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
      'Die Venus von {A} und der Mars von {B} ergeben eine klassische romantische und körperliche Anziehung: {B} wirbt, {A} antwortet, und die Chemie ist stark.',
    flowing:
      'Die Venus von {A} und der Mars von {B} stehen harmonisch, darum stimmt die Chemie mühelos, und Zuneigung und Begehren finden ohne viel Reibung zueinander.',
    tense:
      'Die Venus von {A} und der Mars von {B} erzeugen eine starke Anziehung, durchzogen von Reibung: Das Begehren ist groß, der Streit ebenso. Die Leidenschaft bleibt beständig, wenn niemand von euch ein anderes Tempo für eine Abfuhr hält.',
  },
  'Venus|Jupiter': {
    conjunction:
      'Der Jupiter von {B} auf der Venus von {A} bringt Großzügigkeit und Frohsinn: {B} verwöhnt {A}, und gemeinsam genießt ihr die Freuden des Lebens.',
    flowing:
      'Die Venus von {A} und der Jupiter von {B} sind eine glückliche, herzliche Verbindung mit gemeinsamem Geschmack und großzügigen Gesten.',
    tense:
      'Trifft der Jupiter von {B} die Venus von {A} im Spannungsaspekt, droht das Zuviel: beim Geldausgeben, beim Essen oder bei Versprechen. Die Wärme ist echt, und Maßhalten hält sie gesund.',
  },
  'Venus|Saturn': {
    conjunction:
      'Der Saturn von {B} auf der Venus von {A} gibt der Liebe Verbindlichkeit und Gewicht: {B} ist treu und ernsthaft, auch wenn {A} die Zuneigung von {B} als knapp bemessen empfinden mag. Dieser Kontakt findet sich oft in langen Partnerschaften; er bindet, ohne Leichtigkeit zu versprechen.',
    flowing:
      'Die Venus von {A} und der Saturn von {B} geben der Bindung Treue und Beständigkeit: {B} schenkt Sicherheit, {A} schenkt Wärme.',
    tense:
      'Der Saturn von {B} kann die Venus von {A} abkühlen: {A} fühlt sich nicht gewürdigt oder eingeengt, und {B} fühlt sich belastet. Deutliche Gesten der Zuneigung wirken der Kälte entgegen.',
  },
  'Venus|Uranus': {
    conjunction:
      'Der Uranus von {B} auf der Venus von {A} entfacht eine plötzliche, aufregende Anziehung: Die Beziehung fühlt sich prickelnd und unkonventionell an und kann unbeständig sein.',
    flowing:
      'Die Venus von {A} und der Uranus von {B} halten die Liebe frisch und freundschaftlich, mit Raum für Unabhängigkeit.',
    tense:
      'Der Uranus von {B} bringt die Venus von {A} aus dem Gleichgewicht; {B} schwankt vielleicht zwischen heiß und kalt, und die Verbindlichkeit bleibt ungewiss. Freiheit innerhalb der Bindung hält sie am Leben.',
  },
  'Venus|Neptune': {
    conjunction:
      'Tiefe Romantik umgibt die Venus von {A} und den Neptun von {B}, wenn sie beieinanderstehen: {B} idealisiert {A}, und eure Liebe hat etwas Verzaubertes, Traumhaftes.',
    flowing:
      'Zärtlichkeit und Fantasie verbinden die Venus von {A} mit dem Neptun von {B}, und Kunst und Musik führen euch zusammen.',
    tense:
      'Der Neptun von {B} kann die Venus von {A} mit einem Zauber umhüllen, der später in Enttäuschung oder Täuschung verblasst. Einander als wirkliche Menschen zu sehen, schützt die Romantik.',
  },
  'Venus|Pluto': {
    conjunction:
      'Der Pluto von {B} auf der Venus von {A} erzeugt eine intensive, magnetische Anziehung: Die Liebe ist hier verzehrend und verwandelnd, und die Eifersucht ist nie weit.',
    flowing:
      'Die Venus von {A} und der Pluto von {B} bringen Tiefe und Treue in die Liebe, und die Beziehung kann alte Wunden heilen.',
    tense:
      'Der Pluto von {B} kann die Venus von {A} mit Besitzdenken, Eifersucht oder Machtspielen umklammern. Frei geschenktes Vertrauen ist das Gegenmittel.',
  },
  'Venus|Ascendant': {
    conjunction:
      'Mit der Venus von {A} auf dem Aszendenten von {B} wirkt {B} auf {A} anziehend und charmant, und {B} spürt diese Wertschätzung.',
    flowing:
      'Harmonieren die Venus von {A} und der Aszendent von {B}, stellt sich leichte, angenehme Zuneigung ein, und ihr zeigt euch gern gemeinsam.',
    tense:
      'Der Geschmack von {A} und der Stil von {B} gehen auseinander, und {A} hat vielleicht etwas daran auszusetzen, wie {B} sich gibt. Laut ausgesprochene Wertschätzung glättet das.',
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
      'Der Jupiter von {B} auf dem Mars von {A} befeuert die Energie von {A}, und zusammen seid ihr abenteuerlustig, kühn und unternehmungsfreudig.',
    flowing:
      'Der Mars von {A} und der Jupiter von {B} bilden ein begeistertes Team für Sport, Reisen und Unternehmungen.',
    tense:
      'Gemeinsam können {A} und {B} es übertreiben: Der Jupiter von {B} stachelt den Mars von {A} an, bis die Begeisterung mit dem Risiko spielt. Prüft ihr die Größe eurer Pläne, fahrt ihr gut damit.',
  },
  'Mars|Saturn': {
    conjunction:
      'Der Saturn von {B} auf dem Mars von {A} bringt Disziplin und Frust: {B} kann den Antrieb von {A} bremsen oder blockieren, und {A} fühlt sich womöglich kontrolliert.',
    flowing:
      'Der Mars von {A} und der Saturn von {B} verbinden Energie mit Disziplin, eine fruchtbare Verbindung für gemeinsame Arbeit.',
    tense:
      'Der Saturn von {B} kann den Mars von {A} ausbremsen, und daraus werden Wut, Groll oder das Gefühl, zurückgehalten zu werden. Sprecht ihr ab, wer wobei die Führung übernimmt, vermeidet ihr Stillstand.',
  },
  'Mars|Uranus': {
    conjunction:
      'Der Uranus von {B} auf dem Mars von {A} ist aufregend und explosiv: Ihr handelt aus dem Impuls heraus, und die Funken fliegen.',
    flowing:
      'Aufregung und Erfindungsgeist kommen auf, wenn der Mars von {A} und der Uranus von {B} harmonieren, und ihr genießt gemeinsam neue Abenteuer.',
    tense:
      'Der Uranus von {B} kann den Mars von {A} zu plötzlichen Konflikten und unbedachten Schritten reizen. Ein kurzes Innehalten vor der Reaktion verhindert, dass die Aufregung Schaden anrichtet.',
  },
  'Mars|Neptune': {
    conjunction:
      'Wo der Neptun von {B} den Mars von {A} trifft, mischt sich Begehren mit Fantasie: Die Anziehung ist romantisch, doch der Antrieb von {A} kann verwässert oder fehlgeleitet werden.',
    flowing:
      'Der Mars von {A} und der Neptun von {B} verbinden Handeln mit Inspiration, was gemeinsamem kreativem oder wohltätigem Tun entgegenkommt.',
    tense:
      'Der Neptun von {B} kann den Mars von {A} verwirren: Beweggründe verschwimmen, Energie versickert, oder passiver Widerstand tritt an die Stelle des offenen Konflikts. Klare Absprachen beugen Missverständnissen vor.',
  },
  'Mars|Pluto': {
    conjunction:
      'Der Pluto von {B} auf dem Mars von {A} erzeugt eine intensive körperliche und seelische Energie, mächtig in der Leidenschaft und gefährlich im Streit.',
    flowing:
      'Der Mars von {A} und der Pluto von {B} geben euch gemeinsam große Kraft und Ausdauer für geteilte Ziele.',
    tense:
      'Zwischen dem Mars von {A} und dem Pluto von {B} lodern Kämpfe um Macht und Kontrolle auf. Hier kommt es darauf an, fair zu streiten und nie um jeden Preis gewinnen zu wollen.',
  },
  'Mars|Ascendant': {
    conjunction:
      'Der Mars von {A} auf dem Aszendenten von {B} ist rohe körperliche Energie: {A} reizt {B} zum Handeln und weckt Begehren, kann dabei aber aufdringlich oder streitlustig wirken. Der Funke springt kräftig in beide Richtungen über.',
    flowing:
      'Der Mars von {A} und der Aszendent von {B} beleben einander: {A} ermutigt {B} zum Handeln, und ihr unternehmt gern etwas zusammen.',
    tense:
      'Der Mars von {A} kann {B} reizen, sodass Streit schnell entbrennt und {B} sich womöglich herumgeschubst fühlt. Seite an Seite an etwas zu arbeiten, nimmt die Hitze heraus.',
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
      'Der Jupiter von {A} auf dem Saturn von {B} bringt Wachstum und Vorsicht ins Gleichgewicht: {A} ermutigt {B}, und {B} erdet die Pläne von {A}, eine nützliche Verbindung im Beruf ebenso wie in der Liebe.',
    flowing:
      'Zwischen dem Jupiter von {A} und dem Saturn von {B} trifft Weitblick auf Realismus, ein beständiges Gespann für langfristige Pläne.',
    tense:
      'Der Optimismus von {A} und die Vorsicht von {B} prallen aufeinander: {A} fühlt sich womöglich eingeengt, während {B} das Vorgehen von {A} leichtsinnig findet. Jeder braucht den Blick des anderen.',
  },
  'Jupiter|Uranus': {
    conjunction:
      'Überraschungen und Gelegenheiten folgen dem Jupiter von {A} und dem Uranus von {B}, wenn sie beieinanderstehen, und ihr ermutigt einander, etwas zu wagen.',
    flowing:
      'Freiheitsliebe, neue Ideen und Abenteuerlust verbinden den Jupiter von {A} mit dem Uranus von {B}.',
    tense:
      'Unruhe und Risikofreude schaukeln sich zwischen dem Jupiter von {A} und dem Uranus von {B} gegenseitig hoch. Gemeinsame Abenteuer brauchen ein paar Spielregeln.',
  },
  'Jupiter|Neptune': {
    conjunction:
      'Der Jupiter von {A} und der Neptun von {B} teilen Ideale und einen Hang zum Spirituellen oder Künstlerischen, und ihr träumt gern gemeinsam.',
    flowing:
      'Mitgefühl und Inspiration fließen zwischen dem Jupiter von {A} und dem Neptun von {B}, und gemeinsame Überzeugungen halten die Bindung zusammen.',
    tense:
      'Der Jupiter von {A} kann die Träume von {B} aufblähen, oder ihr verliert beide das Praktische aus dem Blick. Ab und zu ein Blick auf die Wirklichkeit tut euch gut.',
  },
  'Jupiter|Pluto': {
    conjunction:
      'Der Jupiter von {A} und der Pluto von {B} verbünden sich im Streben nach Einfluss, und gemeinsam könnt ihr viel erreichen.',
    flowing:
      'Wachstum und Erneuerung gehen hier Hand in Hand: Der Jupiter von {A} ermutigt, und der Pluto von {B} vertieft, was ihr aufbaut.',
    tense:
      'Zwischen dem Jupiter von {A} und dem Pluto von {B} werden Überzeugungen oder Macht zum Schlachtfeld, und {B} versucht, den Ausdehnungsdrang von {A} zu zügeln. Respekt vor den Überzeugungen des anderen entspannt die Lage.',
  },
  'Jupiter|Ascendant': {
    conjunction:
      'Der Jupiter von {A} auf dem Aszendenten von {B} ist warmherzig und ermutigend: {A} weckt in {B} Selbstvertrauen und gute Laune.',
    flowing:
      'Der Jupiter von {A} und der Aszendent von {B} ergeben ein heiteres Gespann: Ihr stützt einander und verbringt gern Zeit miteinander.',
    tense:
      'Der Jupiter von {A} kann {B} mit Ratschlägen oder Begeisterung überschütten. Das Wohlwollen von {A} kommt am besten an, wenn {B} darum bittet.',
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
      'Der Saturn von {A} und der Uranus von {B} stellen Beständigkeit gegen Freiheit: {A} will Struktur, {B} will Veränderung.',
    flowing:
      'Zwischen dem Saturn von {A} und dem Uranus von {B} trifft Tradition auf Erneuerung, und gemeinsam könnt ihr etwas Neues aufbauen.',
    tense:
      'Kontrolle und Rebellion prallen zwischen dem Saturn von {A} und dem Uranus von {B} aufeinander, und ihr müsst beide ein Stück nachgeben.',
  },
  'Saturn|Neptune': {
    conjunction:
      'Wenn der Saturn von {A} auf den Neptun von {B} trifft, begegnet Realismus dem Traum, und {A} kann die Ideale von {B} erden oder abtun.',
    flowing:
      'Der Saturn von {A} und der Neptun von {B} verbinden Sinn fürs Praktische mit Fantasie und können einer gemeinsamen Vision Gestalt geben.',
    tense:
      'Zweifel und Verwirrung sammeln sich zwischen dem Saturn von {A} und dem Neptun von {B}: {A} misstraut vielleicht dem Ungefähren von {B}, und {B} welkt womöglich unter der Kritik von {A}. Klare Erwartungen helfen.',
  },
  'Saturn|Pluto': {
    conjunction:
      'Der Saturn von {A} und der Pluto von {B} bilden einen schweren, dauerhaften Kontakt, in dem Druck, Macht und Verbindlichkeit tief reichen.',
    flowing:
      'Widerstandskraft ist das Geschenk des harmonischen Aspekts zwischen dem Saturn von {A} und dem Pluto von {B}: Gemeinsam könnt ihr nach schweren Zeiten neu aufbauen.',
    tense:
      'Der Saturn von {A} und der Pluto von {B} ringen um Kontrolle: {B} drängt, {A} hält dagegen, und beide graben sich ein. Verhandeln bringt euch weiter als ein Zermürbungskrieg.',
  },
  'Saturn|Ascendant': {
    conjunction:
      'Der Saturn von {A} auf dem Aszendenten von {B} bringt Ernst und Verbindlichkeit: {A} fühlt sich vielleicht für {B} verantwortlich, und {B} fühlt sich von {A} beurteilt oder auch gehalten.',
    flowing:
      'Der Saturn von {A} und der Aszendent von {B} geben der Bindung Beständigkeit, und {A} ist im Leben von {B} eine verlässliche Größe.',
    tense:
      'Der Saturn von {A} kann sich für {B} wie Kritik oder Einschränkung anfühlen, und die Bindung wirkt womöglich schwer. Klar ausgesprochene Wärme und Anerkennung verhindern, dass die Ansprüche von {A} wie ein Urteil über {B} klingen.',
  },
  'Uranus|Ascendant': {
    conjunction:
      'Der Uranus von {A} auf dem Aszendenten von {B} bringt plötzliche Aufregung: {A} weckt in {B} ungeahnte Seiten, und die Bindung bleibt unberechenbar.',
    flowing:
      'Der Uranus von {A} und der Aszendent von {B} halten die Dinge lebendig, und ihr lasst einander Freiheit.',
    tense:
      'Der Uranus von {A} kann {B} mit plötzlichen Wendungen und Unberechenbarkeit verunsichern. Verlässliche Pläne gleichen die Aufregung aus.',
  },
  'Neptune|Ascendant': {
    conjunction:
      'Mit dem Neptun von {A} auf dem Aszendenten von {B} erscheint {B} in den Augen von {A} wie hinter einem romantischen, verklärenden Schleier, bezaubernd und manchmal trügerisch.',
    flowing:
      'Der Neptun von {A} und der Aszendent von {B} bringen Sanftheit und Fantasie in die Art, wie ihr miteinander umgeht.',
    tense:
      'Der Neptun von {A} kann {B} verwirren, sodass Signale falsch gedeutet und Erwartungen enttäuscht werden. Klar zu sagen, was gemeint ist, hilft.',
  },
  'Pluto|Ascendant': {
    conjunction:
      'Der Pluto von {A} auf dem Aszendenten von {B} erzeugt eine starke Anziehung: {A} hat eine große Wirkung auf {B}, und {B} fühlt sich davon fasziniert oder beherrscht.',
    flowing:
      'Der Pluto von {A} und der Aszendent von {B} geben der Bindung Tiefe, und {A} hilft {B}, stärker zu werden.',
    tense:
      'Der Pluto von {A} kann {B} überwältigen, und es kommt zu Kämpfen um Kontrolle. Respekt vor der Unabhängigkeit von {B} hält die Bindung gesund.',
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
  Sun: 'Die Sonne von {A} auf dem Deszendenten von {B} kennzeichnet oft eine Partnerschaft: {A} ist womöglich der Mensch, nach dem {B} gesucht hat, und an der Seite von {B} strahlt {A} am hellsten.',
  Moon: 'Der Mond von {A} auf dem Deszendenten von {B} trägt die Gefühle von {A} mitten in das Bild, das {B} sich von Partnerschaft macht: {B} erlebt die Stimmungen von {A} als Teil der Bindung, und um euch beide wächst ein Zuhause.',
  Mercury:
    'Der Merkur von {A} auf dem Deszendenten von {B} macht das Gespräch zum Herzen der Partnerschaft: {A} sagt, was {B} hören muss, und {B} wendet sich an {A}, um Dinge zu durchdenken.',
  Venus:
    'Die Venus von {A} auf dem Deszendenten von {B} ist ein starkes Zeichen für Liebe und Ehe: {A} bringt die Wärme und den Charme mit, die {B} in einer Partnerschaft sucht.',
  Mars: 'Der Mars von {A} auf dem Deszendenten von {B} bringt Begehren und Tatkraft mitten in die Partnerschaft: {A} handelt für euch als Paar und bewegt {B}, und diese Energie braucht ein gemeinsames Ziel, sonst wird Streit daraus.',
  Jupiter:
    'Der Jupiter von {A} auf dem Deszendenten von {B} macht {A} zu einem großzügigen, ermutigenden Gegenüber, das die Welt von {B} weiter macht.',
  Saturn:
    'Der Saturn von {A} auf dem Deszendenten von {B} gibt der Partnerschaft Gewicht und Pflicht: {A} ist das beständige, verbindliche Gegenüber, und {B} spürt manchmal eher die Regeln als die Wärme.',
  Uranus:
    'Der Uranus von {A} auf dem Deszendenten von {B} macht {A} zu dem Gegenüber, das {B} immer wieder überrascht: aufregend und verunsichernd, eine Bindung, die Raum für Wandel braucht.',
  Neptune:
    'Der Neptun von {A} auf dem Deszendenten von {B} lässt {B} in {A} ein Ideal sehen; die Romantik ist echt, ebenso wie die Aufgabe, einander klar zu sehen.',
  Pluto:
    'Der Pluto von {A} auf dem Deszendenten von {B} macht die Partnerschaft für {B} intensiv und verwandelnd; Macht will hier offen geteilt werden.',
};
