// The house overlays of ../overlays.ts for German readers: the same keys and the same content, each
// entry written in German. "{P}" owns the planet, "{H}" the house; a possessive is the genitive
// "{H:gen}" ("in {H:gen} zehntem Haus": "in Lenas zehntem Haus"), never "{H}s". The houses are named
// by word: the composer splits sentences at a full stop before a capital.
import type { COLLEAGUE_IC_TEXT, MERIDIAN_TEXT } from '../overlays';
import type { OverlayTable } from '../types';

export const OVERLAY_TEXT_DE: OverlayTable = {
  Sun: {
    1: '{P:gen} Sonne erhellt {H:gen} erstes Haus: {P} nimmt {H} klar wahr, und wer so als Mensch gesehen wird, gewinnt an Selbstvertrauen.',
    2: 'Mit {P:gen} Sonne in {H:gen} zweitem Haus rückt {P} ins Licht, was {H} verdient, besitzt und wertschätzt, und stärkt damit {H:gen} Selbstwert.',
    3: 'In {H:gen} drittem Haus sorgt {P:gen} Sonne dafür, dass euch der Gesprächsstoff nie ausgeht: {P} weckt {H:gen} Neugier, und im Denken trefft ihr euch mühelos.',
    4: '{P:gen} Sonne scheint in {H:gen} viertes Haus, in die private Welt von Heim und Familie: {P} ist für {H} ein Stück Zuhause, und die beiden wünschen sich vielleicht einen gemeinsamen Haushalt.',
    5: '{P:gen} Sonne fällt in {H:gen} fünftes Haus, wo Romantik und Spiel lebendig werden: {P} lockt bei {H} Kreativität, Genuss und Lebensfreude hervor.',
    6: 'In {H:gen} sechstem Haus trifft {P:gen} Sonne auf Alltag und Arbeit: {P} hilft {H}, Ordnung zu schaffen und gesund zu bleiben, und Seite an Seite arbeitet ihr gut zusammen.',
    7: '{P:gen} Sonne in {H:gen} siebtem Haus deutet oft auf eine Partnerschaft hin: {H} erkennt in {P} vielleicht den Menschen, nach dem {H} lange gesucht hat.',
    8: 'Mit {P:gen} Sonne in {H:gen} achtem Haus wird es intensiv: {P} berührt {H:gen} tiefste Gefühle, und Fragen von Vertrauen, Intimität und gemeinsamem Geld rücken in den Vordergrund.',
    9: '{P:gen} Sonne in {H:gen} neuntem Haus weitet den Horizont: {P} regt {H} zu Reisen und Studien an und zu einem frischen Blick auf alte Überzeugungen.',
    10: 'Mit {P:gen} Sonne in {H:gen} zehntem Haus unterstützt {P} {H:gen} Ehrgeiz und kann {H} zu mehr Ansehen in der Öffentlichkeit verhelfen.',
    11: '{P:gen} Sonne in {H:gen} elftem Haus stiftet Verbundenheit: {P} steht {H} zur Seite und teilt Hoffnungen, Freundeskreis und die Anliegen, für die {H} eintritt.',
    12: 'In {H:gen} zwölftem Haus erreicht {P:gen} Sonne die verborgene Seite des Lebens: {P} sieht, was {H} vor anderen zurückhält, und vieles zwischen euch bleibt privat.',
  },
  Moon: {
    1: '{P:gen} Mond in {H:gen} erstem Haus lässt {P} ganz instinktiv auf {H} eingehen: {P} spürt jeden Stimmungswechsel sofort und möchte {H} beschützen.',
    2: 'Mit {P:gen} Mond in {H:gen} zweitem Haus fühlt sich {P} in {H:gen} Beständigkeit sicher aufgehoben, und Behaglichkeit, gutes Essen und Geld werden zu gemeinsamen Anliegen.',
    3: '{P:gen} Mond in {H:gen} drittem Haus trägt Gefühle in die alltäglichen Gespräche: ihr plaudert mühelos miteinander, und {P:gen} Stimmungen färben {H:gen} Denken.',
    4: '{P:gen} Mond fällt in {H:gen} viertes Haus, eine zutiefst häusliche Verbindung: {P} gehört für {H} zur Familie, und ein gemeinsames Zuhause ergibt sich wie von selbst.',
    5: 'In {H:gen} fünftem Haus bringt {P:gen} Mond Zärtlichkeit in Romantik und Spiel; {P} freut sich an {H:gen} Kreativität, und Kinder oder gemeinsame Hobbys sind euch beiden wichtig.',
    6: '{P:gen} Mond in {H:gen} sechstem Haus zeigt sich in der Fürsorge des Alltags: {P} kümmert sich um {H:gen} Gewohnheiten und Gesundheit, und kleine praktische Gefälligkeiten bedeuten euch mehr als große Gesten.',
    7: 'Mit {P:gen} Mond in {H:gen} siebtem Haus fühlt sich {P} in der Partnerschaft ganz zu Hause, und {H} zieht es gefühlsmäßig zu einer festen Bindung.',
    8: '{P:gen} Mond in {H:gen} achtem Haus bringt seelische Intensität: {P:gen} Gefühle reichen bis in {H:gen} privateste Winkel und schaffen Nähe, zuweilen auch Besitzansprüche.',
    9: '{P:gen} Mond in {H:gen} neuntem Haus verbindet Gefühl mit Glauben und Reisen: {P} fühlt sich mit {H:gen} Weltsicht wohl, und gemeinsam entdeckt ihr gern Neues.',
    10: 'Mit {P:gen} Mond in {H:gen} zehntem Haus liegen {P} {H:gen} Beruf und Ruf am Herzen, und im öffentlichen Leben wird {P} zu einem seelischen Rückhalt.',
    11: 'Aus {P:gen} Mond in {H:gen} elftem Haus wächst eine herzliche Freundschaft; {P} fühlt sich in {H:gen} Freundeskreis zu Hause und nährt die Hoffnungen, die ihr teilt.',
    12: '{P:gen} Mond in {H:gen} zwölftem Haus erreicht Gefühle, die {H} verborgen hält: {P} spürt, was unausgesprochen bleibt, und die Verbindung kann still heilen oder verwirren.',
  },
  Mercury: {
    1: '{P:gen} Merkur in {H:gen} erstem Haus bringt {P} dazu, viel mit {H} und über {H} zu reden, und diese Bemerkungen können anregend wirken oder zu persönlich werden.',
    2: 'Mit {P:gen} Merkur in {H:gen} zweitem Haus kreisen die Gespräche um Geld und Werte, und {P} gibt {H} praktische Ideen zum Verdienen und Ausgeben.',
    3: 'Fällt {P:gen} Merkur in {H:gen} drittes Haus, reißt das Gespräch nicht ab: ihr tauscht Neuigkeiten, Witze und Ideen aus und lernt voneinander.',
    4: 'In {H:gen} viertem Haus holt {P:gen} Merkur das Gespräch ins Haus: {P} spricht über Familie und Privates und hilft {H}, die eigene Vergangenheit zu verstehen.',
    5: '{P:gen} Merkur in {H:gen} fünftem Haus macht eure Gespräche verspielt und kokett; {P} unterhält {H} und ermutigt zu kreativen Einfällen.',
    6: '{P:gen} Merkur fällt in {H:gen} sechstes Haus, eine praktische Verbindung: {P} hilft {H}, Arbeit, Abläufe und Gesundheit zu ordnen, und ihr arbeitet effizient zusammen.',
    7: 'Mit {P:gen} Merkur in {H:gen} siebtem Haus steht das Gespräch im Mittelpunkt der Partnerschaft, und {H} schätzt {P} als Gegenüber, mit dem sich alles durchdenken lässt.',
    8: '{P:gen} Merkur in {H:gen} achtem Haus bringt bohrende, vertrauliche Gespräche: {P} stellt {H} die tiefen Fragen, und es geht um Vertrauen, Begehren und Geld.',
    9: '{P:gen} Merkur in {H:gen} neuntem Haus nährt {H:gen} Geist mit neuen Ideen und Philosophien, und ihr lernt und reist gern gemeinsam.',
    10: 'Mit {P:gen} Merkur in {H:gen} zehntem Haus hat {P} nützliche Ratschläge, Kontakte oder Pläne für {H:gen} Laufbahn zu bieten.',
    11: '{P:gen} Merkur in {H:gen} elftem Haus sorgt für einen freundschaftlichen Austausch von Ideen, für gemeinsame Interessen und Pläne für die Zukunft.',
    12: '{P:gen} Merkur in {H:gen} zwölftem Haus berührt, was {H} unausgesprochen lässt: {P} kann helfen, heimliche Ängste in Worte zu fassen, oder manches zwischen euch im Unklaren lassen.',
  },
  Venus: {
    1: '{P:gen} Venus steht in {H:gen} erstem Haus: {P} findet {H} anziehend und bezaubernd, und diese Bewunderung ist deutlich zu spüren.',
    2: 'Mit {P:gen} Venus in {H:gen} zweitem Haus teilt ihr den Geschmack und die Freude an Behaglichkeit, und {P} zeigt sich vielleicht großzügig mit Geschenken.',
    3: '{P:gen} Venus versüßt {H:gen} drittes Haus: ihr tauscht Komplimente und Nachrichten aus und genießt kleine Ausflüge zu zweit.',
    4: 'In {H:gen} viertem Haus bringt {P:gen} Venus Zuneigung nach Hause und macht {H:gen} Privatleben wärmer und schöner.',
    5: '{P:gen} Venus in {H:gen} fünftem Haus gehört zu den romantischsten Konstellationen zwischen zwei Horoskopen: Werben, Vergnügen und schöpferische Freude blühen zwischen euch auf.',
    6: '{P:gen} Venus in {H:gen} sechstem Haus verwandelt Zuneigung in tägliche Freundlichkeit, und ihr arbeitet angenehm zusammen.',
    7: '{P:gen} Venus in {H:gen} siebtem Haus zählt zu den glücklichsten Konstellationen für eine feste Bindung: {H} sieht in {P} den idealen Menschen an der eigenen Seite, der Anmut in die Partnerschaft bringt.',
    8: '{P:gen} Venus in {H:gen} achtem Haus bringt sinnliche Intensität und tiefe Intimität, dazu Fragen nach gemeinsamem Geld und Vertrauen.',
    9: '{P:gen} Venus in {H:gen} neuntem Haus verbindet Liebe mit Abenteuer: {P} mag {H:gen} Lebenseinstellung, und gemeinsame Reisen bringen das Beste in euch als Paar hervor.',
    10: '{P:gen} Venus in {H:gen} zehntem Haus schmeichelt dem öffentlichen Bild: {P} bewundert, was {H} erreicht, und kann {H} im Beruf auf dem gesellschaftlichen Parkett den Weg ebnen.',
    11: 'Mit {P:gen} Venus in {H:gen} elftem Haus entstehen eine herzliche Freundschaft, ein gemeinsames geselliges Leben und geteilte Hoffnungen.',
    12: '{P:gen} Venus in {H:gen} zwölftem Haus schenkt eine selbstlose, stille Zärtlichkeit: {P:gen} Liebe erreicht {H:gen} verborgenen Kummer, auch wenn sie vielleicht nicht nach außen dringt.',
  },
  Mars: {
    1: '{P:gen} Mars in {H:gen} erstem Haus gibt {H} unmittelbar Energie: {P} reizt, fordert heraus und provoziert mitunter, und Anziehung wie Streit entstehen schnell.',
    2: 'Mit {P:gen} Mars in {H:gen} zweitem Haus werden Geld und Werte zum heißen Thema: {P} spornt {H} vielleicht an, mehr zu verdienen, oder verleitet {H} dazu, schneller Geld auszugeben, als {H} lieb ist.',
    3: '{P:gen} Mars in {H:gen} drittem Haus macht die Gespräche lebhaft und streitlustig; {P} stellt {H:gen} Ideen infrage und bringt das Denken auf Trab.',
    4: '{P:gen} Mars in {H:gen} viertem Haus bringt Energie und Unruhe ins Zuhause: {P} übernimmt vielleicht das Kommando im Haushalt oder schürt Spannungen in der Familie.',
    5: 'Mit {P:gen} Mars in {H:gen} fünftem Haus schlagen Leidenschaft, Spiel und Wettstreit hohe Wellen: die körperliche Anziehung ist stark, ebenso die gemeinsame Lust an Spielen oder Sport.',
    6: '{P:gen} Mars in {H:gen} sechstem Haus treibt die Arbeit und {H:gen} Gesundheitsgewohnheiten an, und der Druck, produktiv zu sein, kann sich wie Nörgelei anfühlen.',
    7: '{P:gen} Mars in {H:gen} siebtem Haus bringt Energie und Konflikte in die Partnerschaft: {P} fordert {H} direkt heraus, und die Verbindung lebt von ehrlicher Auseinandersetzung.',
    8: 'Mit {P:gen} Mars in {H:gen} achtem Haus kommen starke sexuelle Anziehung und heftige Gefühle, dazu Machtkämpfe um das, was ihr teilt.',
    9: '{P:gen} Mars in {H:gen} neuntem Haus entfacht {H:gen} Begeisterung für Reisen, Studium und Anliegen, für die es sich einzusetzen lohnt, und Streitgespräche über Weltanschauungen können hitzig werden.',
    10: 'Mit {P:gen} Mars in {H:gen} zehntem Haus treibt {P} {H:gen} Ehrgeiz an und drängt im Beruf mit Nachdruck voran, manchmal auch im Wettstreit.',
    11: '{P:gen} Mars in {H:gen} elftem Haus belebt Pläne und geselliges Leben; ihr setzt euch gemeinsam für geteilte Ziele ein, doch Freunde können in Streitigkeiten hineingezogen werden.',
    12: '{P:gen} Mars in {H:gen} zwölftem Haus weckt verborgenen Zorn oder heimliches Begehren: {P} rührt an, was {H} tief vergraben hält, und Konflikte schwelen womöglich im Untergrund weiter.',
  },
  Jupiter: {
    1: '{P:gen} Jupiter in {H:gen} erstem Haus stärkt {H:gen} Selbstvertrauen: {P} ist großzügig und ermutigend, und in {P:gen} Gegenwart fühlt sich {H} größer.',
    2: 'Mit {P:gen} Jupiter in {H:gen} zweitem Haus kann {P} zu {H:gen} Wohlstand beitragen oder zu großzügigen Ausgaben verleiten.',
    3: '{P:gen} Jupiter weitet {H:gen} drittes Haus, sodass eure Gespräche weit ausgreifen und kurze gemeinsame Reisen zur Freude werden.',
    4: 'In {H:gen} viertem Haus bringt {P:gen} Jupiter Wärme und Großzügigkeit ins Zuhause, und ein gemeinsamer Haushalt fühlt sich weit und geräumig an.',
    5: '{P:gen} Jupiter in {H:gen} fünftem Haus bringt Vergnügen, Romantik und Großzügigkeit, und {P} ermutigt {H}, das Leben zu genießen und schöpferisch zu sein.',
    6: '{P:gen} Jupiter fällt in {H:gen} sechstes Haus, erleichtert Arbeit und Gesundheitspflege im Alltag und bringt manchmal berufliche Chancen.',
    7: '{H:gen} siebtes Haus empfängt {P:gen} Jupiter, ein günstiges Omen für die Partnerschaft: {P} bringt Wohlwollen und Großzügigkeit in die Verbindung.',
    8: 'Mit {P:gen} Jupiter in {H:gen} achtem Haus können gemeinsame Finanzen gedeihen, die Intimität vertieft sich, und in Fragen des Vertrauens zeigt sich {P} großzügig.',
    9: '{P:gen} Jupiter in {H:gen} neuntem Haus öffnet weite Horizonte: {P} regt {H} zu Reisen und Studien an und dazu, im Glauben oder in der Philosophie zu wachsen.',
    10: 'Mit {P:gen} Jupiter in {H:gen} zehntem Haus öffnet {P} {H:gen} Laufbahn Türen und glaubt an die Ziele, die {H} verfolgt.',
    11: '{P:gen} Jupiter in {H:gen} elftem Haus bringt Freundschaft, Zuversicht und gesellige Gelegenheiten, und {P} unterstützt {H:gen} Zukunftsträume.',
    12: 'In {H:gen} zwölftem Haus wirkt {P:gen} Jupiter als stiller Beschützer, tröstet {H} in privaten Nöten und stärkt {H:gen} Innenleben.',
  },
  Saturn: {
    1: '{P:gen} Saturn in {H:gen} erstem Haus bringt Ernst: {P} fühlt sich vielleicht für {H} verantwortlich, oder {H} fühlt sich von {P} beurteilt, und die Verbindung verlangt Reife.',
    2: 'Mit {P:gen} Saturn in {H:gen} zweitem Haus drängt {P} zu einem umsichtigen Umgang mit Geld, was sich nach Einschränkung oder nach echter Sicherheit anfühlen kann.',
    3: 'In {H:gen} drittem Haus gibt {P:gen} Saturn euren Gesprächen Gewicht: {H} wählt die Worte sorgfältiger oder lernt, klarer zu denken.',
    4: '{P:gen} Saturn in {H:gen} viertem Haus bringt Ordnung und Pflichtgefühl ins Zuhause, und familiäre Verpflichtungen können euch aneinander binden.',
    5: '{P:gen} Saturn in {H:gen} fünftem Haus kann Vergnügen und Romantik dämpfen, bringt aber auch Verbindlichkeit in die Liebe und in die schöpferische Arbeit.',
    6: '{P:gen} Saturn in {H:gen} sechstem Haus bringt Disziplin, manchmal auch Kritik, in den Arbeitsalltag und {H:gen} Gesundheitspflege.',
    7: 'Verbindlichkeit ist das Thema, wenn {P:gen} Saturn in {H:gen} siebtem Haus steht: {P} nimmt die Partnerschaft ernst, und Pflichtgefühl prägt die Bindung.',
    8: '{P:gen} Saturn in {H:gen} achtem Haus mahnt zur Vorsicht in der Intimität und beim gemeinsamen Geld; Vertrauen wächst langsam und hält, einmal aufgebaut, lange.',
    9: 'Mit {P:gen} Saturn in {H:gen} neuntem Haus stellt {P} {H:gen} Überzeugungen auf die Probe, hinterfragt sie oder gibt den Plänen für Studium und Reisen eine feste Form.',
    10: '{P:gen} Saturn in {H:gen} zehntem Haus prägt {H:gen} Laufbahn, wobei {P} als förderndes Vorbild oder als strenge, fordernde Instanz auftritt.',
    11: '{P:gen} Saturn in {H:gen} elftem Haus bringt Verantwortung in die Freundschaft: {P} hilft {H}, Pläne Wirklichkeit werden zu lassen, doch mitunter wirkt es, als schränke {P} {H:gen} geselliges Leben ein.',
    12: 'Mit {P:gen} Saturn in {H:gen} zwölftem Haus tauchen alte Ängste auf: {P} rührt vielleicht an Sorgen, die {H} verborgen gehalten hat, oder hilft {H}, sich ihnen zu stellen.',
  },
  Uranus: {
    1: '{P:gen} Uranus in {H:gen} erstem Haus elektrisiert {H}: {P} ermutigt zu einem neuen Aussehen, einem neuen Auftreten und zum Bruch mit alten Gewohnheiten.',
    2: 'Mit {P:gen} Uranus in {H:gen} zweitem Haus können sich Finanzen oder Werte plötzlich ändern, und {P} stellt infrage, was {H} unter Sicherheit versteht.',
    3: '{P:gen} Uranus in {H:gen} drittem Haus macht die Gespräche überraschend und anregend und entzündet bei {H} neue Ideen.',
    4: '{P:gen} Uranus in {H:gen} viertem Haus bringt Unruhe ins häusliche Leben, mit Umzügen, Veränderungen oder einem unkonventionelleren Haushalt.',
    5: '{P:gen} Uranus in {H:gen} fünftem Haus macht die Romantik aufregend und unberechenbar, und {P} bestärkt {H} in der eigenen Originalität.',
    6: '{P:gen} Uranus in {H:gen} sechstem Haus wirbelt Tagesabläufe und Arbeitsgewohnheiten durcheinander, manchmal zum Guten.',
    7: 'Mit {P:gen} Uranus in {H:gen} siebtem Haus entsteht eine unkonventionelle, aufregende Partnerschaft, in der beide beständig ihre Freiheit brauchen.',
    8: '{P:gen} Uranus in {H:gen} achtem Haus bringt plötzliche Intensität in die Intimität und unerwartete Veränderungen in dem, was ihr teilt.',
    9: 'Mit {P:gen} Uranus in {H:gen} neuntem Haus öffnet {P} {H:gen} Geist für unkonventionelle Überzeugungen, spontane Reisen oder neue Studien.',
    10: '{P:gen} Uranus in {H:gen} zehntem Haus bringt plötzliche Wendungen in {H:gen} Laufbahn, und oft gibt {P} den Anstoß zu einem Kurswechsel.',
    11: '{P:gen} Uranus in {H:gen} elftem Haus bringt ungewöhnliche Freundschaften und ein gemeinsames Interesse an Idealen und gesellschaftlichen Anliegen.',
    12: 'In {H:gen} zwölftem Haus rührt {P:gen} Uranus an {H:gen} Unbewussten und bringt plötzliche Einsichten oder beunruhigende Überraschungen.',
  },
  Neptune: {
    1: '{P:gen} Neptun in {H:gen} erstem Haus verleitet {P} dazu, {H} zu idealisieren, und {H} fühlt sich womöglich mehr als Idealbild bewundert denn als Mensch erkannt.',
    2: 'Mit {P:gen} Neptun in {H:gen} zweitem Haus können Geldfragen zwischen euch verschwimmen, und Großzügigkeit und Verwirrung gehen Hand in Hand.',
    3: '{P:gen} Neptun in {H:gen} drittem Haus macht eure Gespräche intuitiv und fantasievoll, doch Missverständnisse schleichen sich ein.',
    4: '{P:gen} Neptun in {H:gen} viertem Haus gibt dem Zuhause etwas Verträumtes, Spirituelles, und die Grenzen in der Familie können unscharf werden.',
    5: '{P:gen} Neptun in {H:gen} fünftem Haus macht die Romantik bezaubernd, schöpferisch und anfällig für Illusionen.',
    6: '{P:gen} Neptun in {H:gen} sechstem Haus kann {H:gen} Tagesabläufe verschwimmen lassen oder zu fürsorglichem Dienen und Heilen zwischen euch inspirieren.',
    7: '{P:gen} Neptun in {H:gen} siebtem Haus lässt {H} in {P} eine verwandte Seele erkennen, und die Partnerschaft braucht regelmäßig einen nüchternen Blick auf die Wirklichkeit.',
    8: '{P:gen} Neptun in {H:gen} achtem Haus bringt spirituelle und sexuelle Verschmelzung, dazu Unklarheit beim gemeinsamen Geld.',
    9: 'Mit {P:gen} Neptun in {H:gen} neuntem Haus beflügelt {P} {H:gen} spirituelles Leben und weckt Träume von fernen Ländern.',
    10: '{P:gen} Neptun in {H:gen} zehntem Haus legt einen Schimmer über Laufbahn und öffentliches Bild, der inspirieren oder in die Irre führen kann.',
    11: '{P:gen} Neptun in {H:gen} elftem Haus bringt eine idealistische Freundschaft und gemeinsame Träume, allerdings auch eine gewisse Unzuverlässigkeit.',
    12: '{P:gen} Neptun in {H:gen} zwölftem Haus schafft ein tiefes, fast mystisches Verständnis, und zwischen euch können Geheimnisse wachsen.',
  },
  Pluto: {
    1: '{P:gen} Pluto in {H:gen} erstem Haus wirkt mächtig auf {H}: {P} durchschaut {H:gen} Schutzmauern, und {H} geht verwandelt aus der Begegnung hervor, zum Guten oder zum Schlechten.',
    2: 'Mit {P:gen} Pluto in {H:gen} zweitem Haus brechen heftige Fragen rund um Geld, Besitz und {H:gen} Selbstwert auf.',
    3: '{P:gen} Pluto in {H:gen} drittem Haus verleiht euren Gesprächen eine bohrende Kraft, die {H:gen} Denken verändert.',
    4: '{P:gen} Pluto in {H:gen} viertem Haus wühlt tiefe Familienmuster auf und kann {H:gen} häusliches Leben von Grund auf verwandeln.',
    5: '{P:gen} Pluto in {H:gen} fünftem Haus macht die Romantik leidenschaftlich, ja besessen, und gemeinsame kreative Vorhaben gehen in die Tiefe.',
    6: '{P:gen} Pluto in {H:gen} sechstem Haus kann {H:gen} Gesundheits- und Arbeitsgewohnheiten verwandeln oder Kontrolle in den Alltag bringen.',
    7: '{P:gen} Pluto in {H:gen} siebtem Haus macht die Partnerschaft intensiv und verwandelnd, mit Machtfragen, die sich nicht umgehen lassen.',
    8: '{P:gen} Pluto in {H:gen} achtem Haus bringt tiefe Intimität und Verwandlung, dazu Eifersucht und Kontrolle.',
    9: 'Mit {P:gen} Pluto in {H:gen} neuntem Haus stellt {P} {H:gen} Überzeugungen von Grund auf infrage, und {H} sieht die Welt danach vielleicht für immer anders.',
    10: '{P:gen} Pluto in {H:gen} zehntem Haus gibt {P} echten Einfluss auf {H:gen} Laufbahn und Ruf, um zu stärken oder zu kontrollieren.',
    11: '{P:gen} Pluto in {H:gen} elftem Haus verwandelt Freundschaften und Ziele, und manches alte Bündnis übersteht den Wandel vielleicht nicht.',
    12: '{P:gen} Pluto in {H:gen} zwölftem Haus bringt an die Oberfläche, was {H} vergraben hat, zur Heilung oder zu verborgenen Machtkämpfen.',
  },
};

