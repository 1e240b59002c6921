import {
  drawNumbers,
  drawTimesBetween,
  lotteryRuleFor,
  nextDrawTime,
  numeroOf,
  type DrawSchedule,
} from './lottery-rules.js';

const at = (iso: string) => new Date(iso).getTime();
const iso = (time: number) => new Date(time).toISOString();

describe('lottery rules', () => {
  const everyMinute: DrawSchedule = { kind: 'interval', seconds: 60, utcOffsetHours: 8 };
  const fourD = lotteryRuleFor('LOTT_MAGNUM_4D', 'LOTTO_4D');
  const thai = lotteryRuleFor('TCG_SEA_THAI_LOTTERY', 'LOTTO_SEA');

  it('numbers interval draws by local day and count; a midnight draw closes the day before', () => {
    expect(numeroOf(everyMinute, at('2026-11-21T16:01:00Z'))).toBe('202611220001');
    expect(numeroOf(everyMinute, at('2026-11-22T15:59:00Z'))).toBe('202611221439');
    expect(numeroOf(everyMinute, at('2026-11-22T16:00:00Z'))).toBe('202611221440');
    expect(numeroOf(fourD.schedule, at('2026-11-22T11:00:00Z'))).toBe('20261122');
  });

  it('lists past draw times newest first, after the last stored one, at most the limit', () => {
    const now = at('2026-11-22T10:00:30Z');
    expect(drawTimesBetween(everyMinute, at('2026-11-22T09:57:00Z'), now, 100).map(iso)).toEqual([
      '2026-11-22T10:00:00.000Z',
      '2026-11-22T09:59:00.000Z',
      '2026-11-22T09:58:00.000Z',
    ]);
    expect(drawTimesBetween(everyMinute, Number.NEGATIVE_INFINITY, now, 100)).toHaveLength(100);
    expect(nextDrawTime(everyMinute, now)).toBe(at('2026-11-22T10:01:00Z'));
  });

  it('draws 4D on Wednesday, Saturday and Sunday at 19:00 Malaysian time', () => {
    // 2026-11-22 is a Sunday.
    const times = drawTimesBetween(
      fourD.schedule,
      at('2026-11-10T00:00:00Z'),
      at('2026-11-22T12:00:00Z'),
      10,
    );
    expect(times.map(iso)).toEqual([
      '2026-11-22T11:00:00.000Z',
      '2026-11-21T11:00:00.000Z',
      '2026-11-18T11:00:00.000Z',
      '2026-11-15T11:00:00.000Z',
      '2026-11-14T11:00:00.000Z',
      '2026-11-11T11:00:00.000Z',
    ]);
    expect(iso(nextDrawTime(fourD.schedule, at('2026-11-22T11:00:00Z')))).toBe(
      '2026-11-25T11:00:00.000Z',
    );
  });

  it('draws the Thai lottery on the 1st and 16th at 16:00 Indochina time', () => {
    expect(iso(nextDrawTime(thai.schedule, at('2026-11-22T00:00:00Z')))).toBe(
      '2026-12-01T09:00:00.000Z',
    );
    expect(numeroOf(thai.schedule, at('2026-12-01T09:00:00Z'))).toBe('20261201');
  });

  it('falls back on the classify, then on a five-minute draw', () => {
    expect(lotteryRuleFor('NEW_4D_GAME', 'LOTTO_4D').group).toBe('MY_4D');
    expect(lotteryRuleFor('MYSTERY', null).schedule).toEqual({
      kind: 'interval',
      seconds: 300,
      utcOffsetHours: 8,
    });
  });

  it('draws 23 different four-digit numbers for 4D', () => {
    const numbers = drawNumbers(fourD.numbers);
    expect(numbers).toHaveLength(23);
    expect(new Set(numbers).size).toBe(23);
    expect(numbers.every((number) => /^\d{4}$/.test(number))).toBe(true);
  });

  it('draws balls: distinct and unsorted for Racing 10, sorted for Keno', () => {
    const racing = drawNumbers(lotteryRuleFor('ELOTT_RACING_10', null).numbers);
    expect([...racing].sort()).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
    ]);
    const keno = drawNumbers(lotteryRuleFor('ELOTT_KENO_80', null).numbers);
    expect(keno).toHaveLength(20);
    expect(new Set(keno).size).toBe(20);
    expect([...keno].sort()).toEqual(keno);
    const dice = drawNumbers(lotteryRuleFor('ELOTT_FAST_3', null).numbers, () => 5);
    expect(dice).toEqual(['6', '6', '6']);
  });
});
