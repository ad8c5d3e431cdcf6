// The natal aspect texts in German for every pair whose first point is the Sun, the Moon, Mercury
// or Venus: the same keys in the same order as ../aspects.ts, each entry written in German for its
// own pair and family rather than translated, so the German reading says what the English one says.
import type { STRONG_ASPECT_TEXT } from '../aspects';
import type { AspectTable } from '../types';

export const ASPECT_TEXT_DE_PERSONAL: AspectTable = {
  'Sun|Moon': {
    conjunction:
      'Deine Sonne und dein Mond stehen beieinander, darum ziehen das, was du willst, und das, was du brauchst, an einem Strang. Nahe einem Neumond geboren, verfolgst du deinen Weg mit ungeteilter Entschlossenheit, tust dich aber schwer damit, dich selbst von außen zu sehen.',
    flowing:
      'Wille und Gefühl arbeiten in dir zusammen: Was du anstrebst, verträgt sich meist gut mit dem, was du brauchst. Dieser innere Einklang ist ein stilles Geschenk, und leicht übersiehst du, dass nicht jeder ihn kennt.',
    tense:
      'Deine Sonne und dein Mond ziehen in verschiedene Richtungen: Was du dir vornimmst und was du brauchst, um dich geborgen zu fühlen, passt anfangs selten zusammen. Gibst du beiden Seiten eine Stimme, findest du zu einer Ganzheit, die jemand, der nie wählen musste, nicht kennt.',
  },
  'Sun|Mercury': {
    conjunction:
      'Merkur begleitet deine Sonne, also denkst und sprichst du aus der Mitte deines Wesens heraus. Deine Meinungen fühlen sich wie ein Teil von dir an; das gibt ihnen Überzeugungskraft, macht es dir aber manchmal schwer, andere Sichtweisen gelten zu lassen.',
    flowing:
      'Dein Denken dient deinem Lebensziel ohne Mühe, und was dir wichtig ist, bringst du klar auf den Punkt.',
    tense:
      'Was du denkst und was du anstrebst, können miteinander streiten: Dann redest du dir aus, was du willst, oder ein, was du gar nicht willst. Hörst du diesem inneren Streitgespräch zu, schärft es dein Urteilsvermögen.',
  },
  'Sun|Venus': {
    conjunction:
      'Venus leuchtet neben deiner Sonne und schenkt dir Charme, Sinn für Schönheit und den starken Wunsch, gemocht zu werden. Harmonie ist dir so wichtig, dass du einen Konflikt vielleicht glättest, den du besser offen ansprechen würdest.',
    flowing:
      'Anmut ist dir in die Wiege gelegt: Du gefällst, ohne dich darum zu bemühen, und dein Geschmack und deine Wärme öffnen dir Türen.',
    tense:
      'Der Wunsch, du selbst zu sein, und der Wunsch, geliebt zu werden, ziehen an dir in verschiedene Richtungen, und du lernst, wo das Gefallenwollen seine Grenze haben sollte.',
  },
  'Sun|Mars': {
    conjunction:
      'Sonne und Mars verschmelzen bei dir Willen und Tatkraft: Du bist direkt, mutig und schnell im Handeln, dein Zorn flammt rasch auf und verraucht ebenso schnell. Am besten geht es dir mit einem Ziel, das die Kraft wert ist, die du hineinlegst.',
    flowing:
      'Deine Energie folgt bereitwillig deinem Ziel, sodass du Dinge anpackst und mit einer Ausdauer zu Ende bringst, die andere eher bemerken als du selbst.',
    tense:
      'Wenn Sonne und Mars aneinandergeraten, läuft dein Antrieb deinem Urteil davon, und auf Widerstand antwortest du gern mit noch mehr Druck. Gut genutzt, stärkt diese Reibung deinen Mut und deine Fähigkeit zu harter Arbeit.',
  },
  'Sun|Jupiter': {
    conjunction:
      'Jupiter neben deiner Sonne vergrößert alles, was du bist: Du bist großzügig, hoffnungsvoll und sicher, dass sich die Dinge fügen werden. Dieselbe Zuversicht verspricht manchmal mehr, als eine Woche hergibt.',
    flowing:
      'Glück und Wohlwollen scheinen dir zu folgen, weil du das Beste erwartest und die Menschen dir darin entgegenkommen. Gelegenheiten fallen dir so leicht zu, dass du sie nicht immer ausschöpfst.',
    tense:
      'Sonne und Jupiter verleiten dich, mehr zu wollen, als vernünftig ist, sodass du dich übernimmst, zu viel zusagst oder zu viel ausgibst, bevor du weißt, wie viel dir guttut. Lernst du, Maß zu halten, wird aus deinem großen Hunger echte Leistung.',
  },
  'Sun|Saturn': {
    conjunction:
      'Saturn auf deiner Sonne hat dich früh ernst werden lassen: Du arbeitest hart und traust nur dem, was du dir selbst erarbeitet hast. Selbstvertrauen kommt bei dir spät, doch dann bleibt es.',
    flowing:
      'Disziplin dient deinem Ziel, ohne es zu erdrücken: Du planst, bleibst dran und baust Dinge, die Bestand haben. Andere stützen sich auf deine Beständigkeit mehr, als dir vielleicht bewusst ist.',
    tense:
      'Zwischen Sonne und Saturn trifft Ehrgeiz auf Zweifel, und du fühlst dich vielleicht blockiert, beurteilt oder nie ganz gut genug. Jedes Hindernis, durch das du dich hindurcharbeitest, wird zu einer Autorität, die dir niemand mehr nehmen kann.',
  },
  'Sun|Uranus': {
    conjunction:
      'Uranus auf deiner Sonne macht dich originell, rastlos und allergisch dagegen, dir vorschreiben zu lassen, wer du zu sein hast. Am stärksten bist du, wenn deine Unabhängigkeit etwas dient, das über sie hinausgeht.',
    flowing:
      'Deine Eigenart trägst du mit Leichtigkeit, und du kannst die Richtung wechseln oder Neues wagen, ohne deine Mitte zu verlieren.',
    tense:
      'Dein Bedürfnis, du selbst zu sein, stößt mit Routine, Autoritäten oder deinen eigenen Verpflichtungen zusammen, und plötzliche Brüche prägen deinen Weg. Jeder Umbruch zeigt dir deutlicher, was wirklich zu dir gehört.',
  },
  'Sun|Neptune': {
    conjunction:
      'Neptun löst die Konturen deiner Sonne auf und schenkt dir Fantasie, Mitgefühl und ein Gespür für etwas, das größer ist als du. Ein klares Selbstbild verlangt Arbeit, und kreative oder spirituelle Wege geben ihm Gestalt.',
    flowing:
      'Intuition und Fantasie nähren still dein Lebensziel; du spürst die Stimmung in einem Raum und kannst daraus Kunst, Fürsorge oder eine Vision machen.',
    tense:
      'Im Spannungsfeld von Sonne und Neptun vermischt sich, wer du bist, mit dem Bild, das andere sich von dir erhoffen, und Enttäuschungen lehren dich, Ideale von Illusionen zu unterscheiden. Sobald deine Grenzen fest stehen, wird dein Mitgefühl zur Stärke.',
  },
  'Sun|Pluto': {
    conjunction:
      'Verschmolzen mit deiner Sonne bringt Pluto Intensität, Willenskraft und einen Instinkt für das, was unter der Oberfläche liegt. Du tust nichts halb, und dein Leben führt dich durch tiefe Abschiede und Neuanfänge.',
    flowing:
      'Du verfügst über große innere Reserven und kannst eine Lage oder dich selbst verwandeln, wenn es darauf ankommt. Diese Kraft wirkt im Stillen, und leicht unterschätzt du sie.',
    tense:
      'Machtkämpfe mit anderen oder mit dir selbst begleiten die Reibung zwischen Sonne und Pluto, bis du deine Stärke nutzen kannst, ohne Kontrolle zu brauchen. Krisen werden zu Wendepunkten, aus denen du gestärkt hervorgehst.',
  },
  'Sun|Chiron': {
    conjunction:
      'Chiron auf deiner Sonne legt eine alte Wunde dicht an dein Selbstgefühl, oft den Zweifel, ob du überhaupt strahlen darfst. Indem du sie heilst, wirst du fähig, anderen zu ihrem Selbstvertrauen zurückzuhelfen.',
    flowing:
      'Ohne viel Aufhebens verwandelst du deine Verletzungen in Verständnis, und Menschen suchen bei dir ganz selbstverständlich Rat und Ermutigung.',
    tense:
      'Sonne und Chiron reiben an einer wunden Stelle rund um Wert und Anerkennung, und Selbstzweifel melden sich gerade dann, wenn du nach vorn trittst. Begegnest du ihnen ehrlich, erwächst daraus eine seltene Gabe, andere zu ermutigen.',
  },
  'Sun|North_Node': {
    conjunction:
      'Deine Sonne auf dem nördlichen Mondknoten legt dein Wesen und dein Wachstum auf denselben Weg: Ganz du selbst zu werden, ist deine Aufgabe. Andere spüren oft, dass du eine Bestimmung hast.',
    flowing:
      'Dein Sinn für das eigene Ziel stützt die Richtung, in die du wachsen sollst, und wenn du ihr folgst, tauchen meist die richtigen Menschen und Gelegenheiten auf.',
    tense:
      'Was dir leichtfällt und die Richtung, in die du wachsen sollst, streben auseinander, und womöglich greifst du auf alte Stärken zurück, statt neue aufzubauen. Deine Bestimmung vertieft sich, wenn du den weniger vertrauten Weg wählst.',
  },
  'Sun|Ascendant': {
    conjunction:
      'Mit der Sonne am Aszendenten zeigt sich sofort, wer du bist: Du wirkst genau so, wie du bist, strahlend und kaum zu übersehen.',
    flowing:
      'Dein inneres Anliegen und dein äußeres Auftreten arbeiten zusammen, sodass andere dich richtig einschätzen und schnell Zuneigung zu dir fassen.',
    tense:
      'Wie du der Welt begegnest und was dich im Innersten antreibt, passt auf den ersten Blick nicht zusammen, und manche schätzen dich falsch ein, bis sie dich kennen. Je mehr du von dir zeigst, desto überzeugender wirkst du.',
  },
  'Sun|Midheaven': {
    conjunction:
      'Deine Sonne nahe dem MC stellt dein Wesen ins öffentliche Licht: In Beruf, Ansehen und Berufung kommst du zum Strahlen.',
    flowing:
      'Deine Ziele passen zu deinem Wesen, also findet dich die passende Arbeit oft von selbst, und Anerkennung kommt, ohne dass du sie erzwingen musst.',
    tense:
      'Dein Selbstgefühl und deine öffentliche Rolle ziehen gegeneinander, etwa wenn Zuhause und Karriere konkurrieren oder eine Stelle nicht zu dir passt. Indem du das austrägst, findest du zu einer Berufung, die wirklich deine eigene ist.',
  },
  'Moon|Mercury': {
    conjunction:
      'Mond und Merkur verbinden bei dir Kopf und Herz: Du denkst mit dem Gefühl und sprichst über das, was dich bewegt, mit wachem, flinkem Verstand und einem langen Gedächtnis. Stimmungen färben dein Urteil stärker, als du merkst.',
    flowing:
      'Gefühle in Worte zu fassen, fällt dir leicht, und andere fühlen sich bei dir verstanden, weil du zuhören kannst und weißt, was zu sagen ist.',
    tense:
      'Verstand und Gefühl streiten in dir: Die Logik wischt weg, was du fühlst, oder eine Stimmung fegt beiseite, was du weißt, und Sorgen drehen sich im Kreis. Benennst du ein Gefühl, bevor du darüber nachdenkst, kommen beide miteinander ins Gespräch.',
  },
  'Moon|Venus': {
    conjunction:
      'Mond und Venus machen einander weich, und Zärtlichkeit, Zuneigung und die Liebe zu Behaglichkeit und Schönheit prägen dich. Du brauchst Wärme um dich und verschenkst sie großzügig.',
    flowing:
      'Zuneigung fällt dir leicht, und in deiner Nähe fühlen sich Menschen willkommen und wohl. Dein Charme ist so selbstverständlich, dass du kaum merkst, wie sehr er dir den Weg ebnet.',
    tense:
      'Was dich tröstet und was dich anzieht, ist nicht immer dasselbe, und so konkurrieren Bedürfnis und Begehren in der Liebe oder beim Geldausgeben. Weißt du, welches von beiden du gerade nährst, fällt die Wahl leichter.',
  },
  'Moon|Mars': {
    conjunction:
      'Mond und Mars machen deine Gefühle heiß und schnell: Du reagierst sofort, beschützt leidenschaftlich, was du liebst, und kannst aufbrausen, bevor du weißt, warum. Bewegung und Sport geben diesen Gefühlen ein Ventil.',
    flowing:
      'Du handelst mutig und ehrlich nach deinen Gefühlen und stehst ohne Zögern für die Menschen ein, die dir am Herzen liegen.',
    tense:
      'Stehen Mond und Mars in Spannung, liegen Bedürfnis und Wut dicht beieinander, sodass sich Gereiztheit schnell aufstaut und zu Hause in Streit umschlagen kann. Sobald du weißt, was die Wut beschützt, wird sie zur Kraft, Dinge zu verändern.',
  },
  'Moon|Jupiter': {
    conjunction:
      'Jupiter weitet deinen Mond zu Großzügigkeit, Zuversicht und großen Gefühlen. Du bist herzlich und gastfreundlich und lädst dir manchmal mehr auf, als dir guttut, seelisch ebenso wie beim Essen oder Geldausgeben.',
    flowing:
      'Seelischer Auftrieb ist deine Gabe: Du erholst dich von Rückschlägen, vertraust darauf, dass das Leben für dich sorgt, und andere fühlen sich in deiner Nähe leichter.',
    tense:
      'Mond und Jupiter blähen deine Bedürfnisse auf: Vielleicht versprichst du zu viel, gönnst dir zum Trost zu viel oder erwartest mehr, als eine Lage hergeben kann. Wenn du spürst, was genug ist, wird aus deiner Großzügigkeit etwas, worauf man sich verlassen kann.',
  },
  'Moon|Saturn': {
    conjunction:
      'Saturn steht bei deinem Mond, darum hast du früh gelernt, Gefühle im Zaum zu halten und für dich selbst zu sorgen. Du bist verlässlich und genügst dir selbst, und dich von anderen umsorgen zu lassen, lernst du erst mit der Zeit.',
    flowing:
      'Deine Gefühle sind beständig und vernünftig: Du trägst Verantwortung mit Ruhe und gibst anderen ein Gefühl von Sicherheit.',
    tense:
      'Zwischen Mond und Saturn ziehen Bedürfnis und Pflicht gegeneinander, und du fühlst dich vielleicht einsam, ohne Rückhalt oder schuldig, weil du dir Trost wünschst. Schenkst du dir selbst die Fürsorge, die du nicht immer bekommen hast, wächst daraus tiefe seelische Reife.',
  },
  'Moon|Uranus': {
    conjunction:
      'Uranus bei deinem Mond macht dein Gefühlsleben wechselhaft und unabhängig: Du brauchst Freiraum, Neues und ein Zuhause, das dir Freiheit lässt. Gefühle kommen und gehen bei dir wie ein plötzlicher Wetterumschwung.',
    flowing:
      'Veränderungen nimmst du gelassen, und du bewahrst deine seelische Unabhängigkeit, ohne dich von den Menschen zu entfernen, die dir nahestehen.',
    tense:
      'Mond und Uranus lassen dich zwischen dem Bedürfnis nach Nähe und dem nach Raum hin und her pendeln, sodass du dich abrupt zurückziehst oder dich von Routine eingesperrt fühlst. Ein Leben, in dem Freiraum fest eingeplant ist, beruhigt diese Unruhe.',
  },
  'Moon|Neptune': {
    conjunction:
      'Stehen Neptun und dein Mond zusammen, bist du zutiefst empfänglich: Du nimmst die Gefühle um dich herum auf, träumst lebhaft und leidest mit jedem, der Schmerzen hat. Zeit für dich allein hilft dir zu sortieren, welche Gefühle deine eigenen sind.',
    flowing:
      'Deine Intuition arbeitet leise und treffsicher, und du begegnest den Menschen um dich mit Fantasie und sanftem Mitgefühl.',
    tense:
      'Zwischen Mond und Neptun verschwimmen Gefühl und Fantasie, sodass du Menschen vielleicht idealisierst, ihre Stimmungen übernimmst oder flüchtest, wenn es schwer wird. Feste Grenzen verwandeln deine Empfindsamkeit in Mitgefühl statt in Verwirrung.',
  },
  'Moon|Pluto': {
    conjunction:
      'Pluto bei deinem Mond macht deine Gefühle intensiv, verschwiegen und kompromisslos, ganz oder gar nicht. Du bindest dich tief, spürst verborgene Beweggründe und gehst durch seelische Abschiede, die dich neu formen.',
    flowing:
      'Du besitzt echte seelische Tiefe und Ausdauer und kannst schweren Gefühlen, deinen eigenen wie denen anderer, standhalten, ohne zurückzuschrecken.',
    tense:
      'Mond und Pluto wühlen starke Gefühle um Kontrolle, Vertrauen und Verlust auf, oft mit Wurzeln im frühen Familienleben. Stellst du dich ihnen, statt sie zu bewachen, erwächst dir eine bemerkenswerte seelische Stärke.',
  },
  'Moon|Chiron': {
    conjunction:
      'Wo Chiron deinen Mond trifft, liegt eine empfindliche Stelle rund ums Umsorgtwerden, vielleicht das Gefühl, dass deine Bedürfnisse nie ganz gestillt wurden. Dieselbe Empfindsamkeit macht dich zu jemandem, der andere ganz natürlich tröstet.',
    flowing:
      'Durch deine eigenen Verletzungen verstehst du die der anderen, und du linderst sie, ohne Aufhebens davon zu machen.',
    tense:
      'Stehen Mond und Chiron in Spannung, wird eine alte seelische Wunde berührt: Fürsorge fühlt sich unsicher an, und du kümmerst dich womöglich bereitwilliger um andere als um dich. Die Heilung liegt darin, auch für deine eigenen Bedürfnisse zu sorgen.',
  },
  'Moon|North_Node': {
    conjunction:
      'Dein Mond auf dem nördlichen Mondknoten macht seelisches Wachstum zu deinem Weg: Folgst du dem, was du wirklich brauchst, kommst du voran. Menschen kommen dir beim ersten Treffen oft vertraut vor.',
    flowing:
      'Deine Instinkte stützen deinen Weg, und wenn du deinen Gefühlen traust, wächst du in die Richtung, die zu dir passt.',
    tense:
      'Was dir seelisch vertraut ist und wohin du wachsen sollst, streben auseinander: Die Gewohnheit fühlt sich sicher an, der Fortschritt verlangt etwas Neues. Kleine Schritte weg von dem, was dich beruhigt, zahlen sich aus.',
  },
  'Moon|Ascendant': {
    conjunction:
      'Mit dem Mond nahe dem Aszendenten stehen dir deine Gefühle ins Gesicht geschrieben: Du bist empfänglich, zugänglich und leicht zu lesen, und deine Stimmungen prägen den ersten Eindruck.',
    flowing:
      'Gefühl und Auftreten stimmen bei dir überein, darum wirkst du warm und aufrichtig, und Menschen fühlen sich bei dir zu Hause.',
    tense:
      'Was du fühlst und wie du wirkst, kann auseinanderfallen, sodass andere deine Stimmungen falsch deuten oder deine Bedürfnisse übersehen. Sag offen, was in dir vorgeht, dann schließt sich die Lücke.',
  },
  'Moon|Midheaven': {
    conjunction:
      'Dein Mond nahe der Himmelsmitte trägt deine Gefühle ins öffentliche Leben: Die Öffentlichkeit liest deine Stimmungen, bevor du sie benennst, du arbeitest am besten dort, wo du spürst, was Menschen brauchen, und dein Ruf hängt davon ab, wie sich andere bei dir fühlen.',
    flowing:
      'Deine emotionale Intelligenz kommt deinem Beruf zugute, und Arbeit, bei der du spürst, was Menschen brauchen, liegt dir.',
    tense:
      'Zuhause und Beruf ringen um dich, und private Bedürfnisse stoßen mit öffentlichen Anforderungen zusammen. Ein Rhythmus, der beidem gerecht wird, hält dich im Gleichgewicht.',
  },
  'Mercury|Venus': {
    conjunction:
      'Stehen Merkur und Venus zusammen, gehst du anmutig mit Worten um: Du bist taktvoll und überzeugend und fühlst dich zu Sprache, Musik oder Gestaltung hingezogen. Eine harte Wahrheit polierst du manchmal so weich, dass sie nicht mehr sagt, was du meintest.',
    flowing:
      'Du sprichst und schreibst mit Charme und kannst selbst einen schwierigen Punkt freundlich vorbringen.',
    tense:
      'Kopf und Geschmack sind sich bei dir nicht immer einig, und in dem, was du sagst, ringen Diplomatie und Ehrlichkeit miteinander. Worte zu finden, die zugleich freundlich und wahr sind, wird zu deinem Handwerk.',
  },
  'Mercury|Mars': {
    conjunction:
      'Merkur und Mars zusammen ergeben einen scharfen, schnellen Verstand und eine schlagfertige Zunge: Du argumentierst gut, entscheidest rasch und genießt eine Debatte. Deine Worte treffen manchmal härter, als du beabsichtigst.',
    flowing:
      'Du bist geistesgegenwärtig, sprichst mit Überzeugung und setzt Ideen ohne Verzögerung in die Tat um.',
    tense:
      'Zwischen Merkur und Mars wird aus einem Gespräch leicht ein Gefecht, und du redest womöglich, bevor du nachdenkst. Gezügelt macht dich diese Schärfe zu jemandem, der eine Sache mit großer Wirkung vertreten kann.',
  },
  'Mercury|Jupiter': {
    conjunction:
      'Jupiter weitet deinen Merkur zu einem Denken in großen Zusammenhängen: neugierig, zuversichtlich und begeistert von Ideen, Reisen und dem Lehren. Während du auf den Horizont schaust, entgehen dir leicht die Einzelheiten.',
    flowing:
      'Lernen fällt dir leicht, und du erklärst großzügig, darum suchen andere bei dir den weiteren Blick.',
    tense:
      'Merkur und Jupiter verleiten dich, mehr zu sagen, als du weißt, oder mehr zu versprechen, als du überprüfen kannst. Prüfst du große Ideen an den Tatsachen, wird aus Begeisterung ein gesundes Urteil.',
  },
  'Mercury|Saturn': {
    conjunction:
      'Saturn bei deinem Merkur schenkt dir einen sorgfältigen, ernsthaften Verstand: Du denkst, bevor du sprichst, behältst das Wesentliche und misstraust einfachen Antworten. Zweifel an deiner eigenen Klugheit halten dich vielleicht zurück, bis die Erfahrung sie widerlegt.',
    flowing:
      'Dein Denken ist praktisch und gründlich, mit einer Begabung für Struktur, Planung und geduldiges Lernen.',
    tense:
      'Wenn Merkur und Saturn im Konflikt stehen, lasten Kritik und Sorge auf deinem Denken, und du fühlst dich vielleicht überhört oder meldest dich nur zögernd zu Wort. Beharrlichkeit macht daraus Meisterschaft in allem, worin du dich vertiefst.',
  },
  'Mercury|Uranus': {
    conjunction:
      'Uranus elektrisiert deinen Merkur: Dein Verstand ist erfinderisch, schnell und eigenwillig, und Einsichten kommen dir blitzartig. Anderen fällt es mitunter schwer, deinen Gedankensprüngen zu folgen.',
    flowing:
      'Originelle Ideen fliegen dir zu, und neue Technik wie neue Denkweisen eignest du dir mühelos an.',
    tense:
      'Merkur und Uranus machen dein Denken rastlos und widerspenstig, sodass du anderen ins Wort fällst, Ratschläge ausschlägst oder deine Aufmerksamkeit zerstreust. Gut gelenkt löst diese nervöse Brillanz Probleme, an denen andere scheitern.',
  },
  'Mercury|Neptune': {
    conjunction:
      'Neptun bei deinem Merkur schenkt dir einen poetischen, intuitiven Geist, der in Bildern denkt und das Unausgesprochene auffängt. Fakten und Termine verschwimmen leicht, also schreib dir die wichtigen auf.',
    flowing:
      'Die Fantasie nährt deine Worte, und du kannst feine Empfindungen in Texten, Musik oder Geschichten ausdrücken.',
    tense:
      'Merkur und Neptun können dein Denken vernebeln, und Missverständnisse, Unklarheit oder der Hang, eine Lage schönzusehen, bringen dich ins Stolpern. Prüfe die Fakten und vertraue zugleich deiner Intuition, dann hast du das Beste aus beidem.',
  },
  'Mercury|Pluto': {
    conjunction:
      'Pluto vertieft deinen Merkur zu einem durchdringenden Verstand, der forscht, nachbohrt und zwischen den Zeilen liest. Deine Worte können mächtig überzeugen oder tief verletzen.',
    flowing:
      'Du erfasst schnell den Kern einer Sache, und deine Einsichten können verändern, wie andere denken.',
    tense:
      'Im Spannungsfeld von Merkur und Pluto werden Gespräche leicht zum Machtkampf, und du hütest vielleicht Geheimnisse oder verbeißt dich in einen Standpunkt. Ehrlich eingesetzt, bringt die Tiefe deines Denkens Wahrheiten ans Licht, denen andere ausweichen.',
  },
  'Mercury|Chiron': {
    conjunction:
      'Chiron bei deinem Merkur berührt eine alte Kränkung rund ums Gehört- und Verstandenwerden, vielleicht aus der Schule oder von zu Hause. Findest du deine Stimme, kannst du andere, denen es ähnlich ergeht, geduldig beim Lernen begleiten.',
    flowing: 'Du findest die richtigen Worte für Schmerz, und Menschen vertrauen dir an, was ihnen wehtut.',
    tense:
      'Merkur und Chiron wecken Selbstzweifel an deinem Verstand oder deiner Stimme, sodass du zögerst, etwas zu sagen, oder dich übermäßig vorbereitest. Die Heilung beginnt dort, wo du trotzdem sprichst.',
  },
  'Mercury|North_Node': {
    conjunction:
      'Merkur auf deinem nördlichen Mondknoten macht Lernen, Sprechen und Schreiben zu einem Teil deines Weges: Die Neugier führt dich dorthin, wo du hinmusst.',
    flowing: 'Deine Art zu denken fördert dein Wachstum, und oft öffnet dir ein Gespräch die nächste Tür.',
    tense:
      'Eingefahrene Denkgewohnheiten ziehen gegen die Richtung, in die du wachsen sollst, sodass vertraute Meinungen die neuen Ideen fernhalten, die du brauchst. Die Bereitschaft, etwas Ungewohntes zu lernen, bringt dich weiter.',
  },
  'Mercury|Ascendant': {
    conjunction:
      'Merkur auf deinem Aszendenten lässt dich schnell, neugierig und gesprächig wirken; andere begegnen zuerst deinem Verstand.',
    flowing: 'Du drückst dich klar und mühelos aus, und erste Gespräche verlaufen für dich meist gut.',
    tense:
      'Deine Worte und dein Auftreten können unterschiedliche Signale senden, sodass man dich manchmal falsch versteht. Fragst du nach, ob du verstanden wurdest, ersparst du dir Ärger.',
  },
  'Mercury|Midheaven': {
    conjunction:
      'Merkur nahe der Himmelsmitte lenkt deinen Beruf in Richtung Worte, Ideen, Handel oder Lehre, und du wirst für das bekannt, was du sagst.',
    flowing:
      'Dein Geschick mit Worten dient ganz natürlich deinen Zielen, und deine Arbeit profitiert davon, dass du gut erklären kannst.',
    tense:
      'Dein Denken und deine beruflichen Ziele ziehen gegeneinander, und du zweifelst vielleicht daran, wie du im Berufsleben klingst. Eine Aufgabe, die deinen Verstand ganz fordert, löst diese Spannung.',
  },
  'Venus|Mars': {
    conjunction:
      'Venus und Mars verbinden bei dir Anziehung und Begehren: Du bist warmherzig und leidenschaftlich, hast eine starke Ausstrahlung und gehst dem nach, was du liebst. Romantische und schöpferische Energie fließen reichlich in dir.',
    flowing:
      'Zuneigung und Begehren arbeiten bei dir zusammen, sodass du Liebe und Genuss mühelos und mit einem Gespür für den richtigen Moment suchst.',
    tense:
      'Venus und Mars stellen den Wunsch nach Harmonie gegen den Wunsch, dich durchzusetzen, sodass die Liebe zwischen Anziehung und Streit schwanken kann. Gerade diese Reibung nährt echte Leidenschaft und schöpferischen Antrieb.',
  },
  'Venus|Jupiter': {
    conjunction:
      'Jupiter bei deiner Venus verdoppelt deine Wärme, deine Großzügigkeit und deine Freude an schönen Dingen. Du ziehst Zuneigung an und kannst verschwenderisch sein mit Geld, Essen oder Lob.',
    flowing:
      'Güte und guter Geschmack fallen dir leicht, Menschen sind gern mit dir zusammen, und das Glück kommt oft über Beziehungen zu dir.',
    tense:
      'Venus und Jupiter verführen dich zum Zuviel: zum Geldausgeben, zum Schwelgen oder zu der Erwartung, die Liebe müsse vollkommen sein. Wenn du weißt, wann es genug ist, bleibt deine Großzügigkeit von Dauer.',
  },
  'Venus|Saturn': {
    conjunction:
      'Saturn bei deiner Venus macht dich ernst in der Liebe: vorsichtig, treu und langsam im Vertrauen, mit einem Sinn für Qualität und für das, was bleibt. Zuneigung vertieft sich bei dir mit der Zeit und blüht oft erst später im Leben auf.',
    flowing:
      'In Liebe und Geldfragen bringst du Verlässlichkeit und Ausdauer mit, und was du in Beziehungen aufbaust, hält.',
    tense:
      'Wenn Venus und Saturn im Konflikt stehen, kann sich Liebe wie knapp zugeteilt anfühlen: Du fürchtest vielleicht Zurückweisung oder fühlst dich von der Zuneigung abgeschnitten, die du dir wünschst. Geduld und Selbstachtung machen daraus eine reife, sichere Liebe.',
  },
  'Venus|Uranus': {
    conjunction:
      'Uranus auf deiner Venus bringt plötzliche Anziehung, ungewöhnliche Vorlieben und ein Bedürfnis nach Freiheit in der Liebe. Dich reizt das Unerwartete, das Vorhersehbare langweilt dich.',
    flowing:
      'Du bringst Originalität in Liebe und Kunst und hältst Beziehungen lebendig, ohne Drama zu brauchen.',
    tense:
      'Venus und Uranus ziehen dich zwischen Nähe und Freiheit hin und her, sodass Beziehungen abrupt beginnen und enden können. Eine Verbindung, die beiden Raum lässt, bringt Ruhe hinein.',
  },
  'Venus|Neptune': {
    conjunction:
      'Mit Neptun an deiner Venus hast du eine romantische, künstlerische Seele: Du liebst idealistisch, empfindest Schönheit tief und kannst dich bis zur Selbstaufgabe hingeben. Siehst du Menschen so, wie sie sind, bleibt dir manche Enttäuschung erspart.',
    flowing:
      'Deine Fantasie bereichert Liebe und Kunst, und du schenkst den Menschen, die dir am Herzen liegen, Zärtlichkeit und einen Hauch von Zauber.',
    tense:
      'Zwischen Venus und Neptun verschwimmen Liebe und Sehnsucht, sodass du dich in ein Ideal verliebst, jemanden retten willst oder an jemanden gerätst, der nicht zu haben ist. Mit klarem Blick schenkst du deine Hingabe Menschen, die sie erwidern.',
  },
  'Venus|Pluto': {
    conjunction:
      'Pluto bei deiner Venus macht die Liebe intensiv und verwandelnd: Du liebst mit ganzer Seele, wirkst stark anziehend und wirst durch deine Beziehungen verändert. Eifersucht und Besitzdenken sind der Schatten, auf den du achten solltest.',
    flowing:
      'Deine Zuneigung ist tief und treu, und deine Beziehungen haben die Kraft, dich zu heilen und zu erneuern.',
    tense:
      'Venus und Pluto bringen Macht, Eifersucht und Besessenheit in die Liebe, verbunden mit der Angst, verlassen oder beherrscht zu werden. Stellst du dich diesen Ängsten ehrlich, wird deine Liebe tief und vertrauenswürdig.',
  },
  'Venus|Chiron': {
    conjunction:
      'Sitzt Chiron bei deiner Venus, trägt die Liebe eine alte Wunde, oft verbunden mit dem Zweifel, ob du liebenswert oder attraktiv bist. Durch sie lernst du eine mitfühlende, annehmende Art zu lieben.',
    flowing:
      'Du siehst Schönheit im Unvollkommenen und schenkst eine Liebe, die anderen hilft, sich selbst anzunehmen.',
    tense:
      'Wenn Venus und Chiron in Spannung stehen, tauchen Zweifel an deinem Wert in der Liebe auf, und du gibst dich womöglich mit weniger zufrieden oder bemühst dich zu sehr zu gefallen. Schätzt du dich zuerst selbst, ändert sich, wen du anziehst.',
  },
  'Venus|North_Node': {
    conjunction:
      'Venus auf deinem nördlichen Mondknoten macht Liebe, Schönheit und Zusammenarbeit zu einem Teil deines Weges, und Beziehungen bringen dich voran.',
    flowing: 'Dein Charme und deine Werte fördern dein Wachstum, und Partnerschaften öffnen dir Türen.',
    tense:
      'Was sich in der Liebe bequem anfühlt und was dich wachsen lässt, streben auseinander, und in Beziehungen fällst du vielleicht in vertraute Muster zurück. Es lohnt sich, das Wachstum dem bloß Angenehmen vorzuziehen.',
  },
  'Venus|Ascendant': {
    conjunction:
      'Venus auf deinem Aszendenten schenkt dir Charme und eine gewinnende Ausstrahlung; Menschen mögen dich auf den ersten Blick.',
    flowing:
      'Dein Auftreten ist anmutig und angenehm, und in Gesellschaft sorgst du mühelos für gute Stimmung.',
    tense:
      'Was dir wertvoll ist und wie du dich zeigst, passt nicht ganz zusammen, und vielleicht sorgst du dich darum, wie anziehend du wirkst. Kleide dich und handle für dich selbst statt für Beifall, dann wird es leichter.',
  },
  'Venus|Midheaven': {
    conjunction:
      'Venus nahe dem MC begünstigt einen Beruf in Kunst, Schönheit, Diplomatie oder der Arbeit mit Menschen, und dein Charme kommt deinem Ansehen zugute.',
    flowing:
      'Deine Liebenswürdigkeit und dein Geschmack dienen deinen Zielen, und Kolleginnen und Kollegen helfen dir gern weiter.',
    tense:
      'Liebe und Beruf konkurrieren um deine Zeit, oder was dir Freude macht, verträgt sich nicht mit dem, was deine Arbeit verlangt. Eine Arbeit, die du wirklich schätzt, löst die Spannung.',
  },
};

