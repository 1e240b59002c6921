import { parseArgs } from 'node:util';
import { CONFORMANCE_CASES } from './conformance-cases.js';
import { formatCaseResult, formatSummary, runConformance } from './conformance-runner.js';
import { readConformanceSetup } from './conformance-setup.js';
import { isProtocolName, PROTOCOL_NAMES, walletProtocol } from './wallet-protocols.js';

// `pnpm conformance --base URL --protocol builtin|hub88 --setup FILE [--case NAME ...]`: the
// certification cases a game vendor runs against the site's wallet, each printed with what it
// sent, what came back and the money it moved, then a summary table. Exits 1 when a case fails.
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      protocol: { type: 'string' },
      setup: { type: 'string' },
      case: { type: 'string', multiple: true },
    },
  });
  const { base, protocol, setup: setupFile } = values;
  if (!base || !protocol || !setupFile || !isProtocolName(protocol)) {
    throw new Error(
      `Usage: --base URL --protocol ${PROTOCOL_NAMES.join('|')} --setup FILE [--case NAME ...]`,
    );
  }
  const chosen = values.case ?? [];
  const unknown = chosen.filter((name) => !CONFORMANCE_CASES.some((c) => c.name === name));
  if (unknown.length > 0) throw new Error(`Unknown case ${unknown.join(', ')}`);
  const cases = CONFORMANCE_CASES.filter((c) => chosen.length === 0 || chosen.includes(c.name));
  const setup = await readConformanceSetup(setupFile);
  const results = await runConformance(walletProtocol(protocol, base, setup), setup, cases, (r) =>
    console.log(`${formatCaseResult(r)}\n`),
  );
  console.log(formatSummary(results));
  return results.some((result) => result.verdict === 'fail') ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
