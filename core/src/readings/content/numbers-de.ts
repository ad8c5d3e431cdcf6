// The numerology text in German, with the keys of numbers.ts: each entry written anew in German,
// in the du-form German numerology apps use, not carried over word by word. The numbers are
// feminine throughout ("die 7", "deine Lebenszahl"), as German numerologists write them.
// Fragments the composer fills in keep the case their sentence needs: the Personal Year's focus
// is dative ("begegnest du einem Jahr der Anfänge"), a register dative after "zu" or "aus",
// a number's drive accusative after "richtet sich auf".
import type { CoreNumber } from '../../numerology/numerology';
import type { NumbersContent, OnRoadText } from './numbers';

/** Wie eine Zahl zur Lebenszahl steht, nach ihrem ersten Satz (ON_ROAD, review lp2). */
const ON_ROAD_DE: Record<CoreNumber, OnRoadText> = {
  1: {
    echo: 'Auch deine Lebenszahl ruht auf der 1; der Wunsch, voranzugehen, ist also doppelt da, und wenig in deinem Leben wartet auf Erlaubnis.',
    kin: 'Dein Lebensweg gehört zur selben unabhängigen Gruppe, und voranzugehen verlangt er ohnehin von dir.',
    other:
      'Dein Lebensweg führt in eine andere Richtung, deshalb musst du dem Vorangehen selbst Raum schaffen, statt dass der Weg es dir schenkt.',
  },
  2: {
    echo: 'Auch deine Lebenszahl ruht auf der 2; Partnerschaft ist dir gegeben und wird dir zugleich abverlangt, und wenig geschieht dir allein.',
    kin: 'Dein Lebensweg gehört zur selben Gruppe geduldiger, praktischer Zahlen, und dein Taktgefühl findet auf ihm echte Arbeit.',
    other:
      'Dein Lebensweg steht auf einem anderen Boden als die 2, deshalb muss dein Taktgefühl lernen, wann es sprechen soll, statt zu glätten.',
  },
  3: {
    echo: 'Auch deine Lebenszahl ruht auf der 3; der Ausdruck ist also keine Nebensache: Dein ganzes Leben fragt nach deiner Stimme.',
    kin: 'Dein Lebensweg gehört zur selben ausdrucksstarken Gruppe, und was du sagst und schaffst, nährt den Weg, statt von ihm abzulenken.',
    other:
      'Dein Lebensweg verlangt anderes als Selbstausdruck, deshalb muss deine Leichtigkeit sich ihre eigenen Stunden suchen.',
  },
  4: {
    echo: 'Auch deine Lebenszahl ruht auf der 4; die Ordnung zieht sich also doppelt durch dein Leben: verlässlich, aber langsam, wo sie nachgeben sollte.',
    kin: 'Dein Lebensweg gehört zur selben bodenständigen Gruppe, und deine Beständigkeit wird belohnt: Was du baust, will auch der Weg gebaut sehen.',
    other:
      'Dein Lebensweg verlangt anderes als Ordnung, deshalb muss deine Beständigkeit sich selbst tragen, statt von ihm getragen zu werden.',
  },
  5: {
    echo: 'Auch deine Lebenszahl ruht auf der 5; der Wandel kommt also von innen wie von außen, und Bleiben ist das Seltene.',
    kin: 'Dein Lebensweg gehört zur selben unabhängigen Gruppe, und dein Hunger nach Veränderung ist ein Teil dessen, was er verlangt.',
    other:
      'Dein Lebensweg verlangt anderes als Bewegung, deshalb braucht der rastlose Teil in dir ein Ventil, mit dem du leben kannst.',
  },
  6: {
    echo: 'Auch deine Lebenszahl ruht auf der 6; die Fürsorge ist also der Faden deines ganzen Lebens, und die schwerste Lektion ist, andere einen Teil davon tragen zu lassen.',
    kin: 'Dein Lebensweg gehört zur selben warmen, ausdrucksstarken Gruppe, und deine Fürsorge hat auf ihm ihren natürlichen Platz.',
    other:
      'Dein Lebensweg ist nicht zuerst einer der Fürsorge, deshalb muss die Sorge um andere eine Entscheidung sein, kein Reflex.',
  },
  7: {
    echo: 'Auch deine Lebenszahl ruht auf der 7; die Suche nach dem Wahren prägt also den Weg und den Menschen, der ihn geht.',
    kin: 'Dein Lebensweg gehört zur selben unabhängigen Gruppe, und Zeit allein zum Nachdenken ist ein Bedürfnis, das dein Leben achtet.',
    other:
      'Dein Lebensweg hält dich unter Menschen und praktischen Anforderungen, deshalb musst du dir die Stille, die du brauchst, bewusst nehmen.',
  },
  8: {
    echo: 'Auch deine Lebenszahl ruht auf der 8; Fragen von Geld, Macht und ihrem rechten Gebrauch begegnen dir also dein ganzes Leben lang.',
    kin: 'Dein Lebensweg gehört zur selben praktischen Gruppe, und dein Ehrgeiz arbeitet hier mit dem Weg statt gegen ihn.',
    other:
      'Dein Lebensweg schätzt anderes als Ergebnisse, deshalb muss dein Ehrgeiz erst dem Weg gerecht werden, bevor er sich auszahlt.',
  },
  9: {
    echo: 'Auch deine Lebenszahl ruht auf der 9; Geben und Loslassen sind also Lektionen, die dir von allen Seiten begegnen.',
    kin: 'Dein Lebensweg gehört zur selben ausdrucksstarken Gruppe, und dein weites Mitgefühl findet auf ihm ein offenes Feld.',
    other:
      'Dein Lebensweg ist persönlicher oder praktischer als die 9, deshalb braucht dein großes Mitgefühl einen konkreten Ort.',
  },
  11: {
    echo: 'Deine Lebenszahl ruht auf derselben 2 wie diese 11; Feingefühl und Partnerschaft ziehen sich also von beiden Enden durch dein Leben.',
    other:
      'Dein Lebensweg verlangt Schlichteres als Eingebung, deshalb muss sich die Einsicht der 11 im Praktischen bewähren.',
  },
  22: {
    echo: 'Deine Lebenszahl ruht auf derselben 4 wie diese 22; das Bauen ist also die Arbeit deines Lebens, im Kleinen wie im Großen.',
    other:
      'Dein Lebensweg verlangt anderes als große Pläne, deshalb muss die Vision der 22 in ein Leben passen, das nicht nur aus Arbeit besteht.',
  },
  33: {
    echo: 'Deine Lebenszahl ruht auf derselben 6 wie diese 33; die Fürsorge für andere ist also die Mitte deines Lebens, nicht ein Teil davon.',
    other:
      'Dein Lebensweg folgt anderen Bedingungen als die 33, deshalb muss ihre Hingabe mit deinem eigenen Weg ins Gleichgewicht kommen.',
  },
};

