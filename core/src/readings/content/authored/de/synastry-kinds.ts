// The non-romantic bonds in German: the same keys, families and houses as ../synastry-kinds, so the
// German composer swaps the romantic text for these exactly where the English does. Names stay
// bare ("die Venus von {A}", "bei {A}"): a placeholder never takes an ending.
import type {
  KIND_OVERLAY_TEXT,
  KIND_SYNASTRY_TEXT,
  PLATONIC_DESCENDANT_TEXT,
  PLATONIC_OVERLAY_TEXT,
  PLATONIC_SYNASTRY_TEXT,
} from '../synastry-kinds';

export const KIND_SYNASTRY_TEXT_DE: typeof KIND_SYNASTRY_TEXT = {
  friends: {
    'Venus|Mars': {
      conjunction:
        'Die Venus von {A} und der Mars von {B} bringen Schwung in die Freundschaft: {B} holt euch aus dem Haus und hinein in neue Pläne, und {A} sorgt dafür, dass alle, die mitkommen, ihren Spaß daran haben.',
      flowing:
        'In der Freundschaft passen die Venus von {A} und der Mars von {B} mühelos zusammen: {B} schlägt den Ausflug oder die Herausforderung vor, {A} sorgt für gute Gesellschaft, und niemand muss zweimal fragen.',
      tense:
        'Zwischen der Venus von {A} und dem Mars von {B} reibt sich die Freundschaft an Tempo und Umgangsformen: {B} will sofort loslegen, {A} will es angenehm haben, und kleine Kränkungen können wehtun. Sagt einander, worauf ihr Lust habt, bevor der Tag verplant ist, dann bleibt es leicht.',
    },
    'Moon|Moon': {
      tense:
        'Eure Monde stehen im Spannungsaspekt, darum folgen {A} und {B} einem unterschiedlichen Gefühlsrhythmus, und was die eine Seite beruhigt, kann die andere aufwühlen. Wer weiß, womit sich der andere aufmuntern lässt, hat es in der Freundschaft leichter.',
    },
  },
  family: {
    'Venus|Mars': {
      conjunction:
        'Die Venus von {A} und der Mars von {B} bringen Leben in die Familie: {B} bringt Bewegung hinein und packt an, was getan werden muss, und {A} glättet die Kanten, damit es zu Hause warm bleibt.',
      flowing:
        'Mit der Venus von {A} und dem Mars von {B} helft ihr einander zu Hause: {B} bringt Tatkraft in Familienvorhaben, {A} bringt Freundlichkeit mit, und gemeinsame Aufgaben enden selten im Streit.',
      tense:
        'Die Venus von {A} und der Mars von {B} geraten zu Hause darüber aneinander, wie etwas zu erledigen ist: {B} prescht vor, während {A} auf die Stimmung achtet, und alte Familienmuster können hochkochen. Klare Absprachen, wer was übernimmt, wahren den Frieden.',
    },
    // Read without a parent's or child's part, as in the English: either of the two may be the elder.
    'Sun|Moon': {
      conjunction:
        'Die Sonne von {A} auf dem Mond von {B} ist eine klassische Familienverbindung: {A} gibt {B} Richtung, und {B} gibt {A} ein Gefühl von Zuhause, wie es nahe Angehörige einander oft schenken.',
      tense:
        'Die Sonne von {A} und der Mond von {B} ziehen in verschiedene Richtungen, sodass das, was {A} von der Familie erwartet, das Gefühl von Geborgenheit erschüttern kann, das {B} darin braucht. Es hilft, wenn {A} nachfragt, statt über den Kopf von {B} hinweg zu entscheiden.',
    },
    'Sun|Saturn': {
      conjunction:
        'Der Saturn von {B} auf der Sonne von {A} gibt der Familienverbindung etwas Pflichtbewusstes: {B} übernimmt gegenüber {A} den strengeren, wachsameren Part, und {A} fühlt sich womöglich ebenso beurteilt wie geführt. Leichter wird es, wenn {B} die eigene Vorsicht als Hilfe anbietet.',
      tense:
        'Drückt der Saturn von {B} auf die Sonne von {A}, fühlt sich {A} leicht an den Familienmaßstäben gemessen, für die {B} steht, während {B} sich für {A} verantwortlich fühlt. Erwartungen auszusprechen, statt sie durchzusetzen, hält die Verbindung warm.',
    },
    'Moon|Saturn': {
      conjunction:
        'Der Saturn von {B} auf dem Mond von {A} bringt Pflicht und Zurückhaltung in die Familie: {B} ist die verlässliche Seite, doch {A} hat vielleicht das Gefühl, dass die Fürsorge von {B} an Bedingungen geknüpft ist. Mit den Jahren kann daraus die tiefste Form von Geborgenheit werden.',
    },
    'Moon|Moon': {
      tense:
        'Mit euren Monden im Spannungsaspekt wurden {A} und {B} auf unterschiedliche Weise getröstet, selbst unter einem Dach, und was die eine Seite beruhigt, kann die andere aufwühlen. Zu wissen, wie ihr euch beide am liebsten trösten lasst, macht die Zeit in der Familie leichter.',
    },
  },
  colleagues: {
    'Venus|Mars': {
      conjunction:
        'Die Venus von {A} und der Mars von {B} ergänzen sich im Team: {B} treibt die Arbeit voran, und {A} hält währenddessen Kunden und Kollegen bei Laune.',
      flowing:
        'Die Venus von {A} und der Mars von {B} bilden ein wirkungsvolles Arbeitsgespann: {B} drängt auf Ergebnisse, {A} verhandelt und ebnet den Weg, und ihr schätzt beide, was der andere einbringt.',
      tense:
        'Bei der Arbeit sind sich die Venus von {A} und der Mars von {B} über Tempo und Takt uneins: {B} wirkt auf {A} schnell aufdringlich, und {A} scheint {B} auszubremsen. Klare Rollen und Fristen machen aus der Reibung Antrieb.',
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
        'Die Sonne von {A} auf dem Mond von {B} ergibt ein natürliches Arbeitsgespann: {A} gibt die Richtung vor, und {B} spürt, was das Team braucht, und hält es im Gleichgewicht, während {A} vorangeht.',
      flowing:
        'Die Arbeit läuft rund, wenn die Sonne von {A} und der Mond von {B} harmonieren, denn was {A} anstrebt, passt gut zu der Art, wie {B} am liebsten arbeitet.',
      tense:
        'Die Sonne von {A} und der Mond von {B} ziehen in verschiedene Richtungen, sodass die Pläne von {A} bei {B} als Umbruch ankommen können. Es hilft, wenn {A} zuerst {B} einweiht, bevor eine Änderung verkündet wird.',
    },
    'Sun|Venus': {
      conjunction:
        'Die Sonne von {A} auf der Venus von {B} bringt Wohlwollen in die Arbeit: {B} schätzt, was {A} leistet, und sagt es auch, und {A} arbeitet dank dieser Anerkennung besser.',
      flowing:
        'Zwischen der Sonne von {A} und der Venus von {B} stellt sich Wohlwollen wie von selbst ein: {B} lässt die Arbeit von {A} vor anderen gut dastehen, und {A} gibt {B} im Gegenzug Raum zu glänzen.',
      tense:
        'Zwischen der Sonne von {A}{A:in} und der Venus von {B}{B:in} herrscht Respekt, aber auch Reibung durch unterschiedliche Maßstäbe: Was {B} gut gemacht nennt, ist nicht immer das, worauf {A} hinarbeitet. Wer früh klärt, wann etwas als fertig gilt, erspart sich Reibereien.',
    },
    'Sun|Mars': {
      conjunction:
        'Die Sonne von {A} und der Mars von {B} erzeugen zusammen Tatkraft: {B} bringt die Pläne von {A} in Gang, und Seite an Seite arbeiten beide härter. Derselbe Schub kann allerdings in einen Wettstreit darüber kippen, wer führt.',
      flowing:
        'Der Tatendrang von {B} stützt die Ziele von {A}: Was {A} bei der Arbeit beginnt, hilft {B} mit voller Kraft zu Ende zu bringen.',
      tense:
        'Zwischen der Sonne von {A} und dem Mars von {B} fliegen die Funken: {B} stellt die Entscheidungen von {A} infrage, und Besprechungen werden schnell hitzig. Klare Zuständigkeiten geben der Energie ein anderes Ventil als den Streit.',
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
        'Der Mond von {A} und die Venus von {B} schaffen eine rücksichtsvolle Arbeitsbeziehung: {B} merkt, wenn {A} unter Druck steht, und {A} arbeitet gern und entspannt mit {B} zusammen.',
      flowing:
        'Zwischen dem Mond von {A} und der Venus von {B} fließen Höflichkeit und Fürsorge, eine der freundlichsten Verbindungen für die tägliche Zusammenarbeit.',
      tense:
        'Die Bedürfnisse von {A} und die Maßstäbe von {B} passen bei der Arbeit nicht immer zusammen, doch das Wohlwollen zwischen euch ist echt. Kleine, regelmäßige Zeichen der Anerkennung überbrücken die Lücke.',
    },
    'Moon|Mars': {
      conjunction:
        'Der Mars von {B} auf dem Mond von {A} löst bei der Arbeit heftige Reaktionen aus: Der Druck von {B} bringt {A} schnell in Bewegung, zu neuem Einsatz oder zur Kränkung.',
      flowing:
        'Der Mond von {A} und der Mars von {B} verbinden Fürsorge mit Tatkraft: {B} übernimmt die harte Aufgabe, und {A} sorgt dafür, dass die Menschen drumherum mitziehen.',
      tense:
        'Bei der Arbeit kann der Mars von {B} den Mond von {A} verletzen: Die Direktheit oder Hast von {B} trifft {A}, und die Stimmungen von {A} bremsen {B} aus. Rückmeldungen unter vier Augen und in aller Ruhe sind hier wichtig.',
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
        'Freundlichkeit und gute Laune begleiten den harmonischen Aspekt zwischen dem Mond von {A} und dem Jupiter von {B}: {B} stärkt {A} den Rücken, wenn die Arbeit Sorgen macht, und mit euch beiden ist im Büro mehr Luft zum Atmen.',
    },
    'Venus|Jupiter': {
      conjunction:
        'Der Jupiter von {B} auf der Venus von {A} bringt Großzügigkeit und Frohsinn: {B} erkennt die Arbeit von {A} bereitwillig an, und gemeinsam sorgt ihr dafür, dass sich Kunden und Kollegen willkommen fühlen.',
    },
    // The outer planets on the personal ones: power, change and vagueness at work, not intimacy.
    'Sun|Pluto': {
      conjunction:
        'Der Pluto von {B} auf der Sonne von {A} gibt {B} echte Macht über die Stellung von {A} bei der Arbeit: {B} durchschaut die Pläne von {A} und kann {A} zu weit größeren Leistungen antreiben oder bei den entscheidenden Fragen überstimmen.',
      flowing:
        'Die Sonne von {A} und der Pluto von {B} ergeben ein schlagkräftiges Arbeitsbündnis: {B} hilft {A}, die Entschlossenheit aufzubringen, ein schwieriges Projekt bis zum Ende durchzuziehen.',
      tense:
        'Der Pluto von {B} setzt der Sonne von {A} hart zu, sodass gemeinsame Entscheidungen zum Kräftemessen darüber werden können, wer das letzte Wort hat. Vorab festzulegen, wer was freigibt, hält die Machtfrage offen sichtbar.',
    },
    'Moon|Pluto': {
      conjunction:
        'Der Pluto von {B} auf dem Mond von {A} macht {B} zu einer starken Kraft im Arbeitsleben von {A}: {B} spürt, wie {A} mit Druck umgeht, und kann {A} Halt geben oder an einem schlechten Tag zu viel verlangen.',
      flowing:
        'Der Mond von {A} und der Pluto von {B} stiften eine loyale Arbeitsbeziehung: {B} steht {A} in der Krise bei, und {A} vertraut {B} auch schwierige Nachrichten an.',
      tense:
        'Wo der Pluto von {B} auf dem Mond von {A} lastet, kann die Kontrolle über das Arbeitspensum und darüber, wer was zuerst erfährt, zum Machtkampf werden. Offene Übergaben und geteilte Informationen verhindern, dass der Druck persönlich wird.',
    },
    'Venus|Pluto': {
      conjunction:
        'Der Pluto von {B} auf der Venus von {A} gibt {B} großen Einfluss darauf, was {A} an der Arbeit wichtig ist: {B} kann die Ansprüche von {A} heben oder {A} das Gefühl geben, jede Entscheidung über Budget und Anerkennung liege bei {B}.',
      tense:
        'Der Pluto von {B} kann die Venus von {A} mit einem Ringen um Anerkennung, Budgets oder die Frage belasten, wessen Geschmack sich durchsetzt. Anerkennung offen zu teilen ist das Gegenmittel.',
    },
    'Moon|Neptune': {
      conjunction:
        'Der Neptun von {B} auf dem Mond von {A} schenkt euch ein schnelles, wortloses Gespür dafür, wie der andere bei der Arbeit zurechtkommt, auch wenn {B} die Arbeitslast von {A} nicht immer klar erkennt.',
      flowing:
        'Der Mond von {A} und der Neptun von {B} sorgen für intuitive Teamarbeit: {B} spürt, wenn {A} am Limit ist, und gemeinsam habt ihr ein feines Gespür für die Stimmung im Raum und bei Kunden.',
      tense:
        'Die Bedürfnisse von {A} bei der Arbeit können in vagen Versprechen oder unausgesprochenen Enttäuschungen von {B} untergehen. Schriftliche Vorgaben und klare Fristen lichten den Nebel.',
    },
    'Moon|Uranus': {
      conjunction:
        'Der Uranus von {B} auf dem Mond von {A} bringt plötzliche Planänderungen in die Arbeitswoche von {A}: {B} reißt {A} aus der Routine, was erfrischen oder verunsichern kann.',
      tense:
        'Die plötzlichen Planänderungen von {B} können das Bedürfnis von {A} nach einer festen Arbeitsroutine durcheinanderbringen. Wer {A} vor einer Änderung vorwarnt und einige feste Termine beibehält, schafft Stabilität.',
    },
    'Venus|Neptune': {
      conjunction:
        'Der Neptun von {B} auf der Venus von {A} lässt {B} die Arbeit von {A} im freundlichsten Licht sehen, und ihr könnt eine gemeinsame Vision für ein Projekt entwickeln, solange jemand das Budget im Blick behält.',
      flowing:
        'Die Venus von {A} und der Neptun von {B} bringen Fantasie in eure gemeinsame Arbeit: Gestaltung, Präsentation und jeder kreative Auftrag gelingen euch gut.',
      tense:
        'Der Neptun von {B} kann die Venus von {A} mit Lob überhäufen, das später in Enttäuschung darüber umschlägt, was wirklich geliefert wurde. Sich darauf zu einigen, wie gute Arbeit aussieht, schützt das Wohlwollen.',
    },
    'Venus|Uranus': {
      conjunction:
        'Der Uranus von {B} auf der Venus von {A} bringt frische Ideen in die Art, wie {A} die Arbeit präsentiert: ein ungewöhnliches Gespann, das bei Kunden glänzen und sich dann ohne Vorwarnung wandeln kann.',
      tense:
        'Der Uranus von {B} bringt die Venus von {A} aus dem Gleichgewicht, und {B} unterstützt ein Projekt vielleicht eine Woche lang begeistert und lässt es in der nächsten fallen. Verbindliche Zusagen und Fristen halten die Arbeit stabil.',
    },
  },
};

