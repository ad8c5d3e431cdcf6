// The natal aspect texts of ../aspects.ts whose first point is Mars or a later point, written in
// German for each pair rather than translated sentence by sentence: the same keys in the same
// order, the same astrological content, one or two sentences per family, du-form.
import type { AspectPoint, AspectTable } from '../types';

export const ASPECT_TEXT_DE_OTHER: AspectTable = {
  'Mars|Jupiter': {
    conjunction:
      'Jupiter weitet deinen Mars: Du bist kühn, unternehmungslustig und voller Tatkraft für Vorhaben und Abenteuer. Manchmal nimmst du dir zu viel auf einmal vor.',
    flowing:
      'Tatkraft und Zuversicht greifen bei dir ineinander, und du handelst mit Begeisterung und einem guten Gespür für den richtigen Moment, oft im Sport, auf Reisen oder in eigenen Unternehmungen.',
    tense:
      'Mars und Jupiter verleiten dich zum Übermaß: zu große Wagnisse, zu viele Versprechen, ein zu hitziges Temperament. Auf ein lohnendes Ziel gerichtet, kann diese Kraft sehr viel bewegen.',
  },
  'Mars|Saturn': {
    conjunction:
      'Saturn bei deinem Mars verbindet Antrieb mit Disziplin: Du hast Ausdauer und Selbstbeherrschung, doch Frust staut sich, wenn man dich bremst. Deine Stärke zeigt sich auf lange Sicht.',
    flowing:
      'Du arbeitest hart und beständig, hältst deine Kraft im Zaum und bringst zu Ende, was du anfängst.',
    tense:
      'Mars und Saturn fühlen sich an wie ein Fuß auf dem Gas und der andere auf der Bremse, sodass Wut hinuntergeschluckt wird oder nach langer Zurückhaltung hervorbricht. Handelst du mit Geduld, wird aus dem Frust eine gewaltige Beharrlichkeit.',
  },
  'Mars|Uranus': {
    conjunction:
      'Uranus lädt deinen Mars mit plötzlicher Energie auf: Du handelst aus dem Impuls heraus, wehrst dich gegen Kontrolle und fühlst dich von Wagnis und Erfindung angezogen. Hinter den meisten deiner Missgeschicke steckt Eile.',
    flowing:
      'Du handelst schnell und erfinderisch, und wenn das Unerwartete eintritt, behältst du die Nerven.',
    tense:
      'Wo Mars und Uranus sich reiben, kommen plötzliche Impulse, Aufbegehren und eine kurze Zündschnur zusammen, und wenn man dich einengt, brichst du womöglich abrupt aus. Freiheit, die du planst, dient dir besser als Freiheit, die du dir einfach nimmst.',
  },
  'Mars|Neptune': {
    conjunction:
      'Neptun macht deinen Mars weicher, sodass dein Antrieb eher Idealen und Eingebungen folgt als nüchternem Ehrgeiz, und vielleicht handelst du durch die Kunst oder für eine Sache. Deine Energie kommt und geht in schwer vorhersehbaren Wellen.',
    flowing:
      'Intuition und Mitgefühl lenken dein Handeln, und für Anliegen, die größer sind als du selbst, setzt du dich mit ganzer Kraft ein.',
    tense:
      'Mars und Neptun können verschleiern, was du eigentlich willst: Die Energie versickert, Beweggründe verschwimmen, oder du handelst auf Umwegen. Klare Ziele und ein ehrliches Vorgehen geben deinem Antrieb wieder eine Richtung.',
  },
  'Mars|Pluto': {
    conjunction:
      'Pluto verleiht deinem Mars enorme Willenskraft und Intensität: Hast du dich einmal festgelegt, gibst du nicht auf. Dein Zorn sitzt tief und braucht ein sinnvolles Ventil.',
    flowing: 'Du verfügst über große Kraftreserven und setzt dich dort durch, wo andere aufgeben müssen.',
    tense:
      'Die Reibung zwischen Mars und Pluto bringt Machtkämpfe und vergrabenen Zorn mit sich, und Konflikte können sich zu Willensduellen verhärten. Richtest du diese Kraft auf echte Hindernisse statt auf Menschen, wirkt sie verwandelnd.',
  },
  'Mars|Chiron': {
    conjunction:
      'Mit Chiron auf deinem Mars kann es sich riskant anfühlen, dich durchzusetzen oder Wut zu zeigen, als läge genau dort eine alte Wunde. Je besser du lernst, für dich einzustehen, desto entschlossener trittst du auch für andere ein.',
    flowing:
      'Du handelst, um zu helfen und zu heilen, und dein Mut steht umso fester, weil du weißt, was er kostet.',
    tense:
      'Mars und Chiron machen Selbstbehauptung schmerzhaft: Vielleicht zögerst du, für dich zu kämpfen, oder reagierst heftig, wenn man dich verletzt. Zu handeln, obwohl der Zweifel bleibt, gibt dir dein Selbstvertrauen zurück.',
  },
  'Mars|North_Node': {
    conjunction:
      'Mars auf deinem Mondknoten macht Mut und Eigeninitiative zu deinem Weg: Du wächst, wenn du beherzt handelst.',
    flowing:
      'Dein Antrieb stützt die Richtung, in die du wachsen willst, und sobald du handelst, wird dein Weg frei.',
    tense:
      'Deine Energie läuft gern in vertrauten Bahnen statt dem Wachstum entgegen, und alte Kämpfe können dich ablenken. Richtest du deinen Antrieb auf neue Ziele, kommst du voran.',
  },
  'Mars|Ascendant': {
    conjunction:
      'Mars am Aszendenten lässt dich energisch, direkt und kämpferisch wirken, und wer dir begegnet, spürt deine Kraft vom ersten Augenblick an.',
    flowing:
      'Körperliche Energie und Auftreten greifen bei dir gut ineinander, sodass du selbstsicher und tatkräftig wirkst.',
    tense:
      'Antrieb und Auftreten reiben sich bei dir, sodass du angriffslustiger oder zögerlicher wirken kannst, als du willst. Kennst du den ersten Eindruck, den du hinterlässt, begegnest du anderen zu deinen eigenen Bedingungen.',
  },
  'Mars|Midheaven': {
    conjunction:
      'Mars nahe am MC befeuert deinen Ehrgeiz: Du verfolgst deine Laufbahn mit Energie und bist vielleicht für Führungsstärke oder Kampfgeist bekannt.',
    flowing: 'Deine Energie dient deinen Zielen, und im Beruf ergreifst du ohne Zögern die Initiative.',
    tense:
      'Ehrgeiz und Energie ziehen in verschiedene Richtungen, was Konflikte mit Vorgesetzten oder zwischen Zuhause und Beruf mit sich bringt. Wählst du deine Kämpfe mit Bedacht, wächst dein Ansehen.',
  },
  'Jupiter|Saturn': {
    conjunction:
      'Jupiter und Saturn vereint halten Hoffnung und Realismus im Gleichgewicht: Du wächst mit Bedacht und baust auf, was Bestand hat. Weil sich die beiden alle zwanzig Jahre treffen, teilen Gleichaltrige diesen nüchternen Ehrgeiz mit dir.',
    flowing:
      'Du verbindest Weitblick mit Bodenhaftung und weißt, wann es voranzugehen und wann es zu festigen gilt.',
    tense:
      'Zuversicht und Vorsicht wechseln sich bei dir ab, sodass du zwischen Übermut und Zurückhaltung hin- und herpendeln kannst. Ein Rhythmus aus Wachsen und Festigen macht deinen Fortschritt stetig.',
  },
  'Jupiter|Uranus': {
    conjunction:
      'Uranus bei deinem Jupiter bringt plötzliches Glück, Freiheitsdrang und Vertrauen in neue Ideen. Durchbrüche kommen meist aus heiterem Himmel.',
    flowing:
      'Du erkennst die Chance im Wandel und begrüßt das Neue mit Zuversicht, oft genau im richtigen Augenblick.',
    tense:
      'Jupiter und Uranus wecken in dir einen rastlosen Freiheitshunger, der dich springen lässt, bevor du hingesehen hast. Liegt unter der Begeisterung ein Plan, haben die Durchbrüche Bestand.',
  },
  'Jupiter|Neptune': {
    conjunction:
      'Neptun schenkt deinem Jupiter eine großzügige, spirituelle Vorstellungskraft und viel Raum für Glauben und Mitgefühl. Dein Idealismus kann der Wirklichkeit davonlaufen, besonders bei Geld oder Herzensanliegen.',
    flowing:
      'Glaube und Vorstellungskraft wirken bei dir zusammen und ziehen dich zur Kunst, zur Spiritualität oder zu Menschen, die Hilfe brauchen.',
    tense:
      'Zwischen Jupiter und Neptun können Hoffnungen zu Illusionen anschwellen, und vielleicht glaubst du Menschen oder Plänen zu bereitwillig. Unterscheidungsvermögen schützt deine Großzügigkeit vor denen, die sie ausnutzen würden.',
  },
  'Jupiter|Pluto': {
    conjunction:
      'Pluto bei deinem Jupiter schenkt dir Ehrgeiz im großen Stil und die Überzeugungskraft, ihm zu folgen. Einfluss reizt dich, und was du anfasst, willst du verwandeln.',
    flowing:
      'Du hast ein Talent dafür, erschöpfte Mittel und festgefahrene Lagen zu erneuern, und deine Überzeugungen haben echtes Gewicht.',
    tense:
      'Jupiter und Pluto lassen dich nach mehr Macht oder Gewissheit streben, als dir guttut, und Überzeugungen können sich zu Kreuzzügen verhärten. Demut hält deinen starken Antrieb im Dienst anderer.',
  },
  'Jupiter|Chiron': {
    conjunction:
      'Jupiter und Chiron verknüpfen bei dir Wachstum mit Heilung: Du findest gerade in schweren Zeiten Sinn und teilst ihn großzügig. Lehren und Beraten liegen dir im Blut.',
    flowing:
      'Deine Zuversicht hilft anderen, wieder auf die Beine zu kommen, und du erkennst die Lehre in schwierigen Erfahrungen.',
    tense:
      'Reiben sich Jupiter und Chiron, kann sich dein Glaube zerbrechlich anfühlen, oder du hilfst anderen übermäßig, um deinem eigenen Schmerz auszuweichen. Vertraust du auf deine eigene Genesung, gewinnt deine Weisheit an Tiefe.',
  },
  'Jupiter|North_Node': {
    conjunction:
      'Jupiter auf deinem Mondknoten segnet deinen Weg mit Wachstum und Gelegenheiten: Folgst du deiner Richtung, findest du Glück und Sinn.',
    flowing: 'Großzügigkeit und Vertrauen tragen deinen Weg, und Förderer tauchen auf, wenn du sie brauchst.',
    tense:
      'Das bequeme Festhalten an dem, woran du ohnehin glaubst, kann dich von dem Wachstum abhalten, das du brauchst. Stellst du alte Gewissheiten infrage, öffnet sich dein Weg.',
  },
  'Jupiter|Ascendant': {
    conjunction:
      'Jupiter am Aszendenten verleiht dir eine weite, freundliche Ausstrahlung: Andere erleben dich als großzügig, optimistisch und ein wenig überlebensgroß.',
    flowing:
      'Dein Wohlwollen zeigt sich in deinem Auftreten, und Türen gehen gern auf, sobald du davorstehst.',
    tense:
      'Dein Auftreten verspricht manchmal mehr, als du halten kannst, oder deine Selbstsicherheit überrollt die Menschen, denen du begegnest. Passt du deine Großzügigkeit deinen Mitteln an, behältst du ihr Vertrauen.',
  },
  'Jupiter|Midheaven': {
    conjunction:
      'Jupiter nahe der Himmelsmitte bringt dir berufliche Chancen und Anerkennung, oft über Lehre, Recht, Verlagswesen oder Reisen.',
    flowing: 'Deine Laufbahn wächst stetig, getragen von deiner Zuversicht und guten Verbindungen.',
    tense:
      'Deine Ambitionen können über das Machbare hinauswachsen, oder öffentlicher Erfolg belastet dein Privatleben. Erreichbare Ziele halten deinen Aufstieg stetig.',
  },
  'Saturn|Uranus': {
    conjunction:
      'Saturn und Uranus vereinen Tradition und Wandel an einem Ort: Du reformierst von innen heraus und baust neue Strukturen, die halten. Viele, die ein, zwei Jahre vor oder nach dir geboren sind, tragen diese Verbindung ebenfalls.',
    flowing:
      'Du kannst Veränderung bewirken, ohne Chaos zu stiften, weil du Disziplin mit eigenständigem Denken verbindest.',
    tense:
      'Altes und Neues ringen in dir, sodass du zwischen Festhalten und Ausbrechen schwankst, ein Kampf, den du mit allen teilst, die um dieselbe Zeit geboren sind. Wandel, den du Schritt für Schritt aufbaust, löst es.',
  },
  'Saturn|Neptune': {
    conjunction:
      'Saturn und Neptun vereint geben Träumen eine Form: Du kannst Ideale praktisch umsetzen, auch wenn Zweifel und Ernüchterung vielleicht zuerst kommen. Die meisten, die innerhalb eines Jahres um deine Geburt zur Welt kamen, teilen diese Verbindung.',
    flowing:
      'Du erdest Visionen durch Disziplin, eine Stärke für Kunst, Heilberufe oder den Dienst an anderen.',
    tense:
      'Zwischen Saturn und Neptun ziehen Wirklichkeit und Träume gegeneinander, sodass Angst und Verwirrung deine Strukturen oder deinen Glauben aushöhlen können. Geduldige, praktische Schritte auf ein Ideal zu lassen das Vertrauen neu wachsen.',
  },
  'Saturn|Pluto': {
    conjunction:
      'Saturn und Pluto vereint geben dir enorme Ausdauer und einen ernsten Sinn für Macht und Verantwortung, den du mit allen teilst, die ein, zwei Jahre um deine Geburt herum zur Welt kamen. Harte Zeiten schmieden deine Stärke.',
    flowing: 'Du hast einen langen Atem und kannst von Grund auf neu bauen, wenn etwas zusammenbricht.',
    tense:
      'Saturn und Pluto bringen dir schweren Druck, Verlustängste und Kämpfe mit Autoritäten. Stehst du sie durch, gewinnst du eine unerschütterliche Widerstandskraft.',
  },
  'Saturn|Chiron': {
    conjunction:
      'Chiron bei deinem Saturn knüpft eine alte Wunde an Pflicht oder Grenzen, vielleicht an das Gefühl, beurteilt zu werden oder nie zu genügen. Stellst du dich ihr, wächst Meisterschaft daraus, und du wirst anderen ein weiser Wegweiser.',
    flowing: 'Du bringst Geduld und Struktur in jede Heilung, deine eigene wie die anderer.',
    tense:
      'Wenn Saturn und Chiron sich reiben, rühren sie an Versagensangst und das Gefühl, nicht zu genügen. Arbeitest du dich beharrlich hindurch, wächst daraus eine tiefe, leise Autorität.',
  },
  'Saturn|North_Node': {
    conjunction:
      'Saturn auf deinem Mondknoten macht Verantwortung und Disziplin zu deinem Weg: Dein Wachstum kommt langsam und bleibt.',
    flowing:
      'Dein Pflichtgefühl stützt dein Wachstum, und harte Arbeit zahlt sich in der richtigen Richtung aus.',
    tense:
      'Aus Angst vor dem Scheitern bleibst du womöglich bei vertrauten Pflichten statt bei dem Wachstum, das du brauchst. Übernimmst du eine Verantwortung, die dich fordert, kommst du voran.',
  },
  'Saturn|Ascendant': {
    conjunction:
      'Saturn am Aszendenten gibt dir ein zurückhaltendes, ernstes Auftreten: Andere halten dich für verantwortungsvoll und älter, als du bist. Deine Wärme zeigt sich, sobald Vertrauen gewachsen ist.',
    flowing:
      'Dein Auftreten strahlt Verlässlichkeit und Gelassenheit aus, und man vertraut dir gern Verantwortung an.',
    tense:
      'Steht Saturn in Spannung zu deinem Aszendenten, wirkst du befangen oder verschlossen, und Beziehungen können sich wie harte Arbeit anfühlen. Mit der Zeit wächst daraus eine ruhige Selbstsicherheit.',
  },
  'Saturn|Midheaven': {
    conjunction:
      'Saturn nahe am MC macht den Beruf zu einer ernsten Sache: Du steigst langsam auf und erwirbst dauerhafte Autorität, oft erst in späteren Jahren.',
    flowing: 'Du baust deine Laufbahn geduldig auf, und dein Ruf gründet auf Verlässlichkeit.',
    tense:
      'Hindernisse und Druck von oben bremsen deinen Aufstieg, und häusliche Pflichten können auf deiner Laufbahn lasten. Beharrlichkeit verschafft dir einen Ruf, den nichts erschüttert.',
  },
  'Uranus|Neptune': {
    conjunction:
      'Uranus und Neptun begegnen sich nur etwa alle 170 Jahre, und alle, die in den Jahren um deine Geburt zur Welt kamen, tragen ihre Konjunktion: Idealismus, verschmolzen mit Erfindergeist, und der Traum von Formen, die noch niemand erprobt hat. Durch dich spricht sie, wenn du einer Vision eine neue Gestalt gibst.',
    flowing:
      'Uranus und Neptun arbeiten für deine ganze Generation zusammen und schenken dir und deinen Altersgenossen einen intuitiven, erfinderischen Idealismus. Persönlich wird das dort, wo es deine eigenen Planeten berührt.',
    tense:
      'Die Spannung zwischen Uranus und Neptun gehört deiner ganzen Generation: eine Unruhe zwischen Idealen und dem Schock des Neuen. Persönliche Bedeutung hat sie nur, wo sie deine eigenen Planeten oder die Achsen deines Horoskops berührt.',
  },
  'Uranus|Pluto': {
    conjunction:
      'Uranus und Pluto treffen sich etwa alle 130 Jahre, und alle, die wenige Jahre vor oder nach dir geboren sind, tragen ihre Konjunktion von Revolution und Wandlung. Mit deinen Altersgenossen teilst du den Drang, umzustürzen, was nicht mehr funktioniert.',
    flowing:
      'Für deine Generation arbeiten Uranus und Pluto zusammen: Umbrüche lassen sich leichter verkraften, und sich neu zu erfinden wird zu einem gemeinsamen Talent.',
    tense:
      'Uranus in Spannung zu Pluto prägt deine ganze Generation mit dem Druck radikalen Wandels und gesellschaftlicher Machtkämpfe. Persönlich wird es dort, wo es deine eigenen Planeten oder die Achsen deines Horoskops berührt.',
  },
  'Uranus|Chiron': {
    conjunction:
      'Wo Chiron auf deinen Uranus trifft, liegt die alte Wunde im Anderssein oder im Gefühl, abgeschnitten zu sein. Nimmst du dein Anderssein an, wird es zu einem Weg, auch andere zu befreien.',
    flowing: 'Einsichten in Schmerz kommen dir blitzartig, und du findest unkonventionelle Wege zur Heilung.',
    tense:
      'Auf die Spannung zwischen Uranus und Chiron folgen plötzliche Erschütterungen rund um Unabhängigkeit und Zugehörigkeit. Jeder Schock lehrt dich, frei zu sein, ohne allein zu sein.',
  },
  'Uranus|North_Node': {
    conjunction:
      'Uranus auf deinem Mondknoten macht Unabhängigkeit und Eigenständigkeit zu deinem Weg: Du wächst, indem du mit Konventionen brichst.',
    flowing:
      'Dein Unabhängigkeitsdrang fördert dein Wachstum, und unerwartete Wendungen fallen meist zu deinen Gunsten aus.',
    tense:
      'Plötzliche Veränderungen können dich vom Kurs abbringen, oder Rebellion wird zur Gewohnheit, die dein Wachstum lähmt. Entscheidend ist, die Freiheit zu wählen, die deiner Richtung dient.',
  },
  'Uranus|Ascendant': {
    conjunction:
      'Uranus am Aszendenten lässt dich ungewöhnlich, unabhängig und ein wenig unberechenbar wirken; du fällst auf, ohne es darauf anzulegen.',
    flowing: 'Deine Originalität zeigt sich mühelos, und andere finden sie eher erfrischend als seltsam.',
    tense:
      'Dein Freiheitsbedürfnis bringt Unruhe in deine Beziehungen, und vielleicht stößt du Menschen weg, sobald sie dir zu nahe kommen. Lässt du sie zu deinen eigenen Bedingungen herein, findet sich das Gleichgewicht wieder.',
  },
  'Uranus|Midheaven': {
    conjunction:
      'Uranus nahe der Himmelsmitte bringt eine unkonventionelle Laufbahn mit plötzlichen Wendungen: Du brauchst Arbeit, die dir Freiheit und Raum für Neues lässt.',
    flowing:
      'Neuerungen dienen deinen Ambitionen, und frische Ideen und neue Technik bringen dich beruflich voran.',
    tense:
      'Berufliche Wechsel kommen plötzlich, und vielleicht eckst du bei Vorgesetzten an oder fühlst dich von Konventionen eingesperrt. Arbeit, die dir Unabhängigkeit lässt, bringt Ruhe in deinen Weg.',
  },
  'Neptune|Pluto': {
    conjunction:
      'Neptun und Pluto begegnen sich nur etwa alle fünfhundert Jahre, und so gehört diese Konjunktion einer ganzen Generation: ein tiefer Wandel im Glauben und in der kollektiven Vorstellungskraft.',
    flowing:
      'Neptun und Pluto stehen jahrzehntelang in einem harmonischen Aspekt, einem Hintergrund langsamen spirituellen und kulturellen Wandels, den fast alle teilen, die in diesen Jahren geboren sind. Persönlich wird er nur, wo er deine eigenen Planeten berührt.',
    tense:
      'Ein Quadrat oder eine Opposition von Neptun und Pluto ist ein Generationenaspekt, den alle teilen, die über viele Jahre hinweg geboren wurden, und steht für ein kollektives Ringen um Glauben und Macht.',
  },
  'Neptune|Chiron': {
    conjunction:
      'Wo Chiron sich mit deinem Neptun verbindet, treffen Heilung, Mitgefühl und Spiritualität zusammen: Du spürst das Leid anderer sehr deutlich und findest Sinn darin, es zu lindern.',
    flowing:
      'Deine Vorstellungskraft und dein Mitgefühl wirken heilsam, und Kunst oder spirituelle Praxis helfen dir, selbst zu genesen.',
    tense:
      'Reiben sich Neptun und Chiron, lassen sich Wunden schwer klar erkennen, und Weltflucht oder Selbstaufopferung können dich locken. Mitgefühl mit dir selbst ist das Heilmittel.',
  },
  'Neptune|North_Node': {
    conjunction:
      'Neptun auf deinem Mondknoten macht Vorstellungskraft, Mitgefühl und Spiritualität zu deinem Weg; du wächst, indem du dem vertraust, was sich nicht beweisen lässt.',
    flowing: 'Intuition trägt dein Wachstum, und Eingebungen zeigen dir, wohin es gehen soll.',
    tense:
      'Illusion oder Weltflucht können dich von deinem Weg abbringen, und eine Zeit lang scheint deine Richtung vielleicht unklar. Eine geerdete tägliche Praxis hilft dir, sie zu erkennen.',
  },
  'Neptune|Ascendant': {
    conjunction:
      'Neptun am Aszendenten verleiht dir eine verträumte, schwer greifbare Ausstrahlung; andere projizieren auf dich und sehen in dir, was sie sehen wollen.',
    flowing:
      'Deine Feinfühligkeit und Fantasie zeigen sich in deinem Auftreten, und andere erleben dich als sanft und inspirierend.',
    tense:
      'Andere verstehen dich womöglich falsch, und in Beziehungen kannst du dich selbst verlieren. Mit klaren Grenzen können andere dir so begegnen, wie du wirklich bist.',
  },
  'Neptune|Midheaven': {
    conjunction:
      'Neptun nahe am MC zieht dich zu einer Berufung in Kunst, Heilung oder Spiritualität oder zum Dienst an anderen, auch wenn dein öffentliches Bild schwer zu fassen ist.',
    flowing:
      'Vorstellungskraft und Mitgefühl dienen deiner Laufbahn, und kreative oder fürsorgliche Arbeit liegt dir.',
    tense:
      'Deine berufliche Richtung kann sich neblig anfühlen, oder Missverständnisse schaden deinem Ruf. Praktische Schritte auf deine Ideale zu bringen Klarheit.',
  },
  'Pluto|Chiron': {
    conjunction:
      'Chiron bei deinem Pluto verbindet tiefe Wunden mit Wandlung: Was dich am meisten schmerzt, wird zur Quelle deiner Kraft zu heilen.',
    flowing:
      'Du hast eine Gabe für tiefe Heilung, deine eigene und die anderer, und kannst dich dem stellen, dem andere ausweichen.',
    tense:
      'Pluto und Chiron bringen dir heftige Erfahrungen von Verletzung und Kontrolle, und Heilung verlangt tiefe Arbeit. Gehst du den Dingen auf den Grund, wirst du frei.',
  },
  'Pluto|North_Node': {
    conjunction:
      'Pluto auf deinem Mondknoten macht Wandlung zu deinem Weg: Du wächst durch Krisen, die dich von Grund auf verändern.',
    flowing: 'Deine innere Stärke stützt dein Wachstum, und tiefer Wandel kommt dann, wenn du ihn brauchst.',
    tense:
      'Zwänge oder Machtkämpfe können dich auf vertrautem Boden festhalten. Lässt du die Kontrolle los, öffnet sich der Weg nach vorn.',
  },
  'Pluto|Ascendant': {
    conjunction:
      'Pluto am Aszendenten gibt dir eine intensive, magnetische Präsenz: Andere spüren deine Tiefe, bevor du ein Wort sagst, und du hütest deine Privatsphäre.',
    flowing:
      'Deine innere Stärke zeigt sich leise, und andere spüren, dass sie dir ernste Dinge anvertrauen können.',
    tense:
      'Deine Intensität kann einschüchternd wirken, und Beziehungen geraten leicht zu Machtkämpfen. Lässt du andere deine Verletzlichkeit sehen, mildert das die Wirkung.',
  },
  'Pluto|Midheaven': {
    conjunction:
      'Pluto nahe der Himmelsmitte lenkt deinen Ehrgeiz auf Macht und Einfluss, und deine Laufbahn kann dramatische Neuanfänge durchlaufen.',
    flowing:
      'Du bringst strategischen Weitblick in deinen Beruf und kannst Organisationen verwandeln, oder deinen eigenen Weg.',
    tense:
      'Machtkämpfe mit Vorgesetzten oder dramatische Wendungen im Beruf stellen dich auf die Probe. Gehst du verantwortungsvoll mit Einfluss um, gewinnst du dauerhaftes Ansehen.',
  },
  'Chiron|North_Node': {
    conjunction:
      'Chiron auf deinem Mondknoten macht Heilung zu einem Teil deines Weges: Stellst du dich deiner Wunde, führt sie dich weiter und befähigt dich, anderen zu helfen.',
    flowing:
      'Deine Erfahrung mit Verletzung stützt dein Wachstum, und du wächst, indem du anderen beim Heilen hilfst.',
    tense:
      'Eine alte Wunde kann dich in vertraute Muster zurückziehen. Versorgst du sie ehrlich, bist du frei weiterzugehen.',
  },
  'Chiron|Ascendant': {
    conjunction:
      'Chiron am Aszendenten zeigt eine Empfindlichkeit in der Art, wie du der Welt begegnest, vielleicht Unsicherheit wegen deines Aussehens oder deiner Wirkung. Oft vertrauen dir andere ihre eigenen Verletzungen an.',
    flowing: 'Deine Sanftheit zeigt sich in deinem Auftreten, und andere fühlen sich von dir verstanden.',
    tense:
      'Befangenheit kann Begegnungen holprig machen, und du fühlst dich entweder zur Schau gestellt oder übersehen. Dich anzunehmen, wie du bist, macht es leichter.',
  },
  'Chiron|Midheaven': {
    conjunction:
      'Chiron nahe am MC weist auf eine Berufung in Heilung, Lehre oder helfenden Berufen, geprägt von deinen eigenen Wunden.',
    flowing: 'Dein Verständnis für Schmerz kommt deiner Arbeit zugute, und helfende Berufe liegen dir.',
    tense:
      'Zweifel an deinem Platz in der Welt oder an deinen Leistungen können deine Laufbahn bremsen. Setzt du deine Erfahrung ein, um anderen zu helfen, wird daraus Stärke.',
  },
  'North_Node|Ascendant': {
    conjunction:
      'Dein Mondknoten am Aszendenten macht Unabhängigkeit und Selbstentfaltung zu deinem Weg: Du wächst, indem du für dich einstehst und dich zeigst.',
    flowing: 'Die Art, wie du der Welt begegnest, stützt dein Wachstum, und Neuanfänge fallen dir leicht.',
    tense:
      'Deine instinktive Art, auf Menschen zuzugehen, und dein Wachstumsweg laufen auseinander: Was sich in Gesellschaft natürlich anfühlt, bringt dich nicht unbedingt weiter. Ein neuer Umgang mit Menschen öffnet dir den Weg.',
  },
  'North_Node|Midheaven': {
    conjunction:
      'Dein Mondknoten nahe dem MC macht Beruf und öffentliches Leben zu deiner Richtung: Du wächst, indem du deinen Platz in der Welt einnimmst.',
    flowing:
      'Deine öffentlichen Ziele und dein Wachstumsweg stützen einander, und die Arbeit führt dich dorthin, wohin du gehen musst.',
    tense:
      'Beruf und Wachstumsweg driften auseinander, oder Zuhause und Öffentlichkeit ringen um dich. Es lohnt sich, die Richtung zu wählen, die dich fordert.',
  },
};

