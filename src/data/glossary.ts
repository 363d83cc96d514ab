import type { CardKind } from '../cards/hanafuda/ids';
import type { Lang } from '../i18n/locales';

/**
 * The game terms of the site in English, German and the original language.
 * Pages use exactly these terms; the glossary page renders this list.
 */
export interface GlossaryTerm {
  /** Stable anchor on the glossary page: `/de/glossary/#elder-card`. */
  id: string;
  game: 'koikoi' | 'hakka' | 'both';
  en: string;
  de: string;
  /** The original term: Japanese (`lang: 'ja'`) or Chinese (`lang: 'zh-Hant'`). */
  original?: { text: string; lang: 'ja' | 'zh-Hant'; romanized: string };
  /** A one-sentence explanation per site language. */
  meaning: Record<Lang, string>;
  /** Where the site explains the term in full (see src/utils/glossary-see.ts). */
  see?: GlossarySee;
  /** For a card kind: the glossary adds the Mario Hanafuda leaflet's word for it (i18n/koikoi/leaflet-names.ts, which holds the leaflet's words for other terms too). */
  kind?: CardKind;
}

/**
 * A page that explains a term: its path below `/{lang}/` and, for one part of
 * it, the id of that heading on the page in each language (German headings
 * have German ids). The build fails if the page or the heading is missing.
 */
export interface GlossarySee {
  /** A page below `/{lang}/`: `koikoi/rules`, `hakka`. */
  page: string;
  section?: Record<Lang, string>;
}

