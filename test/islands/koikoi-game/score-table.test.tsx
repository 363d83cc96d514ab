// @vitest-environment happy-dom
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { BOTS, matchScores, playMatch, RULESETS } from '../../../src/engine/hanafuda';
import { namesFor } from '../../../src/islands/koikoi-game/names';
import ScoreTable from '../../../src/islands/koikoi-game/ScoreTable';

describe('ScoreTable', () => {
  it('shows team totals with four players in teams (partners opposite: seats 0+2, 1+3)', () => {
    const config = { rules: RULESETS.multiplayer, players: 4 as const, seed: 'teams', rounds: 3 };
    const { state } = playMatch(
      config,
      [0, 1, 2, 3].map(() => ({ bot: BOTS.greedy })),
      'teams',
    );
    const teams = matchScores(state).teams;
    expect(teams).not.toBeNull();
    const seats = [0, 1, 2, 3].map((i) => ({ name: `P${i}`, you: false }));
    const html = renderToString(
      <ScoreTable state={state} names={namesFor('en', 'traditional')} seats={seats} />,
    );
    expect(html).toContain('Team P0 and P2');
    expect(html).toContain('Team P1 and P3');
    const line = (team: number) => html.split(`data-testid="team-total-${team}"`)[1]?.split('</li>')[0] ?? '';
    const points = namesFor('en', 'traditional').points;
    expect(line(0)).toContain(`<strong>${points(teams?.[0] ?? Number.NaN)}</strong>`);
    expect(line(1)).toContain(`<strong>${points(teams?.[1] ?? Number.NaN)}</strong>`);
    // Below the table, not in a row of it: a narrow sheet scrolls sideways and would hide a spanning cell.
    expect(html.indexOf('team-total-0')).toBeGreaterThan(html.indexOf('</table>'));
  });

  it('has no team rows with two players', () => {
    const config = { rules: RULESETS.nintendo, players: 2 as const, seed: 'duo', rounds: 3 };
    const { state } = playMatch(
      config,
      [0, 1].map(() => ({ bot: BOTS.greedy })),
      'duo',
    );
    const seats = [0, 1].map((i) => ({ name: `P${i}`, you: false }));
    const html = renderToString(
      <ScoreTable state={state} names={namesFor('en', 'traditional')} seats={seats} />,
    );
    expect(html).not.toContain('team-total');
  });
});
