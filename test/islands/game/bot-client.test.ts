import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBotClient, type WorkerLike } from '../../../src/islands/game/bot-client';
import { answer } from '../../../src/workers/protocol';

/** A fake worker that answers through `respond` after `delay` ms (never when delay is null). */
function fakeWorker(respond: (payload: unknown) => unknown, delay: number | null = 0) {
  const worker: WorkerLike & { terminated: boolean } = {
    terminated: false,
    onmessage: null,
    onerror: null,
    postMessage(request) {
      if (delay === null) return;
      setTimeout(() => {
        const response = answer({ choose: respond, evaluate: respond }, request);
        worker.onmessage?.({ data: response } as MessageEvent);
      }, delay);
    },
    terminate() {
      worker.terminated = true;
    },
  };
  return worker;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bot client', () => {
  it('returns the worker’s answer within the time limit', async () => {
    const client = createBotClient(() => fakeWorker((p) => `move for ${String(p)}`, 10));
    const pending = client.request('choose', 'x', 100, () => 'fallback');
    await vi.advanceTimersByTimeAsync(10);
    await expect(pending).resolves.toEqual({ result: 'move for x', source: 'worker' });
  });

  it('falls back after the time limit and starts a fresh worker next time', async () => {
    const workers: ReturnType<typeof fakeWorker>[] = [];
    const client = createBotClient(() => {
      const worker = fakeWorker(() => 'late', workers.length === 0 ? null : 0);
      workers.push(worker);
      return worker;
    });
    const pending = client.request('choose', null, 50, () => 'quick');
    await vi.advanceTimersByTimeAsync(50);
    await expect(pending).resolves.toEqual({ result: 'quick', source: 'fallback' });
    expect(workers[0]?.terminated).toBe(true);
    const next = client.request('choose', null, 50, () => 'quick');
    await vi.advanceTimersByTimeAsync(1);
    await expect(next).resolves.toEqual({ result: 'late', source: 'worker' });
    expect(workers).toHaveLength(2);
  });

  it('falls back when the worker reports an error', async () => {
    const client = createBotClient(() =>
      fakeWorker(() => {
        throw new Error('no legal action');
      }),
    );
    const pending = client.request('choose', null, 100, () => 'quick');
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ result: 'quick', source: 'fallback' });
  });

  it('falls back when no worker can be started', async () => {
    const client = createBotClient(() => {
      throw new Error('Worker is not defined');
    });
    await expect(client.request('evaluate', null, 100, () => 42)).resolves.toEqual({
      result: 42,
      source: 'fallback',
    });
  });
});

describe('worker protocol', () => {
  it('answers an unknown request kind with an error, not a throw', () => {
    const response = answer(
      { choose: () => 1, evaluate: () => 2 },
      { id: 4, kind: 'guess' as never, payload: null },
    );
    expect(response).toEqual({ id: 4, ok: false, error: 'unknown request kind guess' });
  });
});
