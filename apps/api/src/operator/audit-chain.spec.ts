import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  CONSOLE_AUDIT_PATHS,
  CONSOLE_PATHS,
  REFUSED_ACCESS_ACTION,
  REFUSED_ACCESS_AUDIT,
  type ConsoleAuditVerification,
} from '@wps/shared-types';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { fromProjectRoot } from '../database/project-root.js';
import { AuditAnchorHandler, type AuditAnchor } from './audit-anchor.job.js';

// Issue 26, point 1: the audit trail is a hash chain per site; `pnpm audit:verify` names the
// first row edited or removed by hand; refused console requests are audited, within a bound.
describe('the audit chain', () => {
  let api: TestApp;
  let owner: string;
  let anchorDir: string;
  let merchantId: number;

  beforeAll(async () => {
    anchorDir = await mkdtemp(path.join(tmpdir(), 'audit-anchor-'));
    api = await createTestApp({
      environment: { TRUST_PROXY_HOPS: '1', AUDIT_ANCHOR_DIR: anchorDir },
    });
    owner = await openConsoleSession(api.prisma, 'owner');
    merchantId = (await api.prisma.merchant.findFirstOrThrow({ where: { code: 'DEMO' } })).id;
  });
  afterAll(async () => {
    await api.close();
    await rm(anchorDir, { recursive: true, force: true });
  });

  const chain = () =>
    api.prisma.operatorAudit.findMany({ where: { merchantId }, orderBy: { id: 'asc' } });
  const verification = async () =>
    (await api.http.get(CONSOLE_AUDIT_PATHS.verification).set('cookie', owner).expect(200)).body
      .value as ConsoleAuditVerification;
  const refusedFrom = (address: string) =>
    api.http.get(CONSOLE_PATHS.audit).set('x-forwarded-for', address).expect(401);
  /** A change by hand, as a database superuser can make it: with the triggers switched off. */
  const byHand = (statement: string) =>
    api.prisma.$transaction([
      api.prisma.$executeRawUnsafe('SET LOCAL session_replication_role = replica'),
      api.prisma.$executeRawUnsafe(statement),
    ]);
  const auditVerify = (...args: string[]) =>
    promisify(execFile)('pnpm', ['--silent', 'audit:verify', ...args], {
      cwd: fromProjectRoot('.'),
      env: { ...process.env, DATABASE_URL: api.database.url },
    });

  it('links every row to the one before, even when console actions race', async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        api.http
          .put(CONSOLE_PATHS.site)
          .set(consoleHeaders(owner))
          .send({ maintenanceTitle: `Race ${index}` })
          .expect(200),
      ),
    );
    const rows = await chain();
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows[0].prevHash).toBeNull();
    rows.slice(1).forEach((row, index) => expect(row.prevHash).toBe(rows[index].hash));
    expect(new Set(rows.map((row) => row.prevHash)).size).toBe(rows.length);
    const last = rows[rows.length - 1];
    expect(await verification()).toEqual({
      checked: rows.length,
      broken: null,
      head: { merchantId, id: Number(last.id), hash: last.hash, at: last.createdAt.toISOString() },
    });
  });

  it('audits refused requests, signed in or not, and counts a flood rather than write it', async () => {
    const support = await openConsoleSession(api.prisma, 'support');
    await api.http.get(CONSOLE_PATHS.audit).set('cookie', support).expect(403);
    await api.http.put(CONSOLE_PATHS.site).set('cookie', owner).send({}).expect(403);
    const flood = REFUSED_ACCESS_AUDIT.perAddress + 3;
    for (let attempt = 0; attempt < flood; attempt += 1) await refusedFrom('203.0.113.7');
    await refusedFrom('203.0.113.8');

    const refused = await api.prisma.operatorAudit.findMany({
      where: { merchantId, action: { startsWith: REFUSED_ACCESS_ACTION } },
      orderBy: { id: 'asc' },
    });
    expect(refused[0]).toMatchObject({
      operatorUsername: 'support',
      role: 'SUPPORT',
      action: `${REFUSED_ACCESS_ACTION} GET /wps/console/audit`,
      after: { status: 403 },
      reason: 'Your role does not allow this',
    });
    expect(refused[1]).toMatchObject({
      operatorUsername: null,
      action: `${REFUSED_ACCESS_ACTION} PUT /wps/console/site`,
      after: { status: 403 },
    });
    const fromFlood = refused.filter((row) => row.ip === '203.0.113.7');
    expect(fromFlood).toHaveLength(REFUSED_ACCESS_AUDIT.perAddress);
    expect(fromFlood[0]).toMatchObject({
      operatorId: null,
      after: { status: 401 },
      reason: 'Please sign in to the console',
    });
    expect(refused.find((row) => row.ip === '203.0.113.8')?.after).toEqual({
      status: 401,
      skipped: 3,
    });
    expect((await verification()).broken).toBeNull();
  });

  it("writes the day's anchor, which `pnpm audit:verify --anchor` checks", async () => {
    // A day long past: the app's own daily anchor job writes yesterday's file (the same name
    // when the test ran on the day after this one) and could replace this test's anchor.
    const day = { start: new Date('2001-01-01T00:00:00Z'), end: new Date('2001-01-02T00:00:00Z') };
    const { file } = await api.app.get(AuditAnchorHandler).run(day);
    expect(path.dirname(file)).toBe(anchorDir);
    const anchor = JSON.parse(await readFile(file, 'utf8')) as AuditAnchor;
    const rows = await chain();
    const head = rows[rows.length - 1];
    expect(anchor).toEqual({
      day: '2001-01-01',
      heads: [
        {
          merchant: 'DEMO',
          merchantId,
          id: Number(head.id),
          hash: head.hash,
          at: head.createdAt.toISOString(),
        },
      ],
    });
    const { stdout } = await auditVerify('--', '--anchor', file);
    expect(stdout).toMatch(/the anchor's 1 heads are in their chains/);
    expect(stdout).toMatch(new RegExp(`audit chain holds: ${rows.length} rows`));

    // Removing the newest row leaves no broken link: only the anchor shows it.
    await byHand(`DELETE FROM operator_audit WHERE id = ${head.id}`);
    await expect(auditVerify('--anchor', file)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        new RegExp(`audit row ${head.id} \\(site ${merchantId}\\) of the anchor is gone`),
      ),
    });
  }, 240_000);

  it('fails `pnpm audit:verify` naming the first row edited or removed by hand', async () => {
    const rows = await chain();
    const edited = rows[3];
    await byHand(`UPDATE operator_audit SET reason = 'nothing happened' WHERE id = ${edited.id}`);
    await expect(auditVerify()).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(new RegExp(`audit row ${edited.id} .*edited`)),
    });
    expect((await verification()).broken).toEqual({
      id: Number(edited.id),
      merchantId,
      problem: 'HASH',
    });

    await byHand(`UPDATE operator_audit SET reason = NULL WHERE id = ${edited.id}`);
    expect((await verification()).broken).toBeNull();
    await byHand(`DELETE FROM operator_audit WHERE id = ${rows[5].id}`);
    await expect(auditVerify()).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(new RegExp(`audit row ${rows[6].id} .*removed`)),
    });
  }, 240_000);
});
