import { randomInt } from 'node:crypto';

// How the project's own lottery games draw: when (a schedule in the game's home time zone) and
// what (the numbers of one draw). Draw numbers come from crypto.randomInt at draw time and are
// stored once (lottery_draw); nothing here can be used to predict a result.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// How far back a day-based schedule is searched for past draws.
const LOOKBACK_DAYS = 400;

export type DrawSchedule =
  /** Every `seconds` (a divisor of a day) from local midnight; numero YYYYMMDD + 4-digit count. */
  | { kind: 'interval'; seconds: number; utcOffsetHours: number }
  /** At `time` (HH:MM local) on these weekdays (0 Sunday); numero YYYYMMDD. */
  | { kind: 'weekly'; weekdays: readonly number[]; time: string; utcOffsetHours: number }
  /** At `time` on these days of the month; numero YYYYMMDD. */
  | { kind: 'monthly'; days: readonly number[]; time: string; utcOffsetHours: number };

export type DrawNumbers =
  /** Prize tiers of zero-padded numbers: [how many, digits]; distinct across the whole draw. */
  | { kind: 'tiers'; tiers: readonly (readonly [number, number])[]; distinct: boolean }
  /** Balls from min to max, zero-padded to the width of max. */
  | { kind: 'balls'; count: number; min: number; max: number; distinct: boolean; sorted: boolean };

export const LOTTERY_GROUPS = {
  MY_4D: 'Malaysia & Singapore 4D',
  SEA: 'South-East Asia lotteries',
  FAST: 'Fast lotteries',
  VN_TRADITIONAL: 'Vietnam lotteries',
  VN_FAST: 'Vietnam fast lotteries',
} as const;
export type LotteryGroup = keyof typeof LOTTERY_GROUPS;

export interface LotteryRule {
  group: LotteryGroup;
  schedule: DrawSchedule;
  numbers: DrawNumbers;
}

const MALAYSIA = 8;
const INDOCHINA = 7;

const FOUR_D: DrawNumbers = {
  kind: 'tiers',
  // First, second and third prize, ten special and ten consolation prizes.
  tiers: [
    [3, 4],
    [10, 4],
    [10, 4],
  ],
  distinct: true,
};
const FOUR_D_DAYS: DrawSchedule = {
  kind: 'weekly',
  weekdays: [0, 3, 6],
  time: '19:00',
  utcOffsetHours: MALAYSIA,
};
const NORTH_VIETNAM: DrawNumbers = {
  kind: 'tiers',
  tiers: [
    [1, 5],
    [1, 5],
    [2, 5],
    [6, 5],
    [4, 4],
    [6, 4],
    [3, 3],
    [4, 2],
  ],
  distinct: false,
};
const SOUTH_VIETNAM: DrawNumbers = {
  kind: 'tiers',
  tiers: [
    [1, 6],
    [1, 5],
    [1, 5],
    [2, 5],
    [7, 5],
    [1, 4],
    [3, 4],
    [1, 3],
    [1, 2],
  ],
  distinct: false,
};
const FIVE_DIGITS: DrawNumbers = { kind: 'tiers', tiers: [[5, 1]], distinct: false };
const every = (seconds: number, utcOffsetHours = MALAYSIA): DrawSchedule => ({
  kind: 'interval',
  seconds,
  utcOffsetHours,
});
const daily = (time: string): DrawSchedule => ({
  kind: 'weekly',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  time,
  utcOffsetHours: INDOCHINA,
});

