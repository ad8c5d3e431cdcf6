// The house texts of ../houses.ts for German readers: the same keys and the same number of
// sentences per entry, each written in German for its own point and house, du-form. The houses
// are named by word ("im zehnten Haus"), never "im 10. Haus": the composer splits sentences at a
// full stop before a capital, and German nouns are capitalised.
import type { SignAbbrev } from '../../../../astro/types';
import type { STRONG_HOUSE_TEXT } from '../houses';
import type { HouseNumber, HouseTable } from '../types';

export const HOUSE_TEXT_DE: HouseTable = {
  Sun: {
    1: 'Mit der Sonne im ersten Haus zeigt sich dein Wesen in allem, was du tust, und die Menschen spüren deine Gegenwart, bevor du ein Wort sagst. Deine Lebensaufgabe beginnt damit, ganz und sichtbar du selbst zu werden.',
    2: 'Deine Sonne im zweiten Haus legt dein Selbstgefühl in das, was du verdienst, besitzt und wertschätzt. Du strahlst, wenn du dir Mittel und einen Selbstwert aufbaust, die wirklich deine eigenen sind.',
    3: 'Die Sonne im dritten Haus erhellt deinen Verstand, deine Stimme und dein nahes Umfeld. Du findest zu dir, wenn du schreibst, lehrst und redest und wenn du deinen Geschwistern und deiner Nachbarschaft nahe bleibst.',
    4: 'Mit der Sonne im vierten Haus stehen Heim und Familie im Mittelpunkt deines Lebens, und deine Wurzeln prägen, wer du wirst. Am hellsten leuchtest du im Privaten, und deine Kraft reift oft erst in späteren Jahren.',
    5: 'Deine Sonne im fünften Haus strahlt durch Kreativität, Liebe, Spiel und Kinder. Am lebendigsten fühlst du dich, wenn du mit ganzem Herzen etwas erschaffst oder genießt.',
    6: 'Die Sonne im sechsten Haus findet ihren Sinn in der täglichen Arbeit, im Können und im Dienen, in dem Haus, dem auch die Krankheit und ihre Pflege zugeordnet sind. Du strahlst durch gute Arbeit, und deiner Gesundheit geht es besser, wenn du sie als Teil deiner selbst behandelst.',
    7: 'Mit der Sonne im siebten Haus entdeckst du dich selbst in der Partnerschaft, und enge Beziehungen rücken in den Mittelpunkt. Dein Bestes gibst du an der Seite eines anderen Menschen, in der Ehe, im Geschäft oder in der Beratung.',
    8: 'Deine Sonne im achten Haus zieht dein Wesen in die Tiefe: zum Geld anderer Menschen, zu Erbschaften, zur Intimität und zu den Enden, den Tod eingeschlossen, die die alten Texte diesem Haus zuschrieben. Jede Wandlung, die du durchstehst, macht dich mehr zu dir selbst.',
    9: 'Die Sonne im neunten Haus legt deine Bestimmung in Reisen, Studium, Glauben und die Suche nach Sinn. Du strahlst, wenn du lernst, lehrst oder ferne Welten erkundest.',
    10: 'Mit der Sonne im zehnten Haus gehören Beruf und öffentliches Ansehen zum Kern deiner Persönlichkeit. Dein Name und dein Werk werden leicht eins, und am besten bist du in einer Rolle, in der du gesehen werden sollst.',
    11: 'Deine Sonne im elften Haus strahlt durch Freundschaften, Gruppen und gemeinsame Hoffnungen für die Zukunft. Du findest zu dir als Teil einer Gemeinschaft, die sich für eine Sache einsetzt.',
    12: 'Die Sonne im zwölften Haus, zu Lillys Zeiten das Haus der Gefängnisse, Krankenhäuser und heimlichen Feinde, hält einen Teil deines Lichts im Verborgenen, in der Einsamkeit, im Rückzug oder im Dienst an stillen Orten. Am vollsten strahlst du durch Rückzug, Mitgefühl und eine Arbeit, die nur wenige sehen.',
  },
  Moon: {
    1: 'Mit dem Mond im ersten Haus stehen dir deine Gefühle ins Gesicht geschrieben und färben jede Begegnung. Dich in deiner Haut wohlzufühlen ist dein erstes seelisches Bedürfnis.',
    2: 'Dein Mond im zweiten Haus bindet deine seelische Sicherheit an Geld und Besitz. Ersparnisse, vertraute Dinge und ein festes Einkommen beruhigen dich mehr, als du vielleicht zugeben würdest.',
    3: 'Der Mond im dritten Haus braucht Gespräche, Nachrichten und kleine Reisen, um zur Ruhe zu kommen. Deine Gefühle ziehen durch deinen Kopf und durch die alltäglichen Gespräche mit Geschwistern und Nachbarn.',
    4: 'Mit dem Mond im vierten Haus ist das Zuhause dein seelischer Anker, und Erinnerungen an die Familie reichen tief. Du brauchst einen privaten Ort, an den du zurückkehren kannst, und wie sich dein Zuhause anfühlt, gibt deinen Stimmungen den Ton vor.',
    5: 'Dein Mond im fünften Haus findet seelische Nahrung in Kreativität, Liebe und Kindern. Um dich wohlzufühlen, brauchst du Raum zum Spielen und einen Weg, auszudrücken, was du fühlst.',
    6: 'Der Mond im sechsten Haus, dem alten Haus der Krankheit und des Dienens, verbindet deine Stimmungen mit deinen Gewohnheiten und deinem Körper. Sicher fühlst du dich, wenn deine Tage einen Rhythmus haben, den du selbst gewählt hast, und deine Arbeit zu etwas nützt.',
    7: 'Mit dem Mond im siebten Haus fühlst du dich mit einem Menschen an deiner Seite am vollständigsten, und du spürst genau, was andere brauchen. Enge Beziehungen sind dir Trost und Spiegel zugleich.',
    8: 'Dein Mond im achten Haus bindet deine Gefühle an Intimität, an das Geld anderer und an alles, was zu Ende geht; die Überlieferung las in diesem Haus auch den Tod. Was du mit anderen teilst und mit ihnen durchstehst, prägt dich seelisch.',
    9: 'Der Mond im neunten Haus braucht Sinn, Reisen und Lernen, um sich zu Hause zu fühlen. Eine gelebte Philosophie und ein weiter Horizont geben deinem Herzen Halt.',
    10: 'Der Mond im zehnten Haus stellt deine Gefühle ins öffentliche Licht, und du brauchst eine Aufgabe in der Welt, die sich wie deine eigene anfühlt. Dein Ansehen steigt und fällt mit deinen Stimmungen und deinen Kurswechseln.',
    11: 'Dein Mond im elften Haus findet Geborgenheit unter Freunden und Gleichgesinnten. Zu einer Gruppe zu gehören, die deine Hoffnungen teilt, hält dich seelisch im Gleichgewicht.',
    12: 'Der Mond im zwölften Haus, dem alten Haus der Gefangenschaft und des heimlichen Kummers, hält Gefühle verborgen, manchmal sogar vor dir selbst. Alleinsein und Stille helfen dir, dich zu erholen, denn du nimmst Stimmungen auf, die sonst niemand bemerkt.',
  },
  Mercury: {
    1: 'Merkur im ersten Haus stellt deinen Verstand zur Schau: Man begegnet zuerst deinem Denken, und dein Denken bestimmt, wer du bist. Du stellst dich mit Fragen und Worten vor.',
    2: 'Dein Merkur im zweiten Haus denkt über Geld, Werte und praktische Mittel nach. Du kannst mit deinem Kopf, deiner Sprache oder deinem Schreiben Geld verdienen.',
    3: 'Merkur im dritten Haus setzt deinen Verstand beim Schreiben, beim Lehren und im Netz deiner nahen Kontakte ein. Geschwister, Nachbarn und die Besorgungen des Alltags halten deine Gedanken lebendig.',
    4: 'Mit Merkur im vierten Haus hat das Elternhaus, in dem du aufgewachsen bist, dein Denken geprägt, und es ist gut möglich, dass du auch zu Hause arbeitest oder lernst. In den Geschichten deiner Familie hat dein Verstand zuerst Wurzeln geschlagen.',
    5: 'Dein Merkur im fünften Haus lässt deinen Verstand spielen: beim Knobeln, beim kreativen Schreiben, beim Unterrichten von Kindern und im geistreichen Flirten. Am besten denkst du, wenn du Freude an der Sache hast.',
    6: 'Merkur im sechsten Haus richtet deinen Verstand auf Arbeit, Methode und Gesundheit. Die täglichen Aufgaben und die Probleme, die sie aufwerfen, sind der Ort, an dem dein Denken sich bewährt.',
    7: 'Mit Merkur im siebten Haus denkst du am besten im Gespräch mit einem Gegenüber und suchst dir einen Partner, mit dem man gut reden kann. Verhandlungen, Verträge und Beratung liegen deinem Verstand.',
    8: 'Dein Merkur im achten Haus lenkt deinen Verstand auf das, was unter der Oberfläche liegt: Geheimnisse, Psychologie und Forschung. Gemeinsame Finanzen und heikle Informationen ziehen dein Denken an.',
    9: 'Merkur im neunten Haus denkt in großen Ideen und liebt das Studium, fremde Sprachen, Reisen und Philosophie. In Lehre, Verlagswesen oder Recht kommt dein Verstand gut zur Geltung.',
    10: 'Merkur im zehnten Haus macht das Wort zum Motor deiner Laufbahn, und man erinnert sich an deine Ideen oder an deine Stimme. Dein Ruf beruht auf dem, was du sagst und schreibst.',
    11: 'Dein Merkur im elften Haus denkt im Austausch mit Freunden, Gruppen und Netzwerken. Wenn du mit Gleichgesinnten Ideen für die Zukunft wälzt, bleibt dein Geist wach.',
    12: 'Merkur im zwölften Haus denkt vieles im Stillen, fern von jedem Publikum. Forschung und Arbeit hinter den Kulissen liegen deinem Verstand.',
  },
  Venus: {
    1: 'Mit Venus im ersten Haus gehören Charme und Anmut zu deiner Ausstrahlung, und die Menschen mögen dich schnell. Du hast Freude daran, dich schön zu zeigen.',
    2: 'Deine Venus im zweiten Haus findet Genuss an Geld, Besitz und Behaglichkeit, und oft bringt sie ein Talent mit, Mittel anzuziehen. Du kennst die schönen Dinge und weißt, was sie wert sind.',
    3: 'Venus im dritten Haus macht deine Sprache angenehm und deine Nachrichten herzlich, und mit Brüdern, Schwestern und den Leuten von nebenan verstehst du dich gut. Bei dir beginnt die Liebe oft im Gespräch.',
    4: 'Mit Venus im vierten Haus liebst du ein schönes, harmonisches Zuhause und Frieden in der Familie. Im Privaten fließt deine Zuneigung am freiesten.',
    5: 'Deine Venus im fünften Haus freut sich an Romantik, Kunst, Spiel und Kindern. Liebschaften und schöpferische Freuden bringen deine Lebensfreude zum Vorschein.',
    6: 'Venus im sechsten Haus genießt ein harmonisches Arbeitsumfeld und herzliche Beziehungen zu Kolleginnen und Kollegen. Du bringst Anmut in den Alltag und begegnest der Liebe vielleicht bei der Arbeit.',
    7: 'Mit Venus im siebten Haus ist die Partnerschaft eine Quelle des Glücks, und meist ziehst du freundliche, anmutige Partner an. Ehe und Zusammenarbeit schätzt du sehr.',
    8: 'Deine Venus im achten Haus bindet die Liebe an Intimität und an das, was geteilt wird, und Nähe verwandelt dich. Das Geld eines Partners oder gemeinsame Mittel können dir zugutekommen.',
    9: 'Venus im neunten Haus findet Liebe und Schönheit auf Reisen, in fremden Kulturen und in Ideen. Vielleicht verlierst du dein Herz an jemanden aus der Ferne oder lernst diesen Menschen beim Studium kennen.',
    10: 'Mit Venus im zehnten Haus hinterlässt du in der Öffentlichkeit einen anziehenden Eindruck, und dein Charme bringt deine Laufbahn voran. Berufe, in denen Geschmack und Takt zählen, von der Kunst bis zur Diplomatie, zahlen sich für dich meist aus.',
    11: 'Venus im elften Haus gewinnt Zuneigung über Freunde und Vereine, und aus Freundschaft kann Liebe werden. Freunde, die deinen Geschmack teilen, gehören zu deinen großen Freuden.',
    12: 'Mit Venus im zwölften Haus bleibt die Liebe privat, manchmal geheim, und sie verschenkt sich auf leise Weise. Schönheit findest du im Alleinsein, in der Kunst und in Taten des Mitgefühls.',
  },
  Mars: {
    1: 'Mit Mars im ersten Haus begegnest du dem Leben mit Energie, Mut und Direktheit, und andere sehen in dir eine Kämpfernatur. Du stellst dich einer Herausforderung lieber selbst, als auf sie zu warten, und die Menschen spüren deine Kraft, bevor sie deine Gründe hören.',
    2: 'Dein Mars im zweiten Haus steckt seinen Antrieb ins Verdienen und Ausgeben. Du arbeitest hart für dein Geld und verteidigst, was dir gehört.',
    3: 'Mars im dritten Haus legt Kraft in deine Worte und reichlich Energie in Debatten und Besorgungen. Mit Geschwistern streitest du vielleicht, aber du kämpfst auch für sie.',
    4: 'Mit Mars im vierten Haus fließt deine Energie in Heim, Familie und Grundbesitz, manchmal auch in Streit unter deinem Dach. Du arbeitest hart daran, dir eine sichere Basis zu schaffen.',
    5: 'Dein Mars im fünften Haus treibt dich zu schöpferischen Vorhaben, zum Sport, zu Romanzen und zum Kräftemessen im Spiel. Dem Vergnügen jagst du mit Leidenschaft nach.',
    6: 'Mars im sechsten Haus gibt dir viel Energie für die Arbeit und einen tatkräftigen Umgang mit der Gesundheit, und die Überlieferung warnte hier vor Fieber und Erschöpfung durch zu viel Arbeit. Du bringst die Dinge zu Ende, auch wenn du dabei mit Kollegen aneinandergeraten kannst.',
    7: 'Mit Mars im siebten Haus ziehst du starke, durchsetzungsfähige Partner an, und Beziehungen bringen Streit ebenso wie Leidenschaft. Deine Aufgabe ist es, mit den Menschen, die du liebst, fair zu streiten.',
    8: 'Dein Mars im achten Haus bringt heftigen Antrieb in die Sexualität, ins Geld anderer und in Krisenzeiten, wo die alten Autoren Gefahr und Ende sahen. Du hast den Mut, dich der Wandlung direkt zu stellen.',
    9: 'Mars im neunten Haus kämpft für seine Überzeugungen und sucht das Abenteuer in der Ferne oder in der Welt der Ideen. Lernen und Reisen gehst du mit Schwung an.',
    10: 'Mars im zehnten Haus macht dich sehr ehrgeizig, und du verfolgst deine beruflichen Ziele mit Energie. Die Welt kennt dich als einen Menschen der Tat.',
    11: 'Dein Mars im elften Haus steckt seine Energie in Gruppen, Anliegen und Freundschaften. Gemeinsame Vorhaben führst du an oder bringst sie in Schwung.',
    12: 'Mars im zwölften Haus wirkt im Verborgenen, im Haus der heimlichen Feinde und der Selbstsabotage, und dein Zorn bleibt vielleicht sogar vor dir selbst verborgen. In private Anstrengung oder spirituelle Disziplin gelenkt, wird er zu einer stillen Stärke.',
  },
  Jupiter: {
    1: 'Jupiter im ersten Haus lässt dich der Welt mit Optimismus und Großzügigkeit begegnen, und andere fassen rasch Zutrauen zu deinem offenen Herzen. Das Glück folgt oft deinem Selbstvertrauen.',
    2: 'Dein Jupiter im zweiten Haus bringt Glück mit Geld und Besitz und eine offene Hand für beides. Die Fülle wächst, wenn du deinen eigenen Werten vertraust.',
    3: 'Jupiter im dritten Haus weitet deinen Horizont durch Lesen und Gespräche. Geschwister, Nachbarn und kleine Reisen können dir Glück bringen.',
    4: 'Mit Jupiter im vierten Haus ist dein Zuhause großzügig und gastfreundlich, und die Familie ist dir ein Segen. Mit den Jahren wird dein Leben oft immer reicher.',
    5: 'Dein Jupiter im fünften Haus bringt Glück in der Kunst, in Liebschaften und in allem, was mit jungen Menschen zu tun hat. Du genießt das Leben in vollen Zügen und steckst andere mit deiner Spielfreude an.',
    6: 'Jupiter im sechsten Haus lässt dich durch Arbeit und Dienst wachsen, und Kollegen helfen dir meist weiter. Deiner Gesundheit tut Maß in allen Dingen gut.',
    7: 'Mit Jupiter im siebten Haus bringen Partnerschaften Glück und Wachstum, und du ziehst großzügige Partner an. Eine Ehe oder ein geschäftliches Bündnis kann deine Welt weiten.',
    8: 'Dein Jupiter im achten Haus kann dir durch gemeinsame Mittel, ein Erbe oder das Vermögen eines Partners Gewinn bringen. Aus Krisen gehst du meist klüger und besser ausgestattet hervor als zuvor.',
    9: 'Jupiter im neunten Haus segnet Reisen, höhere Bildung und Philosophie. Das Lehren fällt dir leicht, ebenso ein weiter Blick auf das Leben.',
    10: 'Mit Jupiter im zehnten Haus können Beruf und Ansehen eindrucksvoll wachsen, und die Leute halten dich für ein Glückskind. Am sichersten kommt der Erfolg durch Redlichkeit.',
    11: 'Dein Jupiter im elften Haus bringt Glück durch Freunde und durch die Gemeinschaften, denen du dich anschließt. Deine Wünsche sind meist großzügig, und oft gehen sie in Erfüllung.',
    12: 'Jupiter im zwölften Haus schenkt dir einen verborgenen Schutz und geistiges Wachstum in der Stille. Segen erreicht dich durch Mitgefühl, Rückzug oder wohltätige Arbeit.',
  },
  Saturn: {
    1: 'Saturn im ersten Haus lässt dich das Leben ernst und vorsichtig angehen, und vielleicht musstest du früh erwachsen werden. Selbstvertrauen und Autorität wachsen mit den Jahren.',
    2: 'Dein Saturn im zweiten Haus macht Geld und Selbstwert zu einer lebenslangen Lektion in Geduld. Finanzielle Sicherheit kommt langsam, aber solide.',
    3: 'Saturn im dritten Haus lässt dich sorgfältig denken und sprechen, vielleicht nach frühen Schwierigkeiten in der Schule oder mit Geschwistern. Deine Worte haben Gewicht.',
    4: 'Mit Saturn im vierten Haus trägst du Verantwortung für Haushalt und Familie, und in frühen Jahren war Wärme vielleicht knapp. Ein dauerhaftes Fundament baust du dir selbst.',
    5: 'Dein Saturn im fünften Haus macht Kreativität, Liebe oder Kinder zu ernsten Angelegenheiten. Freude kommt, wenn du dir erlaubst zu spielen, ohne das Urteil anderer zu fürchten.',
    6: 'Saturn im sechsten Haus, einst das Haus der Krankheit und der Knechtschaft, bringt Disziplin in deine Arbeit und deine Gesundheitsgewohnheiten. Du arbeitest gewissenhaft und musst dich vor Überarbeitung hüten.',
    7: 'Saturn im siebten Haus macht jede Beziehung zu einer ernsten Verpflichtung, und vielleicht heiratest du spät oder wählst einen älteren, beständigeren Partner. Deine Partnerschaften reifen mit der Zeit.',
    8: 'Dein Saturn im achten Haus macht Intimität, Schulden, Erbe und Verlust, die alten Themen dieses Hauses, zu Bereichen der Vorsicht und tiefer Lektionen. Vertrauen wächst langsam, doch dann hält es.',
    9: 'Saturn im neunten Haus bringt ernsthaftes Studium und Überzeugungen, die du dir durch Erfahrung erworben hast. Vielleicht wirst du in deinem Fachgebiet zu einer anerkannten Stimme.',
    10: 'Mit Saturn im zehnten Haus stehen Ehrgeiz und Beruf im Mittelpunkt und verlangen dir viel ab. Erfolg kommt durch geduldige Mühe und schafft eine Autorität, die Bestand hat.',
    11: 'Saturn im elften Haus macht dich in Freundschaften treu und verantwortungsvoll, und in jeder Gruppe trägst du mehr von der Last, als auf dich entfiele. Du hast wenige Freunde, aber die behältst du lange, und vielleicht leitest du Organisationen.',
    12: 'Saturn im zwölften Haus, dem Haus der Gefangenschaft, in dem er nach alter Lehre seine Freude hat, birgt verborgene Ängste und verlangt nach Alleinsein und innerer Disziplin. Stille Arbeit, Institutionen oder spirituelle Praxis werden zu Quellen der Kraft.',
  },
  Uranus: {
    1: 'Mit Uranus im ersten Haus wirkst du auf andere originell, unberechenbar und unabhängig. Du lebst nach deinen eigenen Maßstäben und überraschst die Menschen schon früh.',
    2: 'Mit Uranus im zweiten Haus kann sich dein Einkommen plötzlich ändern, und vielleicht verdienst du dein Geld auf ungewöhnliche Weise. Deine Werte brechen mit der Tradition.',
    3: 'Uranus im dritten Haus macht deinen Verstand erfinderisch und eigenwillig, mit Freude an neuen Ideen und technischen Spielereien. Du teilst dich in Geistesblitzen mit.',
    4: 'Mit Uranus im vierten Haus ist dein Zuhause vielleicht ungewöhnlich oder unstet, mit häufigen Umzügen oder einer Familie, die anders ist als andere. Selbst im Privaten bestehst du auf deiner Unabhängigkeit.',
    5: 'Dein Uranus im fünften Haus entfacht unerwartete Romanzen und eine eigenwillige Kreativität. Du spielst nach deinen eigenen Regeln.',
    6: 'Uranus im sechsten Haus braucht Freiheit im Arbeitsalltag und bringt vielleicht unregelmäßige Arbeitszeiten oder ungewöhnliche Tätigkeiten. Neue Methoden und Technik passen zu deinen Abläufen.',
    7: 'Mit Uranus im siebten Haus brauchen Beziehungen Freiraum, und sie können plötzlich beginnen oder enden. Dich ziehen ungewöhnliche, unabhängige Partner an.',
    8: 'Dein Uranus im achten Haus löst plötzliche Veränderungen aus, durch gemeinsame Mittel, Intimität oder Krisen. Den tiefen Fragen des Lebens näherst du dich auf unkonventionelle Weise.',
    9: 'Uranus im neunten Haus bricht mit überlieferten Glaubenssätzen und sucht ungewöhnliche Wege des Lernens und Reisens. Die Philosophie, zu der du findest, ist ganz und gar deine eigene.',
    10: 'Dein Uranus im zehnten Haus kann deiner Laufbahn plötzlich eine Wende geben und sie in ungewöhnliche Richtungen lenken. Man lernt dich als jemanden kennen, der Neues in die Welt bringt.',
    11: 'Mit Uranus im elften Haus sind deine Freunde ungewöhnlich und deine Gruppen fortschrittlich. Du blühst in Netzwerken auf, die auf Veränderung hinarbeiten.',
    12: 'Uranus im zwölften Haus wühlt das Unbewusste auf und bringt plötzliche Einsichten von innen. Deine Eigenart bleibt vielleicht verborgen, bis du einen privaten Weg findest, sie auszudrücken.',
  },
  Neptune: {
    1: 'Neptun im ersten Haus lässt dich sanft, schwer fassbar oder von stillem Charisma erscheinen, und die Menschen projizieren ihre Hoffnungen auf dich. Deine Ausstrahlung hat etwas Künstlerisches oder Spirituelles.',
    2: 'Dein Neptun im zweiten Haus lässt dir das Geld durch die Finger fließen, im besten Fall großzügig, im schlechtesten planlos. Deine Werte sind idealistisch.',
    3: 'Neptun im dritten Haus schenkt deinem Denken Fantasie und Poesie und deiner Sprache eine intuitive Note. Fakten können verschwimmen, darum lohnt bei Einzelheiten ein zweiter Blick.',
    4: 'Dein Neptun im vierten Haus macht das Zuhause zum Zufluchtsort oder zur Quelle von Verwirrung, und die Familie wird vielleicht idealisiert. Du sehnst dich nach einer geistigen Heimat.',
    5: 'Mit Neptun im fünften Haus kommen romantischer Idealismus und künstlerische Begabung zusammen. Liebe und Kreativität fühlen sich traumhaft und beseelt an.',
    6: 'Neptun im sechsten Haus verbindet den Wunsch zu dienen mit einer empfindsamen Konstitution. Arbeit im Heilen oder in den Künsten liegt dir, doch deine Abläufe brauchen eine klare Struktur.',
    7: 'Neptun im siebten Haus verleitet dich, Partner zu idealisieren, und zieht vielleicht Menschen an, die gerettet werden wollen. Deine Lektion ist es, in der Liebe klar zu sehen.',
    8: 'Dein Neptun im achten Haus verleiht dir eine mediale Tiefe und die Sehnsucht, in der Intimität zu verschmelzen, dazu manche Unklarheit um gemeinsames Geld. Klare Absprachen bei gemeinsamen Finanzen schützen dich.',
    9: 'Neptun im neunten Haus sucht spirituelle Wahrheit und findet Inspiration auf Reisen oder im Glauben. Vielleicht idealisierst du deine Lehrer, bevor du lernst, dich auf deine eigene Vision zu verlassen.',
    10: 'Neptun im zehnten Haus zieht dich vielleicht zu Kunst, Heilung oder Glanz, und das Bild, das andere von dir haben, lässt sich schwer festlegen. Deine Arbeit kann zu einer echten Berufung werden.',
    11: 'Dein Neptun im elften Haus idealisiert Freunde und Anliegen, und spirituelle oder wohltätige Gemeinschaften ziehen dich an. Unterscheidungsvermögen in der Freundschaft tut dir gut.',
    12: 'Neptun im zwölften Haus schenkt dir tiefe Intuition, Mitgefühl und ein reiches Innenleben. Alleinsein und spirituelle Praxis nähren dich.',
  },
  Pluto: {
    1: 'Mit Pluto im ersten Haus hast du eine intensive, machtvolle Ausstrahlung und gehst durch tiefe persönliche Wandlungen. Die Menschen spüren deine Stärke, bevor du sprichst.',
    2: 'Dein Pluto im zweiten Haus löst Machtkämpfe oder völlige Umbrüche bei Geld und Besitz aus. Du kannst aus fast nichts neue Mittel schaffen.',
    3: 'Pluto im dritten Haus macht deinen Verstand zur Sonde und verleiht deinen Worten Macht. Was du sagst, kann heilen, verwandeln oder verletzen.',
    4: 'Mit Pluto im vierten Haus birgt die Familiengeschichte heftige, manchmal verborgene Kräfte, und das Zuhause ist der Ort, an dem du neu geformt wirst. Deine Fundamente baust du mehr als einmal neu auf.',
    5: 'Dein Pluto im fünften Haus macht Liebe und Kreativität intensiv und deine Bindung zu Kindern tief. Deine schöpferische Arbeit hat die Kraft, Menschen zu verändern.',
    6: 'Pluto im sechsten Haus will Arbeit und Gesundheit durch tiefe Hingabe verwandeln. Eine Aufgabe kann dich regelrecht besessen machen, und genau diese Intensität bewirkt tiefgreifende Veränderungen.',
    7: 'Dein Pluto im siebten Haus macht Beziehungen intensiv und verwandelnd, zuweilen auch zu einem Machtkampf. Partner zeigen dir deine eigenen Tiefen.',
    8: 'Dein Pluto im achten Haus hat große Macht in der Intimität, bei gemeinsamen Ressourcen und in Krisen. Wandlung und Erneuerung liegen dir im Blut.',
    9: 'Pluto im neunten Haus verwandelt den Glauben durch intensive Erfahrungen, und du suchst die Wahrheit unerbittlich. Reisen oder Studium können dich von Grund auf verändern.',
    10: 'Pluto im zehnten Haus bringt Macht und Wandlung in deine Laufbahn, und vielleicht erfindest du dein öffentliches Leben mehr als einmal neu. Du willst in der Welt etwas bewegen.',
    11: 'Dein Pluto im elften Haus macht Freundschaften intensiv und treibt dich, die Gruppen zu verwandeln, denen du dich anschließt. In Netzwerken hast du echten Einfluss.',
    12: 'Pluto im zwölften Haus birgt verborgene Macht und tiefe unbewusste Kräfte. Wandlung geschieht durch innere Arbeit und die Auseinandersetzung mit dem, was begraben liegt.',
  },
  Chiron: {
    1: 'Chiron im ersten Haus legt die Wunde dorthin, wo andere sie sehen können: in dein Selbstbild, deinen Körper oder die Art, wie du gesehen wirst. Heilung kommt, wenn du dein Anderssein annimmst und es zeigst.',
    2: 'Dein Chiron im zweiten Haus berührt Selbstwert und Geld, vielleicht durch frühen Mangel. Du lernst, dich selbst wertzuschätzen, und zeigst dann anderen, wie sie dasselbe tun können.',
    3: 'Chiron im dritten Haus trägt eine Kränkung rund ums Lernen oder ums Erheben der eigenen Stimme. Daraus wird mit der Zeit die Gabe, geduldig zu lehren und behutsam zu sprechen.',
    4: 'Mit Chiron im vierten Haus reicht die Wunde zurück in die Familie oder das Elternhaus. Du heilst, indem du einen geschützten Ort für andere und für dich selbst schaffst.',
    5: 'Dein Chiron im fünften Haus berührt Kreativität, Freude oder Kinder. Heilung kommt durch ein Spiel, das nichts beweisen muss.',
    6: 'Chiron im sechsten Haus trägt eine Wunde, die Gesundheit oder Arbeit betrifft. Gerade in der gewöhnlichen täglichen Fürsorge findest du vielleicht zu deiner heilenden Gabe.',
    7: 'Mit Chiron im siebten Haus zeigt sich die Wunde in der Partnerschaft, in den Menschen, die du anziehst, und in den Mustern, die du wiederholst. Indem du deine eigene Art zu lieben heilst, hilfst du anderen, sich auf Beziehungen einzulassen.',
    8: 'Dein Chiron im achten Haus legt die empfindliche Stelle in das, was du mit anderen teilst: Geld, Körper und Macht. Weil du selbst durch Krisen gegangen bist, kannst du andere durch ihre begleiten.',
    9: 'Chiron im neunten Haus trägt eine Wunde in Fragen des Glaubens oder der Bildung. Die Weisheit, die du aus Erfahrung gewonnen hast, macht dich zu jemandem, dessen Lehre man vertraut.',
    10: 'Mit Chiron im zehnten Haus betrifft die Wunde Beruf, Ruf oder Autorität. Heilung findest du vielleicht in einer Berufung, die anderen dient.',
    11: 'Dein Chiron im elften Haus berührt deine Zugehörigkeit unter Freunden und in Gruppen. Du schaffst Gemeinschaften, in denen Außenseiter willkommen sind.',
    12: 'Chiron im zwölften Haus trägt eine verborgene, spirituelle Wunde, oft eine Einsamkeit, die sich auf keine einzelne Ursache zurückführen lässt. Mitgefühl und Rückzug helfen dir zu heilen und mit der Zeit andere zu trösten, denen es ebenso geht.',
  },
  // As in English: the house is where the growth happens, and nothing is set against it.
  North_Node: {
    1: 'Mit dem nördlichen Mondknoten im ersten Haus geschieht dein Wachstum darin, wie du für dich selbst einstehst. Dein Weg verlangt, dass du eigenständig wirst und für dich selbst handelst.',
    2: 'Mit dem nördlichen Mondknoten im zweiten Haus entfaltet sich dein Wachstum über deine eigenen Mittel und Werte. Verdienen, Besitzen und das Wissen um deinen Wert bringen dein Leben voran.',
    3: 'Der nördliche Mondknoten im dritten Haus legt dein Wachstum ins alltägliche Lernen und ins Gespräch. Geschwister, Nachbarn und die Menschen um dich herum sind deine Lehrer.',
    4: 'Mit dem nördlichen Mondknoten im vierten Haus lebst du, was sein Zeichen von dir verlangt, zuerst zu Hause, in der Familie und in deinem Innenleben. Wurzeln zu schlagen gehört zu deinem Weg.',
    5: 'Dein nördlicher Mondknoten im fünften Haus legt dein Wachstum in Kreativität, Spiel, Liebe und Kinder. Freude, frei gezeigt, bringt dein Leben voran.',
    6: 'Der nördliche Mondknoten im sechsten Haus legt dein Wachstum in praktische Abläufe, Handwerk und gute Gewohnheiten. Nützliches Dienen gibt deiner Bestimmung Boden.',
    7: 'Mit dem nördlichen Mondknoten im siebten Haus wächst du durch Partnerschaft und Zusammenarbeit. Beziehungen sind deine großen Lehrmeister.',
    8: 'Dein nördlicher Mondknoten im achten Haus legt dein Wachstum ins Teilen, in die Intimität und in gemeinsame Ressourcen. Dich verwandeln zu lassen macht dich tiefer.',
    9: 'Der nördliche Mondknoten im neunten Haus legt dein Wachstum in Reisen, Studium und die Suche nach Sinn. Das Vertrauen in eine größere Wahrheit gibt dir die Richtung.',
    10: 'Mit dem nördlichen Mondknoten im zehnten Haus vollzieht sich dein Wachstum in Beruf und Öffentlichkeit. Dein Weg ist es, hervorzutreten und Stellung zu beziehen.',
    11: 'Dein nördlicher Mondknoten im elften Haus lässt dich im Kreis von Freunden, in Gruppen und an gemeinsamen Idealen wachsen. Gemeinschaft ist dein Weg.',
    12: 'Der nördliche Mondknoten im zwölften Haus legt dein Wachstum in Rückzug, Mitgefühl und das Innenleben. Stille Zeiten und der Dienst an anderen sind die Richtung, die dein Leben von dir verlangt.',
  },
  Lilith: {
    1: 'Mit Lilith im ersten Haus zeigt sich dein rohes, ungezähmtes Selbst in deinem Auftreten, und andere empfinden es vielleicht als Provokation. Ohne Entschuldigung angenommen, verleiht es dir eine magnetische Ausstrahlung.',
    2: 'Deine Lilith im zweiten Haus birgt Wünsche, die du dir bei Geld, Genuss und Selbstwert versagt hast. Sie zurückzuholen heißt, offen zuzugeben, was du willst.',
    3: 'Lilith im dritten Haus birgt die verbotenen Worte und Gedanken, die du zurückzuhalten gelernt hast. Sprichst du sie aus, findest du zu einer furchtlosen Stimme.',
    4: 'Mit Lilith im vierten Haus liegen verbannte Gefühle in der Familiengeschichte und im Elternhaus begraben. Sie ans Licht zu holen befreit dein Privatleben.',
    5: 'Deine Lilith im fünften Haus birgt versagte Lust, Sexualität oder Kreativität. Holst du sie dir zurück, wird dein Selbstausdruck wild und frei.',
    6: 'Lilith im sechsten Haus lehnt sich gegen Routine und Dienstbarkeit auf. Du findest deine eigene Art zu arbeiten und für deinen Körper zu sorgen.',
    7: 'Mit Lilith im siebten Haus taucht das, was du von dir gewiesen hast, in der Partnerschaft auf, oft durch Partner, die es verkörpern. Du lernst zu lieben, ohne dich zu unterwerfen.',
    8: 'Deine Lilith im achten Haus birgt heftige, tabuisierte Begierden rund um Intimität und Macht. Sie dir zu eigen zu machen bringt tiefe Wandlung.',
    9: 'Lilith im neunten Haus lehnt sich gegen Dogmen auf und greift nach verbotenen Überzeugungen. Du beanspruchst eine eigene, ketzerische Wahrheit.',
    10: 'Mit Lilith im zehnten Haus drängen verbannter Ehrgeiz oder verbannte Autorität ins öffentliche Leben. In deinem Beruf widersetzt du dich den Erwartungen.',
    11: 'Deine Lilith im elften Haus rebelliert gegen den Anpassungsdruck von Gruppen. Zugehörigkeit findest du unter anderen Außenseitern.',
    12: 'Lilith im zwölften Haus verbirgt verbannte Teile von dir im Unbewussten. Träume und Alleinsein bringen sie dir zurück.',
  },
};

