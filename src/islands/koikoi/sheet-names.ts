/**
 * How the score sheet names seats, scoring sides and rounds: a player's own
 * name or "Player n", with four players in teams "Team n: A & C", and a
 * round by its month (the engine's `roundMonth`).
 *
 * @example
 * sideName(setup, 0, t); // "Team 1: Aiko & Chie"
 * roundMonthName(months, 12); // months[0]: the 13th round is January again
 */
import { roundMonth } from '../../engine/hanafuda/game/round-month';
import type { Params } from '../../i18n/format';
import type { ToolsKey } from '../../i18n/koikoi/tools-en';
import { playsInTeams, type SheetSetup } from '../../utils/koikoi/score-sheet';

type T = (key: ToolsKey, params?: Params) => string;

/** The seat's name as entered, or "Player n". */
export function seatName(setup: Pick<SheetSetup, 'names'>, seat: number, t: T): string {
  return setup.names[seat]?.trim() || t('sheet.name', { n: seat + 1 });
}

/** A scoring side's column name: the player, or the team with both partners. */
export function sideName(setup: Pick<SheetSetup, 'rules' | 'players' | 'names'>, side: number, t: T): string {
  if (!playsInTeams(setup)) return seatName(setup, side, t);
  return `${t('sheet.team', { n: side + 1 })}: ${seatName(setup, side, t)} & ${seatName(setup, side + 2, t)}`;
}

/** The month name of round `index` (0-based) from `months` (January first). */
export function roundMonthName(months: readonly string[], index: number): string {
  return months[roundMonth(index + 1) - 1] ?? '';
}
