/**
 * Which query the search dialog's list belongs to, and what Enter does
 * meanwhile. Pagefind answers a moment after the typing stops; until then
 * the list still holds the results of the query before. Enter opened the
 * first of them: after "crane", typing "kasu" and Enter at once opened
 * Crane and Sun. Now the list is marked stale as soon as the query differs
 * from the one it shows (the dialog dims it and takes it out of reach,
 * `inert`), and Enter pressed then waits: the first result of the new
 * query opens when it arrives, unless the reader types on. The status
 * says so once ("Searching for “kasu”…"), and "Loading the search index…"
 * only while the index really loads, once, not on every key.
 *
 * @example
 * const pending = new PendingQuery();
 * pending.typed('kasu'); // { stale: true }
 * pending.enter('kasu'); // 'wait'
 * pending.arrived('kasu'); // true: open the first result now
 */

/** What Enter does: open the first result shown, wait for the results of the query, or nothing. */
export type EnterAction = 'open' | 'wait' | 'none';

/** The state of the dialog's list against the query in the box. */
export class PendingQuery {
  /** The query whose results the list shows ('' for none). */
  private shown = '';
  /** The query Enter was pressed for while its results were pending. */
  private waitingFor: string | undefined;
  private loadingSaid = false;

  /** The box now holds `query`: the list is stale when it shows another query's results; a waiting Enter is dropped. */
  typed(query: string): { stale: boolean } {
    if (this.waitingFor !== query) this.waitingFor = undefined;
    return { stale: query !== this.shown };
  }

  /** Enter in the box holding `query`. */
  enter(query: string): EnterAction {
    if (!query) return 'none';
    if (query === this.shown) return 'open';
    this.waitingFor = query;
    return 'wait';
  }

  /** The results of `query` are in the list now; true when Enter waits for them and the first should open. */
  arrived(query: string): boolean {
    this.shown = query;
    const open = this.waitingFor === query;
    if (open) this.waitingFor = undefined;
    return open;
  }

  /** Whether to say that the index loads: only while it is not loaded, and once. */
  sayLoading(loaded: boolean): boolean {
    if (loaded || this.loadingSaid) return false;
    this.loadingSaid = true;
    return true;
  }
}
