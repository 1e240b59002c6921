import { randomUUID } from 'node:crypto';
import type { ConformanceSetup, PlayerRole } from './conformance-setup.js';
import type { CaseContext, ConformanceCase } from './conformance-cases.js';
import { formatUnits, toUnits } from './kit-money.js';
import type { Exchange, WalletProtocol } from './wallet-protocol.js';

export interface MoneyMoved {
  role: PlayerRole;
  before: string | null;
  after: string | null;
  moved: string | null;
  expected: string;
}

export interface CaseResult {
  name: string;
  title: string;
  verdict: 'pass' | 'fail' | 'n/a';
  /** What failed, or why the case does not apply. */
  notes: string[];
  exchanges: Exchange[];
  money: MoneyMoved[];
}

// fetch says only "fetch failed"; its cause says why (ECONNREFUSED, a timeout, ...).
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/** Runs one case against the site: its calls, its checks, and the money it moved. */
export async function runCase(
  protocol: WalletProtocol,
  setup: ConformanceSetup,
  testCase: ConformanceCase,
): Promise<CaseResult> {
  const result: CaseResult = {
    name: testCase.name,
    title: testCase.title,
    verdict: 'pass',
    notes: [],
    exchanges: [],
    money: [],
  };
  const notApplicable = testCase.notApplicable?.(protocol, setup) ?? null;
  if (notApplicable) return { ...result, verdict: 'n/a', notes: [notApplicable] };

  const money = (amount: string) => formatUnits(toUnits(amount), setup.decimals);
  const expectedMoves = new Map<PlayerRole, string>();
  const context: CaseContext = {
    protocol,
    setup,
    player: (role) => setup.players[role],
    id: () => randomUUID(),
    money,
    send: async (call) => {
      const exchange = await call;
      result.exchanges.push(exchange);
      return exchange;
    },
    expect: (exchange, expected) => {
      const wanted = protocol.statusFor(expected);
      if (exchange.outcome.status !== wanted) {
        result.notes.push(`${exchange.call}: expected ${wanted}, got ${exchange.outcome.status}`);
      }
    },
    check: (holds, failure) => {
      if (!holds) result.notes.push(failure);
    },
    moves: (role, amount) => {
      expectedMoves.set(role, amount);
    },
  };
  const balances = async (): Promise<Map<PlayerRole, string | null>> =>
    new Map(
      await Promise.all(
        testCase.players.map(async (role) => {
          const answer = await protocol.balance(setup.players[role]);
          return [
            role,
            answer.outcome.status === protocol.statusFor('OK') ? answer.outcome.balance : null,
          ] as const;
        }),
      ),
    );
  try {
    const before = await balances();
    await testCase.run(context);
    const after = await balances();
    for (const role of testCase.players) {
      const [from, to] = [before.get(role) ?? null, after.get(role) ?? null];
      const moved =
        from !== null && to !== null ? money(formatUnits(toUnits(to) - toUnits(from), 8)) : null;
      const expected = money(expectedMoves.get(role) ?? '0');
      result.money.push({ role, before: from, after: to, moved, expected });
      if (moved === null) result.notes.push(`the ${role} player's balance could not be read`);
      else if (toUnits(moved) !== toUnits(expected)) {
        result.notes.push(`the ${role} player's wallet moved ${moved}, expected ${expected}`);
      }
    }
  } catch (error) {
    result.notes.push(`stopped: ${describe(error)}`);
  }
  if (result.notes.length > 0) result.verdict = 'fail';
  return result;
}

/** Runs `cases` one after the other (they share the players), reporting each as it ends. */
export async function runConformance(
  protocol: WalletProtocol,
  setup: ConformanceSetup,
  cases: readonly ConformanceCase[],
  onResult: (result: CaseResult) => void = () => undefined,
): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const testCase of cases) {
    const result = await runCase(protocol, setup, testCase);
    onResult(result);
    results.push(result);
  }
  return results;
}

/** A case as the vendor reads it: each call sent and answered, the money, the verdict. */
export function formatCaseResult(result: CaseResult): string {
  const lines = [`== ${result.name}: ${result.title}`];
  for (const exchange of result.exchanges) {
    lines.push(`  -> ${exchange.call} POST ${exchange.url}`, `     ${exchange.body}`);
    lines.push(`  <- ${exchange.httpStatus} ${exchange.answer}`);
  }
  for (const money of result.money) {
    lines.push(
      `  money (${money.role}): ${money.before ?? '?'} -> ${money.after ?? '?'}, moved ${money.moved ?? '?'} (expected ${money.expected})`,
    );
  }
  for (const note of result.notes)
    lines.push(`  ${result.verdict === 'n/a' ? 'n/a' : 'FAIL'}: ${note}`);
  lines.push(`  ${result.verdict.toUpperCase()}`);
  return lines.join('\n');
}

/** The summary table: one line per case. */
export function formatSummary(results: readonly CaseResult[]): string {
  const width = Math.max(4, ...results.map((result) => result.name.length));
  const rows = results.map((result) => {
    const moved = result.money.map((money) => `${money.role} ${money.moved ?? '?'}`).join(', ');
    return `${result.name.padEnd(width)}  ${result.verdict.padEnd(6)}  ${moved.padEnd(18)}  ${result.notes[0] ?? ''}`;
  });
  const failed = results.filter((result) => result.verdict === 'fail').length;
  return [
    `${'case'.padEnd(width)}  ${'result'.padEnd(4)}  ${'money moved'.padEnd(18)}  note`,
    ...rows,
    `${results.length} cases: ${results.length - failed - results.filter((r) => r.verdict === 'n/a').length} passed, ${failed} failed`,
  ].join('\n');
}
