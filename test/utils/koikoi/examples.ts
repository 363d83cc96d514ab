// The German sheet's (seed 003) worked examples as captured piles that the
// rules and yaku pages pass to <ExampleHand>. Shared by the tests.
export const SHEET_EXAMPLES = {
  // Example 1, first stop: Tane with six animals (2) + Tanzaku (1), one own call: [(2+1)*2].
  '1a': {
    cards:
      'm02-animal,m04-animal,m05-animal,m06-animal,m08-animal,m11-animal,m01-ribbon,m02-ribbon,m04-ribbon,m05-ribbon,m06-ribbon',
    rules: 'multiplayer',
    own: 1,
    opp: 0,
  },
  // Example 1, second stop: the same plus Kasu (1), two own calls: [(2+1+1)*2*2].
  '1b': {
    cards:
      'm02-animal,m04-animal,m05-animal,m06-animal,m08-animal,m11-animal,m01-ribbon,m02-ribbon,m04-ribbon,m05-ribbon,m06-ribbon,m01-chaff1,m01-chaff2,m03-chaff1,m03-chaff2,m04-chaff1,m07-chaff1,m08-chaff1,m10-chaff1,m11-chaff,m12-chaff1',
    rules: 'multiplayer',
    own: 2,
    opp: 0,
  },
  // Example 2: Four Lights (8) after the opponent called twice: [8*2*2*2].
  '2': {
    cards: 'm01-light,m03-light,m08-light,m12-light,m02-chaff1,m05-ribbon',
    rules: 'multiplayer',
    own: 0,
    opp: 2,
  },
} as const;
