/**
 * English notes on the rule options the calculator lets a reader change one
 * by one: what each value does, keyed `<field>.<value>` as the engine names
 * them (`OPTION_VALUE_SOURCES`), and the words around the generated lists of
 * presets and sources. `{threshold}` is filled from the engine.
 */
export const optionsEn = {
  heading: 'Rule: {name}',
  presets: 'Default in: {presets}.',
  noPreset: 'Not the default in any of the three rule sets.',
  sources: 'Sources:',
  'sakeCup.both': 'The cup counts toward the animal yaku and as chaff at the same time.',
  'sakeCup.either':
    'The cup counts in one role only, whichever scores more. The leaflet says it “can be used as a 10 or a 1 point card”; we read that as one role at a time.',
  'sakeCup.animal-only': 'The cup never counts as chaff.',
  'viewing.always': 'Flower-Viewing Sake and Moon-Viewing Sake count whenever their cards are captured.',
  'viewing.never': 'Neither viewing yaku counts; the leaflet says the two can be left out.',
  'viewing.with-other-yaku':
    'The viewing yaku count only if the player also has a yaku that is not a viewing yaku.',
  'viewing.weather':
    'Rain (a November card on the table) spoils Flower-Viewing Sake, and fog (a December card on the table) spoils Moon-Viewing Sake; each counts as usual otherwise. Under “The round” you tick which of these cards lie on the table.',
  'koikoiMultiplier.opponent-once':
    'The winner’s points double if an opponent called Koi-Koi, however often.',
  'koikoiMultiplier.own-once': 'The winner’s points double if the winner called Koi-Koi, however often.',
  'koikoiMultiplier.anyone-once': 'The winner’s points double if anyone called Koi-Koi.',
  'koikoiMultiplier.double-per-call': 'The points double for every call, by the winner or an opponent.',
  'koikoiMultiplier.calls-plus-one':
    'The points are multiplied by the number of calls plus one. FudaWiki’s example counts the opponent’s calls; we count every call, by anyone.',
  'doubling.on': 'A base of {threshold} or more doubles, before the Koi-Koi multiplier.',
  'doubling.off':
    'A high base does not double: FudaWiki notes that the doubling began as a house rule, and some tables still play without it.',
} as const;

/** A key of the option notes. */
export type OptionsKey = keyof typeof optionsEn;
