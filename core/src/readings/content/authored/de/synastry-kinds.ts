// The non-romantic bonds in German: the same keys, families and houses as ../synastry-kinds, so the
// German composer swaps the romantic text for these exactly where the English does. A person's
// point is "{A:gen} Venus" ("Lenas Venus", "Felix' Venus"); a bare "{A}" never takes an ending.
import type {
  KIND_OVERLAY_TEXT,
  KIND_SYNASTRY_TEXT,
  PLATONIC_DESCENDANT_TEXT,
  PLATONIC_OVERLAY_TEXT,
  PLATONIC_SYNASTRY_TEXT,
} from '../synastry-kinds';

export const KIND_SYNASTRY_TEXT_DE: typeof KIND_SYNASTRY_TEXT = {
  friends: {
    'Moon|Jupiter': {
      flowing:
        '{A:gen} Mond und {B:gen} Jupiter harmonieren und bringen Güte und gute Laune mit: {B} hebt {A:gen} Stimmung, ohne es darauf anzulegen, und {A} geht aus eurer gemeinsamen Zeit zuversichtlicher hervor, als {A} hineingegangen ist.',
      tense:
        '{B:gen} Begeisterung kann {A} überrollen, denn Mond und Jupiter stehen im Spannungsaspekt: Pläne wachsen, und {A} sagt zu mehr Ja, als {A} eigentlich wollte. Fragt, wie viel {A} sich vornehmen mag, bevor der Plan wächst, dann bleibt es ein Vergnügen.',
    },
    'Venus|Mars': {
      conjunction:
        '{A:gen} Venus und {B:gen} Mars bringen Schwung in die Freundschaft: {B} holt euch aus dem Haus und hinein in neue Pläne, und {A} sorgt dafür, dass alle, die mitkommen, ihren Spaß daran haben.',
      flowing:
        'In der Freundschaft passen {A:gen} Venus und {B:gen} Mars mühelos zusammen: {B} schlägt den Ausflug oder die Herausforderung vor, {A} sorgt für gute Gesellschaft, und niemand muss zweimal fragen.',
      tense:
        'Zwischen {A:gen} Venus und {B:gen} Mars reibt sich die Freundschaft an Tempo und Umgangsformen: {B} will sofort loslegen, {A} will es angenehm haben, und kleine Kränkungen können wehtun. Sagt einander, worauf ihr Lust habt, bevor der Tag verplant ist, dann bleibt es leicht.',
    },
    'Sun|Saturn': {
      flowing:
        '{B:gen} Saturn gibt {A:gen} Sonne in der Freundschaft Halt: {B} ist die Seite, die kommt, wenn es darauf ankommt, und Versprechen hält, und {A:gen} Wärme sorgt dafür, dass sich diese Verlässlichkeit nicht nach Pflicht anfühlt.',
    },
    'Moon|Moon': {
      tense:
        'Eure Monde stehen im Spannungsaspekt, darum folgen {A} und {B} einem unterschiedlichen Gefühlsrhythmus, und was die eine Seite beruhigt, kann die andere aufwühlen. Wer weiß, womit sich der andere aufmuntern lässt, hat es in der Freundschaft leichter.',
    },
  },
  family: {
    'Venus|Mars': {
      conjunction:
        '{A:gen} Venus und {B:gen} Mars bringen Leben in die Familie: {B} bringt Bewegung hinein und packt an, was getan werden muss, und {A} glättet die Kanten, damit es zu Hause warm bleibt.',
      flowing:
        'Mit {A:gen} Venus und {B:gen} Mars helft ihr einander zu Hause: {B} bringt Tatkraft in Familienvorhaben, {A} bringt Freundlichkeit mit, und gemeinsame Aufgaben enden selten im Streit.',
      tense:
        '{A:gen} Venus und {B:gen} Mars geraten zu Hause darüber aneinander, wie etwas zu erledigen ist: {B} prescht vor, während {A} auf die Stimmung achtet, und alte Familienmuster können hochkochen. Klare Absprachen, wer was übernimmt, wahren den Frieden.',
    },
    // Read without a parent's or child's part, as in the English: either of the two may be the elder.
    'Sun|Moon': {
      conjunction:
        '{A:gen} Sonne auf {B:gen} Mond ist eine klassische Familienverbindung: {A} gibt {B} Richtung, und {B} gibt {A} ein Gefühl von Zuhause, wie es nahe Angehörige einander oft schenken.',
      tense:
        '{A:gen} Sonne und {B:gen} Mond ziehen in verschiedene Richtungen, sodass das, was {A} von der Familie erwartet, das Gefühl von Geborgenheit erschüttern kann, das {B} darin braucht. Es hilft, wenn {A} nachfragt, statt über {B:gen} Kopf hinweg zu entscheiden.',
    },
    'Sun|Saturn': {
      conjunction:
        '{B:gen} Saturn auf {A:gen} Sonne gibt der Familienverbindung etwas Pflichtbewusstes: {B} übernimmt gegenüber {A} den strengeren, wachsameren Part, und {A} fühlt sich womöglich ebenso beurteilt wie geführt. Leichter wird es, wenn {B} die eigene Vorsicht als Hilfe anbietet.',
      flowing:
        '{B:gen} Saturn stützt {A:gen} Sonne: {B} ist die beständige Seite, auf deren Rat und praktische Hilfe {A} zählen kann, und {A} gibt diesem Pflichtgefühl etwas, worauf es stolz sein kann.',
      tense:
        'Drückt {B:gen} Saturn auf {A:gen} Sonne, fühlt sich {A} leicht an den Familienmaßstäben gemessen, für die {B} steht, während {B} sich für {A} verantwortlich fühlt. Erwartungen auszusprechen, statt sie durchzusetzen, hält die Verbindung warm.',
    },
    'Moon|Jupiter': {
      flowing:
        '{B:gen} Jupiter hebt {A:gen} Mond in der Familie: {B} ist die großzügige, ermutigende Seite, an die sich {A} wendet, wenn die Stimmung sinkt, und nach gemeinsamer Zeit ist {A} wieder besserer Dinge.',
    },
    'Moon|Saturn': {
      conjunction:
        '{B:gen} Saturn auf {A:gen} Mond bringt Pflicht und Zurückhaltung in die Familie: {B} ist die verlässliche Seite, doch {A} hat vielleicht das Gefühl, dass {B:gen} Fürsorge an Bedingungen geknüpft ist. Mit den Jahren kann daraus die tiefste Form von Geborgenheit werden.',
    },
    // Angehörige erinnern sich selten an ein erstes Treffen: wie in der englischen Tabelle ist der
    // Aszendent hier die Art, an die sich jeder beim anderen gewöhnt hat.
    'Sun|Ascendant': {
      conjunction:
        '{A:gen} Sonne auf {B:gen} Aszendent gibt {B} das Gefühl, in der Familie erkannt zu werden: {A} sieht {B} so, wie {B} ist, und {B:gen} Art, der Welt zu begegnen, findet {A:gen} Zustimmung.',
      flowing:
        '{A:gen} Sonne und {B:gen} Aszendent vertragen sich gut: {B:gen} Art passt zu dem, worum es {A} geht, und bei jedem Familientreffen fühlt ihr euch nebeneinander wohl.',
      tense:
        '{A:gen} Sonne fordert {B:gen} Aszendent heraus: {A} kann die Art, wie {B} auftritt, zu überstrahlen oder infrage zu stellen scheinen, und alte Familienrollen machen das empfindlich. Am besten geht es, wenn jede Seite der anderen Raum lässt, gesehen zu werden.',
    },
    'Mercury|Ascendant': {
      conjunction:
        '{A:gen} Merkur auf {B:gen} Aszendent macht das Reden zwischen euch leicht: {A} versteht {B} gut, und am Familientisch geht euch der Gesprächsstoff nie aus.',
    },
    'Ascendant|Ascendant': {
      conjunction:
        'Eure Aszendenten stehen zusammen, darum begegnen {A} und {B} der Welt auf dieselbe Weise, und andere sehen die Familienähnlichkeit auf den ersten Blick.',
      tense:
        '{A} und {B} begegnen der Welt auf gegensätzliche Weise, sodass jede Seite die Art der anderen unter Leuten rätselhaft oder sogar peinlich finden kann. Mit den Jahren wird dieser Gegensatz Teil dessen, was ihr aneinander kennt und annehmt.',
    },
    'Moon|Moon': {
      tense:
        'Mit euren Monden im Spannungsaspekt wurden {A} und {B} auf unterschiedliche Weise getröstet, selbst unter einem Dach, und was die eine Seite beruhigt, kann die andere aufwühlen. Zu wissen, wie ihr euch beide am liebsten trösten lasst, macht die Zeit in der Familie leichter.',
    },
  },
  colleagues: {
    'Mercury|Venus': {
      conjunction:
        '{A:gen} Merkur auf {B:gen} Venus sorgt für höfliche, überzeugende Gespräche: {A:gen} Worte gewinnen {B}, und Präsentationen, die ihr gemeinsam vorbereitet, kommen gut an.',
    },
    'Mars|Ascendant': {
      flowing:
        '{A:gen} Mars und {B:gen} Aszendent beleben einander: {A} bringt {B} in Bewegung, und gemeinsame Aufgaben starten zügig.',
    },
    'Mars|Uranus': {
      conjunction:
        '{B:gen} Uranus auf {A:gen} Mars macht die Arbeit schnell und sprunghaft: Ihr handelt aus dem Impuls heraus, und Pläne können sich über Nacht ändern.',
      flowing:
        'Mit {A:gen} Mars und {B:gen} Uranus im Einklang kommt Erfindungsgeist: {A} setzt neue Ideen schnell um, und unerprobte Wege liegen euch beiden.',
    },
    'Jupiter|Neptune': {
      flowing:
        'Zwischen {A:gen} Jupiter und {B:gen} Neptun fließen Weitblick und Großzügigkeit, und Arbeit mit einem Sinn über den Gewinn hinaus hält euch zusammen.',
    },
    'Venus|Mars': {
      conjunction:
        '{A:gen} Venus und {B:gen} Mars ergänzen sich im Team: {B} treibt die Arbeit voran, und {A} hält währenddessen Kunden und Kollegen bei Laune.',
      flowing:
        '{A:gen} Venus und {B:gen} Mars bilden ein wirkungsvolles Arbeitsgespann: {B} drängt auf Ergebnisse, {A} verhandelt und ebnet den Weg, und ihr schätzt beide, was der andere einbringt.',
      tense:
        'Bei der Arbeit sind sich {A:gen} Venus und {B:gen} Mars über Tempo und Takt uneins: {B} wirkt auf {A} schnell aufdringlich, und {A} scheint {B} auszubremsen. Klare Rollen und Fristen machen aus der Reibung Antrieb.',
    },
    // The personal planets with each other, read for the work you share rather than a life.
    'Sun|Sun': {
      conjunction:
        '{A} und {B} sind mit der Sonne fast an derselben Stelle geboren, also wollt ihr von der Arbeit dasselbe und seht sofort, worauf der andere hinauswill. Zwei so ähnliche Willen können allerdings auch um dieselbe Anerkennung wetteifern.',
      flowing:
        'Eure Sonnen stehen harmonisch zueinander, daher ziehen {A} und {B} bei der Arbeit am selben Strang, und ihr freut euch beide über den Erfolg des anderen.',
      tense:
        'Eure Sonnen stehen im Spannungsaspekt, darum gehen {A} und {B} die Arbeit unterschiedlich an, und beide können den Eindruck haben, der andere ziehe das Projekt in die Gegenrichtung. Die Arbeit nach Stärken aufzuteilen, statt jede Entscheidung gemeinsam auszufechten, macht aus dem Gegensatz eine größere Bandbreite.',
    },
    'Sun|Moon': {
      conjunction:
        '{A:gen} Sonne auf {B:gen} Mond ergibt ein natürliches Arbeitsgespann: {A} gibt die Richtung vor, und {B} spürt, was das Team braucht, und hält es im Gleichgewicht, während {A} vorangeht.',
      flowing:
        'Die Arbeit läuft rund, wenn {A:gen} Sonne und {B:gen} Mond harmonieren, denn was {A} anstrebt, passt gut zu der Art, wie {B} am liebsten arbeitet.',
      tense:
        '{A:gen} Sonne und {B:gen} Mond ziehen in verschiedene Richtungen, sodass {A:gen} Pläne bei {B} als Umbruch ankommen können. Es hilft, wenn {A} zuerst {B} einweiht, bevor eine Änderung verkündet wird.',
    },
    'Sun|Venus': {
      conjunction:
        '{A:gen} Sonne auf {B:gen} Venus bringt Wohlwollen in die Arbeit: {B} schätzt, was {A} leistet, und sagt es auch, und {A} arbeitet dank dieser Anerkennung besser.',
      flowing:
        'Zwischen {A:gen} Sonne und {B:gen} Venus stellt sich Wohlwollen wie von selbst ein: {B} lässt {A:gen} Arbeit vor anderen gut dastehen, und {A} gibt {B} im Gegenzug Raum zu glänzen.',
      tense:
        'Zwischen {A:gen} Sonne{A:in} und {B:gen} Venus{B:in} herrscht Respekt, aber auch Reibung durch unterschiedliche Maßstäbe: Was {B} gut gemacht nennt, ist nicht immer das, worauf {A} hinarbeitet. Wer früh klärt, wann etwas als fertig gilt, erspart sich Reibereien.',
    },
    'Sun|Mars': {
      conjunction:
        '{A:gen} Sonne und {B:gen} Mars erzeugen zusammen Tatkraft: {B} bringt {A:gen} Pläne in Gang, und Seite an Seite arbeiten beide härter. Derselbe Schub kann allerdings in einen Wettstreit darüber kippen, wer führt.',
      flowing:
        '{B:gen} Tatendrang stützt {A:gen} Ziele: Was {A} bei der Arbeit beginnt, hilft {B} mit voller Kraft zu Ende zu bringen.',
      tense:
        'Zwischen {A:gen} Sonne und {B:gen} Mars fliegen die Funken: {B} stellt {A:gen} Entscheidungen infrage, und Besprechungen werden schnell hitzig. Klare Zuständigkeiten geben der Energie ein anderes Ventil als den Streit.',
    },
    'Moon|Moon': {
      conjunction:
        'Eure Monde stehen zusammen, also teilen {A} und {B} einen Arbeitsrhythmus: Ihr lest in jeder Besprechung die Stimmung des anderen und müsst einen schlechten Tag selten erklären.',
      flowing:
        'Eure Monde harmonieren, daher haben {A} und {B} bei der Arbeit ein ähnliches Tempo und Temperament und geben einander Halt, wenn der Druck steigt.',
      tense:
        'Mit euren Monden im Spannungsaspekt bringen {A} und {B} unterschiedliche Stimmungen zur Arbeit mit, und was die eine Seite festigt, kann die andere verunsichern. Zu wissen, wie der andere mit Druck umgeht, macht eine harte Woche leichter.',
    },
    'Moon|Venus': {
      conjunction:
        '{A:gen} Mond und {B:gen} Venus schaffen eine rücksichtsvolle Arbeitsbeziehung: {B} merkt, wenn {A} unter Druck steht, und {A} arbeitet gern und entspannt mit {B} zusammen.',
      flowing:
        'Zwischen {A:gen} Mond und {B:gen} Venus fließen Höflichkeit und Fürsorge, eine der freundlichsten Verbindungen für die tägliche Zusammenarbeit.',
      tense:
        '{A:gen} Bedürfnisse und {B:gen} Maßstäbe passen bei der Arbeit nicht immer zusammen, doch das Wohlwollen zwischen euch ist echt. Kleine, regelmäßige Zeichen der Anerkennung überbrücken die Lücke.',
    },
    'Moon|Mars': {
      conjunction:
        '{B:gen} Mars auf {A:gen} Mond löst bei der Arbeit heftige Reaktionen aus: {B:gen} Druck bringt {A} schnell in Bewegung, zu neuem Einsatz oder zur Kränkung.',
      flowing:
        '{A:gen} Mond und {B:gen} Mars verbinden Fürsorge mit Tatkraft: {B} übernimmt die harte Aufgabe, und {A} sorgt dafür, dass die Menschen drumherum mitziehen.',
      tense:
        'Bei der Arbeit kann {B:gen} Mars {A:gen} Mond verletzen: {B:gen} Direktheit oder Hast trifft {A}, und {A:gen} Stimmungen bremsen {B} aus. Rückmeldungen unter vier Augen und in aller Ruhe sind hier wichtig.',
    },
    'Venus|Venus': {
      conjunction:
        '{A} und {B} haben die Venus an derselben Stelle, also teilt ihr ein Gespür für Stil und dafür, wie gute Arbeit aussieht, und Kunden mögen meist euch beide.',
      flowing:
        'Eure Venusstellungen harmonieren, also teilen {A} und {B} Maßstäbe und Geschmack, und ihr streitet selten darüber, wie die Arbeit aussehen soll.',
      tense:
        'Eure Venusstellungen stehen im Spannungsaspekt, darum legen {A} und {B} bei der Arbeit Wert auf Verschiedenes, und Budgets oder die Präsentation können zum wunden Punkt werden. Respekt vor den Maßstäben des anderen verhindert Kränkungen.',
    },
    'Mars|Mars': {
      conjunction:
        '{A} und {B} haben den Mars an derselben Stelle, also geht ihr Arbeit, Fristen und Konkurrenz auf dieselbe Weise an: ein schlagkräftiges Team, wenn ihr euch einig seid, und Rivalen, wenn ihr in verschiedene Richtungen zieht.',
      flowing:
        'Mit euren Marsstellungen im Einklang arbeiten {A} und {B} in einem verträglichen Tempo und verfolgen Ziele im Gleichschritt.',
      tense:
        'Eure Marsstellungen reiben sich, also gehen {A} und {B} Aufgaben unterschiedlich an und streiten über Tempo und Prioritäten. Getrennte Zuständigkeitsbereiche machen aus dem Zusammenprall Antrieb.',
    },
    'Moon|Jupiter': {
      flowing:
        'Freundlichkeit und gute Laune begleiten den harmonischen Aspekt zwischen {A:gen} Mond und {B:gen} Jupiter: {B} stärkt {A} den Rücken, wenn die Arbeit Sorgen macht, und mit euch beiden ist im Büro mehr Luft zum Atmen.',
      tense:
        '{B:gen} große Pläne können bei der Arbeit wie Druck auf {A:gen} Sicherheit wirken, denn Mond und Jupiter stehen im Spannungsaspekt. Wer den Umfang eines Projekts festlegt, bevor es wächst, erhält das Wohlwollen auf beiden Seiten.',
    },
    'Moon|Mercury': {
      tense:
        '{B:gen} schnelles Argumentieren kann bei der Arbeit über {A:gen} Stimmung hinweggehen, und {A:gen} Reaktionen wirken auf {B}, als bremsten sie eine Entscheidung. Einen schwierigen Punkt zuerst schriftlich anzusprechen, gibt {A} Zeit, ihn aufzunehmen.',
    },
    'Venus|Jupiter': {
      conjunction:
        '{B:gen} Jupiter auf {A:gen} Venus bringt Großzügigkeit und Frohsinn: {B} erkennt {A:gen} Arbeit bereitwillig an, und gemeinsam sorgt ihr dafür, dass sich Kunden und Kollegen willkommen fühlen.',
    },
    // The outer planets on the personal ones: power, change and vagueness at work, not intimacy.
    'Sun|Pluto': {
      conjunction:
        '{B:gen} Pluto auf {A:gen} Sonne gibt {B} echte Macht über {A:gen} Stellung bei der Arbeit: {B} durchschaut {A:gen} Pläne und kann {A} zu weit größeren Leistungen antreiben oder bei den entscheidenden Fragen überstimmen.',
      flowing:
        '{A:gen} Sonne und {B:gen} Pluto ergeben ein schlagkräftiges Arbeitsbündnis: {B} hilft {A}, die Entschlossenheit aufzubringen, ein schwieriges Projekt bis zum Ende durchzuziehen.',
      tense:
        '{B:gen} Pluto setzt {A:gen} Sonne hart zu, sodass gemeinsame Entscheidungen zum Kräftemessen darüber werden können, wer das letzte Wort hat. Vorab festzulegen, wer was freigibt, hält die Machtfrage offen sichtbar.',
    },
    'Moon|Pluto': {
      conjunction:
        '{B:gen} Pluto auf {A:gen} Mond macht {B} zu einer starken Kraft in {A:gen} Arbeitsleben: {B} spürt, wie {A} mit Druck umgeht, und kann {A} Halt geben oder an einem schlechten Tag zu viel verlangen.',
      flowing:
        '{A:gen} Mond und {B:gen} Pluto stiften eine loyale Arbeitsbeziehung: {B} steht {A} in der Krise bei, und {A} vertraut {B} auch schwierige Nachrichten an.',
      tense:
        'Wo {B:gen} Pluto auf {A:gen} Mond lastet, kann die Kontrolle über das Arbeitspensum und darüber, wer was zuerst erfährt, zum Machtkampf werden. Offene Übergaben und geteilte Informationen verhindern, dass der Druck persönlich wird.',
    },
    'Venus|Pluto': {
      conjunction:
        '{B:gen} Pluto auf {A:gen} Venus gibt {B} großen Einfluss darauf, was {A} an der Arbeit wichtig ist: {B} kann {A:gen} Ansprüche heben oder {A} das Gefühl geben, jede Entscheidung über Budget und Anerkennung liege bei {B}.',
      tense:
        '{B:gen} Pluto kann {A:gen} Venus mit einem Ringen um Anerkennung, Budgets oder die Frage belasten, wessen Geschmack sich durchsetzt. Anerkennung offen zu teilen ist das Gegenmittel.',
    },
    'Moon|Neptune': {
      conjunction:
        '{B:gen} Neptun auf {A:gen} Mond schenkt euch ein schnelles, wortloses Gespür dafür, wie der andere bei der Arbeit zurechtkommt, auch wenn {B} {A:gen} Arbeitslast nicht immer klar erkennt.',
      flowing:
        '{A:gen} Mond und {B:gen} Neptun sorgen für intuitive Teamarbeit: {B} spürt, wenn {A} am Limit ist, und gemeinsam habt ihr ein feines Gespür für die Stimmung im Raum und bei Kunden.',
      tense:
        '{A:gen} Bedürfnisse bei der Arbeit können in vagen Versprechen oder unausgesprochenen Enttäuschungen von {B} untergehen. Schriftliche Vorgaben und klare Fristen lichten den Nebel.',
    },
    'Moon|Uranus': {
      conjunction:
        '{B:gen} Uranus auf {A:gen} Mond bringt plötzliche Planänderungen in {A:gen} Arbeitswoche: {B} reißt {A} aus der Routine, was erfrischen oder verunsichern kann.',
      tense:
        '{B:gen} plötzliche Planänderungen können {A:gen} Bedürfnis nach einer festen Arbeitsroutine durcheinanderbringen. Wer {A} vor einer Änderung vorwarnt und einige feste Termine beibehält, schafft Stabilität.',
    },
    'Venus|Neptune': {
      conjunction:
        '{B:gen} Neptun auf {A:gen} Venus lässt {B} {A:gen} Arbeit im freundlichsten Licht sehen, und ihr könnt eine gemeinsame Vision für ein Projekt entwickeln, solange jemand das Budget im Blick behält.',
      flowing:
        '{A:gen} Venus und {B:gen} Neptun bringen Fantasie in eure gemeinsame Arbeit: Gestaltung, Präsentation und jeder kreative Auftrag gelingen euch gut.',
      tense:
        '{B:gen} Neptun kann {A:gen} Venus mit Lob überhäufen, das später in Enttäuschung darüber umschlägt, was wirklich geliefert wurde. Sich darauf zu einigen, wie gute Arbeit aussieht, schützt das Wohlwollen.',
    },
    'Venus|Uranus': {
      conjunction:
        '{B:gen} Uranus auf {A:gen} Venus bringt frische Ideen in die Art, wie {A} die Arbeit präsentiert: ein ungewöhnliches Gespann, das bei Kunden glänzen und sich dann ohne Vorwarnung wandeln kann.',
      tense:
        '{B:gen} Uranus bringt {A:gen} Venus aus dem Gleichgewicht, und {B} unterstützt ein Projekt vielleicht eine Woche lang begeistert und lässt es in der nächsten fallen. Verbindliche Zusagen und Fristen halten die Arbeit stabil.',
    },
  },
};

