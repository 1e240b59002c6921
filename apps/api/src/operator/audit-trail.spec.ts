import { CONSOLE_PATHS, type ConsoleAuditRow, type ConsolePage } from '@wps/shared-types';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

describe('the audit trail', () => {
  let api: TestApp;
  let owner: string;
  let viewer: string;

  beforeAll(async () => {
    api = await createTestApp();
    owner = await openConsoleSession(api.prisma, 'owner');
    viewer = await openConsoleSession(api.prisma, 'viewer');
    await api.http
      .put(CONSOLE_PATHS.site)
      .set(consoleHeaders(owner))
      .send({ maintenanceTitle: 'Audit me' })
      .expect(200);
    await api.http
      .post(CONSOLE_PATHS.changePassword)
      .set(consoleHeaders(owner))
      .send({ currentPassword: 'console-owner-1', newPassword: 'console-owner-2' })
      .expect(200);
  });
  afterAll(async () => {
    await api.close();
  });

  const search = async (query: object) =>
    (await api.http.get(CONSOLE_PATHS.audit).set('cookie', viewer).query(query).expect(200)).body
      .value as ConsolePage<ConsoleAuditRow>;

  it('is searchable by operator, action, target and dates', async () => {
    const byOperator = await search({ operator: 'owner' });
    expect(byOperator.list.map((row) => row.action)).toEqual([
      'POST /wps/console/auth/password',
      'PUT /wps/console/site',
    ]);
    expect((await search({ target: 'site' })).list).toHaveLength(1);
    expect((await search({ action: 'auth/password' })).total).toBe(1);
    expect((await search({ operator: 'nobody' })).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await search({ from: today, to: today })).total).toBeGreaterThanOrEqual(2);
    expect((await search({ to: '2000-01-01' })).total).toBe(0);
    const site = (await search({ target: 'site' })).list[0];
    expect(site).toMatchObject({
      operator: 'owner',
      role: 'OWNER',
      after: { maintenanceTitle: 'Audit me' },
    });
    expect(site.address).toBeTruthy();
  });

  it('never holds a password an operator typed', async () => {
    const rows = await api.prisma.operatorAudit.findMany();
    expect(JSON.stringify(rows.map((row) => [row.before, row.after]))).not.toMatch(
      /console-owner-[12]/,
    );
  });

  it('cannot be changed or removed, by any statement', async () => {
    for (const statement of [
      "UPDATE operator_audit SET operator_username = 'someone-else'",
      'DELETE FROM operator_audit',
      'TRUNCATE operator_audit',
    ]) {
      await expect(api.prisma.$executeRawUnsafe(statement)).rejects.toThrow(/append-only/);
    }
    await expect(api.prisma.operatorAudit.deleteMany()).rejects.toThrow();
    expect(await api.prisma.operatorAudit.count()).toBeGreaterThanOrEqual(2);
  });

  it('is refused to a role without audit.read', async () => {
    const support = await openConsoleSession(api.prisma, 'support');
    await api.http.get(CONSOLE_PATHS.audit).set('cookie', support).expect(403);
  });
});