export const MERIDIAN_TEXT_DE: typeof MERIDIAN_TEXT = {
  IC: {
    Sun: '{P:gen} Sonne steht auf {H:gen} IC, der Wurzel des Horoskops: {P} fühlt sich für {H} wie Heimat und Familie an, und die Verbindung reicht hinab bis dorthin, wo {H} herkommt.',
    Moon: '{P:gen} Mond auf {H:gen} IC gehört zu den häuslichsten Kontakten, die zwei Horoskope teilen können: bei {P} fühlt sich {H} zu Hause, und die Verbindung findet ihren Platz im privaten Alltag.',
    Mercury:
      '{P:gen} Merkur auf {H:gen} IC bringt Gespräche in {H:gen} Privatleben: mit {P} spricht {H} über Zuhause, Familie und Vergangenheit.',
    Venus:
      '{P:gen} Venus auf {H:gen} IC bringt Zuneigung nach Hause: {P} macht {H:gen} private Welt wärmer, und gemeinsame Zeit daheim ist ein Vergnügen.',
    Mars: '{P:gen} Mars auf {H:gen} IC wühlt den heimischen Boden auf: {P} bringt Energie und einige Unruhe in {H:gen} Privatleben, und alte Familiengefühle können aufflammen.',
    Jupiter:
      '{P:gen} Jupiter auf {H:gen} IC meint es gut mit dem häuslichen Leben: bei {P} fühlt sich {H} sicher und willkommen, und die Verbindung kann {H:gen} Familiengefühl erweitern.',
    Saturn:
      '{P:gen} Saturn auf {H:gen} IC lastet auf dem heimischen Boden: {P} bringt Pflicht und Struktur in {H:gen} Privatleben, was es festigt oder strenger wirken lässt.',
  },
  MC: {
    Sun: '{P:gen} Sonne steht auf {H:gen} MC, der Himmelsmitte und dem höchsten Punkt des Horoskops: {P} wirft Licht auf den Ehrgeiz und {H:gen} öffentliches Leben, und mit {P:gen} Rückhalt kann {H} aufsteigen.',
    Moon: '{P:gen} Mond auf {H:gen} MC verbindet Gefühl mit Berufung: {P} nimmt Anteil daran, wie es {H} in der Welt ergeht, und unterstützt {H:gen} öffentliche Ziele.',
    Mercury:
      '{P:gen} Merkur auf {H:gen} MC bringt Ideen in {H:gen} Berufung: {P} berät, und die Pläne für Beruf und Ansehen gewinnen durch diese Gespräche.',
    Venus:
      '{P:gen} Venus auf {H:gen} MC schmeichelt dem Ansehen: {P} bewundert, was {H} erreicht, und ebnet {H} den Weg in der Öffentlichkeit.',
    Mars: '{P:gen} Mars auf {H:gen} MC treibt den Ehrgeiz an: {P} feuert {H} an und kann auch {H:gen} Autorität herausfordern.',
    Jupiter:
      '{P:gen} Jupiter auf {H:gen} MC bringt der Berufung Glück: {P} öffnet Türen und glaubt an {H:gen} Ziele.',
    Saturn:
      '{P:gen} Saturn auf {H:gen} MC legt Gewicht auf die Berufung: {P} erwartet, dass {H} sich das eigene Ansehen erarbeitet, ein nüchterner Einfluss, der mit der Zeit einen guten Ruf aufbaut.',
  },
};