/**
 * The South Node in each house: where its sign's old habit plays out, and the opposite house where
 * the North Node asks for the release. Three openings and four closings, by house, as in English.
 */
export const SOUTH_NODE_HOUSE_TEXT_DE: Record<HouseNumber, string> = {
  1: 'Mit dem südlichen Mondknoten im ersten Haus spielt sich diese alte Gewohnheit darin ab, wie du der Welt begegnest und alles allein angehst; Wachstum kommt von der anderen Seite des Horoskops, aus der Partnerschaft, wo der nördliche Mondknoten steht.',
  2: 'Mit dem südlichen Mondknoten im zweiten Haus wirkt die Gewohnheit am stärksten bei Geld, Besitz und dem Festhalten an dem, was dir gehört; der Weg nach vorn führt zu gemeinsamen Ressourcen und zur Intimität, wohin der nördliche Mondknoten weist.',
  3: 'Mit dem südlichen Mondknoten im dritten Haus wiederholt sich dasselbe Muster in den Gesprächen des Alltags, bei Besorgungen und mit den Menschen in deiner Nähe; das Gegengewicht liegt gegenüber im Horoskop, in Studium, Reisen und dem weiteren Blick, dem Haus des nördlichen Mondknotens.',
  4: 'Mit dem südlichen Mondknoten im vierten Haus spielt sich diese alte Gewohnheit in Heim und Familie ab; was dich befreit, findest du in einer öffentlichen Rolle und dem Ansehen, das du dir erarbeitest, auf der Seite des nördlichen Mondknotens.',
  5: 'Mit dem südlichen Mondknoten im fünften Haus wirkt die Gewohnheit am stärksten in Spiel, Liebe und dem Wunsch zu glänzen; Wachstum kommt von der anderen Seite des Horoskops, aus der Gemeinschaft und den Anliegen, die du mit anderen teilst, wo der nördliche Mondknoten steht.',
  6: 'Mit dem südlichen Mondknoten im sechsten Haus wiederholt sich dasselbe Muster in der täglichen Arbeit, in Routinen und Einzelheiten; der Weg nach vorn führt zu Ruhe, Stille und Zeit für dich allein, wohin der nördliche Mondknoten weist.',
  7: 'Mit dem südlichen Mondknoten im siebten Haus spielt sich diese alte Gewohnheit in Partnerschaften ab und darin, dich auf andere zu stützen; das Gegengewicht liegt gegenüber im Horoskop, in deiner eigenen Unabhängigkeit, dem Haus des nördlichen Mondknotens.',
  8: 'Mit dem südlichen Mondknoten im achten Haus wirkt die Gewohnheit am stärksten in Krisen, in der Intimität und bei den Mitteln anderer Menschen; was dich befreit, findest du in dem, was du selbst verdienst und wertschätzt, auf der Seite des nördlichen Mondknotens.',
  9: 'Mit dem südlichen Mondknoten im neunten Haus wiederholt sich dasselbe Muster in Überzeugungen, großen Ideen und fernen Orten; Wachstum kommt von der anderen Seite des Horoskops, aus dem, was nahe liegt: Nachbarn, Geschwistern und dem schlichten Gespräch des Alltags, wo der nördliche Mondknoten steht.',
  10: 'Mit dem südlichen Mondknoten im zehnten Haus spielt sich diese alte Gewohnheit in Beruf und öffentlichem Ansehen ab; der Weg nach vorn führt zu deinem Zuhause und deinem Privatleben, wohin der nördliche Mondknoten weist.',
  11: 'Mit dem südlichen Mondknoten im elften Haus wirkt die Gewohnheit am stärksten bei Freunden, Gruppen und Anliegen; das Gegengewicht liegt gegenüber im Horoskop, in deiner eigenen Kreativität und Freude, dem Haus des nördlichen Mondknotens.',
  12: 'Mit dem südlichen Mondknoten im zwölften Haus wiederholt sich dasselbe Muster im Rückzug und im Innenleben; was dich befreit, findest du in der praktischen täglichen Arbeit, auf der Seite des nördlichen Mondknotens.',
};

