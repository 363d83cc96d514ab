/**
 * How the score sheet names seats and scoring sides: a player's own name or
 * "Player n", and with four players in teams "Team n: A & C".
 *
 * @example
 * sideName(setup, 0, t); // "Team 1: Aiko & Chie"
 */
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