export const PLATONIC_SYNASTRY_TEXT_DE: typeof PLATONIC_SYNASTRY_TEXT = {
  'Sun|Ascendant': {
    conjunction:
      '{A:gen} Sonne auf {B:gen} Aszendent bringt ein sofortiges Wiedererkennen: {B} fühlt sich von {A} gesehen, und {A} mag die Art, wie {B} der Welt begegnet.',
  },
  'Sun|Moon': {
    conjunction:
      '{A:gen} Sonne auf {B:gen} Mond gehört zu den engsten Verbindungen, die zwei Horoskope teilen können: {A} gibt {B} Orientierung, und {B} gibt {A} ganz selbstverständlich das Gefühl, zu Hause zu sein.',
  },
  'Sun|Venus': {
    conjunction:
      '{A:gen} Sonne auf {B:gen} Venus bringt herzliches Wohlwollen: {B} bewundert {A}, und {A} fühlt sich in {B:gen} Gesellschaft geschätzt und wohl.',
    tense:
      'Zwischen {A:gen} Sonne{A:in} und {B:gen} Venus{B:in} besteht Sympathie, aber auch Reibung durch verschiedene Geschmäcker: Was {B} angenehm findet, passt nicht immer zu der Art, wie {A} leben möchte. Humor im Umgang mit kleinen Unterschieden hält das Wohlwollen lebendig.',
  },
  'Sun|Mars': {
    conjunction:
      '{A:gen} Sonne und {B:gen} Mars erzeugen zusammen Energie: {B} spornt {A} zum Handeln an, und beide fühlen sich lebendiger. Derselbe Funke kann zur Rivalität auflodern.',
  },
  'Sun|Neptune': {
    conjunction:
      'Berührt {B:gen} Neptun {A:gen} Sonne, umgibt {A} Inspiration: {B} sieht das Beste in {A}, und die Verbindung hat etwas Träumerisches, Großzügiges, das in Illusion verschwimmen kann.',
  },
  'Moon|Mars': {
    conjunction:
      '{B:gen} Mars auf {A:gen} Mond weckt starke Gefühle: {B} bringt {A:gen} Emotionen schnell in Wallung, zu Begeisterung oder zu Verletzung.',
  },
  'Mercury|Venus': {
    tense:
      '{A:gen} direkte Worte können mit {B:gen} Wunsch kollidieren, alles angenehm zu halten, oder {B} vermeidet zu sagen, was {A} hören müsste. Freundliche Ehrlichkeit hilft euch beiden.',
  },
  'Venus|Venus': {
    conjunction:
      '{A} und {B} haben die Venus an derselben Stelle, also genießt ihr dieselben Freuden, Vorlieben und Stile, und ein gemeinsamer Nachmittag braucht kaum Planung.',
    tense:
      'Eure Venusstellungen stehen im Spannungsaspekt, darum genießen {A} und {B} das Leben auf verschiedene Weise, und beim Geld oder in der Freizeit können die Vorlieben aufeinanderprallen. Respekt davor, wie der andere Wärme zeigt, erspart Kränkungen.',
  },
  'Venus|Saturn': {
    conjunction:
      '{B:gen} Saturn auf {A:gen} Venus bringt Treue und Gewicht in die Verbindung: {B} ist verlässlich und ernsthaft, doch {A} hat vielleicht das Gefühl, {B:gen} Wärme werde nur zugeteilt. Die Verbindung hält, ohne Leichtigkeit zu versprechen.',
    tense:
      '{B:gen} Saturn kann {A:gen} Venus abkühlen, sodass {A} sich wenig geschätzt oder an strengen Maßstäben gemessen fühlt und in {B:gen} Augen leichtfertig wirkt. Dank und Lob, klar ausgesprochen statt stillschweigend vorausgesetzt, vertreiben die Kälte.',
  },
  'Moon|Saturn': {
    tense:
      '{B:gen} Saturn kann {A:gen} Mond frösteln lassen, sodass {A} sich beurteilt oder auf Abstand gehalten fühlt und {B} schwer an {A:gen} Stimmungen trägt. Zuspruch, der laut ausgesprochen statt still vorausgesetzt wird, hält die Verbindung warm.',
  },
  'Venus|Uranus': {
    conjunction:
      '{B:gen} Uranus auf {A:gen} Venus schafft einen plötzlichen, aufregenden Draht zueinander: Gemeinsame Zeit fühlt sich unkonventionell und frisch an und kann unbeständig sein.',
    flowing:
      '{A:gen} Venus und {B:gen} Uranus halten die Verbindung frisch und unkompliziert, mit Raum für Unabhängigkeit.',
  },
  'Venus|Neptune': {
    conjunction:
      'Um {A:gen} Venus und {B:gen} Neptun sammelt sich Idealismus: {B} sieht {A} im freundlichsten Licht, und die Verbindung hat etwas Verzaubertes, Großzügiges.',
    tense:
      '{B:gen} Neptun kann {A:gen} Venus mit einem Glanz überziehen, der später in Enttäuschung oder Ausweichen verblasst. Einander als wirkliche Menschen zu sehen, schützt das Wohlwollen.',
  },
  'Venus|Pluto': {
    conjunction:
      '{B:gen} Pluto auf {A:gen} Venus schafft eine intensive, magnetische Verbindung: Sie nimmt euch ganz ein und verändert euch beide, und Eifersucht ist nicht weit.',
    flowing:
      '{A:gen} Venus und {B:gen} Pluto bringen Tiefe und Treue in die Verbindung, und ihr könnt einander helfen, alte Verletzungen zu heilen.',
  },
  'Venus|Ascendant': {
    conjunction:
      'Mit {A:gen} Venus auf {B:gen} Aszendenten empfindet {A} {B:gen} Gesellschaft als charmant und angenehm, und {B} fühlt sich geschätzt.',
    flowing:
      '{A:gen} Venus und {B:gen} Aszendent stehen in leichter Harmonie: {A} mag die Art, wie {B} der Welt begegnet, und {B} fühlt sich in {A:gen} Gesellschaft wohl.',
  },
  'Mars|Mars': {
    conjunction:
      '{A} und {B} haben den Mars an derselben Stelle, also handelt, wetteifert und streitet ihr auf dieselbe Weise: voller Energie, wenn ihr zusammenhaltet, und Rivalen, wenn ihr in verschiedene Richtungen zieht.',
  },
  'Mars|Neptune': {
    conjunction:
      'Wo {B:gen} Neptun auf {A:gen} Mars trifft, mischt sich Tatkraft mit Fantasie: Gemeinsame Anliegen begeistern euch, doch {A:gen} Energie kann verwässern oder fehlgeleitet werden.',
  },
  'Mars|Pluto': {
    conjunction:
      '{B:gen} Pluto auf {A:gen} Mars erzeugt eine intensive Energie zwischen euch, gewaltig, wenn ihr an einem Strang zieht, und gefährlich im Konflikt.',
  },
  'Mars|Ascendant': {
    conjunction:
      '{A:gen} Mars auf {B:gen} Aszendenten ist rohe Energie: {A} bringt {B} in Bewegung und kann dabei aufdringlich oder angriffslustig wirken. Der Funke springt kräftig über, und das von beiden Seiten.',
  },
  'Jupiter|Saturn': {
    conjunction:
      '{A:gen} Jupiter auf {B:gen} Saturn bringt Wachstum und Vorsicht ins Gleichgewicht: {A} ermutigt {B}, und {B} erdet {A:gen} Pläne, ein nützliches Gespann für alles, was ihr gemeinsam aufbaut.',
  },
  'Neptune|Ascendant': {
    conjunction:
      'Mit {A:gen} Neptun auf {B:gen} Aszendenten erscheint {B} in {A:gen} Augen wie hinter einem idealisierenden Schleier, inspirierend und manchmal irreführend.',
  },
  'Pluto|Ascendant': {
    conjunction:
      '{A:gen} Pluto auf {B:gen} Aszendenten erzeugt einen starken Sog: {A} wirkt mächtig auf {B}, und {B} fühlt sich davon fasziniert oder kontrolliert.',
  },
  'Ascendant|Ascendant': {
    tense:
      '{A} und {B} begegnen der Welt auf gegensätzliche Weise, sodass erste Eindrücke befremden oder faszinieren können. Sobald ihr einander kennt, wird der Gegensatz zu etwas, das ihr aneinander schätzt.',
  },
};

