/**
 * German prose of the Interpretations page (see `interpretations-en.ts`).
 * Quotes from the seed stay short.
 */
import type { InterpretationTexts } from './interpretations-types';

/** German Interpretations texts. */
export const interpretationsDe: InterpretationTexts = {
  options: {
    'hakka.interpretation.wanSinInSets': {
      title: 'Darf Wan Sin einen Satz aus Einsen vervollständigen?',
      seed: 'Wan Sin hat „den nummerischen Wert von 1“, aber keine Farbe, und ein Satz sind drei oder mehr Karten mit derselben Zahl.',
      open: 'Ob die farblose Karte in einem Satz neben den Einsen der Farben stehen darf.',
      values: {
        true: 'Wan Sin zählt in Sätzen als Eins (Gon-1, Zok-1 und Wan Sin sind ein Satz).',
        false: 'Wan Sin gehört nie zu einem Satz und wird nur als Einzelkarte gespielt.',
      },
      why: 'Wörtlich genommen hat Wan Sin dieselbe Zahl wie die Einsen, gehört also in ihre Sätze. Auch die Fünf Tiger behandeln sie als fünfte Eins, und das traditionelle Spiel zählt sie als zusätzliche Eins.',
    },
    'hakka.interpretation.discardsPromoteElders': {
      title: 'Machen verdeckt abgelegte Karten neue Ältestenkarten?',
      seed: 'Eine neue Ältestenkarte entsteht, wenn die alte „gespielt“ wird: Ist die Sup-9 weg, ist die Sup-8 unschlagbar.',
      open: 'Karten, die jemand nicht brauchen konnte und verdeckt abgelegt hat, sind ebenfalls aus dem Spiel. Nur sieht sie niemand.',
      values: {
        false: 'Nur offen ausgespielte Karten verändern die Ältestenkarten.',
        true: 'Auch verdeckt abgelegte Karten zählen als weg und können eine Ältestenkarte nachrücken lassen.',
      },
      why: 'Der Text spricht vom Ausspielen, und nur offene Karten kennt der ganze Tisch. Eine Karte, die niemand gesehen hat, kann keine andere sichtbar unschlagbar machen.',
    },
    'hakka.interpretation.declarationCount': {
      title: 'Was zählt beim Erklären des Siegs und bei der Abrechnung?',
      seed: 'Du darfst den Sieg erklären, wenn deine Stiche und die Ältestenkarten auf deiner Hand zusammen {declareAt} oder mehr ergeben („gleich oder größer 6“). Die Zahlungstabelle spricht dann von gewonnenen Stichen („6 Stiche gewonnen - 1 Punkt“ und so weiter).',
      open: 'Ob mit den gewonnenen Stichen der Tabelle dieselbe Zahl gemeint ist, Ältestenkarten eingeschlossen, oder nur die im Spiel gemachten Stiche.',
      values: {
        'tricks-plus-elders':
          'Dieselbe Zahl – Stiche plus Ältestenkarten auf der Hand – erlaubt das Erklären und wird bezahlt.',
        'tricks-only':
          'Stiche plus Ältestenkarten erlauben das Erklären, bezahlt werden aber nur die gewonnenen Stiche.',
      },
      why: 'Ältestenkarten auf der Hand sind sichere Stiche, deshalb zählen sie überhaupt. Eine einzige Zahl für beides hält die Regel einfach; sonst brächte ein Sieg, der auf Ältestenkarten beruht, oft gar nichts ein. Die Tabelle beginnt bei {declareAt}, der Zahl, ab der man erklären darf, und auch der Träumer wird für Stiche bezahlt, die nie gespielt wurden.',
    },
    'hakka.interpretation.callingEndsAtFirstCall': {
      title: 'Endet das Ansagen beim Ersten, der ansagt?',
      seed: 'Der Geber entscheidet zuerst; erst wenn er sich entscheidet „zu passen“, ist der Nächste dran.',
      open: 'Ob die übrigen Spieler noch gefragt werden, wenn schon jemand angesagt hat.',
      values: {
        true: 'Die erste Ansage beendet das Ansagen.',
        false:
          'Alle aktiven Spieler werden der Reihe nach gefragt; wer als Erster ansagt, ohne Geber zu sein, wird privilegierter Spieler.',
      },
      why: 'Der Text gibt das Wort nur nach einem Passen weiter. Eine Ansage heißt „ich spiele auf Sieg“, und das kann in einer Runde nur einer.',
    },
    'hakka.interpretation.fiveTigersClaimant': {
      title: 'Wer darf die Fünf Tiger zeigen?',
      seed: 'Der Satz spricht jeden an, der die vier Einsen und Wan Sin hält („wenn Sie die 1en aller Kartenfarben haben“).',
      open: 'Ob nur zeigen darf, wer angesagt hat.',
      values: {
        'any-active': 'Jeder aktive Spieler mit den fünf Karten darf sie zeigen.',
        'caller-only': 'Nur der Geber, der angesagt hat, oder der privilegierte Spieler darf sie zeigen.',
      },
      why: 'Außer dem Besitz der Karten nennt der Satz keine Bedingung, also fügen wir keine hinzu.',
    },
    'hakka.interpretation.fiveTigersTiming': {
      title: 'Wann dürfen die Fünf Tiger gezeigt werden?',
      seed: '„Nach der Phase des Ansagens“ kann der Besitzer „sofort mit acht Stichen gewinnen“.',
      open: 'Ob es nur einen Moment dafür gibt, vor dem ersten Ausspielen, oder auch später noch.',
      values: {
        'after-calling': 'Einmal, direkt nach dem Ansagen und vor der ersten ausgespielten Karte.',
        'when-leading':
          'Auch später, immer wenn der Besitzer einen Stich eröffnet und noch alle fünf Karten hält.',
      },
      why: 'Der Text nennt einen Zeitpunkt in der Runde, das Ende des Ansagens, und keinen späteren; sein „sofort“ bezieht sich darauf, dass man ohne gespielte Stiche gewinnt. Wer später eine der fünf Karten ausspielt, hat die Tiger ohnehin nicht mehr.',
    },
    'hakka.interpretation.noDeclaration': {
      title: 'Was, wenn alle Karten gespielt sind und niemand den Sieg erklärt hat?',
      seed: 'Zum Sieg gehört die Erklärung: „können Sie den Sieg erklären“. Was ohne Erklärung geschieht, sagt der Text nicht.',
      open: 'Ob eine Runde ohne Erklärung überhaupt abgerechnet wird.',
      values: {
        'no-score': 'Niemand bekommt Punkte; die Runde ist vorbei.',
        'most-tricks':
          'Hat ein einzelner Spieler die meisten Stiche, {declareAt} oder mehr, wird abgerechnet, als hätte er den Sieg erklärt.',
      },
      why: 'Den Sieg zu erklären ist eine Entscheidung, und bezahlt wird laut Text nur, wer sie getroffen hat. Sonst würde belohnt, wer seine Gelegenheit verstreichen ließ.',
    },
    'hakka.interpretation.redealDealer': {
      title: 'Wer gibt nach dem Neugeben?',
      seed: 'Sagt niemand an, wird neu gegeben; ein Geber, der passt, gibt das Geben an den nächsten Spieler gegen den Uhrzeigersinn ab.',
      open: 'Ob der Satz über den Geber, der passt, auch gilt, wenn alle gepasst haben.',
      values: {
        next: 'Der nächste Spieler gegen den Uhrzeigersinn gibt.',
        same: 'Derselbe Geber gibt noch einmal.',
      },
      why: 'Der Geber hat gepasst, und der Text sagt, was daraus folgt. Für das Neugeben deutet nichts auf eine Ausnahme hin.',
    },
    'hakka.interpretation.redealCountsAsRound': {
      title: 'Verbraucht das Neugeben eine Runde?',
      seed: 'Die Runde wird abgebrochen und „es beginnt eine neue Runde“; nach {rounds} Runden endet das Spiel.',
      open: 'Ob das abgebrochene Geben zu den {rounds} Runden zählt.',
      values: {
        true: 'Ja: Neugeben verbraucht eine der Runden.',
        false: 'Nein: Es zählen nur gespielte Runden.',
      },
      why: 'Der Text nennt das abgebrochene Geben selbst eine Runde, und so endet auch jedes Spiel sicher.',
    },
    'hakka.interpretation.dealerCallerPays': {
      title: 'Wie zahlt ein Geber, der angesagt und verloren hat?',
      seed: 'Die doppelte Zahlung steht nur für den, der angesagt hat und „nicht der Geber“ ist.',
      open: 'Ob ein Geber, der ansagt, dasselbe Risiko trägt.',
      values: {
        'own-share': 'Er zahlt seinen eigenen Anteil wie jeder andere Verlierer.',
        'for-both': 'Er zahlt für sich und für den anderen aktiven Spieler, wie der privilegierte Spieler.',
      },
      why: 'Der Geber gewinnt durch seine Ansage schon etwas – er bleibt Geber –, und der Text bindet die doppelte Zahlung nur an den privilegierten Spieler.',
    },
    'hakka.interpretation.dreamerPaidBy': {
      title: 'Wer bezahlt den Träumer, wenn der privilegierte Spieler verliert?',
      seed: 'Der privilegierte Spieler zahlt für sich und den anderen aktiven Spieler, der „keine Punkte“ verliert.',
      open: 'Das Beispiel zeigt nur den Anteil des Gewinners. Der Träumer kassiert aber auch.',
      values: {
        privileged: 'Der privilegierte Spieler bezahlt auch den Träumer für beide Verlierer.',
        'each-loser':
          'Jeder Verlierer zahlt dem Träumer seinen eigenen Anteil; nur der Anteil des Gewinners wird verdoppelt.',
      },
      why: 'Wenn der andere Spieler wirklich nichts verliert, kann er auch den Träumer nicht bezahlen; also übernimmt der privilegierte Spieler diesen Anteil ebenfalls.',
    },
    'hakka.interpretation.privilegedElderFromHighestSuit': {
      title: 'Muss die frühe Ältestenkarte des privilegierten Spielers aus seiner höchsten Farbe kommen?',
      seed: 'Der privilegierte Spieler darf eine Ältestenkarte „aus seinem Blatt“ vor seinen anderen Karten spielen.',
      open: 'Ob die Regel, dass eine Einzelkarte aus der höchsten Farbe der Hand kommt, für ihn weiter gilt.',
      values: {
        false: 'Er darf jede Ältestenkarte seiner Hand ausspielen, aus jeder Farbe.',
        true: 'Die Ältestenkarte muss aus der höchsten Farbe seiner Hand kommen.',
      },
      why: 'Die Ausnahme nennt jede Ältestenkarte seiner Hand, und das Vorrecht wäre wenig wert, wenn es an eine Farbe gebunden bliebe.',
    },
    'hakka.interpretation.singleLeadSuit': {
      title: 'Welche „höchste Farbe“ gilt für eine ausgespielte Einzelkarte?',
      seed: 'Eine Einzelkarte kommt aus der Farbe „mit dem höchsten Rang in Ihrem Blatt“, eine Nicht-Ältestenkarte vor einer Ältestenkarte.',
      open: 'Was gilt, wenn deine höchste Farbe nur noch Ältestenkarten enthält: Musst du diese ausspielen oder die Nicht-Ältestenkarten der nächsten Farbe?',
      values: {
        'non-elders':
          'Die höchste Farbe unter deinen Nicht-Ältestenkarten; Ältestenkarten warten, bis sonst nichts mehr übrig ist.',
        'whole-hand':
          'Die höchste Farbe deiner ganzen Hand: erst ihre Nicht-Ältestenkarten, dann ihre Ältestenkarten.',
      },
      why: 'Der Text besteht darauf, dass eine Nicht-Ältestenkarte vor einer Ältestenkarte kommt. Wenn die höchste Farbe unter den Nicht-Ältestenkarten zählt, gilt das in jeder Hand.',
    },
  },
  readings: {
    'hakka.reading.singleSameSuit': {
      title: 'Eine Einzelkarte wird nur von einer höheren Karte derselben Farbe geschlagen',
      seed: 'Einzelkarten sind „nach Zahl geordnet“, und ist die Sup-9 weg, ist die Sup-8 unschlagbar.',
      reading:
        'Könnte jede höhere Zahl eine Einzelkarte schlagen, würde die Sup-8 nie unschlagbar – die Gon-9 schlüge sie ja noch. Also wird sie nur von einer höheren Karte derselben Farbe geschlagen.',
    },
    'hakka.reading.leadSuitBindsLeader': {
      title: 'Die Regel der höchsten Farbe gilt für den, der ausspielt',
      seed: 'Eine Einzelkarte muss aus der höchsten Farbe deiner Hand kommen.',
      reading:
        'Das bindet den, der eine Einzelkarte ausspielt. Wer nachfolgt, muss die Einzelkarte auf dem Tisch schlagen, und das geht ohnehin nur mit derselben Farbe.',
    },
    'hakka.reading.followerMustBeat': {
      title: 'Wer den Tisch schlagen kann, muss es tun',
      seed: 'Nur wenn deine Karten das Muster „nicht schlagen können“, legst du entsprechend viele Karten verdeckt ab.',
      reading:
        'Wer den Tisch schlagen kann, darf nicht stattdessen ablegen, sondern muss ein Muster spielen, das ihn schlägt.',
    },
    'hakka.reading.beatTheBest': {
      title: 'Geschlagen wird das beste Muster auf dem Tisch',
      seed: 'Wenn alle gespielt oder abgelegt haben, gewinnt das höchste Muster den Stich.',
      reading:
        'Der dritte Spieler muss das bisher beste Muster schlagen, nicht nur das ausgespielte: Sonst könnten seine Karten den Stich gar nicht gewinnen.',
    },
    'hakka.reading.setOrder': {
      title: 'Sätze werden nach Zahl geordnet, die Einsen direkt unter den Neunen',
      seed: 'Sätze sind „nach Zahlen geordnet“, und „ein Satz aus 1en kann nur von einem Satz aus 9en gestochen werden“.',
      reading:
        'Wir ordnen Sätze 2, 3, … 8, dann die Einsen, dann die Neunen. So gilt für alle Sätze eine Reihenfolge: Verlieren Einsen auf dem Tisch nur gegen Neunen, schlagen sie als Antwort auch Achten.',
    },
    'hakka.reading.fiveTigersScoring': {
      title: 'Die Fünf Tiger werden wie ein erklärter Sieg abgerechnet',
      seed: 'Du gewinnst sofort mit {tigersTricks} Stichen und erzielst „vier Punkte“.',
      reading:
        'Wir rechnen sie ab wie einen erklärten Sieg mit {tigersTricks} Stichen; die Zahlungstabelle macht daraus {tigersPoints} Punkte. Der Träumer wacht wie sonst auf, und ein privilegierter Spieler, der verliert, zahlt wie sonst.',
    },
  },
};