/**
 * STRONG_ASPECT_TEXT in German: the pair texts that promise ease, told when one of the pair is in
 * its exile or fall. `{weak}` is a clause ("da Venus im Fall steht"), so the main clause after it
 * starts with its verb. Without these a Venus in fall read "anmutig … mühelos" under a paragraph
 * that had just called her grace a learned one (review de-6).
 */
export const STRONG_ASPECT_TEXT_DE: typeof STRONG_ASPECT_TEXT = {
  'Sun|Ascendant': {
    conjunction:
      'Mit der Sonne am Aszendenten zeigt sich dein Wesen vom ersten Moment an, doch {weak}, sehen andere eher die Anstrengung als die Leichtigkeit: jemanden, der sich noch beweist.',
    flowing:
      'Dein inneres Ziel und dein Auftreten arbeiten zusammen, doch {weak}, brauchen andere eine Weile, bis sie dich richtig lesen.',
  },
  'Sun|Midheaven': {
    conjunction:
      'Die Sonne nahe dem MC stellt dein Wesen in die Öffentlichkeit, und {weak}, baut sich das Ansehen, das du suchst, Schritt für Schritt auf, statt dir geschenkt zu werden.',
    flowing:
      'Deine Ziele passen zu deinem Wesen, doch {weak}, folgt die Anerkennung der Arbeit, statt ihr vorauszugehen.',
  },
  'Moon|Ascendant': {
    conjunction:
      'Der Mond nahe dem Aszendenten macht deine Gefühle zu einem Teil jedes ersten Eindrucks, doch {weak}, zeigen sie sich eher als Intensität denn als Offenheit: Andere spüren eine Stimmung, lange bevor sie sie deuten können.',
    flowing:
      'Deine Gefühle und dein Auftreten stimmen überein, doch {weak}, bist du anfangs zurückhaltend und schenkst deine Wärme ganz nur denen, die sie sich verdient haben.',
  },
  'Moon|Venus': {
    conjunction:
      'Mond und Venus verbinden Geborgenheit und Zuneigung, und {weak}, ist die Zärtlichkeit echt, zeigt sich aber behutsam, wenigen Menschen und in deinem eigenen Tempo.',
    flowing:
      'Deine Gefühle und deine Zuneigung stützen einander, und {weak}, ist deine Wärme eine Freundlichkeit, die du übst, kein Charme, der dir in den Schoß gefallen ist.',
  },
  'Venus|Mars': {
    conjunction:
      'Venus und Mars verbinden Zuneigung und Begehren, doch {weak}, ziehen die beiden nicht gleich stark: Zuneigung und Begehren kommen selten im selben Moment, und Reibung flammt auf, wenn Gefühle unausgesprochen bleiben.',
  },
  'Moon|Jupiter': {
    flowing:
      'Mond und Jupiter stützen einander, und {weak}, ist dein Optimismus ein erarbeiteter: Von Rückschlägen erholst du dich, indem du den nächsten vernünftigen Schritt tust, nicht indem du darauf vertraust, dass es das Leben schon richtet.',
  },
  'Mercury|Ascendant': {
    flowing:
      'Deine Worte und dein Auftreten passen zusammen, und {weak}, kommt das, was du sagst, am besten an, wenn du dir Zeit genommen hast, es zu formen.',
  },
  'Mercury|Midheaven': {
    flowing:
      'Dein Verstand dient deinen Zielen, und {weak}, nützen deiner Arbeit am meisten die Erklärungen, die du vorbereitet hast.',
  },
  'Venus|Ascendant': {
    conjunction:
      'Venus auf deinem Aszendenten legt Anmut in dein Auftreten, und {weak}, ist es eine erarbeitete Anmut: Andere bemerken deine Sorgfalt vor deinem Charme.',
    flowing:
      'Dein Auftreten ist freundlich und bedacht, und {weak}, ist die Leichtigkeit, die andere sehen, etwas, das du geübt hast.',
  },
  'Venus|Midheaven': {
    conjunction:
      'Venus nahe dem MC begünstigt einen Beruf in Kunst, Schönheit, Diplomatie oder der Arbeit mit Menschen, und {weak}, ruht dein Ansehen auf geschultem Geschmack mehr als auf bloßem Charme.',
    flowing:
      'Dein Geschmack dient deinen Zielen, und {weak}, gewinnst du das Wohlwollen anderer eher durch Sorgfalt als durch Liebenswürdigkeit.',
  },
  'Mars|Ascendant': {
    flowing:
      'Deine Energie und dein Auftreten arbeiten zusammen, und {weak}, wirkt die Zuversicht, die andere sehen, eher beständig als kraftvoll.',
  },
  'Mars|Midheaven': {
    flowing:
      'Deine Energie dient deinen Zielen, und {weak}, kommst du beruflich eher durch Ausdauer als durch kühne Schritte voran.',
  },
  'Jupiter|Ascendant': {
    conjunction:
      'Jupiter auf deinem Aszendenten gibt dir eine großzügige Ausstrahlung, und {weak}, ist die Großzügigkeit bemessen: Andere sehen jemanden, der mit Bedacht gibt statt mit vollen Händen.',
    flowing:
      'Dein Wohlwollen zeigt sich in deinem Auftreten, und {weak}, öffnen sich Türen, weil andere gesehen haben, dass du dein Wort hältst.',
  },
  'Jupiter|Midheaven': {
    flowing:
      'Deine Laufbahn wächst stetig, und {weak}, wächst sie eher durch Urteilskraft und gute Arbeit als durch Glück oder Beziehungen.',
  },
};
