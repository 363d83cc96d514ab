import { describe, expect, it } from 'vitest';
import { YAKU_EXAMPLES } from '../../../src/components/koikoi/yaku-examples';
import { evaluateYaku, PRESET_IDS, RULESETS, YAKU_DEFINITIONS, YAKU_IDS } from '../../../src/engine/hanafuda';

describe('YAKU_EXAMPLES', () => {
  it('has an example for every yaku but Tsukifuda (which needs the round’s month)', () => {
    expect(YAKU_IDS.filter((id) => !YAKU_EXAMPLES[id])).toEqual(['tsukifuda']);
  });

  const cases = YAKU_IDS.filter((id) => YAKU_EXAMPLES[id]).flatMap((id) =>
    PRESET_IDS.map((preset) => [id, preset] as const),
  );
  it.each(cases)('the %s example forms it under %s, and no other yaku of its group', (id, preset) => {
    const rules = RULESETS[preset];
    const { yaku } = evaluateYaku(YAKU_EXAMPLES[id] ?? [], rules);
    const group = YAKU_DEFINITIONS[id].group;
    expect(yaku.filter((y) => YAKU_DEFINITIONS[y.id].group === group).map((y) => y.id)).toEqual([id]);
  });
});