export const COLLEAGUE_IC_TEXT_DE: typeof COLLEAGUE_IC_TEXT = {
  Sun: '{P:gen} Sonne steht auf {H:gen} IC, der Wurzel des Horoskops: {P} gibt {H} festen Boden unter den Füßen, und am besten arbeitet {H}, wenn {P} hinter den Kulissen mitwirkt.',
  Moon: '{P:gen} Mond auf {H:gen} IC gibt {H} eine ruhige Basis bei der Arbeit: bei {P} fühlt sich {H} im Beruf sicher, und die Zusammenarbeit läuft am besten in ruhigen, geregelten Abläufen.',
  Mercury:
    '{P:gen} Merkur auf {H:gen} IC bringt Gespräche an die Basis, von der aus {H} arbeitet: mit {P} denkt {H} laut nach, bevor etwas an die Öffentlichkeit geht.',
  Venus:
    '{P:gen} Venus auf {H:gen} IC legt Wohlwollen unter die Arbeit: bei {P} fühlt sich {H} im Beruf gut aufgehoben, und hinter den Kulissen läuft die Zusammenarbeit reibungslos.',
  Mars: '{P:gen} Mars auf {H:gen} IC erschüttert die Basis, von der aus {H} arbeitet: {P} drängt auf Umbau oder Umzug, und die Arbeit kann in {H:gen} freie Zeit hineinreichen.',
  Jupiter:
    '{P:gen} Jupiter auf {H:gen} IC meint es gut mit der Basis, von der aus {H} arbeitet: bei {P} fühlt sich {H} im Beruf sicher, und die Zusammenarbeit kann festeren Boden geben, auf dem sich aufbauen lässt.',
  Saturn:
    '{P:gen} Saturn auf {H:gen} IC lastet auf der Arbeitsbasis: {P} bringt Struktur in {H:gen} Arbeitsweise, was sie festigt oder strenger wirken lässt.',
};
