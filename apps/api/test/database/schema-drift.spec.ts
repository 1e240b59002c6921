import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { schemaShapeFromDatabase, schemaShapeFromPrisma } from '../support/schema-drift.js';

describe('schema.prisma and the migrated database', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: false });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('agree on every table, column, index, foreign key and enum', async () => {
    const expected = schemaShapeFromPrisma();
    const actual = await schemaShapeFromDatabase(database.url);
    expect(actual.tables).toEqual(expected.tables);
    expect(actual.enums).toEqual(expected.enums);
    expect(actual.columns).toEqual(expected.columns);
    expect(actual.indexes).toEqual(expected.indexes);
    expect(actual.foreignKeys).toEqual(expected.foreignKeys);
  });

  it('notices a column the migrations forgot', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('ALTER TABLE "banner" DROP COLUMN "title"');
    await client.end();
    const actual = await schemaShapeFromDatabase(database.url);
    expect(actual.columns).not.toEqual(schemaShapeFromPrisma().columns);
  });
});
