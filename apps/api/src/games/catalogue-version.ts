/** Anything that runs raw SQL: the Prisma client or a transaction client. */
export interface RawSqlRunner {
  $executeRawUnsafe(query: string, ...values: unknown[]): PromiseLike<number>;
}

/**
 * Marks the game catalogue as changed: every cached lobby answer (vendor lanes, hot games, list
 * counts) is keyed by this version, so the API stops using the old ones within a second. The seed
 * calls it after loading the catalogue; anything else that edits games or vendors should too.
 */
export async function bumpCatalogueVersion(database: RawSqlRunner): Promise<void> {
  await database.$executeRawUnsafe(
    `INSERT INTO catalogue_version (id, version, bumped_at) VALUES (1, 1, now())
     ON CONFLICT (id) DO UPDATE
       SET version = catalogue_version.version + 1, bumped_at = now()`,
  );
}
