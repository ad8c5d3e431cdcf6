// The transit texts of transits.ts in German, written for German readers rather than translated
// word by word: the same keys, the same one-or-two whole sentences per entry. A point's sentence
// opens with "Er", the transiting body; transits.ts turns it into "Sie" after die Sonne and Venus,
// and into the body's name with "auch" after the verb when the body was read once already
// ("Saturn belastet auch deine Venus"), so every sentence here keeps its verb second.
import type { NatalPoint, TransitBody } from '../../../astro/transits';
import type { FamilyTexts } from './types';

/** What the transiting body brings, by aspect family. Each starts with the body's name. */
export const TRANSIT_BRINGS_DE: Readonly<Record<TransitBody, FamilyTexts>> = {
  Sun: {
    conjunction:
      'Die Sonne beleuchtet für ein, zwei Tage, worüber sie läuft: Was sie berührt, wird sichtbarer, für dich und für andere.',
    flowing:
      'Die Sonne schenkt dir für ein, zwei Tage Wärme und Zuversicht, ein guter Moment, dich zu zeigen.',
    tense:
      'Die Sonne bringt in diesem Winkel ein, zwei Tage Reibung, in denen sich sortieren muss, was du willst und was der Tag von dir verlangt.',
  },
  Mercury: {
    conjunction:
      'Merkur bringt Gedanken, Gespräche und Nachrichten zu dir, und der Tag eignet sich gut, um Dinge in Worte zu fassen.',
    flowing:
      'Merkur macht es leicht, Dinge zu durchdenken und zu besprechen; Gespräche und Pläne laufen rund.',
    tense:
      'Merkur bringt widersprüchliche Nachrichten und Zweifel mit sich, also prüfe, was du gehört hast, bevor du danach handelst.',
  },
  Venus: {
    conjunction:
      'Venus bringt Zuneigung, Genuss und den Wunsch nach Frieden; die Menschen sind freundlicher, und du wirst leichter geliebt.',
    flowing:
      'Venus ebnet den Weg mit Charme und Wohlwollen, ein guter Tag für Gesellschaft, Schönes und kleine Freuden.',
    tense:
      'Venus weckt den Wunsch nach mehr Behaglichkeit oder Zuwendung, als der Tag geben kann, und die Versuchung, es sich zu gut gehen zu lassen.',
  },
  Mars: {
    conjunction: 'Mars bringt Energie, Hitze und Tatendrang, dazu eine kürzere Zündschnur als sonst.',
    flowing: 'Mars gibt dir die Energie und den Mut, etwas zu erledigen, und Einsatz trägt schnell Früchte.',
    tense:
      'Mars bringt Reibung und Ungeduld: Die Energie ist hoch, die Nerven liegen blank, also steck die Kraft in die Arbeit statt in Streit.',
  },
  Jupiter: {
    conjunction:
      'Jupiter bringt Wachstum, Großzügigkeit und das Gefühl, dass mehr möglich ist, solange er dort steht; sag Ja zu dem, was deinem Leben mehr Weite gibt.',
    flowing:
      'Jupiter öffnet Türen und schenkt dir Zuversicht und Glück; was du jetzt beginnst, hat Raum zu wachsen.',
    tense:
      'Jupiter verführt dich, mehr zu versprechen, auszugeben oder zu erwarten, als klug ist, auch wenn die Hoffnung dahinter echt ist.',
  },
  Saturn: {
    conjunction:
      'Saturn bringt eine Zeit harter Arbeit und ehrlicher Bilanz, in der hält, was solide ist, und wegfällt, was es nicht ist.',
    flowing:
      'Saturn belohnt jetzt Geduld und stetige Mühe, und was du mit Sorgfalt aufbaust, ist auf Dauer gebaut.',
    tense:
      'Saturn bringt Druck, Verzögerungen und das Gefühl, geprüft zu werden, und er verlangt, dass du die Verantwortung übernimmst, die du aufgeschoben hast.',
  },
  Uranus: {
    conjunction:
      'Uranus bringt plötzliche Veränderung und einen Hunger nach Freiheit, der Monate anhalten kann, und was zu eng geworden ist, bricht wahrscheinlich auf.',
    flowing:
      'Uranus sorgt für frische Ideen und einen willkommenen Tempowechsel, sodass du Neues ausprobieren kannst, ohne den Boden unter den Füßen zu verlieren.',
    tense:
      'Uranus bringt Umbruch und Unruhe, mit Überraschungen, die deine Pläne durcheinanderwerfen und dir zeigen, woraus du herausgewachsen bist.',
  },
  Neptune: {
    conjunction:
      'Neptun lässt über lange Zeit alle Kanten weicher werden und bringt Inspiration und Mitgefühl, aber auch manche Verwirrung darüber, was wirklich ist.',
    flowing:
      'Neptun schenkt Fantasie, Feinfühligkeit und ein sanftes Vertrauen, gut für Kunst, Ruhe und Freundlichkeit.',
    tense:
      'Neptun verwischt das Bild, sodass sich Zweifel, Enttäuschung oder Wunschdenken einschleichen können; warte auf Klarheit, bevor du Großes entscheidest.',
  },
  Pluto: {
    conjunction:
      'Pluto bringt langsam eine tiefe und dauerhafte Wandlung und streift ab, was falsch ist, damit etwas Wahreres wachsen kann.',
    flowing: 'Pluto verleiht dir Tiefe und Ausdauer und die Kraft, etwas an der Wurzel zu verändern.',
    tense:
      'Pluto erzeugt Druck von unten, in Machtkämpfen, Zwängen oder Abschieden, die von dir verlangen, die Kontrolle loszulassen.',
  },
  Chiron: {
    conjunction:
      'Chiron rückt eine alte Wunde wieder ins Blickfeld und mit ihr die Chance, sie zu verstehen und zu heilen.',
    flowing:
      'Chiron macht Heilung leichter, und was einmal wehgetan hat, wird zu etwas, mit dem du anderen helfen kannst.',
    tense:
      'Chiron drückt auf eine empfindliche Stelle, und alte Kränkungen können aufflammen, bevor sie nachlassen.',
  },
  True_Node: {
    conjunction:
      'Der aufsteigende Mondknoten bringt Begegnungen und Wendungen, die dir die Richtung zeigen, in der du wachsen kannst.',
    flowing:
      'Der Mondknoten ist hier im Einklang mit dir, sodass Gelegenheiten zu wachsen ohne viel Mühe kommen.',
    tense:
      'Der Mondknoten kreuzt dich in einem unbequemen Winkel und fragt, ob du einer vertrauten Gewohnheit folgst oder einer neuen Richtung.',
  },
};

