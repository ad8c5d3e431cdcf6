// The house overlays of ../overlays.ts for German readers: the same keys and the same content, each
// entry written in German. "{P}" owns the planet, "{H}" the house; a first name takes no German
// ending here, so every possessive is "von {H}" or "bei {H}", never "{H}s". The houses are named
// by word ("im zehnten Haus"): the composer splits sentences at a full stop before a capital.
import type { COLLEAGUE_IC_TEXT, MERIDIAN_TEXT } from '../overlays';
import type { OverlayTable } from '../types';

export const OVERLAY_TEXT_DE: OverlayTable = {
  Sun: {
    1: 'Die Sonne von {P} erhellt das erste Haus von {H}: {P} nimmt {H} klar wahr, und wer so als Mensch gesehen wird, gewinnt an Selbstvertrauen.',
    2: 'Mit der Sonne von {P} im zweiten Haus von {H} rückt {P} ins Licht, was {H} verdient, besitzt und wertschätzt, und stärkt damit den Selbstwert von {H}.',
    3: 'Im dritten Haus von {H} sorgt die Sonne von {P} dafür, dass euch der Gesprächsstoff nie ausgeht: {P} weckt die Neugier von {H}, und die Verbindung fühlt sich oft wie eine Freundschaft im Geiste an.',
    4: 'Die Sonne von {P} scheint ins vierte Haus von {H}, in die private Welt von Heim und Familie: {P} ist für {H} ein Stück Zuhause, und die beiden wünschen sich vielleicht einen gemeinsamen Haushalt.',
    5: 'Die Sonne von {P} fällt ins fünfte Haus von {H}, wo Romantik und Spiel lebendig werden: {P} lockt bei {H} Kreativität, Genuss und Lebensfreude hervor.',
    6: 'Im sechsten Haus von {H} trifft die Sonne von {P} auf Alltag und Arbeit: {P} hilft {H}, Ordnung zu schaffen und gesund zu bleiben, und Seite an Seite arbeitet ihr gut zusammen.',
    7: 'Die Sonne von {P} im siebten Haus von {H} deutet oft auf eine Partnerschaft hin: {H} erkennt in {P} vielleicht den Menschen, nach dem {H} lange gesucht hat.',
    8: 'Mit der Sonne von {P} im achten Haus von {H} wird es intensiv: {P} berührt die tiefsten Gefühle von {H}, und Fragen von Vertrauen, Intimität und gemeinsamem Geld rücken in den Vordergrund.',
    9: 'Die Sonne von {P} im neunten Haus von {H} weitet den Horizont: {P} regt {H} zu Reisen und Studien an und zu einem frischen Blick auf alte Überzeugungen.',
    10: 'Mit der Sonne von {P} im zehnten Haus von {H} unterstützt {P} den Ehrgeiz von {H} und kann {H} zu mehr Ansehen in der Öffentlichkeit verhelfen.',
    11: 'Die Sonne von {P} im elften Haus von {H} stiftet Freundschaft und Verbundenheit: {P} steht {H} zur Seite und teilt Hoffnungen, Freundeskreis und die Anliegen, für die {H} eintritt.',
    12: 'Im zwölften Haus von {H} erreicht die Sonne von {P} die verborgene Seite des Lebens: {P} sieht, was {H} vor anderen zurückhält, und vieles zwischen euch bleibt privat.',
  },
  Moon: {
    1: 'Der Mond von {P} im ersten Haus von {H} lässt {P} ganz instinktiv auf {H} eingehen: {P} spürt jeden Stimmungswechsel sofort und möchte {H} beschützen.',
    2: 'Mit dem Mond von {P} im zweiten Haus von {H} fühlt sich {P} in der Beständigkeit von {H} sicher aufgehoben, und Behaglichkeit, gutes Essen und Geld werden zu gemeinsamen Anliegen.',
    3: 'Der Mond von {P} im dritten Haus von {H} trägt Gefühle in die alltäglichen Gespräche: ihr plaudert mühelos miteinander, und die Stimmungen von {P} färben das Denken von {H}.',
    4: 'Der Mond von {P} fällt ins vierte Haus von {H}, eine zutiefst häusliche Verbindung: {P} gehört für {H} zur Familie, und ein gemeinsames Zuhause ergibt sich wie von selbst.',
    5: 'Im fünften Haus von {H} bringt der Mond von {P} Zärtlichkeit in Romantik und Spiel; {P} freut sich an der Kreativität von {H}, und Kinder oder gemeinsame Hobbys sind euch beiden wichtig.',
    6: 'Der Mond von {P} im sechsten Haus von {H} zeigt sich in der Fürsorge des Alltags: {P} kümmert sich um die Gewohnheiten und die Gesundheit von {H}, und kleine praktische Gefälligkeiten bedeuten euch mehr als große Gesten.',
    7: 'Mit dem Mond von {P} im siebten Haus von {H} fühlt sich {P} in der Partnerschaft ganz zu Hause, und {H} zieht es gefühlsmäßig zu einer festen Bindung.',
    8: 'Der Mond von {P} im achten Haus von {H} bringt seelische Intensität: die Gefühle von {P} reichen bis in die privatesten Winkel von {H} und schaffen Nähe, zuweilen auch Besitzansprüche.',
    9: 'Der Mond von {P} im neunten Haus von {H} verbindet Gefühl mit Glauben und Reisen: {P} fühlt sich mit der Weltsicht von {H} wohl, und gemeinsam entdeckt ihr gern Neues.',
    10: 'Mit dem Mond von {P} im zehnten Haus von {H} liegen {P} Beruf und Ruf von {H} am Herzen, und im öffentlichen Leben wird {P} zu einem seelischen Rückhalt.',
    11: 'Aus dem Mond von {P} im elften Haus von {H} wächst eine herzliche Freundschaft; {P} fühlt sich im Freundeskreis von {H} zu Hause und nährt die Hoffnungen, die ihr teilt.',
    12: 'Der Mond von {P} im zwölften Haus von {H} erreicht Gefühle, die {H} verborgen hält: {P} spürt, was unausgesprochen bleibt, und die Verbindung kann still heilen oder verwirren.',
  },
  Mercury: {
    1: 'Der Merkur von {P} im ersten Haus von {H} bringt {P} dazu, viel mit {H} und über {H} zu reden, und diese Bemerkungen können anregend wirken oder zu persönlich werden.',
    2: 'Mit dem Merkur von {P} im zweiten Haus von {H} kreisen die Gespräche um Geld und Werte, und {P} gibt {H} praktische Ideen zum Verdienen und Ausgeben.',
    3: 'Fällt der Merkur von {P} ins dritte Haus von {H}, reißt das Gespräch nicht ab: ihr tauscht Neuigkeiten, Witze und Ideen aus und lernt voneinander.',
    4: 'Im vierten Haus von {H} holt der Merkur von {P} das Gespräch ins Haus: {P} spricht über Familie und Privates und hilft {H}, die eigene Vergangenheit zu verstehen.',
    5: 'Der Merkur von {P} im fünften Haus von {H} macht eure Gespräche verspielt und kokett; {P} unterhält {H} und ermutigt zu kreativen Einfällen.',
    6: 'Der Merkur von {P} fällt ins sechste Haus von {H}, eine praktische Verbindung: {P} hilft {H}, Arbeit, Abläufe und Gesundheit zu ordnen, und ihr arbeitet effizient zusammen.',
    7: 'Mit dem Merkur von {P} im siebten Haus von {H} steht das Gespräch im Mittelpunkt der Partnerschaft, und {H} schätzt {P} als Gegenüber, mit dem sich alles durchdenken lässt.',
    8: 'Der Merkur von {P} im achten Haus von {H} bringt bohrende, vertrauliche Gespräche: {P} stellt {H} die tiefen Fragen, und es geht um Vertrauen, Begehren und Geld.',
    9: 'Der Merkur von {P} im neunten Haus von {H} nährt den Geist von {H} mit neuen Ideen und Philosophien, und ihr lernt und reist gern gemeinsam.',
    10: 'Mit dem Merkur von {P} im zehnten Haus von {H} hat {P} nützliche Ratschläge, Kontakte oder Pläne für die Laufbahn von {H} zu bieten.',
    11: 'Der Merkur von {P} im elften Haus von {H} sorgt für einen freundschaftlichen Austausch von Ideen, für gemeinsame Interessen und Pläne für die Zukunft.',
    12: 'Der Merkur von {P} im zwölften Haus von {H} berührt, was {H} unausgesprochen lässt: {P} kann helfen, heimliche Ängste in Worte zu fassen, oder manches zwischen euch im Unklaren lassen.',
  },
  Venus: {
    1: 'Die Venus von {P} steht im ersten Haus von {H}: {P} findet {H} anziehend und bezaubernd, und diese Bewunderung ist deutlich zu spüren.',
    2: 'Mit der Venus von {P} im zweiten Haus von {H} teilt ihr den Geschmack und die Freude an Behaglichkeit, und {P} zeigt sich vielleicht großzügig mit Geschenken.',
    3: 'Die Venus von {P} versüßt das dritte Haus von {H}: ihr tauscht Komplimente und Nachrichten aus und genießt kleine Ausflüge zu zweit.',
    4: 'Im vierten Haus von {H} bringt die Venus von {P} Zuneigung nach Hause und macht das Privatleben von {H} wärmer und schöner.',
    5: 'Die Venus von {P} im fünften Haus von {H} gehört zu den romantischsten Konstellationen zwischen zwei Horoskopen: Werben, Vergnügen und schöpferische Freude blühen zwischen euch auf.',
    6: 'Die Venus von {P} im sechsten Haus von {H} verwandelt Zuneigung in tägliche Freundlichkeit, und ihr arbeitet angenehm zusammen.',
    7: 'Die Venus von {P} im siebten Haus von {H} zählt zu den glücklichsten Konstellationen für eine feste Bindung: {H} sieht in {P} den idealen Menschen an der eigenen Seite, der Anmut in die Partnerschaft bringt.',
    8: 'Die Venus von {P} im achten Haus von {H} bringt sinnliche Intensität und tiefe Intimität, dazu Fragen nach gemeinsamem Geld und Vertrauen.',
    9: 'Die Venus von {P} im neunten Haus von {H} verbindet Liebe mit Abenteuer: {P} mag die Lebenseinstellung von {H}, und gemeinsame Reisen bringen das Beste in euch als Paar hervor.',
    10: 'Die Venus von {P} im zehnten Haus von {H} schmeichelt dem öffentlichen Bild: {P} bewundert, was {H} erreicht, und kann {H} im Beruf auf dem gesellschaftlichen Parkett den Weg ebnen.',
    11: 'Mit der Venus von {P} im elften Haus von {H} entstehen eine herzliche Freundschaft, ein gemeinsames geselliges Leben und geteilte Hoffnungen.',
    12: 'Die Venus von {P} im zwölften Haus von {H} schenkt eine selbstlose, stille Zärtlichkeit: die Liebe von {P} erreicht den verborgenen Kummer von {H}, auch wenn sie vielleicht nicht nach außen dringt.',
  },
  Mars: {
    1: 'Der Mars von {P} im ersten Haus von {H} gibt {H} unmittelbar Energie: {P} reizt, fordert heraus und provoziert mitunter, und Anziehung wie Streit entstehen schnell.',
    2: 'Mit dem Mars von {P} im zweiten Haus von {H} werden Geld und Werte zum heißen Thema: {P} spornt {H} vielleicht an, mehr zu verdienen, oder verleitet dazu, schneller auszugeben, als {H} lieb ist.',
    3: 'Der Mars von {P} im dritten Haus von {H} macht die Gespräche lebhaft und streitlustig; {P} stellt die Ideen von {H} infrage und bringt das Denken auf Trab.',
    4: 'Der Mars von {P} im vierten Haus von {H} bringt Energie und Unruhe ins Zuhause: {P} übernimmt vielleicht das Kommando im Haushalt oder schürt Spannungen in der Familie.',
    5: 'Mit dem Mars von {P} im fünften Haus von {H} schlagen Leidenschaft, Spiel und Wettstreit hohe Wellen: die körperliche Anziehung ist stark, ebenso die gemeinsame Lust an Spielen oder Sport.',
    6: 'Der Mars von {P} im sechsten Haus von {H} treibt die Arbeit und die Gesundheitsgewohnheiten von {H} an, und der Druck, produktiv zu sein, kann sich wie Nörgelei anfühlen.',
    7: 'Der Mars von {P} im siebten Haus von {H} bringt Energie und Konflikte in die Partnerschaft: {P} fordert {H} direkt heraus, und die Verbindung lebt von ehrlicher Auseinandersetzung.',
    8: 'Mit dem Mars von {P} im achten Haus von {H} kommen starke sexuelle Anziehung und heftige Gefühle, dazu Machtkämpfe um das, was ihr teilt.',
    9: 'Der Mars von {P} im neunten Haus von {H} entfacht die Begeisterung von {H} für Reisen, Studium und Sachen, für die es sich einzutreten lohnt, und Streitgespräche über Weltanschauungen können hitzig werden.',
    10: 'Mit dem Mars von {P} im zehnten Haus von {H} treibt {P} den Ehrgeiz von {H} an und drängt im Beruf mit Nachdruck voran, manchmal auch im Wettstreit.',
    11: 'Der Mars von {P} im elften Haus von {H} belebt Pläne und geselliges Leben; ihr setzt euch gemeinsam für geteilte Ziele ein, doch Freunde können in Streitigkeiten hineingezogen werden.',
    12: 'Der Mars von {P} im zwölften Haus von {H} weckt verborgenen Zorn oder heimliches Begehren: {P} rührt an, was {H} tief vergraben hält, und Konflikte schwelen womöglich im Untergrund weiter.',
  },
  Jupiter: {
    1: 'Der Jupiter von {P} im ersten Haus von {H} stärkt das Selbstvertrauen von {H}: {P} ist großzügig und ermutigend, und in der Gegenwart von {P} fühlt sich {H} größer.',
    2: 'Mit dem Jupiter von {P} im zweiten Haus von {H} kann {P} zum Wohlstand von {H} beitragen oder zu großzügigen Ausgaben verleiten.',
    3: 'Der Jupiter von {P} weitet das dritte Haus von {H}, sodass eure Gespräche weit ausgreifen und kurze gemeinsame Reisen zur Freude werden.',
    4: 'Im vierten Haus von {H} bringt der Jupiter von {P} Wärme und Großzügigkeit ins Zuhause, und ein gemeinsamer Haushalt fühlt sich weit und geräumig an.',
    5: 'Der Jupiter von {P} im fünften Haus von {H} bringt Vergnügen, Romantik und Großzügigkeit, und {P} ermutigt {H}, das Leben zu genießen und schöpferisch zu sein.',
    6: 'Der Jupiter von {P} fällt ins sechste Haus von {H}, erleichtert Arbeit und Gesundheitspflege im Alltag und bringt manchmal berufliche Chancen.',
    7: 'Das siebte Haus von {H} empfängt den Jupiter von {P}, ein günstiges Omen für die Partnerschaft: {P} bringt Wohlwollen und Großzügigkeit in die Verbindung.',
    8: 'Mit dem Jupiter von {P} im achten Haus von {H} können gemeinsame Finanzen gedeihen, die Intimität vertieft sich, und in Fragen des Vertrauens zeigt sich {P} großzügig.',
    9: 'Der Jupiter von {P} im neunten Haus von {H} öffnet weite Horizonte: {P} regt {H} zu Reisen und Studien an und dazu, im Glauben oder in der Philosophie zu wachsen.',
    10: 'Mit dem Jupiter von {P} im zehnten Haus von {H} öffnet {P} der Laufbahn von {H} Türen und glaubt an die Ziele, die {H} verfolgt.',
    11: 'Der Jupiter von {P} im elften Haus von {H} bringt Freundschaft, Zuversicht und gesellige Gelegenheiten, und {P} unterstützt die Zukunftsträume von {H}.',
    12: 'Im zwölften Haus von {H} wirkt der Jupiter von {P} als stiller Beschützer, tröstet {H} in privaten Nöten und stärkt das Innenleben von {H}.',
  },
  Saturn: {
    1: 'Der Saturn von {P} im ersten Haus von {H} bringt Ernst: {P} fühlt sich vielleicht für {H} verantwortlich, oder {H} fühlt sich von {P} beurteilt, und die Verbindung verlangt Reife.',
    2: 'Mit dem Saturn von {P} im zweiten Haus von {H} drängt {P} zu einem umsichtigen Umgang mit Geld, was sich nach Einschränkung oder nach echter Sicherheit anfühlen kann.',
    3: 'Im dritten Haus von {H} gibt der Saturn von {P} euren Gesprächen Gewicht: {H} wählt die Worte sorgfältiger oder lernt, klarer zu denken.',
    4: 'Der Saturn von {P} im vierten Haus von {H} bringt Ordnung und Pflichtgefühl ins Zuhause, und familiäre Verpflichtungen können euch aneinander binden.',
    5: 'Der Saturn von {P} im fünften Haus von {H} kann Vergnügen und Romantik dämpfen, bringt aber auch Verbindlichkeit in die Liebe und in die schöpferische Arbeit.',
    6: 'Der Saturn von {P} im sechsten Haus von {H} bringt Disziplin, manchmal auch Kritik, in den Arbeitsalltag und die Gesundheitspflege von {H}.',
    7: 'Verbindlichkeit ist das Thema, wenn der Saturn von {P} im siebten Haus von {H} steht: {P} nimmt die Partnerschaft ernst, und Pflichtgefühl prägt die Bindung.',
    8: 'Der Saturn von {P} im achten Haus von {H} mahnt zur Vorsicht in der Intimität und beim gemeinsamen Geld; Vertrauen wächst langsam und hält, einmal aufgebaut, lange.',
    9: 'Mit dem Saturn von {P} im neunten Haus von {H} stellt {P} die Überzeugungen von {H} auf die Probe, hinterfragt sie oder gibt den Plänen für Studium und Reisen eine feste Form.',
    10: 'Der Saturn von {P} im zehnten Haus von {H} prägt die Laufbahn von {H}, wobei {P} als förderndes Vorbild oder als strenge, fordernde Instanz auftritt.',
    11: 'Der Saturn von {P} im elften Haus von {H} bringt Verantwortung in die Freundschaft: {P} hilft {H}, Pläne Wirklichkeit werden zu lassen, doch mitunter wirkt es, als schränke {P} das gesellige Leben von {H} ein.',
    12: 'Mit dem Saturn von {P} im zwölften Haus von {H} tauchen alte Ängste auf: {P} rührt vielleicht an Sorgen, die {H} verborgen gehalten hat, oder hilft {H}, sich ihnen zu stellen.',
  },
  Uranus: {
    1: 'Der Uranus von {P} im ersten Haus von {H} elektrisiert {H}: {P} ermutigt zu einem neuen Aussehen, einem neuen Auftreten und zum Bruch mit alten Gewohnheiten.',
    2: 'Mit dem Uranus von {P} im zweiten Haus von {H} können sich Finanzen oder Werte plötzlich ändern, und {P} stellt infrage, was {H} unter Sicherheit versteht.',
    3: 'Der Uranus von {P} im dritten Haus von {H} macht die Gespräche überraschend und anregend und entzündet bei {H} neue Ideen.',
    4: 'Der Uranus von {P} im vierten Haus von {H} bringt Unruhe ins häusliche Leben, mit Umzügen, Veränderungen oder einem unkonventionelleren Haushalt.',
    5: 'Der Uranus von {P} im fünften Haus von {H} macht die Romantik aufregend und unberechenbar, und {P} bestärkt {H} in der eigenen Originalität.',
    6: 'Der Uranus von {P} im sechsten Haus von {H} wirbelt Tagesabläufe und Arbeitsgewohnheiten durcheinander, manchmal zum Guten.',
    7: 'Mit dem Uranus von {P} im siebten Haus von {H} entsteht eine unkonventionelle, aufregende Partnerschaft, in der beide beständig ihre Freiheit brauchen.',
    8: 'Der Uranus von {P} im achten Haus von {H} bringt plötzliche Intensität in die Intimität und unerwartete Veränderungen in dem, was ihr teilt.',
    9: 'Mit dem Uranus von {P} im neunten Haus von {H} öffnet {P} den Geist von {H} für unkonventionelle Überzeugungen, spontane Reisen oder neue Studien.',
    10: 'Der Uranus von {P} im zehnten Haus von {H} bringt plötzliche Wendungen in die Laufbahn von {H}, und oft gibt {P} den Anstoß zu einem Kurswechsel.',
    11: 'Der Uranus von {P} im elften Haus von {H} bringt ungewöhnliche Freundschaften und ein gemeinsames Interesse an Idealen und gesellschaftlichen Anliegen.',
    12: 'Im zwölften Haus von {H} rührt der Uranus von {P} am Unbewussten von {H} und bringt plötzliche Einsichten oder beunruhigende Überraschungen.',
  },
  Neptune: {
    1: 'Der Neptun von {P} im ersten Haus von {H} verleitet {P} dazu, {H} zu idealisieren, und {H} fühlt sich womöglich mehr als Idealbild bewundert denn als Mensch erkannt.',
    2: 'Mit dem Neptun von {P} im zweiten Haus von {H} können Geldfragen zwischen euch verschwimmen, und Großzügigkeit und Verwirrung gehen Hand in Hand.',
    3: 'Der Neptun von {P} im dritten Haus von {H} macht eure Gespräche intuitiv und fantasievoll, doch Missverständnisse schleichen sich ein.',
    4: 'Der Neptun von {P} im vierten Haus von {H} gibt dem Zuhause etwas Verträumtes, Spirituelles, und die Grenzen in der Familie können unscharf werden.',
    5: 'Der Neptun von {P} im fünften Haus von {H} macht die Romantik bezaubernd, schöpferisch und anfällig für Illusionen.',
    6: 'Der Neptun von {P} im sechsten Haus von {H} kann die Tagesabläufe von {H} verschwimmen lassen oder zu fürsorglichem Dienen und Heilen zwischen euch inspirieren.',
    7: 'Der Neptun von {P} im siebten Haus von {H} lässt {H} in {P} eine verwandte Seele erkennen, und die Partnerschaft braucht regelmäßig einen nüchternen Blick auf die Wirklichkeit.',
    8: 'Der Neptun von {P} im achten Haus von {H} bringt spirituelle und sexuelle Verschmelzung, dazu Unklarheit beim gemeinsamen Geld.',
    9: 'Mit dem Neptun von {P} im neunten Haus von {H} beflügelt {P} das spirituelle Leben von {H} und weckt Träume von fernen Ländern.',
    10: 'Der Neptun von {P} im zehnten Haus von {H} legt einen Schimmer über Laufbahn und öffentliches Bild, der inspirieren oder in die Irre führen kann.',
    11: 'Der Neptun von {P} im elften Haus von {H} bringt eine idealistische Freundschaft und gemeinsame Träume, allerdings auch eine gewisse Unzuverlässigkeit.',
    12: 'Der Neptun von {P} im zwölften Haus von {H} schafft ein tiefes, fast mystisches Verständnis, und zwischen euch können Geheimnisse wachsen.',
  },
  Pluto: {
    1: 'Der Pluto von {P} im ersten Haus von {H} wirkt mächtig auf {H}: {P} durchschaut die Schutzmauern von {H}, und {H} geht verwandelt aus der Begegnung hervor, zum Guten oder zum Schlechten.',
    2: 'Mit dem Pluto von {P} im zweiten Haus von {H} brechen heftige Fragen rund um Geld, Besitz und den Selbstwert von {H} auf.',
    3: 'Der Pluto von {P} im dritten Haus von {H} verleiht euren Gesprächen eine bohrende Kraft, die das Denken von {H} verändert.',
    4: 'Der Pluto von {P} im vierten Haus von {H} wühlt tiefe Familienmuster auf und kann das häusliche Leben von {H} von Grund auf verwandeln.',
    5: 'Der Pluto von {P} im fünften Haus von {H} macht die Romantik leidenschaftlich, ja besessen, und gemeinsame kreative Vorhaben gehen in die Tiefe.',
    6: 'Der Pluto von {P} im sechsten Haus von {H} kann die Gesundheits- und Arbeitsgewohnheiten von {H} verwandeln oder Kontrolle in den Alltag bringen.',
    7: 'Der Pluto von {P} im siebten Haus von {H} macht die Partnerschaft intensiv und verwandelnd, mit Machtfragen, die sich nicht umgehen lassen.',
    8: 'Der Pluto von {P} im achten Haus von {H} bringt tiefe Intimität und Verwandlung, dazu Eifersucht und Kontrolle.',
    9: 'Mit dem Pluto von {P} im neunten Haus von {H} stellt {P} die Überzeugungen von {H} von Grund auf infrage, und {H} sieht die Welt danach vielleicht für immer anders.',
    10: 'Der Pluto von {P} im zehnten Haus von {H} gibt {P} echten Einfluss auf Laufbahn und Ruf von {H}, um zu stärken oder zu kontrollieren.',
    11: 'Der Pluto von {P} im elften Haus von {H} verwandelt Freundschaften und Ziele, und manches alte Bündnis übersteht den Wandel vielleicht nicht.',
    12: 'Der Pluto von {P} im zwölften Haus von {H} bringt an die Oberfläche, was {H} vergraben hat, zur Heilung oder zu verborgenen Machtkämpfen.',
  },
};

