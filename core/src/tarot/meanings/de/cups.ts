// German readers get the Cups as a German reader would speak them to a client, not carried over
// word by word from the English file. Waite's facts, the picture and each card's lean stay the same.
import type { CardMeanings } from '../types';

export const CUPS_MEANINGS_DE: CardMeanings = {
  'cups-01-ace': {
    upright: {
      theme: 'ein überfließendes Herz und das erste Erwachen von Liebe oder Freude',
      meaning:
        'Aus einer Wolke ragt eine Hand und hält einen Kelch, aus dem fünf Ströme quellen, während eine Taube eine Hostie hineinsenkt. Das Ass der Kelche ist das Herz, das sich öffnet: Liebe, die geschenkt oder empfangen wird, Freude, Zufriedenheit und seelische Nahrung. Was hier beginnt, beginnt im Gefühl – und es hat mehr zu geben, als du erwartest.',
      subjects: {
        love: 'Eine neue Liebe oder neue Wärme in deiner bestehenden Beziehung will gegeben und angenommen werden. Lass dich davon berühren, statt sie auf die Probe zu stellen.',
        work: 'Dir bietet sich eine Arbeit an, die dich auch innerlich nährt, vielleicht eine Aufgabe, in der du für Menschen sorgst oder etwas erschaffst, das du liebst. Hier trägt dich Begeisterung weiter als Vorsicht.',
        money:
          'Geldfragen fallen dir leichter, weil dein Herz bei der Sache ist. Gib dein Geld für das aus, was dich wirklich nährt, und du wirst es nicht bereuen.',
        health:
          'Deine Kräfte füllen sich wieder auf, und die Freude selbst tut dir gut. Füll deine Tage mit dem, was dich stärkt: gutes Essen, Wasser, liebe Menschen und Ruhe.',
        home: 'Das Haus füllt sich mit Zuneigung, und eine Geburt, ein Willkommen oder eine Versöhnung bringt die Menschen einander näher. Öffne die Tür für die, die du liebst.',
        travel:
          'Eine Reise, die du für dein Herz unternimmst, zu einem geliebten Menschen oder an einen Ort, an dem du hängst, steht unter einem guten Stern. Brich mit offenem Sinn auf und lass dich berühren.',
        study:
          'Am besten lernst du jetzt in einem Fach, das du wirklich liebst. Die Leidenschaft für den Stoff lässt die Stunden verfliegen.',
        legal:
          'Geh die Entscheidung mit Wohlwollen statt mit Groll an, dann kommt vielleicht ein großzügiges Angebot zu dir zurück. Wähle eine Lösung, mit der auch dein Herz leben kann, nicht nur eine, die auf dem Papier stimmt.',
        spirit:
          'Du wirst aus einer Quelle gefüllt, die größer ist als du selbst – ob du sie Gnade, Liebe oder einfach Freude nennst. Nimm sie an, ohne zu glauben, du müsstest sie dir erst verdienen.',
      },
      advice: 'Sag ja zu dem Gefühl, das sich gerade in dir geöffnet hat, und lass es sichtbar werden.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein Kelch, der überläuft und sich leert, bevor er dich nähren kann',
      meaning:
        'Waite sprach hier vom „Haus des falschen Herzens“: Gefühle, die nicht zur Ruhe kommen, Zuneigung, die es sich anders überlegt, eine Freude, die versickert. Umgekehrt kann das Ass der Kelche auf Liebe hinweisen, die zurückgehalten wird oder nicht fließen kann – oder darauf, dass du so viel gibst, dass für dich nichts übrig bleibt. Die Quelle ist noch da, aber der Kelch muss erst wieder aufgerichtet werden.',
      subjects: {
        love: 'Vielleicht bietet dir jemand weniger, als es scheint, oder du hältst deine eigenen Gefühle unter Verschluss. Frag dich, was wirklich gegeben wird, bevor du noch mehr hineingießt.',
        work: 'Dein Herz ist nicht mehr bei der Arbeit, oder du schenkst deine Fürsorge einem Ort, der sie nicht erwidert. Achte darauf, wohin dein guter Wille fließt.',
        money:
          'Frustkäufe oder Geld, das du aus Gutmütigkeit verleihst, können dich knapp werden lassen. Halte dich zurück, bis sich deine Gefühle beruhigt haben.',
        health:
          'Vielleicht fühlst du dich seelisch ausgelaugt, und deine Kraft folgt deiner Stimmung. Schütze deine Ruhe, meide, was dich Kraft kostet, und sprich mit einem Menschen deines Vertrauens oder einer Fachperson, wenn das Tief anhält.',
        home: 'Die Zuneigung zu Hause wirkt ungleich verteilt oder zurückgehalten, und vielleicht schmollt jemand, statt zu sagen, was wehtut. Ein ruhiges, ehrliches Gespräch kann den Kelch wieder füllen.',
        travel:
          'Eine Reise, die verletzte Gefühle heilen soll, wird das allein kaum leisten. Fahr ruhig, wenn du möchtest, aber erwarte nicht, dass ein Ort dein Herz in Ordnung bringt.',
        study:
          'Deine Motivation versiegt, vielleicht weil dir der Kurs nichts mehr bedeutet. Erinnere dich, warum du angefangen hast, oder frag dich, ob das Fach noch zu dir passt.',
        legal:
          'Gefühle trüben die Entscheidung, und ein Versprechen, das in einem Moment der Rührung gegeben wurde, hält vielleicht nicht. Lass dir die Bedingungen schriftlich geben und unterschreib erst an einem ruhigeren Tag.',
        spirit:
          'Vielleicht fühlst du dich eine Weile von der Freude oder vom Glauben abgeschnitten. Nicht Anstrengung, sondern Stille lässt die Quelle wieder sprudeln.',
      },
      advice:
        'Hör auf, in etwas zu gießen, das dich nicht wieder füllt, und schenk einen Teil dieser Fürsorge dir selbst.',
      lean: 'no',
    },
  },
  'cups-02-two': {
    upright: {
      theme: 'die Begegnung zweier Herzen und ein Bund, den beide gleichermaßen tragen',
      meaning:
        'Ein junger Mann und eine junge Frau heben einander die Kelche entgegen wie zu einem Gelöbnis, über ihnen ein geflügelter Löwenkopf, der aus einem Hermesstab aufsteigt. Die Zwei der Kelche steht für Vereinigung, Anziehung, Freundschaft und Partnerschaft – für den Augenblick, in dem zwei Menschen einander erkennen. Sie spricht von Zuneigung, die in beide Richtungen fließt, und von Absprachen, die in gutem Glauben getroffen werden.',
      subjects: {
        love: 'Die Anziehung ist gegenseitig, und die Verbindung ist echt: eine neue Liebe, ein Antrag oder eine tiefere Bindung. Geh dem anderen Menschen einen Schritt entgegen, und du wirst merken, dass er schon auf dem Weg zu dir ist.',
        work: 'Den Unterschied macht eine Partnerschaft, ein guter Kollege oder eine Kundin, die dich wirklich versteht. Absprachen, die jetzt getroffen werden, ruhen auf gegenseitigem Respekt.',
        money:
          'Gemeinsame Finanzen oder ein gemeinsames Vorhaben gelingen, wenn beide Seiten fair beitragen. Sprecht offen darüber, was jeder von euch einbringt.',
        health:
          'Der Rückhalt eines vertrauten Menschen hebt deine Kräfte, sei es dein Partner, eine Freundin oder jemand aus einem Heilberuf, bei dem du dich gut aufgehoben fühlst. Das Gleichgewicht zwischen Anstrengung und Ruhe fällt leichter, wenn du nicht allein bist.',
        home: 'Zwischen zwei Menschen in der Familie kehrt Frieden ein, oder eine Freundschaft wird zu einer verlässlichen Quelle des Trostes. Eine Versöhnung oder ein Wiedersehen ist wahrscheinlich.',
        travel:
          'Reisen zu zweit stehen unter einem guten Stern, und unterwegs begegnest du vielleicht einem Menschen, der dir wichtig ist. Auch ein gemeinsamer Umzug ist ein gutes Zeichen.',
        study:
          'Ein Lernpartner oder ein Mentor, der dein Interesse teilt, bringt dich weiter als einsames Büffeln. Arbeite zu zweit, wo immer es geht.',
        legal:
          'Vermittlung und Einigung versprechen mehr als ein Streit. Such nach Bedingungen, an die sich beide Seiten halten können.',
        spirit:
          'Du erkennst dich in einem anderen Menschen wieder und lernst dabei etwas über dein eigenes Herz. Verbundenheit ist jetzt die Lektion.',
      },
      advice: 'Reich zuerst die Hand und sag offen, was du dir für euch beide erhoffst.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine Verbindung aus dem Gleichgewicht, in der sich die Kelche nicht mehr begegnen',
      meaning:
        'Umgekehrt zeigt die Zwei der Kelche eine Verbindung, die ins Rutschen geraten ist: Einer gibt mehr als der andere, es kommt zu einem Missverständnis, einem Streit oder einer Trennung. Vertrauen und Verständigung sind ins Wanken geraten. Manchmal sagt die Karte auch einfach, dass die Anziehung auf einer Seite stärker war.',
      subjects: {
        love: 'Zwischen euch ist etwas ungleich oder unausgesprochen, und die Distanz wächst. Benenne das Ungleichgewicht liebevoll, bevor der Groll es für dich tut.',
        work: 'Eine Partnerschaft ist angespannt, oder jemand, mit dem du zusammenarbeitest, trägt seinen Teil nicht. Klärt die Bedingungen neu, bevor aus der Reibung ein Bruch wird.',
        money:
          'Gemeinsames Geld sorgt für Spannungen, oder ein gemeinsames Geschäft ist nicht so fair, wie es aussah. Behalte deine eigenen Finanzen genau im Blick.',
        health:
          'Spannungen in einer engen Beziehung zeigen sich vielleicht in deinem Schlaf und deiner Kraft. Gönn dir etwas Ruhe und stütz dich auf jemanden, der nicht in die Sache verwickelt ist.',
        home: 'Ein Zerwürfnis zwischen zwei Menschen zu Hause oder eine erkaltende Freundschaft trübt die Stimmung. Eine kleine Geste kann die Versöhnung einleiten.',
        travel:
          'Gemeinsame Reisepläne drohen zu platzen, oder du wärst lieber allein unterwegs. Prüft, ob ihr beide wirklich dieselbe Reise wollt.',
        study:
          'Die Gruppenarbeit oder die Lernpartnerschaft läuft nicht, wie sie sollte. Nimm deinen Teil der Arbeit wieder an dich und bring ihn auf deine Weise zu Ende.',
        legal:
          'Eine Vereinbarung wird vielleicht gebrochen oder angefochten, und der gute Wille ist dünn. Halte alles schriftlich fest und hol dir Rat, bevor du nachgibst.',
        spirit:
          'Vielleicht erwartest du von einem anderen Menschen, dass er dich ganz macht. Kümmere dich zuerst um dein eigenes Herz, dann erkennst du die richtigen Verbindungen leichter.',
      },
      advice: 'Frag den anderen Menschen direkt, was sich verändert hat, und hör dir die ganze Antwort an.',
      lean: 'no',
    },
  },
  'cups-03-three': {
    upright: {
      theme: 'ein Fest unter Freunden und erhobene Kelche auf einen glücklichen Ausgang',
      meaning:
        'Drei junge Frauen tanzen in einem Garten und heben ihre Kelche hoch, zu ihren Füßen liegen Früchte. Die Drei der Kelche steht für Fülle, Fröhlichkeit und die Freude über eine Sache, die gut ausgegangen ist – geteilt mit Menschen, die sich mit dir freuen. Oft kündigt sie ein Fest, eine Hochzeit, ein Wiedersehen oder einfach Freundschaft von ihrer schönsten Seite an.',
      subjects: {
        love: 'Eine glückliche Zeit kommt auf dich zu, vielleicht eine Verlobung, eine Hochzeit oder eine Begegnung über Freunde. Lass deinen Freundeskreis an deinem Glück teilhaben.',
        work: 'Die Zusammenarbeit zahlt sich aus, und ein Erfolg verdient es, gemeinsam gefeiert zu werden. Deine Kolleginnen und Kollegen sind jetzt Verbündete, also feiert den Sieg zusammen.',
        money:
          'Ein gutes Ergebnis, eine Prämie oder ein gemeinsamer Gewinn gibt Anlass zum Feiern. Genieß es großzügig, aber leg etwas zurück.',
        health:
          'Lachen und Gesellschaft tun dir gut, und vielleicht fällt eine Last von dir ab. Nimm die Geselligkeit als Stärkung und feiere mit Maß.',
        home: 'Ein Treffen, eine Heimkehr oder eine frohe Nachricht in der Familie bringt alle zusammen. Öffne die Tür weit und deck ein paar Teller mehr.',
        travel:
          'Eine Reise mit Freunden, ein Wiedersehen in der Ferne oder eine Fahrt zu einem Fest steht unter einem guten Stern. Nimm die Einladung an.',
        study:
          'Gemeinsam lernt es sich jetzt am besten, und es gibt ein Ergebnis oder einen Abschluss zu feiern. Teilt eure Unterlagen und teilt auch die Anerkennung.',
        legal:
          'Eine Sache lässt sich vielleicht so beilegen, dass mehr als eine Seite zufrieden ist. Verbündete und gute Zeugen stärken deine Stellung.',
        spirit:
          'Deine Gemeinschaft gehört zu deinem Weg. Dankbarkeit fällt dir jetzt leicht – sprich sie ruhig laut aus.',
      },
      advice:
        'Versammle die Menschen, die dir geholfen haben, und feiere mit ihnen, was ihr gemeinsam erreicht habt.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein Fest, das zu lange gedauert hat, mit Getuschel am Rand',
      meaning:
        'Umgekehrt kippt bei der Drei der Kelche das Vergnügen ins Übermaß: zu viel Genuss, zu viele lange Nächte, ein Kreis, der sich nach außen abschottet. Sie kann auf Klatsch hinweisen, auf eine Freundin, die zu weit geht, oder auf eine dritte Person, die sich zwischen zwei Menschen drängt. Waite las sie auch als das Ende einer Sache: Das Fest ist vorbei, die Kelche sind abgestellt.',
      subjects: {
        love: 'Eine dritte Person, eine alte Flamme oder eine Freundin, die sich einmischt, kann die Beziehung ins Wanken bringen. Behaltet Privates für euch beide.',
        work: 'Klatsch im Büro oder Grüppchenbildung schadet mehr, als sie nützt. Halte dich aus dem Gerede heraus und lass deine Arbeit für dich sprechen.',
        money:
          'Ausgehen und kleine Vergnügungen zehren an deinen Mitteln. Rechne nach, was dich die schönen Stunden kosten.',
        health:
          'Zu viel des Guten holt dich ein, und dein Körper wünscht sich einen sanfteren Rhythmus. Schränk die langen Nächte und das üppige Leben ein und ruh dich richtig aus.',
        home: 'Ein Familientreffen wird vielleicht von alten Rivalitäten belastet oder von jemandem, der nichts für sich behalten kann. Wahre den Frieden, indem du es kurz hältst.',
        travel:
          'Eine Gruppenreise wird womöglich eher chaotisch als vergnüglich, oder Pläne platzen in letzter Minute. Reise mit leichtem Gepäck und kümmere dich selbst um deine Buchungen.',
        study: 'Das gesellige Leben verdrängt die Lernzeit. Leg das Telefon weg und schlag das Buch auf.',
        legal:
          'Unbedachtes Gerede könnte deine Stellung schwächen. Sag in der Öffentlichkeit nichts, was du nicht auch vor einem Richter sagen würdest.',
        spirit:
          'Vielleicht suchst du Gesellschaft, um nicht mit dir allein sein zu müssen. Verbring einen Abend in der Stille und schau, was in dir aufsteigt.',
      },
      advice: 'Geh heute Abend früh nach Hause und behalte deine Gedanken für dich.',
      lean: 'unclear',
    },
  },
  'cups-04-four': {
    upright: {
      theme: 'eine müde Stimmung, die sich von dem abwendet, was dir angeboten wird',
      meaning:
        'Ein junger Mann sitzt mit verschränkten Armen unter einem Baum, starrt auf drei Kelche im Gras und bemerkt den vierten nicht, den ihm eine Hand aus einer Wolke reicht. Die Vier der Kelche steht für Teilnahmslosigkeit, Unzufriedenheit und den Überdruss dessen, der genug hat. Sie fragt, ob die Unzufriedenheit echt ist oder ob du einfach aufgehört hast hinzusehen.',
      subjects: {
        love: 'Vielleicht fühlt sich eine Beziehung gerade schal an, oder du übersiehst jemanden, der still Interesse zeigt. Schau auf: Was dir angeboten wird, ist vielleicht besser, als du denkst.',
        work: 'Die Arbeit hat ihren Reiz verloren, und du erledigst nur noch das Nötigste. Eine Gelegenheit liegt vielleicht näher, als es scheint – du musst nur den Blick heben.',
        money:
          'Es bewegt sich wenig, und vielleicht schlägst du aus Langeweile ein bescheidenes Angebot aus. Überleg es dir noch einmal, bevor du es abtust.',
        health:
          'Wenig Energie und eine gedrückte Stimmung verstärken sich gegenseitig. Ändere eine kleine Gewohnheit, etwa mit einem täglichen Spaziergang oder früherem Zubettgehen, und achte darauf, was sie dir zurückgibt.',
        home: 'Dein Zuhause wirkt eintönig, oder du hast dich eine Weile von der Familie zurückgezogen. Nimm eine Einladung an, die du sonst ablehnen würdest.',
        travel:
          'Vielleicht schlägst du eine Reise aus, weil dich gerade nichts reizt. Schon ein kurzer Tapetenwechsel könnte die Trägheit lösen.',
        study:
          'Die Langeweile im Kurs macht jede Seite schwer. Such dir einen Aspekt des Fachs, der dich wirklich interessiert, und fang dort an.',
        legal:
          'Vielleicht bist du zu müde, um einen Vorschlag gründlich abzuwägen. Nimm dir Zeit, aber lass ein vernünftiges Angebot nicht aus Unachtsamkeit verstreichen.',
        spirit:
          'Stille Besinnung hat ihren Platz, doch hier dient die Stille dazu, Gefühlen auszuweichen. Das Geschenk wird dir schon hingehalten – du musst nur den Kopf drehen.',
      },
      advice: 'Sieh dir das Angebot, das du schon abgetan hast, noch einmal an.',
      lean: 'no',
    },
    reversed: {
      theme: 'das wiedererwachende Interesse nach einer Zeit der Trägheit und der Griff nach Neuem',
      meaning:
        'Umgekehrt hellt die Vier der Kelche die Schwermut auf: Waite sprach von Neuheit, neuer Unterweisung und neuen Beziehungen. Du bist bereit, die verschränkten Arme zu lösen und nach dem Kelch zu greifen, den du übersehen hast. Die Lust am Tun kehrt zurück, und mit ihr die Bereitschaft, ja zu sagen.',
      subjects: {
        love: 'Du bist bereit, dich wieder einzulassen, ob du nun jemanden Neues kennenlernst oder frischen Schwung in deine Partnerschaft bringst. Sag ja zur nächsten Einladung.',
        work: 'Die Langeweile weicht der Neugier, und ein neues Vorhaben oder Angebot fällt dir ins Auge. Handle, solange der Funke frisch ist.',
        money:
          'Du schaust wieder genauer auf deine Finanzen und entdeckst eine Möglichkeit, die dir entgangen war. Geh ihr nach.',
        health:
          'Die Kraft kehrt zurück, und du hast wieder Lust auf Bewegung. Bau darauf auf, mit einem Rhythmus, der dir wirklich Freude macht.',
        home: 'Nach einer zurückgezogenen Zeit findest du wieder zu Familie und Freunden. Ruf den Menschen an, dem du aus dem Weg gegangen bist.',
        travel:
          'Die Lust aufs Unterwegssein kehrt zurück, und neue Horizonte locken. Hol die Landkarten hervor und fang an zu planen.',
        study:
          'Eine neue Lehrerin, eine neue Methode oder ein neues Fach weckt dein Interesse von Neuem. Melde dich für das an, was dir ins Auge gefallen ist.',
        legal:
          'Du bist bereit, dich einer Sache zu stellen, der du ausgewichen bist. Sammle die Unterlagen und tu den ersten Schritt.',
        spirit:
          'Etwas in dir, das wie erloschen wirkte, regt sich wieder. Folge der Neugier, so klein sie auch sein mag.',
      },
      advice: 'Nimm das nächste Neue an, das dir angeboten wird, bevor die alte Trägheit zurückkehrt.',
      lean: 'yes',
    },
  },
  'cups-05-five': {
    upright: {
      theme: 'die Trauer um das Verschüttete, während zwei Kelche noch aufrecht stehen',
      meaning:
        'Eine Gestalt im schwarzen Mantel trauert über drei umgestoßene Kelche und sieht weder die zwei, die hinter ihr noch stehen, noch die Brücke, die zu einem Haus führt. Die Fünf der Kelche steht für Verlust und Bedauern, doch Waite macht deutlich, dass etwas bleibt. Der Kummer ist echt und verdient seine Zeit – genau wie das, was überdauert hat.',
      subjects: {
        love: 'Du trauerst um eine Enttäuschung oder eine Beziehung, die zu Ende gegangen ist, und es ist richtig, das zu fühlen. Wenn du so weit bist, dreh dich um: Nicht alles ist verloren.',
        work: 'Ein Rückschlag oder eine verpasste Gelegenheit schmerzt, und vielleicht kreisen deine Gedanken ständig darum. Rette, was noch steht, und bau darauf auf.',
        money:
          'Ein Verlust oder eine schlechte Entscheidung tut weh, doch ein Teil deiner Mittel ist unversehrt. Verschaff dir einen Überblick über das, was bleibt, bevor du am Ganzen verzweifelst.',
        health:
          'Traurigkeit drückt auf deine Kraft und deinen Schlaf. Sei sanft mit dir, halte an einfachen Abläufen fest und sprich mit einem vertrauten Menschen oder einer Fachperson, wenn die Last nicht weicht.',
        home: 'Ein Kummer in der Familie oder ein Riss dämpft die Stimmung aller. Würdige, was verloren ist, und sieh, wer noch an deiner Seite steht.',
        travel:
          'Eine Reise ist vielleicht von Wehmut gefärbt, oder eine Fahrt wurde abgesagt. Über die Brücke führt ein anderer Weg.',
        study:
          'Ein enttäuschendes Ergebnis entmutigt dich. Lerne daraus, was du kannst, und schau auf die Punkte, die du dir verdient hast.',
        legal:
          'Ein Verlust oder ein unwillkommenes Urteil will vielleicht erst verdaut werden, bevor du über die nächsten Schritte entscheidest. Lass dich beraten, was sich noch zurückgewinnen lässt.',
        spirit:
          'Trauer gehört zum Weg, doch sie sollte nicht der ganze Weg werden. Was geblieben ist, bittet um deine Aufmerksamkeit.',
      },
      advice:
        'Erlaube dir die Trauer, dann dreh dich um und nimm die zwei Kelche, die noch stehen, in die Hand.',
      lean: 'no',
    },
    reversed: {
      theme: 'die Rückkehr aus der Trauer und die Bereitschaft, das Gebliebene anzunehmen',
      meaning:
        'Umgekehrt zeigt die Fünf der Kelche, wie sich die trauernde Gestalt dem Leben wieder zuwendet: Annahme, Vergebung und Weitergehen. Waite las darin Nachrichten, Rückkehr und das Wiederaufleben alter Bande und familiärer Verbindungen. Der Verlust ist nicht vergessen, aber er füllt nicht mehr das ganze Blickfeld.',
      subjects: {
        love: 'Du schließt Frieden mit einer alten Verletzung, oder ein Mensch, dem du fremd geworden warst, kehrt zurück. Vergebung, ob für ihn oder für dich selbst, öffnet den Weg nach vorn.',
        work: 'Du erholst dich von einem Rückschlag und siehst einen Weg zurück. Ein alter Kontakt bringt vielleicht eine willkommene Nachricht.',
        money:
          'Du baust nach einem Verlust wieder auf, und das Schlimmste liegt hinter dir. Kleine, stetige Gewinne geben dir das Vertrauen zurück.',
        health:
          'Deine Stimmung hebt sich, und deine Kraft folgt ihr. Bleib bei den kleinen Dingen, die dir geholfen haben, wieder auf die Beine zu kommen.',
        home: 'Eine Versöhnung mit Verwandten oder eine Rückkehr zu den familiären Wurzeln spendet Trost. Geh auf die Menschen zu, die dir gefehlt haben.',
        travel:
          'Eine Reise nach Hause oder an einen Ort, mit dem dich eine Geschichte verbindet, steht unter einem guten Stern. Zurückzugehen kann dir helfen, weiterzugehen.',
        study:
          'Nach einer Enttäuschung bist du bereit, es noch einmal zu versuchen, und klüger als zuvor. Wiederhole die Prüfung, bewirb dich erneut oder kehr zu dem Fach zurück.',
        legal:
          'Alte Streitigkeiten lassen sich jetzt beilegen, da sich die Gemüter abgekühlt haben. Sei bereit, die Sache abzuschließen, statt sie neu aufzurollen.',
        spirit:
          'Die Trauer hat ihr Werk getan und dich mitfühlender gemacht. Lass das, was du aus dem Verlust gelernt hast, deinen nächsten Schritt leiten.',
      },
      advice: 'Schick die versöhnliche Nachricht ab, die du im Kopf schon so oft durchgespielt hast.',
      lean: 'yes',
    },
  },
  'cups-06-six': {
    upright: {
      theme: 'ein Wiedersehen mit etwas, das du in jüngeren Jahren geliebt hast',
      meaning:
        'In einem alten Garten reicht ein Kind einem anderen einen Kelch voller Blumen. Die Sechs der Kelche steht für Erinnerungen, Vergangenheit und Kindheit: eine alte Freundschaft, ein vertrauter Ort, eine Freundlichkeit, die dich daran erinnert, wer du einmal warst. Sie kann etwas Schönes aus der Vergangenheit zurückbringen oder fragen, was dir das Vergangene heute noch bedeutet.',
      subjects: {
        love: 'Eine alte Flamme, eine erste Liebe oder jemand aus deiner Vergangenheit taucht vielleicht wieder auf. Genieß die Süße und frag dich ehrlich, ob sie ins Heute gehört oder in die Erinnerung.',
        work: 'Frühere Erfahrung, ein ehemaliger Kollege oder die Rückkehr in ein früheres Tätigkeitsfeld kommen dir zugute. Fähigkeiten, die du fast vergessen hattest, sind wieder gefragt.',
        money:
          'Vielleicht taucht Geld aus der Vergangenheit auf, etwa eine Rückzahlung, ein vergessenes Konto oder ein Geschenk aus der Familie. Sieh dir genau an, was du bereits hast.',
        health:
          'Einfache Freuden von früher – Spiel, vertrautes Essen, alte Gewohnheiten – bauen dich auf. Schenk dir die Fürsorge, die du einem Kind schenken würdest.',
        home: 'Freunde aus Kindertagen, Geschwister oder das Elternhaus spielen eine Rolle. Ein Besuch oder ein Anruf bei jemandem aus deinen frühen Jahren wärmt dir das Herz.',
        travel:
          'Eine Reise an den Ort deiner Kindheit oder an einen Ort voller Erinnerungen liegt in der Luft. Sehnsucht nach früher ist ein guter Grund aufzubrechen.',
        study:
          'Wenn du wiederholst, was du früher gelernt hast, gewinnst du ein festes Fundament, und Interessen aus der Kindheit können dir bei der Wahl des Fachs den Weg weisen. Geh zurück zu den Grundlagen.',
        legal:
          'Alte Unterlagen, frühere Vereinbarungen oder die Vorgeschichte der Sache sind der Schlüssel. Geh die Papiere noch einmal durch.',
        spirit:
          'Das Kind in dir hat dir etwas darüber zu sagen, was dich froh macht. Unschuld ist hier eine Stärke, keine Schwäche.',
      },
      advice: 'Melde dich bei dem Menschen aus alten Tagen, der dir beim Lesen gerade eingefallen ist.',
      lean: 'yes',
    },
    reversed: {
      theme: 'die Abkehr von der Vergangenheit und die Hinwendung zu dem, was kommt',
      meaning:
        'Umgekehrt blickt die Sechs der Kelche nach vorn: Waite sah darin die Zukunft, Erneuerung und das, was bald geschehen wird. Sie bittet dich, nicht länger in Erinnerungen zu leben und das Vergangene vergangen sein zu lassen. Manchmal warnt sie vor einer verklärten Sehnsucht nach früher, die die Gegenwart blasser erscheinen lässt, als sie ist.',
      subjects: {
        love: 'Du bist bereit, neue Menschen nicht mehr mit einer alten Liebe zu vergleichen. Lass die Vergangenheit los und begegne jemandem so, wie er ist.',
        work: 'Wie es früher gemacht wurde, gilt nicht mehr. Pass dich an und sieh dir an, was die nächste Etappe von dir verlangt.',
        money:
          'Alte Ausgabegewohnheiten gehören auf den Prüfstand, und Pläne für die Zukunft zählen mehr als vergangene Verluste. Plane dein Geld für das Leben, das du heute führst.',
        health:
          'Gewohnheiten von vor vielen Jahren passen vielleicht nicht mehr zu deinem Körper. Erneuere deinen Alltag für den Menschen, der du heute bist.',
        home: 'Vielleicht wächst du aus Rollen in der Familie heraus, die vor langer Zeit festgelegt wurden. Du darfst deine Familie lieben und trotzdem deinen eigenen Weg gehen.',
        travel:
          'Ein Schritt nach vorn, an einen neuen Ort statt an einen vertrauten, ist begünstigt. Lass das alte Viertel hinter dir.',
        study:
          'Neue Methoden und frischer Stoff bringen dir mehr, als immer wieder dasselbe durchzukauen. Geh zur nächsten Stufe über.',
        legal:
          'Frühere Fälle und alter Groll wiegen weniger als das, was als Nächstes geschieht. Entscheide nach der heutigen Sachlage.',
        spirit:
          'Die Sehnsucht nach früher hat dich getröstet, jetzt hält sie dich zurück. Begegne der Gegenwart mit derselben Offenheit, die du als Kind hattest.',
      },
      advice: 'Räum ein Erinnerungsstück weg, das dich immer wieder zurückzieht.',
      lean: 'unclear',
    },
  },
  'cups-07-seven': {
    upright: {
      theme: 'eine Wolke verlockender Möglichkeiten, von denen manche nur Träume sind',
      meaning:
        'Eine dunkle Gestalt steht vor sieben Kelchen, die in einer Wolke schweben, und jeder birgt eine Erscheinung: eine Burg, Juwelen, einen Kranz, einen Drachen, eine Schlange, eine verhüllte Gestalt, einen Kopf. Die Sieben der Kelche steht für Vorstellungskraft, Fantasie und zu viele Möglichkeiten, von denen manche nur Trugbilder sind. Zum Träumen ist sie eine reiche Karte, zum Entscheiden eine schwache – solange der Traum nicht geprüft ist.',
      subjects: {
        love: 'Vielleicht bist du eher in eine Vorstellung von jemandem verliebt als in den Menschen selbst, oder du schwankst zwischen mehreren Möglichkeiten. Schau darauf, was tatsächlich geschieht, nicht auf das, was du dir ausmalst.',
        work: 'Viele Möglichkeiten glänzen, doch nur wenige sind ganz wirklich. Prüf jede gründlich, bevor du deine Zeit dafür hergibst.',
        money:
          'Ein Vorhaben, das viel verspricht, verdient einen nüchternen Blick. Prüf die Zahlen, bevor du von den Erträgen zu träumen beginnst.',
        health:
          'Schnelle Lösungen und Wunderversprechen locken, halten aber selten Wort. Entscheide dich für eine vernünftige Veränderung, bleib dabei und frag eine Fachperson, wenn du unsicher bist.',
        home: 'Ideen für dein Zuhause hast du reichlich, doch nicht alle sind umsetzbar. Entscheide dich für eine und führe sie zu Ende.',
        travel:
          'Du hast viele Ziele im Kopf und kannst dich nicht festlegen. Beschränke die Liste auf das, was du dir wirklich leisten und erreichen kannst.',
        study:
          'Zu viele Fächer oder Kurse ziehen an dir. Konzentrier dich auf eines, dann wird deine Vorstellungskraft zum Gewinn.',
        legal:
          'Illusionen oder Wunschdenken färben vielleicht das Bild. Trenne die Tatsachen von dem, was du gern für wahr hieltest.',
        spirit:
          'Deine Vorstellungskraft ist eine Gabe, und innere Bilder können dich beflügeln. Verankere sie im gelebten Alltag, sonst ziehen sie vorüber wie Wolken.',
      },
      advice: 'Schreib die Möglichkeiten auf und streich jede, die du in diesem Monat nicht angehen kannst.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'ein Himmel, an dem sich die Wolken lichten, und eine Wahl, die endlich feststeht',
      meaning:
        'Umgekehrt holt die Sieben der Kelche den Geist zurück auf den Boden. Die überlieferte Bedeutung ist Verlangen, Wille und Entschlossenheit: ein Vorhaben, das aus vielen ausgewählt wird. Die Illusionen fallen ab, und was du willst, wird klar genug, um es zu verfolgen.',
      subjects: {
        love: 'Endlich siehst du jemanden klar, im Guten wie im Schlechten, und weißt, was du willst. Handle nach dieser Klarheit.',
        work: 'Du wählst aus vielen Richtungen eine aus und bleibst dabei. Diese Bündelung deiner Kräfte wird Früchte tragen.',
        money:
          'Du verabschiedest dich von Luftschlössern und stellst einen realistischen Haushaltsplan auf. Nüchterne Entscheidungen zahlen sich aus.',
        health:
          'Du entscheidest dich für einen vernünftigen Plan, statt jeder neuen Idee nachzujagen. Beständigkeit ist es, was deiner Kraft jetzt hilft.',
        home: 'Eine lange diskutierte Entscheidung über dein Zuhause fällt endlich. Sobald sie feststeht, können alle aufatmen.',
        travel: 'Du wählst ein Ziel und buchst. Aus dem Planen wird Wirklichkeit, und es macht Freude.',
        study:
          'Du wählst dein Fach oder deinen Weg und hörst auf, dir alle Türen offenzuhalten. Entschlossenheit macht die Arbeit leichter.',
        legal:
          'Die eigentlichen Fragen treten hervor, und die Ablenkungen fallen weg. Du bist bereit zu entscheiden.',
        spirit:
          'Du erwachst aus einem angenehmen Tagtraum und merkst, dass deine Bestimmung einfacher ist, als du dachtest. Folge dem einen, was dich wirklich ruft.',
      },
      advice: 'Wähle heute einen deiner Träume aus und geh den ersten praktischen Schritt darauf zu.',
      lean: 'yes',
    },
  },
  'cups-08-eight': {
    upright: {
      theme: 'ein leiser Abschied von dem, was nicht mehr genügt, und die Suche nach Tieferem',
      meaning:
        'Unter einem abnehmenden Mond wendet sich eine Gestalt im Umhang von acht gestapelten Kelchen ab und geht auf die Berge zu. Die Acht der Kelche steht für das Schwinden einer Sache und den Entschluss, sie hinter sich zu lassen – nicht im Zorn, sondern weil etwas Tieferes ruft. Sie bedeutet, fortzugehen von dem, was gut genug war, um nach dem zu suchen, was wahr ist.',
      subjects: {
        love: 'Vielleicht bist du bereit, eine Beziehung zu verlassen, die dich nicht mehr nährt, oder dich zurückzuziehen und nachzudenken. Gehen ist schwer, selbst wenn es richtig ist.',
        work: 'Du wächst über eine Stelle hinaus, die dich einmal erfüllt hat. Vielleicht ist es Zeit zu kündigen, dich umzuschulen oder eine Arbeit mit mehr Sinn zu suchen.',
        money:
          'Sicherheit allein reicht dir nicht mehr, und vielleicht nimmst du weniger in Kauf für etwas, das dir wichtiger ist. Plane den Wechsel so, dass er dich auf Dauer trägt.',
        health:
          'Du bist ein Muster leid, das dich auslaugt, und bereit, es aufzugeben. Tritt zurück von dem, was dich erschöpft, und schaff Raum für Ruhe.',
        home: 'Vielleicht spürst du den Wunsch, dein Zuhause, eine Rolle in der Familie oder eine Freundschaft hinter dir zu lassen, die ihre Zeit gehabt hat. Geh behutsam, und geh, wenn du so weit bist.',
        travel:
          'Eine Reise allein, eine Pilgerfahrt oder ein Aufbruch weg vom vertrauten Boden ist deutlich angezeigt. Der Weg selbst wird dein Lehrer sein.',
        study:
          'Vielleicht verlässt du einen Kurs, der dir nichts mehr bedeutet. Such nach einem Lernen, das auf deine echten Fragen antwortet.',
        legal:
          'Einen Streit hinter dir zu lassen ist vielleicht klüger, als ihn zu gewinnen. Wäge ab, was es dich kostet, weiterzukämpfen.',
        spirit:
          'Eine Sehnsucht nach etwas Tieferem zieht dich aus dem Alltag fort. Folge ihr, auch wenn du sie noch nicht benennen kannst.',
      },
      advice: 'Gesteh dir ein, worüber du schon hinausgewachsen bist, und plane deinen Aufbruch.',
      lean: 'no',
    },
    reversed: {
      theme: 'ein Zögern an der Schwelle oder eine glückliche Rückkehr zu dem Zurückgelassenen',
      meaning:
        'Umgekehrt hält dich die Acht der Kelche entweder vom Gehen ab oder führt dich zurück. Waite sah darin Freude und Festlichkeit, die heutige Deutung ergänzt die Angst vor Veränderung und ein Treiben ohne Richtung. Frag dich, ob du aus Liebe bleibst oder aus Angst.',
      subjects: {
        love: 'Vielleicht bleibst du aus Angst vor dem Alleinsein, oder du kehrst mit neuer Wertschätzung zu dem Menschen an deiner Seite zurück. Sei ehrlich, was davon zutrifft.',
        work: 'Du zögerst, eine Stelle zu verlassen, der du entwachsen bist. Setz dich entweder ganz für sie ein oder leg einen Tag für deinen Abschied fest.',
        money:
          'Die Angst, deine Sicherheit zu verlieren, hält dich fest. Schau dir an, was dich das Bleiben tatsächlich kostet.',
        health:
          'Eine alte Gewohnheit, die du hinter dir lassen wolltest, schleicht sich wieder ein. Bemerke sie früh und kehr zu dem zurück, was dir gutgetan hat.',
        home: 'Eine Heimkehr oder die Rückkehr zur Familie bringt Freude. Wenn du nur aus Schuldgefühl bleibst, sag es freundlich.',
        travel:
          'Eine Reise wird verschoben, oder du kehrst früher heim als geplant. Vielleicht ist das genau das, was du brauchst.',
        study:
          'Du treibst von Kurs zu Kurs, ohne irgendwo anzukommen. Entscheide dich und bleib lange genug, um Ergebnisse zu sehen.',
        legal:
          'Vielleicht rollst du eine Sache wieder auf, die du schon hinter dir glaubtest. Sei dir deiner Gründe sicher.',
        spirit:
          'Du hast draußen gesucht und merkst nun, dass das, was du wolltest, näher war, als du dachtest.',
      },
      advice:
        'Entscheide, ob du gehst oder bleibst, und hör auf, halb im einen und halb im anderen zu leben.',
      lean: 'unclear',
    },
  },
  'cups-09-nine': {
    upright: {
      theme: 'ein erfüllter Wunsch und die Zufriedenheit, genug zu haben',
      meaning:
        'Ein wohlgenährter Mann sitzt mit verschränkten Armen vor einer geschwungenen Reihe von neun Kelchen und wirkt rundum zufrieden. Die Neun der Kelche gilt als Wunschkarte: Zufriedenheit, Genuss und die Erfüllung dessen, was du dir erhofft hast. Waite fügt körperliches Wohlbefinden und Frohsinn hinzu.',
      subjects: {
        love: 'Was du dir in der Liebe gewünscht hast, ist in Reichweite, und die Beziehung schenkt dir echte Freude. Genieß sie, ohne auf den Haken zu warten.',
        work: 'Ein Ziel ist erreicht, und du darfst zu Recht stolz sein. Anerkennung und Zufriedenheit folgen.',
        money:
          'Deine Finanzen sind im Lot, und du kannst dir etwas gönnen. Freu dich über deinen Erfolg und teile ein wenig davon.',
        health:
          'Du fühlst dich wohl in deiner Haut, und deine Kraft ist groß. Bleib bei den Gewohnheiten, die dich hierhergebracht haben.',
        home: 'Dein Zuhause ist gemütlich, und die Menschen darin sind zufrieden. Lade zum Essen ein und genieß die Leichtigkeit.',
        travel:
          'Ein Urlaub oder eine lang ersehnte Reise wird wahr. Gönn dir ein wenig Luxus und koste sie aus.',
        study:
          'Das Ergebnis, auf das du gehofft hast, ist da, oder die Ausbildung erfüllt, was du dir von ihr versprochen hast. Freu dich über das, was du dir erarbeitet hast.',
        legal:
          'Weil du genau weißt, was du willst, stehst du auf festem Boden. Sag klar, welches Ergebnis du anstrebst und warum.',
        spirit:
          'Zufriedenheit ist eine Form der Dankbarkeit, und du hast Grund zu beidem. Benenne, was du dir gewünscht hast, und bemerke, dass es angekommen ist.',
      },
      advice:
        'Formuliere deinen Wunsch genau, sprich ihn laut aus und tu dann eine Sache, die ihn näher bringt.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein selbstgefälliges Gefühl der Sattheit oder ein Wunsch, der sein Ziel verfehlt',
      meaning:
        'Umgekehrt kann die Neun der Kelche Selbstzufriedenheit und Maßlosigkeit bedeuten – oder dass du bekommen hast, was du wolltest, und es sich hohl anfühlt. Waite las sie auch als Wahrheit und Treue, als den ehrlich betrachteten Wunsch. Die Frage lautet dann, was du unter der Oberfläche des Wunsches wirklich willst.',
      subjects: {
        love: 'Nach außen sieht alles gut aus, doch es fühlt sich dünn an, oder einer von euch ist bequem geworden. Frag dich, was echte Nähe schaffen würde statt bloßer Behaglichkeit.',
        work: 'Der Erfolg hat dich träge gemacht, oder das erreichte Ziel erfüllt dich nicht so, wie du gehofft hattest. Such nach einem Anliegen, das tiefer reicht.',
        money: 'Ausgaben für Vergnügungen lassen wenig übrig. Genieß die Annehmlichkeiten, aber zähl mit.',
        health:
          'Die Üppigkeit holt dich ein. Schränk das Zuviel ein und gönn deinem Körper mehr Ruhe und einfaches Essen.',
        home: 'Die Behaglichkeit zu Hause ist vielleicht in Bequemlichkeit umgeschlagen. Eine kleine Mühe für die Menschen, mit denen du lebst, bewirkt viel.',
        travel:
          'Eine lang ersehnte Reise kann enttäuschen, wenn du zu viel erwartest. Fahr mit bescheidenen Hoffnungen los, dann wirst du vielleicht angenehm überrascht.',
        study:
          'Vielleicht ruhst du dich auf früheren Ergebnissen aus. Streng dich erneut an, statt die Note für sicher zu halten.',
        legal:
          'Halte die Sache nicht für gewonnen. Prüf die Einzelheiten, die du für selbstverständlich gehalten hast.',
        spirit:
          'Zu bekommen, was du dir gewünscht hast, hat das tiefere Bedürfnis nicht gestillt. Schau über den Genuss hinaus auf das, was Sinn stiftet.',
      },
      advice: 'Frag dich, wofür der Wunsch eigentlich stand, und richte dich darauf aus.',
      lean: 'unclear',
    },
  },
  'cups-10-ten': {
    upright: {
      theme: 'ein glückliches Zuhause, beständige Liebe und Frieden unter den Menschen, die zählen',
      meaning:
        'Ein Paar hebt die Arme zu einem Regenbogen aus zehn Kelchen, neben ihm tanzen zwei Kinder, und in der Ferne steht ein Haus. Die Zehn der Kelche steht für die Zufriedenheit des ganzen Herzens: Familienglück, dauerhafte Liebe und den Frieden der Zugehörigkeit. Sie ist eine der freudigsten Karten im ganzen Tarot.',
      subjects: {
        love: 'Das ist eine Liebe, die hält und zu einem gemeinsamen Leben, einem Zuhause oder einer Familie heranwächst. Eine feste Bindung steht unter einem sehr guten Stern.',
        work: 'Die Arbeit fühlt sich wie eine Gemeinschaft an und trägt das Leben, das du dir außerhalb wünschst. Ausgewogenheit und gute Beziehungen machen dich dort glücklich.',
        money:
          'Das Geld reicht, um den Haushalt abzusichern, und es dient den Menschen, die du liebst. Gib es für gemeinsames Glück aus.',
        health:
          'Seelische Zufriedenheit stärkt dein ganzes Wohlbefinden. Zeit mit der Familie und geliebten Menschen baut dich auf.',
        home: 'Harmonie zu Hause, ein Familienfest oder ein neues Heim bringt dauerhafte Freude. Alle ziehen an einem Strang.',
        travel:
          'Ein Familienurlaub oder ein Umzug an einen Ort, der sich nach Zuhause anfühlt, ist begünstigt. Brecht gemeinsam auf.',
        study:
          'Du lernst in einem unterstützenden Umfeld, und von zu Hause kommt Ermutigung. Dein Erfolg wird ein gemeinsamer sein.',
        legal:
          'Eine Einigung, die den Frieden zwischen den Menschen wahrt, ist das beste Ergebnis, das du anstreben kannst. Stell die Beziehungen über das Rechthaben.',
        spirit:
          'Du findest das Heilige in der alltäglichen Liebe und Zugehörigkeit. Dankbarkeit für das, was du schon hast, ist die ganze Übung.',
      },
      advice:
        'Verbring diese Woche ungestörte Zeit mit den Menschen, durch die sich dein Zuhause wie ein Zuhause anfühlt.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein Haushalt ohne Harmonie, über dem der Regenbogen verblasst ist',
      meaning:
        'Umgekehrt zeigt die Zehn der Kelche Unfrieden im Haus oder eine Kluft zwischen dem glücklichen Bild und dem Gefühl darin. Waite sprach vom falschen Herzen, von Empörung und Streit. Spannungen in der Familie, enttäuschte Erwartungen oder das Gefühl, nicht dazuzugehören, können im Spiel sein.',
      subjects: {
        love: 'Euer gemeinsames Ideal passt vielleicht nicht zur Wirklichkeit, oder eure Bilder von der Zukunft gehen auseinander. Sprecht darüber, was jeder von euch wirklich will.',
        work: 'Der Zusammenhalt unter den Kollegen ist zerbrochen, oder die Arbeit raubt dir die Zeit für dein Zuhause. Stell das Gleichgewicht wieder her, bevor sich Groll festsetzt.',
        money: 'Geld sorgt zu Hause für Streit. Legt gemeinsam einen Haushaltsplan fest, dem alle zustimmen.',
        health:
          'Spannungen in der Familie zehren an deiner Kraft und an deinem Schlaf. Schaff dir einen ruhigen Rückzugsort und hol dir Unterstützung, wenn die Anspannung groß wird.',
        home: 'Streit, Distanz oder unausgesprochener Groll belasten den Haushalt. Jemand muss das Schwierige ruhig aussprechen.',
        travel:
          'Ein Familienurlaub wird womöglich angespannt, oder ein Umzug bringt alle aus dem Gleichgewicht. Plant mitten in der gemeinsamen Zeit auch Stunden für jeden allein ein.',
        study: 'Druck oder Streit zu Hause erschweren das Lernen. Such dir einen ruhigen Ort zum Arbeiten.',
        legal:
          'Ein Familienstreit um Besitz oder Fürsorge braucht vielleicht Hilfe von außen. Wer von außen vermittelt, kann hören, was Verwandte nicht hören können.',
        spirit:
          'Vielleicht jagst du einem vollkommenen Bild vom Glück nach und verpasst dabei das wirkliche. Lass es unvollkommen sein.',
      },
      advice: 'Schließ zu Hause Frieden und lass jeden eine Sache nennen, die er braucht.',
      lean: 'no',
    },
  },
  'cups-11-page': {
    upright: {
      theme: 'eine zärtliche Botschaft und ein junges, verträumtes Herz, das gern gibt',
      meaning:
        'Ein Knabe in einem geblümten Wams betrachtet einen Fisch, der aus seinem Kelch auftaucht, und wundert sich kein bisschen darüber. Der Bube der Kelche bringt Nachrichten des Herzens: eine Einladung, eine Liebeserklärung, eine schöpferische Idee oder einen feinfühligen jungen Menschen. Er ist offen, fantasievoll und freundlich, und er nimmt seine Eingebungen ernst.',
      subjects: {
        love: 'Eine liebe Nachricht, ein schüchterner Verehrer oder eine neue Liebe kündigt sich an. Antworte mit derselben Offenheit.',
        work: 'Eine schöpferische Idee oder ein Angebot für eine fantasievolle Aufgabe überrascht dich. Bring sie ein, auch wenn sie ungewöhnlich wirkt.',
        money:
          'Eine kleine gute Nachricht in Geldfragen kann eintreffen. Dein Gespür bei einer Anschaffung trügt dich nicht.',
        health:
          'Dein Körper und deine Gefühle senden dir sanfte Signale. Hör auf sie und ruh dich aus, wenn du das Bedürfnis spürst.',
        home: 'Die Nachricht von einer Geburt oder einer Verlobung oder eine frohe Überraschung in der Familie ist möglich. Ein junger Verwandter bringt vielleicht Freude ins Haus.',
        travel:
          'Eine Einladung zu einer Reise oder eine Fahrt ans Wasser liegt in der Luft. Brich voller Neugier auf.',
        study:
          'Schöpferische Fächer und die Künste sind begünstigt, und deine Fantasie hilft dir beim Lernen. Führ ein Notizbuch für deine Ideen.',
        legal:
          'Eine versöhnliche Nachricht oder eine unerwartete Neuigkeit entschärft die Lage. Lies sie unvoreingenommen.',
        spirit:
          'Deine Intuition spricht zu dir in Träumen, Symbolen und seltsamen Zufällen. Schreib sie auf.',
      },
      advice: 'Antworte auf die Nachricht, die dich berührt hat, und zwar noch heute.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein unreifes Herz, das sich Launen, Tagträumen und süßen Täuschungen hingibt',
      meaning:
        'Umgekehrt zeigt der Bube der Kelche die Schattenseite des verträumten Jünglings: seelische Unreife, Schmollen, Fantasien, die an die Stelle des Handelns treten. Waites Stichworte sind Verführung, List und Täuschung – ein Charme, der nicht ganz ehrlich ist. Auch ein schöpferischer Funke kann durch Unsicherheit gehemmt sein.',
      subjects: {
        love: 'Vielleicht spielt jemand nur mit der Liebe und schmeichelt, ohne es ernst zu meinen, oder du verklärst eine Schwärmerei. Achte auf Taten, nicht auf Worte.',
        work: 'Gute Ideen werden nicht umgesetzt, oder jemand ist charmant, aber unzuverlässig. Leg den nächsten Schritt verbindlich fest.',
        money:
          'Spontankäufe aus einer Laune heraus locken. Schlaf eine Nacht über jeden Kauf, den dir ein Gefühl eingibt.',
        health:
          'Launenhaftigkeit und Weltflucht zehren an deiner Kraft. Erde dich mit regelmäßigen Mahlzeiten, genug Schlaf und ein wenig Bewegung.',
        home: 'Ein junger Verwandter schmollt vielleicht oder versucht, andere zu lenken, oder du fühlst dich zu Hause missverstanden. Bleib geduldig und bestimmt.',
        travel:
          'Eine Reise, die du aus einer Laune heraus planst, kann enttäuschen. Prüf die Einzelheiten, bevor du dich festlegst.',
        study:
          'Tagträume treten immer wieder an die Stelle des Lernens. Stell dir kurze Aufgaben mit einem klaren Ende und belohne dich für jede.',
        legal:
          'Eine Nachricht oder ein Versprechen ist vielleicht nicht aufrichtig. Vergleiche das Gesagte mit dem, was schriftlich festgehalten ist.',
        spirit:
          'Fantasie ersetzt die echte innere Arbeit. Hol deine Träume auf den Boden, zu etwas, das du wirklich üben kannst.',
      },
      advice: 'Prüf jedes süße Wort, ob deines oder das eines anderen, an einer Tat, bevor du ihm vertraust.',
      lean: 'no',
    },
  },
  'cups-12-knight': {
    upright: {
      theme: 'eine Ankunft mit einer Einladung, einem Antrag oder einem Angebot des Herzens',
      meaning:
        'Ein anmutiger Reiter in Rüstung kommt langsam heran und hält einen Kelch vor sich, als wolle er ihn überreichen. Der Ritter der Kelche steht für Ankunft, Annäherung und Werben: einen Antrag, eine Einladung, einen Menschen, der mit Gefühl auf dich zukommt. Er ist romantisch und fantasievoll und bewegt sich mit Bedacht statt mit Eile.',
      subjects: {
        love: 'Ein Antrag, eine Liebeserklärung oder ein romantisches Werben ist unterwegs. Jemand kommt mit dem Herzen in der Hand auf dich zu.',
        work: 'Ein Angebot oder eine Einladung trifft ein, vielleicht für eine schöpferische Arbeit. Nimm es ernst und antworte mit Anstand.',
        money:
          'Ein Angebot oder Vorschlag in Geldfragen kommt auf dich zu. Wäge es in Ruhe ab, statt dich allein vom Charme leiten zu lassen.',
        health:
          'Ein sanfterer Umgang mit deinem Wohlbefinden tut dir jetzt gut. Wenn dir jemand Unterstützung anbietet, nimm sie an.',
        home: 'Ein Besuch bringt gute Stimmung ins Haus, oder jemand streckt die Hand aus, um einen Riss zu kitten. Heiß ihn herzlich willkommen.',
        travel:
          'Eine Reise aus Liebe oder zum Vergnügen ist in Sicht, oder jemand macht sich auf den Weg zu dir. Reisen übers Wasser sind besonders gesegnet.',
        study:
          'Eine Einladung zu einem Kurs, ein Stipendium oder ein inspirierender Lehrer kreuzt deinen Weg. Folge deinem Interesse.',
        legal:
          'Ein Vorschlag oder ein Vergleichsangebot trifft ein. Hör es dir unvoreingenommen an und hol dir Rat, bevor du zustimmst.',
        spirit: 'Ein Ruf, deinem Herzen zu folgen, erreicht dich – sanft, aber deutlich. Folge ihm.',
      },
      advice: 'Sag ja zu der Einladung und lass den anderen Menschen sehen, wie sehr du dich freust.',
      lean: 'yes',
    },
    reversed: {
      theme:
        'ein charmantes Werben, hinter dem sich List, Wankelmut oder ein gebrochenes Versprechen verbirgt',
      meaning:
        'Umgekehrt zeigt der Ritter der Kelche die Schattenseite des Romantikers: ein Werben, das nur Schauspiel ist, ein Antrag, der nicht hält, was er verspricht. Waite nennt dafür Betrug, List und Schwindel. Er ist vielleicht launisch, unzuverlässig oder eher in die Liebe an sich verliebt als in dich.',
      subjects: {
        love: 'Sei vorsichtig bei jemandem, dessen Worte seinen Taten vorauseilen oder der verschwindet, sobald es ernst wird. Charme ist keine Verbindlichkeit.',
        work: 'Ein Angebot ist vielleicht zu schön, um wahr zu sein, oder jemand bei der Arbeit verspricht viel und hält wenig. Lies das Kleingedruckte.',
        money:
          'Ein Vorhaben oder Angebot ist nicht so, wie es beschrieben wird. Gib kein Geld her, nur weil jemand charmant ist oder etwas verspricht.',
        health:
          'Deine Stimmung schwankt, und vielleicht weichst du einem Problem aus, indem du dich treiben lässt. Ein ruhiger, gleichmäßiger Alltag hilft dir mehr als große Pläne.',
        home: 'Jemand in der Familie ist unzuverlässig, oder ein Besuch wird in letzter Minute abgesagt. Stell deine Erwartungen darauf ein.',
        travel:
          'Reisepläne können platzen oder sich als etwas anderes entpuppen, als angepriesen wurde. Prüf deine Buchungen und lass dir alles bestätigen.',
        study:
          'Ein verlockender Kurs hält womöglich nicht, was er verspricht. Such nach unabhängigen Bewertungen.',
        legal:
          'Achte auf falsche Darstellungen oder eine Abmachung, die sich unter der Hand verschiebt. Lass dir alles schriftlich geben.',
        spirit:
          'Vielleicht jagst du einem romantischen Ideal des spirituellen Lebens nach. Such nach Substanz, nicht nur nach einem schönen Gefühl.',
      },
      advice: 'Miss das Angebot an dem, was dieser Mensch tatsächlich getan hat, bevor du zusagst.',
      lean: 'no',
    },
  },
  'cups-13-queen': {
    upright: {
      theme: 'eine intuitive, liebevolle Frau, die mit dem Herzen sieht',
      meaning:
        'Eine gekrönte Frau sitzt am Ufer des Meeres und blickt versunken in einen reich verzierten, geschlossenen Kelch. Die Königin der Kelche steht für liebende Klugheit und die Gabe der Schau: Mitgefühl, Intuition und seelische Weisheit. Sie kann ein Mensch in deinem Leben sein oder die Eigenschaft, die du selbst einbringen sollst.',
      subjects: {
        love: 'Tiefes Einfühlungsvermögen und seelische Ehrlichkeit lassen die Liebe aufblühen. Sei zärtlich und vertrau dem, was dein Herz wahrnimmt.',
        work: 'Helfende Berufe, Beratung oder schöpferische Arbeit liegen dir, und deine Feinfühligkeit ist eine Stärke. Eine gütige, scharfsinnige Frau unterstützt dich vielleicht.',
        money:
          'Lass dich von deiner Intuition leiten, aber verbinde sie mit Sorgfalt. Ausgaben, die anderen helfen, schenken dir Zufriedenheit.',
        health:
          'Dein seelisches Wohlbefinden ist der Schlüssel zu deiner Kraft. Beruhige deinen Geist, such die Nähe von Wasser oder Stille und sorge für dich, wie du für andere sorgst.',
        home: 'Eine fürsorgliche Gegenwart hält die Familie zusammen. Dein Mitgefühl ist für alle spürbar.',
        travel:
          'Eine friedliche Reise, vielleicht ans Meer, stärkt dich. Fahr dorthin, wo sich dein Herz zu Hause fühlt.',
        study:
          'Psychologie, Kunst und die helfenden Fächer liegen dir, und deine Intuition hilft dir beim Lernen. Vertrau deinem Gespür für das Wesentliche.',
        legal:
          'Mitgefühl und Verständnis können lösen, was Streit nicht vermag. Eine weise, gerecht denkende Frau kann dir helfen.',
        spirit: 'Deine Intuition ist stark und verlässlich. Schenk Träumen, Besinnung und Stille deine Zeit.',
      },
      advice: 'Vertrau dem leisen Gefühl, das du in dieser Sache hast, und handle mit Güte danach.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein launisches, erdrückendes Herz, das sich in den eigenen Gefühlen verliert',
      meaning:
        'Umgekehrt zeigt die Königin der Kelche die Schattenseite der mitfühlenden Frau: launisch, klammernd, selbstbezogen oder von ihren Gefühlen fortgerissen. Waite warnte vor einer Frau, der man trotz ihrer Gaben nicht trauen kann. Ihre Fürsorge kann zum Märtyrertum oder zur Manipulation werden, und ihre Intuition verkehrt sich in eingebildete Kränkungen.',
      subjects: {
        love: 'Gefühlsmäßige Bedürftigkeit, Eifersucht oder ein Mensch, der dich erdrückt, belasten vielleicht die Beziehung. Schafft Raum, damit ihr beide atmen könnt.',
        work: 'Du nimmst alles persönlich, und das zermürbt dich, oder jemand im Kollegenkreis lenkt andere über ihre Gefühle. Wahre eine gewisse berufliche Distanz.',
        money:
          'Ausgaben aus der Stimmung heraus oder Geld, das du aus Schuldgefühl verleihst, machen Ärger. Entscheide mit dem Kopf.',
        health:
          'Du nimmst die Gefühle anderer in dich auf, und deine Reserven sind aufgebraucht. Zieh Grenzen, ruh dich aus und sprich mit einer Fachperson, wenn deine Stimmung gedrückt bleibt.',
        home: 'Jemand zu Hause ist vereinnahmend oder ganz in die eigenen Launen verstrickt. Deine Güte braucht jetzt eine klare Grenze.',
        travel:
          'Vielleicht fällt es dir schwer, von zu Hause fortzugehen, oder Launen trüben eine Reise. Reise mit jemandem, der ausgeglichen ist.',
        study:
          'Aufgewühlte Gefühle machen es dir schwer, dich zu konzentrieren. Sorge erst für etwas Beständigkeit, bevor du weitermachst.',
        legal:
          'Gefühle treiben Entscheidungen an, die einen klaren Kopf brauchen. Lass eine besonnene Vertrauensperson für dich sprechen.',
        spirit:
          'Feinfühligkeit ohne Erdung überwältigt dich. Schütze deine Kraft und kehr in deinen Körper zurück.',
      },
      advice: 'Tritt lange genug von den Gefühlen anderer zurück, um deine eigenen zu erkennen.',
      lean: 'no',
    },
  },
  'cups-14-king': {
    upright: {
      theme: 'ein ruhiger, großzügiger Mann, der seine Gefühle beherrscht, ohne sie zu verleugnen',
      meaning:
        'Ein gekrönter Mann thront inmitten rauer See, in den Händen Kelch und Zepter, während nahebei ein Schiff segelt und ein Fisch springt. Der König der Kelche steht für seelisches Gleichgewicht und gütige Autorität – Waites Mann aus Geschäftsleben, Recht oder Kirche, verantwortungsvoll und hilfsbereit. Er fühlt tief und bleibt doch standfest.',
      subjects: {
        love: 'Ein reifer, treuer Mensch an deiner Seite – oder deine eigene Reife – gibt der Beziehung Halt. Gefühle werden mit Ruhe und Sorgfalt ausgedrückt.',
        work: 'Diplomatie und ein kühler Kopf verschaffen dir Respekt. Ein weiser Förderer oder ein gerechter Vorgesetzter unterstützt dich.',
        money:
          'Du gehst vernünftig mit Geld um und gibst großzügig, wo es gebraucht wird. Vor einer großen Entscheidung lohnt sich der Rat eines erfahrenen, wohlwollenden Beraters.',
        health:
          'Seelisches Gleichgewicht tut auch deinem Körper gut. Halte einen gleichmäßigen Rhythmus von Arbeit und Ruhe und lass dich von jemandem mit Erfahrung beraten.',
        home: 'Eine ruhige, gütige Gestalt hält die Familie im Gleichgewicht. Sei du dieser Halt, wenn es sonst niemand sein kann.',
        travel:
          'Eine gut geplante Reise, vielleicht übers Meer, verläuft reibungslos. Bleib gelassen, wenn das Wasser unruhig wird.',
        study:
          'Geduld und ein ausgeglichener Geist helfen dir beim Lernen. Es lohnt sich, einen gütigen Lehrer oder eine geduldige Nachhilfe zu suchen.',
        legal:
          'Vielleicht hast du es mit einer gerechten, besonnenen Fachperson oder einem ebensolchen Richter zu tun. Bleib ruhig und lass dich von der Vernunft leiten.',
        spirit:
          'Du lernst, starke Gefühle zu halten, ohne von ihnen hin und her geworfen zu werden. Das ist wahre Meisterschaft.',
      },
      advice:
        'Bewahre in dem schwierigen Gespräch, das vor dir liegt, eine ruhige Stimme und ein offenes Herz.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein Mann, dessen Ruhe Manipulation, Launenhaftigkeit oder Doppelzüngigkeit verbirgt',
      meaning:
        'Umgekehrt zeigt der König der Kelche die Schattenseite des besonnenen Herrschers: Gefühle, die so lange unterdrückt werden, bis sie ausbrechen, oder Charme, der zur Manipulation dient. Waite ging weiter als die heutige Deutung und sah einen unehrlichen, doppelzüngigen Mann, Verlust und Skandal. Er ist vielleicht unberechenbar, kalt unter einer warmen Oberfläche, oder er ertränkt seine Gefühle.',
      subjects: {
        love: 'Vielleicht spielt der Mensch an deiner Seite mit deinen Gefühlen, ist unnahbar oder unberechenbar. Achte darauf, wie er sich verhält, wenn es nicht nach seinem Willen geht.',
        work: 'Ein Vorgesetzter oder Kollege gibt sich vielleicht glatt, ist aber nicht vertrauenswürdig. Wahre deine Interessen und halte alles schriftlich fest.',
        money:
          'Vielleicht ist jemand in Geldfragen unehrlich, oder Entscheidungen aus dem Bauch heraus kosten dich etwas. Prüf nach, bevor du vertraust.',
        health:
          'Aufgestaute Gefühle – oder die Flucht vor ihnen in lange Nächte und Ablenkung – zehren an dir. Such dir ein ehrliches Ventil und, wenn du es brauchst, eine Fachperson zum Reden.',
        home: 'Ein Familienmitglied ist vielleicht launisch, kontrollierend oder schwer zu durchschauen. Halte deine Grenzen standhaft.',
        travel:
          'Turbulenzen in den Plänen oder in der Reisegesellschaft können die Reise durcheinanderbringen. Halte einen zweiten Plan in der Tasche bereit.',
        study:
          'Ein unruhiger Geist erschwert das Lernen, oder eine Lehrkraft ist ungerecht. Such dir Unterstützung an anderer Stelle.',
        legal:
          'Sei vorsichtig bei jemandem, der vernünftig wirkt, aber nicht in gutem Glauben handelt. Nimm dir einen eigenen Rechtsbeistand.',
        spirit:
          'Vielleicht verbirgst du deine Gefühle sogar vor dir selbst. Lass sie behutsam und an einem geschützten Ort an die Oberfläche kommen.',
      },
      advice: 'Beurteile diesen Menschen nach dem, was er getan hat, nicht nach seinem Auftreten.',
      lean: 'no',
    },
  },
};