/** What the transit touches in the natal point, by aspect family. Each starts with "Er", the transiting body. */
export const TRANSIT_TOUCHES_DE: Readonly<Record<NatalPoint, FamilyTexts>> = {
  Sun: {
    conjunction:
      'Er trifft deine Sonne, und so reicht die Veränderung bis in dein Gefühl dafür, wer du bist und wohin du gehst.',
    flowing: 'Er stärkt deine Sonne, dein Selbstgefühl und deinen Lebenssinn, und du bist ganz bei dir.',
    tense:
      'Er fordert deine Sonne heraus, und so stehen dein Lebenssinn und dein Selbstvertrauen auf dem Prüfstand.',
  },
  Moon: {
    conjunction:
      'Er trifft deinen Mond, und du spürst es zuerst in deinen Stimmungen, zu Hause und in dem, was du brauchst, um dich sicher zu fühlen.',
    flowing: 'Er besänftigt deinen Mond, deine Gefühle kommen zur Ruhe, und Zuhause und Familie tun dir gut.',
    tense:
      'Er beunruhigt deinen Mond, Stimmungen schlagen stärker aus, und alte Bedürfnisse nach Sicherheit kommen an die Oberfläche.',
  },
  Mercury: {
    conjunction:
      'Er trifft deinen Merkur und zeigt sich darin, wie du denkst, sprichst, lernst und entscheidest.',
    flowing: 'Er unterstützt deinen Merkur, dein Denken ist klar, und deine Worte kommen gut an.',
    tense: 'Er kreuzt deinen Merkur, die Gedanken rasen oder haken, und Worte kommen leicht falsch heraus.',
  },
  Venus: {
    conjunction:
      'Er trifft deine Venus und zeigt sich in Liebe, Freundschaft, Geld und dem, was dir etwas wert ist.',
    flowing: 'Er begünstigt deine Venus, darum gehen Liebe, Freundschaft und Geld leichter von der Hand.',
    tense: 'Er belastet deine Venus, darum brauchen Beziehungen, Geld oder dein Selbstwert jetzt Sorgfalt.',
  },
  Mars: {
    conjunction:
      'Er trifft deinen Mars und zeigt sich in deinem Antrieb, deiner Wut und der Art, wie du dir holst, was du willst.',
    flowing: 'Er beflügelt deinen Mars, dein Antrieb ist kräftig und gut gezielt.',
    tense:
      'Er reizt deinen Mars, Frust kann sich aufstauen, und es kommt darauf an, wie du mit Ärger umgehst.',
  },
  Jupiter: {
    conjunction:
      'Er trifft deinen Jupiter und berührt deinen Glauben, deine Hoffnungen und deinen Hunger nach mehr.',
    flowing: 'Er stärkt deinen Jupiter, Optimismus und Großzügigkeit fallen dir leicht.',
    tense:
      'Er kreuzt deinen Jupiter: Halte deine Hoffnungen im rechten Maß und hüte dich davor, dich zu übernehmen.',
  },
  Saturn: {
    conjunction:
      'Er trifft deinen Saturn und berührt deine Pflichten, deine Grenzen und das, was du auf lange Sicht aufbaust.',
    flowing:
      'Er festigt deinen Saturn, Verpflichtungen fühlen sich machbar an, und harte Arbeit zahlt sich aus.',
    tense:
      'Er drückt auf deinen Saturn, Pflichten und Grenzen wiegen schwerer als sonst, und die Angst spricht lauter als die Vernunft.',
  },
  Uranus: {
    conjunction:
      'Er trifft deinen Uranus und weckt dein Bedürfnis nach Freiheit und den Wunsch, nach deinen eigenen Regeln zu leben.',
    flowing:
      'Er belebt deinen Uranus, Veränderung und Unabhängigkeit fühlen sich aufregend statt bedrohlich an.',
    tense:
      'Er erschüttert deinen Uranus, die Unruhe wächst, und der Drang auszubrechen kann plötzlich kommen.',
  },
  Neptune: {
    conjunction: 'Er trifft deinen Neptun und berührt deine Träume, deine Ideale und deine Empfindsamkeit.',
    flowing: 'Er streift sanft deinen Neptun, Fantasie und Intuition reichen tief.',
    tense:
      'Er vernebelt deinen Neptun, Ideale und Illusionen sind schwer auseinanderzuhalten, und du fühlst dich vielleicht ausgelaugt.',
  },
  Pluto: {
    conjunction:
      'Er trifft deinen Pluto und erreicht, was in dir am tiefsten liegt: deine Ängste, dein Begehren und deine Kraft zur Wandlung.',
    flowing:
      'Er arbeitet mit deinem Pluto zusammen, und du findest den Mut, dich etwas Tiefem zu stellen und es zu verändern.',
    tense:
      'Er wühlt deinen Pluto auf, verdrängte Gefühle und Fragen der Kontrolle steigen an die Oberfläche.',
  },
  Chiron: {
    conjunction:
      'Er trifft deinen Chiron, den Ort deiner ältesten Verletzung und der Weisheit, die sie dir geschenkt hat.',
    flowing:
      'Er lindert deinen Chiron, eine alte Verletzung wiegt leichter, und du kannst anderen mit ihren Wunden helfen.',
    tense:
      'Er reibt an deinem Chiron, eine alte Verletzung meldet sich wieder, und mit ihr die Chance, sie zu versorgen.',
  },
  True_Node: {
    conjunction: 'Er trifft deinen Mondknoten und berührt die Richtung, in die du wächst.',
    flowing: 'Er unterstützt deinen Mondknoten, Schritte auf deinem eigenen Weg fallen leichter.',
    tense:
      'Er kreuzt deine Mondknotenachse, und du fühlst dich vielleicht hin- und hergerissen zwischen alten Gewohnheiten und dem Weg, den du gehen willst.',
  },
  Ascendant: {
    conjunction:
      'Er überquert deinen Aszendenten und zeigt sich in deinem Körper, deinem Auftreten und der Art, wie du der Welt begegnest.',
    flowing: 'Er begünstigt deinen Aszendenten, du kommst gut an, und Neuanfänge fallen leichter.',
    tense:
      'Er fordert deinen Aszendenten heraus, andere Menschen und die Ereignisse drängen dich, anders aufzutreten.',
  },
  Medium_Coeli: {
    conjunction:
      'Er überquert dein MC und zeigt sich in deiner Arbeit, deinem Ruf und der Richtung deines Lebens.',
    flowing: 'Er begünstigt dein MC, Beruf und öffentliches Leben laufen gut, und deine Mühe wird bemerkt.',
    tense:
      'Er fordert dein MC heraus, Arbeit, Ruf oder das Gleichgewicht zwischen Beruf und Zuhause verlangen Aufmerksamkeit.',
  },
};