export const PLATONIC_SYNASTRY_TEXT_DE: typeof PLATONIC_SYNASTRY_TEXT = {
  'Sun|Moon': {
    conjunction:
      'Die Sonne von {A} auf dem Mond von {B} gehört zu den engsten Verbindungen, die zwei Horoskope teilen können: {A} gibt {B} Orientierung, und {B} gibt {A} ganz selbstverständlich das Gefühl, zu Hause zu sein.',
  },
  'Sun|Venus': {
    conjunction:
      'Die Sonne von {A} auf der Venus von {B} bringt herzliches Wohlwollen: {B} bewundert {A}, und {A} fühlt sich in der Gesellschaft von {B} geschätzt und wohl.',
    tense:
      'Zwischen der Sonne von {A}{A:in} und der Venus von {B}{B:in} besteht Sympathie, aber auch Reibung durch verschiedene Geschmäcker: Was {B} angenehm findet, passt nicht immer zu der Art, wie {A} leben möchte. Humor im Umgang mit kleinen Unterschieden hält das Wohlwollen lebendig.',
  },
  'Sun|Mars': {
    conjunction:
      'Die Sonne von {A} und der Mars von {B} erzeugen zusammen Energie: {B} spornt {A} zum Handeln an, und beide fühlen sich lebendiger. Derselbe Funke kann zur Rivalität auflodern.',
  },
  'Sun|Neptune': {
    conjunction:
      'Berührt der Neptun von {B} die Sonne von {A}, umgibt {A} Inspiration: {B} sieht das Beste in {A}, und die Verbindung hat etwas Träumerisches, Großzügiges, das in Illusion verschwimmen kann.',
  },
  'Moon|Mars': {
    conjunction:
      'Der Mars von {B} auf dem Mond von {A} weckt starke Gefühle: {B} bringt die Emotionen von {A} schnell in Wallung, zu Begeisterung oder zu Verletzung.',
  },
  'Mercury|Venus': {
    tense:
      'Die direkten Worte von {A} können mit dem Wunsch von {B} kollidieren, alles angenehm zu halten, oder {B} vermeidet zu sagen, was {A} hören müsste. Freundliche Ehrlichkeit hilft euch beiden.',
  },
  'Venus|Venus': {
    conjunction:
      '{A} und {B} haben die Venus an derselben Stelle, also genießt ihr dieselben Freuden, Vorlieben und Stile, und ein gemeinsamer Nachmittag braucht kaum Planung.',
    tense:
      'Eure Venusstellungen stehen im Spannungsaspekt, darum genießen {A} und {B} das Leben auf verschiedene Weise, und beim Geld oder in der Freizeit können die Vorlieben aufeinanderprallen. Respekt davor, wie der andere Wärme zeigt, erspart Kränkungen.',
  },
  'Venus|Saturn': {
    conjunction:
      'Der Saturn von {B} auf der Venus von {A} bringt Treue und Gewicht in die Verbindung: {B} ist verlässlich und ernsthaft, doch {A} hat vielleicht das Gefühl, die Wärme von {B} werde nur zugeteilt. Die Verbindung hält, ohne Leichtigkeit zu versprechen.',
    tense:
      'Der Saturn von {B} kann die Venus von {A} abkühlen, sodass {A} sich wenig geschätzt oder an strengen Maßstäben gemessen fühlt und in den Augen von {B} leichtfertig wirkt. Dank und Lob, klar ausgesprochen statt stillschweigend vorausgesetzt, nehmen die Kälte heraus.',
  },
  'Moon|Saturn': {
    tense:
      'Der Saturn von {B} kann den Mond von {A} frösteln lassen, sodass {A} sich beurteilt oder auf Abstand gehalten fühlt und {B} schwer an den Stimmungen von {A} trägt. Zuspruch, der laut ausgesprochen statt still vorausgesetzt wird, hält die Verbindung warm.',
  },
  'Venus|Uranus': {
    conjunction:
      'Der Uranus von {B} auf der Venus von {A} schafft einen plötzlichen, aufregenden Draht zueinander: Gemeinsame Zeit fühlt sich unkonventionell und frisch an und kann unbeständig sein.',
    flowing:
      'Die Venus von {A} und der Uranus von {B} halten die Verbindung frisch und unkompliziert, mit Raum für Unabhängigkeit.',
  },
  'Venus|Neptune': {
    conjunction:
      'Um die Venus von {A} und den Neptun von {B} sammelt sich Idealismus: {B} sieht {A} im freundlichsten Licht, und die Verbindung hat etwas Verzaubertes, Großzügiges.',
    tense:
      'Der Neptun von {B} kann die Venus von {A} mit einem Glanz überziehen, der später in Enttäuschung oder Ausweichen verblasst. Einander als wirkliche Menschen zu sehen, schützt das Wohlwollen.',
  },
  'Venus|Pluto': {
    conjunction:
      'Der Pluto von {B} auf der Venus von {A} schafft eine intensive, magnetische Verbindung: Sie nimmt euch ganz ein und verändert euch beide, und Eifersucht ist nicht weit.',
    flowing:
      'Die Venus von {A} und der Pluto von {B} bringen Tiefe und Treue in die Verbindung, und ihr könnt einander helfen, alte Verletzungen zu heilen.',
  },
  'Venus|Ascendant': {
    conjunction:
      'Mit der Venus von {A} auf dem Aszendenten von {B} empfindet {A} die Gesellschaft von {B} als charmant und angenehm, und {B} fühlt sich geschätzt.',
    flowing:
      'Die Venus von {A} und der Aszendent von {B} stehen in leichter Harmonie: {A} mag die Art, wie {B} der Welt begegnet, und {B} fühlt sich in der Gesellschaft von {A} wohl.',
  },
  'Mars|Mars': {
    conjunction:
      '{A} und {B} haben den Mars an derselben Stelle, also handelt, wetteifert und streitet ihr auf dieselbe Weise: voller Energie, wenn ihr zusammenhaltet, und Rivalen, wenn ihr in verschiedene Richtungen zieht.',
  },
  'Mars|Neptune': {
    conjunction:
      'Wo der Neptun von {B} auf den Mars von {A} trifft, mischt sich Tatkraft mit Fantasie: Gemeinsame Anliegen begeistern euch, doch die Energie von {A} kann verwässern oder fehlgeleitet werden.',
  },
  'Mars|Pluto': {
    conjunction:
      'Der Pluto von {B} auf dem Mars von {A} erzeugt eine intensive Energie zwischen euch, gewaltig, wenn ihr an einem Strang zieht, und gefährlich im Konflikt.',
  },
  'Mars|Ascendant': {
    conjunction:
      'Der Mars von {A} auf dem Aszendenten von {B} ist rohe Energie: {A} bringt {B} in Bewegung und kann dabei aufdringlich oder angriffslustig wirken. Der Funke springt kräftig in beide Richtungen über.',
  },
  'Jupiter|Saturn': {
    conjunction:
      'Der Jupiter von {A} auf dem Saturn von {B} bringt Wachstum und Vorsicht ins Gleichgewicht: {A} ermutigt {B}, und {B} erdet die Pläne von {A}, ein nützliches Gespann für alles, was ihr gemeinsam aufbaut.',
  },
  'Neptune|Ascendant': {
    conjunction:
      'Mit dem Neptun von {A} auf dem Aszendenten von {B} erscheint {B} in den Augen von {A} wie hinter einem idealisierenden Schleier, inspirierend und manchmal irreführend.',
  },
  'Pluto|Ascendant': {
    conjunction:
      'Der Pluto von {A} auf dem Aszendenten von {B} erzeugt einen starken Sog: {A} wirkt mächtig auf {B}, und {B} fühlt sich davon fasziniert oder kontrolliert.',
  },
  'Ascendant|Ascendant': {
    tense:
      '{A} und {B} begegnen der Welt auf gegensätzliche Weise, sodass erste Eindrücke befremden oder faszinieren können. Sobald ihr einander kennt, wird der Gegensatz zu etwas, das ihr aneinander schätzt.',
  },
};