/** All glossary terms, in the order the glossary page shows them. */
export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    id: 'hanafuda',
    game: 'koikoi',
    en: 'Hanafuda',
    de: 'Hanafuda',
    original: { text: '花札', lang: 'ja', romanized: 'hanafuda' },
    meaning: {
      en: '“Flower cards”: the Japanese deck of {koikoi:deck} cards, {koikoi-word:month-cards} for each month, each month shown by its plant.',
      de: '„Blumenkarten“: das japanische Blatt mit {koikoi:deck} Karten, {koikoi-word:month-cards} je Monat, jeder Monat an seiner Pflanze zu erkennen.',
    },
    see: { page: 'koikoi/cards' },
  },
  {
    id: 'month',
    game: 'koikoi',
    en: 'Month (suit)',
    de: 'Monat',
    original: { text: '月', lang: 'ja', romanized: 'tsuki' },
    meaning: {
      en: 'The suit of a hanafuda card. Cards capture each other when their months match.',
      de: 'Die „Farbe“ einer Hanafuda-Karte. Karten desselben Monats fangen einander.',
    },
    see: { page: 'koikoi/cards', section: { en: 'all-cards', de: 'alle-karten' } },
  },
  {
    id: 'yaku',
    game: 'koikoi',
    en: 'Yaku (scoring combination)',
    de: 'Yaku (Kombination)',
    original: { text: '役', lang: 'ja', romanized: 'yaku' },
    meaning: {
      en: 'A set of captured cards that scores points, such as {koikoi-word:yaku-cards:sanko} lights or {koikoi-word:yaku-cards:tanzaku} ribbons.',
      de: 'Eine Gruppe gefangener Karten, die Punkte bringt, etwa {koikoi-word:yaku-cards:sanko} Lichter oder {koikoi-word:yaku-cards:tanzaku} Fahnen.',
    },
    see: { page: 'koikoi/yaku' },
  },
  {
    id: 'oya',
    game: 'koikoi',
    en: 'Dealer',
    de: 'Geber',
    original: { text: '親', lang: 'ja', romanized: 'oya' },
    meaning: {
      en: '“Parent”: the player who deals and plays first in a round.',
      de: '„Elternteil“: wer gibt und in der Runde als Erster spielt.',
    },
    see: {
      page: 'koikoi/rules',
      section: { en: 'choosing-the-first-dealer', de: 'den-ersten-geber-bestimmen' },
    },
  },
  {
    id: 'ko',
    game: 'koikoi',
    en: 'Non-dealer',
    de: 'Nichtgeber',
    original: { text: '子', lang: 'ja', romanized: 'ko' },
    meaning: {
      en: '“Child”: every player but the dealer. With two players, the dealer’s opponent, who plays second.',
      de: '„Kind“: jeder Spieler außer dem Geber. Zu zweit der Gegner des Gebers, der nach ihm spielt.',
    },
    see: {
      page: 'koikoi/rules',
      section: { en: 'choosing-the-first-dealer', de: 'den-ersten-geber-bestimmen' },
    },
  },
  {
    id: 'koikoi-call',
    game: 'koikoi',
    en: 'Koi-Koi (call)',
    de: 'Koi-Koi (Ruf)',
    original: { text: 'こいこい', lang: 'ja', romanized: 'koi-koi' },
    meaning: {
      en: '“Come on!”: the call of a player who has a yaku but plays on for more, risking that the opponent scores first.',
      de: '„Komm!“: der Ruf, mit dem du weiterspielst, obwohl du schon ein Yaku hast, um mehr Punkte zu holen, auf die Gefahr hin, dass der Gegner zuerst punktet.',
    },
    see: { page: 'koikoi/rules', section: { en: 'koi-koi-or-stop', de: 'koi-koi-oder-aufhören' } },
  },
  {
    id: 'stop',
    game: 'koikoi',
    en: 'Stop',
    de: 'Aufhören',
    original: { text: '勝負', lang: 'ja', romanized: 'shōbu' },
    meaning: {
      en: 'Ending the round after forming a yaku and scoring it.',
      de: 'Die Runde nach einem Yaku beenden und die Punkte nehmen.',
    },
    see: { page: 'koikoi/rules', section: { en: 'koi-koi-or-stop', de: 'koi-koi-oder-aufhören' } },
  },
  {
    id: 'light',
    game: 'koikoi',
    kind: 'light',
    en: 'Light (bright)',
    de: 'Licht',
    original: { text: '光', lang: 'ja', romanized: 'hikari' },
    meaning: {
      en: 'One of the {koikoi-word:kind:light} {koikoi:kind-points:light}-point cards: crane, curtain, moon, rain man and phoenix.',
      de: 'Eine der {koikoi-word:kind:light} {koikoi:kind-points:light}-Punkte-Karten: Kranich, Vorhang, Mond, Regenmann und Phönix.',
    },
    see: { page: 'koikoi/yaku', section: { en: 'lights', de: 'lichter' } },
  },
  {
    id: 'animal',
    game: 'koikoi',
    kind: 'animal',
    en: 'Animal (seed)',
    de: 'Tier',
    original: { text: '種', lang: 'ja', romanized: 'tane' },
    meaning: {
      en: 'One of the {koikoi-word:kind:animal} {koikoi:kind-points:animal}-point cards, mostly showing an animal; the sake cup and the bridge count too.',
      de: 'Eine der {koikoi-word:kind:animal} {koikoi:kind-points:animal}-Punkte-Karten, meist mit einem Tier; auch die Sakeschale und die Brücke zählen dazu.',
    },
    see: { page: 'koikoi/yaku', section: { en: 'animals', de: 'tiere' } },
  },
  {
    id: 'ribbon',
    game: 'koikoi',
    kind: 'ribbon',
    en: 'Ribbon',
    de: 'Fahne',
    original: { text: '短冊', lang: 'ja', romanized: 'tanzaku' },
    meaning: {
      en: 'One of the {koikoi-word:kind:ribbon} {koikoi:kind-points:ribbon}-point cards with a paper strip: {koikoi-word:ribbon:poem} red poem ribbons, {koikoi-word:ribbon:blue} blue ribbons and {koikoi-word:ribbon:plain} plain red ribbons.',
      de: 'Eine der {koikoi-word:kind:ribbon} {koikoi:kind-points:ribbon}-Punkte-Karten mit einem Papierstreifen: {koikoi-word:ribbon:poem} rote Fahnen mit Schrift, {koikoi-word:ribbon:blue} blaue Fahnen und {koikoi-word:ribbon:plain} rote Fahnen ohne Schrift.',
    },
    see: { page: 'koikoi/yaku', section: { en: 'ribbons', de: 'fahnen' } },
  },
  {
    id: 'chaff',
    game: 'koikoi',
    kind: 'chaff',
    en: 'Chaff (plain card)',
    de: 'Kasu (einfache Karte)',
    original: { text: 'カス', lang: 'ja', romanized: 'kasu' },
    meaning: {
      en: 'One of the {koikoi:kind-points:chaff}-point cards, most of which show only the month’s plant; some English rule sheets call them junk.',
      de: 'Eine der {koikoi:kind-points:chaff}-Punkt-Karten, die meist nur die Pflanze des Monats zeigen.',
    },
    see: { page: 'koikoi/yaku', section: { en: 'chaff', de: 'kasu-karten' } },
  },
  {
    id: 'sake-cup',
    game: 'koikoi',
    en: 'Sake cup',
    de: 'Sakeschale',
    original: { text: '菊に盃', lang: 'ja', romanized: 'kiku ni sakazuki' },
    meaning: {
      en: 'September’s animal card. Depending on the rules it also counts as a chaff card.',
      de: 'Die Tierkarte des Septembers. Je nach Regel zählt sie zusätzlich als Kasu-Karte.',
    },
    see: {
      page: 'koikoi/variants',
      section: { en: 'what-the-leaflets-leave-open', de: 'was-die-anleitungen-offenlassen' },
    },
  },
  {
    id: 'rain-man',
    game: 'koikoi',
    en: 'Rain man',
    de: 'Regenmann',
    original: { text: '柳に小野道風', lang: 'ja', romanized: 'yanagi ni Ono no Michikaze' },
    meaning: {
      en: 'November’s light, the poet Ono no Michikaze under an umbrella. It weakens light yaku.',
      de: 'Das Licht des Novembers, der Dichter Ono no Michikaze mit Schirm. Er schwächt die Licht-Yaku.',
    },
    see: { page: 'koikoi/yaku', section: { en: 'lights', de: 'lichter' } },
  },
  {
    id: 'field',
    game: 'koikoi',
    en: 'Table (field)',
    de: 'Tisch',
    original: { text: '場', lang: 'ja', romanized: 'ba' },
    meaning: {
      en: 'The face-up cards in the middle of the table that players capture from.',
      de: 'Die offenen Karten in der Tischmitte, aus denen gefangen wird.',
    },
    see: { page: 'koikoi/rules', section: { en: 'a-turn', de: 'ein-zug' } },
  },
  {
    id: 'stock',
    game: 'koikoi',
    en: 'Stock',
    de: 'Stapel',
    original: { text: '山札', lang: 'ja', romanized: 'yamafuda' },
    meaning: {
      en: 'The face-down cards left after the deal. After the card from your hand, you turn over the top card of the stock and play it the same way.',
      de: 'Die verdeckten Karten, die nach dem Geben übrig bleiben. Nach deiner Handkarte deckst du die oberste Karte des Stapels auf und spielst sie genauso aus.',
    },
    see: { page: 'koikoi/rules', section: { en: 'a-turn', de: 'ein-zug' } },
  },
  {
    id: 'capture',
    game: 'koikoi',
    en: 'Capture',
    de: 'Fangen',
    original: { text: '取る', lang: 'ja', romanized: 'toru' },
    meaning: {
      en: 'Taking a card from the table with a card of the same month; both go to your captured pile.',
      de: 'Eine Karte vom Tisch mit einer Karte desselben Monats nehmen; beide kommen zu deinen gefangenen Karten.',
    },
    see: { page: 'koikoi/rules', section: { en: 'a-turn', de: 'ein-zug' } },
  },
  {
    id: 'block',
    game: 'koikoi',
    en: 'Blocking',
    de: 'Blocken',
    meaning: {
      en: 'Taking the card another player lacks for a yaku, even when a different capture would be worth more to you, so that this yaku can no longer be formed in the round.',
      de: 'Die Karte nehmen, die einem anderen Spieler zu einem Yaku fehlt – auch wenn dir ein anderer Fang mehr brächte –, damit er dieses Yaku in der Runde nicht mehr bilden kann.',
    },
    see: { page: 'koikoi/tutorials/playing-well' },
  },
  {
    id: 'lucky-hand',
    game: 'koikoi',
    en: 'Lucky hand',
    de: 'Glückshand',
    original: { text: '手役', lang: 'ja', romanized: 'teyaku' },
    meaning: {
      en: 'A dealt hand that wins at once: {koikoi-word:month-cards} cards of a month (teshi) or four pairs (kuttsuki).',
      de: 'Eine ausgeteilte Hand, die sofort gewinnt: {koikoi-word:month-cards} Karten eines Monats (Teshi) oder vier Monatspaare (Kuttsuki).',
    },
    see: {
      page: 'koikoi/rules',
      section: { en: 'redeals-and-lucky-hands', de: 'neu-geben-und-glückshände' },
    },
  },
  {
    id: 'exhausted-round',
    game: 'koikoi',
    en: 'Exhausted round',
    de: 'Ausgespielte Runde',
    meaning: {
      en: 'A round in which every hand is played out and nobody has stopped. Under each of our rule sources it is a draw: nobody scores, not even a player who had a yaku and called Koi-Koi.',
      de: 'Eine Runde, in der alle Handkarten gespielt sind und niemand aufgehört hat. Nach allen unseren Regelquellen endet sie unentschieden: Niemand bekommt Punkte, auch nicht, wer ein Yaku hatte und Koi-Koi gerufen hat.',
    },
    see: { page: 'koikoi/rules', section: { en: 'the-end-of-a-round', de: 'das-ende-einer-runde' } },
  },
  {
    id: 'round',
    game: 'both',
    en: 'Round',
    de: 'Runde',
    meaning: {
      en: 'One deal played out. A Koi-Koi match has {koikoi:rounds} rounds, a Hakka game {hakka:rounds}.',
      de: 'Einmal geben und ausspielen. Eine Koi-Koi-Partie hat {koikoi:rounds} Runden, ein Hakka-Spiel {hakka:rounds}.',
    },
  },
  {
    id: 'score-sheet',
    game: 'both',
    en: 'Score sheet',
    de: 'Punktezettel',
    meaning: {
      en: 'The points of every round and the running totals, seat by seat. The play pages keep one as you play; for real cards, Koi-Koi has its own and the Hakka payments page keeps one.',
      de: 'Die Punkte jeder Runde und die laufenden Summen, Platz für Platz. Die Spielseiten führen ihn beim Spielen mit; für echte Karten hat Koi-Koi einen eigenen, und bei Hakka führt ihn die Abrechnung.',
    },
    see: { page: 'koikoi/score-sheet' },
  },
  {
    id: 'hakka-cards',
    game: 'hakka',
    en: 'Hakka cards',
    de: 'Hakka-Karten',
    original: { text: '客家牌', lang: 'zh-Hant', romanized: 'hak ga pai' },
    meaning: {
      en: 'A trick-taking game for {hakka-word:seats} players with {hakka:cards} Chinese money-suited cards.',
      de: 'Ein Stichspiel für {hakka-word:seats} mit {hakka:cards} chinesischen Geldkarten.',
    },
    see: { page: 'hakka' },
  },
  {
    id: 'suit',
    game: 'hakka',
    en: 'Suit',
    de: 'Farbe',
    meaning: {
      en: 'One of Sup (拾), Gon (貫), Zok (索) and Sin (綫), highest to lowest; each has the numbers 1 to {hakka:per-suit}.',
      de: 'Eine der {hakka-word:suits} Farben Sup (拾), Gon (貫), Zok (索) und Sin (綫), von der höchsten zur niedrigsten; jede hat die Zahlen 1 bis {hakka:per-suit}.',
    },
    see: { page: 'hakka/cards', section: { en: 'suit-order', de: 'rangfolge-der-farben' } },
  },
  {
    id: 'wan-sin',
    game: 'hakka',
    en: 'Wan Sin',
    de: 'Wan Sin',
    original: { text: '萬綫', lang: 'zh-Hant', romanized: 'wan sin' },
    meaning: {
      en: 'The one card outside the suits: worth 1, and an elder card.',
      de: 'Die einzige Karte ohne Farbe: Wert 1 und eine Ältestenkarte.',
    },
    see: { page: 'hakka/cards' },
  },
  {
    id: 'hakka-dealer',
    game: 'hakka',
    en: 'Dealer',
    de: 'Geber',
    meaning: {
      en: 'The player who deals and speaks first when calling. A dealer who calls deals the next round too; one who passes leaves the next deal to the player anticlockwise.',
      de: 'Wer gibt und beim Ansagen als Erster spricht. Sagt der Geber an, gibt er auch die nächste Runde; passt er, gibt der nächste Spieler gegen den Uhrzeigersinn.',
    },
    see: {
      page: 'hakka/rules',
      section: { en: 'seating-dealer-and-dreamer', de: 'sitzordnung-geber-und-träumer' },
    },
  },
  {
    id: 'dreamer',
    game: 'hakka',
    en: 'Dreamer',
    de: 'Träumer',
    meaning: {
      en: 'The player opposite the dealer, who gets one card, sits out the round and wakes up at the scoring.',
      de: 'Wer dem Geber gegenübersitzt: bekommt eine Karte, setzt die Runde aus und wacht zur Abrechnung auf.',
    },
    see: {
      page: 'hakka/rules',
      section: { en: 'seating-dealer-and-dreamer', de: 'sitzordnung-geber-und-träumer' },
    },
  },
  {
    id: 'calling',
    game: 'hakka',
    en: 'Calling',
    de: 'Ansagen',
    meaning: {
      en: 'The phase in which the active players, dealer first, call or pass.',
      de: 'Die Phase, in der die aktiven Spieler, der Geber zuerst, ansagen oder passen.',
    },
    see: {
      page: 'hakka/rules',
      section: { en: 'calling-and-the-privileged-player', de: 'ansagen-und-der-privilegierte-spieler' },
    },
  },
  {
    id: 'privileged-player',
    game: 'hakka',
    en: 'Privileged player',
    de: 'Privilegierter Spieler',
    meaning: {
      en: 'A non-dealer who called. They may lead elder cards early, but if they do not win, they pay for themselves and for the other active player.',
      de: 'Wer ansagt, ohne Geber zu sein. Darf Ältestenkarten früher ausspielen, zahlt aber für sich und für den anderen aktiven Spieler, wenn er nicht gewinnt.',
    },
    see: {
      page: 'hakka/rules',
      section: { en: 'calling-and-the-privileged-player', de: 'ansagen-und-der-privilegierte-spieler' },
    },
  },
  {
    id: 'trick',
    game: 'hakka',
    en: 'Trick',
    de: 'Stich',
    meaning: {
      en: 'The unit of winning: the best pattern on the table wins one trick for each of its cards.',
      de: 'Was das beste Muster auf dem Tisch gewinnt: so viele Stiche, wie es Karten hat.',
    },
    see: { page: 'hakka/rules', section: { en: 'playing-patterns', de: 'ausspielen-muster' } },
  },
  {
    id: 'pattern',
    game: 'hakka',
    en: 'Pattern: run, set, single',
    de: 'Muster: Folge, Satz, Einzelkarte',
    meaning: {
      en: 'A run is three or more consecutive numbers of one suit, a set three or more cards of one number, a single one card. Other card games call a run a sequence or straight, and a set three or four of a kind.',
      de: 'Eine Folge sind drei oder mehr aufeinanderfolgende Zahlen einer Farbe, ein Satz drei oder mehr Karten gleicher Zahl, eine Einzelkarte eine Karte. Aus anderen Kartenspielen kennst du die Folge als Straße oder Sequenz, den Satz als Drilling oder Vierling.',
    },
    see: { page: 'hakka/patterns' },
  },
  {
    id: 'beat',
    game: 'hakka',
    en: 'Beat',
    de: 'Schlagen',
    meaning: {
      en: 'To answer the best pattern on the table with a higher one of the same kind and size. A player who can beat it must; one who cannot lays as many cards face down.',
      de: 'Das beste Muster auf dem Tisch mit einem höheren derselben Art und Kartenzahl übertreffen. Wer schlagen kann, muss es tun; wer nicht kann, legt ebenso viele Karten verdeckt ab. Die Spielbeschreibung sagt auch „stechen“; diese Website sagt immer „schlagen“.',
    },
    see: { page: 'hakka/patterns' },
  },
  {
    id: 'elder-card',
    game: 'hakka',
    en: 'Elder card',
    de: 'Ältestenkarte',
    meaning: {
      en: 'A card that no single can beat: at first the {hakka-word:suits} 9s, Sup 1, Sin 1 and Wan Sin; later the highest card left in a suit.',
      de: 'Eine Karte, die von keiner Einzelkarte geschlagen werden kann: zu Beginn die {hakka-word:suits} Neunen, Sup-1, Sin-1 und Wan Sin, später die höchste verbliebene Karte einer Farbe.',
    },
    see: { page: 'hakka/rules', section: { en: 'elder-cards', de: 'ältestenkarten' } },
  },
  {
    id: 'declaring',
    game: 'hakka',
    en: 'Declaring',
    de: 'Sieg erklären',
    meaning: {
      en: 'Ending the round after winning a trick, when your tricks plus the elder cards in your hand make {hakka-word:declare-at} or more.',
      de: 'Die Runde nach einem gewonnenen Stich beenden, wenn deine Stiche und die Ältestenkarten auf deiner Hand zusammen {hakka-word:declare-at} oder mehr ergeben.',
    },
    see: { page: 'hakka/rules', section: { en: 'declaring-victory', de: 'den-sieg-erklären' } },
  },
  {
    id: 'five-tigers',
    game: 'hakka',
    en: 'Five Tigers',
    de: 'Fünf Tiger',
    original: { text: '五虎', lang: 'zh-Hant', romanized: 'ng fu' },
    meaning: {
      en: 'The {hakka-word:suits} 1s and Wan Sin in one hand: after calling, it wins at once with {hakka-word:tigers-tricks} tricks.',
      de: 'Die {hakka-word:suits} Einsen und Wan Sin auf einer Hand: nach dem Ansagen ein sofortiger Sieg mit {hakka-word:tigers-tricks} Stichen.',
    },
    see: {
      page: 'hakka/rules',
      section: { en: 'calling-and-the-privileged-player', de: 'ansagen-und-der-privilegierte-spieler' },
    },
  },
];
