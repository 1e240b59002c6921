import { Prisma } from '../generated/prisma/client.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import type { Catalogue } from './catalogue.js';
import { gameCountQuery, gamePageQuery, type GameFilter } from './catalogue.repository.js';
import { CatalogueService } from './catalogue.service.js';

// Every filter combination of the game list can be served by an index: with sequential scans
// priced out, no plan reads `game` or `game_name` whole. On the 100,000-game catalogue the
// planner picks these indexes for the page queries by itself; counts of a whole large category
// read it sequentially (cheaper there) and are kept per catalogue version (bench/README.md).
describe('game list indexes', () => {
  let api: TestApp;
  let catalogue: Catalogue;

  beforeAll(async () => {
    api = await createTestApp();
    catalogue = await api.app.get(CatalogueService).catalogue();
  });
  afterAll(async () => {
    await api.close();
  });

  // Prisma's default 2 s wait for a connection is short on a 2-core machine running other suites.
  const plan = (statement: Prisma.Sql) =>
    api.prisma.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
        const rows = await tx.$queryRaw<{ 'QUERY PLAN': string }[]>(
          Prisma.sql`EXPLAIN ${statement}`,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      },
      { maxWait: 15_000, timeout: 30_000 },
    );

  const optional = {
    vassalage: 'PP',
    typeCode: 'JP',
    minBet: '0.1',
    minLines: 25,
  } as const;
  const names = Object.keys(optional) as (keyof typeof optional)[];
  const combinations = Array.from({ length: 2 ** names.length }, (_, mask) =>
    names.filter((_, index) => mask & (1 << index)),
  );
  const searches: GameFilter['search'][] = [
    undefined,
    { text: 'dragon', language: 'MS', strategy: 'index' },
    { text: 'dragon', language: 'MS', strategy: 'scan', scanRows: 500 },
    { text: '黄金', language: 'CN', strategy: 'scan' },
  ];

  it.each(['RNG', 'SPORTS', 'ESPORTS'] as const)(
    'serves every filter combination of %s from indexes',
    async (category) => {
      for (const chosen of combinations) {
        for (const search of searches) {
          const filter: GameFilter = {
            sources: catalogue.sources(category, chosen.includes('vassalage') ? 'PP' : undefined),
            typeCode: chosen.includes('typeCode') ? optional.typeCode : undefined,
            minBet: chosen.includes('minBet') ? optional.minBet : undefined,
            minLines: chosen.includes('minLines') ? optional.minLines : undefined,
            search,
          };
          const statements = [
            { statement: gamePageQuery(filter, 'MS', 0, 12), whole: false },
            { statement: gamePageQuery(filter, 'MS', 1200, 12), whole: false },
            { statement: gameCountQuery(filter), whole: true },
          ];
          for (const { statement, whole } of statements) {
            const text = await plan(statement);
            // Counting matches of a text without trigrams (two Chinese characters) must read
            // the translated names: no index can serve '%黄金%'. The games stay indexed.
            const readsWhole =
              whole && search?.text === '黄金'
                ? /Seq Scan on game\b(?!_)/
                : /Seq Scan on game(_name)?\b/;
            expect({ chosen, search, text }).toEqual({
              chosen,
              search,
              text: expect.not.stringMatching(readsWhole),
            });
          }
        }
      }
    },
  );
});