export const PLATONIC_DESCENDANT_TEXT_DE: typeof PLATONIC_DESCENDANT_TEXT = {
  Sun: 'Die Sonne von {A} auf dem Deszendenten von {B} macht {A} zu dem Menschen, mit dem {B} am unmittelbarsten zu tun hat: {A} blüht in der Gesellschaft von {B} auf, und {B} sieht in {A} Eigenschaften, in die {B} selbst noch hineinwächst.',
  Moon: 'Der Mond von {A} auf dem Deszendenten von {B} trägt die Gefühle von {A} direkt in jede Begegnung: {B} erlebt die Stimmungen von {A} als Teil der Verbindung, und Fürsorge fließt bereitwillig zwischen euch.',
  Mercury:
    'Der Merkur von {A} auf dem Deszendenten von {B} macht das Gespräch zum Herzstück der Verbindung: {A} sagt, was {B} hören muss, und {B} wendet sich an {A}, um Dinge zu durchdenken.',
  Venus:
    'Die Venus von {A} auf dem Deszendenten von {B} bringt Wärme und Takt in jede Begegnung: {A} erleichtert {B} den Umgang mit anderen, und {B} genießt die Gesellschaft von {A}.',
  Mars: 'Der Mars von {A} auf dem Deszendenten von {B} bringt Antrieb in die Verbindung selbst: {A} handelt und rüttelt {B} auf, und die Energie braucht ein gemeinsames Ziel, sonst schlägt sie in Streit um.',
  Jupiter:
    'Der Jupiter von {A} auf dem Deszendenten von {B} macht {A} zu jemandem, der {B} großzügig ermutigt und die Welt von {B} weiter macht.',
  Saturn:
    'Der Saturn von {A} auf dem Deszendenten von {B} gibt der Verbindung Gewicht und Pflicht: {A} ist der beständige, verlässliche Teil, und {B} spürt manchmal mehr die Regeln als die Wärme.',
  Uranus:
    'Der Uranus von {A} auf dem Deszendenten von {B} macht {A} zu dem Menschen, der {B} immer wieder überrascht: aufregend und verunsichernd, eine Verbindung, die Raum für Veränderung braucht.',
  Neptune:
    'Der Neptun von {A} auf dem Deszendenten von {B} verleitet {B} dazu, {A} zu idealisieren; die Bewunderung ist echt, und ebenso nötig ist es, einander klar zu sehen.',
  Pluto:
    'Der Pluto von {A} auf dem Deszendenten von {B} macht die Verbindung für {B} intensiv und verwandelnd; Macht will hier offen geteilt werden.',
};