/**
 * The North Node in a sign whose own house is across the chart from the house it stands in: one
 * sentence, keyed by the node's sign, that reads sign and house together (the house is where the
 * growth happens, the sign how).
 */
export const NORTH_NODE_AXIS_TEXT_DE: Record<SignAbbrev, string> = {
  Ari: 'Im siebten Haus, dem Haus der Partner, verlangt dieser nördliche Mondknoten im Widder Mut in Beziehungen, nicht fern von ihnen: Du wächst, indem du dir an der Seite eines nahen Menschen treu bleibst und sagst, was du willst, nicht, indem du gehst, um deine Unabhängigkeit zu finden.',
  Tau: 'Im achten Haus, dem Haus der gemeinsamen Ressourcen und der Wandlung, verlangt dieser nördliche Mondknoten im Stier ein festes Gefühl für deinen eigenen Wert mitten in Intimität und Umbruch: Du wächst, indem du sicher stehen bleibst, während geteilt und verwandelt wird, nicht, indem du der Tiefe ausweichst.',
  Gem: 'Im neunten Haus, dem Haus des Glaubens und der fernen Horizonte, trägt dieser nördliche Mondknoten in den Zwillingen Fragen an die großen Themen heran: Du wächst, indem du neugierig nach Sinn forschst, die Fakten prüfst und jedes Glaubensbekenntnis offen für eine Frage hältst.',
  Can: 'Im zehnten Haus, dem Haus von Beruf und Ansehen, bringt dieser nördliche Mondknoten im Krebs Fürsorge ins öffentliche Leben: Du wächst, indem du dir eine Laufbahn aufbaust, in der du für Menschen sorgst, und in der Arbeit, die die Welt sieht, dem Gefühl die Führung überlässt.',
  Leo: 'Im elften Haus, dem Haus der Freunde und Gruppen, will dieser nördliche Mondknoten im Löwen, dass man dich in der Menge als dich selbst erkennt: Du wächst, indem du unter Freunden und für gemeinsame Anliegen vorangehst und schöpferisch wirst, nicht, indem du in ihnen verschwindest.',
  Vir: 'Im zwölften Haus, dem Haus des Rückzugs und des Verborgenen, gibt dieser nördliche Mondknoten in der Jungfrau dem Innenleben eine praktische Gestalt: Stiller Dienst, feste Zeiten der Ruhe und sorgfältige Hilfe hinter den Kulissen sind der Ort, an dem du wächst.',
  Lib: 'Im ersten Haus, dem Haus des Ich, macht dieser nördliche Mondknoten in der Waage die Art, wie du anderen begegnest, zu deinem Weg, ein eigenständiger Mensch zu werden: Du wächst, indem du mit Fairness und Takt für dich selbst handelst, sodass deine Unabhängigkeit einem anderen Menschen Raum lässt.',
  Sco: 'Im zweiten Haus, dem Haus von Geld und Wert, lässt dieser nördliche Mondknoten im Skorpion die Wandlung an deine Mittel und Werte heran: Du wächst, indem du teilst, investierst und loslässt, woran du dich klammerst, und dein Selbstwert gewinnt dadurch an Tiefe.',
  Sag: 'Im dritten Haus, dem Haus des alltäglichen Lernens, sucht dieser nördliche Mondknoten im Schützen den größeren Sinn im täglichen Reden und Studieren: Du wächst, wenn sich Gespräche zu Fragen des Glaubens öffnen und der gewohnte Tageslauf zur Reise wird.',
  Cap: 'Im vierten Haus, dem Haus von Heim und Herkunft, richtet dieser nördliche Mondknoten im Steinbock sein Verantwortungsgefühl zuerst auf deine privaten Fundamente: Du wächst, indem du ein Zuhause und ein Familienleben aufbaust, die Bestand haben, und die Autorität, die du entwickelst, beginnt dort.',
  Aqu: 'Im fünften Haus, dem Haus des Spiels und des Schöpferischen, legt dieser nördliche Mondknoten im Wassermann deine Originalität in das, was du erschaffst und genießt: Du wächst, indem du für andere und mit anderen schöpferisch bist, mit einer persönlichen Freude, die einer gemeinsamen Sache dient.',
  Pis: 'Im sechsten Haus, dem Haus der Arbeit und der täglichen Fürsorge, bringt dieser nördliche Mondknoten in den Fischen Mitgefühl in den Alltag: Du wächst, indem du mit Güte dienst, dem Lauf der Dinge vertraust und das Bedürfnis loslässt, jede Einzelheit zu kontrollieren.',
};