export const PLATONIC_DESCENDANT_TEXT_DE: typeof PLATONIC_DESCENDANT_TEXT = {
  Sun: '{A:gen} Sonne auf {B:gen} Deszendenten macht {A} zu dem Menschen, mit dem {B} am unmittelbarsten zu tun hat: {A} blüht in {B:gen} Gesellschaft auf, und {B} sieht in {A} Eigenschaften, in die {B} selbst noch hineinwächst.',
  Moon: '{A:gen} Mond auf {B:gen} Deszendenten trägt {A:gen} Gefühle direkt in jede Begegnung: {B} erlebt {A:gen} Stimmungen als Teil der Verbindung, und Fürsorge fließt bereitwillig zwischen euch.',
  Mercury:
    '{A:gen} Merkur auf {B:gen} Deszendenten macht das Gespräch zum Herzstück der Verbindung: {A} sagt, was {B} hören muss, und {B} wendet sich an {A}, um Dinge zu durchdenken.',
  Venus:
    '{A:gen} Venus auf {B:gen} Deszendenten bringt Wärme und Takt in jede Begegnung: {A} erleichtert {B} den Umgang mit anderen, und {B} genießt {A:gen} Gesellschaft.',
  Mars: '{A:gen} Mars auf {B:gen} Deszendenten bringt Antrieb in die Verbindung selbst: {A} handelt und rüttelt {B} auf, und die Energie braucht ein gemeinsames Ziel, sonst schlägt sie in Streit um.',
  Jupiter:
    '{A:gen} Jupiter auf {B:gen} Deszendenten macht {A} zu jemandem, der {B} großzügig ermutigt und {B:gen} Welt erweitert.',
  Saturn:
    '{A:gen} Saturn auf {B:gen} Deszendenten gibt der Verbindung Gewicht und Pflicht: {A} ist der beständige, verlässliche Teil, und {B} spürt manchmal mehr die Regeln als die Wärme.',
  Uranus:
    '{A:gen} Uranus auf {B:gen} Deszendenten macht {A} zu dem Menschen, der {B} immer wieder überrascht: aufregend und verunsichernd, eine Verbindung, die Raum für Veränderung braucht.',
  Neptune:
    '{A:gen} Neptun auf {B:gen} Deszendenten verleitet {B} dazu, {A} zu idealisieren; die Bewunderung ist echt, und ebenso nötig ist es, einander klar zu sehen.',
  Pluto:
    '{A:gen} Pluto auf {B:gen} Deszendenten macht die Verbindung für {B} intensiv und verwandelnd; Macht will hier offen geteilt werden.',
};

