// German readers should hear these cards as a German reader would speak them, not as English run
// through a translator: the facts and the lean stay those of majors.ts, the sentences are new.
import type { CardMeanings } from '../types';

export const MAJOR_MEANINGS_DE_A: CardMeanings = {
  'major-00-fool': {
    upright: {
      theme: 'eine Reise, die im Vertrauen beginnt, bevor alle Antworten vorliegen',
      meaning:
        'Der Narr schreitet mit einem kleinen Bündel und einer weißen Rose auf den Rand der Klippe zu, ein Hund springt ihm um die Füße, und sein Blick geht zum Himmel statt in die Tiefe. Hier beginnt eine Reise, die allein auf Vertrauen gründet: frisch, offen und ein wenig unbedarft. Waite warnt vor Torheit und Verschwendung, und die heutige Deutung hält beide Seiten fest – den Mut zum Anfang und die Pflicht, darauf zu achten, wohin du deinen Fuß setzt.',
      subjects: {
        love: 'Eine neue Liebe oder ein Neuanfang mit jemandem ist möglich, und beides gedeiht am besten, wenn du leicht und neugierig bleibst, statt schon die Hochzeit zu planen. Lass es vorerst spielerisch sein.',
        work: 'Vielleicht zieht es dich zu einer neuen Stelle, einem Berufswechsel oder einem Vorhaben, bei dem du weniger weißt, als dir lieb ist. Anfängerglück gibt es hier wirklich – vorausgesetzt, du lernst unterwegs weiter.',
        money:
          'Spontane Ausgaben sind das eine Risiko, nie etwas zu wagen ist das andere. Leg einen Betrag beiseite, dessen Verlust du verkraften kannst, bevor du auf eine Ahnung setzt.',
        health:
          'Deine Energie steigt, wenn du etwas Neues ausprobierst: eine andere Art, dich zu bewegen, einen Spaziergang an einem unbekannten Ort, eine Gewohnheit, die du heute beginnst und nicht erst am Montag. Halte es einfach und hab Freude daran.',
        home: 'Jemand in der Familie, vielleicht du selbst, will bald einen neuen Weg einschlagen. Die Menschen, die dich lieben, werden sich sorgen – erzähl ihnen von deinem Plan und zeig ihnen, dass du nicht blind springst.',
        travel:
          'Diese Karte steht für den Aufbruch mit leichtem Gepäck und ist Reisen, Auszeiten und Umzügen ins Ungewisse wohlgesonnen. Kläre das Nötigste, dann geh los.',
        study:
          'Ein neues Fach oder ein neuer Kurs ruft dich, und mit dem offenen Blick eines Neulings kommst du weit. Stell ruhig die Fragen, von denen du fürchtest, sie könnten zu einfach klingen.',
        legal:
          'Eine Entscheidung aus dem bloßen Impuls heraus ist in einer förmlichen Angelegenheit kein sicherer Boden. Hol dir zuerst Rat, danach kannst du mit offenen Augen mutig handeln.',
        spirit:
          'Du stehst am Anfang von etwas und musst noch nicht alles davon verstehen. Vertraue dem nächsten Schritt, der vor dir liegt.',
      },
      advice: 'Geh in dieser Woche den ersten kleinen Schritt und nimm nur mit, was du wirklich brauchst.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein Wagnis, das leichtsinnig eingegangen oder aus Angst gemieden wird',
      meaning:
        'Umgekehrt läuft der Narr entweder ohne hinzusehen über die Kante, oder er bleibt wie erstarrt am Abgrund stehen. Waite spricht von Nachlässigkeit, Sorglosigkeit und Eitelkeit, die heutige Deutung ergänzt Leichtsinn auf der einen und zaghaftes Zögern auf der anderen Seite. So oder so geht der Neuanfang schief.',
      subjects: {
        love: 'Jemand handelt aus einer Laune heraus, ohne an den anderen zu denken, oder scheut die Bindung, weil sich Freiheit sicherer anfühlt. Schau ehrlich hin, was davon auf dich zutrifft.',
        work: 'Ein Flüchtigkeitsfehler oder ein Plan, der ohne gründliche Vorbereitung startet, kann dich teuer zu stehen kommen. Prüf die Einzelheiten doppelt, bevor du etwas Wichtiges freigibst.',
        money:
          'Die Gefahr liegt jetzt in Spontankäufen oder darin, Geld auf den heißen Rat eines Freundes zu setzen. Schlaf eine Nacht über jeden Kauf, bei dem dein Herz schneller schlägt.',
        health:
          'Wenn du dich überforderst, das Aufwärmen auslässt oder deine Müdigkeit übergehst, holt dich das ein. Bau neue Gewohnheiten langsam auf und gönn dir Pausen zwischen den Anstrengungen.',
        home: 'Vielleicht verhält sich ein Familienmitglied verantwortungslos, oder du hast das Gefühl, der einzige erwachsene Mensch im Haus zu sein. Sag klar, was du von den anderen brauchst.',
        travel:
          'Überstürzte Pläne können sich in Luft auflösen, also prüf Reisepapiere, Buchungen und das Kleingedruckte, bevor du aufbrichst. Vielleicht hält dich aber auch die Angst von einer Reise ab, die du dir wünschst.',
        study:
          'Ablenkung und eine lässige Haltung stehen deiner Arbeit im Weg. Bestimm eine feste Stunde am Tag und halte dich daran.',
        legal:
          'In einer förmlichen Angelegenheit liegt das größte Risiko darin, ohne fachkundigen Rat zu handeln oder eine Frist zu versäumen. Lass dir die Fakten schriftlich geben, bevor du etwas entscheidest.',
        spirit:
          'Vielleicht treibst du dahin und sagst zu allem ja oder zu nichts. Wähle eine Richtung und schenk ihr deine Aufmerksamkeit.',
      },
      advice:
        'Halte inne, bevor du springst, und schreib auf, was schiefgehen könnte und wie du damit umgehen würdest.',
      lean: 'no',
    },
  },
  'major-01-magician': {
    upright: {
      theme: 'die Geschicklichkeit und die Willenskraft, mit dem Vorhandenen etwas zu bewirken',
      meaning:
        'Der Magier steht an einem Tisch, auf dem ein Kelch, ein Schwert, eine Münze und ein Stab liegen, eine Hand zum Himmel erhoben, die andere zur Erde gerichtet. Alles, was er braucht, liegt bereits vor ihm. Waite nennt Geschick, Diplomatie, Feinsinn und Selbstvertrauen: Diese Karte steht für gebündelten Willen und die Fähigkeit, aus einer Idee eine Tatsache zu machen.',
      subjects: {
        love: 'Du hast den Charme und die Worte, um deine Gefühle zu zeigen, und jetzt ist ein guter Moment, sie auszusprechen. Vielleicht beginnt eine neue Verbindung mit einem Gespräch, bei dem es funkt.',
        work: 'Man bemerkt deine Fähigkeiten, und du kannst das Ergebnis durch eigenen Einsatz gestalten. Stell deine Idee vor, leite die Besprechung, bewirb dich um die Aufgabe.',
        money:
          'Du kannst deine Finanzen aus eigener Initiative verbessern: mit einem Nebenprojekt, einer Verhandlung oder einer Fähigkeit, die sich verkaufen lässt. Stell einen klaren Plan dahinter.',
        health:
          'Dein Körper spricht gerade gut auf gezielte Absicht an. Such dir eine Gewohnheit aus, etwa Schlaf, genug Trinken oder tägliche Bewegung, und setz genau dort deine Willenskraft ein.',
        home: 'Zu Hause kannst du die Dinge in Bewegung bringen, ob es um eine Reparatur, einen Familienplan oder ein schwieriges Gespräch geht. Die anderen werden dir folgen.',
        travel:
          'Die Pläne fügen sich, weil du sie zusammenfügst. Buch die Reise und kümmere dich selbst um die Vorbereitungen.',
        study:
          'Du hast das Werkzeug und den Verstand, um gut abzuschneiden, und erst die Konzentration macht daraus gute Noten. Übe, bis du jedes Thema mit eigenen Worten erklären kannst.',
        legal:
          'Klare Worte und gute Vorbereitung verschaffen dir eine starke Stellung. Vertritt deine Sache selbstbewusst und halte deine Unterlagen in Ordnung.',
        spirit:
          'Du kannst mehr, als du dir selbst eingeredet hast. Handle aus einer klaren Absicht heraus, denn auf sie kommt es an.',
      },
      advice: 'Leg dir dein Werkzeug zurecht, wähl ein Ziel und fang noch heute damit an.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein missbrauchtes Talent oder eine gewandte Zunge, der man nicht trauen kann',
      meaning:
        'Umgekehrt werden die Gaben des Magiers zu Täuschung, oder sie liegen brach. Waite nennt Schande und Unruhe, die heutige Deutung sieht Manipulation, leere Versprechen und Fähigkeiten, die aus Selbstzweifel ungenutzt bleiben. Vielleicht ist jemand nur Fassade – und dieser Jemand könntest du selbst sein.',
      subjects: {
        love: 'Sei wachsam, wenn jemand, der um dich wirbt oder mit dir zusammen ist, schöner redet, als er handelt. Achte in den kommenden Wochen darauf, was tatsächlich geschieht.',
        work: 'Ein Kollege oder Kunde erzählt dir vielleicht eine geschönte Geschichte, oder du verkaufst dich unter Wert und lässt deine Fähigkeiten verstauben. Prüf Behauptungen nach und sag deutlich, was du kannst.',
        money:
          'Ein Plan, der mit raffinierten Kniffen schnelle Gewinne verspricht, verdient Misstrauen. Behalte dein Geld dort, wo du es im Blick hast.',
        health:
          'Schnelle Lösungen und Wundermittel halten nicht, was sie versprechen. Beständige, gewöhnliche Pflege tut dir besser, und jemand vom Fach hilft dir, Tatsachen von Verkaufsgerede zu unterscheiden.',
        home: 'Jemand, der dir nahesteht, dreht die Lage vielleicht geschickt so, dass er seinen Willen bekommt. Sprich ruhig aus, was da geschieht, ohne dasselbe Spiel mitzuspielen.',
        travel:
          'Prüf Buchungen, Vermittler und Angebote, die zu gut klingen, lieber zweimal, denn nicht jeder ist, wer er vorgibt zu sein. Es kann auch sein, dass Pläne stocken, weil niemand die Sache in die Hand nimmt.',
        study:
          'Vielleicht verlässt du dich auf deinen Witz statt auf deinen Fleiß, oder du zweifelst an Fähigkeiten, die du offensichtlich hast. Bereite dich gründlich vor und hör auf, dich durchzumogeln.',
        legal:
          'Achte in förmlichen Angelegenheiten auf irreführende Aussagen, deine eigenen wie die anderer. Lass dir alles schriftlich geben und lass es von einem Rechtsbeistand durchsehen.',
        spirit:
          'Deine Energie versickert in fragwürdigen Plänen oder in Selbstzweifeln. Richte deinen Willen wieder auf etwas Ehrliches und Echtes.',
      },
      advice: 'Miss jedes Versprechen, das man dir gibt, an dem, was tatsächlich getan wurde.',
      lean: 'no',
    },
  },
  'major-02-high-priestess': {
    upright: {
      theme: 'ein stilles Wissen und eine Zukunft, die sich noch nicht gezeigt hat',
      meaning:
        'Die Hohepriesterin sitzt zwischen einer schwarzen und einer weißen Säule, eine halb verborgene Schriftrolle im Schoß, hinter ihr ein Schleier mit Granatäpfeln. Waite nennt Geheimnisse, Mysterium und die noch nicht enthüllte Zukunft, dazu Schweigen, Weisheit und Beharrlichkeit. Die Karte bittet dich, nach innen zu lauschen und abzuwarten, denn noch lässt sich nicht alles wissen.',
      subjects: {
        love: 'Unter der Oberfläche geschieht mehr, als ihr beide bisher ausgesprochen habt. Vertraue dem, was dein Gespür dir über diesen Menschen sagt, und lass es sich entfalten, ohne ein Bekenntnis zu erzwingen.',
        work: 'Behalte deine Pläne vorerst für dich und beobachte still. Informationen, die dir noch fehlen, werden das Bild verändern.',
        money:
          'Halte dich mit großen finanziellen Schritten zurück, bis mehr bekannt ist. Ein Detail, das sich in den Zahlen verbirgt, verdient einen genaueren Blick.',
        health:
          'Dein Körper sendet leise Signale, und es lohnt sich, sie ernst zu nehmen. Ruhe, Stille und ein gelassener Alltag verraten dir mehr als noch mehr Anstrengung, und jemand vom Fach kann dir helfen, deine Beobachtungen richtig einzuordnen.',
        home: 'In einer Familienangelegenheit bleibt womöglich etwas unausgesprochen. Sei der ruhige Mensch, der zuhört, statt nachzubohren.',
        travel:
          'Der richtige Zeitpunkt ist noch unklar, und manche Einzelheiten liegen noch im Verborgenen. Halte dir Möglichkeiten offen und entscheide, sobald du mehr weißt.',
        study:
          'Tiefes, stilles Lesen liegt dir jetzt, und dein Gedächtnis wird dich überraschen. Lerne allein an einem ruhigen Ort.',
        legal:
          'Noch liegen nicht alle Fakten auf dem Tisch. Behalte deine Gedanken für dich und lass deinen Rechtsbeistand sprechen, bis sich das ganze Bild zeigt.',
        spirit:
          'Deine Intuition ist im Moment stark. Schenk ihr jeden Tag etwas Zeit in der Stille, dann wird sie zu dir sprechen.',
      },
      advice:
        'Sag weniger, als du weißt, und gönn dir eine stille Stunde, um auf dein eigenes Gespür zu hören.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'eine verborgene Absicht oder eine innere Stimme, die im Lärm untergeht',
      meaning:
        'Umgekehrt verbirgt der Schleier der Hohepriesterin etwas weniger Harmloses, oder ihr Schweigen geht im Gerede unter. Waite spricht von Leidenschaft, Dünkel und oberflächlichem Wissen, die heutige Deutung ergänzt Geheimnisse, die man dir vorenthält, und den verlorenen Draht zur eigenen Intuition. Schau hinter den äußeren Schein, auch hinter deine eigenen Annahmen.',
      subjects: {
        love: 'Man verschweigt dir etwas, oder du übergehst, was dein Bauchgefühl längst weiß. Stell die direkte Frage, der du bisher ausgewichen bist.',
        work: 'Im Beruf wird taktiert, und nicht jeder legt seine Absichten offen. Verlass dich nicht auf Gerüchte, sondern geh direkt zur Quelle.',
        money:
          'Versteckte Kosten oder Informationen, die dir fehlen, können dich zu Fall bringen. Lies die Bedingungen sorgfältig, bevor du dich festlegst.',
        health:
          'Die Meinungen anderer übertönen vielleicht, was dein eigener Körper dir sagt. Achte auf deine eigenen Signale, schreib sie auf und besprich sie mit jemandem vom Fach.',
        home: 'Familiengeheimnisse oder eine Stimmung voller unausgesprochener Dinge zehren an allen. Behutsame Ehrlichkeit wird die Lage entspannen.',
        travel:
          'In den Reiseplänen können Überraschungen stecken, also prüf die Bedingungen und das Kleingedruckte. Hör hin, wenn sich an einer Reise etwas falsch anfühlt.',
        study:
          'Vielleicht kennst du die Oberfläche des Stoffs, aber noch nicht seine Tiefe. Geh zurück zu den Grundlagen.',
        legal:
          'Sei wachsam bei Tatsachen, die noch nicht offengelegt wurden. Frag deinen Rechtsbeistand, was du noch nicht weißt.',
        spirit:
          'Du hast draußen nach Antworten gesucht, die längst in dir liegen. Dreh den Lärm der Welt eine Weile leiser.',
      },
      advice: 'Stell die eine Frage, der du ausgewichen bist, und hör dir die Antwort genau an.',
      lean: 'no',
    },
  },
  'major-03-empress': {
    upright: {
      theme: 'eine Zeit der Fülle, der Fürsorge und des guten Gedeihens',
      meaning:
        'Die Herrscherin sitzt inmitten von reifendem Weizen und Bäumen an einem fließenden Bach, mit Sternen gekrönt, einen herzförmigen Schild an ihrer Seite. Waite nennt Fruchtbarkeit und Tatkraft, die heutige Deutung sieht Fürsorge, Geborgenheit, Schöpferkraft und Fülle. Was du gepflegt hast, beginnt zu blühen.',
      subjects: {
        love: 'Zuneigung fließt mühelos, und eine Beziehung wird wärmer und großzügiger. Diese zärtliche, sinnliche Karte begünstigt feste Bindungen und Familienpläne.',
        work: 'Schöpferische Vorhaben gedeihen, und deine Mühe trägt Früchte. Wenn du die Menschen, mit denen du arbeitest, fürsorglich begleitest, holst du das Beste aus ihnen heraus.',
        money:
          'Die Karte zeigt Behaglichkeit und beständigen Wohlstand. Genieß, was du hast, und säe zugleich weiter für die Zukunft.',
        health:
          'Nahrhaftes Essen, Zeit im Freien und sanfte Pflege tun dir jetzt gut. Behandle deinen Körper wie etwas, das du hegst, nicht wie etwas, das du antreibst.',
        home: 'Dein Zuhause wird zu einem Ort der Wärme, der guten Mahlzeiten und der geselligen Runden. Die familiären Bande werden enger, und vielleicht vergrößert sich der Haushalt.',
        travel:
          'Eine Reise aufs Land, ans Meer oder irgendwohin ins Grüne würde dich wieder aufbauen. Begünstigt sind Reisen, die Behaglichkeit und Genuss versprechen.',
        study:
          'Du lernst jetzt durch Gestalten und Tun: Kunst, Schreiben und praktische Fächer gelingen gut. Hab Geduld mit dir, während dein Verständnis reift.',
        legal:
          'Eine Angelegenheit, die man großzügig und geduldig angeht, findet meist einen guten Abschluss. Such nach der Lösung, bei der alle ihre Würde wahren können.',
        spirit:
          'Schöpferisches Tun und Fürsorge sind derzeit dein spiritueller Weg. Erschaffe etwas, lass etwas wachsen, kümmere dich um jemanden.',
      },
      advice:
        'Schenk dem, was bei dir heranwächst, beständige und geduldige Pflege und lass ihm die Zeit, die es braucht.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine Fürsorge, die erdrückt, oder ein schöpferisches Leben, das brachliegt',
      meaning:
        'Umgekehrt gerät die Fülle der Herrscherin ins Stocken oder kippt ins Übermaß. Die heutige Deutung sieht schöpferische Blockaden, Abhängigkeit, erdrückende Fürsorge oder die Vernachlässigung deiner eigenen Bedürfnisse, während du dich um alle anderen kümmerst. Waite spricht außerdem von Wankelmut und davon, dass verworrene Dinge ans Licht kommen.',
      subjects: {
        love: 'Vielleicht bemuttert einer von euch den anderen oder sucht zu viel Halt in der Beziehung. Lasst einander Luft zum Atmen.',
        work: 'Vorhaben wirken unfruchtbar, und die Ideen wollen nicht fließen. Tritt einen Schritt zurück, ruh dich aus und lass die Einfälle von selbst zurückkehren, statt sie zu erzwingen.',
        money:
          'Ausgaben für Bequemlichkeit oder für andere zehren an deinen Rücklagen. Schau, wo deine Großzügigkeit zu einer Gewohnheit geworden ist, die du dir nicht leisten kannst.',
        health:
          'Vielleicht sorgst du für alle außer für dich selbst. Bau die Grundlagen wieder auf: regelmäßige Mahlzeiten, genug Schlaf und Zeit an der frischen Luft.',
        home: 'Zu viel Fürsorge oder zu wenig: Jemand zu Hause wird entweder erdrückt oder vernachlässigt. Verteilt neu, wer was übernimmt.',
        travel:
          'Eine Reise wird vielleicht verschoben oder fühlt sich eher nach Pflicht als nach Vergnügen an. Wähle lieber ein erholsames Ziel als ein ehrgeiziges.',
        study:
          'Selbstzweifel ersticken deine Arbeit. Bring lieber etwas Unvollkommenes zu Ende, als endlos an nichts zu feilen.',
        legal:
          'Unentschlossenheit bremst eine Angelegenheit, die Aufmerksamkeit braucht. Trag zusammen, was du benötigst, und entscheide dich für einen Weg.',
        spirit:
          'Du hast den Kontakt zu dem verloren, was dich nährt. Kehr zu einer einfachen Freude zurück und lass dich von ihr wieder auffüllen.',
      },
      advice:
        'Nimm dir in dieser Woche eine Stunde für deine eigenen Bedürfnisse, bevor du dich um die der anderen kümmerst.',
      lean: 'unclear',
    },
  },
  'major-04-emperor': {
    upright: {
      theme: 'eine feste Hand, die Ordnung, Struktur und Schutz schafft',
      meaning:
        'Der Herrscher sitzt auf einem steinernen Thron mit Widderköpfen, eine Rüstung unter dem Gewand, hinter ihm kahle Berge. Waite nennt Beständigkeit, Macht und Schutz sowie die Vernunft und Überzeugungskraft eines großen Menschen. Hier wird Autorität genutzt, um etwas Dauerhaftes zu errichten: Regeln, Pläne und klare Grenzen.',
      subjects: {
        love: 'Verbindlichkeit, Verlässlichkeit und klare Absprachen stärken die Beziehung. Vielleicht fühlst du dich zu jemandem hingezogen, der älter oder gefestigter ist, oder man erwartet von dir, die Führung zu übernehmen.',
        work: 'Struktur setzt sich durch: ein klarer Plan, eine fest umrissene Rolle und Vorgesetzte, die hinter dir stehen. Übernimm die Führung und leg die Regeln für das Vorhaben fest.',
        money:
          'Haushaltspläne, langfristige Planung und diszipliniertes Sparen zahlen sich jetzt aus. Stell deine Finanzen mit einem schriftlichen Plan auf ein festes Fundament.',
        health:
          'Ein geregelter Tagesablauf gibt deinem Körper die Beständigkeit, die er sich wünscht. Bestimme feste Zeiten für Schlaf, Mahlzeiten und Bewegung und halte sie ein.',
        home: 'Zu Hause muss jemand Verantwortung übernehmen, und vielleicht bist du das. Gerechte Regeln, die beständig gelten, bringen Ruhe hinein.',
        travel:
          'Gut organisierte Reisen und sorgfältig geplante Umzüge verlaufen reibungslos. Kümmere dich frühzeitig um Visa, Genehmigungen und Papiere.',
        study:
          'Disziplin und ein fester Stundenplan bringen dich ans Ziel. Behandle das Lernen wie eine Arbeitsstelle mit festen Dienstzeiten.',
        legal:
          'Ordnung und ein sauberes Verfahren begünstigen, wer sich gründlich vorbereitet hat. Halte dich genau an die Regeln und dokumentiere alles lückenlos.',
        spirit:
          'Dein Innenleben gewinnt durch etwas Struktur an Stärke. Nimm dir eine tägliche Übung vor und rüttle nicht daran.',
      },
      advice:
        'Schreib den Plan mit Terminen auf und übernimm die Verantwortung dafür, dass du ihn einhältst.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine Hand, die sich zur Starrheit verkrampft, oder gar keine feste Führung',
      meaning:
        'Umgekehrt hält die Autorität des Herrschers entweder zu fest oder entgleitet ganz. Die heutige Deutung sieht Herrschsucht, Sturheit und Kontrollzwang – oder Unreife und Chaos dort, wo Struktur nötig wäre. Waite nennt außerdem Hindernisse und Verwirrung, manchmal aber auch ein Weicherwerden hin zu Wohlwollen.',
      subjects: {
        love: 'Vielleicht kontrolliert einer von euch den anderen, wacht eifersüchtig über die eigene Autorität oder will nicht nachgeben. Eine Beziehung lässt sich nicht wie eine Befehlskette führen.',
        work: 'Ein herrischer Chef, ein starres System oder deine eigene Weigerung, Aufgaben abzugeben, sorgt für Reibung. Lockere deinen Griff, wo du kannst.',
        money:
          'Entweder starre Kontrolle oder sorglose Unordnung schadet deinen Finanzen. Finde die Mitte: einen Haushaltsplan, mit dem du wirklich leben kannst.',
        health:
          'Ein zu strenger Plan hilft dir ebenso wenig wie gar keine Ordnung. Lass Spielraum und hör darauf, was dein Körper bewältigen kann.',
        home: 'Vielleicht führt jemand zu Hause ein zu strenges Regiment, sei es ein Elternteil, der Mensch an deiner Seite oder du selbst. Bezieh die anderen in die Entscheidungen ein.',
        travel:
          'Bürokratie und Papierkram können die Sache aufhalten, oder den Plänen fehlt jede Ordnung. Prüf die amtlichen Voraussetzungen sorgfältig.',
        study:
          'Vielleicht lehnst du dich gegen eine Struktur auf, die du eigentlich brauchst, oder du treibst dich ohne Pause an. Such dir einen Zeitplan, der fest, aber menschlich ist.',
        legal:
          'Bürokratische Hürden oder eine herrische Gegenseite können die Sache erschweren. Bleib ruhig, halte alles schriftlich fest und verlass dich auf guten fachlichen Rat.',
        spirit:
          'Du klammerst dich an Kontrolle, wo Hingabe dir besser täte. Frag dich, was du eigentlich zu schützen versuchst.',
      },
      advice:
        'Überlass eine Entscheidung, an der du festgehalten hast, jemand anderem und sieh, was geschieht.',
      lean: 'no',
    },
  },
  'major-05-hierophant': {
    upright: {
      theme: 'die Weisheit der Überlieferung, die Begleitung durch erfahrene Lehrer und die bewährte Ordnung',
      meaning:
        'Der Hierophant sitzt zwischen zwei Säulen und hebt die Hand zum Segen über zwei kniende Anhänger, zu seinen Füßen die gekreuzten Schlüssel. Waite nennt Ehe, Bündnis und den Rat des Menschen, an den du dich um Führung wendest. Diese Karte begünstigt gewachsene Institutionen, gemeinsame Überzeugungen und das Lernen von denen, die den Weg vor dir gegangen sind.',
      subjects: {
        love: 'Begünstigt ist die Bindung in ihrer klassischen Form: Verlobung, Hochzeit, das erste Treffen mit der Familie. Gemeinsame Werte halten euch zusammen.',
        work: 'Alteingesessene Unternehmen, erfahrene Förderer und der ordentliche Dienstweg kommen dir zugute. Halte dich an das Verfahren und lerne von jemandem mit mehr Erfahrung.',
        money:
          'Am besten fährst du mit bewährten, vertrauenswürdigen Wegen: einer seriösen Bank, einer qualifizierten Beratung, einem Plan, der anderen schon gute Dienste geleistet hat.',
        health:
          'Bewährte Routinen und gut ausgebildete Fachleute sind jetzt deine beste Stütze. Folge fundiertem Rat statt der neuesten Modeerscheinung.',
        home: 'Familienbräuche, Zusammenkünfte und Feiern bringen alle zusammen. Pflege die Rituale, die deinen Liebsten wichtig sind.',
        travel:
          'Eine Reise zu einer Hochzeit, einem religiösen Anlass oder einem Familienfest zeichnet sich ab. Geh bei Visa oder Umzügen den amtlichen Weg.',
        study:
          'Begünstigt sind eine formale Ausbildung, anerkannte Kurse und eine gute Lehrkraft. Lerne zuerst die Methode, bevor du improvisierst.',
        legal:
          'Behörden und förmliche Abläufe sind der richtige Weg. Hol dir qualifizierten Rechtsbeistand und halte dich an das vorgesehene Verfahren.',
        spirit:
          'Eine Tradition, ein Lehrer oder eine Glaubensgemeinschaft kann dich jetzt führen. Such dir eine Übung, die schon viele vor dir getragen hat.',
      },
      advice: 'Such dir jemanden, der das schon einmal geschafft hat, und frag, wie es gelungen ist.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine Abkehr vom Üblichen und von Regeln, die nicht mehr passen',
      meaning:
        'Umgekehrt wird die Ordnung des Hierophanten infrage gestellt. Die heutige Deutung sieht Auflehnung, unkonventionelle Entscheidungen und Freiheit von Dogmen, aber auch schlechten Rat von einer Autorität, der du vertraut hast. Waite ergänzt übertriebene Güte und Schwäche: einen Lehrer, der dir nur sagt, was du hören willst.',
      subjects: {
        love: 'Jetzt geht es um eine Beziehung, die nicht in die übliche Form passt, oder um den Druck familiärer Erwartungen. Entscheidet gemeinsam, was Verbindlichkeit für euch beide bedeutet.',
        work: 'Starre Regeln oder überholte Methoden im Beruf frustrieren dich. Vielleicht kommst du auf deine eigene Weise weiter – doch nicht jede Regel ist es wert, gebrochen zu werden.',
        money:
          'Rat aus offizieller Quelle passt womöglich nicht zu deiner Lage. Hinterfrage den üblichen Weg, bevor du ihm folgst.',
        health:
          'Allgemeine Ratschläge müssen vielleicht an deinen eigenen Körper angepasst werden. Stell Fragen, hol eine zweite Meinung ein, wenn etwas nicht passt, und bleib bei dem, was dir wirklich hilft.',
        home: 'Die Erwartungen der Familie fühlen sich wie ein Käfig an. Du kannst deine Verwandten achten, ohne nach ihren Regeln zu leben.',
        travel:
          'Eine ungewöhnliche Reise oder ein Umzug weg vom Vertrauten lockt dich. Rechne unterwegs mit etwas Amtsschimmel.',
        study:
          'Der herkömmliche Unterricht passt vielleicht nicht zu der Art, wie du lernst. Ergänze den Lehrplan um deinen eigenen Zugang.',
        legal:
          'Verfahren werden womöglich angezweifelt oder Regeln bestritten. Hol dir neben dem Rat offizieller Stellen auch eine unabhängige Einschätzung.',
        spirit:
          'Du wächst über einen Glauben hinaus, den man dir mitgegeben hat. Lass deine eigene Erfahrung den Weg weisen.',
      },
      advice:
        'Benenne eine Regel, die du nur aus Gewohnheit befolgst, und entscheide, ob du sie behalten willst.',
      lean: 'unclear',
    },
  },
  'major-06-lovers': {
    upright: {
      theme: 'eine frei gewählte Liebe und eine Entscheidung aus dem Herzen',
      meaning:
        'Die Liebenden stehen nackt unter einem Engel, der Mann vor dem Baum mit den Flammen, die Frau vor dem Baum mit der Schlange. Waite nennt Anziehung, Liebe und Schönheit sowie bestandene Prüfungen. Die heutige Deutung ergänzt eine bedeutsame Wahl: eine Verbindung, die auf gemeinsamen Werten ruht, und eine Entscheidung, die du mit deinem ganzen Wesen triffst.',
      subjects: {
        love: 'Dies ist eine der stärksten Karten für die Liebe: tiefe Anziehung, gegenseitige Achtung und eine Bindung, die man wählen und halten kann. Sagt einander offen, was ihr voneinander wollt.',
        work: 'Vor dir liegt eine wertvolle Partnerschaft oder die Wahl zwischen zwei Wegen. Entscheide dich für das, was zu deinen Werten passt, und nicht nur für das Gehalt.',
        money:
          'Eine gemeinsame finanzielle Entscheidung oder die Wahl zwischen zwei Möglichkeiten steht an. Einigt euch auf gemeinsame Prioritäten, bevor ihr euch festlegt.',
        health:
          'Wenn das, was du willst, und das, was du tust, im Einklang sind, fällt es dir leichter, bei deinen Gewohnheiten zu bleiben. Wähle Abläufe, an denen du echte Freude hast.',
        home: 'Enge Bindungen vertiefen sich, und ein alter Zwist lässt sich beilegen. Geh zu dem Familienfest, das du eigentlich auslassen wolltest.',
        travel:
          'Eine Reise zu zweit oder ein gemeinsam beschlossener Umzug steht unter einem guten Stern. Entscheidet zusammen, und ihr werdet froh darüber sein.',
        study:
          'Die Wahl eines Studiengangs oder einer Richtung wiegt schwerer, als es scheint. Folge dem Fach, das du liebst, nicht dem, von dem du glaubst, du müsstest es wählen.',
        legal:
          'Eine Entscheidung hängt ebenso von deinen Werten ab wie von deinen Interessen. Wähle den Weg, hinter dem du auch in Jahren noch stehen kannst.',
        spirit:
          'Wenn Herz und Verstand übereinstimmen, kehrt Frieden ein. Handle aus dem heraus, was dir wirklich wichtig ist.',
      },
      advice:
        'Triff die Entscheidung, die zu deinen wichtigsten Werten passt, und sag es dem Menschen, den sie betrifft.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine Verbindung aus dem Gleichgewicht oder eine Entscheidung gegen das Herz',
      meaning:
        'Umgekehrt verlieren die Liebenden ihren Einklang. Waite nennt Scheitern und törichte Pläne, die heutige Deutung ergänzt auseinanderdriftende Werte, Versuchung, gebrochenes Vertrauen und eine Wahl, die vermieden oder aus den falschen Gründen getroffen wird. Die beiden Gestalten blicken nicht mehr in dieselbe Richtung.',
      subjects: {
        love: 'Etwas ist aus dem Lot: Einer gibt mehr, die Werte gehen auseinander oder eine Versuchung drängt sich dazwischen. Sprecht darüber, wohin ihr jeweils wollt, bevor ihr euch weiter voneinander entfernt.',
        work: 'Eine Partnerschaft ist belastet, oder eine berufliche Entscheidung fühlt sich nicht stimmig an. Überprüfe die Vereinbarung und deine Beweggründe.',
        money:
          'Vielleicht seid ihr euch beim Geld uneins, oder dich lockt ein Kauf, der eher aus Begehren als aus Vernunft entspringt. Nimm das Tempo heraus und richte deine Ausgaben nach deinen Prioritäten aus.',
        health:
          'Deine Gewohnheiten und deine Vorsätze ziehen in entgegengesetzte Richtungen. Kleine, beständige Schritte bringen sie wieder zusammen.',
        home: 'Spannungen zwischen dem Menschen an deiner Seite und deiner Familie oder unter Verwandten lassen dich zwischen zwei Loyalitäten stehen. Sei gerecht und sag, was du leisten kannst und was nicht.',
        travel:
          'Reisegefährten sind sich vielleicht uneins, oder ein Umzug spaltet den Haushalt. Klärt den Plan gemeinsam, bevor ihr bucht.',
        study:
          'Zweifel an deinem gewählten Studiengang zehren an deinem Einsatz. Entscheide, ob du dich neu dazu bekennst oder die Richtung wechselst.',
        legal:
          'Eine Entscheidung unter Druck oder gegen deine Werte ist in förmlichen Angelegenheiten riskant. Nimm dir Zeit und hol Rat ein, bevor du irgendeiner Sache zustimmst.',
        spirit: 'Du fühlst dich innerlich zerrissen. Hör auf den Teil in dir, der bisher überstimmt wurde.',
      },
      advice: 'Führe endlich das ehrliche Gespräch über eure Werte, das du immer wieder aufgeschoben hast.',
      lean: 'no',
    },
  },
  'major-07-chariot': {
    upright: {
      theme: 'eine Siegesfahrt, getragen von Willenskraft, Zielstrebigkeit und ruhiger Beherrschung',
      meaning:
        'Der Wagen trägt eine gepanzerte Gestalt unter einem Sternenbaldachin, gezogen von einer schwarzen und einer weißen Sphinx, die sie ohne Zügel lenkt. Waite nennt Triumph, Vorsehung und die Überwindung von Hindernissen, warnt aber vor Anmaßung. Fortschritt entsteht, wenn du gegensätzliche Kräfte zusammenhältst und beherzt nach vorn lenkst.',
      subjects: {
        love: 'Entschlossenheit hilft der Beziehung über ihre Hindernisse hinweg, und ihr seid beide in Bewegung. Behaltet im Blick, wohin ihr gemeinsam wollt.',
        work: 'Ehrgeiz und Tatendrang bringen einen Erfolg: eine Beförderung, einen Vertrag, ein schwieriges Vorhaben, das du abschließt. Benenne das eine Ergebnis, auf das du zusteuerst, und lenke alles, was in zwei Richtungen zerrt, dorthin – so wie die Gestalt auf der Karte ihre beiden Sphingen lenkt.',
        money:
          'Disziplinierter Einsatz bringt dich finanziell voran. Zügle deine Impulse, dann ist das Ziel in Reichweite.',
        health:
          'Willenskraft und Beständigkeit bringen dich mit deiner körperlichen Form oder einem neuen Tagesablauf gut voran. Setz dir ein Ziel und halte fest, wie du vorankommst.',
        home: 'Vielleicht lenkst du die Familie gerade durch eine betriebsame Zeit. Sorg dafür, dass alle in dieselbe Richtung blicken.',
        travel:
          'Diese Karte beschleunigt Reisen, besonders auf der Straße, und begünstigt Umzüge, die Entschlossenheit verlangen. Brich auf und halte dich an deinen Zeitplan.',
        study:
          'Selbstdisziplin führt zum Erfolg bei Prüfungen und Abgabeterminen. Bleib bei deinem Plan, und du wirst die Ziellinie überqueren.',
        legal:
          'Entschlossenheit und eine gut gesteuerte Vorbereitung stärken deine Stellung. Halte deine Gefühle im Zaum und bleib auf Kurs.',
        spirit:
          'Du kannst die widerstreitenden Kräfte in dir meistern. Entscheide, wohin du willst, und halte Kurs.',
      },
      advice: 'Wähle das eine Ziel, das am meisten zählt, und steuere ohne Umwege darauf zu.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine Fahrt ohne Richtung, bei der die Sphingen auseinanderstreben',
      meaning:
        'Umgekehrt ziehen die Sphingen des Wagens gegeneinander, und der Lenker verliert die Kontrolle. Waite nennt Aufruhr, Zank, Streit, Rechtshändel und Niederlage, die heutige Deutung ergänzt Aggression, zersplitterte Kräfte und Pläne, die vom Kurs abkommen. Kraft ohne Richtung führt nirgendwohin.',
      subjects: {
        love: 'Vielleicht zieht ihr in verschiedene Richtungen, oder einer von euch will gewinnen, statt sich zu verbinden. Haltet inne und einigt euch auf eine gemeinsame Richtung.',
        work: 'Konflikte, festgefahrene Vorhaben oder aggressive Methoden untergraben dein Vorankommen. Gewinne die Herrschaft über deinen Zeitplan zurück, bevor du noch mehr Druck machst.',
        money:
          'Die Ausgaben geraten außer Kontrolle, oder ein Ziel ist dir entglitten. Tritt einen Schritt zurück und setz dir einen realistischen Kurs.',
        health:
          'Wenn du dich übernimmst oder deine Kräfte auf zu viele Vorhaben verteilst, bleibst du erschöpft zurück. Mach langsamer und entscheide dich für eine Sache.',
        home: 'Streit und Machtkämpfe erschüttern den Haushalt. Jemand muss aufhören zu drängen, damit die anderen gehört werden.',
        travel:
          'Verspätungen, Pannen oder geänderte Pläne sind möglich, also plane zusätzliche Zeit ein. Ein Umzug gerät vorerst womöglich ins Stocken.',
        study:
          'Zersplitterter Einsatz und fehlende Konzentration schaden deinen Ergebnissen. Richte deine Aufmerksamkeit auf jeweils ein einziges Fach.',
        legal:
          'Streitigkeiten können eskalieren, wenn sich die Gemüter erhitzen. Bewahre einen kühlen Kopf und lass deinen Rechtsbeistand das Steuer übernehmen.',
        spirit:
          'Ein innerer Konflikt zerreißt dich. Benenne die beiden Dinge, die du willst, und entscheide dich für eines davon.',
      },
      advice: 'Hör für einen Tag auf zu drängen und entscheide, in welche Richtung du wirklich willst.',
      lean: 'no',
    },
  },
  'major-08-strength': {
    upright: {
      theme: 'eine sanfte Tapferkeit, die das Wilde ohne Gewalt zähmt',
      meaning:
        'Die Kraft zeigt eine Frau in Weiß, mit Blumen bekränzt, die ruhig das Maul eines Löwen schließt. Waite nennt Macht, Energie, Mut und Großmut, die zu Erfolg und Ehren führen. Die heutige Deutung betont Geduld und Mitgefühl: eine Stärke, die besänftigt, statt zu überwältigen.',
      subjects: {
        love: 'Geduld und Zärtlichkeit tragen die Beziehung durch eine schwierige Phase. Eine ruhige, liebevolle Antwort nimmt der Anspannung die Schärfe.',
        work: 'Stilles Selbstvertrauen und beharrliche Überzeugungsarbeit gewinnen die Menschen für dich. Einem schwierigen Kollegen oder einer anspruchsvollen Kundin begegnest du jetzt gelassen und mit Würde.',
        money:
          'Selbstbeherrschung im Umgang mit Geld bringt dauerhafte Ergebnisse. Widersteh dem Drang, Geld auszugeben, und sei stolz darauf.',
        health:
          'Deine Lebensenergie ist gut und deine Widerstandsfähigkeit groß. Bau behutsam darauf auf, mit Freundlichkeit gegenüber deinem Körper statt mit Zwang.',
        home: 'Du bist der ruhige Pol, der die Gemüter in der Familie besänftigt. Deine Geduld bewahrt den Frieden.',
        travel:
          'Du hast die inneren Reserven, um eine anstrengende Reise oder einen Umzug zu bewältigen. Trau dir zu, dich anzupassen.',
        study:
          'Ausdauer und Gelassenheit bringen dich durch die Prüfungen. Ruhiges Üben schlägt hastiges Pauken.',
        legal:
          'Ein gefasstes, würdevolles Auftreten kommt dir zugute. Bewahre die Ruhe und lass die Tatsachen für sich sprechen.',
        spirit:
          'Deine innere Stärke ist größer als deine Ängste. Begegne dem, was dir Angst macht, mit Mitgefühl.',
      },
      advice: 'Begegne der nächsten Provokation mit Ruhe und Geduld statt mit Härte.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine Mutlosigkeit, die Angst oder Jähzorn das Ruder überlässt',
      meaning:
        'Umgekehrt reißt sich der Löwe los. Waite nennt Willkür, Machtmissbrauch, Schwäche und Zwietracht, die heutige Deutung ergänzt Selbstzweifel, mangelndes Selbstvertrauen und rohe Gefühle, die ungezügelt durchbrechen. Die sanfte Hand hat ihren Mut oder ihre Geduld verloren.',
      subjects: {
        love: 'Unsicherheit oder Jähzorn bringen Unruhe in die Beziehung. Achte darauf, wann die Angst an deiner Stelle spricht.',
        work: 'Mangelndes Selbstvertrauen hält dich zurück, oder jemand setzt seine Macht hart ein. Behaupte ruhig deinen Standpunkt.',
        money:
          'Beim Geldausgeben gewinnt der Impuls die Oberhand. Setz dir Grenzen, die dich vor dir selbst schützen.',
        health:
          'Deine Energie fühlt sich vielleicht gering an und deine Entschlossenheit dünn. Ruh dich richtig aus, bau dich langsam wieder auf und sprich mit einer Ärztin oder einem Arzt, wenn die Erschöpfung länger anhält.',
        home: 'Schnell reißende Geduldsfäden und unausgesprochene Unsicherheiten sorgen für Reibung. Atme einmal durch, bevor du antwortest.',
        travel:
          'Sorgen wegen einer Reise oder eines Umzugs dämpfen deine Vorfreude. Bereite dich gut vor und nimm eins nach dem anderen.',
        study:
          'Die Zweifel an deinem Können schaden deiner Leistung mehr als jede Wissenslücke. Ruf dir in Erinnerung, was du schon weißt.',
        legal:
          'Angst oder Wut könnten dich zu einer schlechten Entscheidung drängen. Lass deinen Rechtsbeistand für dich einen kühlen Kopf bewahren.',
        spirit: 'Du hast deinen eigenen Mut vergessen. Fang mit einer kleinen mutigen Tat an.',
      },
      advice: 'Tu in dieser Woche eine kleine Sache, die dir beweist, dass du es kannst.',
      lean: 'unclear',
    },
  },
  'major-09-hermit': {
    upright: {
      theme: 'eine Zeit des Rückzugs, um dein eigenes Licht zu finden',
      meaning:
        'Der Eremit steht allein auf einem verschneiten Gipfel, hält eine Laterne mit einem sechszackigen Stern empor und stützt sich auf einen Stab. Waite nennt Klugheit und Umsicht, die heutige Deutung sieht Innenschau, Alleinsein und die Weisheit, die aus dem Zurücktreten erwächst. Die Antwort kommt von innen und braucht ihre eigene Zeit.',
      subjects: {
        love: 'Vielleicht brauchst du Zeit für dich, um zu verstehen, was du willst, oder der Mensch an deiner Seite zieht sich zurück, um nachzudenken. Abstand im Moment muss nicht für immer Entfernung bedeuten.',
        work: 'Tritt aus dem Lärm heraus, um klar über deinen Weg nachzudenken. Sorgfältige, eigenständige Arbeit oder der stille Rat eines erfahrenen Mentors dienen dir jetzt am besten.',
        money:
          'Vor jeder Entscheidung kommt gründliches Nachforschen. Nimm dir Zeit, deine Möglichkeiten zu prüfen, statt einfach dem zu folgen, was alle anderen tun.',
        health:
          'Ruhe, Stille und Zeit für dich bringen dich jetzt wieder zu Kräften. Schränk deine geselligen Verpflichtungen eine Weile ein und tank neu auf.',
        home: 'Auch in einem belebten Haushalt brauchst du vielleicht etwas Zeit ganz für dich. Bitte freundlich darum, und die Familie wird es besser verstehen, als du fürchtest.',
        travel:
          'Eine Reise allein, eine Wanderung über mehrere Tage oder ein paar Einkehrtage sind begünstigt. Ein großer Umzug braucht womöglich noch mehr Bedenkzeit, bevor du dich festlegst.',
        study:
          'Eigenständiges Lernen und tiefe Konzentration zahlen sich aus. Such dir einen ruhigen Ort, schalte dein Telefon aus und arbeite allein.',
        legal:
          'Nimm dir Zeit zum Nachdenken, bevor du irgendetwas entscheidest. Stilles Abwägen und der Rat eines einzigen Rechtsbeistands deines Vertrauens helfen dir mehr als viele Meinungen.',
        spirit:
          'Dies ist eine Zeit der inneren Suche. Alleinsein, Meditation und ehrliches Nachsinnen erhellen den Weg Schritt für Schritt.',
      },
      advice: 'Nimm dir einen Abend allein, ohne Bildschirme, und frag dich, was du wirklich willst.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'ein Alleinsein, das in Abschottung und Einsamkeit abgeglitten ist',
      meaning:
        'Umgekehrt wird der Rückzug des Eremiten zum Versteck. Waite nennt Verheimlichung, Verstellung und Furcht sowie eine übervorsichtige Weigerung zu handeln. Die heutige Deutung ergänzt Einsamkeit und einen Rückzug, der zu weit gegangen ist. Vielleicht ist es Zeit, vom Berg herabzusteigen und dich wieder unter Menschen zu begeben.',
      subjects: {
        love: 'Dein Rückzug schafft Distanz, oder die Einsamkeit lässt dich am falschen Menschen festhalten. Wende dich ehrlich an jemanden, der dir gezeigt hat, dass du ihm wichtig bist.',
        work: 'Die Arbeit im Alleingang schneidet dich von Unterstützung und Chancen ab. Geh zur Besprechung, misch dich ins Gespräch und lass andere sehen, was du leistest.',
        money:
          'Heimlichkeit oder übertriebene Vorsicht in Geldfragen nützen dir nicht. Geh die Zahlen mit jemandem durch, dem du vertraust.',
        health:
          'Zu viel Zeit allein drückt auf deine Stimmung. Gesellschaft, Tageslicht und frische Luft helfen dir, und sprich mit jemandem darüber, wenn die Niedergeschlagenheit bleibt.',
        home: 'Jemand in der Familie schließt die anderen aus. Halte die Tür offen, ohne etwas zu erzwingen.',
        travel:
          'Vielleicht meidest du eine Reise aus Angst, oder du reist, um vor etwas davonzulaufen. Sei ehrlich zu dir, was davon zutrifft.',
        study:
          'Allein zu lernen bringt dich nicht mehr weiter. Schließ dich einer Lerngruppe an oder bitte deine Lehrkraft um Hilfe.',
        legal:
          'Wenn du der Sache ausweichst, verschwindet sie nicht. Hol dir fachkundigen Rat, statt alles allein bewältigen zu wollen.',
        spirit:
          'Aus Besinnung ist Grübeln geworden. Kehr in die Welt zurück und teile, was du auf dem Berg gelernt hast.',
      },
      advice: 'Ruf jemanden an, dem du aus dem Weg gegangen bist, und verabrede ein Treffen.',
      lean: 'no',
    },
  },
  'major-10-wheel-of-fortune': {
    upright: {
      theme: 'eine Wende des Glücks, die dich nach oben trägt',
      meaning:
        'Das Rad des Schicksals dreht sich am Himmel: Oben thront eine Sphinx, an der einen Seite gleitet eine Schlange hinab, an der anderen steigt eine Gestalt mit Schakalkopf empor. In den Ecken sitzen die vier geflügelten Wesen. Waite nennt Bestimmung, Glück, Erfolg, Aufstieg und günstige Fügung. Die Umstände verändern sich, oft zu deinen Gunsten, und der richtige Zeitpunkt zählt.',
      subjects: {
        love: 'Eine glückliche Fügung scheint mitzuhelfen: eine zufällige Begegnung, ein neu entfachter Funke oder eine Beziehung, die in eine neue Phase tritt. Sag ja, wenn sich die Gelegenheit bietet.',
        work: 'Ein glücklicher Zufall oder veränderte Umstände öffnen dir eine Tür. Halte deinen Lebenslauf und deine Argumente bereit, damit du handeln kannst, wenn der Moment kommt.',
        money:
          'Das Glück wendet sich zum Besseren, vielleicht ganz unerwartet. Genieß es mit Verstand und leg etwas zurück, denn nichts bleibt, wie es ist.',
        health:
          'Ein Aufschwung deiner Energie ist im Kommen. Nutze ihn, um Gewohnheiten zu festigen, die dich auch durch ruhigere Zeiten tragen.',
        home: 'Die Lage in der Familie verändert sich, überwiegend zum Guten. Geh mit der Wende, statt daran festzuhalten, wie es früher war.',
        travel:
          'Unverhoffte Gelegenheiten zu reisen oder umzuziehen tauchen auf. Der Zeitpunkt ist auf deiner Seite, also handle, solange das so bleibt.',
        study:
          'Die Ergebnisse fallen vielleicht besser aus als erwartet, und neue Türen öffnen sich. Arbeite weiter, damit das Glück auf etwas bauen kann.',
        legal:
          'Die Umstände können sich auf eine Weise verschieben, die keine Seite in der Hand hat. Bleib beweglich und sei bereit zu reagieren, wenn sich etwas tut.',
        spirit:
          'Du bist Teil eines größeren Kreislaufs, als du überblicken kannst. Vertraue darauf, dass diese Wende einen Sinn hat.',
      },
      advice: 'Sag ja zu der Gelegenheit, die sich dir in diesem Monat unverhofft bietet.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine Pechsträhne oder ein Muster, das sich immer wiederholt',
      meaning:
        'Umgekehrt dreht sich das Rad des Schicksals eine Zeit lang gegen dich. Die heutige Deutung sieht Pech, Rückschläge, Widerstand gegen Veränderung und Muster, die sich so lange wiederholen, bis man sie versteht. Auf Regen folgt Sonnenschein: Das ist eine Phase, kein endgültiges Urteil.',
      subjects: {
        love: 'Ein altes Muster wiederholt sich, oder der Zeitpunkt ist im Moment schlicht gegen dich. Achte darauf, was immer wieder geschieht, und ändere deinen eigenen Anteil daran.',
        work: 'Rückschläge, die du nicht beeinflussen kannst, bremsen dein Vorankommen. Steh sie gelassen durch und bereite dich auf den nächsten Aufschwung vor.',
        money:
          'Ein finanzieller Engpass oder eine unerwartete Rechnung ist möglich. Halte ein Polster bereit und meide riskante Wetten, bis sich das Blatt wendet.',
        health:
          'Eine Phase mit wenig Energie stellt deine Geduld vielleicht auf die Probe. Bleib bei deinen guten Gewohnheiten und vertraue darauf, dass sie vorübergeht.',
        home: 'Dieselben Schwierigkeiten in der Familie scheinen jedes Jahr wiederzukehren. Durchbrich den Kreislauf, indem du diesmal anders reagierst.',
        travel:
          'Pläne können sich durch Umstände, auf die niemand Einfluss hat, verzögern oder durchkreuzt werden. Plane Spielraum ein und schließ eine Versicherung ab.',
        study:
          'Die Ergebnisse enttäuschen vielleicht, oder äußere Umstände kommen deiner Arbeit in die Quere. Sammle dich, schau dir an, was schiefgelaufen ist, und versuch es noch einmal.',
        legal:
          'Verzögerungen und Kehrtwenden sind möglich, solange sich die Umstände verschieben. Hab Geduld und sorg dafür, dass dein Rechtsbeistand alles hat, was er braucht.',
        spirit:
          'Du wehrst dich gegen eine Veränderung, die längst im Gange ist. Lass los, was du nicht beeinflussen kannst, und kümmere dich um das, was in deiner Hand liegt.',
      },
      advice: 'Benenne das Muster, das sich immer wiederholt, und ändere deinen eigenen Anteil daran.',
      lean: 'no',
    },
  },
};
