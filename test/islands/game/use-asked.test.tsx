// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { type Asked, useAsked } from '../../../src/islands/game/use-asked';
import { domRoot } from '../fixtures';

const dom = domRoot();

function deferred() {
  let resolve: (value: string | null) => void = () => {};
  const promise = new Promise<string | null>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Mounts the hook; `asked()` is its latest state. */
function mount(ask: () => Promise<string | null>) {
  let latest: Asked<string> | null = null;
  function Probe() {
    latest = useAsked(ask);
    return null;
  }
  dom.show(<Probe />);
  return () => latest as unknown as Asked<string>;
}

describe('useAsked', () => {
  it('is unasked at first, pending while waiting, then holds the answer', async () => {
    const reply = deferred();
    const asked = mount(() => reply.promise);
    expect(asked().answer).toBeNull();
    act(() => asked().request());
    expect(asked().answer).toBe('pending');
    await act(async () => reply.resolve('stop'));
    expect(asked().answer).toBe('stop');
  });

  it('goes back to unasked when no answer comes (a worker too slow)', async () => {
    const reply = deferred();
    const asked = mount(() => reply.promise);
    act(() => asked().request());
    await act(async () => reply.resolve(null));
    expect(asked().answer).toBeNull();
  });
});