export const KIND_OVERLAY_TEXT_DE: typeof KIND_OVERLAY_TEXT = {
  friends: {
    Sun: {
      8: 'Mit {P:gen} Sonne in {H:gen} achtem Haus geht die Freundschaft tief: {P} sieht, was {H} sorgsam hütet, und Treue, Geliehenes und Gefälligkeiten wiegen zwischen euch schwerer als unter den meisten Freunden.',
      4: '{P:gen} Sonne scheint in {H:gen} viertes Haus, die private Welt von Heim und Familie, sodass sich {P} für {H} wie ein Zuhause anfühlt und {H:gen} Tür für {P} immer offen steht.',
      5: '{P:gen} Sonne fällt in {H:gen} fünftes Haus, das Haus des Spiels: {P} weckt {H:gen} Verspieltheit, und eure schönsten Stunden verbringt ihr lachend, werkelnd oder beim Spielen.',
      7: '{P:gen} Sonne in {H:gen} siebtem Haus macht {P} zu dem Menschen, den {H} unter vier Augen trifft: {H} sieht in {P} ein Gegenüber und einen Spiegel, und die Freundschaft fühlt sich von beiden Seiten gewählt an.',
    },
    Moon: {
      4: '{P:gen} Mond fällt in {H:gen} viertes Haus, eine zutiefst häusliche Stellung: {P} fühlt sich für {H} wie Familie an, und die Freundschaft hat die Vertrautheit von Menschen, die zusammen aufgewachsen sind.',
      5: 'In {H:gen} fünftem Haus bringt {P:gen} Mond Herzlichkeit ins gemeinsame Spiel; {P} freut sich an {H:gen} Kreativität, und gemeinsame Hobbys bedeuten euch beiden viel.',
      7: 'Mit {P:gen} Mond in {H:gen} siebtem Haus fühlt sich {P} als {H:gen} engste Vertrauensperson zu Hause, und {H} möchte die Freundschaft nah bei sich behalten.',
      2: 'Mit {P:gen} Mond in {H:gen} zweitem Haus fühlt sich {P} durch {H:gen} Beständigkeit sicher, und praktische Gefälligkeiten (ein Essen, etwas Geld, eine Mitfahrgelegenheit) gehen leicht zwischen euch hin und her.',
    },
    Venus: {
      5: '{P:gen} Venus in {H:gen} fünftem Haus gehört zu den glücklichsten Stellungen unter Freunden: Ausflüge, Späße und kreative Freude blühen zwischen euch auf.',
      7: '{P:gen} Venus in {H:gen} siebtem Haus macht {P} zu der unkomplizierten Gesellschaft, die {H} gern in der Nähe hat, und die Harmonie zwischen euch stellt sich mühelos ein.',
      4: 'Mit {P:gen} Venus in {H:gen} viertem Haus ist {P} in {H:gen} Zuhause ein gern gesehener Gast, und die gemeinsame Zeit dort ist warm und ohne Eile.',
    },
    Mars: {
      1: '{P:gen} Mars in {H:gen} erstem Haus bringt {H} in Bewegung: {P} wagt, neckt und drängt, und Pläne wie Kabbeleien kommen schnell in Gang.',
      4: '{P:gen} Mars in {H:gen} viertem Haus bringt Energie und Unruhe in {H:gen} Zuhause: {P} kommt mit Plänen vorbei, und Besuche können Familienangelegenheiten von {H} aufwühlen.',
      5: 'Mit {P:gen} Mars in {H:gen} fünftem Haus gehen Spiel und Wettstreit hoch her: Spiele, Sport und Mutproben bringen das Beste in dieser Freundschaft hervor.',
      7: '{P:gen} Mars in {H:gen} siebtem Haus macht {P} zu dem Menschen, der {H} die Wahrheit ins Gesicht sagt, und die Freundschaft lebt vom ehrlichen Streit.',
    },
  },
  family: {
    Sun: {
      8: '{P:gen} Sonne in {H:gen} achtem Haus berührt, was die Familie gemeinsam trägt: Erbe, Schulden und alte Loyalitäten, und {P} sieht, was {H} am sorgsamsten hütet.',
      4: '{P:gen} Sonne scheint in {H:gen} viertes Haus, die private Welt von Zuhause und Herkunft, sodass {P} im Mittelpunkt des Familiengefühls von {H} steht und sich Familientreffen gern um {P} bilden.',
      5: '{P:gen} Sonne fällt in {H:gen} fünftes Haus, das Haus der Kinder und des Spiels: {P} weckt {H:gen} verspielte Seite und ist stolz auf das, was {H} schafft und tut.',
      7: '{P:gen} Sonne in {H:gen} siebtem Haus macht {P} zu der Person in der Familie, an der {H} sich misst: {H} sieht in {P} ein Gegenüber, und Familienangelegenheiten regelt ihr oft unter euch beiden.',
    },
    Moon: {
      4: '{P:gen} Mond fällt in {H:gen} viertes Haus, die häuslichste aller Stellungen: {P} gehört zu dem, was {H} unter Zuhause versteht, und die Verbindung reicht zurück bis in die Familie, aus der ihr beide kommt.',
      5: 'In {H:gen} fünftem Haus bringt {P:gen} Mond Herzlichkeit in das Spiel der Familie; {P} freut sich an {H:gen} Kreativität, und Kinder oder gemeinsame Beschäftigungen bedeuten euch beiden viel.',
      7: '{P:gen} Mond in {H:gen} siebtem Haus macht {P} zu der Person in der Familie, an die sich {H} zuerst wendet, und {H} fühlt eine beständige Fürsorgepflicht gegenüber {P}.',
      11: '{P:gen} Mond in {H:gen} elftem Haus macht aus der Verwandtschaft auch eine Freundschaft: {P} fühlt sich in {H:gen} Freundeskreis zu Hause und nährt die Hoffnungen, die ihr teilt.',
    },
    Venus: {
      5: '{P:gen} Venus in {H:gen} fünftem Haus füllt die Familienzeit mit Vergnügen: Feste, Spiele und gemeinsame Freuden bringen euch einander nah.',
      7: '{P:gen} Venus in {H:gen} siebtem Haus macht {P} zu der Person in der Familie, die sich um Frieden mit {H} bemüht, was auch immer sonst zwischen euch steht.',
      9: '{P:gen} Venus in {H:gen} neuntem Haus bringt Wärme in das, was ihr glaubt und lernt: {P} mag {H:gen} Lebenssicht, und lange Gespräche über Ideen bringen euch einander nah.',
      11: '{P:gen} Venus in {H:gen} elftem Haus macht euch zu Verwandten, die zugleich befreundet sind: ein gemeinsamer Bekanntenkreis und gemeinsame Hoffnungen halten euch auch jenseits von Familienfesten verbunden.',
    },
    Mars: {
      1: '{P:gen} Mars in {H:gen} erstem Haus setzt {H} direkt zu: {P} stichelt und fordert heraus, und Familienstreit zwischen euch flammt schnell auf und legt sich ebenso schnell.',
      5: '{P:gen} Mars in {H:gen} fünftem Haus macht das Spiel in der Familie lebhaft und kämpferisch: Bei Brettspielen, Sport und Neckereien geht es hoch her.',
      7: '{P:gen} Mars in {H:gen} siebtem Haus bringt offene Herausforderung in die Familienverbindung: {P} stellt {H} direkt zur Rede, und gerade die offene Aussprache hält euch einander nah.',
    },
  },
  colleagues: {
    Sun: {
      1: '{P:gen} Sonne in {H:gen} erstem Haus rückt {H} ins Blickfeld: {P} bemerkt, wie {H} bei der Arbeit auftritt, und diese Anerkennung stärkt {H:gen} Sicherheit im Beruf.',
      2: '{P:gen} Sonne in {H:gen} zweitem Haus zeigt {H}, was die eigenen Fähigkeiten wert sind, und die Bezahlung wird etwas, das ihr gemeinsam plant.',
      3: 'In {H:gen} drittem Haus belebt {P:gen} Sonne den täglichen Austausch: Anrufe, Briefings und Besprechungen bringen die Dinge in Gang, und {P} schärft, wie {H} Ideen vermittelt.',
      6: '{P:gen} Sonne in {H:gen} sechstem Haus landet mitten im Arbeitsalltag: {P} hilft {H}, Aufgaben und Abläufe zu ordnen, und Seite an Seite arbeitet ihr gut.',
      8: '{P:gen} Sonne in {H:gen} achtem Haus reicht an Budgets und Risiken: {P} beeinflusst, was {H} bei der Arbeit aufs Spiel setzt, und Vertrauen entsteht zwischen euch über Verträge, nicht über Vertraulichkeiten.',
      9: '{P:gen} Sonne in {H:gen} neuntem Haus weitet {H:gen} beruflichen Horizont: {P} bringt neue Märkte, Weiterbildung oder einen längeren Blick auf die Arbeit ein.',
      11: '{P:gen} Sonne in {H:gen} elftem Haus macht {P} zu einer Stütze in {H:gen} Netzwerk, mit gemeinsamen Zielen und Kontakten.',
      12: '{P:gen} Sonne in {H:gen} zwölftem Haus wirkt hinter den Kulissen: {P} sieht, was {H} im Verborgenen leistet, und viel von eurer besten gemeinsamen Arbeit wird nie vorgezeigt.',
      4: '{P:gen} Sonne scheint in {H:gen} viertes Haus, die Basis, von der aus {H} arbeitet: {P} gibt {H} bei der Arbeit Sicherheit, und die Zusammenarbeit kann zum Fundament werden, auf dem {H} aufbaut.',
      5: '{P:gen} Sonne fällt in {H:gen} fünftes Haus, das Haus des kreativen Wagnisses: {P} lockt {H:gen} beste Ideen hervor, und eure gemeinsame Arbeit hat einen verspielten, erfinderischen Zug.',
      7: '{P:gen} Sonne in {H:gen} siebtem Haus kennzeichnet oft eine Geschäftsverbindung: {H} sieht in {P} vielleicht das lange gesuchte Gegenüber, mit dem sich ein Vertrag unterschreiben lässt.',
    },
    Moon: {
      1: '{P:gen} Mond in {H:gen} erstem Haus lässt {P} schnell erkennen, wie es {H} an einem Tag geht, und {P} springt ein, wenn der Druck sichtbar wird.',
      2: '{P:gen} Mond in {H:gen} zweitem Haus knüpft {P:gen} Gefühl von Sicherheit an {H:gen} ruhigen Umgang mit Geld, und so sind Bezahlung, Budgets und Mittel das, womit ihr einander beruhigt.',
      3: '{P:gen} Mond in {H:gen} drittem Haus bestimmt den Ton des täglichen Austauschs: Ihr redet leicht miteinander, und {P:gen} Stimmung zeigt sich schnell in Nachrichten und Besprechungen.',
      6: '{P:gen} Mond in {H:gen} sechstem Haus zeigt sich als praktische Fürsorge bei der Arbeit: {P} bemerkt, was auf {H:gen} Schreibtisch lastet, und hilft, es zu tragen.',
      8: '{P:gen} Mond in {H:gen} achtem Haus berührt, was für {H} auf dem Spiel steht: {P} spürt, wo die echten Risiken liegen, und Vertrauliches ist zwischen euch sicher.',
      9: '{P:gen} Mond in {H:gen} neuntem Haus verbindet Gespür mit Strategie: {P} fühlt sich mit der Richtung wohl, die {H} vorgibt, und Dienstreisen oder Weiterbildungen gelingen euch gemeinsam.',
      10: '{P:gen} Mond in {H:gen} zehntem Haus lässt {P} an {H:gen} Ansehen Anteil nehmen: {P} stärkt {H} nach außen den Rücken und merkt, wie die Arbeit ankommt.',
      11: 'Mit {P:gen} Mond in {H:gen} elftem Haus fühlt sich {P} in {H:gen} Netzwerk zu Hause, und gemeinsame Ziele halten die Zusammenarbeit freundlich.',
      12: '{P:gen} Mond in {H:gen} zwölftem Haus nimmt auf, was {H} bei der Arbeit unausgesprochen lässt: {P} spürt den Druck hinter den Kulissen, und die Zusammenarbeit gelingt am besten, wenn er ausgesprochen wird.',
      4: '{P:gen} Mond fällt in {H:gen} viertes Haus, die Basis, von der aus {H} arbeitet: {P} lässt {H} bei der Arbeit ankommen, und eure beste gemeinsame Arbeit entsteht abseits der Öffentlichkeit.',
      5: 'In {H:gen} fünftem Haus bringt {P:gen} Mond Wärme in die kreative Arbeit; {P} mag {H:gen} Ideen, und Projekte, die euch am Herzen liegen, kommen weiter.',
      7: 'Mit {P:gen} Mond in {H:gen} siebtem Haus fühlt sich {P} in der Zusammenarbeit unter vier Augen mit {H} wohl, und {H} vertraut {P} Verpflichtungen an.',
    },
    Venus: {
      1: 'Mit {P:gen} Venus in {H:gen} erstem Haus mag {P} die Art, wie {H} mit Menschen umgeht, und {H} kommt gut an, wann immer {P} die Vorstellung übernimmt.',
      2: '{P:gen} Venus in {H:gen} zweitem Haus bringt Wohlwollen in Budget- und Gehaltsfragen: {P} schätzt, was {H} wert ist, und Geldfragen zwischen euch werden einvernehmlich geregelt.',
      3: '{P:gen} Venus in {H:gen} drittem Haus glättet den täglichen Austausch: Anrufe, Nachrichten und Besprechungen zwischen euch bleiben auch unter Druck höflich.',
      4: '{P:gen} Venus in {H:gen} viertem Haus stärkt mit Wohlwollen die Basis, von der aus {H} arbeitet: {P} hilft {H}, im Job anzukommen, und die Zusammenarbeit gelingt am leichtesten abseits der Öffentlichkeit, im Hintergrund oder in einer ruhigen Besprechung.',
      6: '{P:gen} Venus in {H:gen} sechstem Haus macht das tägliche Arbeitspensum angenehmer: {P} erleichtert {H} die Routine, und das Büro ist freundlicher, wenn ihr es teilt.',
      8: '{P:gen} Venus in {H:gen} achtem Haus bringt Takt in gemeinsame Finanzen und Verträge: {H} vertraut {P} an, was auf dem Spiel steht, und die Bedingungen zwischen euch fühlen sich fair an.',
      9: '{P:gen} Venus in {H:gen} neuntem Haus bringt Wohlwollen in die Strategie und {H:gen} langfristige Pläne: {P} mag, wie {H} das große Ganze sieht, und Weiterbildung, Veröffentlichungen oder Geschäfte im Ausland gelingen euch gemeinsam.',
      10: '{P:gen} Venus in {H:gen} zehntem Haus schmeichelt {H:gen} Ansehen: {P} bewundert, was {H} erreicht, und ebnet {H} den Weg bei Kunden und Vorgesetzten.',
      11: '{P:gen} Venus in {H:gen} elftem Haus öffnet {H:gen} Netzwerk: {P} stellt {H} nützlichen Leuten vor, und gemeinsame Ziele halten die Zusammenarbeit freundlich.',
      12: '{P:gen} Venus in {H:gen} zwölftem Haus wirkt hinter den Kulissen: {P} unterstützt {H} still auf eine Weise, die andere vielleicht nicht sehen, und verlangt selten Anerkennung dafür.',
      5: '{P:gen} Venus in {H:gen} fünftem Haus bringt Freude in die kreative Arbeit: Ideenrunden, Präsentationen und Produktstarts gelingen euch gemeinsam.',
      7: '{P:gen} Venus in {H:gen} siebtem Haus gehört zu den glücklichsten Stellungen für eine Geschäftsverbindung: {H} sieht in {P} ein faires, angenehmes Gegenüber, und Abschlüsse zwischen euch gelingen leicht.',
    },
    Mars: {
      1: '{P:gen} Mars in {H:gen} erstem Haus treibt {H} zum Handeln: {P} legt ein hohes Tempo vor und prüft {H:gen} Nerven, und Fristen wie Streitfragen kommen schnell.',
      2: '{P:gen} Mars in {H:gen} zweitem Haus setzt Budgets und Bezahlung unter Druck: {P} drängt {H}, mehr zu verdienen oder zu investieren, und Ausgaben stimmt ihr am besten vorher ab.',
      3: '{P:gen} Mars in {H:gen} drittem Haus macht Besprechungen zügig und streitbar; {P} stellt {H:gen} Ideen infrage und beschleunigt Entscheidungen.',
      6: '{P:gen} Mars in {H:gen} sechstem Haus treibt den Arbeitsalltag an: {P} erhöht das Tempo bei {H:gen} Aufgaben, und der Drang zur Produktivität kann sich wie Kontrolle bis ins Kleinste anfühlen.',
      11: '{P:gen} Mars in {H:gen} elftem Haus belebt {H:gen} Netzwerk und Ziele, doch Rivalitäten im größeren Team können euch hineinziehen.',
      4: '{P:gen} Mars in {H:gen} viertem Haus rüttelt an der Basis, von der aus {H} arbeitet: {P} drängt vielleicht auf Umzug, Umbau oder Übernahme, und die Arbeit kann in {H:gen} Privatleben hineinreichen.',
      5: 'Mit {P:gen} Mars in {H:gen} fünftem Haus ist der Ehrgeiz groß: {P} fordert {H} zu kreativen Wagnissen heraus, und eine freundschaftliche Rivalität treibt eure Arbeit voran.',
      7: '{P:gen} Mars in {H:gen} siebtem Haus bringt Energie und Konflikt in die Zusammenarbeit: {P} fordert {H} offen heraus, und die Arbeit gedeiht durch ehrliches Verhandeln.',
      8: '{P:gen} Mars in {H:gen} achtem Haus bringt Antrieb in gemeinsame Finanzen und hohe Einsätze: {P} drängt auf das kühne Geschäft, und wer über die gemeinsamen Mittel bestimmt, sollte früh geklärt sein.',
      9: '{P:gen} Mars in {H:gen} neuntem Haus befeuert {H:gen} langfristige Pläne: {P} setzt Strategie in Taten um, und Streit über die Richtung kann hitzig werden.',
      12: '{P:gen} Mars in {H:gen} zwölftem Haus wirkt im Verborgenen auf {H}: {P} drängt vielleicht hinter den Kulissen, und unausgesprochener Ärger kann die Arbeit untergraben.',
    },
  },
};

