import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCE = join(__dirname, '..');

// What writes money: SQL that changes the ledger's tables, or Prisma's model calls that would.
const LEDGER_TABLES = 'journal_entry|journal_line|ledger_account|bet_record';
const LEDGER_MODELS = 'journalEntry|journalLine|ledgerAccount|betRecord';
const WRITES = [
  new RegExp(`\\b(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+"?(${LEDGER_TABLES})\\b`, 'i'),
  new RegExp(
    `\\.(${LEDGER_MODELS})\\s*\\.\\s*(create|createMany|update|updateMany|upsert|delete|deleteMany)\\b`,
  ),
  /\bledger_post_entries\b/,
];

// What reads the journal: its tables in SQL, or Prisma's models. Features read it through
// LedgerReads, so the journal's shape is known in one folder.
const JOURNAL_READS = [/\bjournal_(entry|line)\b/, /\.journal(Entry|Line)\b/];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Source files outside apps/api/src/ledger that match one of the patterns. */
function featuresMatching(patterns: RegExp[]): string[] {
  return sourceFiles(SOURCE)
    .filter((path) => !relative(SOURCE, path).startsWith('ledger/'))
    .filter((path) => patterns.some((pattern) => pattern.test(readFileSync(path, 'utf8'))))
    .map((path) => relative(SOURCE, path));
}

/** The ledger's own rule, kept by a test: no feature writes journal entries, balances or rounds. */
describe('the ledger boundary', () => {
  it('leaves every write of journal entries, balances and rounds to apps/api/src/ledger', () => {
    expect(featuresMatching(WRITES)).toEqual([]);
  });

  it('leaves every read of the journal to apps/api/src/ledger (LedgerReads)', () => {
    expect(featuresMatching(JOURNAL_READS)).toEqual([]);
  });

  it('recognises a write when it sees one', () => {
    const samples = [
      'INSERT INTO journal_line (entry_id) VALUES (1)',
      'UPDATE "ledger_account" SET balance = 0',
      'await prisma.ledgerAccount.update({ where: { id } })',
      'SELECT * FROM ledger_post_entries($1)',
    ];
    for (const sample of samples) {
      expect(WRITES.some((pattern) => pattern.test(sample))).toBe(true);
    }
    expect(WRITES.some((pattern) => pattern.test('SELECT balance FROM ledger_account'))).toBe(
      false,
    );
  });
});
