// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { type Advice, useAdvice } from '../../../src/islands/game/use-advice';
import { domRoot } from '../fixtures';

interface Game {
  readonly actions: readonly number[];
}

const dom = domRoot();

/** Mounts the hook over a mutable game ref; `answer` resolves the worker's pending reply. */
function mount(ask: (game: Game) => Promise<string | null> | null) {
  const ref: { current: Game | null } = { current: { actions: [1, 2] } };
  let latest: Advice<string> | null = null;
  function Probe() {
    latest = useAdvice(ref, ask);
    return null;
  }
  dom.show(<Probe />);
  return { ref, advice: () => latest as unknown as Advice<string> };
}

function deferred() {
  let resolve: (value: string | null) => void = () => {};
  const promise = new Promise<string | null>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('useAdvice', () => {
  it('is pending until the answer comes, then shows it; clear forgets it', async () => {
    const reply = deferred();
    const { advice } = mount(() => reply.promise);
    expect(advice().advice).toBeNull();
    act(() => advice().request());
    expect(advice().advice).toBe('pending');
    await act(async () => reply.resolve('play the deer'));
    expect(advice().advice).toBe('play the deer');
    act(() => advice().clear());
    expect(advice().advice).toBeNull();
  });

  it('drops an answer for a position the game has left', async () => {
    const reply = deferred();
    const { ref, advice } = mount(() => reply.promise);
    act(() => advice().request());
    ref.current = { actions: [1, 2, 3] };
    await act(async () => reply.resolve('stale'));
    expect(advice().advice).toBe('pending');
  });

  it('does nothing when nobody may be advised', () => {
    let asked = 0;
    const { advice } = mount(() => {
      asked++;
      return null;
    });
    act(() => advice().request());
    expect(asked).toBe(1);
    expect(advice().advice).toBeNull();
  });

  it('shows a worker that was too slow as no advice', async () => {
    const { advice } = mount(() => Promise.resolve(null));
    await act(async () => advice().request());
    expect(advice().advice).toBeNull();
  });
});
