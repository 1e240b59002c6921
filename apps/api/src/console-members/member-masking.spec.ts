import {
  CONSOLE_MEMBER_PATHS,
  CONSOLE_PATHS,
  REFUSED_ACCESS_ACTION,
  type ConsoleMemberDetail,
  type ConsoleMemberRow,
} from '@wps/shared-types';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

// Issue 26, point 6: personal data is masked by the server; a permitted operator reveals one
// field of one member at a time, and each reveal is an audit row.
describe('personal data in the console', () => {
  let api: TestApp;
  let support: string;
  let viewer: string;
  let memberId: number;
  const clear = {
    email: 'demo_member@example.com',
    identityNumber: '900101145678',
    bankAccount: '5140012345678',
  };

  beforeAll(async () => {
    api = await createTestApp();
    support = await openConsoleSession(api.prisma, 'support');
    viewer = await openConsoleSession(api.prisma, 'viewer');
    const member = await api.prisma.member.findFirstOrThrow({
      where: { account: 'demo_member', merchant: { code: 'DEMO' } },
      select: { id: true, merchantId: true },
    });
    await api.prisma.member.update({
      where: { id: member.id },
      data: { idNumber: clear.identityNumber },
    });
    memberId = member.id;
    await api.prisma.bankAccount.create({
      data: {
        merchantId: member.merchantId,
        memberId,
        bankName: 'Maybank',
        accountNumber: clear.bankAccount,
        holderName: 'Demo Member',
      },
    });
  });
  afterAll(async () => {
    await api.close();
  });

  const reveal = (cookie: string, field: string, id = memberId) =>
    api.http
      .post(`${CONSOLE_PATHS.members}/${id}/${CONSOLE_MEMBER_PATHS.reveal}`)
      .set(consoleHeaders(cookie))
      .send({ field });

  it('masks phone, e-mail, bank account and identity number in what the server sends', async () => {
    const search = await api.http
      .get(CONSOLE_PATHS.members)
      .set('cookie', viewer)
      .query({ query: 'demo_member' })
      .expect(200);
    const row = (search.body.value.list as ConsoleMemberRow[])[0];
    expect(row.email).toBe('d***@example.com');
    expect(row.phone).toMatch(/^\*+6701$/);
    const detail = (
      await api.http.get(`${CONSOLE_PATHS.members}/${memberId}`).set('cookie', viewer).expect(200)
    ).body.value as ConsoleMemberDetail;
    expect(detail).toMatchObject({
      email: 'd***@example.com',
      bankAccount: '********5678',
      identityNumber: '********5678',
    });
    const body = JSON.stringify([search.body, detail]);
    for (const value of [...Object.values(clear), '123456701']) expect(body).not.toContain(value);
  });

  it('reveals one field to a permitted operator, and audits the reveal without its value', async () => {
    for (const [field, value] of Object.entries(clear)) {
      const answer = await reveal(support, field).expect(200);
      expect(answer.body.value).toEqual({ field, value });
    }
    const phone = await reveal(support, 'phone').expect(200);
    expect(phone.body.value.value).toMatch(/123456701$/);
    const rows = await api.prisma.operatorAudit.findMany({
      where: { target: `member:${memberId}`, action: { contains: '/reveal' } },
      orderBy: { id: 'asc' },
    });
    expect(rows.map((row) => [row.operatorUsername, row.after])).toEqual([
      ['support', { revealed: 'email' }],
      ['support', { revealed: 'identityNumber' }],
      ['support', { revealed: 'bankAccount' }],
      ['support', { revealed: 'phone' }],
    ]);
    expect(JSON.stringify(rows.map((row) => [row.before, row.after]))).not.toMatch(/5678|6701/);
  });

  it('refuses a role without members.reveal, an unknown field and another member id', async () => {
    const refused = await reveal(viewer, 'email').expect(403);
    expect(JSON.stringify(refused.body)).not.toContain(clear.email);
    const audit = await api.prisma.operatorAudit.findFirstOrThrow({
      where: { operatorUsername: 'viewer', action: { startsWith: REFUSED_ACCESS_ACTION } },
      orderBy: { id: 'desc' },
    });
    expect(audit.action).toBe(
      `${REFUSED_ACCESS_ACTION} POST /wps/console/members/:memberId/reveal`,
    );
    await reveal(support, 'password').expect(400);
    await reveal(support, 'email', 999_999).expect(404);
  });
});