/** The rules of the seeded lottery games, by game code. */
const RULES_BY_GAME: Readonly<Record<string, LotteryRule>> = {
  LOTT_MAGNUM_4D: { group: 'MY_4D', schedule: FOUR_D_DAYS, numbers: FOUR_D },
  LOTT_DA_MA_CAI_4D: { group: 'MY_4D', schedule: FOUR_D_DAYS, numbers: FOUR_D },
  LOTT_SPORTS_TOTO_4D: { group: 'MY_4D', schedule: FOUR_D_DAYS, numbers: FOUR_D },
  LOTT_SINGAPORE_4D: {
    group: 'MY_4D',
    schedule: { ...FOUR_D_DAYS, time: '18:30' },
    numbers: FOUR_D,
  },
  LOTT_TOTO_5D: {
    group: 'MY_4D',
    schedule: FOUR_D_DAYS,
    numbers: { kind: 'tiers', tiers: [[3, 5]], distinct: true },
  },
  LOTT_TOTO_6D: {
    group: 'MY_4D',
    schedule: FOUR_D_DAYS,
    numbers: { kind: 'tiers', tiers: [[1, 6]], distinct: true },
  },
  TCG_SEA_THAI_LOTTERY: {
    group: 'SEA',
    schedule: { kind: 'monthly', days: [1, 16], time: '16:00', utcOffsetHours: INDOCHINA },
    numbers: {
      kind: 'tiers',
      // First prize, two front and two back three-digit numbers, the back two digits.
      tiers: [
        [1, 6],
        [4, 3],
        [1, 2],
      ],
      distinct: false,
    },
  },
  TCG_SEA_LAO_LOTTERY: {
    group: 'SEA',
    schedule: { kind: 'weekly', weekdays: [1, 3, 5], time: '20:30', utcOffsetHours: INDOCHINA },
    numbers: { kind: 'tiers', tiers: [[1, 6]], distinct: false },
  },
  TCG_SEA_SEA_1_MINUTE_LOTTO: { group: 'SEA', schedule: every(60), numbers: FIVE_DIGITS },
  TCG_SEA_SEA_3_MINUTE_LOTTO: { group: 'SEA', schedule: every(180), numbers: FIVE_DIGITS },
  TCG_SEA_SEA_5_MINUTE_LOTTO: { group: 'SEA', schedule: every(300), numbers: FIVE_DIGITS },
  ELOTT_FAST_3: {
    group: 'FAST',
    schedule: every(60),
    numbers: { kind: 'balls', count: 3, min: 1, max: 6, distinct: false, sorted: true },
  },
  ELOTT_RACING_10: {
    group: 'FAST',
    schedule: every(75),
    numbers: { kind: 'balls', count: 10, min: 1, max: 10, distinct: true, sorted: false },
  },
  ELOTT_5D_LOTTO: { group: 'FAST', schedule: every(60), numbers: FIVE_DIGITS },
  ELOTT_11_PICK_5: {
    group: 'FAST',
    schedule: every(60),
    numbers: { kind: 'balls', count: 5, min: 1, max: 11, distinct: true, sorted: false },
  },
  ELOTT_KENO_80: {
    group: 'FAST',
    schedule: every(300),
    numbers: { kind: 'balls', count: 20, min: 1, max: 80, distinct: true, sorted: true },
  },
  ELOTT_HAPPY_10: {
    group: 'FAST',
    schedule: every(600),
    numbers: { kind: 'balls', count: 8, min: 1, max: 20, distinct: true, sorted: false },
  },
  TCG_LOTTO_VN_NORTH_VIETNAM_LOTTERY: {
    group: 'VN_TRADITIONAL',
    schedule: daily('18:15'),
    numbers: NORTH_VIETNAM,
  },
  TCG_LOTTO_VN_CENTRAL_VIETNAM_LOTTERY: {
    group: 'VN_TRADITIONAL',
    schedule: daily('17:15'),
    numbers: SOUTH_VIETNAM,
  },
  TCG_LOTTO_VN_SOUTH_VIETNAM_LOTTERY: {
    group: 'VN_TRADITIONAL',
    schedule: daily('16:15'),
    numbers: SOUTH_VIETNAM,
  },
  TCG_LOTTO_VN_VN_FAST_45_SECONDS: {
    group: 'VN_FAST',
    schedule: every(45, INDOCHINA),
    numbers: NORTH_VIETNAM,
  },
  TCG_LOTTO_VN_VN_FAST_1_MINUTE: {
    group: 'VN_FAST',
    schedule: every(60, INDOCHINA),
    numbers: NORTH_VIETNAM,
  },
  TCG_LOTTO_VN_VN_FAST_3_MINUTES: {
    group: 'VN_FAST',
    schedule: every(180, INDOCHINA),
    numbers: NORTH_VIETNAM,
  },
};

/** Games an operator adds later draw like the others of their classify. */
const RULES_BY_CLASSIFY: Readonly<Record<string, LotteryRule>> = {
  LOTTO_4D: { group: 'MY_4D', schedule: FOUR_D_DAYS, numbers: FOUR_D },
  LOTTO_SEA: { group: 'SEA', schedule: every(300), numbers: FIVE_DIGITS },
  FAST_LOTTO: { group: 'FAST', schedule: every(60), numbers: FIVE_DIGITS },
  LOTTO_VN: { group: 'VN_FAST', schedule: every(60, INDOCHINA), numbers: NORTH_VIETNAM },
};
const DEFAULT_RULE: LotteryRule = { group: 'FAST', schedule: every(300), numbers: FIVE_DIGITS };