export const KIND_OVERLAY_TEXT_DE: typeof KIND_OVERLAY_TEXT = {
  friends: {
    Sun: {
      4: 'Die Sonne von {P} scheint in das vierte Haus von {H}, die private Welt von Heim und Familie, sodass sich {P} für {H} wie ein Zuhause anfühlt und die Tür von {H} für {P} immer offen steht.',
      5: 'Die Sonne von {P} fällt in das fünfte Haus von {H}, das Haus des Spiels: {P} weckt die Verspieltheit von {H}, und eure schönsten Stunden verbringt ihr lachend, werkelnd oder beim Spielen.',
      7: 'Die Sonne von {P} im siebten Haus von {H} macht {P} zu dem Menschen, den {H} unter vier Augen trifft: {H} sieht in {P} ein Gegenüber und einen Spiegel, und die Freundschaft fühlt sich von beiden Seiten gewählt an.',
    },
    Moon: {
      4: 'Der Mond von {P} fällt in das vierte Haus von {H}, eine zutiefst häusliche Stellung: {P} fühlt sich für {H} wie Familie an, und die Freundschaft hat die Vertrautheit von Menschen, die zusammen aufgewachsen sind.',
      5: 'Im fünften Haus von {H} bringt der Mond von {P} Herzlichkeit ins gemeinsame Spiel; {P} freut sich an der Kreativität von {H}, und gemeinsame Hobbys bedeuten euch beiden viel.',
      7: 'Mit dem Mond von {P} im siebten Haus von {H} fühlt sich {P} als engste Vertrauensperson von {H} zu Hause, und {H} möchte die Freundschaft nah bei sich behalten.',
      2: 'Mit dem Mond von {P} im zweiten Haus von {H} fühlt sich {P} durch die Beständigkeit von {H} sicher, und praktische Gefälligkeiten (ein Essen, etwas Geld, eine Mitfahrgelegenheit) gehen leicht zwischen euch hin und her.',
    },
    Venus: {
      5: 'Die Venus von {P} im fünften Haus von {H} gehört zu den glücklichsten Stellungen unter Freunden: Ausflüge, Späße und kreative Freude blühen zwischen euch auf.',
      7: 'Die Venus von {P} im siebten Haus von {H} macht {P} zu der unkomplizierten Gesellschaft, die {H} gern in der Nähe hat, und die Harmonie zwischen euch stellt sich mühelos ein.',
      4: 'Mit der Venus von {P} im vierten Haus von {H} ist {P} im Zuhause von {H} ein gern gesehener Gast, und die gemeinsame Zeit dort ist warm und ohne Eile.',
    },
    Mars: {
      4: 'Der Mars von {P} im vierten Haus von {H} bringt Energie und Unruhe in das Zuhause von {H}: {P} kommt mit Plänen vorbei, und Besuche können Familienangelegenheiten von {H} aufwühlen.',
      5: 'Mit dem Mars von {P} im fünften Haus von {H} gehen Spiel und Wettstreit hoch her: Spiele, Sport und Mutproben bringen das Beste in dieser Freundschaft hervor.',
      7: 'Der Mars von {P} im siebten Haus von {H} macht {P} zu dem Menschen, der {H} die Wahrheit ins Gesicht sagt, und die Freundschaft lebt vom ehrlichen Streit.',
    },
  },
  family: {
    Sun: {
      4: 'Die Sonne von {P} scheint in das vierte Haus von {H}, die private Welt von Zuhause und Herkunft, sodass {P} im Mittelpunkt des Familiengefühls von {H} steht und sich Familientreffen gern um {P} bilden.',
      5: 'Die Sonne von {P} fällt in das fünfte Haus von {H}, das Haus der Kinder und des Spiels: {P} weckt die verspielte Seite von {H} und ist stolz auf das, was {H} schafft und tut.',
      7: 'Die Sonne von {P} im siebten Haus von {H} macht {P} zu der Person in der Familie, an der {H} sich misst: {H} sieht in {P} ein Gegenüber, und Familienangelegenheiten regelt ihr oft unter euch beiden.',
    },
    Moon: {
      4: 'Der Mond von {P} fällt in das vierte Haus von {H}, die häuslichste aller Stellungen: {P} gehört zu dem, was {H} unter Zuhause versteht, und die Verbindung reicht zurück bis in die Familie, aus der ihr beide kommt.',
      5: 'Im fünften Haus von {H} bringt der Mond von {P} Herzlichkeit in das Spiel der Familie; {P} freut sich an der Kreativität von {H}, und Kinder oder gemeinsame Beschäftigungen bedeuten euch beiden viel.',
      7: 'Der Mond von {P} im siebten Haus von {H} macht {P} zu der Person in der Familie, an die sich {H} zuerst wendet, und {H} fühlt eine beständige Fürsorgepflicht gegenüber {P}.',
      11: 'Der Mond von {P} im elften Haus von {H} macht aus der Verwandtschaft auch eine Freundschaft: {P} fühlt sich im Freundeskreis von {H} zu Hause und nährt die Hoffnungen, die ihr teilt.',
    },
    Venus: {
      5: 'Die Venus von {P} im fünften Haus von {H} füllt die Familienzeit mit Vergnügen: Feste, Spiele und gemeinsame Freuden bringen euch einander nah.',
      7: 'Die Venus von {P} im siebten Haus von {H} macht {P} zu der Person in der Familie, die sich um Frieden mit {H} bemüht, was auch immer sonst zwischen euch zerrt.',
      9: 'Die Venus von {P} im neunten Haus von {H} bringt Wärme in das, was ihr glaubt und lernt: {P} mag die Lebenssicht von {H}, und lange Gespräche über Ideen bringen euch einander nah.',
      11: 'Die Venus von {P} im elften Haus von {H} macht euch zu Verwandten, die zugleich befreundet sind: ein gemeinsamer Bekanntenkreis und gemeinsame Hoffnungen halten euch auch jenseits von Familienfesten verbunden.',
    },
    Mars: {
      5: 'Der Mars von {P} im fünften Haus von {H} macht das Spiel in der Familie lebhaft und kämpferisch: Bei Brettspielen, Sport und Neckereien geht es hoch her.',
      7: 'Der Mars von {P} im siebten Haus von {H} bringt offene Herausforderung in die Familienverbindung: {P} stellt {H} direkt zur Rede, und gerade die offene Aussprache hält euch einander nah.',
    },
  },
  colleagues: {
    Sun: {
      4: 'Die Sonne von {P} scheint in das vierte Haus von {H}, die Basis, von der aus {H} arbeitet: {P} gibt {H} bei der Arbeit Sicherheit, und die Zusammenarbeit kann zum Fundament werden, auf dem {H} aufbaut.',
      5: 'Die Sonne von {P} fällt in das fünfte Haus von {H}, das Haus des kreativen Wagnisses: {P} lockt die besten Ideen von {H} hervor, und eure gemeinsame Arbeit hat einen verspielten, erfinderischen Zug.',
      7: 'Die Sonne von {P} im siebten Haus von {H} kennzeichnet oft eine Geschäftsverbindung: {H} sieht in {P} vielleicht das lange gesuchte Gegenüber, mit dem sich ein Vertrag unterschreiben lässt.',
    },
    Moon: {
      4: 'Der Mond von {P} fällt in das vierte Haus von {H}, die Basis, von der aus {H} arbeitet: {P} lässt {H} bei der Arbeit ankommen, und eure beste gemeinsame Arbeit entsteht abseits der Öffentlichkeit.',
      5: 'Im fünften Haus von {H} bringt der Mond von {P} Wärme in die kreative Arbeit; {P} mag die Ideen von {H}, und Projekte, die euch am Herzen liegen, kommen weiter.',
      7: 'Mit dem Mond von {P} im siebten Haus von {H} fühlt sich {P} in der Zusammenarbeit unter vier Augen mit {H} wohl, und {H} vertraut {P} Verpflichtungen an.',
    },
    Venus: {
      1: 'Mit der Venus von {P} im ersten Haus von {H} mag {P} die Art, wie {H} mit Menschen umgeht, und {H} kommt gut an, wann immer {P} die Vorstellung übernimmt.',
      2: 'Die Venus von {P} im zweiten Haus von {H} bringt Wohlwollen in Budget- und Gehaltsfragen: {P} schätzt, was {H} wert ist, und Geldfragen zwischen euch werden einvernehmlich geregelt.',
      3: 'Die Venus von {P} im dritten Haus von {H} glättet den täglichen Austausch: Anrufe, Nachrichten und Besprechungen zwischen euch bleiben auch unter Druck höflich.',
      4: 'Die Venus von {P} im vierten Haus von {H} stärkt mit Wohlwollen die Basis, von der aus {H} arbeitet: {P} hilft {H}, im Job anzukommen, und die Zusammenarbeit gelingt am leichtesten abseits der Öffentlichkeit, im Hintergrund oder in einer ruhigen Besprechung.',
      6: 'Die Venus von {P} im sechsten Haus von {H} macht das tägliche Arbeitspensum angenehmer: {P} erleichtert {H} die Routine, und das Büro ist freundlicher, wenn ihr es teilt.',
      8: 'Die Venus von {P} im achten Haus von {H} bringt Takt in gemeinsame Finanzen und Verträge: {H} vertraut {P} an, was auf dem Spiel steht, und die Bedingungen zwischen euch fühlen sich fair an.',
      9: 'Die Venus von {P} im neunten Haus von {H} bringt Wohlwollen in die Strategie und die langfristigen Pläne von {H}: {P} mag, wie {H} das große Ganze sieht, und Weiterbildung, Veröffentlichungen oder Geschäfte im Ausland gelingen euch gemeinsam.',
      10: 'Die Venus von {P} im zehnten Haus von {H} schmeichelt dem Ansehen von {H}: {P} bewundert, was {H} erreicht, und ebnet {H} den Weg bei Kunden und Vorgesetzten.',
      11: 'Die Venus von {P} im elften Haus von {H} öffnet das Netzwerk von {H}: {P} stellt {H} nützlichen Leuten vor, und gemeinsame Ziele halten die Zusammenarbeit freundlich.',
      12: 'Die Venus von {P} im zwölften Haus von {H} wirkt hinter den Kulissen: {P} unterstützt {H} still auf eine Weise, die andere vielleicht nicht sehen, und verlangt selten Anerkennung dafür.',
      5: 'Die Venus von {P} im fünften Haus von {H} bringt Freude in die kreative Arbeit: Ideenrunden, Präsentationen und Produktstarts gelingen euch gemeinsam.',
      7: 'Die Venus von {P} im siebten Haus von {H} gehört zu den glücklichsten Stellungen für eine Geschäftsverbindung: {H} sieht in {P} ein faires, angenehmes Gegenüber, und Abschlüsse zwischen euch gelingen leicht.',
    },
    Mars: {
      4: 'Der Mars von {P} im vierten Haus von {H} rüttelt an der Basis, von der aus {H} arbeitet: {P} drängt vielleicht auf Umzug, Umbau oder Übernahme, und die Arbeit kann ins Privatleben von {H} hineinreichen.',
      5: 'Mit dem Mars von {P} im fünften Haus von {H} ist der Ehrgeiz groß: {P} fordert {H} zu kreativen Wagnissen heraus, und eine freundschaftliche Rivalität treibt eure Arbeit voran.',
      7: 'Der Mars von {P} im siebten Haus von {H} bringt Energie und Konflikt in die Zusammenarbeit: {P} fordert {H} offen heraus, und die Arbeit gedeiht durch ehrliches Verhandeln.',
      8: 'Der Mars von {P} im achten Haus von {H} bringt Antrieb in gemeinsame Finanzen und hohe Einsätze: {P} drängt auf das kühne Geschäft, und wer über die gemeinsamen Mittel bestimmt, sollte früh geklärt sein.',
      9: 'Der Mars von {P} im neunten Haus von {H} befeuert die langfristigen Pläne von {H}: {P} setzt Strategie in Taten um, und Streit über die Richtung kann hitzig werden.',
      12: 'Der Mars von {P} im zwölften Haus von {H} wirkt im Verborgenen auf {H}: {P} drängt vielleicht hinter den Kulissen, und unausgesprochener Ärger kann die Arbeit untergraben.',
    },
  },
};

