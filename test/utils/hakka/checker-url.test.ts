import { describe, expect, it } from 'vitest';
import {
  checkerOptions,
  EMPTY_CHECKER,
  parseCheckerState,
  serialiseCheckerState,
} from '../../../src/utils/hakka/checker-url';

describe('checker URL state', () => {
  it('reads lead, reply and the option, sorting the cards', () => {
    expect(parseCheckerState('?lead=sup-5,sup-3,sup-4&reply=gon-6%2Cgon-7,gon-8&wansin=off')).toEqual({
      ok: true,
      state: { lead: ['sup-3', 'sup-4', 'sup-5'], reply: ['gon-6', 'gon-7', 'gon-8'], wanSinInSets: false },
    });
  });

  it('reads an empty query as the empty checker', () => {
    expect(parseCheckerState('')).toEqual({ ok: true, state: EMPTY_CHECKER });
    expect(parseCheckerState('?lead=')).toEqual({ ok: true, state: EMPTY_CHECKER });
  });

  it.each([
    ['?lead=sup-10', 'unknown-card', 'sup-10'],
    ['?lead=gon-3,gon-3', 'duplicate-card', 'gon-3'],
    ['?lead=gon-3&reply=gon-3', 'shared-card', 'gon-3'],
    ['?wansin=maybe', 'invalid-option', 'maybe'],
    ['?cards=gon-3', 'unknown-param', 'cards'],
    ['?reply=<script>', 'unknown-card', '<script>'],
  ])('rejects %s with %s', (query, code, value) => {
    expect(parseCheckerState(query)).toEqual({ ok: false, error: { code, value } });
  });

  it('round-trips through the query string', () => {
    const state = {
      lead: ['zok-2', 'zok-3', 'zok-4'] as const,
      reply: ['wan-sin'] as const,
      wanSinInSets: false,
    };
    const query = serialiseCheckerState(state);
    expect(query).toBe('?lead=zok-2,zok-3,zok-4&reply=wan-sin&wansin=off');
    expect(parseCheckerState(query)).toEqual({ ok: true, state });
    expect(serialiseCheckerState(EMPTY_CHECKER)).toBe('');
  });

  it('turns the option into engine options', () => {
    expect(checkerOptions({ wanSinInSets: false }).wanSinInSets).toBe(false);
  });
});
