import { describe, expect, it } from 'vitest';
import { PendingQuery } from '../../src/scripts/search-pending';

describe('PendingQuery', () => {
  it('marks the list stale while it shows another query’s results', () => {
    const pending = new PendingQuery();
    expect(pending.typed('crane')).toEqual({ stale: true });
    pending.arrived('crane');
    expect(pending.typed('crane')).toEqual({ stale: false });
    expect(pending.typed('kasu')).toEqual({ stale: true });
    pending.arrived('');
    expect(pending.typed('')).toEqual({ stale: false });
  });

  it('opens the first result on Enter only for the query the list shows, and waits for the results of a new one', () => {
    const pending = new PendingQuery();
    pending.typed('crane');
    pending.arrived('crane');
    expect(pending.enter('crane')).toBe('open');
    // "kasu" typed and Enter at once: the Crane and Sun result must not open.
    pending.typed('kasu');
    expect(pending.enter('kasu')).toBe('wait');
    expect(pending.arrived('kasu')).toBe(true);
    // Once opened, the next results open nothing by themselves.
    expect(pending.arrived('kasu')).toBe(false);
    expect(pending.enter('')).toBe('none');
  });

  it('drops a waiting Enter when the reader types on, and ignores the results of an older query', () => {
    const pending = new PendingQuery();
    pending.typed('kas');
    expect(pending.enter('kas')).toBe('wait');
    pending.typed('kasu');
    expect(pending.arrived('kasu')).toBe(false);
    pending.typed('moon');
    expect(pending.enter('moon')).toBe('wait');
    expect(pending.arrived('crane')).toBe(false);
    expect(pending.arrived('moon')).toBe(true);
  });

  it('says that the index loads only while it is not loaded, and only once', () => {
    const pending = new PendingQuery();
    expect(pending.sayLoading(false)).toBe(true);
    expect(pending.sayLoading(false)).toBe(false);
    expect(new PendingQuery().sayLoading(true)).toBe(false);
  });
});
