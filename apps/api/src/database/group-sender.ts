export interface GroupSenderOptions {
  /** Most items in one group. */
  maxGroup: number;
  /** Most groups out at once; items that arrive meanwhile wait for the next group. */
  maxInFlight: number;
  /**
   * Fewest items a group leaves with while another is out (1 when absent); fewer wait for a
   * group to come back. A busy line then sends fewer, larger groups, not a string of tiny ones
   * that each pay a commit and a turn at the rows every group locks.
   */
  minWhileBusy?: number;
}

import { DeadlinePassedError } from './deadline.js';

interface Waiting<Item, Result> {
  item: Item;
  /** When the item's caller stops waiting for it (a `Date.now()` value); null: never. */
  deadline: number | null;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * Sends items to the database in groups (group commit): an item leaves at once when fewer than
 * `maxInFlight` groups are out, together with whatever else is waiting; otherwise it leaves with
 * the next group, as soon as one comes back. So an idle line adds no delay, and under load one
 * round trip (and one transaction) carries many items. `send` answers one result per item, in
 * order. A group that fails as a whole is sent again one item at a time, so one bad item cannot
 * fail the others. An item may have a deadline: one whose deadline passed while it waited is
 * not sent (DeadlinePassedError), and `send` is told the earliest deadline of its group, which
 * it must not run past (a group that does fails, and its items are sent again on their own).
 */
export class GroupSender<Item, Result> {
  private waiting: Waiting<Item, Result>[] = [];
  private inFlight = 0;
  private flushQueued = false;

  constructor(
    private readonly send: (items: Item[], deadline: number | null) => Promise<Result[]>,
    private readonly options: GroupSenderOptions,
  ) {}

  submit(item: Item, deadline: number | null = null): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.waiting.push({ item, deadline, resolve, reject });
      // Items submitted in the same turn of the event loop leave together.
      if (!this.flushQueued) {
        this.flushQueued = true;
        queueMicrotask(() => {
          this.flushQueued = false;
          this.flush();
        });
      }
    });
  }

  private flush(): void {
    while (this.inFlight < this.options.maxInFlight && this.mayLeave()) {
      const group = this.waiting.splice(0, this.options.maxGroup);
      this.inFlight += 1;
      void this.sendGroup(group).finally(() => {
        this.inFlight -= 1;
        this.flush();
      });
    }
  }

  private mayLeave(): boolean {
    const fewest = this.inFlight === 0 ? 1 : (this.options.minWhileBusy ?? 1);
    return this.waiting.length >= fewest;
  }

  private async sendGroup(waited: Waiting<Item, Result>[]): Promise<void> {
    const now = Date.now();
    const group = waited.filter((waiting) => {
      const late = waiting.deadline !== null && waiting.deadline <= now;
      if (late) waiting.reject(new DeadlinePassedError());
      return !late;
    });
    if (group.length === 0) return;
    const deadlines = group.flatMap((waiting) =>
      waiting.deadline === null ? [] : [waiting.deadline],
    );
    try {
      const results = await this.send(
        group.map((waiting) => waiting.item),
        deadlines.length > 0 ? Math.min(...deadlines) : null,
      );
      if (results.length !== group.length) {
        throw new Error(`${results.length} results for a group of ${group.length}`);
      }
      group.forEach((waiting, index) => waiting.resolve(results[index]));
    } catch (error) {
      if (group.length === 1) {
        group[0].reject(error);
        return;
      }
      await Promise.all(group.map((waiting) => this.sendGroup([waiting])));
    }
  }
}