export const MERIDIAN_TEXT_DE: typeof MERIDIAN_TEXT = {
  IC: {
    Sun: 'Die Sonne von {P} steht auf dem IC von {H}, der Wurzel des Horoskops: {P} fühlt sich für {H} wie Heimat und Familie an, und die Verbindung reicht hinab bis dorthin, wo {H} herkommt.',
    Moon: 'Der Mond von {P} auf dem IC von {H} gehört zu den häuslichsten Kontakten, die zwei Horoskope teilen können: bei {P} fühlt sich {H} zu Hause, und die Verbindung findet ihren Platz im privaten Alltag.',
    Mercury:
      'Der Merkur von {P} auf dem IC von {H} bringt Gespräche ins Privatleben von {H}: mit {P} spricht {H} über Zuhause, Familie und Vergangenheit.',
    Venus:
      'Die Venus von {P} auf dem IC von {H} bringt Zuneigung nach Hause: {P} macht die private Welt von {H} wärmer, und gemeinsame Zeit daheim ist ein Vergnügen.',
    Mars: 'Der Mars von {P} auf dem IC von {H} wühlt den heimischen Boden auf: {P} bringt Energie und einige Unruhe ins Privatleben von {H}, und alte Familiengefühle können aufflammen.',
    Jupiter:
      'Der Jupiter von {P} auf dem IC von {H} meint es gut mit dem häuslichen Leben: bei {P} fühlt sich {H} sicher und willkommen, und die Verbindung kann das Familiengefühl von {H} erweitern.',
    Saturn:
      'Der Saturn von {P} auf dem IC von {H} lastet auf dem heimischen Boden: {P} bringt Pflicht und Struktur ins Privatleben von {H}, was es festigt oder strenger wirken lässt.',
  },
  MC: {
    Sun: 'Die Sonne von {P} steht auf dem MC von {H}, der Himmelsmitte und dem höchsten Punkt des Horoskops: {P} wirft Licht auf den Ehrgeiz und das öffentliche Leben von {H}, und mit dem Rückhalt von {P} kann {H} aufsteigen.',
    Moon: 'Der Mond von {P} auf dem MC von {H} verbindet Gefühl mit Berufung: {P} nimmt Anteil daran, wie es {H} in der Welt ergeht, und unterstützt die öffentlichen Ziele von {H}.',
    Mercury:
      'Der Merkur von {P} auf dem MC von {H} bringt Ideen in die Berufung von {H}: {P} berät, und die Pläne für Beruf und Ansehen gewinnen durch diese Gespräche.',
    Venus:
      'Die Venus von {P} auf dem MC von {H} schmeichelt dem Ansehen: {P} bewundert, was {H} erreicht, und ebnet {H} den Weg in der Öffentlichkeit.',
    Mars: 'Der Mars von {P} auf dem MC von {H} treibt den Ehrgeiz an: {P} feuert {H} an und kann auch die Autorität von {H} herausfordern.',
    Jupiter:
      'Der Jupiter von {P} auf dem MC von {H} bringt der Berufung Glück: {P} öffnet Türen und glaubt an die Ziele von {H}.',
    Saturn:
      'Der Saturn von {P} auf dem MC von {H} legt Gewicht auf die Berufung: {P} erwartet, dass {H} sich das eigene Ansehen erarbeitet, ein nüchterner Einfluss, der mit der Zeit einen guten Ruf aufbaut.',
  },
};