export const PLATONIC_OVERLAY_TEXT_DE: typeof PLATONIC_OVERLAY_TEXT = {
  Sun: {
    8: 'Mit der Sonne von {P} im achten Haus von {H} kommt Intensität: {P} rührt an die tiefsten Gefühle von {H}, und Fragen von Vertrauen, Loyalität und gemeinsamem Geld treten in den Vordergrund.',
  },
  Moon: {
    8: 'Der Mond von {P} im achten Haus von {H} bringt emotionale Intensität: {P} spürt, was {H} am sorgsamsten hütet, und daraus entstehen tiefe Treue und zuweilen Besitzdenken.',
  },
  Venus: {
    1: 'Mit der Venus von {P} im ersten Haus von {H} findet {P} die Gesellschaft von {H} charmant und angenehm, und diese Bewunderung kommt an.',
    3: 'Die Venus von {P} versüßt das dritte Haus von {H}: Nachrichten, gemeinsame Witze und kurze Ausflüge halten euch mühelos in Kontakt.',
    8: 'Die Venus von {P} im achten Haus von {H} bringt tiefes Vertrauen und Offenheit, dazu Fragen nach gemeinsamem Geld und danach, was jeder dem anderen schuldet.',
    9: 'Die Venus von {P} im neunten Haus von {H} verbindet Herzlichkeit mit Abenteuer: {P} mag die Lebenssicht von {H}, und Reisen bringen euch zusammen.',
    12: 'Die Venus von {P} im zwölften Haus von {H} bringt eine selbstlose, stille Zuwendung: Die Güte von {P} erreicht die verborgenen Sorgen von {H}, auch wenn sie vielleicht ungesehen bleibt.',
  },
  Mars: {
    1: 'Der Mars von {P} im ersten Haus von {H} belebt {H} unmittelbar: {P} begeistert, fordert heraus und provoziert manchmal, und Begeisterung wie Streit kommen schnell.',
    8: 'Mit dem Mars von {P} im achten Haus von {H} kommen starke Gefühle und intensive Loyalität, aber auch Machtkämpfe um das, was ihr teilt.',
    12: 'Der Mars von {P} im zwölften Haus von {H} weckt verborgenen Zorn: {P} rührt an das, was {H} vergraben hält, und Konflikte können in den Untergrund gehen.',
  },
};