/** The pairs with a meaning of their own, as in transits.ts. */
export const TRANSIT_PAIR_TEXT_DE: Readonly<
  Partial<Record<`${TransitBody}|${NatalPoint}`, Partial<FamilyTexts>>>
> = {
  'Sun|Sun': {
    conjunction:
      'Die Sonne steht wieder dort, wo sie bei deiner Geburt stand: dein Geburtstag, der Beginn deines eigenen neuen Jahres. Was du jetzt anfängst oder beschließt, gibt den Ton für die kommenden Monate an.',
  },
  'Saturn|Sun': {
    conjunction:
      'Saturn über deiner Sonne gehört zu den prägenden Abschnitten eines Lebens: etwa ein Jahr harter Arbeit, weniger Illusionen und ein klareres Gefühl dafür, wofür du da bist. Was du jetzt eingehst, kann dich durch die nächsten dreißig Jahre tragen.',
    tense:
      'Saturn im Spannungsaspekt zu deiner Sonne kann dich müde machen, an dir zweifeln lassen oder ausbremsen, und er verlangt, dass du dir selbst beweist, was in dir steckt. Teil dir die Kräfte ein, halte deine Versprechen klein und echt, dann wird aus der Mühe bleibende Stärke.',
  },
  'Saturn|Moon': {
    conjunction:
      'Saturn über deinem Mond kann Gefühle schwer und das Familienleben ernst machen, eine Zeit, in der du lernst, welche Bedürfnisse wirklich deine eigenen sind. Beständig für dich selbst zu sorgen, ohne auf Rettung zu warten, ist die Lektion und das Geschenk.',
    tense:
      'Saturn setzt deinen Mond unter Spannung, und du fühlst dich vielleicht einsam, niedergeschlagen oder von Familienpflichten beschwert. Hab Geduld mit deinen Stimmungen; die Struktur, die du deinen Tagen jetzt gibst, ist das, was dich hält.',
  },
  'Saturn|Ascendant': {
    conjunction:
      'Saturn über deinem Aszendenten beginnt ein neues Kapitel in ernstem Ton: Du wirkst und fühlst dich vielleicht älter, und die Leute nehmen dich ernster. Entscheide, wie du der Welt begegnen willst, und bau es langsam auf.',
    tense:
      'Saturn im Spannungsaspekt zu deinem Aszendenten lässt die Menschen und Pflichten um dich herum schwerer wiegen, und andere stellen deine Geduld auf die Probe. Sag jetzt nur zu, was du auch halten kannst.',
  },
  'Saturn|Medium_Coeli': {
    conjunction:
      'Saturn am höchsten Punkt deines Horoskops markiert einen Gipfel der Verantwortung: Die Arbeit von Jahren wird bewertet, und Anerkennung bekommt, was ehrlich aufgebaut wurde. Übernimm Autorität mit Bedacht, denn man wird dich daran messen.',
    tense:
      'Saturn im Spannungsaspekt zu deinem MC setzt Beruf und Zuhause zugleich unter Druck und fragt, welche Fundamente tragen. Repariere, was Risse hat, bevor du höher baust.',
  },
  'Uranus|Sun': {
    conjunction:
      'Uranus auf deiner Sonne ist ein Erwachen, wie es nur einmal im Leben kommt: Du willst mehr du selbst sein, und ein Leben, das nicht mehr passt, kann sich schnell ändern. Mach Platz für das Neue, ohne alle Brücken hinter dir abzubrechen.',
    tense:
      'Uranus rüttelt an deiner Sonne, der Drang, mit dem Erwarteten zu brechen, wird stark, und Ereignisse können dir Veränderung aufzwingen. Nimm die Unruhe als Hinweis darauf, woraus du herausgewachsen bist.',
  },
  'Uranus|Moon': {
    conjunction:
      'Uranus auf deinem Mond bringt dein Zuhause und deine Gefühle in Bewegung, manchmal mit einem Umzug oder einer Veränderung im Haushalt. Deine seelischen Bedürfnisse wandeln sich, und die alten Gewohnheiten trösten dich vielleicht nicht mehr.',
    tense:
      'Uranus stört deinen Mond, Stimmungen können umschlagen, und das häusliche Leben wirkt unberechenbar. Gönn dir mehr Luft als sonst und verwechsle Umbruch nicht mit Unglück.',
  },
  'Uranus|Ascendant': {
    conjunction:
      'Uranus über deinem Aszendenten verändert, wie du dich zeigst, manchmal über Nacht: ein neuer Stil, eine neue Umgebung, eine neue Freiheit. Die Menschen lernen dich anders kennen, und es gefällt dir.',
    tense:
      'Unter Uranus in Opposition oder im Quadrat zu deinem Aszendenten überraschen dich Partner und Menschen um dich herum, und Beziehungen brauchen mehr Raum, um zu bestehen. Was zwischen euch starr ist, bricht wahrscheinlich, und was lebendig ist, kann sich anpassen.',
  },
  'Uranus|Medium_Coeli': {
    conjunction:
      'Uranus am höchsten Punkt deines Horoskops kann dein Berufsleben umkrempeln: ein plötzlicher Richtungswechsel, eine neue Rolle, ein anderer Ruf. Unabhängigkeit ist dir jetzt wichtiger als Sicherheit.',
    tense:
      'Uranus im Spannungsaspekt zu deinem MC erschüttert das Gleichgewicht zwischen Beruf und Zuhause, und Pläne können sich ohne Vorwarnung ändern. Lass dir Spielraum und bleib offen für einen Weg, den du nicht geplant hattest.',
  },
  'Neptune|Sun': {
    conjunction:
      'Neptun auf deiner Sonne kann für lange Zeit verschwimmen lassen, wer du zu sein glaubtest, und öffnet dich für Mitgefühl, Kunst und Glauben. Ruh dich mehr aus als sonst und lass deinen Lebenssinn leise wachsen.',
    tense:
      'Neptun vernebelt deine Sonne, Kraft und Selbstvertrauen können schwinden, und andere scheinen dich manchmal in die Irre zu führen. Prüfe die Fakten, achte auf deine Gesundheit und nutze die Zeit, um zu hören, was du wirklich willst.',
  },
  'Neptune|Moon': {
    conjunction:
      'Neptun über deinem Mond macht dich tief empfindsam: Träume sind lebhaft, dein Mitgefühl ist groß, und die Stimmungen anderer gehen dir unter die Haut. Schütze deinen Schlaf und lass deine Fantasie ihre Arbeit tun.',
    tense:
      'Neptun verschleiert deinen Mond, Gefühle sind schwer zu fassen, und Familienangelegenheiten können verworren sein. Sei freundlich zu dir, sag deutlich, was du brauchst, und meide die Flucht in das, was betäubt.',
  },
  'Neptune|Ascendant': {
    conjunction:
      'Neptun über deinem Aszendenten macht dein Auftreten weicher, und deine eigenen Konturen fühlen sich weniger sicher an. Eine gute Zeit für Sanftheit und Kreativität, eine schlechte, um etwas ungelesen zu unterschreiben.',
    tense:
      'Neptun in Opposition oder im Quadrat zu deinem Aszendenten macht andere Menschen schwer durchschaubar, und einen Partner zu idealisieren fällt leicht. Sieh die Menschen, wie sie sind, und bewahre deine Freundlichkeit, ohne den Boden zu verlieren.',
  },
  'Neptune|Medium_Coeli': {
    conjunction:
      'Neptun am höchsten Punkt deines Horoskops kann deinen Beruf unsicher oder unwirklich erscheinen lassen und dich zu einer Arbeit mit Sinn ziehen: Kunst, Fürsorge, Dienst an anderen. Lass deinen Ehrgeiz eine Weile eine leisere Form annehmen.',
    tense:
      'Neptun im Spannungsaspekt zu deinem MC verwischt deine Richtung, und berufliche Pläne können sich auflösen oder ihre Gestalt ändern. Halte deine Ziele locker und deine Vereinbarungen schriftlich.',
  },
  'Pluto|Sun': {
    conjunction:
      'Pluto über deiner Sonne ist eine langsame und vollständige Erneuerung dessen, wer du bist. Vieles, worauf du dich verlassen hast, kann enden, und was bleibt, ist stärker und mehr dein Eigenes.',
    tense:
      'Pluto im Spannungsaspekt zu deiner Sonne bringt Machtkämpfe und Druck, die dich zur Veränderung drängen, ob du willst oder nicht. Lass los, was du nicht kontrollieren kannst, und nimm die Stärke an, die du dabei findest.',
  },
  'Pluto|Moon': {
    conjunction:
      'Pluto über deinem Mond wühlt deine tiefsten Gefühle auf, und Familienmuster und alte Bindungen kommen hoch, um angeschaut zu werden. Was du jetzt fühlst, ist intensiv, und es verändert dich von innen.',
    tense:
      'Pluto setzt deinen Mond unter Spannung, Gefühle gehen tief, und das Zusammenleben zu Hause kann sich wie ein Ringen um Kontrolle anfühlen. Ehrlich zu sagen, was du brauchst, ist das, was dich befreit.',
  },
  'Pluto|Ascendant': {
    conjunction:
      'Pluto über deinem Aszendenten verwandelt, wie du der Welt begegnest: Du wirst intensiver, verschlossener und kraftvoller. Andere spüren die Veränderung, bevor du sie benennst.',
    tense:
      'Pluto in Opposition oder im Quadrat zu deinem Aszendenten macht enge Beziehungen zu einem Feld von Macht und Wandel. Eine Partnerschaft kann sich vertiefen oder enden, und so oder so lernst du, wo deine eigene Kraft liegt.',
  },
  'Pluto|Medium_Coeli': {
    conjunction:
      'Pluto am höchsten Punkt deines Horoskops verwandelt deine Berufung und dein öffentliches Leben, manchmal, indem ein Weg endet, damit ein kraftvollerer beginnen kann. Dein Ehrgeiz reicht jetzt tief: Nutze ihn gut.',
    tense:
      'Pluto im Spannungsaspekt zu deinem MC setzt Beruf und Zuhause zugleich unter Druck, und alte Strukturen geben nach. Verändere, was sich verändern muss, und steh zu dem, was du wirklich willst.',
  },
  'Jupiter|Jupiter': {
    conjunction:
      'Jupiter steht wieder dort, wo er bei deiner Geburt stand, wie alle zwölf Jahre: eine Zeit neuer Zuversicht und frischer Chancen. Weite deinen Horizont und wähle, was im nächsten Zyklus wachsen soll.',
    tense:
      'Jupiter steht an einem Wendepunkt seines zwölfjährigen Zyklus mit sich selbst, und die Hoffnungen, die du vor ein paar Jahren gesät hast, wollen geprüft werden: Was ist gewachsen, und was war nur Versprechen?',
  },
  'Saturn|Saturn': {
    conjunction:
      'Saturn steht wieder dort, wo er bei deiner Geburt stand, wie etwa alle neunundzwanzig Jahre: deine Saturnrückkehr. Es ist eine Zeit der Abrechnung und des Erwachsenwerdens, in der du behältst, was wirklich deins ist, und loslässt, was du für andere übernommen hast.',
    tense:
      'Saturn steht in einem harten Winkel zu seinem eigenen Platz in deinem Horoskop, ein Prüfstein in seinem neunundzwanzigjährigen Zyklus. Was du seit seiner letzten Wende aufgebaut hast, wird geprüft, und was hält, ist es wert, behalten zu werden.',
  },
  'Uranus|Uranus': {
    tense:
      'Uranus steht in einem harten Winkel zu seinem eigenen Platz in deinem Horoskop, einer der Wendepunkte eines Lebens. Ein unruhiger Wunsch, wahrhaftiger zu leben, kann Arbeit, Liebe oder Zuhause aufmischen, und es lohnt sich, auf ihn zu hören.',
  },
  'Neptune|Neptune': {
    tense:
      'Neptun steht in einem harten Winkel zu seinem eigenen Platz in deinem Horoskop, eine Zeit, die nur einmal im Leben kommt: Alte Träume verblassen, und du suchst nach einem Sinn, dem du trauen kannst.',
  },
  'Pluto|Pluto': {
    tense:
      'Pluto steht in einem harten Winkel zu seinem eigenen Platz in deinem Horoskop, ein langsamer Übergang in der Lebensmitte, der dich auffordert, dich deinen Ängsten zu stellen und deine eigene Kraft anzunehmen.',
  },
  'Chiron|Chiron': {
    conjunction:
      'Chiron steht wieder dort, wo er bei deiner Geburt stand, etwa fünfzig Jahre später: deine Chironrückkehr. Alte Wunden kommen wieder in den Blick und mit ihnen die Weisheit, die du im Leben mit ihnen gewonnen hast.',
  },
  'True_Node|True_Node': {
    conjunction:
      'Der Mondknoten steht wieder dort, wo er bei deiner Geburt stand, wie alle achtzehn bis neunzehn Jahre. Er bringt Gelegenheiten und Begegnungen, die dich auf deinen eigenen Weg zurückführen.',
    tense:
      'Die Mondknoten haben sich seit deiner Geburt umgekehrt, ein Halbzeitpunkt ihres Zyklus, an dem der Sog alter Gewohnheiten stark ist und der Weg nach vorn neu gewählt werden will.',
  },
};

/** The bodies a German sentence calls "sie": die Sonne and Venus; the others are "er". */
export const FEMININE_BODIES_DE: ReadonlySet<TransitBody> = new Set(['Sun', 'Venus']);

/** A body opening a sentence, as the texts above name it. */
export const BODY_SUBJECT_DE: Readonly<Record<TransitBody, string>> = {
  Sun: 'Die Sonne',
  Mercury: 'Merkur',
  Venus: 'Venus',
  Mars: 'Mars',
  Jupiter: 'Jupiter',
  Saturn: 'Saturn',
  Uranus: 'Uranus',
  Neptune: 'Neptun',
  Pluto: 'Pluto',
  Chiron: 'Chiron',
  True_Node: 'Der Mondknoten',
};
