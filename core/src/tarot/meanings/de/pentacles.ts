// German readings need German sentences, not translated English ones: every text here is written
// anew in German. Hardship cards speak of money plainly, health and legal texts stay gentle.
import type { CardMeanings } from '../types';

export const PENTACLES_MEANINGS_DE: CardMeanings = {
  'pentacles-01-ace': {
    upright: {
      theme: 'eine handfeste neue Gelegenheit, ein Samenkorn des Wohlstands in deiner Hand',
      meaning:
        'Aus einer Wolke reicht eine Hand eine goldene Münze über einen blühenden Garten, und ein Rosenbogen öffnet den Blick auf die Hügel. Das Ass der Münzen ist ein greifbarer Anfang: Geld, eine Stelle, ein Zuhause oder ein solides Angebot, aus dem dauerhafte Sicherheit wachsen kann. Waite sprach von vollkommener Zufriedenheit und Glückseligkeit – vom Gold in der eigenen Hand.',
      subjects: {
        love: 'Eine Beziehung mit echtem Fundament beginnt, oder eine bestehende gewinnt an Sicherheit. Tatkräftige Gesten sagen jetzt so viel wie Worte.',
        work: 'Eine neue Stelle, ein Vertrag oder eine geschäftliche Gelegenheit mit echten Aussichten zeigt sich. Nimm sie ernst und sorge für einen soliden Anfang.',
        money:
          'Neues Einkommen, ein unverhoffter Geldsegen oder eine gute Anlage ist unterwegs. Säe es mit Bedacht, damit es wachsen kann.',
        health:
          'Ein frischer Anfang in der Sorge um deinen Körper zahlt sich aus. Wähl eine gute Gewohnheit rund um Essen, Schlaf oder Bewegung, fang noch diese Woche damit an und halte es einfach.',
        home: 'Ein neues Zuhause, ein Kauf oder ein Schritt zu mehr Sicherheit für die Familie steht unter einem guten Stern. Investiere in deine Wurzeln.',
        travel:
          'Eine Reise mit praktischem Zweck oder ein Umzug, der deine Lage verbessert, ist begünstigt. Mach den Plan konkret.',
        study:
          'Ein Kurs, ein Stipendium oder ein Abschluss öffnet die Tür zu etwas Solidem. Melde dich an und nimm die Arbeit ernst.',
        legal:
          'Eine Entscheidung, die Eigentum oder Einkommen sichert, verdient es, sorgfältig verfolgt zu werden. Sorg von Anfang an dafür, dass die Unterlagen stimmen.',
        spirit:
          'Auch die materielle Welt kann ein Ort des Segens sein. Verankere deine Hoffnungen in etwas, das du anfassen kannst.',
      },
      advice:
        'Nimm das greifbare Angebot an, das vor dir liegt, und tu noch diese Woche einen ordentlichen ersten Schritt.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine Chance, die dir entgleitet, bevor sie Wurzeln schlagen kann',
      meaning:
        'Umgekehrt zeigt das Ass der Münzen, was Waite die üble Seite des Reichtums nannte: Geld, das verdirbt, oder eine Gelegenheit, die an schlechter Planung scheitert. Das Angebot wird vielleicht verpasst, falsch eingeschätzt oder steht auf wackligem Grund. Sieh dir genau an, was du in der Hand hältst, bevor du zugreifst oder es fallen lässt.',
      subjects: {
        love: 'Materielle Sorgen drängen das Gefühl womöglich in den Hintergrund, oder ein vielversprechender Anfang gerät ins Stocken. Frag dich, worin du eigentlich investierst.',
        work: 'Eine Gelegenheit kann platzen oder sich als weniger solide erweisen, als sie schien. Prüf die Einzelheiten und halte einen Ausweichplan bereit.',
        money:
          'Schlechte Planung oder Gier könnten einen Gewinn wieder zunichtemachen. Tritt auf die Bremse und gib kein Geld aus, das noch gar nicht da ist.',
        health:
          'Deine guten Vorsätze für dein Wohlbefinden sind noch keine Gewohnheiten geworden. Fang kleiner an und bleib dran.',
        home: 'Ein Kauf oder ein Umzug verzögert sich vielleicht oder kostet mehr als erwartet. Leg eine Reserve für Überraschungen zurück, bevor du dich festlegst.',
        travel:
          'Eine Reise wird womöglich teurer als geplant, oder die Vorbereitungen zerschlagen sich. Plane einen Puffer ein.',
        study:
          'Ein Studienplatz oder eine Förderung könnte dir durch Zögern entgehen. Prüf heute noch die Fristen und reich deine Bewerbung ein.',
        legal:
          'Eine Sache um Eigentum oder Geld ist womöglich nicht so sicher, wie sie aussieht. Lies alles gründlich und lass dich beraten.',
        spirit:
          'Die Jagd nach Sicherheit oder Reichtum lässt dich leer zurück. Erinnere dich daran, wofür Geld eigentlich da ist.',
      },
      advice: 'Prüf das Fundament des Angebots, bevor du auch nur einen Cent davon ausgibst.',
      lean: 'no',
    },
  },
  'pentacles-02-two': {
    upright: {
      theme: 'ein munteres Jonglieren, bei dem du zwei Anforderungen zugleich in der Luft hältst',
      meaning:
        'Ein junger Mann tanzt und jongliert dabei mit zwei Münzen, die eine endlose Schleife verbindet, und hinter ihm reiten Schiffe auf hohen Wellen. Die Zwei der Münzen steht für Gleichgewicht, Wendigkeit und das Geschick, widerstreitende Ansprüche mit Humor zu meistern. Waite sah darin Fröhlichkeit und Unruhe zugleich: Das Leben ist voll, der Boden bleibt in Bewegung, und im Moment hältst du mit.',
      subjects: {
        love: 'Die Liebe muss sich die Zeit mit einem übervollen Kalender teilen, und das gelingt, wenn du sie einplanst. Halte dir einen Abend in der Woche frei, den dir nichts anderes nehmen darf.',
        work: 'Zwei Stellen, zwei Projekte oder zwei Vorgesetzte ziehen an dir, und du meisterst das besser, als du denkst. Entscheide jeden Morgen, was heute Vorrang hat.',
        money:
          'Das Geld geht so schnell hinaus, wie es hereinkommt, und du schiebst es hin und her, um die Lücken zu stopfen. Ein kurzer Blick auf den Kontostand einmal pro Woche hält dich auf dem Laufenden.',
        health:
          'Eine volle Zeit braucht einen ruhigen Takt darunter. Sorg zuerst für feste Zeiten zum Schlafen und Essen, und lass den Rest der Woche beweglich bleiben.',
        home: 'Das Familienleben und alles andere streiten sich um dieselben Stunden. Sprich offen darüber, wer was trägt, damit niemand im Stillen jongliert.',
        travel:
          'Eine Reise muss vielleicht zwischen andere Verpflichtungen passen, oder du schwankst zwischen zwei Zielen. Halte den Plan locker genug, um ihn zu ändern, wenn die Gezeiten wechseln.',
        study:
          'Das Lernen muss neben der Arbeit oder anderen Pflichten Platz finden, und das geht. Ein Zeitplan auf Papier trägt dich weiter als gute Vorsätze.',
        legal:
          'Vielleicht wägst du zwei Wege gegeneinander ab oder hast mit mehreren Angelegenheiten zugleich zu tun. Führe für jede eigene Notizen und lass nicht zu, dass eine Frist eine andere verdeckt.',
        spirit:
          'Höhen und Tiefen kommen in Wellen, wie das Meer hinter dem Tänzer. Du bleibst standfest, indem du dich mit ihnen bewegst, statt dich gegen sie zu stemmen.',
      },
      advice: 'Schreib auf, was du alles in der Luft hältst, und entscheide, was du als Erstes ablegst.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'ein überladenes Jonglieren, bei dem die ersten Bälle schon fallen',
      meaning:
        'Umgekehrt verliert die Zwei der Münzen ihren Rhythmus: zu viele Verpflichtungen, verpasste Fristen, ein fröhliches Gesicht über echter Anspannung. Waite sprach von erzwungener Heiterkeit und gespieltem Vergnügen und brachte die Karte mit Briefen und Schriftstücken in Verbindung. Etwas muss abgelegt werden, bevor alles auf einmal fällt.',
      subjects: {
        love: 'Du bist so eingespannt, dass der Mensch an deiner Seite nur noch die Reste deiner Zeit bekommt. Sag es offen und schaff Raum, bevor es sich wie Gleichgültigkeit anfühlt.',
        work: 'Zu viele Verpflichtungen führen zu kleinen Fehlern, und die kleinen werden wachsen. Gib jetzt etwas ab oder verhandle eine Frist neu.',
        money:
          'Rechnungen bleiben liegen, und vielleicht leihst du dir an einer Stelle Geld, um an der anderen zu zahlen. Schreib jede Schuld auf und nimm dir die dringendste zuerst vor.',
        health:
          'Nur noch von Nerven und Betriebsamkeit zu leben, zehrt an dir. Streich diese Woche eine Verpflichtung und schenk die gewonnene Zeit dem Schlaf.',
        home: 'Der Haushalt läuft nur noch auf Improvisation, und die Nerven liegen blank. Vereinfache die Woche: weniger Pläne, früher ins Bett und Essen, das sich fast von selbst kocht.',
        travel:
          'Ein überfrachteter Reiseplan oder ein Wirrwarr von Buchungen macht aus der Reise eine Pflichtübung. Kürze ihn auf das, was dir wirklich Freude macht.',
        study:
          'Deine Studienarbeiten geraten ins Hintertreffen, weil sich andere Anforderungen vordrängen. Wähl die Aufgabe, die am meisten zählt, und schenk ihr deine besten Stunden.',
        legal:
          'Im Durcheinander könnte ein Formular, ein Brief oder eine Frist untergehen. Geh deine Unterlagen und deinen Kalender Zeile für Zeile durch.',
        spirit:
          'So zu tun, als hättest du alles im Griff, kostet mehr Kraft als das Bewältigen selbst. Gesteh einem einzigen Menschen ein, wie schwer es ist, und schon wird die Last leichter.',
      },
      advice:
        'Sag diese Woche eine Verpflichtung ab oder gib sie weiter, statt dich durch alle hindurchzulächeln.',
      lean: 'no',
    },
  },
  'pentacles-03-three': {
    upright: {
      theme: 'eine gekonnte Arbeit, gemeinsam errichtet und von anderen anerkannt',
      meaning:
        'Ein junger Steinmetz steht in einer Kirche auf einer Bank und meißelt an einem Bogen, während ein Mönch und ein Baumeister mit den Plänen sich mit ihm beraten. Die Drei der Münzen steht für Handwerkskunst, Zusammenarbeit und die Anerkennung von Können. Waite nannte sie Handel und gelernte Arbeit und verband damit Ansehen: Gute Arbeit fällt Menschen auf, auf die es ankommt.',
      subjects: {
        love: 'Eine Beziehung wächst, wenn ihr gemeinsam etwas aufbaut, etwa ein Zuhause, einen Plan oder ein gemeinsames Vorhaben. Jeder von euch bringt ein anderes Können mit, und beides wird gebraucht.',
        work: 'Dein Können wird gesehen, und das Vorhaben gelingt, weil alle den Beitrag der anderen achten. Sag, was du weißt – man hört dir zu.',
        money:
          'Das Einkommen wächst durch gute Arbeit und gute Partnerschaften, nicht durch Glück. Was du in Weiterbildung oder besseres Werkzeug steckst, zahlt sich aus.',
        health:
          'Es macht einen Unterschied, mit einer Fachperson zu arbeiten, die dir zuhört und auf die du auch hörst. Erarbeite den Plan gemeinsam mit ihr und halte dich daran.',
        home: 'Eine Renovierung, eine Reparatur oder eine gemeinsame Anstrengung im Haushalt gelingt. Lass jeden den Teil übernehmen, den er gut kann.',
        travel:
          'Eine Dienstreise, ein Studienaufenthalt oder eine Reise mit gemeinsamem Ziel ist begünstigt. Plane sie mit allen, die mitkommen, und verteile die Aufgaben.',
        study:
          'Praktisches Lernen, eine Ausbildung oder die genaue Rückmeldung einer Lehrkraft bringt dich voran. Zeig deine Arbeit früh und oft.',
        legal:
          'Guter fachlicher Rat und die Zusammenarbeit mit den richtigen Fachleuten stärken deine Position. Leg ihnen deine Pläne klar dar.',
        spirit:
          'Sorgfältige, gut getane Arbeit kann eine Form der Hingabe sein. Was du mit Geduld baust, überdauert die Mühe, die es gekostet hat.',
      },
      advice: 'Zeig deine Arbeit jemandem, der sie besser machen kann, und nimm seine Hinweise ernst.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine halbherzige Zusammenarbeit, bei der niemand am selben Strang zieht',
      meaning:
        'Umgekehrt zeigt die Drei der Münzen eine zerstrittene Gruppe, unter der die Arbeit leidet: hastig erledigte Aufträge, Streit darüber, wem das Verdienst gebührt, übersehenes Können. Waite nannte Mittelmaß, Kleinlichkeit und Schwäche. Der Plan mag gut sein, aber niemand setzt ihn mit Sorgfalt um.',
      subjects: {
        love: 'Einer von euch leistet den größten Teil der Beziehungsarbeit, und das merkt man. Sprich offen an, wer was trägt, und bitte um eine gerechtere Verteilung.',
        work: 'Schlechte Abstimmung oder halbherziger Einsatz ziehen ein Vorhaben nach unten. Kläre, wer für welchen Teil verantwortlich ist, und heb den Anspruch, wo du kannst.',
        money:
          'Eine billige Lösung oder eine Abkürzung rächt sich am Ende und kostet mehr. Bezahl lieber dafür, dass die Arbeit gleich beim ersten Mal richtig gemacht wird.',
        health:
          'Eine halbherzige Routine oder eine Fachperson, der du nicht vertraust, tut dir nicht gut. Such dir jemanden, mit dem du arbeiten kannst, und bleib bei dem Plan.',
        home: 'Ein Vorhaben im Haus stockt, oder jemand leistet schlampige Arbeit. Hol dir die richtige Hilfe und prüf die Arbeit, bevor du bezahlst.',
        travel:
          'Eine Gruppenreise leidet, weil sich niemand um die Planung gekümmert hat. Sorg dafür, dass geklärt ist, wer was bucht, bevor jemand aufbricht.',
        study:
          'Die Gruppenarbeit ist ungleich verteilt, oder die Rückmeldungen waren zu dürftig, um dir zu helfen. Frag deine Lehrkraft direkt, was deine Note heben würde.',
        legal:
          'Schwache Vorbereitung oder ein Rechtsbeistand, der sich nicht einsetzt, könnte dich teuer zu stehen kommen. Frag ihn geradeheraus, wie er deinen Fall angehen will.',
        spirit:
          'Arbeit ohne Sorgfalt verliert für dich ihren Sinn. Richte deine Aufmerksamkeit wieder auf das, was du in den Händen hältst.',
      },
      advice:
        'Geh zurück zu dem Teil, den du überhastet hast, und mach ihn so, dass du mit deinem Namen dafür einstehen würdest.',
      lean: 'no',
    },
  },
  'pentacles-04-four': {
    upright: {
      theme: 'ein fester Griff um deinen Besitz, gut bewacht und nah am Körper',
      meaning:
        'Ein gekrönter Mann sitzt da, eine Münze auf dem Kopf balanciert, eine an die Brust gedrückt und je eine unter jedem Fuß, die Stadt im Rücken. Die Vier der Münzen steht für Sicherheit und Festhalten: Waite sprach vom gesicherten Besitz und vom Klammern an das Eigene, aber auch von Geschenk und Erbe. Das ist Umsicht, bis der Griff zur Angst wird.',
      subjects: {
        love: 'Du oder dein Gegenüber hütet die eigenen Gefühle so eng wie der Mann seine Münzen. Sicherheit ist gut, doch die Liebe braucht eine offene Hand.',
        work: 'Deine Stellung ist stabil, und so soll es bleiben. Schütze sie, aber lehne nicht jede Veränderung aus lauter Vorsicht ab.',
        money:
          'Ersparnisse und Sicherheit stehen auf festem Boden, und das ist viel wert. Gib dort aus, wo es wirklich hilft, statt aus Sorge zu horten.',
        health:
          'Hochgezogene Schultern und ein angehaltener Atem zeigen, wie fest du dich klammerst. Lockere den Griff, dehn dich und gönn deinem Körper Ruhe.',
        home: 'Zuhause und Besitz fühlen sich sicher an, und ein Erbe oder Geschenk kann noch etwas hinzufügen. Teile, was du hast, mit den Menschen unter deinem Dach.',
        travel:
          'Du bleibst lieber, wo du bist, und sparst, statt Geld für eine Reise auszugeben. Ein bescheidener Ausflug könnte dich erfrischen, ohne deine Rücklagen anzutasten.',
        study: 'Du hältst fest an dem, was du schon weißt. Neue Gedanken nehmen es dir nicht weg.',
        legal:
          'Eigentum, Erbe oder Besitz stehen womöglich im Mittelpunkt der Sache. Bleib bei dem, was dir rechtmäßig zusteht, und sei offen für einen vernünftigen Kompromiss.',
        spirit: 'Das Festhalten am Vertrauten hält dich klein. Öffne eine Hand und sieh, was sie empfängt.',
      },
      advice: 'Bewahre deine Ersparnisse gut, aber lass eine Sache los, an der du nur aus Angst festhältst.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'ein fester Griff, der sich lockert, durch Großzügigkeit oder durch Verlust',
      meaning:
        'Umgekehrt gibt die Vier der Münzen entweder frei, was zu fest gehalten wurde, oder lässt es entgleiten. Waite las darin Ungewissheit, Aufschub und Widerstand: Was du festgehalten hast, steht in Frage. Großzügigkeit kann Türen öffnen, Nachlässigkeit kann dich ungeschützt zurücklassen.',
      subjects: {
        love: 'Das Besitzdenken lässt nach, oder die Unsicherheit darunter kommt zum Vorschein. Sprich darüber, was jeder von euch braucht, um sich sicher zu fühlen.',
        work: 'Die Macht eines anderen bröckelt, oder du gibst eine Stellung auf, an die du dich geklammert hast. Nutze die Bewegung, um besseren Halt zu finden.',
        money:
          'Das Geld kommt in Fluss, vielleicht zu sehr, oder eine Zahlung verzögert sich. Such den Mittelweg zwischen Festklammern und sorglosem Ausgeben.',
        health:
          'Eine Anspannung, die du lange mit dir getragen hast, beginnt sich zu lösen. Unterstütze das mit Ruhe, Wärme und sanfter Bewegung.',
        home: 'Ein Kauf verzögert sich, oder mehr Großzügigkeit macht das Leben zu Hause leichter. Sei beim einen geduldig und beim anderen dankbar.',
        travel:
          'Endlich gibst du Geld für die Reise aus, die du immer wieder verschoben hast. Leg einen Betrag fest und genieße sie dann ohne schlechtes Gewissen.',
        study:
          'Wenn du eine alte Methode loslässt, schaffst du Platz zum Lernen. Versuch den Ansatz, den du früher abgetan hast.',
        legal:
          'Verzögerungen oder Widerstand können eine Sache aufhalten. Halte deine Unterlagen in Ordnung und dein Temperament im Zaum.',
        spirit:
          'Den Griff zu lösen, fühlt sich gewagt an und erweist sich als Erleichterung. Spür, um wie viel leichter deine Hände geworden sind.',
      },
      advice: 'Lass eine Sache los, die du zu fest gehalten hast, und sieh, was dann geschieht.',
      lean: 'unclear',
    },
  },
  'pentacles-05-five': {
    upright: {
      theme: 'eine Zeit der Entbehrung, in der nahe Hilfe noch auf deine Bitte wartet',
      meaning:
        'Zwei zerlumpte Gestalten stapfen durch den Schnee an einem leuchtenden Kirchenfenster vorbei, eine davon auf Krücken, und keine blickt auf. Die Fünf der Münzen steht für materielle Sorgen und Entbehrung: Geldnot, Unsicherheit, das Gefühl, draußen in der Kälte zu stehen. Hilfe wartet gleich hinter diesem Fenster, wenn die beiden nur aufblicken würden.',
      subjects: {
        love: 'Harte Zeiten stellen eure Bindung auf die Probe, oder du fühlst dich von der Wärme ausgeschlossen. Halte zu deinem Gegenüber und zeig offen, wie schwer es gerade ist.',
        work: 'Die Arbeit ist unsicher, Stunden werden gekürzt oder eine Stelle fällt weg, und das macht dir Angst. Erzähl herum, dass du suchst, und beantrage die Unterstützung, die dir zusteht.',
        money:
          'Das Geld ist knapp, und die Not ist echt. Bitte früh um Hilfe, bei Familie, Freunden, einer Schuldnerberatung oder einer Stelle vor Ort, denn Unterstützung ist näher, als es von der Straße aus scheint.',
        health:
          'Deine Kraft ist gering, und diese harte Zeit zehrt an dir. Achte auf das Grundlegende – Wärme, Essen und Ruhe – und lass dir helfen, wo nötig auch von einer Fachperson.',
        home: 'Der Haushalt steht unter Druck oder fühlt sich von anderen abgeschnitten. Geh auf Verwandte, Nachbarn oder deine Gemeinschaft zu.',
        travel:
          'Eine Reise ist im Moment vielleicht außer Reichweite, aus praktischen oder finanziellen Gründen. Warte auf leichtere Zeiten oder such einen günstigeren Weg, die Menschen zu sehen, die dir fehlen.',
        study:
          'Geldsorgen oder persönliche Schwierigkeiten machen es dir schwer, weiterzulernen. Frag an deiner Schule oder Hochschule nach Härtefallhilfen, Fristverlängerungen und Unterstützung.',
        legal:
          'Eine Angelegenheit erscheint dir vielleicht zu teuer oder gibt dir das Gefühl, ausgeschlossen zu sein. Such nach kostenloser Beratung, denn genau dafür gibt es viele Stellen.',
        spirit:
          'Vielleicht fühlst du dich verlassen oder ausgesperrt. Das Licht im Fenster brennt noch – blick auf.',
      },
      advice: 'Bitte heute einen Menschen oder eine Stelle um Hilfe, statt allein weiterzukämpfen.',
      lean: 'no',
    },
    reversed: {
      theme: 'ein Weg aus der harten Zeit, mit gefundener Hilfe und zurückkehrender Wärme',
      meaning:
        'Umgekehrt zeigt die Fünf der Münzen, wie die Gestalten ins Warme finden: Erholung nach der Not, angenommene Hilfe, eine Tür, die sich endlich öffnet. Hier weicht die moderne Deutung von Waite ab, der Unordnung, Chaos und Zwietracht darin sah, und so kann die Wende holprig verlaufen. Doch das Schlimmste des Winters liegt hinter dir.',
      subjects: {
        love: 'Nach einer schweren Zeit kehrt die Wärme zwischen euch zurück. Was ihr gemeinsam durchgestanden habt, macht eure Bindung stärker.',
        work: 'Nach einer mageren Zeit kommen neue Arbeit oder praktische Unterstützung. Nimm sie an, auch wenn es noch nicht die Stelle ist, die du dir wünschst.',
        money:
          'Die Not lässt nach, weil Einkommen oder Hilfe hereinkommen. Bau langsam wieder auf und leg ein wenig für den nächsten kalten Winter zurück.',
        health:
          'Deine Kraft kehrt zurück, weil du besser für dich sorgst und Unterstützung annimmst. Behalte die guten Gewohnheiten bei, auch wenn du dich wieder stärker fühlst.',
        home: 'Ein belasteter Haushalt kommt zur Ruhe, und Familie oder Nachbarn rücken zusammen. Lass sie herein.',
        travel:
          'Eine Reise, die unmöglich schien, wird wieder bezahlbar. Plane etwas Bescheidenes, um die Wende zu feiern.',
        study:
          'Eine Förderung oder Unterstützung kommt, mit der du weitermachen kannst. Nimm an, was dir angeboten wird, und nutze es ganz.',
        legal:
          'Nach einer schwierigen Zeit stehen dir Hilfe oder ein faires Gehör offen. Bleib dran und nutze die Gelegenheit.',
        spirit:
          'Du merkst, dass die Tür, die du für verschlossen hieltest, die ganze Zeit offen stand. Tritt ein, heraus aus der Kälte.',
      },
      advice: 'Nimm die Hilfe an, die man dir entgegenstreckt, und sag ja, ohne dich zu entschuldigen.',
      lean: 'unclear',
    },
  },
  'pentacles-06-six': {
    upright: {
      theme: 'ein gerechter Austausch von Geben und Nehmen, mit Großzügigkeit in der Waagschale',
      meaning:
        'Ein Kaufmann hält in der einen Hand eine Waage und lässt mit der anderen Münzen in die Hände zweier Kniender fallen. Die Sechs der Münzen steht für Wohltätigkeit, Großzügigkeit und Geschenke, bei Waite für Gaben und Befriedigung. Es geht um Geben und Nehmen im rechten Maß – und darum, wer die Waage hält.',
      subjects: {
        love: 'Geben und Nehmen sind bei euch im Gleichgewicht, und die Großzügigkeit fließt in beide Richtungen. Ein Geschenk oder eine liebevolle Geste sagt, was Worte nicht sagen können.',
        work: 'Eine Gehaltserhöhung, eine Prämie oder verdiente Anerkennung kommt. Gib die Hilfe, die du bekommen hast, an jemanden weiter, der neuer ist als du.',
        money:
          'Das Geld fließt in die richtige Richtung: ein zurückgezahltes Darlehen, ein Geschenk, ein faires Honorar. Gib, wo du kannst, und nimm an, was dir fair angeboten wird.',
        health:
          'Fürsorge anzunehmen oder zu schenken, stärkt jetzt dein Wohlbefinden. Halte das, was du anderen gibst, im Gleichgewicht mit dem, was du dir selbst gönnst.',
        home: 'Großzügigkeit in der Familie stärkt die Bande. Teile Zeit und Mittel gerecht und sag ausdrücklich Danke.',
        travel:
          'Vielleicht bezahlt jemand deine Reise oder teilt die Kosten mit dir, oder du hilfst selbst jemandem beim Reisen. Nimm es dankbar an und gib die Freundlichkeit zurück.',
        study:
          'Ein Stipendium, eine Förderung oder eine großzügige Lehrkraft hilft dir weiter. Bedank dich und tu eines Tages dasselbe für jemand anderen, der lernt.',
        legal:
          'Ein fairer Vergleich oder ein ausgewogenes Urteil ist möglich. Sei vernünftig in dem, was du forderst, und in dem, was du anbietest.',
        spirit:
          'Geben und Empfangen sind zwei Hälften derselben Geste. Erlaube dir, auf beiden Seiten zu stehen.',
      },
      advice:
        'Gib heute etwas dorthin, wo es gebraucht wird, und nimm Hilfe dankbar an, wo sie dir angeboten wird.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein Geschenk mit Bedingungen oder eine Großzügigkeit, die die Waage schief hält',
      meaning:
        'Umgekehrt zeigt die Sechs der Münzen ein Geben mit bitterem Beigeschmack: Schulden, versteckte Bedingungen, Eifersucht oder Hilfe, die jemanden in Abhängigkeit halten soll. Waite nannte Begierde, Habsucht, Neid und Täuschung. Vielleicht nimmt jemand, ohne zurückzugeben, oder gibt, um zu kontrollieren.',
      subjects: {
        love: 'Einer von euch gibt weit mehr oder nutzt Großzügigkeit, um die Oberhand zu behalten. Bring die Waage wieder ins Gleichgewicht, bevor Groll sie kippen lässt.',
        work: 'Ungerechte Bezahlung, Bevorzugung oder ein Gönner, der zu viel erwartet, verdirbt dir die Freude an der Arbeit. Fordere klar und deutlich, was dir zusteht.',
        money:
          'Schulden, nicht zurückgezahlte Darlehen oder Geschenke mit Bedingungen bereiten Ärger. Lies das Kleingedruckte und begleiche, was du kannst.',
        health:
          'Du hast anderen so viel gegeben, dass deine eigenen Reserven knapp geworden sind. Hol dir etwas Zeit und Kraft für dich selbst zurück.',
        home: 'Geld oder Gefälligkeiten unter Verwandten nähren den Groll. Kläre die Rechnung ehrlich und fang noch einmal von vorn an.',
        travel:
          'Eine Reise, die jemand anderes bezahlt, kann mit Erwartungen verbunden sein. Bezahl selbst, wenn dir deine Freiheit wichtig ist.',
        study:
          'Ein Stipendium oder ein Förderer kann Verpflichtungen mit sich bringen, die du nicht bemerkt hast. Lies die Bedingungen, bevor du unterschreibst.',
        legal:
          'Ein ungleicher Vergleich oder versteckte Klauseln könnten auf dem Tisch liegen. Geh das Papier gemeinsam mit fachkundiger Beratung durch.',
        spirit:
          'Zu geben, um dich überlegen zu fühlen, oder mit Groll zu empfangen, verdirbt das Geschenk. Prüf ehrlich deine Beweggründe auf beiden Seiten.',
      },
      advice: 'Finde heraus, was dich das Geschenk kosten wird, bevor du es annimmst.',
      lean: 'no',
    },
  },
  'pentacles-07-seven': {
    upright: {
      theme: 'eine Pause, um die Ernte langer, geduldiger Arbeit abzuwägen',
      meaning:
        'Ein junger Bauer stützt sich auf seine Hacke, betrachtet sieben Münzen, die an einem grünen Strauch wachsen, und wägt ab, was seine Arbeit bisher hervorgebracht hat. Die Sieben der Münzen steht für Geduld, Bestandsaufnahme und langfristige Anlage. Waite verband sie mit Geld, Geschäft, Tauschhandel und Gewinn – dem Lohn geduldig gepflegter Arbeit.',
      subjects: {
        love: 'Die Beziehung ist durch stetige Mühe gewachsen, und jetzt hältst du inne, um sie anzusehen. Miss sie daran, wie sie gewachsen ist, nicht daran, wie schnell.',
        work: 'Deine Mühe zeigt erste Früchte, doch die volle Ernte ist noch nicht eingebracht. Zieh Bilanz, justiere nach und pflege sie weiter.',
        money:
          'Ersparnisse und Anlagen wachsen langsam. Prüf sie in Ruhe und widersteh dem Drang, sie auszureißen, um nach den Wurzeln zu sehen.',
        health:
          'Deine guten Gewohnheiten wirken, auch wenn die Ergebnisse langsamer kommen, als dir lieb ist. Bleib dabei und miss den Fortschritt in Monaten statt in Tagen.',
        home: 'Lange Vorhaben im Haus tragen nach und nach Früchte. Halte einen Moment inne und sieh, wie weit sie schon gediehen sind.',
        travel:
          'Eine Reise, für die du sparst und planst, wird das Warten wert sein. Halte durch, bis der Zeitpunkt stimmt.',
        study:
          'Dein Lernen zahlt sich allmählich aus. Sieh dir deine frühen Arbeiten an, um zu erkennen, wie viel du schon gelernt hast.',
        legal:
          'Eine Sache dauert länger, als du gehofft hast. Geduld und stetige Aufmerksamkeit helfen dir mehr als Drängen.',
        spirit: 'Wachstum ist langsam, und es ist echt. Vertrau der Jahreszeit, in der du gerade stehst.',
      },
      advice:
        'Miss, was deine Mühe bisher hat wachsen lassen, und entscheide dann, wohin die Arbeit der nächsten Saison gehen soll.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'eine wachsende Ungeduld über magere Erträge und Mühe ohne Lohn',
      meaning:
        'Umgekehrt zeigt die Sieben der Münzen Enttäuschung über schlechte Ergebnisse oder Arbeit, die keine Früchte trägt, wie lange du auch wartest. Waite warnte vor Sorgen um Geld, das man verleihen könnte. Entweder gibst du zu früh auf, oder du hörst zu Recht auf, etwas zu gießen, das nicht wachsen will.',
      subjects: {
        love: 'Du hast das Gefühl, mehr hineinzustecken, als zurückkommt. Entscheide ehrlich, ob du hier weiter dein Herz investieren willst.',
        work: 'Die Mühe zahlt sich nicht aus, und du bist versucht, hinzuwerfen. Sieh dir die Zahlen an, bevor du zwischen Durchhalten und Schlussstrich wählst.',
        money:
          'Magere Erträge oder verliehenes Geld, das nicht zurückkommt, bereiten dir Sorgen. Fordere ein, was dir zusteht, und überleg es dir zweimal, bevor du wieder etwas verleihst.',
        health:
          'Langsame Fortschritte entmutigen dich. Ändere mit fachkundigem Rat den Weg, statt die Sorge um dich selbst aufzugeben.',
        home: 'Die Arbeit, die du ins Zuhause steckst, bleibt unbemerkt. Sag den anderen deutlich, was du tust und was du dafür brauchst.',
        travel:
          'Ungeduld könnte dich zu einer überstürzten Buchung verleiten, die du bereust. Warte noch ein wenig auf das richtige Angebot.',
        study: 'Die Ergebnisse kommen langsamer als erhofft. Ändere die Methode, nicht das Ziel.',
        legal:
          'Der Frust über Verzögerungen könnte dich zu einer schlechten Entscheidung verleiten. Bleib auf Kurs, solange deine Beratung nichts anderes sagt.',
        spirit: 'Die Ungeduld trampelt die Setzlinge nieder. Lass dem, was du gepflanzt hast, seine Zeit.',
      },
      advice:
        'Entscheide, ob diese Mühe noch eine Saison verdient, und handle nach der Antwort, wie auch immer sie ausfällt.',
      lean: 'no',
    },
  },
  'pentacles-08-eight': {
    upright: {
      theme: 'eine beharrliche Lehrzeit, in der du dein Handwerk Stück für Stück vervollkommnest',
      meaning:
        'Ein Handwerker sitzt an seiner Werkbank und schnitzt eine Münze nach der anderen, die fertigen hängen an einem Pfosten neben ihm, die Stadt liegt in der Ferne. Die Acht der Münzen steht für Fleiß, Können und Arbeit um ihrer selbst willen. Waite nannte sie Arbeit, Anstellung und Handwerkskunst, vielleicht noch im Stadium der Vorbereitung.',
      subjects: {
        love: 'Kleine tägliche Aufmerksamkeiten bauen die Beziehung sicherer auf als große Gesten. Arbeite an ihr wie an einem Handwerk, das dir am Herzen liegt.',
        work: 'Fleiß und Übung bauen echtes Können auf. Bleib bei der Sache und halte deine Ansprüche hoch, dann spricht die Arbeit für dich.',
        money:
          'Stetige, gekonnte Arbeit bringt stetiges Einkommen. Geld in die eigene Ausbildung zu stecken, ist die beste Anlage, die es gerade gibt.',
        health:
          'Dein Körper spricht jetzt am besten auf beständige, täglich geübte Gewohnheiten an. Betrachte deine Routine als eine Fertigkeit, die du erlernst.',
        home: 'Handwerkliche Arbeiten rund ums Haus machen dich zufrieden. Lass dir Zeit und mach sie gut.',
        travel:
          'Eine Reise für eine Fortbildung, einen Kurs oder ein Praktikum ist begünstigt. Fahr hin, um zu lernen, und bring das Gelernte mit nach Hause.',
        study:
          'Harte Arbeit und Wiederholung werden zur Meisterschaft. Übe vor allem die Teile weiter, die dir am schwersten fallen.',
        legal:
          'Sorgfältige Vorbereitung und Liebe zum Detail kommen dir zugute. Lies jede Seite und führe ordentliche Unterlagen.',
        spirit: 'Meisterschaft wächst durch geduldige Wiederholung. Deine tägliche Übung ist der Weg.',
      },
      advice: 'Übe heute eine Stunde lang deine Fertigkeit, mit voller Aufmerksamkeit und ohne Abkürzungen.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein vernachlässigtes Handwerk, bei dem gepfuscht wird oder der Perfektionismus überhandnimmt',
      meaning:
        'Umgekehrt zeigt die Acht der Münzen Können, das missbraucht wird oder brachliegt: Abkürzungen, Langeweile oder ein Perfektionismus, der nie etwas fertig werden lässt. Waite nannte vergeblichen Ehrgeiz und Eitelkeit, dazu Geschick, das zu Gerissenheit und Ränkespiel verkommt. Die Arbeit hat entweder ihre Ehrlichkeit oder ihren Sinn verloren.',
      subjects: {
        love: 'Einer von euch bemüht sich nicht mehr oder erwartet eine Vollkommenheit, die niemand geben könnte. Such die Mitte, mit ganz alltäglicher Zuwendung.',
        work: 'Abkürzungen oder endloses Feilen schaden der Arbeit. Bring sie auf einen guten Stand, schließ sie ab und geh weiter.',
        money:
          'Schnelles Geld durch Abkürzungen oder krumme Geschäfte kommt dich später teuer zu stehen. Verdien es auf dem langsamen Weg.',
        health:
          'Entweder sind deine Gewohnheiten eingeschlafen, oder du treibst dich zu hart an. Finde einen Rhythmus, den du ein ganzes Jahr lang durchhalten könntest.',
        home: 'Halbfertige Arbeiten stapeln sich im ganzen Haus. Nimm dir eine vor und bring sie an diesem Wochenende zu Ende.',
        travel:
          'Nachlässige Planung könnte unterwegs Ärger machen. Prüf Fahrkarten, Papiere und Anschlüsse, bevor du aufbrichst.',
        study:
          'Entweder übst du zu wenig, oder du überarbeitest endlos dieselbe Seite. Setz dir eine Zeitgrenze und gib ab.',
        legal:
          'Schlampige Vorbereitung oder eine Gegenseite, die eher gerissen als ehrlich ist, könnte Ärger machen. Prüf jede Einzelheit zweimal.',
        spirit:
          'Mühe ohne Sinn ist zur Tretmühle geworden. Erinnere dich daran, warum du diese Arbeit einmal begonnen hast.',
      },
      advice: 'Schließ die Arbeit ab, an der du ständig feilst oder die du immer wieder aufschiebst.',
      lean: 'no',
    },
  },
  'pentacles-09-nine': {
    upright: {
      theme: 'eine wohlverdiente Unabhängigkeit, genossen in einem Garten, den du selbst angelegt hast',
      meaning:
        'Eine Frau in einem geblümten Gewand steht allein in einem Weingarten voller schwerer Trauben, ein Falke mit Haube ruht auf ihrer behandschuhten Hand. Die Neun der Münzen steht für Selbstständigkeit, Verfeinerung und einen Wohlstand, den du dir aus eigener Kraft erarbeitet hast. Die überlieferten Bedeutungen sind Umsicht, Sicherheit, Erfolg und Urteilsvermögen.',
      subjects: {
        love: 'Du ruhst so sicher in dir, dass du frei wählen kannst, und eine Partnerschaft ist dir eine Freude, keine Notwendigkeit. Bewahre dir deine Unabhängigkeit auch in der Beziehung.',
        work: 'Deine Mühe hat dir Erfolg gebracht und die Freiheit, zu deinen eigenen Bedingungen zu arbeiten. Genieße das Ansehen, das du dir verdient hast.',
        money:
          'Dein Geld reicht gut und ist sicher, dank deines eigenen klugen Haushaltens. Genieße es mit Geschmack und ein wenig Maß.',
        health:
          'Du sorgst gut für dich, und dein Körper zeigt es. Bleib dabei und genieß die guten Dinge in Maßen.',
        home: 'Dein Zuhause ist ein Ort der Behaglichkeit und Schönheit, den du selbst geschaffen hast. Nimm dir Zeit, es zu genießen, statt es nur in Ordnung zu halten.',
        travel:
          'Eine bequeme, sogar ein wenig üppige Reise ist möglich, vielleicht allein. Gönn dir das schönere Zimmer.',
        study:
          'Selbstständiges Lernen gelingt, weil du diszipliniert bist. Deine Unabhängigkeit ist ein Vorteil.',
        legal:
          'Umsicht und gutes Urteilsvermögen helfen dir. Eine Frage um Eigentum oder Absicherung lässt sich in Ruhe klären.',
        spirit:
          'Alleinsein fühlt sich nach Frieden an, nicht nach Einsamkeit. Genieße deine eigene Gesellschaft.',
      },
      advice:
        'Verbring einen Nachmittag damit, zu genießen, was du aufgebaut hast, und mach es dabei niemandem recht außer dir selbst.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein Wohlstand auf wackligem Grund oder eine Freiheit, die einsam geworden ist',
      meaning:
        'Umgekehrt zeigt die Neun der Münzen eine Sicherheit, die weniger fest ist, als sie aussieht: zu hohe Ausgaben, Abhängigkeit vom Geld anderer oder ein Erfolg, für den alles andere geopfert wurde. Die ältere Deutung warnt vor Täuschung und Unredlichkeit. Der Garten könnte ein goldener Käfig sein.',
      subjects: {
        love: 'Aus Unabhängigkeit ist Abgeschiedenheit geworden, oder einer von euch hängt finanziell am anderen und nimmt es ihm übel. Sprich offen über das Gleichgewicht.',
        work: 'Überarbeitung oder ein Rückschlag, den du nicht hast kommen sehen, bedroht, was du aufgebaut hast. Sichere deine Erfolge und such die Schwachstelle.',
        money:
          'Zu hohe Ausgaben oder die Unehrlichkeit eines anderen gefährden deine Sicherheit. Geh deine Konten Posten für Posten durch.',
        health:
          'Überarbeitung oder das Wahren des schönen Scheins zehrt an dir. Ruh dich aus und lass den Glanz eine Weile Glanz sein.',
        home: 'Das Haus sieht schön aus und fühlt sich leer an. Lade Menschen ein und lass es bewohnt sein.',
        travel:
          'Eine aufwendige Reise kostet vielleicht mehr, als sie dir gibt. Wähl die einfachere Variante und behalte den Unterschied.',
        study:
          'Deine Disziplin hat nachgelassen, und du ruhst dich auf früheren Ergebnissen aus. Finde zurück in einen täglichen Rhythmus.',
        legal:
          'Auf der Gegenseite sind Unredlichkeit oder Täuschung möglich. Prüf jede Einzelheit und bewahre von allem Kopien auf.',
        spirit:
          'Materielle Behaglichkeit ist nicht dasselbe wie Frieden. Frag dich, was dir diese Behaglichkeit eigentlich geben sollte.',
      },
      advice: 'Prüf, ob die Sicherheit, auf die du dich verlässt, wirklich dir gehört und wirklich trägt.',
      lean: 'no',
    },
  },
  'pentacles-10-ten': {
    upright: {
      theme: 'ein bleibendes Erbe aus Familie, Wohlstand und Zugehörigkeit',
      meaning:
        'Ein alter Mann in gemustertem Gewand sitzt mit zwei Hunden an einem Torbogen, dahinter stehen ein Paar und ein Kind im Hof, und zehn Münzen liegen über dem ganzen Bild. Die Zehn der Münzen steht für Gewinn, Reichtum und die Familie, die Bestand hat. Waite nannte Familienangelegenheiten, Archive und den Wohnsitz einer Familie: Erbe, Überlieferung und Sicherheit über Generationen.',
      subjects: {
        love: 'Eine Bindung, die auf Dauer angelegt ist, etwa eine Ehe, ein gemeinsames Zuhause oder das Zusammenwachsen zweier Familien, ist sehr begünstigt. Bau gemeinsam für die kommenden Jahre.',
        work: 'Ein Familienunternehmen, eine alteingesessene Firma oder eine Stelle mit Zukunft bringt Sicherheit. Denk darüber nach, welches Vermächtnis deine Arbeit hinterlässt.',
        money:
          'Wohlstand, ein Erbe oder langfristige Sicherheit zeichnen sich ab. Plane mit Blick auf die nächste Generation.',
        health:
          'Der Rückhalt der Familie und ein geregelter Alltag stärken dich. Lass dir von den Menschen um dich herum helfen und lerne von den Gewohnheiten der Älteren.',
        home: 'Das Familienleben ist sicher und reich an Tradition. Zusammenkünfte über die Generationen hinweg schenken echten Halt.',
        travel:
          'Eine Familienreise oder ein Besuch dort, wo deine Familie herkommt, ist begünstigt. Nimm die älteren Verwandten mit, wenn du kannst.',
        study:
          'Etablierte Einrichtungen und überliefertes Wissen kommen dir zugute. Bau auf dem auf, was andere schon gelegt haben.',
        legal:
          'Testamente, Eigentum oder familiäre Regelungen können zum Thema werden. Geh sorgfältig und mit fachlicher Hilfe damit um, und halte alles schriftlich fest.',
        spirit:
          'Deine Wurzeln geben dir Kraft. Ehre die, die vor dir kamen, und das, was sie weitergegeben haben.',
      },
      advice: 'Bring eine langfristige Regelung in Ordnung für die Menschen, die nach dir kommen.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine Familie im Streit um Geld, Erbe oder offene Schulden',
      meaning:
        'Umgekehrt zeigt die Zehn der Münzen die Sicherheit der Familie unter Druck: Streit ums Erbe, Verluste oder alte Strukturen, die Risse bekommen. Waite verband sie mit Zufall, Verlust und Glücksspiel. Was für Generationen halten sollte, braucht jetzt Aufmerksamkeit.',
      subjects: {
        love: 'Geld oder Druck aus der Familie belasten die Beziehung. Sprich über Finanzen und Schwiegerfamilie, bevor diese Themen für euch sprechen.',
        work: 'Ein Familienbetrieb oder eine Einrichtung, auf die du dich verlässt, wirkt weniger stabil als früher. Kümmere dich um deine eigene Stellung und deine Fähigkeiten.',
        money:
          'Riskante Unternehmungen oder Verluste bedrohen die langfristige Sicherheit. Lass die Finger von Wetten, so verlockend die Aussichten auch scheinen.',
        health:
          'Der Druck in der Familie zermürbt dich. Gönn dir etwas Abstand davon, um wieder zu Kräften zu kommen.',
        home: 'Streit um Geld, Besitz oder Pflege spaltet die Familie. Strebe nach Gerechtigkeit statt nach dem Sieg.',
        travel:
          'Familiäre Verpflichtungen können deine Reisepläne durchkreuzen oder verändern. Buche, was sich umbuchen lässt, und halte die Termine beweglich.',
        study:
          'Druck aus der Familie oder fehlender Rückhalt beeinträchtigen dein Lernen. Such Ermutigung bei Lehrkräften oder Freunden.',
        legal:
          'Streit um Testamente, Eigentum oder gemeinsames Vermögen ist möglich. Hol dir früh Rat und bleib im Umgang höflich.',
        spirit:
          'Tradition fühlt sich vielleicht eher wie eine Last an als wie ein Geschenk. Behalte, was dir dient, und leg den Rest mit Respekt ab.',
      },
      advice:
        'Bring die Geldfrage in der Familie offen zur Sprache, bevor sie sich zu einer Fehde verhärtet.',
      lean: 'no',
    },
  },
  'pentacles-11-page': {
    upright: {
      theme: 'ein fleißiger Schüler, ganz versunken in ein neues, praktisches Vorhaben',
      meaning:
        'Ein junger Mann steht auf einer blühenden Wiese, hält eine Münze vor die Augen und betrachtet sie mit ganzer Aufmerksamkeit. Der Bube der Münzen steht für Fleiß, Gelehrsamkeit und den ersten Schritt eines praktischen Vorhabens. Traditionell bringt er Studium, Nachdenken und Nachrichten, oft über Geld.',
      subjects: {
        love: 'Die Liebe beginnt langsam und ernsthaft, oder mit einem beständigen, aufrichtigen Menschen. Lass sie in ihrem eigenen Tempo wachsen.',
        work: 'Eine neue Stelle, eine Ausbildung oder ein praktisches Vorhaben beginnt. Lerne alles, was du kannst, und sei verlässlich.',
        money:
          'Gute Nachrichten über Geld oder eine neue kleine Einnahmequelle kommen. Plane, wie du sie wachsen lassen kannst.',
        health:
          'Mehr über deinen Körper zu lernen und eine vernünftige Routine zu beginnen, ist jetzt begünstigt. Lies, frag nach und probier aus, was zu dir passt.',
        home: 'Ein junger Mensch in der Familie zeigt echten Fleiß, oder es kommen praktische Neuigkeiten. Unterstütze das Bemühen.',
        travel:
          'Eine Reise zum Lernen, zur Ausbildung oder für die Arbeit ist begünstigt. Bereite dich so sorgfältig darauf vor wie auf eine Prüfung.',
        study:
          'Für Lernen und Prüfungen ist das eine der besten Karten überhaupt. Arbeite stetig, dann stellen sich die Ergebnisse ein.',
        legal:
          'Unterlagen gründlich zu lesen, zahlt sich aus. Studiere die Einzelheiten, bevor du irgendetwas entscheidest.',
        spirit:
          'Vertiefe dich mit voller Aufmerksamkeit in das, was dich fesselt, ein Thema nach dem anderen.',
      },
      advice: 'Fang mit dem Kurs, dem Plan oder der Spargewohnheit an, über die du bisher nur gelesen hast.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein Schüler, der sich treiben lässt, die Arbeit aufschiebt und seine Mittel verplempert',
      meaning:
        'Umgekehrt zeigt der Bube der Münzen die Schattenseite des fleißigen Schülers: Aufschieberei, unrealistische Pläne und Geld, das verplempert wird. Waite spricht von Verschwendung, Ausschweifung und ungünstigen Nachrichten. Ziele werden gesteckt, bewundert und nie angegangen.',
      subjects: {
        love: 'Jemand redet von Verbindlichkeit, ohne etwas dafür zu tun – oder du bist es selbst. Lass eine Weile die Taten sprechen.',
        work: 'Aufschieberei und fehlende Konzentration halten dich zurück. Such dir ein Ziel aus und tu noch vor dem Mittagessen etwas dafür.',
        money:
          'Kleine, unnötige Ausgaben summieren sich, oder enttäuschende Nachrichten über Geld treffen ein. Schreib eine Woche lang jeden Einkauf auf.',
        health:
          'Deine Pläne, gut für dich zu sorgen, bleiben auf dem Papier. Fang heute mit einem kleinen Schritt an statt nächsten Monat mit dem perfekten Programm.',
        home: 'Ein junger Mensch in der Familie lässt sich womöglich treiben oder ist antriebslos. Ermutige ihn behutsam, aber mit klaren Erwartungen.',
        travel:
          'Reisepläne zerfließen, ohne dass jemand etwas bucht. Leg ein Datum fest oder lass die Idee fallen.',
        study:
          'Das Aufschieben untergräbt dein Lernen. Mach dir einen Zeitplan und halte die erste Lerneinheit kurz.',
        legal:
          'Liegen gebliebene Unterlagen oder eine verpasste Frist könnten deiner Position schaden. Kümmere dich diese Woche darum.',
        spirit:
          'Träumen ohne Handeln führt nirgendwohin. Tu einen praktischen Schritt auf das zu, was du dir nach eigenen Worten wünschst.',
      },
      advice: 'Erledige die erste langweilige Aufgabe auf der Liste, bevor du irgendetwas anderes planst.',
      lean: 'no',
    },
  },
  'pentacles-12-knight': {
    upright: {
      theme: 'ein langsamer, stetiger, verlässlicher Einsatz, der am Ende ans Ziel führt',
      meaning:
        'Ein Ritter sitzt reglos auf einem schweren schwarzen Pferd am Rand eines gepflügten Feldes und blickt auf die Münze in seiner Hand. Der Ritter der Münzen steht für Fleiß, Verlässlichkeit und geduldige, harte Arbeit. Waite nannte ihn nützlich, dienstbereit und verantwortungsbewusst, einen Mann von Redlichkeit.',
      subjects: {
        love: 'Ein treuer, verlässlicher Mensch an deiner Seite oder eine Beziehung, die sich langsam, aber sicher entwickelt, zeichnet sich ab. Beständigkeit ist hier eine Form der Hingabe.',
        work: 'Gründliche, verantwortungsvolle Arbeit schafft Vertrauen und bringt Ergebnisse. Mach weiter mit dem, was du gut kannst, eine Aufgabe nach der anderen.',
        money:
          'Sorgfältiges Sparen und geduldiges Anlegen zahlen sich aus. Bleib bei deinem Plan, auch wenn er sich langweilig anfühlt.',
        health:
          'Beständige Gewohnheiten sind genau das, was dein Körper braucht. Regelmäßigkeit zählt weit mehr als Intensität.',
        home: 'Verlässliche Menschen und feste Abläufe halten den Haushalt zusammen. Sei der Mensch, auf den sich die anderen verlassen können.',
        travel:
          'Eine gut vorbereitete Reise ohne Hast verläuft reibungslos. Nimm den langsameren Weg und genieße ihn.',
        study:
          'Gründliches Wiederholen bringt Ergebnisse. Halte dich an deinen Zeitplan, auch an Tagen, an denen du keine Lust hast.',
        legal: 'Es geht langsam, aber stetig voran. Sei gründlich und lass die Geduld für dich arbeiten.',
        spirit: 'Die Treue zu einer täglichen Übung trägt ihren Lohn in sich. Sei morgen wieder da.',
      },
      advice: 'Erledige heute deinen Teil der Arbeit ohne Eile, und morgen wieder.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein sturer Stillstand, in dem Beständigkeit zu Trägheit erstarrt ist',
      meaning:
        'Umgekehrt zeigt der Ritter der Münzen die Schattenseite des verlässlichen Arbeiters: Trägheit, Müßiggang, Sturheit und eine Routine, die zum ausgetretenen Trott geworden ist. Die ältere Deutung fügt Nachlässigkeit und Mutlosigkeit hinzu. Das Pferd ist stehen geblieben, und der Reiter merkt es nicht einmal mehr.',
      subjects: {
        love: 'Die Beziehung ist in Gewohnheit erstarrt, oder einer von euch rührt sich keinen Millimeter. Unternimm diese Woche etwas Neues mit deinem Gegenüber.',
        work: 'Stillstand und Langeweile haben sich eingeschlichen, und deine Arbeit leidet darunter. Bitte um eine neue Aufgabe oder lerne etwas Neues.',
        money:
          'Deine Finanzen wurden sich selbst überlassen, oder aus Vorsicht ist Nachlässigkeit geworden. Setz dich hin und sieh nach, wohin dein Geld fließt.',
        health:
          'Trägheit raubt dir die Kraft. Ein kurzer Spaziergang jeden Tag würde mehr bewirken, als du denkst.',
        home: 'Das Leben zu Hause steckt im Trott fest, und niemand schlägt etwas anderes vor. Ändere einen Teil des Wochenablaufs.',
        travel:
          'Pläne kommen immer wieder ins Stocken, weil niemand den ersten Schritt macht. Buche eine Sache, und sei sie noch so klein.',
        study: 'Langeweile bremst deinen Fortschritt. Ändere, wo, wann oder wie du lernst.',
        legal:
          'Verzögerungen und die Sturheit eines Beteiligten halten eine Sache auf. Bitte höflich und beharrlich darum, dass es vorangeht.',
        spirit: 'Routine ohne Sinn ist zum Trott geworden. Such dir einen neuen Grund für das, was du tust.',
      },
      advice: 'Ändere diese Woche eine feste Gewohnheit, damit die Räder wieder ins Rollen kommen.',
      lean: 'no',
    },
  },
  'pentacles-13-queen': {
    upright: {
      theme: 'eine warmherzige, praktische, großzügige Frau, unter deren Händen alles gedeiht',
      meaning:
        'Eine Königin sitzt in einem üppigen Garten auf einem Thron, in den Früchte und Ziegen geschnitzt sind, und blickt auf die Münze in ihrem Schoß, während zu ihren Füßen ein Kaninchen läuft. Die Königin der Münzen steht für praktische Fürsorge und Fülle, eine geerdete Frau, die Menschen und Mittel gleichermaßen nährt. Waite schrieb ihr Seelengröße zu: Reichtum, Großzügigkeit, Pracht und Sicherheit.',
      subjects: {
        love: 'Eine warme, fürsorgliche und praktische Liebe wird dir geschenkt, oder du bist gefragt, selbst so zu lieben. Kümmere dich auf kleine, alltägliche Weise um dein Gegenüber und lass dich ebenso umsorgen.',
        work: 'Praktisches Geschick und echte Fürsorge für Menschen bringen Erfolg. Du kannst die Dinge gut führen, ohne deine Wärme zu verlieren.',
        money:
          'Das Geld wird klug verwaltet und großzügig ausgegeben. Genieße deine Annehmlichkeiten und teile sie, wo du kannst.',
        health:
          'Gutes Essen, frische Luft, Zeit im Freien und Freundlichkeit dir selbst gegenüber stärken dich. Pflege deinen Körper wie einen Garten.',
        home: 'Dein Zuhause ist warm und einladend, und du bist sein Herz. Andere versammeln sich um dich, weil sie sich bei dir umsorgt fühlen.',
        travel:
          'Ein gemütlicher Ausflug aufs Land oder irgendwohin ins Grüne tut dir gut. Wähl diesmal Behaglichkeit statt Abenteuer.',
        study:
          'Praktische Fächer und geduldige, fürsorgliche Lehrkräfte liegen dir. Lerne, was du gebrauchen kannst.',
        legal:
          'Ein praktischer, vernünftiger Ansatz hilft dir. Such nach einer Lösung, mit der alle ihr Leben weiterführen können.',
        spirit:
          'Du findest das Heilige im Alltag: in einer Mahlzeit, einem Garten, einem Zuhause. Lass die ganz gewöhnliche Fürsorge zu deiner Übung werden.',
      },
      advice: 'Koche, pflege oder mach etwas für die Menschen, die du liebst, und zähl dich selbst dazu.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine erdrückende oder sich selbst vernachlässigende Versorgerin, in Sorge um Geld und Zuhause',
      meaning:
        'Umgekehrt zeigt die Königin der Münzen die Schattenseite der nährenden Frau: erdrückend, dem Materiellen verhaftet oder so beschäftigt mit allen anderen, dass sie sich selbst vergisst. Waite las die Karte dunkler, als Argwohn, Ungewissheit, Furcht und Misstrauen. Aus Fürsorge ist Kontrolle oder Erschöpfung geworden.',
      subjects: {
        love: 'Aus Fürsorge ist Bevormundung geworden, oder du bist so mit dem Versorgen beschäftigt, dass keine Zeit mehr füreinander bleibt. Tritt einen Schritt zurück und frag, was dein Gegenüber wirklich will.',
        work: 'Arbeit und Zuhause sind aus dem Gleichgewicht geraten, und das eine verschlingt das andere. Zieh bei beiden Grenzen.',
        money:
          'Geldsorgen oder zu viel Wert auf den äußeren Schein nehmen überhand. Sei vernünftig, ohne ängstlich zu werden.',
        health:
          'Du sorgst für alle außer für dich, und man sieht es deiner Kraft an. Setz deine eigene Ruhe und deine Mahlzeiten mit auf die Liste.',
        home: 'Der Haushalt wird entweder vernachlässigt oder zu streng geführt. Lass dir von anderen helfen und lass manches weniger als perfekt sein.',
        travel:
          'Sorgen um Zuhause oder Geld halten dich davon ab, irgendwohin zu fahren. Eine kurze Auszeit täte dir gut, und das Haus kommt ohne dich zurecht.',
        study:
          'Die Anforderungen zu Hause verdrängen dein Lernen. Sichere dir jeden Tag eine feste Stunde für dich.',
        legal:
          'Misstrauen verkompliziert die Sache. Halte dich an praktische Fakten und sorgfältige Aufzeichnungen.',
        spirit:
          'Sorgen um Materielles verdrängen deinen inneren Frieden. Verbring Zeit in der Natur und lass dich von ihr zur Ruhe bringen.',
      },
      advice:
        'Tu heute eine Sache für dein eigenes Wohlbefinden, bevor du dich um irgendjemand anderen kümmerst.',
      lean: 'no',
    },
  },
  'pentacles-14-king': {
    upright: {
      theme: 'ein wohlhabender, verlässlicher Mann, der Mühe in dauerhaften Erfolg verwandelt',
      meaning:
        'Ein König sitzt auf einem Thron mit geschnitzten Stierköpfen, sein Gewand ist übersät mit Trauben und Reben, hinter ihm erhebt sich eine Burg. Der König der Münzen steht für Wohlstand, Geschäftssinn und verlässlichen Erfolg. Waite sprach ihm Tapferkeit zu, einen Verstand, der Pläne verwirklicht, Geschäftstüchtigkeit und eine Begabung für Zahlen.',
      subjects: {
        love: 'Ein beständiger, großzügiger und treuer Mensch an deiner Seite zeichnet sich ab, der seine Liebe zeigt, indem er für alles sorgt. Sicherheit und Vertrauen wachsen miteinander.',
        work: 'Geschäftlicher Erfolg und Führung entstehen aus stetiger Mühe und gutem Urteil. Übernimm die Leitung des Vorhabens.',
        money:
          'Wohlstand und solides Wirtschaften sind im Bild. Leg langfristig an und hol dir erfahrenen Rat.',
        health:
          'Beständige Gewohnheiten und ein behaglicher Alltag unterstützen deinen Körper. Genieß gutes Essen und Ruhe, in vernünftigem Maß.',
        home: 'Ein sicheres, gut versorgtes Zuhause ist begünstigt. Deine Beständigkeit ist es, die die Familie aufatmen lässt.',
        travel:
          'Eine bequeme, gut finanzierte Reise ist möglich. Plane sie ordentlich und genieße die Leichtigkeit.',
        study:
          'Praktische, kaufmännische oder finanzielle Fächer liegen dir. Dein Gespür für Zahlen ist ein Vorteil.',
        legal:
          'Ein solider, praktischer Ansatz hilft dir. Verlass dich auf erfahrenen Rechtsbeistand und lückenlose Unterlagen.',
        spirit:
          'Fülle ist eine Verantwortung ebenso wie ein Lohn. Nutze, was du hast, um anderen Halt zu geben.',
      },
      advice: 'Triff die solide, langfristige Entscheidung über dein Geld, die du schon länger abwägst.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein Mann, dessen Reichtum zu Gier, Sturheit oder Bestechlichkeit verhärtet ist',
      meaning:
        'Umgekehrt zeigt der König der Münzen die Schattenseite des wohlhabenden Herrschers: Gier, Sturheit, Materialismus und die Bereitschaft, es mit der Moral nicht so genau zu nehmen. Die alten Bedeutungen lauten Laster, Schwäche, Verderbtheit und Gefahr. Erfolg wird um jeden Preis verfolgt, und den Preis zahlen andere.',
      subjects: {
        love: 'Dein Gegenüber geht womöglich kontrollierend mit Geld um oder misst Liebe in Geschenken und Geld. Achte darauf, wer den Daumen auf dem Geldbeutel hat und warum.',
        work: 'Ein gieriger oder skrupelloser Vorgesetzter oder Geschäftspartner ist ein Risiko. Führe deine eigenen Unterlagen und behalte deine Gedanken für dich.',
        money:
          'Gier, riskante Wetten oder Sturheit gefährden deine Finanzen. Hol dir vor jedem großen Schritt eine zweite Meinung ein.',
        health:
          'Maßlosigkeit oder Überarbeitung auf der Jagd nach mehr zehren an dir. Schalte einen Gang zurück und zähl auch Ruhe zu deinen Erfolgen.',
        home: 'Streit ums Geld oder ein bestimmender Mensch belasten die Familie. Zieh klare Grenzen dafür, was du hinnimmst.',
        travel:
          'Eine verschwenderische Reise könnte deine Finanzen stärker belasten, als sie dir zurückgibt. Wähl etwas Einfacheres.',
        study:
          'Nur für das spätere Gehalt zu lernen, lässt dich womöglich unzufrieden zurück. Such auch das, was dich am Fach selbst fesselt.',
        legal:
          'Auf der Gegenseite sind Bestechlichkeit oder Unredlichkeit möglich. Hol dir guten Rat und dokumentiere alles.',
        spirit:
          'Reichtum kann keinen Seelenfrieden kaufen. Schau am Geld vorbei auf das, was dir wirklich wichtig ist.',
      },
      advice: 'Lehne das Geschäft ab, das gut bezahlt, aber von dir verlangt, deine Grundsätze zu verbiegen.',
      lean: 'no',
    },
  },
};
