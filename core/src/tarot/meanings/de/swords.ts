// German readings need German prose, not translated English: the Swords written anew in du-form,
// with the same picture, tradition and yes/no lean as ../swords.ts so both languages read alike.
import type { CardMeanings } from '../types';

export const SWORDS_MEANINGS_DE: CardMeanings = {
  'swords-01-ace': {
    upright: {
      theme: 'ein Durchbruch klarer Gedanken, der jede Verwirrung durchschneidet',
      meaning:
        'Über kahlen Bergen ragt eine Hand aus einer Wolke und umfasst ein aufrechtes Schwert. Auf seiner Spitze sitzt eine Krone, behängt mit Oliven- und Palmzweigen. Das Ass der Schwerter ist der Triumph des Geistes: Klarheit, Wahrheit, ein entscheidender Gedanke und die Kraft, ihn durchzusetzen. Waite nannte es Eroberung und Triumph der Kraft, und oft zeigt es den Augenblick, in dem eine harte Wahrheit endlich ausgesprochen wird.',
      subjects: {
        love: 'Ehrliche Worte reinigen die Luft zwischen euch, auch wenn sie scharf sind. Sag, was du meinst, dann wisst ihr beide, woran ihr seid.',
        work: 'Ein scharfer Gedanke oder ein entschlossener Schritt verschafft dir den Vorsprung. Trag dein Anliegen klar vor, dann wird es sich durchsetzen.',
        money:
          'Ein nüchterner Blick auf deine Finanzen zeigt dir den richtigen Zug. Streich die Ausgabe oder das Geschäft, das deine Rechnung schon lange trübt.',
        health:
          'Du erfährst deutlich, was dein Körper braucht, vielleicht durch eine offene Auskunft von fachkundiger Seite. Handle zügig und entschlossen danach.',
        home: 'Ein offenes Gespräch klärt eine Frage, die schon lange über dem Haushalt schwebt. Mit Sorgfalt ausgesprochen, reinigt die Wahrheit die Stimmung.',
        travel:
          'Die Entscheidung für eine Reise oder einen Umzug liegt plötzlich auf der Hand. Buche, solange dein Kopf klar ist.',
        study:
          'Deine Konzentration ist scharf, und die Gedanken fügen sich zusammen. Jetzt ist eine starke Zeit für Prüfungen, Schreiben und Analyse.',
        legal:
          'Tatsachen und stichhaltige Argumente zählen jetzt sehr viel. Bereite deine Sache klar und gut belegt vor.',
        spirit:
          'Ein Augenblick der Einsicht durchschneidet jahrelange Verwirrung. Vertrau dem, was du jetzt klar vor dir siehst.',
      },
      advice: 'Fass die nackte Wahrheit der Sache in einen einzigen Satz und handle dann danach.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine verkehrt geführte Klinge, bei der die Kraft dem Urteil davonläuft',
      meaning:
        'Umgekehrt ist das Ass der Schwerter dieselbe Macht mit verheerenden Folgen, wie Waite schrieb: missbrauchte Kraft, verletzende Worte oder ein getrübter Geist, der sich nicht entscheiden kann. Gedanken kommen nicht an, oder die Wahrheit wird verdreht. Die Schneide ist noch da, also geh vorsichtig mit ihr um.',
      subjects: {
        love: 'Harte Worte oder Missverständnisse schneiden tiefer als gewollt. Warte, bis du ruhig bist, bevor du das Schwere aussprichst.',
        work: 'Ein Plan ist nur halb durchdacht, oder jemand benutzt Argumente als Waffe. Prüf deine Überlegungen, bevor du Druck machst.',
        money:
          'Verwirrung oder überstürzte Entscheidungen könnten dich teuer zu stehen kommen. Unterschreib und überweise nichts, solange das Bild unklar ist.',
        health:
          'Ein rasender, zerstreuter Kopf zehrt an deiner Kraft. Werde langsamer, vereinfache deinen Tag und hol dir eine zweite Meinung, wenn dir ein Rat widersprüchlich vorkommt.',
        home: 'Ein Streit zu Hause kann sich hochschaukeln, weil niemand zuhört. Senk deine Stimme, bevor du deinen Standpunkt vorbringst.',
        travel:
          'Wirre Pläne oder Missverständnisse können eine Reise durcheinanderbringen. Prüf Termine und Reisedokumente lieber zweimal.',
        study:
          'Nebel im Kopf oder Überlastung erschweren das Lernen. Teil die Arbeit in kleine Stücke und mach richtige Pausen.',
        legal:
          'Deine Argumente könnten missverstanden oder gegen dich verwendet werden. Lass einen Rechtsbeistand deine Sache formulieren und setz nicht auf Härte.',
        spirit: 'Zu viel Denken verdrängt die Wahrheit. Leg das Streiten beiseite und hör zu.',
      },
      advice: 'Halte die schneidende Bemerkung zurück und ordne zuerst deine eigenen Gedanken.',
      lean: 'no',
    },
  },
  'swords-02-two': {
    upright: {
      theme: 'ein Burgfrieden, der auf Wegsehen beruht, und zwei Wege in sorgsamer Schwebe',
      meaning:
        'Eine Frau mit verbundenen Augen sitzt am Meer, zwei Schwerter über der Brust gekreuzt, über ihr eine Mondsichel. Die Zwei der Schwerter steht für ein Patt und ein behütetes Gleichgewicht: eine aufgeschobene Entscheidung, zurückgehaltene Gefühle, einen Frieden, der nur hält, solange niemand hinsieht. Waite sah in ihr auch Freundschaft und Eintracht unter Waffen.',
      subjects: {
        love: 'Vielleicht weichst du einer Entscheidung über eine Beziehung aus, oder ihr schützt beide eure Herzen. Ein Burgfrieden kann eine Weile halten, aber nicht für immer.',
        work: 'Zwei Möglichkeiten wirken gleichwertig, und du kommst zwischen ihnen nicht weiter. Sammle die Fakten, denen du bisher ausgewichen bist, dann neigt sich die Waage.',
        money:
          'Du schiebst eine Geldentscheidung auf, um den Frieden zu wahren. Sieh dir die Zahlen ehrlich an.',
        health:
          'Die Anspannung, die du im Körper hältst, besonders in Schultern und Brust, macht dich müde. Atme, lass locker und schieb die Untersuchung, an die du schon denkst, nicht länger auf.',
        home: 'Vielleicht hältst du zwischen zwei Verwandten den Frieden, indem du neutral bleibst. Das hilft, bis jemand von dir verlangt, Stellung zu beziehen.',
        travel:
          'Du kannst dich nicht entscheiden, ob du fährst oder bleibst. Schreib auf, was dir jede Wahl bringt, und nimm die Augenbinde ab.',
        study:
          'Die Wahl zwischen zwei Fächern oder Wegen lähmt dich. Frag jemanden, der beide kennt, nach einer ehrlichen Einschätzung.',
        legal:
          'Ein Patt oder Stillstand ist eine Weile lang wahrscheinlich. Such die fehlende Information, bevor du entscheidest.',
        spirit:
          'Gleichgewicht ist kostbar, Sehen aber auch. Deine innere Stimme wartet hinter der Augenbinde.',
      },
      advice: 'Nimm die Augenbinde ab und sieh dir die eine Tatsache an, der du bisher ausgewichen bist.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'ein aufbrechendes Patt, aus dem verborgene Wahrheiten hervorquellen',
      meaning:
        'Umgekehrt lässt die Zwei der Schwerter ihre Deckung fallen. Waite warnt hier vor Hochstapelei, Falschheit und Untreue, der Frieden könnte also auf Lügen beruhen. Die moderne Deutung ergänzt eine Flut von Informationen und eine Unentschlossenheit, die sich nicht länger halten lässt. Was festgefroren war, kommt jetzt in Bewegung.',
      subjects: {
        love: 'Etwas Verborgenes kommt ans Licht, und du kannst der Wahl nicht länger ausweichen. Das mag wehtun, aber es befreit dich.',
        work: 'Ein Stillstand löst sich, oder du merkst, dass jemand nicht ehrlich zu dir war. Handle nach dem, was du jetzt weißt.',
        money:
          'Informationen, die dir gefehlt haben, treffen ein, und nicht alle sind willkommen. Nutze sie für die Entscheidung, die du aufgeschoben hast.',
        health:
          'Angestaute Anspannung zeigt sich jetzt als Müdigkeit oder Verspannung. Lass sie auf gute Weise heraus, durch Ruhe, Gespräche oder sanfte Bewegung.',
        home: 'Ein Patt in der Familie endet, vielleicht lautstark. Ehrlichkeit verhindert jetzt einen längeren Bruch.',
        travel:
          'Nach langem Zögern zwingen dich die Umstände zur Wahl zwischen Gehen und Bleiben. Triff sie und hör auf abzuwägen.',
        study:
          'Zu viele Informationen überfordern dich. Beschränke deine Quellen und leg dich auf einen Ansatz fest.',
        legal: 'Eine Täuschung auf einer Seite könnte ans Licht kommen. Hol dir Rat, bevor du antwortest.',
        spirit:
          'Du kannst nicht länger zwischen den Stühlen sitzen. Die Wahl selbst ist schon eine Erleichterung.',
      },
      advice: 'Triff heute eine Entscheidung, und sei sie noch so klein, damit der Stillstand endet.',
      lean: 'unclear',
    },
  },
  'swords-03-three': {
    upright: {
      theme: 'ein Herzschmerz, ein Zerwürfnis oder eine schmerzliche Trennung',
      meaning:
        'Drei Schwerter durchbohren ein rotes Herz vor einem Himmel aus grauen Wolken und Regen. Die Drei der Schwerter steht für Kummer, Bruch und Trennung: eine schmerzliche Wahrheit, einen Abschied, eine Trauer, die sich nicht wegdiskutieren lässt. Das ist hart, aber ehrlich, und der Regen, der fällt, reinigt zugleich die Luft.',
      subjects: {
        love: 'Herzschmerz, eine Trennung oder eine schmerzliche Entdeckung zeichnen sich ab. Lass das Gefühl zu und beeil dich nicht, so zu tun, als ginge es dir gut.',
        work: 'Ein Zerwürfnis, eine Absage oder verletzende Worte bei der Arbeit treffen dich hart. Nimm dir Zeit, bevor du reagierst.',
        money:
          'Ein finanzieller Rückschlag oder eine schmerzliche geschäftliche Trennung ist möglich. Geh die Tatsachen eine nach der anderen an.',
        health:
          'Kummer drückt dir auf die Brust und raubt dir den Schlaf. Geh sanft mit dir um, lass die Tränen kommen und wende dich an jemanden, der dich stützen kann.',
        home: 'Ein Riss in der Familie oder eine schmerzliche Abwesenheit ist für alle spürbar. Erkenne den Schmerz an, bevor du versuchst, etwas zu reparieren.',
        travel:
          'Eine Reise bringt vielleicht einen traurigen Abschied mit sich, oder ein Umzug weckt Trauer um das, was du zurücklässt. Es ist richtig, darum zu trauern.',
        study:
          'Ein enttäuschendes Ergebnis oder harte Kritik schmerzt. Nimm an, was daran berechtigt ist, und lass den Rest los.',
        legal:
          'Es kann um Trennung, Scheidung oder einen schmerzlichen Streit gehen. Such dir einen Rechtsbeistand, dem du vertraust, und schütze dich.',
        spirit: 'Trauer bricht das Herz, aber sie öffnet es auch. Nimm den Schmerz ernst und lerne von ihm.',
      },
      advice: 'Lass die Traurigkeit in Worten oder Tränen heraus, statt sie schweigend mit dir zu tragen.',
      lean: 'no',
    },
    reversed: {
      theme: 'ein langsames Heilen nach dem Kummer, während der Schmerz nachzulassen beginnt',
      meaning:
        'Umgekehrt zeigt die Drei der Schwerter, wie die Klingen herausgezogen werden: Genesung, Vergebung und das allmähliche Loslassen des Schmerzes. Die ältere Deutung spricht von Verwirrung und Zerstreutheit, weil der Kummer die Gedanken noch durcheinanderwirbelt. Die moderne Deutung sieht das Schlimmste der Trauer vorübergehen, wenn du es zulässt.',
      subjects: {
        love: 'Du heilst von einer Verletzung, und Vergebung wird möglich – für den anderen Menschen oder für dich selbst. Widersteh der Versuchung, an der alten Wunde zu kratzen, um zu prüfen, ob sie sich geschlossen hat.',
        work: 'Nach einem Konflikt oder einer Absage findest du wieder festen Boden. Lass den Groll hinter dir.',
        money:
          'Du erholst dich von einem Rückschlag. Ruhige, vernünftige Schritte geben dir dein Vertrauen zurück.',
        health:
          'Die Schwere beginnt sich zu heben, auch wenn manche Tage mühsamer sind als andere. Bleib bei der Ruhe und der Unterstützung, die dir guttun.',
        home: 'Ein Riss in der Familie schließt sich langsam. Kleine Freundlichkeiten zählen mehr als große Entschuldigungen.',
        travel:
          'Abstand zu einem schmerzlichen Ort hilft dir, dich zu erholen. Eine Reise kann dazugehören, wenn du einen Schlussstrich ziehst.',
        study:
          'Nach einer Enttäuschung rappelst du dich wieder auf. Kehr mit frischem Blick zur Arbeit zurück.',
        legal:
          'Die Gemüter könnten sich abkühlen und die Verwirrung sich lichten, was eine Einigung wahrscheinlicher macht. Halte den Groll aus der Entscheidung heraus.',
        spirit:
          'Du bist bereit, den Schmerz nicht länger wieder und wieder zu durchleben. Lass ihn los, Stück für Stück.',
      },
      advice: 'Schreib auf, was du zu vergeben bereit bist, und lass das für heute genügen.',
      lean: 'unclear',
    },
  },
  'swords-04-four': {
    upright: {
      theme: 'eine Rast nach dem Kampf und ein stiller Rückzug, der dir Kraft zurückgibt',
      meaning:
        'Die steinerne Liegefigur eines Ritters ruht mit zum Gebet gefalteten Händen vor einem Buntglasfenster. Drei Schwerter hängen über ihm, ein viertes liegt längs an seinem Sarkophag. Die Vier der Schwerter steht für Ruhe, Rückzug und Erholung, für Waites Wachsamkeit, Einsamkeit und die Rast des Einsiedlers. Der Kampf ist unterbrochen, und die Karte bittet dich, dich zurückzuziehen und zu sammeln, bevor die nächste Runde beginnt.',
      subjects: {
        love: 'Eine Pause hilft der Beziehung mehr, als auf Antworten zu drängen. Lasst einander Raum und kommt ausgeruht auf das Gespräch zurück.',
        work: 'Nimm den Urlaub, den du immer wieder verschiebst, oder wenigstens ein richtiges Wochenende. Dein Urteil wird schärfer sein, wenn du zurückkommst.',
        money:
          'Mach vorerst keine großen Schritte. Lass die Abrechnungen eine Woche liegen und sieh sie dann mit ruhigem Kopf durch.',
        health:
          'Ruhe und Erholung gehen jetzt vor. Schlaf, Stille und gemächliche Tage stärken dich zuverlässiger als jede Anstrengung.',
        home: 'Dein Zuhause muss eine Weile ein Zufluchtsort sein. Sag den einen oder anderen Besuch ab und mach einen Raum zu einem Ort der Ruhe.',
        travel:
          'Ein Rückzug, ein ruhiger Urlaub oder einfach Daheimbleiben passt jetzt am besten. Wähl einen Ort, an dem du gar nichts tun musst.',
        study:
          'Eine Pause vor dem nächsten Abschnitt hilft dir, das Gelernte zu verarbeiten. Plane echte Ruhetage fest in deinen Lernplan ein.',
        legal:
          'Die Sache könnte eine Weile ruhen. Nutze die Pause, um deine Unterlagen vorzubereiten, nicht um deine Sorgen durchzuspielen.',
        spirit:
          'Meditation, Gebet oder schlichte Stille stärken dich. Zieh dich nach innen zurück und lausche.',
      },
      advice: 'Halte dir einen ganzen Tag im Kalender frei und verbringe ihn mit Ausruhen.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'die Rückkehr ins tätige Leben nach der Ruhe, vielleicht zu früh',
      meaning:
        'Umgekehrt erwacht die Vier der Schwerter aus ihrer Stille. Waite las darin kluge Verwaltung, Umsicht und Sparsamkeit. Die moderne Deutung ergänzt Unruhe und eine Rückkehr in die Welt, manchmal bevor die Erholung abgeschlossen ist. Du wachst auf, und die Frage ist, ob du ausgeruht genug bist, um aufzustehen.',
      subjects: {
        love: 'Nach einer Zeit des Abstands bist du bereit, dich wieder einzulassen, oder die Unruhe zieht dich zu früh zurück. Prüf, ob du wirklich zu Ende gedacht hast.',
        work: 'Du kehrst mit neuer Konzentration an die Arbeit zurück, oder du steuerst auf völlige Erschöpfung zu, weil du nie aufgehört hast. Teil dir die Rückkehr gut ein.',
        money:
          'Sorgfältige Verwaltung und vernünftiges Sparen zahlen sich aus. Ein umsichtiger Monat verschafft dir jetzt Spielraum für später.',
        health:
          'Die Kraft kehrt zurück, aber wenn du alles auf einmal tust, verbrauchst du sie gleich wieder. Steig behutsam ein und gönn dir an jedem Tag etwas Ruhe.',
        home: 'Nach einer stillen Zeit kommt zu Hause wieder Leben auf. Halte dir einen ruhigen Abend in der Woche frei, während es im Haus lebhafter wird.',
        travel:
          'Die Unruhe weckt in dir den Wunsch wegzufahren. Plane die Reise gründlich, statt aus einer Laune heraus aufzubrechen.',
        study:
          'Nach einer Pause bist du bereit, dich wieder an die Bücher zu setzen. Fang mit kurzen Lerneinheiten an und steigere dich.',
        legal:
          'Eine festgefahrene Angelegenheit kommt wieder in Bewegung. Geh sie umsichtig an und halte deine Unterlagen in Ordnung.',
        spirit:
          'Du kommst aus einer stillen Zeit mit etwas zurück, das du mitbringen kannst. Trag ihre Ruhe in deinen gewöhnlichen Alltag.',
      },
      advice:
        'Kehr schrittweise zurück und nimm dir diese Woche nur die Hälfte dessen vor, was du dir zutraust.',
      lean: 'unclear',
    },
  },
  'swords-05-five': {
    upright: {
      theme: 'ein hohler Sieg, teuer erkauft mit dem Wohlwollen der anderen',
      meaning:
        'Ein grinsender Mann sammelt Schwerter auf, während zwei Geschlagene unter einem zerrissenen, windigen Himmel zum Wasser davongehen. Die Fünf der Schwerter steht für Streit, Niederlage und den Sieg um jeden Preis, oder für die Niederlage gegen jemanden, der so gesiegt hat. Zu ihren alten Bedeutungen gehören Schande und Verlust, und die Karte fragt, ob dieser Kampf wert ist, was er dich kostet.',
      subjects: {
        love: 'Ein Streit lässt sich vielleicht gewinnen, doch auf Kosten der Beziehung. Frag dich, ob Rechthaben dir wichtiger ist als Nähe.',
        work: 'Machtspiele im Büro, unlautere Methoden oder eine bittere Niederlage hinterlassen einen schalen Nachgeschmack. Wähl deine Kämpfe mit Bedacht und lehne jene ab, in denen du deinem Gegner ähnlich würdest.',
        money:
          'Ein Geschäft, bei dem jemand übervorteilt wird, ob du oder die Gegenseite, fühlt sich nicht lange gut an. Lass die Finger von unsauberen Geschäften.',
        health:
          'Ständiger Streit zehrt an deiner Kraft und an deinem Schlaf. Tritt aus dem Zank heraus und gib dir Zeit, dich zu erholen.',
        home: 'Ein Streit zu Hause hat alle verstimmt zurückgelassen, auch den, der gewonnen hat. Irgendwer muss aufhören aufzurechnen.',
        travel:
          'Streit über die Pläne oder mit einer Reisebegleitung kann die Reise verderben. Klärt vor der Abfahrt, wer worüber entscheidet.',
        study:
          'Der Wettstreit mit anderen in deinem Kurs ist bitter geworden, oder ein Rückschlag hat dich niedergeschlagen zurückgelassen. Miss dich an deinem eigenen letzten Ergebnis.',
        legal:
          'Ein Sieg könnte mehr kosten, als er einbringt, und die Methoden könnten hässlich werden. Frag deinen Rechtsbeistand ehrlich, ob dir ein Vergleich besser dienen würde.',
        spirit: 'Stolz kostet dich deinen Frieden. Was du ablegen solltest, ist das Bedürfnis zu gewinnen.',
      },
      advice: 'Verlass den Kampf, den du nicht mit sauberen Mitteln gewinnen kannst.',
      lean: 'no',
    },
    reversed: {
      theme: 'eine Gelegenheit zur Wiedergutmachung und zum Ende eines langen Streits',
      meaning:
        'Umgekehrt zeigt die Fünf der Schwerter, was nach dem Streit bleibt. Waite blieb nah an der aufrechten Bedeutung, an Verlust und Kummer, doch die moderne Deutung findet hier Reue, Versöhnung und den Wunsch, etwas wiedergutzumachen. Groll kann noch nachwirken, deshalb braucht ein echter Frieden eine echte Entschuldigung.',
      subjects: {
        love: 'Nach einem bitteren Streit zeigt sich ein Weg zurück zueinander. Einer von euch muss den ersten Schritt tun, und das kannst genauso gut du sein.',
        work: 'Die Spannungen lassen nach, und im Kollegenkreis scheint man bereit, nach vorn zu schauen. Lass alte Rechnungen ruhen, statt sie zu begleichen.',
        money:
          'Ein Streit um Geld geht zu Ende, oder du machst nach einem Verlust wieder etwas Boden gut. Nimm eine gerechte Einigung an, statt auf den vollständigen Sieg zu pochen.',
        health:
          'Während der Konflikt abklingt, löst sich auch die Anspannung in deinem Körper. Lass deine Gedanken zur Ruhe kommen und hol Schlaf nach.',
        home: 'Ein Familienstreit lässt sich jetzt kitten. Entschuldige dich zuerst, und zwar ohne Bedingungen.',
        travel:
          'Eine Reise, die der Versöhnung dient, steht unter einem guten Stern. Fahr zu dem Menschen, mit dem du dich überworfen hast.',
        study:
          'Du lässt einen peinlichen Rückschlag hinter dir und lernst daraus. Lass die Scham los und behalte die Lehre.',
        legal:
          'Ein Streit könnte eher durch Einigung als durch ein Urteil enden. Sei offen für einen Kompromiss und hol dir dabei Rat.',
        spirit: 'Vergebung befreit dich mehr als den Menschen, dem du vergibst. Leg den Groll ab.',
      },
      advice: 'Bring die Entschuldigung vor, die du schuldest, ohne ein „aber“ anzuhängen.',
      lean: 'unclear',
    },
  },
  'swords-06-six': {
    upright: {
      theme: 'eine Überfahrt in ruhigere Gewässer, während die Sorgen am anderen Ufer zurückbleiben',
      meaning:
        'Ein Fährmann stakt ein Boot mit einer zusammengesunkenen Frau und einem Kind zu einem stilleren Ufer, während im Bug sechs Schwerter aufrecht stehen. Die Sechs der Schwerter steht für eine Reise übers Wasser, einen Übergang und den Weg fort von Schwierigkeiten. Waite schrieb von Weg und Richtung und von einem Boten: Du ziehst weiter, trägst noch Kummer mit dir und fährst doch der Erleichterung entgegen.',
      subjects: {
        love: 'Du lässt eine schmerzliche Zeit hinter dir, allein oder gemeinsam, und steuerst in ruhigeres Wasser. Auf der anderen Seite wird sich die Beziehung leichter anfühlen.',
        work: 'Ein Übergang ist im Gang, eine neue Aufgabe oder der Abschied von einer harten Stelle. Lass dich davon tragen, denn der nächste Ort passt besser zu dir.',
        money:
          'Die Geldsorgen werden leichter, während du dich von ihnen entfernst. Stetiger Fortschritt zählt mehr als Tempo.',
        health:
          'Du kommst aus einer belastenden Zeit heraus und gehst ruhigeren Tagen entgegen. Gestalte dein Leben sanft, solange du dich umstellst.',
        home: 'Ein Umzug oder eine Veränderung in der Familie bringt dich auf besseren Boden. Pack nur ein, was du wirklich brauchst.',
        travel:
          'Eine Reise, besonders übers Wasser, oder ein Ortswechsel ist deutlich angezeigt. Es ist ein guter Schritt, und er bringt Erleichterung.',
        study:
          'Ein Wechsel der Schule, des Kurses oder der Methode hilft dir, alte Mühen hinter dir zu lassen. Die neue Umgebung wird dir liegen.',
        legal:
          'Die Sache bewegt sich auf eine Lösung zu, langsam, aber sicher. Vertrau den Menschen, die das Verfahren lenken, und lass sie ihre Arbeit tun.',
        spirit:
          'Du gehst von einem Kapitel deines Lebens ins nächste über. Lass das alte Ufer hinter dir klein werden.',
      },
      advice: 'Tu den nächsten Schritt zum ruhigeren Ufer, auch wenn etwas Traurigkeit mit im Boot sitzt.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine verzögerte Überfahrt oder ein Bekenntnis, das die Reise verändert',
      meaning:
        'Umgekehrt sträubt sich die Sechs der Schwerter gegen die Überfahrt: Vielleicht fühlst du dich festgefahren, kannst nicht aufbrechen oder schleppst alte Sorgen mit. Waite las darin Erklärung, Geständnis und Öffentlichkeit, sogar einen Liebesantrag. Die Reise wartet darauf, dass zuerst etwas ausgesprochen oder geregelt wird.',
      subjects: {
        love: 'Ein Geständnis oder eine Liebeserklärung verändert die Lage, oder du kannst die Vergangenheit noch nicht hinter dir lassen. Sag, was gesagt werden muss, dann öffnet sich der Weg.',
        work: 'Eine Veränderung gerät ins Stocken, oder du wehrst dich gegen einen Wechsel, von dem du weißt, dass er nötig ist. Sieh genau hin, was dich zurückhält.',
        money:
          'Alte Probleme verfolgen dich, und es geht nur langsam voran. Bring Unerledigtes in Ordnung, bevor du Neues anfängst.',
        health:
          'Vielleicht trägst du noch Belastungen mit dir, die du eigentlich zurücklassen wolltest. Leg sie Stück für Stück ab und ruh dich dabei aus.',
        home: 'Ein geplanter Umzug verzögert sich, oder altes Familiengepäck reist mit. Sortiere, was du behältst und was du zurücklässt.',
        travel:
          'Reisepläne können sich verzögern, oder ein Umzug kommt nicht voran. Bleib geduldig und halte einen zweiten Plan bereit.',
        study:
          'Der Schritt auf die nächste Stufe fällt schwerer als erwartet. Geh noch einmal durch, was du noch nicht beherrschst.',
        legal:
          'Eine Offenlegung oder eine öffentliche Erklärung könnte den Lauf der Dinge ändern. Hol dir Rat, bevor du irgendetwas erklärst.',
        spirit:
          'Du kannst nicht ans andere Ufer gelangen, solange du dich an diesem festhältst. Lockere deinen Griff um die Vergangenheit.',
      },
      advice: 'Benenne das eine, was dich diesseits des Wassers festhält, und kümmere dich zuerst darum.',
      lean: 'no',
    },
  },
  'swords-07-seven': {
    upright: {
      theme: 'ein leiser Plan, sich mit mehr als dem gerechten Anteil davonzustehlen',
      meaning:
        'Ein Mann schleicht auf Zehenspitzen aus einem Lager, fünf Schwerter gebündelt an sich gedrückt, und blickt über die Schulter zu den zweien zurück, die er liegen lässt. Die Sieben der Schwerter steht für Strategie, List und einen Plan, der gelingen kann oder auch nicht. Die moderne Deutung ergänzt Täuschung und die Hoffnung, ungestraft davonzukommen. Waite sah darin Absicht, Versuch und Hoffnung, verbunden mit einer Warnung vor Streit.',
      subjects: {
        love: 'Vielleicht ist jemand nicht ganz offen zu dir, oder du hältst selbst etwas zurück. Geheimnisse zehren am Vertrauen, also wäge ab, was du verbirgst.',
        work: 'Taktik und Verschwiegenheit helfen dir, doch Abkürzungen können sich rächen. Hüte deine Ideen und achte darauf, wer sich mit fremden Federn schmückt.',
        money:
          'Sei vorsichtig bei undurchsichtigen Angeboten und bei jedem, der beim Thema Geld ausweicht. Behalte Kennwörter, Wertsachen und Kontodaten für dich.',
        health:
          'Vielleicht versuchst du, mit zu wenig Ruhe auszukommen, oder übergehst einen Rat, den du bekommen hast. Sei ehrlich zu dir, was dein Körper braucht.',
        home: 'Vielleicht drückt sich jemand vor seinem Anteil oder hütet ein Geheimnis. Frag direkt, ohne zu beschuldigen.',
        travel:
          'Behalte dein Gepäck, deine Papiere und deine Pläne im Auge. Reise unauffällig und weihe nur ein, wer Bescheid wissen muss.',
        study:
          'Abkürzungen und Pauken in letzter Minute sind verlockend. Erledige die Arbeit ehrlich und schütze deine eigenen Arbeiten davor, abgeschrieben zu werden.',
        legal:
          'Achte auf verdeckte Schachzüge oder auf jemanden, der nicht in gutem Glauben handelt. Halte alles sorgfältig schriftlich fest und hol dir fachlichen Rat.',
        spirit:
          'Vielleicht machst du dir bei etwas selbst etwas vor. Sieh dir an, was du dir lieber nicht eingestehen würdest.',
      },
      advice: 'Prüfe, wem der Plan nützt, und verlass dich nicht auf das, was du nicht sehen kannst.',
      lean: 'no',
    },
    reversed: {
      theme: 'ein gelüftetes Geheimnis und ein guter Rat, den du endlich annimmst',
      meaning:
        'Umgekehrt wendet sich die Sieben der Schwerter dem Geständnis und dem Rat zu. Waite las darin guten Rat und Belehrung, aber auch Verleumdung und Geschwätz. Was genommen wurde, kommt vielleicht zurück, eine Täuschung fliegt auf, oder dein Gewissen verlangt, dass du reinen Tisch machst.',
      subjects: {
        love: 'Ein Geheimnis kommt heraus, oder du entschließt dich, ehrlich über etwas zu sprechen, das du zurückgehalten hast. Ein klärendes Gespräch kann die Beziehung retten.',
        work: 'Die Abkürzungen eines anderen fliegen auf, oder du bekommst einen Rat, den zu befolgen sich lohnt. Hör auf den Menschen, der das schon einmal gemacht hat.',
        money:
          'Etwas Verlorenes findet sich vielleicht wieder, oder du durchschaust eine Masche rechtzeitig. Hol dir Rat, bevor du handelst.',
        health:
          'Du bist bereit, dir nichts mehr vorzumachen und deinem Körper zu geben, was er braucht. Folge dem Rat, den du bekommen hast.',
        home: 'Eine verborgene Angelegenheit in der Familie kommt ans Licht. Ehrlichkeit ist unbequem, aber sie erleichtert alle.',
        travel: 'Ein guter Rat verbessert deine Pläne. Frag jemanden, der dieselbe Reise schon gemacht hat.',
        study: 'Die Hinweise einer Lehrkraft zeigen dir, wo du falsch lagst. Nimm die Korrektur dankbar an.',
        legal:
          'Die Wahrheit kommt womöglich ans Licht, und guter Rat zählt jetzt am meisten. Hüte dich davor, Gerüchte weiterzutragen.',
        spirit:
          'Dein Gewissen spricht deutlich, und es kennt die Antwort längst. Tu, was es von dir verlangt.',
      },
      advice: 'Mach reinen Tisch bei der Sache, über die du bisher geschwiegen hast.',
      lean: 'unclear',
    },
  },
  'swords-08-eight': {
    upright: {
      theme: 'das Gefühl, gefangen zu sein, gefesselt mehr von Angst als von Tatsachen',
      meaning:
        'Eine Frau steht gefesselt und mit verbundenen Augen im Schlamm, umringt von acht Schwertern, und doch ist der Weg hinter ihr frei. Die Acht der Schwerter steht für Einschränkung, Krise und Ohnmacht, für eine Falle, die zum Teil im Kopf liegt. Waite nannte sie gefesselte Macht: Krise, Tadel und schlechte Nachrichten.',
      subjects: {
        love: 'Vielleicht fühlst du dich in der Beziehung festgefahren oder kannst nicht frei sprechen. Die Fesseln sind lockerer, als sie sich anfühlen, also sag, was du brauchst.',
        work: 'Du fühlst dich in deiner Stelle oder in einer Lage bei der Arbeit gefangen. Sieh dir die Möglichkeiten noch einmal an, die du zu schnell verworfen hast.',
        money:
          'Geldsorgen geben dir das Gefühl, eingeengt zu sein. Eine gute Beratung kann dir Auswege zeigen, die du von innen nicht sehen kannst.',
        health:
          'Angst und das Gefühl festzustecken zehren an deiner Kraft. Sprich mit jemandem, dem du vertraust, und tu einen kleinen Schritt, der den Knoten lockert.',
        home: 'Erwartungen der Familie oder die Umstände zu Hause fühlen sich einengend an. Frag dich, welche dieser Regeln dich heute noch binden.',
        travel:
          'Ängste oder Einschränkungen halten dich davon ab aufzubrechen. Prüf, ob sie wirklich so fest sind, wie sie scheinen.',
        study: 'Die Angst zu scheitern lähmt dich. Fang mit dem an, was du kannst, und bau darauf auf.',
        legal:
          'Zwänge und Kritik scheinen deine Möglichkeiten einzuschränken. Ein guter Rechtsbeistand kann dir Auswege zeigen, die du übersehen hast.',
        spirit: 'Deine eigenen Gedanken sind die Augenbinde. Lockere sie und sieh dich um.',
      },
      advice:
        'Geh heute einen Schritt in irgendeine Richtung, denn die Schwerter um dich herum versperren den Weg nicht.',
      lean: 'no',
    },
    reversed: {
      theme: 'eine Befreiung aus selbst geknüpften Fesseln und ein neuer Blick auf den Ausweg',
      meaning:
        'Umgekehrt zeigt die Acht der Schwerter, wie die Augenbinde verrutscht: Befreiung, Selbstannahme und eine neue Sicht. Die überlieferte Bedeutung kennt noch Unruhe und Widerstand, der Kampf ist also vielleicht noch nicht vorbei. Die moderne Deutung ist hoffnungsvoll: Du beginnst, dich zu befreien.',
      subjects: {
        love: 'Du trittst aus einem einengenden Muster oder einer einengenden Beziehung heraus. Die Freiheit fühlt sich zuerst fremd an und dann ganz nach dir.',
        work: 'Du siehst einen Ausweg aus einer festgefahrenen Lage und findest den Mut, ihn zu gehen. Handle, solange die Tür offen steht.',
        money:
          'Eine Lösung für deine Geldsorgen kommt in Sicht. Tu diese Woche den ersten praktischen Schritt darauf zu.',
        health:
          'Ein Gefühl von Ruhe und innerem Halt kehrt zurück. Bau auf dem auf, was dir bisher geholfen hat.',
        home: 'Du löst dich von alten Erwartungen der Familie. Tu es freundlich, und tu es klar.',
        travel:
          'Die Einschränkungen, die dich zu Hause gehalten haben, fallen weg. Plane die Reise, die du schon aufgegeben hattest.',
        study:
          'Die Angst lockert ihren Griff, und du kannst wieder arbeiten. Nimm dir eine Aufgabe nach der anderen vor.',
        legal:
          'Möglichkeiten tun sich auf, auch wenn noch Widerstand bleibt. Geh vorsichtig vor und halte guten Rat in deiner Nähe.',
        spirit: 'Du erkennst, dass du nie so gefangen warst, wie du geglaubt hast. Geh hinaus ins Freie.',
      },
      advice: 'Geh durch die Lücke, die du jetzt siehst, bevor die Angst die Knoten wieder zuzieht.',
      lean: 'unclear',
    },
  },
  'swords-09-nine': {
    upright: {
      theme: 'eine schlaflose Nacht voller Qual, in der jede Sorge im Dunkeln wächst',
      meaning:
        'Eine Frau sitzt aufrecht im Bett und verbirgt das Gesicht in den Händen, während sich hinter ihr neun Schwerter an der dunklen Wand reihen. Die Neun der Schwerter steht für Seelenqual, Angst und die schlaflose Sorge, die jede Befürchtung größer macht. Vieles, was die Schlaflose quält, lebt in ihrem Kopf, doch die Not selbst ist echt.',
      subjects: {
        love: 'Sorgen, Schuldgefühle oder Ängste um die Beziehung rauben dir den Schlaf. Teile sie mit dem Menschen an deiner Seite, statt sie nachts allein zu tragen.',
        work: 'Die Sorgen um die Arbeit greifen auf deine Nächte über. Schreib sie vor dem Schlafengehen auf und kümmere dich bei Tageslicht darum.',
        money:
          'Geldsorgen sind um drei Uhr morgens größer als auf dem Papier. Sieh dir die Zahlen beim Frühstück an und mach einen Plan.',
        health:
          'Sorgen und unruhiger Schlaf zermürben dich. Schütze deinen Schlaf, sprich mit jemandem und such fachliche Hilfe, wenn die Angst nicht nachlässt.',
        home: 'Sorgen um die Familie lasten schwer auf dir. Erzähl jemandem, dem du vertraust, was dich beschäftigt.',
        travel:
          'Die Angst vor einer Reise oder einem Umzug ist über jedes Maß gewachsen. Bereite dich gut vor, dann schrumpfen die Ängste auf ihre wahre Größe.',
        study:
          'Prüfungsangst raubt dir den Schlaf. Ruhe gehört zur Vorbereitung und ist keine Zeit, die du ihr stiehlst.',
        legal:
          'Die Angst vor dem Ausgang hält dich wach. Guter Rechtsrat gibt dir Tatsachen, auf die du bauen kannst, statt bloßer Vorstellungen.',
        spirit:
          'Dein Geist ist im Moment sein eigener Peiniger geworden. Sei sanft mit dir in den dunklen Stunden.',
      },
      advice: 'Erzähl noch heute Abend jemandem, was dich wach hält.',
      lean: 'no',
    },
    reversed: {
      theme: 'ein Tagesanbruch nach schlaflosen Nächten, während die Angst ihren Griff lockert',
      meaning:
        'Umgekehrt kann die Neun der Schwerter bedeuten, dass das Schlimmste der Angst vorübergeht: Hoffnung kehrt zurück, und du suchst dir Hilfe. Waite sprach von Zweifel, Argwohn und begründeter Furcht, ein Teil der Sorge kann also berechtigt sein. Die Karte kann auch vor einer Qual warnen, die verborgen bleibt und im Dunkeln wächst.',
      subjects: {
        love: 'Die Sorgen um die Beziehung lassen nach, oder eine verborgene Angst will ausgesprochen werden. Lass den Menschen an deiner Seite daran teilhaben.',
        work: 'Das Ergebnis, vor dem du dich gefürchtet hast, ist unwahrscheinlicher, als du dachtest. Bewahre eine gesunde Vorsicht und lass den Rest los.',
        money:
          'Du stellst dich den Geldsorgen und merkst, dass sie sich besser bewältigen lassen als befürchtet. Bleib bei deinem Plan.',
        health:
          'Schlaf und Ruhe kehren langsam zurück. Wenn die Sorge dich noch fest im Griff hat, wende dich an eine Fachperson oder an einen vertrauten Menschen.',
        home: 'Die Ängste um einen Angehörigen lassen nach, während die Tatsachen ans Licht kommen. Sprecht gemeinsam darüber.',
        travel:
          'Die Nervosität vor der Reise legt sich. Fahr gut vorbereitet los und trau dir zu, mit allem fertigzuwerden, was kommt.',
        study:
          'Die Prüfungsangst lässt nach, weil deine Vorbereitung Früchte trägt. Schlaf auch auf der letzten Strecke gut.',
        legal:
          'Ein Verdacht könnte sich bestätigen oder ausgeräumt werden. Lass die Beweise entscheiden, nicht deine Angst.',
        spirit: 'Die lange Nacht geht zu Ende. Halte Ausschau nach dem ersten Licht.',
      },
      advice: 'Bitte um Hilfe mit deiner Sorge, statt allein mit ihr wach zu liegen.',
      lean: 'unclear',
    },
  },
  'swords-10-ten': {
    upright: {
      theme: 'ein schmerzliches Ende, das den Tiefpunkt erreicht hat und nicht tiefer fallen kann',
      meaning:
        'Unter einem schwarzen Himmel liegt eine Gestalt mit dem Gesicht nach unten, von zehn Schwertern durchbohrt, während über dem stillen Wasser dahinter ein goldener Morgen anbricht. Die Zehn der Schwerter steht für Schmerz, Heimsuchung und Trostlosigkeit: Eine Sache hat ihren tiefsten Punkt erreicht und kann nicht weiter sinken. Waite betonte, dass sie kein Bild eines gewaltsamen Endes im wörtlichen Sinn ist. Zu Ende geht eine schwere Lage, und der Morgen kommt schon.',
      subjects: {
        love: 'Eine Beziehung oder eine Hoffnung ist an ihr schmerzliches Ende gekommen. Es ist vorbei, und genau dieses Wissen ist der Anfang des Weitergehens.',
        work: 'Eine Stelle, ein Vorhaben oder ein langer Konflikt ist hart zu Ende gegangen. Nimm es an, ruh dich aus und fang erst dann an, neu aufzubauen.',
        money:
          'Deine Finanzen erreichen vielleicht einen Tiefpunkt. Von hier an geht es aufwärts: Hol dir Rat und fang klein an.',
        health:
          'Die Erschöpfung hat ihre Grenze erreicht, und dein Körper bittet dich innezuhalten. Ruh dich gründlich aus, nimm Hilfe an und such dir fachliche Begleitung, die deine Erholung unterstützt.',
        home: 'Ein schmerzliches Kapitel im Familienleben schließt sich. Lasst es sich schließen und kümmert euch umeinander.',
        travel:
          'Ein Plan zerschlägt sich, oder du verlässt einen Ort mit Erleichterung. Geh dorthin, wo du neu anfangen kannst.',
        study:
          'Ein Misserfolg fühlt sich endgültig an, doch er beendet nur diesen Versuch, nicht dein Lernen. Ruh dich aus, bevor du über den nächsten Anlauf entscheidest.',
        legal:
          'Eine Sache könnte zu einem harten Abschluss kommen. Zieh mit deinem Rechtsbeistand Bilanz, bevor du über das weitere Vorgehen entscheidest.',
        spirit:
          'Das Schlimmste ist geschehen, und du bist noch da. Hinter diesem Ende geht schon ein neuer Tag auf.',
      },
      advice:
        'Hör auf, gegen das anzukämpfen, was vorbei ist, und wende dein Gesicht der Morgendämmerung zu.',
      lean: 'no',
    },
    reversed: {
      theme: 'eine Erholung nach dem Schlimmsten und ein flüchtiger Vorteil, den du ergreifen kannst',
      meaning:
        'Umgekehrt erhebt sich die Zehn der Schwerter vom Boden: Das Schlimmste ist überstanden. Waite las darin Vorteil, Gewinn und Erfolg, wenn auch nichts davon von Dauer ist. Der Aufstieg geht langsam, doch was jetzt wieder wächst, lässt sich anders bauen als zuvor.',
      subjects: {
        love: 'Die Wunde heilt, auch wenn die Narbe noch frisch ist. Pass auf, dass du nicht zu dem zurückkehrst, was dich verletzt hat.',
        work: 'Die Dinge bessern sich, und ein kurzlebiger Gewinn fällt dir zu. Nutze ihn, um etwas Tragfähigeres aufzubauen.',
        money:
          'Eine kleine Verbesserung oder ein einmaliger Geldsegen mildert den Druck. Steck das Geld in deine Sicherheit statt in kleine Vergnügungen.',
        health:
          'Nach einer erschöpften Zeit kehrt die Kraft langsam zurück. Ruh dich weiter aus und lass der Erholung die Zeit, die sie braucht.',
        home: 'Nach einer harten Zeit kommt das Familienleben zur Ruhe. Habt Geduld miteinander, während sich alle erholen.',
        travel:
          'Ein Plan, der geplatzt ist, lässt sich neu aufnehmen. Eine kurze Reise könnte dir helfen, dich neu zu sortieren.',
        study:
          'Du kannst dich von einem schwachen Ergebnis erholen, und eine zweite Gelegenheit kommt. Bereite dich gründlich darauf vor.',
        legal:
          'Ein vorübergehender Vorteil könnte sich zeigen. Nutze ihn klug und geh nicht davon aus, dass er anhält.',
        spirit:
          'Du bist durch das Schlimmste hindurchgegangen und richtest dich wieder auf. Sei dankbar und sei klug bei dem, was du als Nächstes aufbaust.',
      },
      advice: 'Nutze diesen kurzen Aufschwung, um das Fundament zu legen, das dir vorher gefehlt hat.',
      lean: 'unclear',
    },
  },
  'swords-11-page': {
    upright: {
      theme: 'ein wachsamer, neugieriger junger Geist, der auf jedes Wort achtet',
      meaning:
        'Eine schlanke junge Gestalt steht auf rauem, windigem Boden, hält ein Schwert mit beiden Händen aufrecht und blickt sich um, als erwarte sie jemanden. Der Bube der Schwerter steht für Wachsamkeit, Neugier und den Hunger nach Wissen, für den Späher, den Lernenden, den Boten. Waite nennt Wachsamkeit, Aufsicht und Prüfung.',
      subjects: {
        love: 'Neugier und schlagfertige Gespräche wecken Anziehung. Hör genau hin, auf das Gesagte und auf das, was ungesagt bleibt.',
        work: 'Beobachte, stell Fragen und recherchiere gründlich, bevor du dich festlegst. Eine neue Idee oder ein scharfsinniger junger Kollege bringt frischen Schwung.',
        money:
          'Prüf Kontoauszüge und Angebote mit Sorgfalt. Deine Wachsamkeit entdeckt, was anderen entgeht.',
        health:
          'Achte darauf, was dein Körper dir sagt, und frag gezielt nach, wenn dir etwas unklar ist. Deine Neugier dient deinem Wohlbefinden.',
        home: 'Ein junger Mensch im Haus ist wissbegierig oder unruhig. Bleib mit ihm im Gespräch und beantworte seine Fragen ehrlich.',
        travel:
          'Ein kurzer Ausflug oder ein Erkundungsbesuch steht unter gutem Vorzeichen. Lies dich über den Ort ein, bevor du aufbrichst.',
        study:
          'Ein scharfer, fragender Verstand hilft dir beim Lernen. Jetzt ist eine gute Zeit für Forschung, Streitgespräche und Prüfungen.',
        legal: 'Genaues Lesen, kritische Prüfung und Sinn für Einzelheiten sind gefragt. Prüf jede Klausel.',
        spirit: 'Die Neugier auf Ideen zieht dich nach innen. Stell weiter die Fragen, die dich beunruhigen.',
      },
      advice: 'Lies alles zweimal und stell die Frage, die noch niemand gestellt hat.',
      lean: 'unclear',
    },
    reversed: {
      theme: 'eine spitze Zunge und vorschnelle Worte, und Gerede statt Nachdenken',
      meaning:
        'Umgekehrt zeigt der Bube der Schwerter die Schattenseite des eifrigen Jünglings: Klatsch, Spionieren, schneidende Bemerkungen und Ideen, die ins Leere laufen. Waite warnte vor dem Unvorhergesehenen und davor, unvorbereitet überrascht zu werden. Der Verstand ist schnell, geht aber leichtfertig mit der Wahrheit um.',
      subjects: {
        love: 'Verletzende Worte oder Klatsch untergraben das Vertrauen. Denk nach, bevor du sprichst, und hüte dich vor jemandem, der Worte als Waffen benutzt.',
        work: 'Vielleicht verbreitet jemand Gerüchte oder verspricht weit mehr, als er halten kann. Behalte deine Pläne vorerst für dich.',
        money:
          'Überstürzte Entscheidungen oder dürftige Nachforschungen könnten dich Geld kosten. Werde langsamer und lies die Bedingungen gründlich.',
        health:
          'Ein unruhiger, zerstreuter Geist laugt dich aus. Schränke Nachrichten und Bildschirme ein und lass deine Gedanken zur Ruhe kommen.',
        home: 'Scharfe Worte sorgen zu Hause für Spannung. Sag weniger, hör mehr zu und überlass das letzte Wort jemand anderem.',
        travel:
          'Schlechte Planung oder ein Schnellschuss könnte eine Reise durcheinanderbringen. Prüf die Einzelheiten, bevor du buchst.',
        study:
          'Über das Lernen wird viel geredet, gelernt wird wenig. Leg das Telefon in ein anderes Zimmer und widme dich eine ehrliche Stunde lang dem Lesestoff.',
        legal: 'Loses Gerede oder dürftige Vorbereitung könnten dir schaden. Schweig und bereite dich vor.',
        spirit: 'Endloses Grübeln lässt keinen Raum für Weisheit. Gönn deinem Geist eine stille Stunde.',
      },
      advice: 'Sag nichts zu der Sache, bis du deine Tatsachen geprüft hast.',
      lean: 'no',
    },
  },
  'swords-12-knight': {
    upright: {
      theme: 'ein schneller, entschlossener Angriff, der geradewegs auf das Problem zielt',
      meaning:
        'Ein Ritter prescht in vollem Galopp heran, das Schwert hoch erhoben, während hinter ihm der Wind Wolken und Bäume zerzaust. Der Ritter der Schwerter steht für Mut, Geschick und entschlossenes Handeln: Er stürmt herbei, um zu verteidigen oder anzugreifen. Waite nannte Geschick, Tapferkeit und Tüchtigkeit, aber auch Zorn und Krieg. Er erzielt Ergebnisse, doch im Eiltempo.',
      subjects: {
        love: 'Alles geht schnell, vielleicht mit einem leidenschaftlichen und sehr direkten Menschen. Genieß den Schwung und sorg dafür, dass du selbst wählst, statt dich mitreißen zu lassen.',
        work: 'Kühnes, entschlossenes Handeln bringt die Dinge jetzt voran. Geh das Problem geradewegs an, aber behalte das eigentliche Ziel im Blick.',
        money:
          'Schnelle Entscheidungen können sich lohnen, wenn sie auf guten Informationen beruhen. Handle zügig, aber nur auf Grundlage geprüfter Tatsachen.',
        health:
          'Du hast reichlich Antrieb, doch wer hetzt, verbraucht ihn schnell. Steck die Energie in kräftige Bewegung und ruh dich danach richtig aus.',
        home: 'Jemand kommt überstürzt an oder handelt in Eile und wirbelt den Haushalt durcheinander. Zu Hause steht eine schnelle Veränderung bevor.',
        travel:
          'Eine plötzliche oder rasante Reise zeichnet sich ab. Reise mit leichtem Gepäck und sei bereit, kurzfristig aufzubrechen.',
        study:
          'Kurze, konzentrierte Lernphasen bringen Erfolg. Nimm dir das schwierigste Thema zuerst vor, solange du noch viel Schwung hast.',
        legal:
          'Schnelles Handeln und ein energischer Auftritt könnten nötig sein. Vergewissere dich, dass die Tatsachen stimmen, bevor du losstürmst.',
        spirit:
          'Überzeugung treibt dich voran. Sorg dafür, dass sie auf die Wahrheit zielt und nicht bloß auf den Sieg.',
      },
      advice: 'Handle heute entschlossen, aber nimm dir eine Minute, um dein Ziel zu prüfen.',
      lean: 'yes',
    },
    reversed: {
      theme: 'ein rücksichtsloser Ansturm, der alles auf seinem Weg niedertrampelt',
      meaning:
        'Umgekehrt zeigt der Ritter der Schwerter die Schattenseite des tapferen Reiters: Angriffslust, Rücksichtslosigkeit und Großsprecherei. Waites Worte dafür sind Unbesonnenheit, Unfähigkeit und Verschwendung. Er stürmt los, ohne nachzudenken, und der Schaden trifft jeden, der ihm im Weg steht.',
      subjects: {
        love: 'Jemand ist vielleicht angriffslustig, ungeduldig oder schnell wieder weg. Lass dich von bloßem Ungestüm nicht umwerfen.',
        work: 'Überstürzte Entscheidungen oder ein Hitzkopf im Kollegenkreis sorgen für Ärger. Nimm Tempo heraus und denk den nächsten Schritt zu Ende.',
        money:
          'Spontane Ausgaben oder eine überhastete Geldanlage könnten nach hinten losgehen. Warte eine Woche, bevor du eine größere Summe ausgibst.',
        health:
          'Zu viel Druck in zu hohem Tempo laugt dich aus. Werde langsamer und gib deinem Körper Zeit nachzukommen.',
        home: 'Streit flammt schnell auf, und die Worte fliegen hin und her. Atme durch, bevor du antwortest.',
        travel:
          'Überhastete Planung führt zu Fehlern und verpassten Anschlüssen. Prüf jede Buchung und plane mehr Zeit ein, als du zu brauchen glaubst.',
        study: 'Leichtsinnige Eile führt zu Fehlern. Werde langsamer und lies die Aufgabe zweimal.',
        legal:
          'Angriffslust könnte deiner Lage schaden. Überlass den Schriftwechsel einem besonnenen Rechtsbeistand.',
        spirit:
          'Eifer ohne Weisheit dreht sich im Kreis. Halte inne und frag dich, wohin du eigentlich willst.',
      },
      advice: 'Schlaf eine Nacht über die Entscheidung, bevor du auf sie losstürmst.',
      lean: 'no',
    },
  },
  'swords-13-queen': {
    upright: {
      theme: 'eine klarsichtige, ehrliche Frau, die Kummer kennt und die Wahrheit spricht',
      meaning:
        'Eine Königin sitzt im Profil auf einem hohen Thron über den Wolken, in der einen Hand ein aufrechtes Schwert, die andere erhoben wie zum Gruß oder zum Urteil. Die Königin der Schwerter ist scharfsinnig, unabhängig und ehrlich, ihre Klarheit ist durch Erfahrung geschärft. Waite sprach von Traurigkeit und Trennung. Die moderne Deutung sieht in ihr eine Frau, die Verlust in Weisheit verwandelt hat.',
      subjects: {
        love: 'Ehrlichkeit und Unabhängigkeit sind dir jetzt wichtig. Du siehst diesen Menschen klar, also vertrau deinem Urteil.',
        work: 'Klares Denken, Gerechtigkeitssinn und offene Worte verschaffen dir Respekt. Eine scharfsinnige, erfahrene Frau könnte dir eine Verbündete sein.',
        money:
          'Du gehst mit klarem Blick und festen Grenzen mit Geld um. Streich ohne Wehmut, was dir nicht mehr dient.',
        health:
          'Klare Auskünfte und ehrliche Selbstfürsorge tun dir gut. Zieh Grenzen, die deine Ruhe schützen.',
        home: 'Jemand zu Hause braucht offene Worte, freundlich gesagt. Sei gerecht und sei bestimmt.',
        travel: 'Allein zu reisen liegt dir, und du planst gut. Reise nach deinen eigenen Bedingungen.',
        study:
          'Analyse, Schreiben und klare Argumentation sind deine Stärken. Vertrau deiner eigenen Lesart des Stoffs.',
        legal:
          'Klarheit und Gerechtigkeit kommen dir zugute. Ein scharfer, unparteiischer Verstand, deiner oder der deines Rechtsbeistands, durchschaut das Getöse.',
        spirit:
          'Die Wahrheit ist dein Weg in die Freiheit. Sieh ihr ins Auge, ohne zurückzuweichen und ohne Grausamkeit.',
      },
      advice: 'Sag das Ehrliche klar und freundlich, und halte deine Grenzen.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine kalte, schneidende Frau, deren Worte mehr verletzen als helfen',
      meaning:
        'Umgekehrt zeigt die Königin der Schwerter die Schattenseite der klarsichtigen Frau, die verbittert, hart, schneidend oder rachsüchtig geworden ist. Waites Liste für sie reicht bis zu Bosheit, Engstirnigkeit, Künstelei und Täuschung. Alter Schmerz ist zu Kälte erstarrt, und die Zunge ist zur Waffe geworden.',
      subjects: {
        love: 'Kälte, Kritik oder Bitterkeit schaden der Beziehung. Nimm deiner Schärfe die Spitze, bevor sie zu tief schneidet.',
        work: 'Eine kritische, harte Kollegin oder Vorgesetzte macht dir das Leben schwer. Bewahre die Fassung und mach dir Notizen.',
        money:
          'Geiz oder Misstrauen in Geldfragen sorgen für Reibung. Sei vorsichtig, aber bleib auch gerecht.',
        health:
          'Bitterkeit und Anspannung zehren an dir. Lass den Groll los und gönn deinem Kopf etwas Ruhe.',
        home: 'Scharfe Worte und alte Kränkungen trüben die Stimmung zu Hause. Jemand muss als Erster vergeben.',
        travel:
          'Eine kritische Begleitung könnte dir die Reise verderben. Reise mit freundlicheren Menschen oder allein.',
        study:
          'Harte Selbstkritik untergräbt dich. Beurteile deine Arbeit so gerecht, wie du die eines guten Freundes beurteilen würdest.',
        legal:
          'Bosheit oder Täuschung auf der Gegenseite könnten eine Rolle spielen. Bleib ruhig und halte dich an die Tatsachen.',
        spirit: 'Alte Verletzungen haben dich hart gemacht. Lass wieder ein wenig Wärme herein.',
      },
      advice: 'Mach einen Satz weicher, bevor du ihn aussprichst, und lass eine alte Kränkung los.',
      lean: 'no',
    },
  },
  'swords-14-king': {
    upright: {
      theme: 'ein gerechter Geist voller Autorität, der nach Wahrheit und Vernunft urteilt',
      meaning:
        'Ein König sitzt mit dem Blick geradeaus auf seinem Thron, das Schwert gezogen und leicht geneigt. In den Stein hinter ihm sind Schmetterlinge gemeißelt. Der König der Schwerter steht für Urteilskraft, Autorität und geistige Macht, für den Gesetzgeber, den Fachmann, die klare Entscheidung. Er herrscht mit Vernunft statt mit Gefühl.',
      subjects: {
        love: 'Ein vernünftiger, ehrlicher Mensch an deiner Seite oder eine klare Entscheidung über die Beziehung zeichnet sich ab. Sprich offen und hör unvoreingenommen zu.',
        work: 'Autorität und Fachwissen sind auf deiner Seite. Übernimm die Führung mit Entscheidungen, die du begründen kannst.',
        money:
          'Solider fachlicher Rat und folgerichtige Planung festigen deine Finanzen. Frag eine Fachperson, bevor du dich bindest.',
        health:
          'Was du brauchst, ist klarer, auf Belege gestützter Rat von fachkundiger Seite. Befolge ihn mit Disziplin.',
        home: 'Eine gerechte, bestimmte Person schlichtet Streit zu Hause. Sei die ruhige Stimme der Vernunft, wenn es sonst niemand ist.',
        travel:
          'Gut organisierte, zielgerichtete Reisen gelingen. Plane jede Etappe, dann läuft die Reise wie am Schnürchen.',
        study:
          'Logik, Recht und strenges Denken liegen dir. Setz dir hohe Ziele und stütze deine Argumente auf Belege.',
        legal:
          'Ein gerechter Richter oder ein fähiger Anwalt könnte beteiligt sein. Verlass dich auf Tatsachen und stichhaltige Argumente statt auf Gefühle.',
        spirit:
          'Klarheit des Geistes ist deine Übung. Lass die Wahrheit deine Entscheidungen lenken, auch die schweren.',
      },
      advice: 'Entscheide nach Tatsachen und Grundsatz, und dann bleib dabei.',
      lean: 'yes',
    },
    reversed: {
      theme: 'eine kalte Autorität, die Macht in Grausamkeit oder Manipulation verwandelt',
      meaning:
        'Umgekehrt zeigt der König der Schwerter die Schattenseite des gerechten Herrschers: Grausamkeit, Willkür und böse Absicht. Waite nannte Verderbtheit, Barbarei und Treulosigkeit. Der Verstand dient der Manipulation und die Macht der Unterdrückung.',
      subjects: {
        love: 'Jemand an deiner Seite ist vielleicht bestimmend, kalt oder im Streit manipulativ. Vertrau deinem Gespür, wenn sich etwas falsch anfühlt.',
        work: 'Ein selbstherrlicher Vorgesetzter oder ein Missbrauch von Macht erschwert dir die Arbeit. Schütze dich und halte alles schriftlich fest.',
        money:
          'Jemand könnte sein Fachwissen nutzen, um dich zu übervorteilen. Hol dir eine zweite Meinung, bevor du unterschreibst.',
        health:
          'Übertriebene Strenge gegen dich selbst zermürbt dich. Sei so gütig zu dir, wie du es zu einem geliebten Menschen wärst.',
        home: 'Jemand zu Hause ist vielleicht herrisch, und mit ihm lässt sich nicht reden. Setz klare Grenzen und halte sie ein.',
        travel:
          'Starre Vorschriften oder schwierige Beamte machen das Reisen mühsam. Nimm alle Papiere mit und plane zusätzliche Zeit ein.',
        study:
          'Ein ungerechter Prüfer oder ein starres System frustriert dich. Leg, wenn nötig, auf dem vorgesehenen Weg Widerspruch ein.',
        legal:
          'Machtmissbrauch oder ein ungerechtes Verfahren sind ein Risiko. Sorg dafür, dass du eine starke Vertretung hast.',
        spirit: 'Kalte Vernunft ohne Mitgefühl führt dich in die Irre. Hol dein Herz zurück in dein Urteil.',
      },
      advice: 'Lass dich nicht von jemandem beherrschen, der die Vernunft als Waffe benutzt.',
      lean: 'no',
    },
  },
};