export function lotteryRuleFor(gameCode: string, classifyCode: string | null): LotteryRule {
  return (
    RULES_BY_GAME[gameCode] ??
    (classifyCode ? RULES_BY_CLASSIFY[classifyCode] : undefined) ??
    DEFAULT_RULE
  );
}

function parseTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * HOUR + (minutes ?? 0) * MINUTE;
}

function localDate(localMs: number): string {
  return new Date(localMs).toISOString().slice(0, 10).replaceAll('-', '');
}

function onDrawDay(schedule: DrawSchedule, localMidnight: number): boolean {
  const day = new Date(localMidnight);
  if (schedule.kind === 'weekly') return schedule.weekdays.includes(day.getUTCDay());
  if (schedule.kind === 'monthly') return schedule.days.includes(day.getUTCDate());
  return true;
}

/** The draw times (ms) after `after` up to and including `until`, newest first, at most `max`. */
export function drawTimesBetween(
  schedule: DrawSchedule,
  after: number,
  until: number,
  max: number,
): number[] {
  const offset = schedule.utcOffsetHours * HOUR;
  const times: number[] = [];
  if (schedule.kind === 'interval') {
    const period = schedule.seconds * 1000;
    for (
      let time = Math.floor((until + offset) / period) * period - offset;
      time > after && times.length < max;
      time -= period
    ) {
      times.push(time);
    }
    return times;
  }
  const at = parseTime(schedule.time);
  const today = Math.floor((until + offset) / DAY) * DAY;
  for (let day = 0; day < LOOKBACK_DAYS && times.length < max; day++) {
    const localMidnight = today - day * DAY;
    const time = localMidnight + at - offset;
    if (time <= after) break;
    if (time <= until && onDrawDay(schedule, localMidnight)) times.push(time);
  }
  return times;
}

/** The first draw time strictly after `now`. */
export function nextDrawTime(schedule: DrawSchedule, now: number): number {
  const offset = schedule.utcOffsetHours * HOUR;
  if (schedule.kind === 'interval') {
    const period = schedule.seconds * 1000;
    return Math.floor((now + offset) / period) * period - offset + period;
  }
  const at = parseTime(schedule.time);
  const today = Math.floor((now + offset) / DAY) * DAY;
  for (let day = 0; day <= LOOKBACK_DAYS; day++) {
    const localMidnight = today + day * DAY;
    const time = localMidnight + at - offset;
    if (time > now && onDrawDay(schedule, localMidnight)) return time;
  }
  throw new Error('The draw schedule has no draw day');
}

/** The draw's number: the local date, and for interval games the draw's count in that day. */
export function numeroOf(schedule: DrawSchedule, time: number): string {
  const local = time + schedule.utcOffsetHours * HOUR;
  if (schedule.kind !== 'interval') return localDate(local);
  // A draw at midnight closes the day before it (its count is the day's last).
  const dayStart = Math.floor((local - 1) / DAY) * DAY;
  const count = Math.round((local - dayStart) / (schedule.seconds * 1000));
  return `${localDate(dayStart)}${String(count).padStart(4, '0')}`;
}

/** The numbers of one draw, from the cryptographic generator. */
export function drawNumbers(
  rule: DrawNumbers,
  random: (min: number, max: number) => number = randomInt,
): string[] {
  if (rule.kind === 'tiers') {
    const numbers: string[] = [];
    const taken = new Set<string>();
    for (const [count, digits] of rule.tiers) {
      for (let index = 0; index < count; index++) {
        let number: string;
        do {
          number = String(random(0, 10 ** digits)).padStart(digits, '0');
        } while (rule.distinct && taken.has(number));
        taken.add(number);
        numbers.push(number);
      }
    }
    return numbers;
  }
  const width = String(rule.max).length;
  const pool = Array.from({ length: rule.max - rule.min + 1 }, (_, index) => rule.min + index);
  const balls: number[] = [];
  for (let index = 0; index < rule.count; index++) {
    if (rule.distinct) {
      const pick = random(0, pool.length);
      balls.push(pool.splice(pick, 1)[0]);
    } else {
      balls.push(rule.min + random(0, rule.max - rule.min + 1));
    }
  }
  if (rule.sorted) balls.sort((a, b) => a - b);
  return balls.map((ball) => String(ball).padStart(width, '0'));
}
