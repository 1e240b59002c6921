import { DeadlinePassedError } from './deadline.js';
import { GroupSender } from './group-sender.js';

/** A send whose round trips the test finishes by hand, recording each group it was given. */
function manualSend() {
  const groups: number[][] = [];
  const deadlines: (number | null)[] = [];
  const pending: (() => void)[] = [];
  const send = (items: number[], deadline: number | null) => {
    groups.push(items);
    deadlines.push(deadline);
    return new Promise<string[]>((resolve, reject) => {
      pending.push(() =>
        items.includes(-1) ? reject(new Error('bad item')) : resolve(items.map((n) => `#${n}`)),
      );
    });
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const finishAll = async () => {
    await settle();
    while (pending.length > 0) {
      pending.splice(0).forEach((finish) => finish());
      await settle();
    }
  };
  return { groups, deadlines, send, finishAll };
}

describe('GroupSender', () => {
  it('sends an item at once when nothing is in flight', async () => {
    const { groups, send, finishAll } = manualSend();
    const sender = new GroupSender(send, { maxGroup: 10, maxInFlight: 1 });
    const answer = sender.submit(1);
    await Promise.resolve();
    expect(groups).toEqual([[1]]);
    await finishAll();
    await expect(answer).resolves.toBe('#1');
  });

  it('sends what arrived meanwhile as the next group, up to its cap, each with its own answer', async () => {
    const { groups, send, finishAll } = manualSend();
    const sender = new GroupSender(send, { maxGroup: 3, maxInFlight: 1 });
    const first = sender.submit(1);
    await Promise.resolve();
    const later = [2, 3, 4, 5].map((n) => sender.submit(n));
    await finishAll();
    expect(groups).toEqual([[1], [2, 3, 4], [5]]);
    expect(await Promise.all([first, ...later])).toEqual(['#1', '#2', '#3', '#4', '#5']);
  });

  it('while a group is out, sends the next only once minWhileBusy items wait', async () => {
    const { groups, send, finishAll } = manualSend();
    const sender = new GroupSender(send, { maxGroup: 10, maxInFlight: 2, minWhileBusy: 3 });
    const first = sender.submit(1);
    await Promise.resolve();
    const few = [2, 3].map((n) => sender.submit(n));
    await Promise.resolve();
    expect(groups).toEqual([[1]]);
    const enough = sender.submit(4);
    await Promise.resolve();
    expect(groups).toEqual([[1], [2, 3, 4]]);
    const last = sender.submit(5);
    await finishAll();
    // Alone, it waited for a group to come back, then left at once.
    expect(groups).toEqual([[1], [2, 3, 4], [5]]);
    expect(await Promise.all([first, ...few, enough, last])).toEqual([
      '#1',
      '#2',
      '#3',
      '#4',
      '#5',
    ]);
  });

  it('sends a failed group again one item at a time, so only the bad item fails', async () => {
    const { groups, send, finishAll } = manualSend();
    const sender = new GroupSender(send, { maxGroup: 10, maxInFlight: 1 });
    const answers = Promise.allSettled([7, -1, 8].map((n) => sender.submit(n)));
    await finishAll();
    expect(groups).toEqual([[7, -1, 8], [7], [-1], [8]]);
    expect(await answers).toEqual([
      { status: 'fulfilled', value: '#7' },
      { status: 'rejected', reason: new Error('bad item') },
      { status: 'fulfilled', value: '#8' },
    ]);
  });

  it('drops an item whose deadline passed while it waited, and gives the group the earliest', async () => {
    const { groups, deadlines, send, finishAll } = manualSend();
    const sender = new GroupSender(send, { maxGroup: 10, maxInFlight: 1 });
    const first = sender.submit(1);
    await Promise.resolve();
    const soon = Date.now() + 5;
    const late = expect(sender.submit(2, soon)).rejects.toBeInstanceOf(DeadlinePassedError);
    const later = Date.now() + 60_000;
    const waiting = [sender.submit(3, later), sender.submit(4)];
    // The first group is still out when the second item's caller stops waiting.
    while (Date.now() <= soon) await new Promise((resolve) => setTimeout(resolve, 5));
    await finishAll();
    await late;
    expect(groups).toEqual([[1], [3, 4]]);
    expect(deadlines).toEqual([null, later]);
    expect(await Promise.all([first, ...waiting])).toEqual(['#1', '#3', '#4']);
  });
});
