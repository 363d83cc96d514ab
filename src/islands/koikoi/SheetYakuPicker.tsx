/**
 * "Pick yaku" on the score sheet: the yaku the chosen rule set counts, by
 * group. A group that counts only its best yaku (the engine's
 * `groupIsExclusive`: the lights, and animals and ribbons in the modern
 * grouping) is a choice of one with "none"; the other yaku are check boxes.
 * A picked yaku that grows with further cards (Tane, Tanzaku, Kasu …) asks
 * how many cards of its kind were captured. The Koi-Koi calls come in as
 * children. The parent turns the picks into points with the engine.
 *
 * @example
 * <SheetYakuPicker rules={rules} t={t} k={k} picks={picks} onPicks={setPicks}>{calls}</SheetYakuPicker>
 */
import type { ComponentChildren, Ref } from 'preact';
import { extraCardsOf, type PickedYaku } from '../../engine/hanafuda/picked-yaku';
import type { Ruleset } from '../../engine/hanafuda/ruleset';
import {
  groupIsExclusive,
  YAKU_DEFINITIONS,
  yakuPointsIfCounted,
} from '../../engine/hanafuda/yaku-definitions';
import { YAKU_GROUPS, YAKU_IDS, type YakuGroup, type YakuId } from '../../engine/hanafuda/yaku-ids';
import type { CoreKey } from '../../i18n/koikoi/core-en';
import type { SheetT } from './SheetHead';

/** Props of {@link SheetYakuPicker}. */
export interface SheetYakuPickerProps {
  rules: Ruleset;
  t: SheetT;
  k: (key: CoreKey) => string;
  picks: readonly PickedYaku[];
  onPicks: (next: readonly PickedYaku[]) => void;
  /** The disclosure, for a form that opens it to show a problem inside. */
  detailsRef?: Ref<HTMLDetailsElement>;
  children?: ComponentChildren;
}

const groupOf = (id: YakuId): YakuGroup => YAKU_DEFINITIONS[id].group;

/** The picker (see the file comment). */
export default function SheetYakuPicker({
  rules,
  t,
  k,
  picks,
  onPicks,
  detailsRef,
  children,
}: SheetYakuPickerProps) {
  const counted = YAKU_IDS.filter((id) => yakuPointsIfCounted(id, rules) !== null);
  const exclusive = YAKU_GROUPS.filter(
    (group) => groupIsExclusive(group, rules) && counted.some((id) => groupOf(id) === group),
  );
  const stacking = counted.filter((id) => !groupIsExclusive(groupOf(id), rules));
  const pickOf = (id: YakuId) => picks.find((p) => p.id === id);
  const label = (id: YakuId) => `${k(`yaku.${id}` as CoreKey)} (${rules.points[id]})`;

  const chooseInGroup = (group: YakuGroup, id: YakuId | null) => {
    const rest = picks.filter((p) => groupOf(p.id) !== group);
    onPicks(id === null ? rest : [...rest, { id, extra: 0 }]);
  };
  const toggle = (id: YakuId, on: boolean) => {
    const rest = picks.filter((p) => p.id !== id);
    onPicks(on ? [...rest, { id, extra: 0 }] : rest);
  };

  // How many cards of its kind a picked yaku with extra points was formed with.
  const countField = (id: YakuId) => {
    const pick = pickOf(id);
    const range = extraCardsOf(id, rules);
    if (!pick || !range) return null;
    const options = Array.from({ length: range.most - range.beyond + 1 }, (_, i) => range.beyond + i);
    const hintId = `kk-sheet-count-${id}-hint`;
    return (
      <div class="kk-yaku-count" key={id}>
        <label class="kk-field kk-field-small">
          <span>{t(`sheet.count.${range.kind}`)}</span>
          <select
            data-testid={`sheet-count-${id}`}
            aria-describedby={hintId}
            value={String(range.beyond + (pick.extra ?? 0))}
            onChange={(e) => {
              const n = Number((e.currentTarget as HTMLSelectElement).value);
              onPicks(picks.map((p) => (p.id === id ? { id, extra: n - range.beyond } : p)));
            }}
          >
            {options.map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <p id={hintId} class="kk-hint">
          {k(`extras.${range.kind}` as CoreKey)}
        </p>
      </div>
    );
  };

  return (
    <details class="kk-sheet-yaku" ref={detailsRef}>
      <summary>{t('sheet.byYaku')}</summary>
      <p class="kk-hint">{t('sheet.byYakuHint')}</p>
      {exclusive.map((group) => {
        const ids = counted.filter((id) => groupOf(id) === group);
        const chosen = ids.find((id) => pickOf(id));
        return (
          <fieldset
            class="kk-fieldset kk-yaku-group"
            key={group}
            data-group={group}
            data-testid={`sheet-yaku-${group}`}
          >
            <legend>{t('sheet.oneOf', { group: k(`group.${group}` as CoreKey) })}</legend>
            <div class="kk-sheet-yaku-list">
              <label class="kk-radio">
                <input
                  type="radio"
                  name={`kk-yaku-${group}`}
                  value=""
                  checked={chosen === undefined}
                  onChange={() => chooseInGroup(group, null)}
                />{' '}
                {t('sheet.none')}
              </label>
              {ids.map((id) => (
                <label class="kk-radio" key={id} data-group={group}>
                  <input
                    type="radio"
                    name={`kk-yaku-${group}`}
                    value={id}
                    checked={chosen === id}
                    onChange={() => chooseInGroup(group, id)}
                  />{' '}
                  {label(id)}
                </label>
              ))}
            </div>
            {chosen && countField(chosen)}
          </fieldset>
        );
      })}
      {stacking.length > 0 && (
        <fieldset class="kk-fieldset kk-yaku-group" data-group="other" data-testid="sheet-yaku-other">
          <legend>{t('sheet.otherYaku')}</legend>
          <div class="kk-sheet-yaku-list">
            {stacking.map((id) => (
              <label class="kk-radio" key={id} data-group={groupOf(id)}>
                <input
                  type="checkbox"
                  value={id}
                  checked={pickOf(id) !== undefined}
                  onChange={(e) => toggle(id, (e.currentTarget as HTMLInputElement).checked)}
                />{' '}
                {label(id)}
              </label>
            ))}
          </div>
          {stacking.map((id) => countField(id))}
        </fieldset>
      )}
      {children}
    </details>
  );
}