/**
 * A point opposite the North Node stands on the South Node, read as that conjunction: a gift
 * brought in ready-made, and a habit to lean on less.
 */
export const SOUTH_NODE_CONJUNCTION_TEXT_DE: Record<Exclude<AspectPoint, 'North_Node'>, string> = {
  Sun: 'Dein Selbstbild liegt auf dem südlichen Mondknoten: Wer du schon bist, fällt dir leicht, vielleicht zu leicht, und dein Wachstum liegt darin, dich nicht darauf auszuruhen.',
  Moon: 'Deine seelischen Gewohnheiten liegen auf dem südlichen Mondknoten: Der Trost, nach dem du zuerst greifst, ist alt und vertraut, und dein Wachstum verlangt, dass du ein Stück weiter greifst.',
  Mercury:
    'Dein Denken liegt auf dem südlichen Mondknoten: Eine Denkweise, die dir fertig mitgegeben wurde, ist Begabung und ausgefahrenes Gleis zugleich, und neue Gedanken sind die Mühe wert.',
  Venus:
    'Venus auf dem südlichen Mondknoten bringt Charme und Geschmack, die du nie lernen musstest, und einen Sog zu vertrauten Menschen und Freuden; die Liebe wächst, wenn du sie der Bequemlichkeit vorziehst.',
  Mars: 'Mars auf dem südlichen Mondknoten gibt dir eine Art zu kämpfen, die du schon mitgebracht hast; dein Wachstum liegt darin, diese Kraft für etwas Neues einzusetzen.',
  Jupiter:
    'Jupiter auf dem südlichen Mondknoten bringt altes Glück und einen allzu bereitwilligen Glauben mit; du wächst, wenn du dich weniger darauf verlässt und neuen Sinn suchst.',
  Saturn:
    'Saturn auf dem südlichen Mondknoten macht Pflicht und Vorsicht zu einer alten Gewohnheit; die Aufgabe ist, die Regeln deinem Wachstum dienen zu lassen, statt es durch sie zu ersetzen.',
  Uranus:
    'Uranus auf dem südlichen Mondknoten macht das Ausbrechen zu einem alten Reflex; wachsen wirst du, wenn du mit dem etwas aufbaust, wogegen du rebelliert hast.',
  Neptune:
    'Neptun auf dem südlichen Mondknoten macht Träumen und Weltflucht zu vertrautem Boden; weiter bringt dich, die Vision auf die Erde zu holen.',
  Pluto:
    'Pluto auf dem südlichen Mondknoten macht Intensität und Kontrolle zu einer alten Gewohnheit; Wachstum entsteht, wenn du Macht durch dich hindurchfließen lässt, statt sie festzuhalten.',
  Chiron:
    'Chiron auf dem südlichen Mondknoten lässt eine alte Wunde wie ein Zuhause wirken; du wächst, wenn du nach vorn heilst, statt immer wieder zu ihr zurückzukehren.',
  Ascendant:
    'Der südliche Mondknoten am Aszendenten bedeutet, dass du in einer Art auftrittst, die sich fertig, fast ererbt anfühlt; das Wachstum, das der nördliche Mondknoten verlangt, liegt bei anderen Menschen, in deinen Partnerschaften.',
  Midheaven:
    'Der südliche Mondknoten am MC macht öffentliche Leistung zu vertrautem Boden; dein Wachstum liegt im Zuhause und im Privatleben.',
};
