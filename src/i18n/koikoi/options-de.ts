import type { OptionsKey } from './options-en';

/** German notes on the calculator's single-rule options (see `options-en.ts`). */
export const optionsDe = {
  heading: 'Regel: {name}',
  presets: 'Voreingestellt bei: {presets}.',
  noPreset: 'In keinem der drei Regelwerke voreingestellt.',
  sources: 'Quellen:',
  'sakeCup.both': 'Die Sakeschale zählt zugleich für die Tier-Yaku und als Kasu-Karte.',
  'sakeCup.either':
    'Die Sakeschale zählt nur in einer Rolle, je nachdem, was mehr bringt. Die Anleitung sagt, sie „kann auch als einfache Karte gezählt werden“; wir lesen das so, dass sie immer nur eine Rolle hat.',
  'sakeCup.animal-only': 'Die Sakeschale zählt nie als Kasu-Karte.',
  'viewing.always':
    '„Kirschblütenschau mit Sake“ und „Mondschau mit Sake“ zählen immer, wenn ihre Karten gefangen sind.',
  'viewing.never': 'Keines der beiden Sake-Yaku zählt; laut Anleitung können die beiden wegfallen.',
  'viewing.with-other-yaku':
    'Die Sake-Yaku zählen nur, wenn der Spieler auch ein Yaku hat, das kein Sake-Yaku ist.',
  'viewing.weather':
    'Regen (eine Novemberkarte auf dem Tisch) lässt „Kirschblütenschau mit Sake“ ausfallen, Nebel (eine Dezemberkarte auf dem Tisch) „Mondschau mit Sake“; sonst zählen beide wie immer. Unter „Die Runde“ kreuzt du an, welche dieser Karten auf dem Tisch liegen.',
  'koikoiMultiplier.opponent-once':
    'Die Punkte des Gewinners verdoppeln sich, wenn ein Gegner Koi-Koi gerufen hat, egal wie oft.',
  'koikoiMultiplier.own-once':
    'Die Punkte des Gewinners verdoppeln sich, wenn er selbst Koi-Koi gerufen hat, egal wie oft.',
  'koikoiMultiplier.anyone-once':
    'Die Punkte des Gewinners verdoppeln sich, wenn irgendwer Koi-Koi gerufen hat.',
  'koikoiMultiplier.double-per-call':
    'Die Punkte verdoppeln sich mit jedem Ruf, ob vom Gewinner oder von einem Gegner.',
  'koikoiMultiplier.calls-plus-one':
    'Die Punkte werden mit der Zahl der Rufe plus eins malgenommen. FudaWikis Beispiel zählt die Rufe des Gegners; wir zählen jeden Ruf, egal von wem.',
  'doubling.on': 'Ein Grundwert ab {threshold} verdoppelt sich, vor dem Koi-Koi-Faktor.',
  'doubling.off':
    'Ein hoher Grundwert verdoppelt sich nicht: Laut FudaWiki begann die Verdopplung als Hausregel, und manche Runden spielen bis heute ohne sie.',
} satisfies Record<OptionsKey, string>;
