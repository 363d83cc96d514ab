import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedText } from '../../seeds';

/**
 * Every rule sentence of the Hakka description (../shared/seeds/002) is cited
 * by at least one engine test. Each row is a short, exact quote of one rule;
 * the tests in this folder quote it in a comment next to the assertion that
 * checks it. A rule without a citing test fails here.
 */
const RULES: readonly string[] = [
  'Sup, Gon, Zok und Sin in absteigender Rangfolge',
  'gehört zu keiner Kartenfarbe',
  'Geben, Ansagen, Spielen und Punkte zählen',
  'sechs oder mehr Stiche zu gewinnen',
  'aufeinanderfolgende Zahlen',
  'drei oder mehr Karten mit derselben Zahl',
  'Kartenfarbe mit dem höchsten Rang in Ihrem Blatt muss gespielt werden',
  'die Sin-1 und die Wan Sin auch',
  'wird die Sup-8 eine Ältesten-Karte',
  'unschlagbar, wenn sie als Einzel-Karte ausgespielt werden',
  'bevor Sie eine Ältesten-Karte aus Ihrem Blatt spielen',
  'sofort mit acht Stichen gewinnen und vier Punkte erzielen',
  'können keine anderen Einzel-Karten gestochen werden',
  'Ein Satz aus 1en kann nur von einem Satz aus 9en gestochen werden',
  'wird zum Träumer',
  'erhält zunächst eine Karte',
  'wird er auch in der nächsten Runde Geber sein',
  'werden Sie zum Privilegierten Spieler',
  'als Einzel-Karte spielen, bevor er eine Nicht-Ältesten-Karte spielt',
  'wird die Runde abgebrochen',
  'In der Phase des Spielens beginnt der Geber',
  'dieselbe Kartenanzahl ausspielen',
  'so viele Karten wie in dem Muster ablegen',
  'gemäß der Anzahl der Karten in dem Muster',
  'Der Gewinner kommt dann heraus',
  'gleich oder größer 6',
  'erwacht mit fünf Stichen',
  'gewinnt der Träumer einen Stich',
  'sammeln Punkte von den anderen Spielern',
  '12 Stiche gewonnen - 128 Punkte',
  'Nach vier Runden endet das Spiel',
];

const here = import.meta.dirname;
const tests = readdirSync(here)
  .filter((f) => f.endsWith('.test.ts') && f !== 'seed-coverage.test.ts')
  .map((f) => readFileSync(join(here, f), 'utf8'))
  .join('\n');

describe('every rule sentence of the Hakka description is tested', () => {
  it.each(RULES)('a test cites “%s”', (quote) => {
    expect(tests).toContain(quote);
  });

  // The quotes must be the seed's own words.
  it('quotes the seed word for word', () => {
    const seed = seedText('002_');
    expect(RULES.filter((q) => !seed.includes(q))).toEqual([]);
  });
});
