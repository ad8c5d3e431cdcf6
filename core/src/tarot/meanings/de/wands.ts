// German readings of the fourteen Wands, written afresh for German-speaking customers rather than
// translated, so that facts and lean match wands.ts while the voice stays native du-form German.
import type { CardMeanings } from '../types';

export const WANDS_MEANINGS_DE: CardMeanings = {
  'wands-01-ace': {
    upright: {
      theme: 'ein Funke der Eingebung und die Kraft, etwas Neues zu beginnen',
      meaning:
        'Aus einer Wolke ragt eine Hand mit einem austreibenden Stab, von dem junge Blätter fallen, und in der Ferne thront eine Burg auf einem Hügel. Waite nennt Schöpfung, Erfindung und Unternehmungsgeist – den Anfang und Ursprung eines Vorhabens. Hier brennt das rohe schöpferische Feuer einer neuen Leidenschaft oder eines Projekts, das jetzt begonnen werden will.',
      subjects: {
        love: 'Die Anziehung flammt auf – mit einem neuen Menschen oder als frische Glut in einer gewachsenen Verbindung. Folge dem Funken, solange er hell leuchtet.',
        work: 'Ein neues Projekt, eine Geschäftsidee oder eine neue Aufgabe kommt mit echtem Schwung auf dich zu. Sag zu und mach rasch den ersten Schritt.',
        money:
          'Eine neue Einnahmequelle oder ein aussichtsreiches Vorhaben zeigt sich. Stütze es auf einen Plan, nicht nur auf Begeisterung.',
        health:
          'Ein Schub an Tatkraft macht diesen Moment günstig, um mit einer neuen Art von Bewegung anzufangen. Lenke die Begeisterung in etwas, bei dem du auch dranbleibst.',
        home: 'Frischer Schwung zieht ins Haus ein, vielleicht die Nachricht von einem Neuankömmling oder ein lebhaftes Vorhaben daheim. Lass alle an der Vorfreude teilhaben.',
        travel:
          'Der plötzliche Drang, irgendwohin aufzubrechen, verdient es, ernst genommen zu werden. Buche die Reise, solange die Idee lebendig ist.',
        study:
          'Ein Fach entfacht dein Feuer, und das Lernen fällt dir leicht. Beginne den Kurs oder die Arbeit jetzt.',
        legal:
          'In einer förmlichen Angelegenheit ist es gut für dich, den ersten Schritt zu tun. Reiche die Unterlagen ein, schreib oder ruf an, statt abzuwarten.',
        spirit: 'Schöpferisches Feuer kehrt in dein Innenleben zurück. Folge dem, was dich begeistert.',
      },
      advice:
        'Beginne das Vorhaben, das dich begeistert, innerhalb der nächsten drei Tage, bevor der Funke erkaltet.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein Fehlstart oder ein Funke, der nicht recht zünden will',
      meaning:
        'Umgekehrt flackert das Feuer des Asses nur noch. Waite spricht von einem Fall und von getrübter Freude, die heutige Deutung von Verzögerungen, fehlendem Antrieb und Ideen, die nie über den Entwurf hinauskommen. Die Kraft ist da, doch sie ist blockiert, zerstreut oder zu früh verbraucht.',
      subjects: {
        love: 'Die Leidenschaft verpufft, oder ein vielversprechender Anfang gerät ins Stocken. Erzwinge keine Glut, die nicht da ist.',
        work: 'Ein Projekt verzögert sich, oder deine Begeisterung ist verflogen. Finde heraus, ob es mehr Brennstoff oder eine andere Richtung braucht.',
        money:
          'Ein Vorhaben kommt womöglich nicht so in Schwung wie erhofft. Halte weiteres Geld zurück, bis es erste Lebenszeichen zeigt.',
        health:
          'Deine Kraft fühlt sich matt an, und Antrieb ist schwer zu finden. Fang mit etwas Kleinem und Angenehmem an statt mit einem anspruchsvollen neuen Programm.',
        home: 'Pläne für zu Hause stocken, oder eine erhoffte Nachricht lässt auf sich warten. Hab Geduld, bis der richtige Zeitpunkt kommt.',
        travel:
          'Eine Reise wird vielleicht verschoben oder verliert ihren Reiz. Warte, bis die Lust zurückkehrt, bevor du Geld dafür festlegst.',
        study:
          'Es fällt dir schwer anzufangen, oder du verlierst auf halber Strecke die Lust. Teile die Arbeit in kurze Abschnitte auf.',
        legal:
          'Verzögerungen oder nachlassender Schwung bremsen die Sache. Halte den Schriftverkehr in Bewegung, auch wenn die Begeisterung gering ist.',
        spirit:
          'Dir fehlt die Eingebung, und du fühlst dich von deiner schöpferischen Kraft abgeschnitten. Ruh dich aus und lass das Feuer neu entstehen.',
      },
      advice: 'Bring ein kleines Stück des stockenden Vorhabens zu Ende, damit es wieder in Gang kommt.',
      lean: 'no',
    },
  },
  'wands-02-two': {
    upright: {
      theme: 'ein Plan, von sicherem Grund aus geschmiedet, und die Welt in deinen Händen',
      meaning:
        'Ein Mann steht auf den Zinnen seiner Burg, eine kleine Weltkugel in der rechten Hand, und blickt über Land und Meer. Waite nennt Reichtum und Glück, gefärbt von der Unruhe dessen, der viel hat und doch mehr will. Die heutige Deutung sieht Planung, Weitblick und den Entschluss, über vertraute Mauern hinauszugreifen. Du hast festen Fuß gefasst, und nun gilt es zu wählen, wohin du von hier aus gehst.',
      subjects: {
        love: 'Du wägst ab, was du dir von einer Beziehung wünschst – vielleicht, ob du bleibst, wo du bist, oder weiter hinausgreifst. Schmiede einen Plan, der die Hoffnungen deines Gegenübers ebenso einschließt wie deine.',
        work: 'Du planst deinen nächsten Zug aus einer recht sicheren Lage heraus. Zeichne die Erweiterung, den neuen Markt oder den nächsten beruflichen Schritt auf, bevor du springst.',
        money:
          'Dein Fundament ist sicher genug, um Wachstum zu planen. Setz dir langfristige Ziele für deine Finanzen und prüfe genau, wo du dein Geld anlegst.',
        health:
          'Du stehst auf festem Grund, um weiter vorauszuplanen, etwa ein sportliches Ziel fürs nächste Jahr oder neue Gewohnheiten in einem neuen Zuhause. Leg jetzt die ersten drei Schritte fest.',
        home: 'Unruhe daheim bringt dich vielleicht dazu, über eine größere Veränderung nachzudenken. Sprich mit den Menschen darüber, die sie betrifft.',
        travel:
          'Dies ist die Karte mit der Weltkugel, und sie begünstigt die Planung eines Umzugs ins Ausland oder einer weiten Reise. Erkunde Ziele und Kosten sorgfältig, denn dein Blick in die Ferne trägt.',
        study:
          'Plane deinen Bildungsweg, vielleicht im Ausland oder in einem neuen Fachgebiet. Entscheide danach, wo du in fünf Jahren stehen willst.',
        legal:
          'Sorgfältige Planung stärkt deine Position. Wäge deine Möglichkeiten ab und denk langfristig, bevor du dich festlegst.',
        spirit: 'Du stehst an einer Schwelle und blickst hinaus. Entscheide, welcher Horizont dich ruft.',
      },
      advice:
        'Breite eine Landkarte aus, wörtlich oder im übertragenen Sinn, und markiere dein nächstes Ziel.',
      lean: 'yes',
    },
    reversed: {
      theme: 'die Angst vor dem Unbekannten, die dich innerhalb der Mauern hält',
      meaning:
        'Umgekehrt wendet sich der Mann auf den Zinnen von der Aussicht ab. Waite nennt Überraschung, Staunen und Furcht. Die heutige Deutung sieht mangelnde Planung, übertriebene Vorsicht und Pläne, die das Unerwartete durchkreuzt. Die Welt ist noch immer da draußen, doch du zögerst, nach ihr zu greifen.',
      subjects: {
        love: 'Die Angst vor Veränderung hält die Beziehung in einem bequemen Trott, oder eure Zukunftspläne passen nicht zusammen. Sprecht über die Angst selbst.',
        work: 'Schlechte Planung oder Scheu vor dem Wagnis bremsen dein Vorankommen. Sieh dir die Gelegenheit, die du ausgeschlagen hast, noch einmal an.',
        money:
          'Ein fehlender Plan oder eine unerwartete Ausgabe erwischt dich kalt. Stell einen einfachen Haushaltsplan auf, bevor du etwas unternimmst.',
        health:
          'Dass du dich nur im Vertrauten bewegst, hält deine Kraft auf Sparflamme. Probiere eine neue, sanfte Form der Bewegung aus.',
        home: 'Unruhe prallt auf die Angst vor Veränderung, und im Haus geht nichts voran. Entscheidet gemeinsam, ob ihr bleibt oder geht.',
        travel:
          'Ein Umzug ins Ausland oder eine große Reise verzögert sich womöglich durch Zweifel oder schlechte Vorbereitung. Informiere dich gründlicher, bevor du dich festlegst.',
        study:
          'Die Angst, den falschen Weg zu wählen, hält dich davon ab, überhaupt einen zu wählen. Nimm die Möglichkeit, die dir am wenigsten Angst macht, und fang an.',
        legal:
          'Übereilte oder halbfertige Pläne schwächen deine Position. Geh langsamer vor und plane jeden Schritt.',
        spirit:
          'Du ahnst ein weiteres Leben, fürchtest aber, das Vertraute zu verlassen. Wage einen kleinen Schritt vor die Mauern.',
      },
      advice:
        'Schreib genau auf, was du am Aufbruch fürchtest, und entscheide dann, ob das wirklich ein Grund zum Bleiben ist.',
      lean: 'unclear',
    },
  },
  'wands-03-three': {
    upright: {
      theme: 'ein Vorhaben auf dem Weg, mit auslaufenden Schiffen und Erträgen am Horizont',
      meaning:
        'Eine ruhige Gestalt steht mit dem Rücken zu uns auf einer Klippe und sieht ihren Schiffen nach, die unten das Meer überqueren. Waite nennt gefestigte Stärke, Unternehmungsgeist, Handel und Entdeckung, dazu tüchtige Hilfe in Geschäften. Deine Pläne sind in Bewegung, und nun ist es Zeit, weiter vorauszuschauen und zu wachsen.',
      subjects: {
        love: 'Die Beziehung wächst und richtet den Blick auf eine gemeinsame Zukunft, vielleicht über eine Entfernung hinweg. Gespräche über eure Pläne bringen euch einander näher.',
        work: 'Projekte wachsen, der Handel blüht, und Partner beweisen ihren Wert. Denk größer und schau ins Ausland, wenn deine Arbeit es zulässt.',
        money:
          'Erträge aus früherer Mühe oder früheren Anlagen beginnen hereinzukommen. Behalte das große Ganze im Blick statt nur die erste Zahlung.',
        health:
          'Deine bisherigen Fortschritte geben dir eine Grundlage, auf der du aufbauen kannst. Erweitere deine Gewohnheiten ein wenig, jetzt, da das Fundament trägt.',
        home: 'Angehörige sind vielleicht weit fort oder planen über die Ferne hinweg etwas gemeinsam. Ein regelmäßiger Anruf hält das Band stark.',
        travel:
          'Fernreisen, Geschäfte in Übersee und ein Umzug stehen unter einem guten Stern. Deine Schiffe sind schon auf dem Wasser – folge ihnen.',
        study:
          'Ein Studium im Ausland oder ein breiteres Wissensgebiet ruft dich. Bewirb dich für den Austausch oder den weiter gefassten Studiengang.',
        legal:
          'Die Angelegenheit kommt stetig voran. Schau nach vorn und bereite dich schon auf den nächsten Abschnitt vor.',
        spirit:
          'Du siehst weiter als noch vor einem Jahr. Vertraue dem größeren Bild, während es sich entfaltet.',
      },
      advice:
        'Blick über deinen jetzigen Horizont hinaus und schick noch in dieser Woche ein neues Angebot hinaus.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine Flaute auf See, mit aufgehaltenen Plänen und verspäteten Erträgen',
      meaning:
        'Umgekehrt lassen die Schiffe auf sich warten. Waite spricht vom Ende der Mühen und einer Pause in der Plackerei, während die heutige Deutung Verzögerungen, Hindernisse und fehlende Voraussicht sieht. Die Pläne müssen überdacht werden, oder es braucht Geduld, bis sich das Blatt wendet.',
      subjects: {
        love: 'Entfernung oder unterschiedliche Zukunftspläne sorgen für Verdruss. Sagt offen, was jeder von euch erwartet und bis wann.',
        work: 'Das Wachstum stockt, oder ein Partner liefert nicht. Geh den Plan und die Annahmen, auf denen er ruht, noch einmal durch.',
        money:
          'Die Erträge kommen langsamer als eingeplant. Leih dir nichts im Vorgriff auf Geld, das noch nicht da ist.',
        health:
          'Der Fortschritt fühlt sich zäh an, und das entmutigt. Passe deine Erwartungen an und bleib bei dem Grundlegenden, das dir guttut.',
        home: 'Pläne, die Verwandte in der Ferne oder einen Umzug betreffen, stoßen auf Hindernisse. Bleibt beweglich und redet weiter miteinander.',
        travel:
          'Abfahrten verzögern sich womöglich, oder ein Plan platzt. Buche erstattbare Fahrkarten und halte dir eine zweite Möglichkeit offen.',
        study:
          'Pläne, anderswo zu studieren oder dein Fach zu erweitern, geraten ins Stocken. Frag nach, was genau fehlt, und kläre zuerst das.',
        legal:
          'Rechne mit Verzögerungen und stell dich geduldig darauf ein. Halte deine Unterlagen auf dem neuesten Stand, damit du handeln kannst, sobald es weitergeht.',
        spirit:
          'Die Vision, die dich vorangezogen hat, wirkt im Moment getrübt. Tritt einen Schritt zurück und betrachte den Horizont in ein paar Wochen von Neuem.',
      },
      advice: 'Prüfe die Annahmen hinter deinem Plan und passe den Zeitplan der Wirklichkeit an.',
      lean: 'unclear',
    },
  },
  'wands-04-four': {
    upright: {
      theme: 'ein Fest daheim, mit Eintracht und einer eingebrachten Ernte',
      meaning:
        'Vier Stäbe stehen mit Blumen und Früchten bekränzt, während zwei Gestalten vor einer Brücke und einem alten Herrenhaus Sträuße emporheben. Waite nennt Landleben, einen Zufluchtsort, Ruhe, Eintracht und Wohlstand. Es ist eine Karte der Heimkehr, des Feierns und der Freude über einen erreichten Meilenstein.',
      subjects: {
        love: 'Eine Verlobung, das Zusammenziehen oder ein glücklicher Jahrestag wird gefeiert. Es ist eine warme, geborgene Zeit für euch beide.',
        work: 'Ein Projekt wird abgeschlossen, und alle Beteiligten haben Grund zu feiern. Nimm dir den Abend frei und würdige es gebührend.',
        money:
          'Die Lage ist stabil genug, um ein wenig zu feiern. Gib Geld für gemeinsame Freude aus, nicht für den schönen Schein.',
        health:
          'Das Gefühl, angekommen und getragen zu sein, hebt deine Kraft. Gute Gesellschaft und echte Ruhe tun dir so gut wie jedes Programm.',
        home: 'Dein Zuhause ist jetzt ein Hafen: eine Einweihungsfeier, ein Familienfest oder einfach Frieden unter einem Dach. Öffne die Türen für die Menschen, die du liebst.',
        travel:
          'Eine glückliche Heimkehr oder eine Reise zu einer Hochzeit oder einem Wiedersehen ist begünstigt. Ein Umzug in ein einladendes neues Zuhause gelingt.',
        study:
          'Ein Meilenstein ist erreicht, vielleicht ein Abschluss oder eine bestandene Prüfung. Feiere mit den Menschen, die dich unterstützt haben.',
        legal:
          'Eine Einigung, mit der alle weiterkommen, ist in Reichweite. Strebe nach Eintracht statt nach einem Sieg.',
        spirit:
          'Du fühlst dich in dir selbst und in deinem Leben zu Hause. Sei dankbar für das schützende Dach, das du gebaut hast.',
      },
      advice: 'Versammle die Menschen, die du liebst, und feiere den Meilenstein mit ihnen.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein stilleres Glück oder ein Zuhause im Umbruch',
      meaning:
        'Waite zufolge behält diese Karte auch umgekehrt ihre Bedeutung: Wohlstand, Zuwachs und Schönheit bleiben. Die heutige Deutung fügt einen Hauch von Übergang hinzu, etwa ein verschobenes Fest, fehlenden Rückhalt daheim oder ein Glück, das man lieber im Stillen als vor aller Augen genießt. Das Gute ist noch da, nur leiser.',
      subjects: {
        love: 'Das Glück ist echt, auch wenn es nicht zur Schau gestellt wird, oder eine geplante Feier wird verschoben. Genieße die leisen Freuden, während du wartest.',
        work: 'Ein Erfolg bleibt ungefeiert, oder der Zusammenhalt wirkt dünn. Danke denen, die geholfen haben, auch wenn dir selbst niemand dankt.',
        money:
          'Sicherheit ist vorhanden, auch wenn sie sich zerbrechlich anfühlt. Pflege, was du hast, statt es zu überdehnen.',
        health:
          'Dass du dich daheim nicht recht angekommen fühlst, raubt dir womöglich Ruhe. Mach dir eine Ecke des Hauses zu einem stillen, eigenen Ort.',
        home: 'Ein Umzug, ein Wechsel bei den Mitbewohnern oder Reibereien unter einem Dach bringen Unruhe. Redet weiter miteinander, während der Haushalt seine neue Form findet.',
        travel:
          'Eine Reise oder ein Umzug wird womöglich verschoben oder fühlt sich weniger froh an als erhofft. Richte den Blick auf das, was dir der neue Ort schenken wird.',
        study:
          'Anerkennung lässt vielleicht auf sich warten, obwohl deine Arbeit gut bleibt. Würdige das Erreichte still für dich selbst.',
        legal:
          'Eine Einigung ist vielleicht nah, aber noch nicht endgültig. Arbeite weiter auf einen Vergleich hin, mit dem alle leben können.',
        spirit:
          'Du suchst ein Gefühl von Heimat in dir selbst. Bau es still auf, eine beständige Gewohnheit nach der anderen.',
      },
      advice: 'Feiere im Kleinen und für dich, was gut ist, auch wenn das große Fest noch warten muss.',
      lean: 'yes',
    },
  },
  'wands-05-five': {
    upright: {
      theme: 'ein raues Gerangel zwischen Rivalen und widerstreitenden Ideen',
      meaning:
        'Fünf junge Männer schwingen ihre Stäbe gegeneinander, wie im Spiel oder im Streit. Waite nennt es einen Scheinkampf: harten Wettbewerb, das Ringen um Reichtum und den Kampf des Lebens. Der Kampf ist echt, aber nicht verbittert, und er kann dich schärfen, wenn du die Beherrschung behältst.',
      subjects: {
        love: 'Gezänk und aufeinanderprallende Eitelkeiten sorgen für Reibung, oder es gibt Rivalen um die Gunst eines Menschen. Haltet eure Auseinandersetzungen spielerisch statt verbittert.',
        work: 'Der Wettbewerb ist hart, und in Besprechungen geht es laut zu. Steh zu deinem Standpunkt und lass die beste Idee gewinnen, auch wenn sie nicht von dir stammt.',
        money:
          'Der Wettstreit um dieselben Mittel macht Gewinne vorerst schwerer. Arbeite klüger statt lauter.',
        health:
          'Wettkampfsport und kräftige Bewegung passen jetzt zu deiner Energie. Spiel mit vollem Einsatz, aber übergeh keine Warnsignale deines Körpers, nur um zu gewinnen.',
        home: 'Zank zwischen Geschwistern, Mitbewohnern oder Generationen zermürbt alle. Ein paar gemeinsam vereinbarte Regeln bringen Ruhe ins Haus.',
        travel:
          'Volle, hektische Reisen und Pläne, die sich in die Quere kommen, sind wahrscheinlich. Klärt vor der Abfahrt, wer was entscheidet.',
        study:
          'Der Wettstreit mit anderen Lernenden spornt dich an. Nutze ihn, um deine Arbeit zu schärfen, nicht um deinen Wert daran zu messen.',
        legal:
          'Meinungsverschiedenheiten und widersprüchliche Darstellungen sind zu erwarten. Konzentriere dich auf die wenigen Punkte, auf die es wirklich ankommt.',
        spirit: 'Mehrere innere Stimmen streiten gleichzeitig. Hör jeder von ihnen zu, bevor du wählst.',
      },
      advice: 'Such dir den einen Streit aus, der sich lohnt, und lass die anderen ziehen.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'eine vergiftete Rivalität voller Täuschung und Streit',
      meaning:
        'Umgekehrt wird aus dem Scheingefecht Ernst. Waite nennt Rechtsstreit, Zwist, Betrug und Widerspruch. Die heutige Deutung fügt Konflikte hinzu, denen man ausweicht, bis sie schwären, oder einen Waffenstillstand aus reiner Erschöpfung. Entweder hat der Kampf das Spiel längst hinter sich gelassen, oder er geht endlich zu Ende.',
      subjects: {
        love: 'Entweder sind die Streitereien unfair geworden, oder du weichst einer Aussprache aus, die nötig ist. Sprich ehrlich, und wenn ihr streiten müsst, dann fair.',
        work: 'Machtspiele im Büro oder unlautere Methoden nehmen zu. Halte alles schriftlich fest und verhalte dich selbst untadelig.',
        money:
          'Ein Streit ums Geld oder ein zwielichtiges Geschäft könnte dich teuer zu stehen kommen. Bewahre Belege auf und halte Absprachen schriftlich fest.',
        health:
          'Die Anspannung eines andauernden Konflikts stört womöglich deine Ruhe. Such dir für das Ende jedes Tages einen beruhigenden Ausgleich, etwa einen Spaziergang, Musik oder ein Bad.',
        home: 'Ein Familienstreit wird ernst oder schwelt im Verborgenen und vergiftet die Stimmung. Bereinigt die Lage, bevor sie sich verfestigt.',
        travel:
          'Unstimmigkeiten oder ein Durcheinander bei den Absprachen verderben die Pläne. Lass dir jede Buchung schriftlich bestätigen.',
        study:
          'Ein Konflikt mit Mitlernenden oder einer Lehrkraft lenkt dich von der Arbeit ab. Sprich ihn einmal richtig an und kehre dann zu deinen Büchern zurück.',
        legal:
          'Ein Streit könnte förmlich und verwickelt werden. Hol dir früh guten Rat und verschärfe die Lage nicht auf eigene Faust.',
        spirit:
          'Der innere Zwiespalt zermürbt dich. Schließ Frieden mit dir selbst, und sei es nur für eine Weile.',
      },
      advice: 'Bring die Meinungsverschiedenheit ruhig zu Papier und beende das Hin und Her.',
      lean: 'no',
    },
  },
  'wands-06-six': {
    upright: {
      theme: 'ein Siegesritt mit guten Nachrichten und öffentlicher Anerkennung',
      meaning:
        'Ein lorbeergekrönter Reiter zieht durch eine jubelnde Menge, an seinen Stab ist ein Kranz gebunden. Waite nennt den triumphierenden Sieger, große Neuigkeiten und eine Erwartung, die von ihrem eigenen Wunsch gekrönt wird. Deine Mühe wird gesehen und gefeiert, und dein Selbstvertrauen ist berechtigt.',
      subjects: {
        love: 'Eure Beziehung ist etwas, worauf ihr stolz sein könnt, und auch andere sehen das. Gute Nachrichten oder ein öffentliches Liebesbekenntnis sind wahrscheinlich.',
        work: 'Eine Beförderung, Lob, eine Auszeichnung oder ein gelungener Start rückt dich ins Rampenlicht. Nimm die Anerkennung mit Anstand an und danke denen, die die übrigen Stäbe getragen haben.',
        money:
          'Ein Gewinn, eine Prämie oder eine Belohnung folgt auf deine Mühen. Freu dich daran und entscheide dann in Ruhe, was du damit anfängst.',
        health:
          'Selbstvertrauen hebt deine Kraft, und du darfst stolz auf deine Fortschritte sein. Bleib bei den Gewohnheiten, die dich so weit gebracht haben.',
        home: 'Die Familie feiert deinen Erfolg, oder du darfst den Erfolg eines anderen bejubeln. Lass den Stolz am Tisch die Runde machen.',
        travel:
          'Eine triumphale Heimkehr oder eine Reise, die einen Erfolg besiegelt, zeichnet sich ab. Die Pläne fügen sich reibungslos.',
        study:
          'Gute Ergebnisse und Anerkennung sind wahrscheinlich. Deine harte Arbeit zeigt sich, und andere bemerken sie.',
        legal:
          'In einer förmlichen Angelegenheit ist dies eine hoffnungsvolle Karte, wenn du gründlich vorbereitet bist, auch wenn keine Karte ein Urteil verspricht. Trag dein Anliegen mit stiller Zuversicht vor.',
        spirit:
          'Du siehst, wie weit du gekommen bist. Erlaube dir, ohne Entschuldigung stolz darauf zu sein.',
      },
      advice: 'Nimm das Lob an, das man dir ausspricht, statt es beiseitezuschieben.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein Sturz aus der Gunst, mit ausbleibendem Lob und Rivalen vor dem Tor',
      meaning:
        'Umgekehrt gerät der Siegeszug ins Stocken. Waite nennt Besorgnis, Verrat, Untreue und endlosen Aufschub, wie einen siegreichen Feind vor dem Tor. Die heutige Deutung fügt den Verlust des guten Rufs, fehlende Anerkennung und Eitelkeit hinzu. Der Erfolg verzögert sich oder wurde zu früh für sich beansprucht.',
      subjects: {
        love: 'Vielleicht fühlst du dich nicht gewürdigt, oder Stolz steht der Nähe im Weg. Schenk deinem Gegenüber die Anerkennung, die du dir selbst wünschst.',
        work: 'Die Anerkennung geht an andere, oder ein Rivale überlistet dich. Bleib aufrichtig und halte deinen Beitrag schriftlich fest.',
        money:
          'Eine erwartete Belohnung verzögert sich oder fällt kleiner aus als erhofft. Gib sie nicht aus, bevor sie da ist.',
        health:
          'Enttäuschung zehrt womöglich an deiner Kraft. Sei sanft mit dir und bau dein Selbstvertrauen Schritt für Schritt wieder auf.',
        home: 'Das Gefühl, daheim übersehen zu werden, sorgt für Reibung. Sag klar, was du von den Menschen um dich herum brauchst.',
        travel:
          'Eine Reise verzögert sich vielleicht oder bleibt hinter dem Triumph zurück, den du dir ausgemalt hast. Reise um des Weges willen, nicht um des Eindrucks willen.',
        study:
          'Die Ergebnisse enttäuschen vielleicht, oder deine Mühe bleibt ungelobt. Halte dich an das, was du gelernt hast – das kann dir keine Note nehmen.',
        legal:
          'Verzögerungen oder ein Vertrauensbruch können die Lage verwickeln. Überleg genau, wem du dich anvertraust, und bleib in engem Austausch mit deinem Rechtsbeistand.',
        spirit:
          'Du hast deinen Wert an den Beifall anderer geknüpft. Such ihn stattdessen in deinen eigenen Werten.',
      },
      advice:
        'Schreib für dich allein auf, was du in diesem Jahr erreicht hast, bevor du nach der Zustimmung anderer suchst.',
      lean: 'no',
    },
  },
  'wands-07-seven': {
    upright: {
      theme: 'eine Stellung auf der Anhöhe, gehalten gegen viele Herausforderer',
      meaning:
        'Ein junger Mann auf einer felsigen Anhöhe wehrt sechs Stäbe ab, die von unten gegen ihn erhoben werden. Waite nennt Tapferkeit, Verhandlung, zähes Feilschen und Wettbewerb, dazu Erfolg, denn der Kämpfer hält die höhere Stellung. Steh für dich und deinen Standpunkt ein.',
      subjects: {
        love: 'Vielleicht musst du deine Beziehung gegen Druck von außen verteidigen, gegen missbilligende Verwandte oder einen Nebenbuhler. Steh zu deinem Gegenüber und sag es offen.',
        work: 'Mitbewerber und Kritiker fordern dich heraus, doch du hast die stärkere Stellung. Verhandle bestimmt und gib keinen Boden preis, den du nicht preisgeben musst.',
        money:
          'Schütze, was du dir erarbeitet hast, vor denen, die etwas davon abhaben wollen. Bleib in Verhandlungen bei deinem Preis.',
        health:
          'Tritt für deine eigenen Bedürfnisse ein, auch für Ruhe und klare Grenzen. Verteidige die Zeit, die du dir für deine Selbstfürsorge freihältst.',
        home: 'Vielleicht musst du dem Druck aus der Familie standhalten. Sei klar und freundlich, aber weich nicht zurück, wo es darauf ankommt.',
        travel:
          'Deine Pläne stoßen womöglich auf Einwände anderer. Ist der Plan solide, dann steh dazu und kümmere dich selbst um die Vorbereitungen.',
        study:
          'Verteidige deine Gedanken in einer Diskussion, einer mündlichen Prüfung oder einer Klausur. Deine Vorbereitung verschafft dir den Vorteil.',
        legal:
          'Wenn du gut vorbereitet standhältst, bist du in einer starken Position. Halte deine Belege geordnet und deine Aussagen stimmig.',
        spirit:
          'Deine Überzeugungen werden von mehreren Seiten auf die Probe gestellt. Halte an dem fest, woran du glaubst.',
      },
      advice: 'Entscheide, welche Stellung du verteidigen willst, und sag das klar und ruhig.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein Ansturm von allen Seiten und die Versuchung, die Anhöhe preiszugeben',
      meaning:
        'Umgekehrt wird der Verteidiger überrannt. Waite nennt Ratlosigkeit, Verlegenheit und Sorge und warnt vor Unentschlossenheit. Die heutige Deutung sieht Erschöpfung, ein Nachgeben unter Druck oder eine Abwehrhaltung, die überall Angriffe wittert. Wähle deine Kämpfe, sonst verlierst du womöglich den Boden, den du hast.',
      subjects: {
        love: 'Ständiger Streit hat dich abwehrend und müde gemacht. Frag dich, ob du das hier verteidigen willst oder ob es Zeit ist, es loszulassen.',
        work: 'Druck von allen Seiten macht dich unruhig und unsicher. Entscheide, was am meisten zählt, und lass manche Kämpfe ohne dich stattfinden.',
        money:
          'Der finanzielle Druck wächst, und du fühlst dich überfordert. Hol dir Rat und kümmere dich um eine Forderung nach der anderen.',
        health:
          'Anspannung und ständige Wachsamkeit zermürben dich. Ruh dich aus und bitte um die Unterstützung, die du anderen geben würdest.',
        home: 'Deine Stellung daheim zu verteidigen, laugt dich aus. Such dir die Stellen, an denen ein Kompromiss dich wenig kostet.',
        travel:
          'Zögern und die Einwände anderer halten deine Pläne auf. Triff die Entscheidung und hör dann auf, sie wieder aufzurollen.',
        study:
          'Überforderung und Zweifel schwächen deine Leistung. Kürze die Leseliste auf das Wesentliche und beherrsche das gründlich.',
        legal:
          'Unentschlossenheit oder bloße Müdigkeit könnten deine Position schwächen. Lass deinen Rechtsbeistand einen Teil der Last tragen.',
        spirit:
          'Du verteidigst dich gegen alles, sogar gegen Hilfe. Senke deine Deckung ein wenig und sieh, wer bleibt.',
      },
      advice: 'Wähle den einen Kampf, den du gewinnen musst, und lass die übrigen vorerst ruhen.',
      lean: 'no',
    },
  },
  'wands-08-eight': {
    upright: {
      theme: 'ein Schub rascher Bewegung, mit Nachrichten und Ereignissen im Flug',
      meaning:
        'Acht Stäbe fliegen durch den offenen Himmel über einem Fluss und grünem Land und setzen gleich zur Landung an. Waite nennt Schnelligkeit, große Eile und große Hoffnung, den raschen Lauf auf ein Ziel zu, das Glück verspricht, und auch die Pfeile der Liebe. Jetzt geht alles schnell: Nachrichten treffen ein, Pläne heben ab, und Verzögerungen enden.',
      subjects: {
        love: 'Gefühle entwickeln sich schnell, und eine Nachricht oder ein Bekenntnis könnte unterwegs sein. Genieße den Schwung und antworte, solange das Gefühl frisch ist.',
        work: 'Es geht rasch voran, Entscheidungen fallen schnell, und Neuigkeiten kommen alle auf einmal. Räum deinen Schreibtisch frei, damit du zügig reagieren kannst.',
        money:
          'Geld bewegt sich schnell: Eine Zahlung geht ein, oder eine Gelegenheit tut sich auf. Greif zu, aber lies, bevor du unterschreibst.',
        health:
          'Tatkraft und Schwung sind groß. Steck sie in Bewegung, die dir Freude macht, statt in hektisches Herumeilen.',
        home: 'Nachrichten von Verwandten treffen schnell ein, und Pläne daheim kommen zügig voran. Halte alle auf dem Laufenden.',
        travel:
          'Dies ist eine der besten Karten für Reisen, besonders mit dem Flugzeug. Reisen fügen sich schnell, sobald du dich festlegst.',
        study:
          'Das Lernen beschleunigt sich, und Ergebnisse kommen zügig. Nutze den Schwung bis zum Ende des Kurses.',
        legal:
          'Nach einer zähen Phase kommt die Sache womöglich rasch voran. Halte deine Unterlagen bereit, bevor man danach fragt.',
        spirit:
          'Einsichten kommen blitzartig, und Zufälle fügen sich. Handle nach der Eingebung, bevor sie verfliegt.',
      },
      advice: 'Beantworte die Nachricht noch heute, solange die Dinge in Bewegung sind.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein Flug, der vom Kurs abkommt, mit Eifersucht und Verzögerung',
      meaning:
        'Umgekehrt verlieren die Stäbe ihre Richtung. Waite nennt die Pfeile der Eifersucht, inneren Zwist, Gewissensbisse und Streit, besonders im eigenen Haus. Die heutige Deutung fügt Verzögerungen, Verdruss und Eile hinzu, die schiefgeht. Die Kraft zerstreut sich oder kommt zum Stillstand.',
      subjects: {
        love: 'Eifersucht oder Missverständnisse sorgen für Reibung, oder alles geht schneller, als einer von euch bereit ist. Nehmt das Tempo heraus und sagt, was ihr meint.',
        work: 'Verzögerungen halten den Fortschritt auf, oder eine übereilte Entscheidung geht nach hinten los. Prüfe die Einzelheiten, bevor du auf „Senden“ drückst.',
        money:
          'Erwartetes Geld verzögert sich, oder überstürzte Ausgaben bringen Ärger. Warte, bis das Geld tatsächlich auf deinem Konto ist.',
        health:
          'Unruhe und Verdruss zehren an deiner Kraft. Verlangsame dein Tempo und gönn dir echte Pausen.',
        home: 'Häuslicher Streit, oft aus Eifersucht oder wegen eines achtlosen Wortes, sorgt für Spannung. Eine ruhige Entschuldigung bewirkt viel.',
        travel:
          'Verspätungen, Ausfälle oder ein überhasteter Plan sind wahrscheinlich. Plane bei jedem Anschluss zusätzliche Zeit ein.',
        study:
          'Überhastete Arbeit und zerstreute Aufmerksamkeit führen zu Flüchtigkeitsfehlern. Geh langsamer vor und prüfe jede Antwort.',
        legal:
          'Die Sache wird womöglich aufgehalten oder so schnell durchgedrückt, dass dir nicht wohl dabei ist. Stimm jeden Schritt mit deinem Rechtsbeistand ab.',
        spirit:
          'Du fühlst dich zerstreut und in viele Richtungen gezogen. Erde dich mit einer einfachen Übung, die du immer wiederholst.',
      },
      advice: 'Warte einen Tag, bevor du die Nachricht abschickst, die du in Eile geschrieben hast.',
      lean: 'no',
    },
  },
  'wands-09-nine': {
    upright: {
      theme: 'das Standhalten eines Menschen, der müde, aber ungebeugt ist',
      meaning:
        'Ein Mann mit verbundenem Kopf stützt sich auf seinen Stab und blickt wachsam über die Schulter, während hinter ihm acht weitere Stäbe wie ein Zaun stehen. Waite nennt Stärke im Widerstand: Wird dieser Mensch angegriffen, tritt er dem Ansturm kühn entgegen, auch wenn Aufschub und Warten drohen. Du hast viel durchgemacht, und du bist fast am Ziel.',
      subjects: {
        love: 'Alte Verletzungen haben dich vorsichtig gemacht, doch du hast noch die Kraft weiterzumachen. Öffne den Zaun ein wenig für jemanden, der es sich verdient hat.',
        work: 'Die lange Anstrengung ist fast geschafft, und Beharrlichkeit trägt dich ans Ziel. Halte durch und schütze, was du aufgebaut hast.',
        money:
          'Verteidige deine Rücklagen weiter, auch wenn du dich erschöpft fühlst. Stabilität ist näher, als es scheint.',
        health:
          'Du bist widerstandsfähig, doch Widerstandskraft braucht Erholung. Hüte deine Ruhe so sorgsam wie alles andere.',
        home: 'Du beschützt deine Familie mit aller Kraft. Achte darauf, dass der Zaun nicht die aussperrt, die helfen wollen.',
        travel:
          'Eine ermüdende Reise oder ein langwieriger Umzug ist fast vorüber. Halte durch, denn du bist näher dran, als es sich anfühlt.',
        study:
          'Du bist auf der Zielgeraden eines langen Studiums. Dein Durchhaltevermögen bringt dich über die Linie.',
        legal:
          'Standhaft zu bleiben und deine Belange zu schützen, ist jetzt die richtige Haltung. Rechne vor dem Abschluss noch mit etwas Wartezeit.',
        spirit:
          'Deine Widerstandskraft hast du dir hart erarbeitet. Vertrau darauf, dass sie dich noch ein Stück weiter trägt.',
      },
      advice: 'Halte für einen letzten Anlauf durch und hüte dabei deine Kräfte.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine Müdigkeit, die Vorsicht in Misstrauen gegen alle verwandelt',
      meaning:
        'Umgekehrt kann der müde Wächter nicht länger standhalten, oder er wehrt Gefahren ab, die gar nicht da sind. Waite nennt Hindernisse und Widrigkeiten. Die heutige Deutung fügt Erschöpfung, Argwohn und ein Aufgeben kurz vor dem Ziel hinzu. Es braucht Ruhe und ebenso Hilfe.',
      subjects: {
        love: 'Abwehr und alte Wunden halten die Liebe auf Abstand. Frag dich, ob die Gefahr, gegen die du dich wappnest, wirklich noch besteht.',
        work: 'Erschöpfung oder der Verdacht, alle seien gegen dich, untergraben gute Arbeit. Bitte um Hilfe, bevor deine Kräfte versiegen.',
        money:
          'Vielleicht bist du nahe daran, ein finanzielles Ziel aufzugeben, für das du gekämpft hast. Leg eine Pause ein und sieh es dir dann mit frischem Blick an.',
        health:
          'Die Erschöpfung holt dich ein. Ruh dich richtig aus und hol dir ärztlichen Rat, wenn deine Kraft nicht zurückkehrt.',
        home: 'Deine Verschlossenheit daheim schafft Abstand. Lass jemanden herein, und sei es nur ein wenig.',
        travel:
          'Müdigkeit macht eine Reise beschwerlicher als nötig. Verschiebe sie, wenn du kannst, oder teile sie in kürzere Etappen.',
        study:
          'So kurz vor dem Ende möchtest du am liebsten aufgeben. Gönn dir eine echte Pause und komm dann für das letzte Stück zurück.',
        legal:
          'Erschöpfung oder Misstrauen könnten deine Entschlossenheit schwächen. Lass deinen Rechtsbeistand einen Teil des Gewichts tragen.',
        spirit:
          'Du fühlst dich von allen Seiten belagert. Leg deine Abwehr für einen Abend ab und ruh dich einfach aus.',
      },
      advice: 'Ruh dich richtig aus, bevor du entscheidest, ob du aufgibst.',
      lean: 'no',
    },
  },
  'wands-10-ten': {
    upright: {
      theme: 'eine schwere Last, auf dem letzten Stück nach Hause getragen',
      meaning:
        'Ein Mann beugt sich unter dem Gewicht von zehn Stäben, hinter denen sein Gesicht verborgen ist, und trägt sie auf eine Stadt in der Ferne zu. Waite nennt Bedrückung: Erfolg und Gewinn und dann die Last eben dieser Dinge. Du hast zu viel auf dich genommen, und die Last ist nun das Einzige, was du noch siehst.',
      subjects: {
        love: 'Einer von euch trägt zu viel vom Gewicht der Beziehung. Teilt die Last, bevor aus Müdigkeit Groll wird.',
        work: 'Überarbeitung und zu viele Verpflichtungen zermürben dich. Gib Aufgaben ab, sag Nein oder streiche alles, was nicht unbedingt nötig ist.',
        money:
          'Finanzielle Verpflichtungen wiegen schwer, vielleicht weil du Kosten für andere übernimmst. Prüfe, welche davon du ablegen könntest.',
        health:
          'Du trägst zu viel, und dein Körper spürt es. Schraub deine Verpflichtungen zurück und lass andere einen Teil übernehmen.',
        home: 'Du schulterst den Großteil der Aufgaben im Haushalt, und die anderen merken es vielleicht nicht einmal. Bitte klar um ganz bestimmte Hilfe.',
        travel:
          'Eine Reise fühlt sich wie eine weitere Last an, oder du willst viel zu viel mitnehmen. Reise mit leichtem Gepäck, in jeder Hinsicht.',
        study:
          'Zu viele Verpflichtungen machen deiner Lernzeit Konkurrenz. Streich eine davon, damit die Arbeit Raum bekommt.',
        legal:
          'Ein Berg an Schriftkram oder Pflichten lastet auf dir. Hol dir Hilfe, um ihn zu teilen, und nimm dir eine Aufgabe nach der anderen vor.',
        spirit: 'Du trägst Lasten, die nie deine waren. Leg einige davon ab.',
      },
      advice: 'Gib in dieser Woche eine Verantwortung ab, die jemand anderes tragen kann.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'eine Last, die abgelegt werden muss, bevor sie dich zerbricht',
      meaning:
        'Umgekehrt beginnen die Stäbe zu fallen. Waite nennt Widrigkeiten, Schwierigkeiten und Ränke. Die heutige Deutung sieht den Augenblick, in dem man Lasten loslässt oder unter ihnen einknickt. Entweder legst du die Last bewusst ab, oder sie fällt von selbst.',
      subjects: {
        love: 'Der Groll darüber, wer was trägt, spitzt sich zu. Sprecht darüber, wie ihr das Gewicht teilt, solange ihr noch miteinander redet.',
        work: 'Vielleicht gibst du endlich Aufgaben ab oder lässt ein Pensum hinter dir, das niemand bewältigen könnte. Tu es bewusst und mit einer sauberen Übergabe, nicht im Zusammenbruch.',
        money:
          'Schulden oder Verpflichtungen sind zu schwer geworden, um sie so weiterzutragen. Lass dich beraten, wie du sie neu ordnen kannst.',
        health:
          'Deine Kraft kann diese Last nicht mehr lange tragen. Ruh dich aus, nimm Unterstützung an und hol dir ärztlichen Rat, wenn du dich ausgelaugt fühlst.',
        home: 'Die Lasten der Familie müssen gerechter verteilt werden, und zwar ab jetzt. Ruf alle zusammen und verteile die Aufgaben neu.',
        travel:
          'Die Pläne knicken unter zu vielen Ansprüchen und zu vielen Beteiligten ein. Beschränke die Reise auf das, was wirklich zählt.',
        study:
          'Zu viel auf einmal führt dich geradewegs in die Erschöpfung. Lass ein Modul fallen oder bitte um eine Fristverlängerung.',
        legal:
          'Verwicklungen und Manöver hinter den Kulissen vergrößern die Last. Hol dir fachkundige Hilfe, statt alles allein zu tragen.',
        spirit: 'Loszulassen bringt echte Erleichterung. Gib frei, was nicht deines ist.',
      },
      advice: 'Leg heute ganz bewusst eine Last ab, bevor sie von selbst fällt.',
      lean: 'no',
    },
  },
  'wands-11-page': {
    upright: {
      theme: 'ein eifriger Bote mit guten Nachrichten und einem neuen Abenteuer',
      meaning:
        'Ein junger Mann in einem mit Salamandern gemusterten Wams steht in einer Wüstenlandschaft und blickt zu dem austreibenden Stab hinauf, den er hält. Waite nennt einen treuen jungen Boten, seltsame Neuigkeiten und gute Nachrichten. Die heutige Deutung sieht Begeisterung, Neugier und die ersten aufregenden Schritte eines Vorhabens oder einen strahlenden, tatkräftigen jungen Menschen.',
      subjects: {
        love: 'Ein Schäkern, eine verspielte neue Anziehung oder eine aufregende Nachricht von jemandem, den du magst, liegt in der Luft. Genieße es, ohne wissen zu müssen, wohin es führt.',
        work: 'Die Nachricht von einer freien Stelle trifft ein, oder ein frisches Projekt entfacht deine Begeisterung. Melde dich dafür, solange du noch Feuer und Flamme bist.',
        money:
          'Eine Idee, wie du etwas dazuverdienen kannst, beflügelt deine Fantasie. Probiere sie im Kleinen aus, bevor du viel hineinsteckst.',
        health:
          'Neue Begeisterung für eine Tätigkeit hebt deine Kraft. Melde dich für die Schnupperstunde an, von der du ständig sprichst.',
        home: 'Ein lebhafter junger Mensch oder eine gute Nachricht bringt Licht ins Haus. Lass dich von der Begeisterung anstecken.',
        travel:
          'Die Nachricht von einer Reise trifft ein, oder es bietet sich plötzlich ein Abenteuer. Sag zu und kümmere dich hinterher um die Einzelheiten.',
        study:
          'Neugier zieht dich zu einem neuen Fach hin. Folge ihr, auch wenn es zunächst nur ein kurzer Kurs ist.',
        legal:
          'Ein Brief oder eine Nachricht könnte eintreffen, die die Sache voranbringt. Lies sie sorgfältig, am besten zweimal, bevor du reagierst.',
        spirit: 'Neugier führt jetzt dein Innenleben. Erkunde frei und mit dem offenen Blick eines Neulings.',
      },
      advice: 'Schick die begeisterte Nachricht ab oder ruf an, um vorzufühlen.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein ungeduldiger junger Mensch, der viel redet und wenig zu Ende bringt',
      meaning:
        'Umgekehrt zerstiebt das Feuer des Buben. Waite nennt schlechte Nachrichten und Unentschlossenheit. Die heutige Deutung sieht die Schattenseite dieses jungen Menschen: Ungeduld, Prahlerei, Wutanfälle und Ideen, die auf halbem Weg liegen bleiben. Die Botschaft ist vielleicht unwillkommen, oder der Bote ist unzuverlässig.',
      subjects: {
        love: 'Jemand schäkert, ohne es ernst zu meinen, oder ist mal feurig, mal kühl. Miss diesen Menschen an dem, was er wirklich einlöst, nicht an seinen Nachrichten.',
        work: 'Du oder jemand in deinem Umfeld beginnt Projekte mit großem Tamtam und beendet sie nie. Leg dich auf eines fest und bring es zu Ende.',
        money:
          'Ideen, schnell reich zu werden, führen ins Leere und kosten mehr, als sie versprechen. Denk eine Woche darüber nach, bevor du Geld dafür ausgibst.',
        health:
          'Die Begeisterung für neue Gewohnheiten verfliegt nach wenigen Tagen. Fang kleiner an, so klein, dass du gar nicht scheitern kannst.',
        home: 'Ein junges Familienmitglied ist vielleicht unruhig, schmollt oder schlägt über die Stränge. Gib seiner Energie ein echtes Ventil statt einer Standpauke.',
        travel:
          'Reisepläne zerschlagen sich, oder Nachrichten über eine Reise enttäuschen. Halte einen zweiten Plan in der Hinterhand.',
        study:
          'Ungeduld und Ablenkung schaden deiner Arbeit mehr als jeder Mangel an Begabung. Beende eine Aufgabe, bevor du die nächste anfängst.',
        legal:
          'Unwillkommene Nachrichten oder ein unzuverlässiger Vermittler könnten die Lage erschweren. Nimm dir Zeit, bevor du reagierst, und prüfe die Fakten an der Quelle.',
        spirit:
          'Du jagst Neuem nach, um bei nichts in die Tiefe gehen zu müssen. Bleib so lange bei einer Übung, dass sie dich verwandeln kann.',
      },
      advice: 'Bring zu Ende, was du zuletzt angefangen hast, bevor du etwas Neues beginnst.',
      lean: 'no',
    },
  },
  'wands-12-knight': {
    upright: {
      theme: 'ein kühner Aufbruch in vollem Galopp',
      meaning:
        'Ein Ritter in Rüstung und einem Waffenrock mit Salamandern reitet auf einem sich aufbäumenden Pferd durch die Wüste, den Stab hoch erhoben. Waite nennt Abreise, Abwesenheit, Flucht, Auswanderung und Wohnortwechsel, dazu einen freundlichen jungen Mann. Die heutige Deutung sieht Leidenschaft, Abenteuer, Wagemut und eine Kraft, die jetzt in Bewegung kommen will.',
      subjects: {
        love: 'Leidenschaft und Aufregung ziehen ein, vielleicht mit einem abenteuerlustigen Menschen. Genieße die Glut und sei dir bewusst, dass alles schneller gehen kann, als du denkst.',
        work: 'Kühnes Handeln, ein rascher Wechsel oder ein neues Vorhaben sind begünstigt. Stürm voran, aber lass einen besonnenen Menschen die Einzelheiten im Blick behalten.',
        money:
          'Ein kühner Schritt mit Geld kann sich auszahlen, wenn er gut durchdacht ist. Lass Begeisterung nicht an die Stelle gründlicher Prüfung treten.',
        health:
          'Deine Energie ist hoch, und du willst dich bewegen. Kräftiger Sport tut dir gut, solange du dich vorher richtig aufwärmst und danach langsam ausklingen lässt.',
        home: 'Vielleicht zieht jemand aus, oder ein Wohnortwechsel steht an. Nimm die Veränderung an und pack beim Kistenschleppen mit an.',
        travel:
          'Dies ist eine starke Karte für Reisen, Umzüge und Auswanderung. Brich auf, und zwar beherzt.',
        study:
          'Begeisterung trägt dich schnell voran. Achte darauf, in der Eile die Grundlagen nicht zu überspringen.',
        legal:
          'Entschlossenes Handeln kann dir nützen, solange es nicht übereilt ist. Handle zügig, aber nur auf fundierten Rat hin.',
        spirit:
          'Du bist bereit für ein Abenteuer der Seele. Folge der Leidenschaft, die dich nicht loslässt.',
      },
      advice: 'Wag den kühnen Schritt, von dem du schon so lange sprichst, und zwar noch in diesem Monat.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein Bruch, herbeigeführt durch Hast, Jähzorn und übereilte Entscheidungen',
      meaning:
        'Umgekehrt wird das Feuer des Ritters zerstörerisch. Waite nennt Bruch, Spaltung, Unterbrechung und Zwietracht. Die heutige Deutung sieht die Schattenseite dieses Reiters: leichtsinnig, jähzornig, rastlos und geneigt, aufzubrechen, bevor die Arbeit getan ist. Hast zerbricht, was Geduld hätte bewahren können.',
      subjects: {
        love: 'Jemand ist rastlos, wankelmütig oder schnell aufbrausend, und die Beziehung könnte daran zerbrechen. Wenn du fragst, ob sie Bestand hat, spricht diese Karte beim jetzigen Stand nicht dafür.',
        work: 'Übereilte Entscheidungen, Wutausbrüche oder ein halbfertig liegen gelassenes Projekt richten Schaden an. Werde langsamer und bring in Ordnung, was zerbrochen ist, bevor du weiterziehst.',
        money:
          'Spontane Ausgaben oder ein riskantes Vorhaben gehen nach hinten los. Halte vor der nächsten übereilten Entscheidung inne, nicht erst danach.',
        health:
          'Hetze und Übertreibung lassen dich ausgelaugt zurück. Nimm das Tempo heraus und ruh dich zwischen den Anstrengungen aus.',
        home: 'Streit und plötzliches Türenschlagen bringen Aufruhr ins Haus. Jemand muss sich erst beruhigen, bevor irgendetwas entschieden wird.',
        travel:
          'Reisepläne werden durchkreuzt, überstürzt oder abgesagt, oder ein Umzug geschieht aus den falschen Gründen. Prüfe deine Beweggründe so sorgfältig wie deine Fahrkarten.',
        study:
          'Ungeduld und zerstreute Aufmerksamkeit schaden deinen Ergebnissen. Stetige, unscheinbare Arbeit schlägt jedes kurze Strohfeuer.',
        legal:
          'Übereiltes Handeln könnte deiner Position dauerhaft schaden. Warte ab und handle nur auf fachkundigen Rat hin.',
        spirit:
          'Rastlosigkeit treibt dich von einem zum Nächsten, ohne dass du irgendwo ankommst. Halte lange genug still, um dich zu fragen, wovor du davonläufst.',
      },
      advice: 'Warte einen ganzen Tag, bevor du dem zornigen Impuls folgst.',
      lean: 'no',
    },
  },
  'wands-13-queen': {
    upright: {
      theme: 'eine warmherzige, selbstbewusste Frau, die mit Herz und Feuer führt',
      meaning:
        'Die Königin sitzt auf einem Thron mit geschnitzten Löwen, in der einen Hand eine Sonnenblume, in der anderen ihren Stab, und zu ihren Füßen liegt eine schwarze Katze. Waite nennt eine freundliche, liebevolle und ehrbare Frau mit gutem Geschäftssinn. Die heutige Deutung sieht Selbstvertrauen, Wärme, Unabhängigkeit und eine anziehende, großzügige Ausstrahlung.',
      subjects: {
        love: 'Selbstvertrauen und Wärme machen dich anziehend, oder ein lebendiger, treuer Mensch tritt in dein Leben. Sei offen und sag direkt, was du willst.',
        work: 'Du führst mit Ausstrahlung und Entschlossenheit, und die Leute arbeiten gern mit dir. Übernimm die Führung bei dem Projekt, das dich am meisten begeistert.',
        money:
          'Guter Geschäftssinn und Vertrauen in dein Gespür bringen Erfolg. Setz auf dich selbst und führe die Bücher so sorgfältig, wie du deine Vision verfolgst.',
        health:
          'Lebenskraft und Zuversicht strahlen aus dir heraus. Bleib in Bewegung, und zwar so, dass es sich nach Spiel und nicht nach Pflicht anfühlt.',
        home: 'Du bist das warme Herz des Hauses, um das sich alle versammeln. Deine Großzügigkeit hält die Familie zusammen.',
        travel:
          'Selbstbewusstes, unabhängiges Reisen liegt dir jetzt. Geh dorthin, wo du dich am lebendigsten fühlst, auch wenn du allein gehst.',
        study:
          'Selbstvertrauen und echte Leidenschaft für das Fach tragen dich. Melde dich im Unterricht zu Wort, denn du weißt mehr, als du denkst.',
        legal:
          'Gelassenheit und ein klarer Kopf kommen dir zugute. Sprich klar und sicher und überlass die Feinheiten deinem Rechtsbeistand.',
        spirit: 'Du weißt, wer du bist. Lebe es offen und mit Wärme.',
      },
      advice: 'Betritt den Raum als der Mensch, der du bereits bist, und ergreif als Erstes das Wort.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein herrisches, eifersüchtiges Gemüt oder ein heruntergebranntes Feuer',
      meaning:
        'Umgekehrt zeigt die Königin ihre Schattenseite. Waite stellt ihren Tugenden Widerstand, Eifersucht und Täuschung an die Seite. Die heutige Deutung sieht einen fordernden, herrischen, eifersüchtigen oder ausgebrannten Menschen, dessen Wärme zu sengender Hitze geworden ist. Aus Selbstvertrauen ist Kontrolle geworden, oder es ist versiegt.',
      subjects: {
        love: 'Eifersucht, Besitzdenken oder ein Gegenüber, das ständig Aufmerksamkeit verlangt, belasten die Beziehung. Sieh hin, ob Unsicherheit hinter diesem Verhalten steckt, deine oder die des anderen.',
        work: 'Eine herrische Person im Kollegium oder dein eigenes Bedürfnis, alles zu lenken, sorgt für Reibung. Überlass anderen einen Teil der Führung.',
        money:
          'Der Wunsch, Eindruck zu machen, verleitet dich zu Ausgaben, die du nicht brauchst. Zügle ihn und achte darauf, wen du eigentlich beeindrucken willst.',
        health:
          'Vielleicht brennst du aus, weil du alle anderen mitträgst. Ruh dich aus, bevor dein Körper darauf besteht.',
        home: 'Jemand daheim ist herrisch, eifersüchtig oder reizbar. Benenne das Verhalten ruhig, ohne dieselbe Hitze zurückzugeben.',
        travel:
          'Anspruchsvolle Reisebegleitung oder schiere Erschöpfung machen eine Reise schwerer, als sie sein müsste. Wähle die erholsame Möglichkeit.',
        study:
          'Unsicherheit, die sich als Selbstvertrauen verkleidet, steht dir im Weg. Gib zu, was du nicht verstehst, und frag nach.',
        legal:
          'Eifersucht oder der Wunsch, die Oberhand zu behalten, könnten dein Urteil trüben. Bleib ruhig und stütze dich auf die Fakten.',
        spirit:
          'Dein inneres Feuer ist schwächer geworden, weil du zu viel gegeben hast. Hüte es behutsam, mit Ruhe und mit Dingen, die dich erfreuen.',
      },
      advice: 'Achte darauf, wann du jemanden lenken willst, und lass dann die Zügel los.',
      lean: 'no',
    },
  },
  'wands-14-king': {
    upright: {
      theme: 'ein weitblickender Anführer, der große Ideen in Taten umsetzt',
      meaning:
        'Der König sitzt auf einem mit Löwen und Salamandern verzierten Thron, den Stab in der Hand, und beugt sich vor, als wolle er gleich aufstehen. Waite nennt einen ehrlichen, gewissenhaften und freundlichen Mann, manchmal mit einer unerwarteten Erbschaft. Die heutige Deutung sieht einen geborenen Anführer und Unternehmer, kühn und mitreißend.',
      subjects: {
        love: 'Ein selbstbewusster, leidenschaftlicher Mensch tritt vielleicht hervor, oder du selbst übernimmst in der Liebe die Führung. Zeig deine Verbundenheit durch Taten ebenso wie durch Worte.',
        work: 'Führungsstärke, Weitblick und Unternehmergeist bringen Erfolg. Tritt vor, gib die Richtung vor und vertraue den Menschen, die du auswählst.',
        money:
          'Kühne, aber solide Entscheidungen zahlen sich aus, und auch eine unerwartete Summe ist möglich. Denk groß und prüfe die Zahlen.',
        health:
          'Deine Energie und dein Antrieb sind stark. Setz dir ein ehrgeiziges Ziel und teile dir die Kräfte so ein, dass du durchhältst.',
        home: 'Du gibst der Familie mit Wärme und Ehrlichkeit die Richtung vor. Die anderen folgen dir, wenn du erklärst, wohin du willst.',
        travel:
          'Reisen für Geschäfte oder für ein eigenes Vorhaben sind begünstigt. Plane die Route und geh voran.',
        study:
          'Weitblick und Eigenständigkeit helfen dir, dich hervorzutun. Nimm dein Lernen selbst in die Hand, statt darauf zu warten, belehrt zu werden.',
        legal:
          'Ehrliches, entschlossenes Auftreten stärkt deine Position. Nimm die Sache mit Redlichkeit und gutem Rat in die Hand.',
        spirit:
          'Du bist bereit, dein Leben selbst zu schreiben. Vertraue der Vision, die du schon lange in dir trägst.',
      },
      advice: 'Entwirf deine Vision für das nächste Jahr und tu den ersten entschlossenen Schritt.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein herrischer, jähzorniger Anführer, der zu viel verlangt',
      meaning:
        'Umgekehrt zeigt der König seine Schattenseite. Waite nennt einen Menschen, der gut, aber streng und unnachsichtig ist. Die heutige Deutung sieht den sprunghaften, anmaßenden, selbstherrlichen Anführer, dessen Vision der Wirklichkeit davonläuft. Sein Feuer versengt nun die Menschen um ihn herum.',
      subjects: {
        love: 'Ein kontrollierendes oder aufbrausendes Gegenüber oder Erwartungen, die niemand erfüllen könnte, belasten die Beziehung. Sprecht ehrlich darüber, wer zwischen euch die Macht hat.',
        work: 'Eine selbstherrliche Führung oder deine eigene Ungeduld mit anderen schafft Probleme. Hör auf die Menschen, die der Arbeit am nächsten sind, bevor du entscheidest.',
        money:
          'Übermut führt zu übereilten Anlagen und großen Plänen ohne Zahlen. Prüfe die Zahlen, bevor du dich festlegst.',
        health:
          'Wenn du dich so hart antreibst wie andere, bleibst du ausgelaugt zurück. Setz dir Ziele, die dein Körper tatsächlich schaffen kann.',
        home: 'Jemand regiert den Haushalt mit harter Hand und kurzer Zündschnur. Feste, ruhige Grenzen helfen mehr, als zurückzuschreien.',
        travel:
          'Sprunghafte, herrische Entscheidungen bringen die Reisepläne durcheinander. Lass die anderen bei der Route mitreden.',
        study:
          'Überheblichkeit oder Ungeduld stehen dem Lernen im Weg. Hör auf deine Lehrenden, auch wenn du glaubst, es besser zu wissen.',
        legal:
          'Strenge oder Übereilung könnten die Sache verwickeln. Folge der Linie deines Rechtsbeistands, statt deine eigene zu erzwingen.',
        spirit:
          'Dein Bedürfnis, alles zu kontrollieren, hemmt dein Wachstum. Lass für eine Weile jemand anderen führen.',
      },
      advice: 'Bitte um eine Rückmeldung zu deiner letzten Entscheidung und hör zu, ohne sie zu verteidigen.',
      lean: 'no',
    },
  },
};
