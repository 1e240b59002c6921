// The baselines: bare Fastify routes doing the least each API route under test must do.
// - /bare answers a small JSON envelope (the anchor of the older benches);
// - /bare/status answers the body the API's GET /wps/system/status answered at start
//   (BARE_STATUS_BODY, the same 4.7 KB of site settings), serialised per request as Fastify does
//   for a route without a schema, so the status route is compared with sending the same bytes;
// - /bare/row (when BARE_DATABASE_URL is set) reads one row, a member's MAIN balance, with a
//   prepared statement on a node-postgres pool of the API's size: what a member route that
//   answers from the database cannot do with less.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, message: 'OK', value: { status: 0 } }));

const statusBody = process.env.BARE_STATUS_BODY ? JSON.parse(process.env.BARE_STATUS_BODY) : null;
if (statusBody) app.get('/bare/status', async () => statusBody);

if (process.env.BARE_DATABASE_URL) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const pg = createRequire(path.join(root, 'apps/api/package.json'))('pg');
  // The API's pool size (apps/api/src/database/database.module.ts).
  const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
  const memberIds = (process.env.BARE_MEMBER_IDS ?? '').split(',').map(Number);
  let turn = 0;
  app.get('/bare/row', async () => {
    const memberId = memberIds[turn++ % memberIds.length];
    const { rows } = await pool.query({
      name: 'bare_row',
      text: `SELECT balance::text AS balance FROM ledger_account
             WHERE member_id = $1 AND kind = 'MAIN'`,
      values: [memberId],
    });
    return { success: true, message: 'OK', value: { balance: rows[0]?.balance ?? null } };
  });
}

await app.listen({ port: Number(process.env.PORT ?? 3902), host: '127.0.0.1' });
process.send?.('ready');