/** The South Node's side of the same axis, keyed by the South Node's sign. */
export const SOUTH_NODE_AXIS_TEXT_DE: Record<SignAbbrev, string> = {
  Ari: 'Im siebten Haus zeigt sich diese Gewohnheit des Widders in Partnerschaften: nur die eigene Sache verfechten oder deinen eigenen Weg gehen, während du mit jemandem zusammen bist; was du loslässt, ist also nicht die Nähe, sondern der Reflex, allem allein zu begegnen.',
  Tau: 'Im achten Haus zeigt sich diese Gewohnheit des Stiers in dem, was du teilst: festhalten am gemeinsamen Geld, an alten Bindungen und an vergangenen Kränkungen; was du loslässt, ist also der feste Griff, nicht die Tiefe.',
  Gem: 'Im neunten Haus zeigt sich diese Gewohnheit der Zwillinge bei den großen Themen: Meinungen und Kurse sammeln, ohne dich zu entscheiden; was du loslässt, ist also die endlose Suche, nicht das Lernen.',
  Can: 'Im zehnten Haus zeigt sich diese Gewohnheit des Krebses im öffentlichen Leben: die Arbeit wie eine Familie behandeln, die du umsorgst oder in der du Schutz suchst; was du loslässt, ist also die Abhängigkeit, nicht die Fürsorge.',
  Leo: 'Im elften Haus zeigt sich diese Gewohnheit des Löwen unter Freunden und in Gruppen: das Bedürfnis, im Mittelpunkt des Kreises zu stehen; was du loslässt, ist also der Hunger nach Beifall, nicht die Freundschaften.',
  Vir: 'Im zwölften Haus zeigt sich diese Gewohnheit der Jungfrau im Verborgenen: stilles Grübeln und Selbstkritik hinter verschlossenen Türen; was du loslässt, ist also die innere Fehlersuche, nicht die Sorgfalt, mit der du dich kümmerst.',
  Lib: 'Im ersten Haus zeigt sich diese Gewohnheit der Waage darin, wie du dich gibst: dein Auftreten so formen, dass es gefällt; was du loslässt, ist also der Wunsch, um jeden Preis gefällig zu sein, nicht deine eigene Präsenz.',
  Sco: 'Im zweiten Haus zeigt sich diese Gewohnheit des Skorpions rund um Geld und Wert: Kontrolle, Geheimhaltung oder Krisen um das, was du besitzt; was du loslässt, ist also die Angst vor Verlust, nicht die Mittel.',
  Sag: 'Im dritten Haus zeigt sich diese Gewohnheit des Schützen im alltäglichen Gespräch: predigen, schnell urteilen und nur halb zuhören; was du loslässt, ist also die Gewissheit, nicht das Gespräch.',
  Cap: 'Im vierten Haus zeigt sich diese Gewohnheit des Steinbocks zu Hause: den Haushalt wie eine Pflicht führen und Gefühle unter Kontrolle halten; was du loslässt, ist also die Herrschaft der Pflicht, nicht das Zuhause.',
  Aqu: 'Im fünften Haus zeigt sich diese Gewohnheit des Wassermanns in Spiel und Liebe: Freude und Romantik auf kühlem Abstand halten; was du loslässt, ist also die Distanz, nicht das Vergnügen.',
  Pis: 'Im sechsten Haus zeigt sich diese Gewohnheit der Fische in der täglichen Arbeit: sich treiben lassen, zu viel geben und Abläufe zerfließen lassen; was du loslässt, ist also das Ungefähre, nicht der Wunsch zu dienen.',
};

