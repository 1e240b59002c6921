import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatCatalogueFile, generateCatalogue } from './catalogue-generator.js';
import { CATALOGUE_FILE, readVendorsAndWords, seedFolder } from './seed-files.js';

// Writes the committed game catalogue (prisma/seed/catalogue/games.json) from vendors.json and
// catalogue/words.json. Run from apps/api: npx tsx src/seed/catalogue.cli.ts [--count 5000]
export const CATALOGUE_COMMAND = 'npx tsx src/seed/catalogue.cli.ts --count 5000';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { count: { type: 'string', default: '5000' }, out: { type: 'string' } },
  });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1)
    throw new Error('--count must be a whole number above 0');
  const folder = seedFolder();
  const out = values.out ? path.resolve(values.out) : path.join(folder, CATALOGUE_FILE);
  const { vendors, words } = await readVendorsAndWords(folder);
  const games = generateCatalogue({ vendors, words, count });
  await writeFile(
    out,
    formatCatalogueFile(games, CATALOGUE_COMMAND.replace('5000', String(count))),
  );
  console.log(`wrote ${games.length} games to ${out}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
