/**
 * The final score of a match of four players in two teams (partners sit
 * opposite: the engine's `teamSeats`): each team with its partners and
 * its points (`matchScores(state).teams`, the `match-over` event's
 * `teams`). With one person at the device, that person's team comes first
 * as "your team", the other as "the other team"; otherwise "team 1"
 * (the first and third seat) and "team 2", each with its partners' names.
 *
 * @example
 * teamScoreList([0, 1], { names: namesFor('en', 'traditional'), seats: seatNames('en', ['human', 'bot', 'bot', 'bot']) });
 * // 'your team (you and computer 3) has 0 points and the other team (computer 2 and computer 4) has 1 point'
 */
import { teamSeats } from '../../engine/hanafuda';
import { gameT } from '../../i18n/koikoi-game';
import { joinList } from './names';
import type { NarrateOptions } from './narrate';

/** The teams with their partners and points, as one list (see the file comment). */
export function teamScoreList(teams: readonly number[], { names, seats }: NarrateOptions): string {
  const t = gameT(names.lang);
  const reader = seats.findIndex((seat) => seat.you);
  const yours = teams.findIndex((_, team) => teamSeats(team).includes(reader));
  // "you and computer 3", not "computer 1 and you".
  const partners = (team: number) =>
    joinList(
      names.lang,
      teamSeats(team)
        .sort((a, b) => Number(b === reader) - Number(a === reader))
        .map((seat) => seats[seat]?.name ?? String(seat)),
    );
  const entry = (team: number) => {
    const key = yours < 0 ? 'ev.final.team' : team === yours ? 'ev.final.yourTeam' : 'ev.final.otherTeam';
    return t(key, { n: team + 1, members: partners(team), points: names.points(teams[team] ?? 0) });
  };
  const order = teams.map((_, team) => team).sort((a, b) => Number(b === yours) - Number(a === yours));
  return joinList(names.lang, order.map(entry));
}