// A debilitated or combust planet reaches its house's ground by effort, so the sentence of HOUSE_TEXT_DE that
// promises its gifts outright is said conditioned instead (`{condition}`: "im Exil", "im Fall", "verbrannt").
export const STRONG_HOUSE_TEXT_DE: typeof STRONG_HOUSE_TEXT = {
  Sun: {
    1: [
      'Mit der Sonne im ersten Haus zeigt sich dein Wesen in allem, was du tust, und die Menschen spüren deine Gegenwart, bevor du ein Wort sagst.',
      'Mit der Sonne im ersten Haus zeigt sich dein Wesen in allem, was du tust, doch da sie {condition} steht, dauert es eine Weile, bis du dir sicher bist, was es da zeigt.',
    ],
    10: [
      'Dein Name und dein Werk werden leicht eins, und am besten bist du in einer Rolle, in der du gesehen werden sollst.',
      'Von dir wird verlangt, in einer Rolle gesehen zu werden, und da die Sonne {condition} steht, baust du dir die Sicherheit dafür erst auf, geschenkt wird sie dir nicht.',
    ],
  },
  Moon: {
    1: [
      'Mit dem Mond im ersten Haus stehen dir deine Gefühle ins Gesicht geschrieben und färben jede Begegnung.',
      'Mit dem Mond im ersten Haus färben deine Gefühle jede Begegnung, doch da er {condition} ist, sehen andere eher eine verhaltene Stimmung als ein offenes Gesicht.',
    ],
  },
  Mercury: {
    1: [
      'Merkur im ersten Haus stellt deinen Verstand zur Schau: Man begegnet zuerst deinem Denken, und dein Denken bestimmt, wer du bist.',
      'Merkur im ersten Haus stellt dein Denken in den Vordergrund, und da er {condition} ist, muss dieser Verstand sich anstrengen, um verstanden zu werden: Vielleicht musst du dich zweimal erklären, bis die anderen dir folgen.',
    ],
  },
  Venus: {
    1: [
      'Mit Venus im ersten Haus gehören Charme und Anmut zu deiner Ausstrahlung, und die Menschen mögen dich schnell.',
      'Mit Venus im ersten Haus gehört Charme zu deiner Ausstrahlung, doch da sie {condition} ist, ist es eher eine erlernte Anmut als eine, die dir zufliegt.',
    ],
    3: [
      'Venus im dritten Haus macht deine Sprache angenehm und deine Nachrichten herzlich, und mit Brüdern, Schwestern und den Leuten von nebenan verstehst du dich gut.',
      'Venus im dritten Haus legt Sorgfalt in deine Worte und Nachrichten, doch da sie {condition} ist, will das gute Verhältnis zu Brüdern, Schwestern und den Leuten von nebenan gepflegt werden, selbstverständlich ist es nicht.',
    ],
    2: [
      'Deine Venus im zweiten Haus findet Genuss an Geld, Besitz und Behaglichkeit, und oft bringt sie ein Talent mit, Mittel anzuziehen.',
      'Deine Venus im zweiten Haus findet Genuss an Geld, Besitz und Behaglichkeit, und da sie {condition} ist, lässt sie dich erst lernen, was sich zu besitzen lohnt.',
    ],
    7: [
      'Mit Venus im siebten Haus ist die Partnerschaft eine Quelle des Glücks, und meist ziehst du freundliche, anmutige Partner an.',
      'Mit Venus im siebten Haus ist dir die Partnerschaft sehr wichtig, und da sie {condition} ist, findet ihr die Harmonie darin nicht einfach vor, sondern baut sie zu zweit auf.',
    ],
    10: [
      'Mit Venus im zehnten Haus hinterlässt du in der Öffentlichkeit einen anziehenden Eindruck, und dein Charme bringt deine Laufbahn voran.',
      'Mit Venus im zehnten Haus verlangt dein öffentliches Leben Takt und Geschmack, und da sie {condition} ist, musst du dir beides erarbeiten, statt es einfach mitzubringen.',
    ],
  },
  Mars: {
    1: [
      'Mit Mars im ersten Haus begegnest du dem Leben mit Energie, Mut und Direktheit, und andere sehen in dir eine Kämpfernatur.',
      'Mit Mars im ersten Haus ist dein Mut echt, doch da er {condition} ist, musst du ihn dir erst erkämpfen: Andere sehen vielleicht zuerst einen ruhigen oder zurückhaltenden Menschen und erst dann die Kämpfernatur darunter.',
    ],
    6: [
      'Mars im sechsten Haus gibt dir viel Energie für die Arbeit und einen tatkräftigen Umgang mit der Gesundheit, und die Überlieferung warnte hier vor Fieber und Erschöpfung durch zu viel Arbeit.',
      'Mars steht im sechsten Haus, und da er {condition} ist, kommt dein Arbeitseifer in Wellen und will gut eingeteilt sein; die Überlieferung warnte hier vor Fieber und Erschöpfung durch zu viel Arbeit.',
    ],
    8: [
      'Du hast den Mut, dich der Wandlung direkt zu stellen.',
      'Da Mars {condition} ist, hast du den Mut, dich der Wandlung zu stellen, nicht von Anfang an: Du wächst erst in ihn hinein.',
    ],
    10: [
      'Mars im zehnten Haus macht dich sehr ehrgeizig, und du verfolgst deine beruflichen Ziele mit Energie.',
      'Mars im zehnten Haus macht dich ehrgeizig, und da er {condition} ist, verfolgst du deine beruflichen Ziele eher mit Ausdauer als mit Wucht.',
    ],
  },
  Jupiter: {
    1: [
      'Das Glück folgt oft deinem Selbstvertrauen.',
      'Da Jupiter {condition} ist, wächst dein Selbstvertrauen mit der Erfahrung, und das Glück folgt ihm eher, als dass es ihm vorausgeht.',
    ],
    2: [
      'Dein Jupiter im zweiten Haus bringt Glück mit Geld und Besitz und eine offene Hand für beides.',
      'Dein Jupiter im zweiten Haus gibt dir eine offene Hand für Geld und Besitz, doch da er {condition} ist, will diese Großzügigkeit im Auge behalten werden: Was sie dir bringt, hat Bestand, wenn du sorgsam damit umgehst.',
    ],
    4: [
      'Mit Jupiter im vierten Haus ist dein Zuhause großzügig und gastfreundlich, und die Familie ist dir ein Segen.',
      'Mit Jupiter im vierten Haus ist dein Zuhause großzügig und gastfreundlich, doch da er {condition} ist, erschließt sich dir erst über die Jahre, was die Familie dir schenkt, in die Wiege gelegt wird es dir nicht.',
    ],
    7: [
      'Mit Jupiter im siebten Haus bringen Partnerschaften Glück und Wachstum, und du ziehst großzügige Partner an.',
      'Mit Jupiter im siebten Haus weiten Partnerschaften deine Welt, doch da er {condition} ist, kommen ihre Gaben eher durch das, was du in ihnen lernst, als durch Glück.',
    ],
    9: [
      'Jupiter im neunten Haus segnet Reisen, höhere Bildung und Philosophie.',
      'Jupiter im neunten Haus zieht dich zu Reisen, höherer Bildung und Philosophie, und da er {condition} ist, werden deine Überzeugungen erst geprüft, bevor du ihnen traust.',
    ],
    10: [
      'Mit Jupiter im zehnten Haus können Beruf und Ansehen eindrucksvoll wachsen, und die Leute halten dich für ein Glückskind.',
      'Mit Jupiter im zehnten Haus können Beruf und Ansehen wachsen, und da er {condition} ist, wachsen sie eher durch Redlichkeit und beständige Mühe als durch Glück.',
    ],
    11: [
      'Deine Wünsche sind meist großzügig, und oft gehen sie in Erfüllung.',
      'Deine Wünsche sind großzügig, doch da Jupiter {condition} ist, gehen sie langsamer in Erfüllung, durch die Menschen, die sie mit dir teilen.',
    ],
  },
  Saturn: {
    10: [
      'Erfolg kommt durch geduldige Mühe und schafft eine Autorität, die Bestand hat.',
      'Erfolg kommt durch geduldige Mühe, doch da Saturn {condition} ist, musst du dir deine Autorität doppelt verdienen, bevor sie Bestand hat.',
    ],
  },
};
