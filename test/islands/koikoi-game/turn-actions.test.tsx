import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { BOTS, type MatchState, matchScores, playMatch, RULESETS } from '../../../src/engine/hanafuda';
import { namesFor, seatNames } from '../../../src/islands/koikoi-game/names';
import TurnActions from '../../../src/islands/koikoi-game/TurnActions';

describe('TurnActions between rounds', () => {
  // A real match (greedy against greedy under the Nintendo leaflet): its
  // results carry the engine's own score steps.
  const config = { rules: RULESETS.nintendo, players: 2 as const, seed: 'steps', rounds: 12 };
  const { state: over } = playMatch(
    config,
    [0, 1].map(() => ({ bot: BOTS.greedy })),
    'steps',
  );
  const multiplied = over.results.findIndex((r) => r.steps.some((step) => step.factor > 1));
  const plain = over.results.findIndex((r) => r.winner !== null && r.steps.length === 1);
  /** The state just after round `index + 1`, waiting for the next deal. */
  const after = (index: number): MatchState => ({
    ...over,
    phase: 'deal',
    results: over.results.slice(0, index + 1),
  });
  const seats = [0, 1].map((i) => ({ name: `P${i}`, you: false }));
  const render = (state: MatchState, lang: 'en' | 'de' = 'en') =>
    renderToString(
      <TurnActions
        state={state}
        viewer={0}
        deciding={false}
        canKoikoi={false}
        names={namesFor(lang, 'traditional')}
        seats={seats}
        onAct={() => undefined}
        onNewGame={() => undefined}
      />,
    );
  const steps = (html: string) =>
    [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, ''));

  it('shows how a multiplied score came about, above the next deal', () => {
    expect(multiplied).toBeGreaterThanOrEqual(0);
    const result = over.results[multiplied];
    const html = render(after(multiplied));
    const lines = steps(html);
    expect(lines).toHaveLength(result?.steps.length ?? -1);
    expect(lines[0]).toBe(`Base: the yaku added up: ${result?.base} points`);
    expect(lines.at(-1)).toMatch(new RegExp(`× \\d+ = ${result?.points} points$`));
    expect(html.indexOf('data-testid="score-steps"')).toBeLessThan(html.indexOf('data-testid="deal"'));
    expect(steps(render(after(multiplied), 'de'))[0]).toBe(
      `Grundwert: die Yaku zusammengezählt: ${result?.base} Punkte`,
    );
  });

  it('adds nothing when the yaku are the score: the line above the table says it all', () => {
    expect(plain).toBeGreaterThanOrEqual(0);
    const html = render(after(plain));
    expect(html).toContain('data-testid="deal"');
    expect(html).not.toContain('score-steps');
  });

  it('shows the last round’s steps with the final score, when they were multiplied', () => {
    const ended = { ...over, results: over.results.slice(0, multiplied + 1) };
    expect(render(ended)).toContain('data-testid="score-steps"');
    expect(render(ended)).toContain('data-testid="again"');
  });

  it('has no steps before the first deal', () => {
    const html = render({ ...over, phase: 'deal', results: [] });
    expect(html).toContain('data-testid="first-deal"');
    expect(html).not.toContain('score-steps');
  });
});

describe('TurnActions after a match of four players in teams', () => {
  // A real match under the German sheet (partners opposite), played by computer players to its end.
  const config = { rules: RULESETS.multiplayer, players: 4 as const, seed: 'rv3-four', rounds: 1 };
  const { state } = playMatch(
    config,
    [0, 1, 2, 3].map(() => ({ bot: BOTS.greedy })),
    'teams',
  );
  const render = (lang: 'en' | 'de') =>
    renderToString(
      <TurnActions
        state={state}
        viewer={0}
        deciding={false}
        canKoikoi={false}
        names={namesFor(lang, 'traditional')}
        seats={seatNames(lang, ['human', 'bot', 'bot', 'bot'])}
        onAct={() => undefined}
        onNewGame={() => undefined}
      />,
    );

  it('gives the final score per team, with the engine’s team totals', () => {
    expect(state.phase).toBe('match-over');
    const [ours, theirs] = matchScores(state).teams ?? [];
    const points = (n: number | undefined, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    expect(render('en')).toContain(
      `Final score: your team (you and computer 3) has ${points(ours, 'point', 'points')} and the other team (computer 2 and computer 4) has ${points(theirs, 'point', 'points')}.`,
    );
    expect(render('de')).toContain(
      `Endstand: Dein Team (du und Computer 3) hat ${points(ours, 'Punkt', 'Punkte')} und das andere Team (Computer 2 und Computer 4) hat ${points(theirs, 'Punkt', 'Punkte')}.`,
    );
  });
});