export const COLLEAGUE_IC_TEXT_DE: typeof COLLEAGUE_IC_TEXT = {
  Sun: 'Die Sonne von {P} steht auf dem IC von {H}, der Wurzel des Horoskops: {P} gibt {H} festen Boden unter den Füßen, und am besten arbeitet {H}, wenn {P} hinter den Kulissen mitwirkt.',
  Moon: 'Der Mond von {P} auf dem IC von {H} gibt {H} eine ruhige Basis bei der Arbeit: bei {P} fühlt sich {H} im Beruf sicher, und die Zusammenarbeit läuft am besten in ruhigen, geregelten Abläufen.',
  Mercury:
    'Der Merkur von {P} auf dem IC von {H} bringt Gespräche an die Basis, von der aus {H} arbeitet: mit {P} denkt {H} laut nach, bevor etwas an die Öffentlichkeit geht.',
  Venus:
    'Die Venus von {P} auf dem IC von {H} legt Wohlwollen unter die Arbeit: bei {P} fühlt sich {H} im Beruf gut aufgehoben, und hinter den Kulissen läuft die Zusammenarbeit reibungslos.',
  Mars: 'Der Mars von {P} auf dem IC von {H} erschüttert die Basis, von der aus {H} arbeitet: {P} drängt auf Umbau oder Umzug, und die Arbeit kann in die freie Zeit von {H} hineinreichen.',
  Jupiter:
    'Der Jupiter von {P} auf dem IC von {H} meint es gut mit der Basis, von der aus {H} arbeitet: bei {P} fühlt sich {H} im Beruf sicher, und die Zusammenarbeit kann festeren Boden geben, auf dem sich aufbauen lässt.',
  Saturn:
    'Der Saturn von {P} auf dem IC von {H} lastet auf der Arbeitsbasis: {P} bringt Struktur in die Arbeitsweise von {H}, was sie festigt oder strenger wirken lässt.',
};