export const NUMBERS_DE: NumbersContent = {
  onRoad: ON_ROAD_DE,
  numberText: {
    1: {
      title: 'Pioniergeist',
      drive: 'Neuanfänge und einen eigenen Weg',
      lifePath: {
        meaning:
          'Die Lebenszahl 1 stellt dich immer wieder dorthin, wo noch niemand vor dir war: die neue Stelle, der Umzug, die Idee, die noch keiner ausprobiert hat. Das Leben lehrt dich, nach deinem eigenen Urteil zu handeln, bevor jemand es absegnet.',
        gift: 'Deine Gabe ist der Anfang: Du siehst den ersten Schritt, während andere noch über die Landkarte diskutieren.',
        trap: 'Die Falle ist, jedes Hilfsangebot als Angriff auf deine Unabhängigkeit zu sehen, bis du vorangehst und niemand mehr folgt.',
      },
      destiny: {
        meaning:
          'Die Ausdruckszahl 1 gibt dir die Fähigkeiten eines Menschen, der gut allein arbeitet und schnell entscheidet: Du gibst die Richtung vor, übernimmst Verantwortung und wartest nicht auf Anweisungen.',
        gift: 'Im Beruf zeigt sie sich als Originalität, die du einsetzen kannst: ein eigenes Unternehmen, eine neue Methode, eine Aufgabe, bei der du das letzte Wort hast.',
        trap: 'Die Falle ist Ungeduld mit Menschen, die langsamer denken; so wirst du leicht zu jemandem, der viel kann, unter dem aber niemand arbeiten möchte.',
      },
      soulUrge: {
        meaning:
          'Mit der Seelenzahl 1 wünschst du dir im Innersten, dein Leben selbst zu schreiben: selbst zu wählen, selbst zu entscheiden und hinter etwas zu stehen, das unverkennbar deins ist.',
        gift: 'Dieser Wunsch gibt dir Rückgrat; du erholst dich von Rückschlägen, weil dein Leben dein eigenes Werk sein soll.',
        trap: 'Die Falle ist, dass sich jede Anweisung, selbst eine freundliche, wie eine kleine Niederlage anfühlen kann, und du guten Rat womöglich allein deshalb ausschlägst.',
      },
      personality: {
        meaning:
          'Die Persönlichkeitszahl 1 beschreibt, wie andere dich zuerst sehen: direkt, in dir ruhend und mit einem klaren Ziel vor Augen.',
        gift: 'Man traut dir zu, in einer Krise das Ruder zu übernehmen, oft noch bevor du es angeboten hast.',
        trap: 'Derselbe Eindruck kann distanziert oder herrisch wirken; eine herzlich gestellte Frage macht ihn weicher.',
      },
    },
    2: {
      title: 'Sinn für Ausgleich',
      drive: 'Partnerschaft und Harmonie',
      lifePath: {
        meaning:
          'Die Lebenszahl 2 ist ein Weg der Partnerschaft: Dein Leben kommt durch die Menschen voran, mit denen du arbeitest und lebst, und seine Lektionen lernst du durch Zusammenarbeit, nicht durch Eroberung.',
        gift: 'Deine Gabe ist, zu bemerken, was anderen entgeht – die Spannung im Raum, das unausgesprochene Bedürfnis – und es zu lösen, ohne dass jemand das Gesicht verliert.',
        trap: 'Die Falle ist, den Frieden auf deine eigenen Kosten zu wahren und so oft zuzustimmen, dass am Ende niemand mehr weiß, was du willst, auch du selbst nicht.',
      },
      destiny: {
        meaning:
          'Die Ausdruckszahl 2 gibt dir das Talent zu vermitteln: Taktgefühl, Geduld mit Details und ein Gespür für den richtigen Moment, das Menschen zu einer Einigung bringt.',
        gift: 'Durch dich funktioniert ein Team, und im Lektorat, in der Beratung oder in der Mediation spürt man deine Hand mehr, als man sie sieht.',
        trap: 'Die Falle ist, unverzichtbare Arbeit im Hintergrund zu leisten, nie die Anerkennung dafür einzufordern und es dann übelzunehmen, dass es niemandem aufgefallen ist.',
      },
      soulUrge: {
        meaning:
          'Die Seelenzahl 2 sehnt sich nach Nähe: nach einem Partner, einem Kreis, einem Ort, an dem man dich versteht, ohne dass du dich erklären musst.',
        gift: 'Diese Sehnsucht macht dich sanft und treu und schenkt dir ein seltenes Gespür dafür, was andere fühlen.',
        trap: 'Die Falle ist, Streit so sehr zu fürchten, dass du Kränkungen herunterschluckst, bis sie alle auf einmal herausbrechen.',
      },
      personality: {
        meaning:
          'Mit der Persönlichkeitszahl 2 wirkst du ruhig, rücksichtsvoll und zugänglich; Fremde vertrauen sich dir gern an.',
        gift: 'Bei dir fühlen sich Menschen wohl, und das öffnet Türen, die ein lauteres Auftreten nicht öffnen würde.',
        trap: 'Anfangs wirst du vielleicht übersehen; sag deshalb klar, was du mitbringst.',
      },
    },
    3: {
      title: 'Kreativität',
      drive: 'Ausdruck und Lebensfreude',
      lifePath: {
        meaning:
          'Die Lebenszahl 3 ist ein Weg des Selbstausdrucks: Das Leben verlangt immer wieder, dass du sagst, schreibst, gestaltest oder darstellst, was du siehst, und es stellt dich auf die Probe, wann immer du diese Stimme versteckst.',
        gift: 'Deine Gabe ist, Dinge lebendig und klar zu machen; eine Idee, die du erzählst, bleibt im Gedächtnis.',
        trap: 'Die Falle ist, dich auf zehn glänzende Anfänge zu verteilen und keinen zu Ende zu bringen oder mit einem Witz über das hinwegzugehen, was wirklich wehtut.',
      },
      destiny: {
        meaning:
          'Die Ausdruckszahl 3 gibt dir ein Händchen für Worte, Bilder und Menschen: Du kannst erklären, überzeugen, unterhalten und die Stimmung in einem Raum heben.',
        gift: 'Am meisten zahlt sie sich in Arbeit aus, die gesehen oder gehört wird: Schreiben, Unterrichten, Gestaltung, Bühne, alles mit Publikum.',
        trap: 'Die Falle ist, sich auf Charme zu verlassen, wo die Arbeit Disziplin braucht, sodass das Talent ein Versprechen bleibt.',
      },
      soulUrge: {
        meaning:
          'Die Seelenzahl 3 wünscht sich Freude und Menschen, mit denen du sie teilst: etwas zu erschaffen, gehört zu werden, eine gute Geschichte vor Menschen zu erzählen, die an den richtigen Stellen lachen.',
        gift: 'Dieser Wunsch hält dich zuversichtlich und macht dich großzügig mit Ermutigung.',
        trap: 'Die Falle ist, Applaus zu brauchen, um dich lebendig zu fühlen; bleibt er aus, zweifelst du womöglich an einem Talent, das du ganz offensichtlich hast.',
      },
      personality: {
        meaning:
          'Mit der Persönlichkeitszahl 3 wirkst du strahlend, gesellig und witzig, wie der Mensch, den sich alle mit am Tisch wünschen.',
        gift: 'Mit Wärme und Witz fällt dir jede erste Begegnung leicht.',
        trap: 'Manche nehmen dich erst ernst, wenn sie die Arbeit hinter dem Charme sehen.',
      },
    },
    4: {
      title: 'Beständigkeit',
      drive: 'Ordnung und beständige Arbeit',
      lifePath: {
        meaning:
          'Die Lebenszahl 4 ist ein Weg des Aufbauens: Das Leben belohnt dich im Maß der Mühe, Ordnung und Geduld, die du hineinsteckst, und Abkürzungen gibt es kaum.',
        gift: 'Deine Gabe ist Verlässlichkeit; was du aufbaust, ob ein Zuhause, ein Betrieb oder ein System, steht auch Jahre später noch.',
        trap: 'Die Falle ist, Starrheit mit Sicherheit zu verwechseln und noch härter am Plan zu arbeiten, wenn sich eigentlich der Plan ändern müsste.',
      },
      destiny: {
        meaning:
          'Die Ausdruckszahl 4 gibt dir handwerkliches und organisatorisches Können: Methode, Ausdauer, ein Gefühl dafür, wie die Dinge zusammenpassen, und die Disziplin, sie zu Ende zu führen.',
        gift: 'Du machst aus vagen Absichten Zeitpläne, Budgets und fertige Arbeit, und Arbeitgeber wie Partner verlassen sich darauf.',
        trap: 'Die Falle ist, dass am Ende immer du die schwere Arbeit erledigst und nie das Projekt aussuchen darfst.',
      },
      soulUrge: {
        meaning:
          'Die Seelenzahl 4 wünscht sich Sicherheit: ein festes Zuhause, ehrliche Arbeit, ein Leben, in dem du weißt, was der morgige Tag bringt.',
        gift: 'Dieser Wunsch macht dich standhaft; Menschen fühlen sich bei dir sicher, weil du hältst, was du versprichst.',
        trap: 'Die Falle ist, dich aus Angst vor Veränderung an einer Stelle oder einer Routine festzuhalten, auch wenn sie dir längst nichts mehr gibt.',
      },
      personality: {
        meaning:
          'Mit der Persönlichkeitszahl 4 wirkst du solide, vernünftig und etwas zurückhaltend: wie jemand, der pünktlich erscheint und tut, was vereinbart war.',
        gift: 'Der erste Eindruck, den du machst, weckt Vertrauen, und das zählt überall, wo es um Geld oder Verantwortung geht.',
        trap: 'Bevor du auftaust, kannst du steif wirken; ein wenig Humor gleich zu Beginn hilft.',
      },
    },
    5: {
      title: 'Freiheitsdrang',
      drive: 'Freiheit und Erfahrung',
      lifePath: {
        meaning:
          'Die Lebenszahl 5 ist ein Weg des Wandels: Du lernst durch Erfahrung, durch Reisen, Abwechslung, Begegnungen und die Sinne, und das Leben lässt dich selten lange stillstehen.',
        gift: 'Deine Gabe ist Anpassungsfähigkeit: Du fällst immer wieder auf die Füße, auch dort, wo andere wie gelähmt wären.',
        trap: 'Die Falle ist, Rastlosigkeit für Freiheit zu halten und weiterzuziehen, bevor sich irgendetwas auszahlen konnte.',
      },
      destiny: {
        meaning:
          'Die Ausdruckszahl 5 gibt dir die Talente eines Menschen, der unterwegs ist und überzeugen kann: schnelles Denken, Leichtigkeit im Umgang mit Fremden und ein Geschick dafür, eine Idee zu verkaufen.',
        gift: 'Du blühst in Arbeit auf, in der Bewegung steckt: Vertrieb, Medien, Reisen, Verhandlungen, alles, was sich von Woche zu Woche ändert.',
        trap: 'Die Falle ist Langeweile; sobald der Reiz des Neuen verflogen ist, lässt du eine Arbeit womöglich fallen, kurz bevor sie dich belohnt hätte.',
      },
      soulUrge: {
        meaning:
          'Die Seelenzahl 5 wünscht sich Freiheit: Raum, um dich zu bewegen, Dinge auszuprobieren, deine Meinung zu ändern und so viel vom Leben zu kosten, wie es hergibt.',
        gift: 'Dieser Wunsch schenkt dir Mut und Neugier und hält dich offen für Menschen, die ganz anders sind als du.',
        trap: 'Die Falle ist, Bindung als Käfig zu fürchten, sodass dir die Nähe, die du dir ebenfalls wünschst, immer wieder entgleitet.',
      },
      personality: {
        meaning:
          'Mit der Persönlichkeitszahl 5 wirkst du lebhaft, neugierig und ein wenig unberechenbar, wie jemand, der immer eine Geschichte von anderswo mitbringt.',
        gift: 'Du gibst Menschen das Gefühl, dass das Leben mit dir spannender ist.',
        trap: 'Andere zweifeln vielleicht, ob du dranbleibst; wenn du früh zeigst, dass du Dinge zu Ende bringst, überzeugst du sie vom Gegenteil.',
      },
    },
    6: {
      title: 'Fürsorge',
      drive: 'Zuhause, Fürsorge und Verantwortung',
      lifePath: {
        meaning:
          'Die Lebenszahl 6 ist ein Weg der Verantwortung und Fürsorge: Familie, Zuhause und Gemeinschaft rufen dich immer wieder, und dein Leben bemisst sich an dem, was du für andere zusammenhältst.',
        gift: 'Deine Gabe ist, dass sich Menschen bei dir gut aufgehoben fühlen; ein Zuhause, ein Team, eine Nachbarschaft ist besser, weil du da bist.',
        trap: 'Die Falle ist, die Probleme anderer zu deinen eigenen zu machen und ungefragt Ratschläge zu geben, weil du es nicht erträgst, jemanden kämpfen zu sehen.',
      },
      destiny: {
        meaning:
          'Die Ausdruckszahl 6 gibt dir die Fähigkeiten eines fürsorgenden Menschen im weitesten Sinn: Du lehrst, heilst, berätst und machst die Dinge schön und gerecht.',
        gift: 'Arbeit, die Menschen unmittelbar dient, in Gesundheit, Bildung, Gestaltung oder Gemeinwesen, bringt dich voll zur Geltung.',
        trap: 'Die Falle ist Perfektionismus: dich selbst und alle um dich herum an einem Maßstab zu messen, den niemand erfüllen kann.',
      },
      soulUrge: {
        meaning:
          'Die Seelenzahl 6 möchte lieben und gebraucht werden: ein Zuhause voller Menschen, eine Familie, die zusammenhält, ein Ort, an dem alle sicher sind.',
        gift: 'Dieser Wunsch macht dich hingebungsvoll und verlässlich: Du bist die Person, die an Geburtstage denkt und mit einer Suppe vor der Tür steht.',
        trap: 'Die Falle ist, durch Kontrolle zu lieben; wer gebraucht werden muss, hält andere leicht klein.',
      },
      personality: {
        meaning:
          'Mit der Persönlichkeitszahl 6 wirkst du warm, verantwortungsvoll und freundlich, wie der Mensch, den Fremde nach dem Weg fragen.',
        gift: 'Man vertraut dir schnell und fühlt sich in deiner Gegenwart umsorgt.',
        trap: 'Manche stützen sich allerdings schon auf dich, bevor sie dich kennen; du darfst Nein sagen.',
      },
    },
    7: {
      title: 'Wahrheitssuche',
      drive: 'Erkenntnis und innere Wahrheit',
      lifePath: {
        meaning:
          'Die Lebenszahl 7 ist ein Weg der Forschung: Du bist hier, um unter die Oberfläche zu schauen, und das Leben stellt dir immer wieder Fragen, die nur Studium, Alleinsein und Nachdenken beantworten können.',
        gift: 'Deine Gabe ist Tiefe; du verstehst die Dinge gründlich, und dein Urteil lässt sich schwer täuschen.',
        trap: 'Die Falle ist, dich hinter dein eigenes Denken zurückzuziehen, bis Vertrauen zur Lektion wird, der du ausweichst: Vertrauen in Menschen und in alles, was sich nicht beweisen lässt.',
      },
      destiny: {
        meaning:
          'Die Ausdruckszahl 7 gibt dir einen analytischen und intuitiven Verstand: eine Vorliebe für Forschung und Fachwissen und die Geduld, einem Problem auf den Grund zu gehen.',
        gift: 'Dir liegen Felder, die Fachkenntnis belohnen: Wissenschaft, Forschung, Technik, Recht oder spirituelles Studium.',
        trap: 'Die Falle ist, dein Verständnis immer weiter zu verfeinern, statt es zu teilen, sodass deine beste Arbeit in der Schublade bleibt.',
      },
      soulUrge: {
        meaning:
          'Die Seelenzahl 7 wünscht sich Verstehen und Stille: Zeit für dich allein, ein paar Menschen, die deine Sprache sprechen, und Antworten, die einer Prüfung standhalten.',
        gift: 'Dieser Wunsch schenkt dir innere Ruhe; Moden und Menschenmengen reißen dich nicht so leicht mit.',
        trap: 'Die Falle ist Einsamkeit, die sich als Unabhängigkeit ausgibt und selbst die Menschen, die du liebst, auf Abstand hält.',
      },
      personality: {
        meaning:
          'Mit der Persönlichkeitszahl 7 wirkst du zurückhaltend, aufmerksam und ein wenig geheimnisvoll; man spürt, dass du mehr denkst, als du sagst.',
        gift: 'Man nimmt dich ernst, und dein Urteil hat Gewicht, wenn du es abgibst.',
        trap: 'Du kannst kühl oder unnahbar wirken; eine einzige persönliche Bemerkung bewirkt viel.',
      },
    },
    8: {
      title: 'Tatkraft',
      drive: 'Erfolg und Autorität',
      lifePath: {
        meaning:
          'Die Lebenszahl 8 ist ein Weg der Macht und ihres Gebrauchs: Geld, Autorität und Ehrgeiz treten in dein Leben, damit du lernst, gut mit ihnen umzugehen.',
        gift: 'Deine Gabe ist Führungsstärke; du kannst leiten, Mittel verwalten und aus einer Idee eine Organisation machen.',
        trap: 'Die Falle ist, deinen Wert und den aller anderen an Ergebnissen zu messen, bis dich der Erfolg genau die Menschen kostet, für die er gedacht war.',
      },
      destiny: {
        meaning:
          'Die Ausdruckszahl 8 gibt dir die Fähigkeiten einer Führungskraft: Menschenkenntnis, ein Händchen für Geld und die Ausdauer, Verantwortung zu tragen.',
        gift: 'Du gehörst dorthin, wo Entscheidungen Gewicht haben: Wirtschaft, Finanzen, Recht, Management oder ein eigenes Unternehmen.',
        trap: 'Die Falle ist Kontrolle; das Ruder zu übernehmen fällt dir so leicht, dass du vergessen kannst, andere wachsen zu lassen.',
      },
      soulUrge: {
        meaning:
          'Die Seelenzahl 8 will etwas erreichen und dafür anerkannt werden: Sicherheit, Ansehen und die Freiheit, niemanden um Erlaubnis fragen zu müssen.',
        gift: 'Dieser Wunsch gibt dir Antrieb und Widerstandskraft; Rückschläge machen dich meist nur entschlossener.',
        trap: 'Die Falle ist, dass keine Summe je genug ist und sich Ruhe allmählich wie Versagen anfühlt.',
      },
      personality: {
        meaning:
          'Mit der Persönlichkeitszahl 8 wirkst du fähig, selbstbewusst und gepflegt, wie jemand mit Autorität.',
        gift: 'Man traut dir Verantwortung zu und bietet sie dir oft an.',
        trap: 'Du kannst einschüchtern, ohne es zu wollen; zeigst du früh Wärme, wirkt deine Autorität nicht kalt.',
      },
    },
    9: {
      title: 'Menschlichkeit',
      drive: 'Mitgefühl und die weite Welt',
      lifePath: {
        meaning:
          'Die Lebenszahl 9 ist ein Weg der Vollendung und Großzügigkeit: Du bist hier, um für die Welt über deinen eigenen Kreis hinaus da zu sein, und das Leben lehrt dich, oft durch Abschiede, loszulassen, was abgeschlossen ist.',
        gift: 'Deine Gabe ist ein weites Herz; du verstehst Menschen jeder Herkunft und wünschst dir, dass es allen von ihnen besser geht.',
        trap: 'Die Falle ist, an alten Kränkungen, alten Rollen und an Menschen festzuhalten, die längst weitergezogen sind, und zu geben, bis du leer bist.',
      },
      destiny: {
        meaning:
          'Die Ausdruckszahl 9 gibt dir ein vielseitiges, idealistisches Talent: Du kannst lehren, heilen, gestalten und mit echter Überzeugung für eine Sache eintreten.',
        gift: 'Arbeit für eine Sache, die über dich hinausreicht, in der Kunst, im öffentlichen Dienst, in der Wohltätigkeit oder im Ausland, bringt das Beste in dir hervor.',
        trap: 'Die Falle ist Enttäuschung, wenn die Welt hinter deinen Idealen zurückbleibt, eine Enttäuschung, die zu Bitterkeit erstarren kann.',
      },
      soulUrge: {
        meaning:
          'Die Seelenzahl 9 möchte etwas bewirken: geben, verstehen und die Welt ein wenig freundlicher hinterlassen, als du sie vorgefunden hast.',
        gift: 'Dieser Wunsch macht dich versöhnlich und weitherzig, und wer von anderen übersehen wird, findet bei dir Freundschaft.',
        trap: 'Die Falle ist, die Menschheit leichter zu lieben als den Menschen vor dir, dessen Bedürfnisse kleiner sind und sich schwerer verklären lassen.',
      },
      personality: {
        meaning:
          'Mit der Persönlichkeitszahl 9 wirkst du liebenswürdig, weltgewandt und gütig, wie jemand, der schon viel gesehen hat.',
        gift: 'Menschen aller Art fühlen sich bei dir wohl.',
        trap: 'Manche spüren hinter der Wärme eine gewisse Distanz; lässt du sie ein eigenes Bedürfnis sehen, kommen sie dir näher.',
      },
    },
    11: {
      title: 'Inspiration',
      drive: 'Inspiration und Einsicht',
      lifePath: {
        meaning:
          'Die Lebenszahl 11 ist ein Weg der Einsicht: Du nimmst mehr wahr als die meisten Menschen (Stimmungen, Ideen, was sich anbahnt), und das Leben bittet dich, dieser Feinfühligkeit zu vertrauen und weiterzugeben, was sie dir zeigt.',
        gift: 'Deine Gabe ist Inspiration; in deinen besten Momenten findest du genau die Worte, die verändern, wie andere ihr eigenes Leben sehen.',
        trap: 'Die Falle ist nervliche Anspannung: in hohen Idealen zu leben und an dir zu zweifeln, wenn der Alltag ihnen nicht entspricht; an schweren Tagen gibt dir die Grundzahl 2 mit ihrer Geduld und Kooperationsbereitschaft Halt.',
      },
      destiny: {
        meaning:
          'Die Ausdruckszahl 11 gibt dir visionäre Talente und die Gabe, Botschaften weiterzutragen: Intuition, Originalität und die Fähigkeit, Menschen mit Ideen zu bewegen.',
        gift: 'Unterrichten, Beraten, die Künste und jede Arbeit, die andere inspiriert, bringen diese Begabung zum Leuchten.',
        trap: 'Die Falle ist, auf Eingebung zu warten, statt die alltäglichen Fähigkeiten der Grundzahl 2 zu üben: Geduld, Taktgefühl und Teamarbeit.',
      },
      soulUrge: {
        meaning:
          'Die Seelenzahl 11 sucht Sinn: sich mit etwas jenseits des Alltags verbunden zu fühlen und zu teilen, was du dort findest.',
        gift: 'Dieser Wunsch schenkt dir Idealismus und einen sanften, suchenden Geist, den andere als erhebend empfinden.',
        trap: 'Die Falle ist Überempfindlichkeit; das gewöhnliche Leben kann dir grob vorkommen, und du ziehst dich vielleicht zurück, statt dein Licht hineinzutragen.',
      },
      personality: {
        meaning:
          'Mit der Persönlichkeitszahl 11 wirkst du ungewöhnlich und strahlend, wie jemand, an den man sich nach einer einzigen Begegnung erinnert.',
        gift: 'Du ziehst andere an und inspirierst sie oft, ohne es darauf anzulegen.',
        trap: 'Du kannst überspannt wirken; die ruhige, alltägliche Freundlichkeit der 2 in der 11 macht dich nahbar.',
      },
    },
    22: {
      title: 'Meister-Baumeister',
      drive: 'den Aufbau im großen Maßstab',
      lifePath: {
        meaning:
          'Die Lebenszahl 22 ist ein Weg des Aufbaus im großen Maßstab: Du siehst, wie eine Idee in der wirklichen Welt für viele Menschen funktionieren würde, und das Leben verlangt, dass du sie tatsächlich baust.',
        gift: 'Deine Gabe ist Vision, gepaart mit Methode; du kannst ein Projekt, ein Unternehmen oder eine Institution planen und bis zum Ende tragen.',
        trap: 'Die Falle ist das Gewicht deines eigenen Potenzials, Überarbeitung und die Angst, zu scheitern; an schweren Tagen bringt dich die geduldige Grundzahl 4 Schritt für Schritt wieder auf den Weg.',
      },
      destiny: {
        meaning:
          'Die Ausdruckszahl 22 gibt dir eine seltene organisatorische Kraft: Du kannst Menschen, Geld und Mittel um einen Plan versammeln, der dich überdauert.',
        gift: 'Gemacht ist sie für große Vorhaben: Architektur, Ingenieurwesen, öffentliche Einrichtungen, internationale Geschäfte.',
        trap: 'Die Falle ist, den ganzen Plan allein tragen zu wollen; wie die Grundzahl 4 lehrt, wächst er erst, wenn du abgibst.',
      },
      soulUrge: {
        meaning:
          'Die Seelenzahl 22 will etwas Bleibendes hinterlassen: ein Werk, das vielen Menschen dient, nicht nur dir und den Deinen.',
        gift: 'Dieser Wunsch macht dich ernsthaft, weitsichtig und bereit, jahrzehntelang an einer Sache zu arbeiten.',
        trap: 'Die Falle ist, dein Leben nur an deinem größten Ziel zu messen, sodass gewöhnliches Glück wie eine Ablenkung wirkt.',
      },
      personality: {
        meaning:
          'Mit der Persönlichkeitszahl 22 wirkst du fähig und gewichtig, wie jemand, der den ganzen Laden führen könnte.',
        gift: 'Man vertraut deiner Kompetenz auf den ersten Blick.',
        trap: 'Du kannst respekteinflößend wirken; zeigst du die praktische, freundliche Seite der Grundzahl 4, fühlen sich die Menschen wohl.',
      },
    },
    33: {
      title: 'Lehren und Heilen',
      drive: 'das Lehren und Heilen aus Liebe',
      lifePath: {
        meaning:
          'Die Lebenszahl 33 ist ein Weg des Dienens aus Liebe: Du bist hier, um durch dein Vorbild zu lehren und zu heilen, und das Leben gibt dir viele Gelegenheiten, das Wachstum anderer mitzutragen.',
        gift: 'Deine Gabe ist Mitgefühl mit Rückgrat; du kannst eine Familie, eine Klasse oder eine Gemeinschaft zusammenhalten und jedem darin helfen zu wachsen.',
        trap: 'Die Falle ist das Märtyrertum: zu geben, bis du erschöpft bist, und dasselbe Opfer von anderen zu erwarten; die Arbeit beginnt bei der Grundzahl 6, der Sorge für das eigene Zuhause und die Nächsten.',
      },
      destiny: {
        meaning:
          'Die Ausdruckszahl 33 gibt dir die Fähigkeit, zu lehren und zu heilen: Geduld, emotionale Intelligenz und die schöpferische Gabe, harte Wahrheiten freundlich zu sagen.',
        gift: 'Arbeit, die Menschen unmittelbar aufrichtet, in Bildung, Medizin, Therapie oder Kunst, schöpft sie ganz aus.',
        trap: 'Die Falle ist, Verantwortung für Ergebnisse zu übernehmen, die anderen gehören; die verantwortungsvolle Grundzahl 6 muss lernen, wo Fürsorge endet.',
      },
      soulUrge: {
        meaning:
          'Die Seelenzahl 33 möchte Leid lindern: Menschen helfen, zu werden, wer sie sein könnten, und bedingungslos lieben.',
        gift: 'Dieser Wunsch macht dich zutiefst gütig und schwer zu entmutigen.',
        trap: 'Die Falle ist, deine eigenen Bedürfnisse zu vernachlässigen, bis du nichts mehr zu geben hast.',
      },
      personality: {
        meaning:
          'Mit der Persönlichkeitszahl 33 wirkst du sanft, weise und einladend, wie jemand, zu dem Menschen mit ihren Sorgen kommen.',
        gift: 'Fremde vertrauen dir fast sofort.',
        trap: 'Manche verlangen zu früh zu viel; klare Grenzen von Anfang an tun auch ihnen gut.',
      },
    },
  },

  laterDestinyGift: {
    1: 'In diesen Jahren zeigt sie sich als geistige Unabhängigkeit: Du entscheidest nach wie vor selbst, und andere kommen zu dir, wenn sie eine klare Meinung hören wollen.',
    2: 'In diesen Jahren zeigt sie sich als Gabe, Menschen zusammenzubringen: Du schlichtest den Familienstreit und hörst zu, wenn jemand es braucht.',
    3: 'In diesen Jahren zeigt sie sich in Gesellschaft und Worten: in Geschichten, Briefen, Humor und der Freude, die du den Menschen um dich machst.',
    4: 'In diesen Jahren zeigt sie sich als Ordnung und Verlässlichkeit: Der Haushalt, die Unterlagen und die Zusagen, auf die andere zählen, sind bei dir in guten Händen.',
    5: 'In diesen Jahren zeigt sie sich als Neugier, die nicht gealtert ist: neue Menschen, neue Orte, nah oder fern, und die Bereitschaft, auszuprobieren, was andere in deinem Alter ablehnen.',
    6: 'In diesen Jahren zeigt sie sich als Fürsorge: Familie, Nachbarn und Freunde stützen sich auf deine Wärme, und bei dir zu Hause kommen die Menschen zusammen.',
    7: 'In diesen Jahren zeigt sie sich als Tiefe: im Lesen, im Nachdenken und in der wohlüberlegten Antwort, die andere suchen, wenn sie die Wahrheit wissen wollen.',
    8: 'In diesen Jahren zeigt sie sich als Autorität: Dein Urteil in Geld-, Eigentums- und Familienfragen hat Gewicht, und andere bitten dich darum.',
    9: 'In diesen Jahren zeigt sie sich als Großzügigkeit und Weitblick: Was du gelernt hast, geht an andere weiter, durch die Familie, durch gute Zwecke oder durch schlichte Freundlichkeit.',
    11: 'In diesen Jahren zeigt sie sich als Inspiration: Ein Wort von dir kann jemanden aufrichten, und man erinnert sich an das, was du gesagt hast.',
    22: 'In diesen Jahren zeigt sie sich in dem, was du hinterlässt: der Familie, dem Werk oder der Einrichtung, die du aufgebaut hast, und in der Art, wie du die begleitest, die es weiterführen.',
    33: 'In diesen Jahren zeigt sie sich als Rat und Trost: Menschen bringen dir ihre Sorgen, und deine Geduld hilft ihnen hindurch.',
  },

  laterDestinyTrap: {
    1: 'Die Falle ist, auch für andere zu entscheiden, wenn sie nur gehört werden wollten.',
    2: 'Die Falle ist, den Frieden so leise zu wahren, dass deine eigenen Wünsche unausgesprochen und damit unerfüllt bleiben.',
    3: 'Die Falle ist, aus einem schweren Gespräch eine gute Geschichte zu machen, sodass das, was wehtut, nie deutlich ausgesprochen wird.',
    4: 'Die Falle ist, an der alten Routine festzuhalten, wo eine Veränderung dir die Tage leichter machen würde.',
    5: 'Die Falle ist Rastlosigkeit: einen Plan oder eine Freundschaft aufzugeben, kurz bevor sie tiefer werden könnte.',
    6: 'Die Falle ist, weiter die Sorgen aller zu tragen, bis niemand mehr fragt, wie es dir geht.',
    7: 'Die Falle ist, dich so weit in deine Gedanken zurückzuziehen, dass die Menschen, die dir gern zuhören würden, nicht mehr fragen.',
    8: 'Die Falle ist, weiter über Geld, Pläne und Familienentscheidungen bestimmen zu wollen.',
    9: 'Die Falle ist Enttäuschung über eine Welt, die hinter deinen Idealen zurückbleibt, bis diese Enttäuschung zu Bitterkeit erstarrt.',
    11: 'Die Falle ist nervliche Anspannung: alles um dich herum zu spüren und zu wenig Ruhe zu finden, um dich zu erholen.',
    22: 'Die Falle ist, deine Tage nur an dem zu messen, was sie noch aufbauen, und darüber das zu vergessen, was schon steht.',
    33: 'Die Falle ist, so lange für andere zu sorgen, bis für dich selbst nichts mehr bleibt.',
  },

  laterPersonalYearText: {
    1: 'Dieses Jahr eröffnet einen neuen Neunjahreszyklus: ein Jahr, um etwas Eigenes zu beginnen, ein neues Interesse, eine neue Gewohnheit, eine lange aufgeschobene Entscheidung. Was du jetzt anfängst, prägt die kommenden Jahre.',
    2: 'Dieses Jahr verlangt Geduld und lebt von Gemeinschaft. Die Dinge bewegen sich langsam; die Menschen, die dir nahestehen, brauchen deine Zuwendung und geben sie zurück, und kleine Freundlichkeiten zählen mehr als große Pläne.',
    3: 'Dieses Jahr gehört dem Ausdruck und der Geselligkeit. Erzähl deine Geschichten, schreib, widme dich dem Zeitvertreib, der dir Freude macht, und nimm die Einladungen an, ohne dich zu verausgaben.',
    4: 'Dieses Jahr dient der Ordnung. Bring deine Angelegenheiten und Unterlagen in Ordnung und kümmere dich um Gesundheit und Zuhause; es mag sich ruhig anfühlen, aber was du jetzt regelst, schenkt dir Seelenfrieden.',
    5: 'Dieses Jahr bringt frischen Wind. Etwas Neues kommt herein: ein Besuch, eine neue Bekanntschaft, eine Veränderung im Haushalt oder im Tagesablauf. Heiß willkommen, was dich belebt, ohne zu erschüttern, was dir Halt gibt.',
    6: 'Zuhause und Familie stehen in diesem Jahr im Mittelpunkt. Verwandte und Freunde brauchen dich mehr und geben dir mehr zurück, und es ist ein gutes Jahr, um in Ordnung zu bringen, was dir wichtig ist. Gib, aber lass andere einen Teil der Last tragen.',
    7: 'Dieses Jahr lädt zur Besinnung ein. Lies, ruh dich aus und zieh Bilanz; Zeit für dich allein ist keine verlorene Zeit, und die Stille bringt ihre Antworten.',
    8: 'In diesem Jahr ziehst du Bilanz über das, was du aufgebaut hast. Geld, Eigentum und Familienangelegenheiten verlangen Entscheidungen; handle gerecht, und dein Urteil hat Gewicht.',
    9: 'Dieses Jahr schließt einen Neunjahreszyklus ab. Bring zu Ende, räum auf und vergib; lass los, was seinen Lauf genommen hat, und gib weiter, was du zu geben hast.',
  },

  personalYearText: {
    1: 'Dieses Jahr eröffnet einen neuen Neunjahreszyklus und steht für den Anfang: Starte das Projekt, wage den Schritt, gib die Richtung für die kommenden Jahre vor. Was du jetzt säst, wächst in den nächsten acht Jahren, also wähle mit Bedacht.',
    2: 'Dieses Jahr verlangt Geduld und lebt von Partnerschaft. Die Dinge wachsen langsam und im Verborgenen; Fortschritt entsteht durch Zusammenarbeit, Verhandlung und Sorgfalt im Detail statt durch Druck, und Beziehungen brauchen deine Zuwendung und danken es dir.',
    3: 'Dieses Jahr gehört dem Ausdruck und der Geselligkeit. Sag, was du zu sagen hast, nimm dir die kreative Arbeit vor, folge den Einladungen; die Gefahr ist, deine Kraft auf zu viele Vergnügungen zugleich zu verteilen.',
    4: 'Dieses Jahr gehört der Arbeit und den Fundamenten. Bring deine Angelegenheiten in Ordnung, kümmere dich um Gesundheit, Geld und Praktisches und schaffe die Struktur, die deine Pläne brauchen. Es kann sich zäh anfühlen, aber was du jetzt aufbaust, trägt.',
    5: 'Dieses Jahr bringt Veränderung und Freiheit. Rechne mit Bewegung: Reisen, neue Menschen, ein Wechsel bei der Arbeit oder im Zuhause. Sag Ja zu dem, was dein Leben weitet, aber wirf nicht aus einer Laune heraus weg, was du im letzten Jahr aufgebaut hast.',
    6: 'In diesem Jahr stehen Familie und Verantwortung im Vordergrund. Zuhause, Beziehungen und Gemeinschaft verlangen mehr von dir; es ist ein gutes Jahr, um dich zu binden, ein Zuhause zu gründen und zu reparieren, was dir wichtig ist. Gib, aber nimm nicht allen alles ab.',
    7: 'Dieses Jahr lädt zur Besinnung ein. Tritt einen Schritt zurück, lerne, ruh dich aus und zieh Bilanz; die Antworten findest du in dir, nicht in hektischer Betriebsamkeit, und Zeit für dich allein ist in diesem Jahr keine verlorene Zeit.',
    8: 'Dieses Jahr bringt Erfolge und Ernte. Arbeit und Geld kommen voran, die Mühe der letzten Jahre wird belohnt, und Entscheidungen haben Gewicht. Handle mit Ehrgeiz und mit Fairness.',
    9: 'Dieses Jahr schließt einen Neunjahreszyklus ab. Bring zu Ende, räum auf und vergib; lass los, was seinen Lauf genommen hat, damit der Neuanfang im nächsten Jahr Raum hat. Großzügigkeit zahlt sich in diesem Jahr aus.',
  },

  birthdayText: {
    1: 'Diese Zahl schenkt dir ein Talent für Eigeninitiative: Du bist am besten, wenn du etwas anstoßen und selbst entscheiden kannst.',
    2: 'Diese Zahl schenkt dir ein Talent für Zusammenarbeit und Details: Deine beste Arbeit leistest du mit einem Partner oder im Team.',
    3: 'Diese Zahl schenkt dir ein Talent für den Ausdruck: Sprechen, Schreiben oder Gestalten fällt dir leichter als den meisten.',
    4: 'Diese Zahl schenkt dir ein Talent für Organisation: Du gehst gut mit Abläufen, Budgets, Reparaturen und allem um, was Methode braucht.',
    5: 'Diese Zahl schenkt dir ein Talent für Anpassung: Du lernst schnell, kommst gut mit Veränderungen zurecht und verstehst dich mit Menschen aller Art.',
    6: 'Diese Zahl schenkt dir ein Talent für Fürsorge: Menschen kommen mit ihren Sorgen zu dir, und du hast ein Auge für ein Zuhause, das funktioniert.',
    7: 'Diese Zahl schenkt dir ein Talent für Analyse: Du stellst die Fragen, die andere auslassen, und gehst den Dingen gern auf den Grund.',
    8: 'Diese Zahl schenkt dir ein Talent für Führung: Du schätzt Werte gut ein und bewegst dich sicher im Umgang mit Geld und Autorität.',
    9: 'Diese Zahl schenkt dir ein Talent für Mitgefühl: Du bist weltoffen, großzügig und setzt dich gern für Anliegen ein, die über dein eigenes Leben hinausreichen.',
    11: 'Diese Zahl schenkt dir ein Talent für Intuition: Oft weißt du etwas, bevor du erklären kannst, woher, und deine Feinfühligkeit ist eine Stärke, keine Schwäche.',
    22: 'Diese Zahl schenkt dir ein Talent für praktische Vision: Du siehst, wie ein großer Plan funktionieren würde und was er Schritt für Schritt verlangt.',
  },

  karmicDebtText: {
    13: 'Die karmische Schuldzahl 13 steht für eine Lektion der Arbeit: Mühe, der du früher ausgewichen bist, musst du jetzt nachholen. Abkürzungen gehen gern nach hinten los, und Fortschritt kann sich langsam anfühlen; stetige, konzentrierte Arbeit aber zahlt sich am Ende reichlich aus.',
    14: 'Die karmische Schuldzahl 14 steht für eine Lektion der Freiheit: Früher missbrauchte Freiheit wird jetzt durch Selbstbeherrschung ausgeglichen. Veränderungen kommen oft und ungefragt; Maß und Treue zu dem, was du beginnst, machen daraus Wachstum.',
    16: 'Die karmische Schuldzahl 16 steht für eine Lektion der Demut: Stolz, der auf Sand gebaut ist, stürzt leicht und manchmal plötzlich, und der Verlust einer falschen Gewissheit schafft Platz für eine wahrere. Ehrlichkeit, vor allem in der Liebe, schützt dich.',
    19: 'Die karmische Schuldzahl 19 steht für eine Lektion der Unabhängigkeit: Den Umgang mit Macht, die einst nur dem eigenen Vorteil diente, lernst du neu, diesmal mit Rücksicht auf andere. Oft stehst du allein da; die Lektion ist, Hilfe anzunehmen und deine Stärke zu teilen.',
  },

  nameKarmicDebtText: {
    destiny: {
      13: 'Hier ist die karmische Schuldzahl 13 eine Lektion der Arbeit, die dir in deinen Fähigkeiten begegnet: Das Talent ist echt, und es zahlt sich erst aus, wenn du ihm regelmäßig Stunden gibst, statt auf die richtige Stimmung zu warten.',
      14: 'Hier ist die karmische Schuldzahl 14 eine Lektion der Freiheit, die dir in deiner Arbeit begegnet: Du kannst vieles, und du wächst, wenn du wenige Dinge auswählst und zu Ende bringst, statt jeder neuen Gelegenheit nachzulaufen.',
      16: 'Hier ist die karmische Schuldzahl 16 eine Lektion der Demut, die dir in deiner Arbeit begegnet: Ein Ruf oder eine Stellung, zu schnell errungen, kann fallen, und was du danach aufbaust, ruht auf dem, was du wirklich kannst.',
      19: 'Hier ist die karmische Schuldzahl 19 eine Lektion der Unabhängigkeit, die dir in deiner Arbeit begegnet: Vielleicht bestehst du darauf, alles selbst zu machen, und deine Fähigkeiten tragen am weitesten, wenn du andere die Last mittragen lässt.',
    },
    soulUrge: {
      13: 'Hier ist die karmische Schuldzahl 13 eine Lektion der Arbeit, die dir in deinen Wünschen begegnet: Ein Teil von dir sehnt sich nach Bequemlichkeit, und die tiefere Zufriedenheit kommt aus Arbeit, die du gründlich zu Ende gebracht hast.',
      14: 'Hier ist die karmische Schuldzahl 14 eine Lektion der Freiheit, die dir in deinen Begierden begegnet: Unruhe und Maßlosigkeit locken dich, und du wächst, wenn du dich für wenige Verpflichtungen entscheidest und sie hältst.',
      16: 'Hier ist die karmische Schuldzahl 16 eine Lektion der Demut, die dir in deinen stillen Hoffnungen begegnet: Ein liebgewonnenes Bild von der Liebe oder von dir selbst kann zerbrechen, und was danach kommt, ist wahrer.',
      19: 'Hier ist die karmische Schuldzahl 19 eine Lektion der Unabhängigkeit, die dir in deinen Wünschen begegnet: Du möchtest niemanden brauchen, und die Lektion ist, dass es keine Niederlage ist, dir helfen zu lassen.',
    },
    personality: {
      13: 'Hier ist die karmische Schuldzahl 13 eine Lektion der Arbeit, die dir in deiner Wirkung auf andere begegnet: Man hält dich vielleicht für jemanden, der den bequemen Weg sucht, bis deine stetige Mühe das Gegenteil zeigt.',
      14: 'Hier ist die karmische Schuldzahl 14 eine Lektion der Freiheit, die dir in deiner Wirkung auf andere begegnet: Anfangs wirkst du vielleicht unruhig oder unzuverlässig, und kleine Versprechen, früh gehalten, bringen dir Vertrauen.',
      16: 'Hier ist die karmische Schuldzahl 16 eine Lektion der Demut, die dir in deinem Auftreten begegnet: Ein zu sorgfältig gepflegtes Bild bekommt leicht Risse, und die Menschen kommen dir näher, sobald es welche hat.',
      19: 'Hier ist die karmische Schuldzahl 19 eine Lektion der Unabhängigkeit, die dir in deiner Wirkung auf andere begegnet: Du wirkst, als bräuchtest du niemanden, und wenn du Menschen zeigst, dass sie dir etwas bedeuten, kommen sie dir näher.',
    },
  },

  birthdayVariants: {
    11: [
      'Diese Zahl schenkt dir ein Talent für Wahrnehmung: Du spürst Stimmungen und Unterströmungen schnell, und dein erster Eindruck verdient es, ernst genommen zu werden.',
    ],
    22: [
      'Diese Zahl schenkt dir ein Talent für Organisation im Großen: Gibt man dir ein großes Ziel, zerlegst du es in Etappen und siehst, wen und was jede davon braucht.',
    ],
  },

  personalYearVariants: {
    5: [
      'Es ist ein Jahr der Veränderung und Freiheit. Türen gehen auf, die im letzten Jahr verschlossen waren: ein Umzug, eine Reise, ein neues Fachgebiet oder neue Gesellschaft. Ergreife die Gelegenheiten, die dein Leben weiter machen, und halte an den Verpflichtungen fest, die dir noch wichtig sind.',
      'Es ist ein Jahr der Veränderung und Freiheit, die Mitte des Neunjahreszyklus, in der das Leben schneller wird. Pläne verschieben sich, Überraschungen kommen; begegne ihnen mit Neugier statt mit Kontrolle, und lass nur los, was wirklich nicht mehr passt.',
    ],
  },

  pairText: {
    '1|2':
      'Die 1 will führen, die 2 sucht einen Partner: eine klassische Spannung zwischen Alleinstehen und Zusammenstehen. Im besten Fall entscheidet die 1, und die 2 sorgt dafür, dass die Betroffenen mitgehen; im schlimmsten Fall schwankst du zwischen Übernehmen und Nachgeben.',
    '1|3':
      'Die 1 bringt den Mut und die 3 die Worte, sodass Ideen, die du anstößt, auch gut erzählt werden und Menschen ihnen folgen. Die Gefahr sind viele kühne Anfänge, die keine der beiden Zahlen gern zu Ende bringt: Die 1 zieht weiter zum nächsten Vorhaben, die 3 zum nächsten Vergnügen.',
    '1|4':
      'Die 1 fängt an und die 4 bringt zu Ende, ein starkes Arbeitspaar: erst eine neue Idee, dann die Geduld, sie ordentlich aufzubauen. Reibung entsteht, wenn die 1 springen will, bevor die 4 den Boden geprüft hat; ist die Richtung gewählt, lass die 4 das Tempo bestimmen.',
    '1|5':
      'Die 1 und die 5 wollen beide Freiheit: die 1, um ihren eigenen Kurs zu wählen, die 5, um in Bewegung zu bleiben. Deshalb sitzt du selten still und fragst kaum je um Erlaubnis. Die gemeinsame Gefahr ist, dass dich nichts lange genug hält, um Früchte zu tragen; eine bewusst gehaltene Verpflichtung bringt die beiden ins Gleichgewicht.',
    '1|6':
      'Die 1 geht ihren eigenen Weg und die 6 kümmert sich um andere; deshalb wägst du ständig deine Ziele gegen die Menschen ab, die auf dich zählen. Es gelingt, wenn du deine Unabhängigkeit für sie einsetzt; es schmerzt, wenn sich eine Seite zurückgesetzt fühlt.',
    '1|7':
      'Die 1 und die 7 sind beide eigenständig: Die 1 handelt nach eigenem Urteil, die 7 denkt die Dinge allein durch. Zusammen ergeben sie einen originellen, selbstbestimmten Geist, der seinen eigenen Schlüssen traut; die Gefahr ist Isolation, und deshalb brauchst du wenigstens einen Menschen, mit dem du deine Gedanken teilst.',
    '1|8':
      'Die 1 und die 8 sind beide Zahlen der Autorität, die 1 durch Initiative, die 8 durch die Verfügung über Mittel, sodass dir Führung leichtfällt und dein Ehrgeiz groß ist. Die Gefahr ist ein Wille, der keinen Widerspruch duldet; Erfolg hat Bestand, wenn du andere an den Entscheidungen beteiligst.',
    '1|9':
      'Bei der 1 geht es um das Selbst, bei der 9 um alle, die erste Zahl und die letzte. Die 1 gibt den Idealen der 9 jemanden, der danach handelt, und die 9 gibt der 1 eine Sache, die über sie hinausreicht; die Spannung liegt zwischen persönlichem Ehrgeiz und dem Gemeinwohl.',
    '1|11':
      'Die 11 enthält zwei Einsen und ergibt die 2; sie teilt also die Originalität der 1 und fügt eine Feinfühligkeit hinzu, die der einfachen 1 fehlt: Du hast die Vision und den Mut, danach zu handeln. Anstrengend wird es, wenn du zwischen einsamem Vorpreschen und dem Wunsch, verstanden zu werden, hin und her schwankst.',
    '1|22':
      'Die 1 stößt Dinge an, die 22 baut sie in großem Maßstab auf; zusammen sind sie ein kraftvolles Paar für alle, die etwas gründen wollen. Die Spannung liegt zwischen dem Wunsch der 1, es allein zu schaffen, und dem Bedarf der 22 an vielen Händen; der Plan wächst erst, wenn du ihn teilst.',
    '1|33':
      'Die 1 steht für sich, die 33 gibt sich anderen hin; so führst du mit einer Stärke, die zum Dienen bestimmt ist. Es gelingt, wenn deine Unabhängigkeit Menschen schützt, statt sie zurückzulassen; es wird schwer, wenn du das Gefühl hast, dass dich das Kümmern deinen eigenen Weg kostet.',
    '2|3':
      'Die 2 und die 3 sind beide gesellig, die 2 durch Nähe, die 3 durch Ausdruck, sodass Menschen im Mittelpunkt deines Lebens stehen. Die 2 gibt den Worten der 3 Taktgefühl und die 3 den Gefühlen der 2 Leichtigkeit; die Gefahr ist, von der Zustimmung anderer abhängig zu werden.',
    '2|4':
      'Die 2 und die 4 sind beide beständig und geduldig: Die 2 kümmert sich um die Menschen, die 4 um die Arbeit. So wirst du zu dem Menschen, auf den alle zählen, verlässlich und sorgfältig im Detail; die Schwäche ist, zu sehr auf Nummer sicher zu gehen, sodass Gelegenheiten an dir vorbeiziehen.',
    '2|5':
      'Die 2 wünscht sich Nähe und Ruhe, die 5 Bewegung und Abwechslung; die beiden gehören zu den schwierigeren Paaren. Du brauchst einen sicheren Hafen und das offene Meer; es gelingt, wenn dir eine feste Bindung die Sicherheit gibt, hinauszufahren, und es wird schwer, wenn eines der beiden Bedürfnisse als Verrat am anderen gilt.',
    '2|6':
      'Die 2 und die 6 sind beide Zahlen der Liebe und Treue: Die 2 sorgt für einen Partner, die 6 für einen ganzen Haushalt. Andere stützen sich auf dich, weil du sanft und hingebungsvoll bist; was dabei verloren geht, sind deine eigenen Bedürfnisse, die meist unausgesprochen bleiben.',
    '2|7':
      'Die 2 geht auf andere zu und die 7 zieht sich zum Nachdenken zurück; deshalb brauchst du abwechselnd Gesellschaft und Alleinsein. Beide sind stille, aufmerksame Zahlen: Die 2 liest Menschen, die 7 liest Ideen. Es gelingt, wenn du jeder ihre Zeit gibst, und es wird schwer, wenn die eine die andere verdrängt.',
    '2|8':
      'Die 2 wirkt durch Zusammenarbeit und Diplomatie, die 8 durch Autorität und Führung. Zusammen können sie führen, ohne jemanden zu verletzen, denn die 2 weiß, wie Menschen fühlen, und die 8 weiß, was getan werden muss; die Spannung liegt zwischen Frieden wahren und das Ruder übernehmen.',
    '2|9':
      'Die 2 und die 9 sind beide Zahlen des Mitgefühls: Die 2 fühlt mit dem Menschen neben ihr, die 9 mit den Menschen überall. Zusammen machen sie dich freundlich und taktvoll, und kaum jemand kann dir lange böse sein; die Gefahr ist, die Sorgen anderer so aufzusaugen, dass du sie nicht mehr von deinen eigenen unterscheiden kannst.',
    '2|11':
      'Die 2 ist die Grundzahl der 11, und so sind die beiden wesensverwandt: feinfühlig, kooperativ, eingestimmt auf das, was andere fühlen. Die 11 hebt diese Feinfühligkeit zu Intuition und Inspiration, und die 2 hält sie praktisch und freundlich; die Gefahr ist ein Nervensystem, das nie zur Ruhe kommt.',
    '2|22':
      'Die 22 besteht aus zwei 2en und ergibt die 4. Beide wirken durch andere Menschen: die 2 in der Partnerschaft, die 22 in großen Vorhaben, die viele Hände brauchen. Die 2 gibt den Plänen der 22 das Taktgefühl, Unterstützung zu gewinnen; die Gefahr ist, mehr Verantwortung zu tragen, als ein feinfühliger Mensch tragen kann.',
    '2|33':
      'Die 2 und die 33 sind beide Zahlen der Fürsorge, die 2 für einen Partner, die 33 für alle, die Heilung oder Unterweisung brauchen. Sanft, geduldig und tief hingebungsvoll, wie du bist, droht dir vor allem eines, die Selbstaufopferung; deshalb müssen auch deine eigenen Bedürfnisse zählen.',
    '3|4':
      'Die 3 will spielen und sich ausdrücken, die 4 will arbeiten und ordnen, eine der klassischen Reibungen. Jede braucht die andere: Die 4 gibt dem Talent der 3 die Disziplin, etwas hervorzubringen, die 3 bewahrt die Arbeit der 4 davor, grau zu werden. Schwierig wird es, wenn eine die andere für Zeitverschwendung hält.',
    '3|5':
      'Die 3 und die 5 sind beide lebhaft, neugierig und gesellig, die 3 durch Worte, die 5 durch Erfahrung. Zusammen machen sie dich schlagfertig, witzig und mit jedem vertraut; die gemeinsame Gefahr ist, an der Oberfläche zu leben, stets unterhaltsam und selten bereit, jemanden sehen zu lassen, was darunter liegt.',
    '3|6':
      'Die 3 und die 6 sind beide warm und schöpferisch: Die 3 legt Gefühl in Worte, die 6 in Fürsorge, in ein Zuhause, eine Familie, eine Gemeinschaft. Zusammen passen sie zum Unterrichten, zu den Künsten und zu jeder Arbeit, die sich um Menschen kümmert; die Gefahr ist, dir mehr Gedanken um die Zustimmung anderer zu machen als um deine eigene Stimme.',
    '3|7':
      'Die 3 ist offen und gesprächig, die 7 nach innen gewandt und zurückhaltend; dein Leben pendelt daher zwischen Geselligkeit und Studium. Zusammen ergeben sie einen Kopf, der erklären kann, und eine Stimme, die etwas zu sagen hat; schwer wird es, wenn du bezweifelst, dass beide in einem Menschen leben können.',
    '3|8':
      'Die 3 bringt Ideen und Charme mit, die 8 Ehrgeiz und Geschäftssinn; so hat kreatives Talent die Chance, zu einem Unternehmen zu werden. Es gelingt, wenn die 8 organisiert, was die 3 sich ausdenkt; es wird schwer, wenn die 3 die Ansprüche der 8 freudlos findet oder die 8 die 3 unseriös.',
    '3|9':
      'Die 3 und die 9 sind beide ausdrucksstark und großzügig: Die 3 erschafft, und die 9 schenkt das Erschaffene der weiten Welt. Zusammen passen sie zu den Künsten, zum Unterrichten und zu öffentlichen Anliegen; die Gefahr ist Idealismus ohne Umsetzung. Verbinde deshalb die Vision mit einem praktischen Plan.',
    '3|11':
      'Die 3 und die 11 sprechen beide zu Menschen: die 3 mit Witz, die 11 mit Inspiration. So kannst du ein Publikum bewegen. Die 3 macht die Einsicht der 11 leicht verständlich, und die 11 gibt dem Talent der 3 Tiefe; die Gefahr sind nervöse Hochs und Tiefs, wenn niemand zuhört.',
    '3|22':
      'Die 3 stellt sich Dinge vor und drückt sie aus, die 22 baut im großen Maßstab, sodass deine Ideen zu etwas Wirklichem werden können, das viele Menschen nutzen. Die 22 gibt dem Funkeln der 3 einen langen Plan; die Reibung liegt zwischen dem Bedürfnis der 3 nach Spaß und dem schweren Pflichtgefühl der 22.',
    '3|33':
      'Die 33 besteht aus zwei Dreien und ergibt die 6; die Gabe der 3 für den Ausdruck steckt also schon in ihr, und Kreativität wird zu deiner Art, für Menschen zu sorgen. Zusammen passen sie zum Unterrichten, zum Schreiben und zu den heilenden Künsten; die Gefahr ist, deine Gaben zu verschenken, bis für dich selbst keine mehr übrig sind.',
    '4|5':
      'Die 4 will Ordnung und Routine, die 5 Veränderung und Abwechslung; kaum ein Paar ist schwerer zu versöhnen. Vielleicht baust du dir ein stabiles Leben auf und fühlst dich dann darin eingesperrt; es gelingt, wenn die Struktur Raum für Bewegung lässt, sodass die 5 sie nicht sprengen muss.',
    '4|6':
      'Die 4 und die 6 sind beide Zahlen der Pflicht: Die 4 hält die Dinge in Ordnung, die 6 sorgt für die Menschen. Zusammen machen sie dich zu dem gewissenhaften, beständigen Menschen, auf den sich eine Familie oder ein Team verlässt; die gemeinsame Gefahr ist ein Leben voller Verpflichtungen mit zu wenig Raum für Freude.',
    '4|7':
      'Die 4 und die 7 sind beide ernsthafte, methodische Zahlen: Die 4 arbeitet mit Dingen, die 7 mit Ideen. Du arbeitest geduldig und gründlich, prüfst alles und baust auf Belege, auch wenn dich eine so sorgfältige und verschlossene Art schwer erreichbar machen kann.',
    '4|8':
      'Die 4 und die 8 sind beide praktisch und fleißig: Die 4 baut auf, die 8 verwaltet das Aufgebaute. Geld, Methode und Verantwortung liegen dir; die Gefahr ist Härte: Du misst andere an dem Maßstab, den du dir selbst setzt, und vergisst, dass nicht jeder so viel tragen kann.',
    '4|9':
      'Die 4 will greifbare, messbare Ergebnisse, die 9 will einem größeren Ideal dienen. Die 4 gibt den Träumen der 9 eine praktische Form, und die 9 gibt der Arbeit der 4 einen Sinn über sich selbst hinaus; schwierig wird es, wenn die 4 die 9 weltfremd findet oder die 9 die 4 engstirnig.',
    '4|11':
      'Die 4 ist bodenständig, die 11 greift nach Inspiration; so hast du die Vision und zugleich die Geduld, sie zu erden. Es gelingt, wenn die 4 die Einsichten der 11 in etwas Brauchbares verwandelt; es wird schwer, wenn die Höhenflüge der 11 die Routinen der 4 öde erscheinen lassen oder die 4 die 11 weltfremd nennt.',
    '4|22':
      'Die 4 ist die Grundzahl der 22, und so sind die beiden wesensverwandt: praktisch, methodisch, zum Bauen gemacht. Die 22 weitet die sorgfältige Arbeit der 4 zu Plänen, die vielen Menschen dienen; die Gefahr ist die Last, so viel Verantwortung, dass du vergisst, dich auszuruhen oder dich an dem zu freuen, was du gebaut hast.',
    '4|33':
      'Die 4 baut und die 33 sorgt, die Dinge, die du baust, sollen also Menschen Halt geben: ein Zuhause, Schulen, Hilfsangebote. Es gelingt, wenn die 4 dem Mitgefühl der 33 eine dauerhafte Struktur gibt; die Gefahr ist, die Lasten aller auf ein ohnehin volles Arbeitspensum zu packen.',
    '5|6':
      'Die 5 will Freiheit, die 6 Verbindlichkeit; dich zieht es zugleich in die Ferne und nach Hause. Du kannst tief lieben und trotzdem Raum brauchen; die Bindung hält, wenn dir die Menschen, die dir nahestehen, Freiraum lassen und du dich entscheidest, zurückzukommen, und sie bröckelt, wenn eines der beiden Bedürfnisse als Treulosigkeit gilt.',
    '5|7':
      'Die 5 und die 7 sind beide neugierig und unabhängig: Die 5 lernt durch Erfahrung, die 7 durch Studium. Dein Geist ist rastlos und suchend und will wissen, wie das Leben funktioniert; dabei können Menschen auf Abstand geraten, weil die 5 weiterzieht und die 7 sich zurückzieht.',
    '5|8':
      'Die 5 bringt Anpassungsfähigkeit und Überzeugungskraft mit, die 8 Ehrgeiz und Urteilsvermögen. Zusammen sind sie stark in Wirtschaft, Vertrieb und allem, was sich schnell bewegt. Gib der Energie der 5 die Ziele der 8, dann kommt sie weit; Reibung entsteht, wenn die 5 sich gegen die Kontrolle der 8 sträubt oder die 8 sich über die Ungeduld der 5 ärgert.',
    '5|9':
      'Die 5 und die 9 blicken beide hinaus in die weite Welt: die 5 auf der Suche nach Erfahrung, die 9 nach Verständnis. Du bist weltoffen, im Geist weit gereist und mit Menschen aller Art vertraut; etwas muss dich verwurzeln, sonst gewinnt die Rastlosigkeit die Oberhand.',
    '5|11':
      'Die 5 will Erfahrung, die 11 Einsicht: Du suchst, lernst durch das Leben selbst und hast danach etwas weiterzugeben. Lass die Abenteuer die Vision nähren und schütze deine Ruhe: Ständige Veränderung überreizt eine Feinfühligkeit wie die der 11.',
    '5|22':
      'Die 5 will sich frei bewegen, die 22 etwas Großes und Bleibendes bauen; die beiden gehören zu den schwierigeren Paaren. Die 5 hält die Pläne der 22 beweglich und nah an den Menschen; schwer wird es, wenn sich die lange Bindung, nach der die 22 verlangt, für die 5 wie ein Käfig anfühlt.',
    '5|33':
      'Die 5 will Freiheit, die 33 Hingabe an andere; du stehst zwischen deinem eigenen Abenteuer und den Menschen, die sich auf dich verlassen. Es gelingt, wenn deine Erfahrung der Welt zu etwas wird, das du lehrst; es wird schwer, wenn sich Fürsorge wie Enge anfühlt oder Freiheit wie Schuld.',
    '6|7':
      'Die 6 wünscht sich ein volles Haus und die 7 ein stilles Zimmer; deshalb bewegt sich dein Leben zwischen der Sorge um Menschen und dem Rückzug zum Nachdenken. Es gelingt, wenn du dir ohne schlechtes Gewissen Zeit für dich nimmst und ganz da bist, wenn du bei ihnen bist; es wird schwer, wenn sich eine Seite vernachlässigt fühlt.',
    '6|8':
      'Die 6 und die 8 sind beide verantwortungsvolle Zahlen: Die 6 sorgt für Menschen, die 8 für Mittel und Ergebnisse. Du sorgst schützend für andere und kannst mit Fürsorge führen, solange Liebe nicht an dem gemessen wird, was du bereitstellst, und du nicht versuchst, alle allein zu tragen.',
    '6|9':
      'Die 6 und die 9 sind beide Zahlen des Dienens: die 6 für Familie und Gemeinschaft, die 9 für die Menschheit im Ganzen. Großzügigkeit und Mitgefühl fallen dir leicht, und für eine gute Sache verlierst du selten den Mut; lerne auch zu empfangen, sonst gibst du, bis du leer bist.',
    '6|11':
      'Die 6 sorgt, die 11 inspiriert; so hilfst du Menschen auf praktische wie auf geistige Weise. Zusammen passen sie zu Beratung, Unterricht und heilender Arbeit; die Gefahr ist, dich für das Wohl aller verantwortlich zu fühlen, was einen feinfühligen Menschen zermürbt.',
    '6|22':
      'Die 6 sorgt für Menschen, die 22 baut für viele von ihnen; deshalb erfüllt dich deine Arbeit am meisten, wenn sie Leben im großen Maßstab sicherer oder besser macht. Die Gefahr ist eine doppelte Last, Pflichten zu Hause zusätzlich zu einer fordernden Aufgabe; beides kannst du nicht allein tragen.',
    '6|33':
      'Die 6 ist die Grundzahl der 33, und so sind die beiden wesensverwandt: fürsorglich, verantwortungsvoll, dem Zuhause und der Gemeinschaft ergeben. Die 33 weitet diese Fürsorge zu Lehre und Heilung für viele; die Gefahr ist Selbstaufopferung, mehr auf dich zu nehmen, als ein einzelner Mensch halten kann.',
    '7|8':
      'Die 7 sucht die Wahrheit im Inneren, die 8 Ergebnisse im Äußeren: Hier trifft Gelehrsamkeit auf Führungskraft. Zusammen ergeben sie einen scharfen, strategischen Verstand, der analysieren und dann handeln kann; schwierig wird es, wenn der Ehrgeiz der 8 keine Zeit zum Nachdenken lässt oder die Zweifel der 7 das Handeln blockieren.',
    '7|9':
      'Die 7 und die 9 sind beide nachdenklich und idealistisch: Die 7 sucht die Wahrheit, die 9 will dienen. Zusammen schenken sie dir Weisheit und einen weiten Blick auf das Leben; die gemeinsame Gefahr ist Distanz, das Gefühl, ein wenig abseits von gewöhnlichen Menschen und ihren Sorgen zu stehen.',
    '7|11':
      'Die 7 und die 11 sind beide Zahlen des Innenlebens: die 7 durch Studium, die 11 durch Intuition. Zusammen machen sie dich scharfsinnig und spirituell, mit echter Einsicht, die du weitergeben kannst; die Gefahr ist, dich aus einer Welt zurückzuziehen, die dir zu laut ist.',
    '7|22':
      'Die 7 forscht, die 22 baut: Du kannst ein Problem gründlich untersuchen und dann eine große Lösung umsetzen. Lass die Analyse den Plan leiten, aber setz dir einen Starttermin: Die 7 würde die Idee ewig weiter verfeinern.',
    '7|33':
      'Die 7 zieht sich zurück, um zu verstehen, die 33 gibt sich anderen hin; dein Leben spannt sich zwischen Alleinsein und Dienen. Es gelingt, wenn das, was du allein lernst, zu dem wird, was du lehrst; es wird schwer, wenn dir die Bedürfnisse anderer keine Ruhe lassen oder dein Bedürfnis nach Ruhe sie warten lässt.',
    '8|9':
      'Die 8 sucht Erfolg, die 9 will geben: Hier trifft Erfolgsstreben auf Menschenliebe. Zusammen können sie viel Gutes bewirken, denn die 8 weiß, wie man Mittel zusammenbringt, und die 9 weiß, wofür sie da sind; die Spannung liegt zwischen Behalten und Weggeben.',
    '8|11':
      'Die 8 hat Ehrgeiz und praktische Kraft, die 11 Inspiration; so kannst du aus einer Vision etwas mit echtem Einfluss machen. Die 8 gibt den Ideen der 11 Rückhalt und Struktur; achte darauf, dass der Erfolgsdruck die Feinfühligkeit der 11 nicht zermürbt.',
    '8|22':
      'Die 8 und die 22 sind beide Zahlen der Macht und der Leistung, die 8 im Geschäftsleben, die 22 beim Bauen in großem Maßstab. Das ergibt ein beeindruckendes Organisationstalent, das allerdings dazu neigt, sich zu sehr anzutreiben und das Leben an dem zu messen, was erreicht ist.',
    '8|33':
      'Die 8 hat Autorität, die 33 Mitgefühl; so kannst du führen und zugleich für die Menschen sorgen, die du führst. Macht im Dienst anderer ist deine beste Form; eng wird es, wenn Erfolg und die Bedürfnisse anderer um dieselben Stunden konkurrieren.',
    '9|11':
      'Die 9 und die 11 sind beide idealistisch und menschenfreundlich: Die 9 gibt, die 11 inspiriert. Du hast das Zeug dazu, mit einer weiten, großzügigen Vision zu lehren oder für andere einzutreten, und der übliche Preis ist Enttäuschung, wenn die Welt hinter deinen Idealen zurückbleibt.',
    '9|22':
      'Die 9 will der Menschheit dienen, und die 22 hat die praktische Kraft, für sie zu bauen; zusammen sind sie stark in öffentlicher Arbeit. Es gelingt, wenn die 22 dem Mitgefühl der 9 eine Form gibt, die Bestand hat; es wird schwer, wenn große Ideale auf die langsame, harte Arbeit der Umsetzung treffen.',
    '9|33':
      'Die 9 und die 33 sind beide Zahlen des Mitgefühls und des Dienens, die 9 für die Welt, die 33 durch Lehren und Heilen. Selbstlosigkeit und Weisheit liegen dir; der Preis, auf den du achten musst, ist die Selbstvernachlässigung. Sorge deshalb dafür, dass auch deine eigenen Bedürfnisse erfüllt werden.',
    '11|22':
      'Die 11 sieht und die 22 baut, die beiden Meisterzahlen der Vision und der Umsetzung. Zusammen tragen sie großes Potenzial und großen Druck; die Aufgabe ist, Inspiration in eine dauerhafte Form zu bringen, ohne von der Größe deiner Erwartungen an dich selbst erdrückt zu werden.',
    '11|33':
      'Die 11 inspiriert, die 33 lehrt und heilt: Beide Meisterzahlen dienen anderen. Intuition und Fürsorge sind beide stark in dir; was dich auslaugt, ist nervliche Erschöpfung, und gesund halten dich gewöhnliche Ruhe und die einfachen Pflichten der Grundzahlen 2 und 6 gesund.',
    '22|33':
      'Die 22 baut, die 33 sorgt: Beide Meisterzahlen zielen auf große Arbeit für Menschen. Das Potenzial ist beträchtlich und die Last ebenso; die Grundzahlen 4 und 6 halten dich im Gleichgewicht: ein Schritt nach dem anderen, und zuerst die Sorge um das eigene Zuhause.',
  },

  samePairText: {
    1: 'Deine Lebenszahl und deine Ausdruckszahl sind beide die 1; Unabhängigkeit und Initiative ziehen sich also durch dein ganzes Leben. Wo immer du bist, wirst du vorangehen. Die Gefahr ist das fehlende Gegengewicht: Lerne, Hilfe anzunehmen, ohne dich dadurch kleiner zu fühlen.',
    2: 'Deine Lebenszahl und deine Ausdruckszahl sind beide die 2; Partnerschaft und Feinfühligkeit stehen also im Mittelpunkt deines Lebens. Deine beste Arbeit leistest du an der Seite eines anderen Menschen. Die Gefahr ist das fehlende Gegengewicht: Lerne zu sagen, was du willst, bevor andere für dich entscheiden.',
    3: 'Deine Lebenszahl und deine Ausdruckszahl sind beide die 3; Ausdruck und Lebensfreude ziehen sich also durch dein ganzes Leben. Du sollst gehört werden. Die Gefahr ist das fehlende Gegengewicht: Lob fällt dir leicht zu; deshalb musst du die ehrliche Kritik, die ein Talent braucht, bewusst suchen.',
    4: 'Deine Lebenszahl und deine Ausdruckszahl sind beide die 4; Arbeit, Ordnung und Geduld stehen also im Mittelpunkt deines Lebens. Was du baust, hat Bestand. Die Gefahr ist das fehlende Gegengewicht: Lass Veränderung und Spiel zu, sonst wird Beständigkeit zum Trott.',
    5: 'Deine Lebenszahl und deine Ausdruckszahl sind beide die 5; Freiheit und Wandel ziehen sich also durch dein ganzes Leben. Du wirst an viele Orte kommen und vieles ausprobieren. Die Gefahr ist das fehlende Gegengewicht: Eine tiefe, bewusst gehaltene Verpflichtung gibt allem anderen Bedeutung.',
    6: 'Deine Lebenszahl und deine Ausdruckszahl sind beide die 6; Fürsorge, Zuhause und Verantwortung stehen also im Mittelpunkt deines Lebens. Menschen sind auf dich angewiesen. Die Gefahr ist das fehlende Gegengewicht: Auch deine eigenen Bedürfnisse zählen, und nicht jedes Problem musst du lösen.',
    7: 'Deine Lebenszahl und deine Ausdruckszahl sind beide die 7; Studium, Besinnung und die Suche nach Wahrheit ziehen sich also durch dein ganzes Leben. Du wirst die Dinge tief verstehen. Die Gefahr ist das fehlende Gegengewicht: Lass Menschen an dich heran, sonst wird Weisheit zur Isolation.',
    8: 'Deine Lebenszahl und deine Ausdruckszahl sind beide die 8; Ehrgeiz, Geld und Autorität stehen also im Mittelpunkt deines Lebens. Du bist zum Erreichen gemacht. Die Gefahr ist das fehlende Gegengewicht: Halte Raum für Menschen und Ruhe frei, sonst kostet der Erfolg mehr, als er bringt.',
    9: 'Deine Lebenszahl und deine Ausdruckszahl sind beide die 9; Mitgefühl und der Dienst an der weiten Welt ziehen sich also durch dein ganzes Leben. Du bist hier, um zu geben. Die Gefahr ist das fehlende Gegengewicht: Bring Dinge zu Ende, lass sie los und sorge auch für dich selbst.',
    11: 'Deine Lebenszahl und deine Ausdruckszahl sind beide die 11/2; Inspiration und Intuition sind also verdoppelt. Du spürst Menschen und Ideen ungewöhnlich fein. Die Gefahr ist nervliche Anspannung: Die geduldige, praktische Grundzahl 2 musst du bewusst pflegen.',
    22: 'Deine Lebenszahl und deine Ausdruckszahl sind beide die 22/4; der Ruf, etwas Großes und Bleibendes zu bauen, ist also verdoppelt. Das Potenzial ist groß und der Druck ebenso. Die Gefahr ist, zu viel zu tragen: Die Grundzahl 4, ein Schritt nach dem anderen, hält dich in Gang.',
    33: 'Deine Lebenszahl und deine Ausdruckszahl sind beide die 33/6; der Ruf, aus Liebe zu lehren und zu heilen, ist also verdoppelt. Du bist zum Dienen gemacht. Die Gefahr ist Selbstaufopferung: Die Grundzahl 6 beginnt mit der Sorge um dein eigenes Zuhause und um dich selbst.',
  },

  karmicRule:
    'Karmische Schuldzahlen sind 13, 14, 16 und 19, auch als Zwischensumme (49 -> 13 -> 4); sie zählen im Geburtstag, in der Lebenszahl, in den drei Namenszahlen und in der Reifezahl, nie in einzelnen Namen, im Geburtsjahr oder im Persönlichen Jahr.',

  roleVariants: {
    'destiny:7': [
      {
        meaning:
          'Die Ausdruckszahl 7 rüstet dich zum Forschen aus: Du liest genau, prüfst, was man dir erzählt, und findest den Fehler in einer Begründung, die andere einfach hinnehmen.',
        gift: 'Am meisten bewirkst du dort, wo Genauigkeit mehr zählt als Tempo: im Fachgebiet, in der Forschung, überall dort, wo man dich holt, damit du etwas prüfst.',
        trap: 'Die Falle ist, deine Ergebnisse zurückzuhalten, bis sie über jede Kritik erhaben sind, sodass andere die Anerkennung für das bekommen, was du zuerst gesehen hast.',
      },
    ],
    'soulUrge:3': [
      {
        meaning:
          'Die Seelenzahl 3 sehnt sich danach, etwas zu erschaffen, das bei anderen ankommt: ein Lied, ein Essen, eine Geschichte, einen Abend, an den sich alle erinnern, weil du dabei warst.',
        gift: 'Deine Freude steckt an, und du lobst so freigiebig, wie du selbst gelobt werden möchtest.',
        trap: 'Die Falle ist, Schweigen als Urteil zu hören und eine Gabe fallen zu lassen, sobald niemand klatscht.',
      },
    ],
  },

  laterPairText: {
    '3|6':
      'Die 3 und die 6 sind beide warm und schöpferisch: Die 3 legt Gefühl in Worte, die 6 in Fürsorge, in ein Zuhause, eine Familie, eine Gemeinschaft. In diesen Jahren zeigt sich das in der Gesellschaft, die du pflegst, und in den Menschen, um die du dich kümmerst; die Gefahr ist, dir mehr Gedanken um die Zustimmung anderer zu machen als um deine eigene Stimme.',
    '3|8':
      'Die 3 bringt Ideen und Charme mit, die 8 Ehrgeiz und Geschäftssinn; was du dir vorstellst, hatte also schon immer die Chance, Wirklichkeit zu werden. Es gelingt, wenn die 8 organisiert, was die 3 sich ausdenkt; es wird schwer, wenn die 3 die Ansprüche der 8 freudlos findet oder die 8 die 3 unseriös.',
    '3|9':
      'Die 3 und die 9 sind beide ausdrucksstark und großzügig: Die 3 erschafft, und die 9 schenkt das Erschaffene der weiten Welt. In diesen Jahren zeigt sich das in dem, was du weitergibst, in Geschichten, Fertigkeiten und Anliegen, die dir am Herzen liegen; die Gefahr ist Idealismus ohne Umsetzung. Verbinde deshalb die Vision mit einem praktischen Plan.',
    '3|33':
      'Die 33 besteht aus zwei Dreien und ergibt die 6; die Gabe der 3 für den Ausdruck steckt also schon in ihr, und Kreativität wird zu deiner Art, für Menschen zu sorgen. In diesen Jahren zeigt sich das als Rat, Ermutigung und in den Dingen, die du für andere machst; die Gefahr ist, deine Gaben zu verschenken, bis für dich selbst keine mehr übrig sind.',
    '5|8':
      'Die 5 bringt Anpassungsfähigkeit und Überzeugungskraft mit, die 8 Ehrgeiz und Urteilsvermögen; so kannst du Menschen noch immer für etwas gewinnen und erkennst, was eine Lage verlangt. Gib der Energie der 5 die Ziele der 8, dann kommt sie weit; Reibung entsteht, wenn die 5 sich gegen die Kontrolle der 8 sträubt oder die 8 sich über die Ungeduld der 5 ärgert.',
    '6|11':
      'Die 6 sorgt, die 11 inspiriert; so hilfst du Menschen auf praktische wie auf geistige Weise. In diesen Jahren kommen Menschen mit ihren Sorgen zu dir, und ein Wort von dir gibt ihnen Halt; die Gefahr ist, dich für das Wohl aller verantwortlich zu fühlen, was einen feinfühligen Menschen zermürbt.',
    '9|22':
      'Die 9 will der Menschheit dienen und die 22 hat die praktische Kraft, für sie zu bauen, sodass das, was dir am Herzen liegt, dich überdauern kann. Es gelingt, wenn die 22 dem Mitgefühl der 9 eine Form gibt, die Bestand hat; es wird schwer, wenn große Ideale auf die langsame, harte Arbeit der Umsetzung treffen.',
    '1|8':
      'Die 1 und die 8 sind beide Zahlen der Autorität, die 1 durch Initiative, die 8 durch die Verfügung über Mittel, und so erwarten andere noch immer, dass du entscheidest. Die Gefahr ist jetzt ein Wille, der keinen Widerspruch duldet; dein Wort trägt am weitesten, wenn andere an den Entscheidungen teilhaben.',
    '4|8':
      'Die 4 und die 8 sind beide praktisch und beständig: Die 4 baut auf, die 8 hütet das Aufgebaute. In diesen Jahren zeigt sich das in der Ordnung, die du in den Angelegenheiten der Familie hältst, und in dem Urteil, um das andere dich bitten; die Versuchung ist, weiter alles zu regeln, wenn die Menschen um dich herum lieber einfach deine Gesellschaft hätten.',
    '7|8':
      'Die 7 sucht die Wahrheit im Inneren, die 8 Ergebnisse im Äußeren: Forschergeist und Verwaltungssinn stecken in einer Person. In diesen Jahren zeigt sich das als Urteil, auf das sich andere verlassen, abgewogen, bevor du es aussprichst; der Zug geht hin und her zwischen dem stillen Studium, das du dir wünschst, und den Angelegenheiten, die noch deine Entscheidung verlangen.',
    '8|11':
      'Die 8 hat praktische Kraft, die 11 Inspiration; dein Wort hat deshalb Gewicht und Weitblick zugleich. Die 8 gibt der Einsicht der 11 festen Boden; lass der Gewohnheit, Dinge zu erledigen, Raum für die Stille, in der die 11 am besten hört.',
    '8|22':
      'Die 8 und die 22 sind beide Zahlen der Macht und der Leistung, die 8 in den Geschäften des Lebens, die 22 beim Bauen in großem Maßstab. In diesen Jahren zeigt sich das in dem, was du aufgebaut hast, und darin, wie du die begleitest, die es weitertragen; die Gefahr ist, deine Tage nur noch an dem zu messen, was sie noch leisten.',
    '6|22':
      'Die 6 sorgt für Menschen und die 22 baut für viele von ihnen, was du geschaffen hast, zählt also dort am meisten, wo es Leben sicherer oder besser gemacht hat. In diesen Jahren stützen sich Familie und der weitere Kreis auf dich; lass andere ihren Teil der Last tragen.',
  },

  laterRoleText: {
    'lifePath:1': {
      meaning:
        'Die Lebenszahl 1 hat dich immer wieder dorthin gestellt, wo noch niemand vor dir war: der Umzug, die Entscheidung, die Idee, die noch keiner ausprobiert hatte. Das Leben hat dich gelehrt, nach deinem eigenen Urteil zu handeln, bevor jemand es absegnet, und das tut es bis heute.',
    },
    'soulUrge:4': {
      trap: 'Die Falle ist, dich aus Angst vor Veränderung an einer Routine festzuhalten, auch wenn sie dir längst nichts mehr gibt.',
    },
    'soulUrge:22': {
      meaning:
        'Die Seelenzahl 22 will etwas Bleibendes hinterlassen: etwas, das vielen Menschen dient, nicht nur dir und den Deinen.',
      gift: 'Dieser Wunsch hat dich ernsthaft und weitsichtig gemacht, und das, dem du Jahrzehnte gewidmet hast, zeigt es.',
    },
    'personality:4': {
      gift: 'Der erste Eindruck, den du machst, weckt Vertrauen, und so gibt man dir die Unterlagen, die Schlüssel und die Absprachen in die Hand.',
    },
  },

  laterBirthdayText: {
    2: 'Diese Zahl schenkt dir ein Talent für Zusammenarbeit und Details: Du bist am besten, wenn ein Partner oder ein vertrauter Kreis an deiner Seite ist.',
  },

  laterKarmicDebtText: {
    14: 'Die karmische Schuldzahl 14 verlangt Selbstbeherrschung, wo Freiheit einst missbraucht wurde. In diesen Jahren verlangt sie Maß: Veränderungen kommen weiterhin ungefragt, und du begegnest ihnen am besten mit ein paar festen Gewohnheiten und den Menschen, bei denen du bleiben willst.',
    13: 'Die karmische Schuldzahl 13 steht für eine Lektion der Arbeit: Mühe, der früher ausgewichen wurde, muss nachgeholt werden. In diesen Jahren verlangt sie Geduld mit dem, was Zeit braucht: zu Ende zu bringen, was du beginnst, deine Angelegenheiten in Ordnung zu halten und stetiger Mühe mehr zu trauen als Abkürzungen.',
  },

  pairVariants: {
    '5|7': [
      'Die 5 geht hinaus, dem Leben entgegen, die 7 geht nach innen, um es zu verstehen: Du sammelst Erfahrungen und brauchst danach Zeit für dich, um sie zu verarbeiten. Beide helfen einander, wenn die Reisen das Denken nähren und das Denken die nächste Reise wählt; sie trennen sich, wenn die 5 nicht lange genug innehält, um nachzudenken, oder die 7 nichts wagt, was sie nicht vorher studiert hat.',
      'Die 5 braucht Abwechslung, die 7 braucht Tiefe: Ein Teil von dir will alles ausprobieren, ein anderer eine Sache gründlich verstehen. Am besten geht es dir mit einem Thema, das groß genug ist, um darin zu reisen, sodass neue Erfahrungen das Studium lebendig halten; der Preis ist, dass die Menschen, die dir nahestehen, dich entweder unterwegs oder in Gedanken versunken finden.',
    ],
    '7|8': [
      'Die 7 fragt nach dem Warum, die 8 nach dem Wert: Du prüfst Ideen darauf, ob sie wahr sind und ob sie etwas nützen. Wenn du dir zuerst Zeit zum Nachdenken nimmst, triffst du Entscheidungen, die halten; unter Druck handelt die 8 womöglich, bevor die 7 sicher ist, oder die 7 forscht weiter, während der Moment zum Handeln verstreicht.',
    ],
    '3|4': [
      'Die 3 improvisiert, die 4 plant: Ein Teil von dir will sehen, was passiert, ein anderer will es vorher wissen. Mit einem Zeitplan werden die Ideen der 3 fertig; mit etwas Spielraum bleiben die Routinen der 4 lebendig. Ärger gibt es, wenn die eine Seite die andere leichtfertig oder langweilig nennt.',
    ],
  },

  rootRepeatText: {
    1: 'Damit ist Unabhängigkeit bei dir mehr als ein Charakterzug; sie prägt dein ganzes Leben. Immer wieder entstehen Situationen, die nur deine eigene Entscheidung lösen kann, und am besten gelingen dir die Jahre, in denen du mit anderen an deiner Seite vorangehst statt weit vor ihnen.',
    2: 'Mit der 2 an mehr als einer Stelle wirkt dein Leben vor allem durch andere Menschen: Du spürst die Stimmung im Raum, bevor du sprichst, und leistest deine beste Arbeit in Partnerschaft, doch deine eigenen Wünsche müssen ebenso zählen wie die Harmonie, die du bewahrst.',
    3: 'Wenn die 3 so wiederkehrt, ist Ausdruck deine Art, dein Leben zu begreifen: Du denkst laut, auf dem Papier oder im Gespräch, und Menschen kommen wegen der Art, wie du die Dinge sagst, zu dir zurück.',
    4: 'Eine doppelte 4 macht Fleiß und Ordnung zum Fundament von allem, was du tust: Du vertraust dem, was du mit eigenen Händen gebaut hast, und die Lektion, die sie dir immer wieder stellt, ist, einen Plan zu ändern, wenn sich der Boden darunter ändert.',
    5: 'Mit einer so starken 5 ist Veränderung das Klima, in dem du lebst: Du lernst durch Tun und Aufbrechen, und ein paar Verpflichtungen, die bleiben, während sich alles andere bewegt, sorgen dafür, dass sich die Erfahrungen zu etwas fügen.',
    6: 'Mit einer so starken 6 ist die Verantwortung für andere der rote Faden deines Lebens: Menschen sammeln sich, wo du bist, und die Aufgabe ist, für sie zu sorgen, ohne alles an dich zu reißen, und dich selbst zu denen zu zählen, um die du dich kümmerst.',
    7: 'Kehrt die 7 so oft wieder, hat dein Innenleben Vorrang: Du brauchst Zeit allein zum Nachdenken und traust nur dem, was du selbst geprüft hast; was du so verstanden hast, willst du am Ende mit anderen teilen.',
    8: 'Eine doppelte 8 rückt Ehrgeiz und den Umgang mit Macht in den Mittelpunkt: Dich ziehen Verantwortung und Ergebnisse an, und Erfolg, der Bestand hat, misst sich an den Menschen, denen er dient, ebenso wie an dem, was er einbringt.',
    9: 'Mit der 9 an mehr als einer Stelle wendet sich dein Leben der weiten Welt zu: Du fühlst mit Menschen, denen du nie begegnen wirst, und wirst immer wieder aufgefordert, Dinge abzuschließen und sauber loszulassen, damit Raum für das Nächste entsteht.',
  },

  masterFamilyText: {
    11: {
      withRoot:
        'Die 11 steht für inspirierte Intuition, die spürt, was anderen entgeht; die einfache 2 daneben gibt dieser Einsicht eine geduldige, taktvolle Stimme, damit andere annehmen können, was die 11 sieht.',
      alone:
        'Eine mehrfache 11 verstärkt Verheißung und Anspannung zugleich. Du bemerkst, was anderen entgeht, und brauchst deshalb ruhige Gewohnheiten und echte Erholung; die geduldige 2, die Grundzahl der 11, sorgt dafür, dass dich deine Feinfühligkeit nicht aufreibt.',
    },
    22: {
      withRoot:
        'Die 22 ist die 4 in größerem Maßstab: Die Meisterzahl sieht den ganzen Bau, die einfache 4 setzt ihn Stein für Stein. Dein Leben braucht beides, die Vision und die tägliche Arbeit, die sie Wirklichkeit werden lässt.',
      alone:
        'Begegnet dir die 22 mehr als einmal, kommt der Ruf, etwas Großes und Bleibendes zu bauen, von mehr als einer Seite deines Wesens; diese Last ist echt, und du trägst sie so, wie es die Grundzahl 4 lehrt: eine Aufgabe nach der anderen.',
    },
    33: {
      withRoot:
        'Die 33 ist die 6, erhoben zum Lehren und Heilen: Die Meisterzahl bittet dich, für viele zu sorgen, und die einfache 6 hält diese Fürsorge zuerst in deinem eigenen Zuhause verwurzelt.',
      alone:
        'Begegnet dir die 33 mehr als einmal, wird das Dienen aus Liebe von mehr als einer Seite her zur Mitte deines Lebens; dieses Dienen beginnt bei der Grundzahl 6, der Sorge für das Zuhause und die Nächsten.',
    },
  },

  masterRule:
    'Meisterzahlen (11, 22, 33) werden nicht weiter reduziert und mit ihrer Grundzahl geschrieben (11/2, 22/4, 33/6); nur das Persönliche Jahr wird immer auf eine Ziffer gebracht.',

  lifePathYearStyle: {
    1: 'indem du selbst die Führung übernimmst, statt darauf zu warten, gefragt zu werden',
    2: 'indem du dir Verbündete an die Seite holst und zuhörst, bevor du entscheidest',
    3: 'indem du darüber sprichst und ihm eine schöpferische Form gibst',
    4: 'indem du mit Plan und Zeitplan vorgehst, einen soliden Schritt nach dem anderen',
    5: 'indem du neugierig bleibst und dir deine Möglichkeiten etwas länger offenhältst, als andere es tun würden',
    6: 'indem du fragst, was es für die Menschen bedeutet, um die du dich kümmerst, und dann, was es für dich bedeutet',
    7: 'indem du es zuerst verstehst: Lies, frag und denk nach, bevor du dich festlegst',
    8: 'indem du entscheidest, was du von ihm willst, und dich daran hältst',
    9: 'indem du bedenkst, was es anderen geben kann, und nicht nur, was es dir gibt',
  },

  masterAlternative: {
    11: 'Takt und Geduld werden zum Boden für deine Intuition, und du sollst dem trauen, was du spürst, bevor du es beweisen kannst. Die 11 fordert die Nerven, deshalb brauchst du mehr Ruhe als eine einfache 2.',
    22: 'Methode und Ausdauer dienen einem Plan, der weit über dich hinausreicht, gebaut für viele Menschen und dazu bestimmt, dich zu überdauern. Die 22 bringt Druck mit sich, deshalb nimm den großen Plan Schritt für Schritt.',
    33: 'Die Fürsorge reicht über dein eigenes Zuhause hinaus ins Lehren und Heilen, sodass Menschen an deinem Beispiel wachsen. Die 33 verführt zur Selbstaufopferung, deshalb beginnt diese Fürsorge weiterhin zu Hause, auch bei dir selbst.',
  },
  masterAsRoot: {
    11: 'bleibt es ein Weg der Partnerschaft und des Takts; die Eingebungen der 11 sind dann eine Gabe, in die du hineinwächst, keine Forderung, und die Nerven sind weniger belastet.',
    22: 'bleibt es ein Weg des geduldigen Aufbauens im Maßstab deines eigenen Lebens; der große Plan der 22 ist dann eine Möglichkeit, keine Pflicht.',
    33: 'bleibt es ein Weg der Fürsorge für dein Zuhause und die Menschen, die dir am nächsten stehen; der Ruf der 33, viele zu lehren und zu heilen, ist dann eine Möglichkeit, keine Pflicht.',
  },
  masterName: {
    11: 'inspirierte Intuition, ein Kanal für Einsicht, der anderen den Weg erhellt',
    22: 'die Kraft, eine große Vision in etwas zu verwandeln, das Bestand hat',
    33: 'eine lehrende und heilende Fürsorge, die viele Menschen zugleich erreicht',
  },

  masterYearStyle: {
    11: 'indem du der Eingebung traust, die vor den Gründen kommt, und weitergibst, was sie dir zeigt',
    22: 'indem du fragst, wie es dem Größeren dient, das du aufbaust',
    33: 'indem du so lehrst oder sorgst, dass es über deinen eigenen Kreis hinausreicht',
  },

  personalYearFocus: {
    1: 'einem Jahr der Anfänge',
    2: 'einem Jahr der Geduld und der Partnerschaft',
    3: 'einem Jahr des Ausdrucks',
    4: 'einem Jahr der Fundamente',
    5: 'einem Jahr des Wandels',
    6: 'einem Jahr der Verantwortung',
    7: 'einem Jahr der Besinnung',
    8: 'einem Jahr der Ernte und der Bilanz',
    9: 'einem Jahr der Abschlüsse',
  },

  registerText: {
    independent: 'der unabhängigen, suchenden Zahlengruppe der 1, 5 und 7',
    grounded: 'der geerdeten, verlässlichen Zahlengruppe der 2, 4 und 8',
    expressive: 'der ausdrucksstarken, fürsorglichen Zahlengruppe der 3, 6 und 9',
  },
};