export const PLATONIC_OVERLAY_TEXT_DE: typeof PLATONIC_OVERLAY_TEXT = {
  Sun: {
    8: 'Mit {P:gen} Sonne in {H:gen} achtem Haus kommt Intensität: {P} rührt an {H:gen} tiefste Gefühle, und Fragen von Vertrauen, Loyalität und gemeinsamem Geld treten in den Vordergrund.',
  },
  Moon: {
    8: '{P:gen} Mond in {H:gen} achtem Haus bringt emotionale Intensität: {P} spürt, was {H} am sorgsamsten hütet, und daraus entstehen tiefe Treue und zuweilen Besitzdenken.',
  },
  Venus: {
    1: 'Mit {P:gen} Venus in {H:gen} erstem Haus findet {P} {H:gen} Gesellschaft charmant und angenehm, und diese Bewunderung kommt an.',
    3: '{P:gen} Venus versüßt {H:gen} drittes Haus: Nachrichten, gemeinsame Witze und kurze Ausflüge halten euch mühelos in Kontakt.',
    8: '{P:gen} Venus in {H:gen} achtem Haus bringt tiefes Vertrauen und Offenheit, dazu Fragen nach gemeinsamem Geld und danach, was jeder dem anderen schuldet.',
    9: '{P:gen} Venus in {H:gen} neuntem Haus verbindet Herzlichkeit mit Abenteuer: {P} mag {H:gen} Lebenssicht, und Reisen bringen euch zusammen.',
    12: '{P:gen} Venus in {H:gen} zwölftem Haus bringt eine selbstlose, stille Zuwendung: {P:gen} Güte erreicht {H:gen} verborgene Sorgen, auch wenn sie vielleicht ungesehen bleibt.',
  },
  Mars: {
    1: '{P:gen} Mars in {H:gen} erstem Haus belebt {H} unmittelbar: {P} begeistert, fordert heraus und provoziert manchmal, und Begeisterung wie Streit kommen schnell.',
    8: 'Mit {P:gen} Mars in {H:gen} achtem Haus kommen starke Gefühle und intensive Loyalität, aber auch Machtkämpfe um das, was ihr teilt.',
    12: '{P:gen} Mars in {H:gen} zwölftem Haus weckt verborgenen Zorn: {P} rührt an das, was {H} vergraben hält, und Konflikte können in den Untergrund gehen.',
  },
};
