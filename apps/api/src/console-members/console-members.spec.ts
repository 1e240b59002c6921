import { CONSOLE_PATHS, type ConsoleMemberDetail } from '@wps/shared-types';
import { bearerFor, loginRequest, updateSite } from '../../test/support/access.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { BALANCED_LEDGER, checkLedger } from '../../test/support/wallet.js';

describe('console member pages and actions', () => {
  let api: TestApp;
  let support: string;
  let finance: string;
  let viewer: string;
  let memberId: number;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    support = await openConsoleSession(api.prisma, 'support');
    finance = await openConsoleSession(api.prisma, 'finance');
    viewer = await openConsoleSession(api.prisma, 'viewer');
    memberId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_agent_m3' } }))
      .id;
  });
  afterAll(async () => {
    await api.close();
  });

  const memberPath = (suffix = '') => `${CONSOLE_PATHS.members}/${memberId}${suffix}`;
  const get = (path: string, cookie = viewer, query: object = {}) =>
    api.http.get(path).set('cookie', cookie).query(query);
  const post = (path: string, cookie: string, body: object = {}, key?: string) => {
    const request = api.http.post(path).set(consoleHeaders(cookie));
    return (key ? request.set('idempotency-key', key) : request).send(body);
  };
  const main = async () =>
    (await get(memberPath()).expect(200)).body.value.wallets.find(
      (wallet: { kind: string }) => wallet.kind === 'MAIN',
    )?.balance as string;

  it('finds members by account prefix, phone, e-mail and id, in pages', async () => {
    const byPrefix = await get(CONSOLE_PATHS.members, viewer, {
      query: 'demo_agent_m',
      pageSize: 3,
    });
    expect(byPrefix.body.value.total).toBe(4);
    expect(byPrefix.body.value.list).toHaveLength(3);
    const page2 = await get(CONSOLE_PATHS.members, viewer, {
      query: 'demo_agent_m',
      pageSize: 3,
      page: 2,
    });
    expect(page2.body.value.list).toHaveLength(1);

    const accountsOf = async (query: string) =>
      (await get(CONSOLE_PATHS.members, viewer, { query })).body.value.list.map(
        (row: { account: string }) => row.account,
      );
    expect(await accountsOf('123456701')).toEqual(['demo_member']);
    expect(await accountsOf('DEMO_MEMBER@example.com')).toEqual(['demo_member']);
    expect(await accountsOf(String(memberId))).toEqual(['demo_agent_m3']);
  });

  it("shows a member's page: profile, upline chain, wallets, and its lists", async () => {
    const detail = (await get(memberPath()).expect(200)).body.value as ConsoleMemberDetail;
    expect(detail).toMatchObject({ account: 'demo_agent_m3', locked: false });
    expect(detail.uplines.map((upline) => upline.account)).toEqual(['demo_agent']);
    expect(detail.wallets.some((wallet) => wallet.kind === 'MAIN')).toBe(true);
    for (const list of ['/ledger', '/bets', '/sessions', '/logins']) {
      const page = await get(memberPath(list)).expect(200);
      expect(page.body.value).toMatchObject({ page: 1, pageSize: 20 });
    }
    await get(`${CONSOLE_PATHS.members}/999999`).expect(404);
  });

  it('locks a member out at once, and unlocks', async () => {
    const bearer = await bearerFor(api, 'demo_agent_m3', 'Demo1234');
    await post(memberPath('/lock'), support, { locked: true, reason: 'complaint' }).expect(200);
    await api.http.get('/wps/member/info').set('authorization', bearer).expect(401);
    const refused = await loginRequest(api, 'demo_agent_m3', 'Demo1234');
    expect(refused.body.code).toBe('ACCOUNT_LOCKED');
    await post(memberPath('/lock'), support, { locked: false }).expect(200);
    await loginRequest(api, 'demo_agent_m3', 'Demo1234').expect(200);
    const trail = await api.prisma.operatorAudit.findFirstOrThrow({
      where: { target: `member:${memberId}`, action: { contains: '/lock' } },
      orderBy: { id: 'asc' },
    });
    expect(trail).toMatchObject({
      operatorUsername: 'support',
      before: { status: 'ACTIVE' },
      after: { status: 'LOCKED', reason: 'complaint' },
    });
  });

  it('adjusts a balance once per click, never below zero, large ones by finance alone', async () => {
    const before = Number(await main());
    const key = 'adjust-click-0001';
    const [first, second] = await Promise.all([
      post(memberPath('/adjustments'), support, { amount: '25.50', reason: 'goodwill' }, key),
      post(memberPath('/adjustments'), support, { amount: '25.50', reason: 'goodwill' }, key),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.value.entryId).toBe(second.body.value.entryId);
    expect(Number(await main())).toBeCloseTo(before + 25.5, 2);

    const overdraw = await post(
      memberPath('/adjustments'),
      finance,
      { amount: `-${(before + 1000).toFixed(2)}`, reason: 'too much' },
      'adjust-overdraw-1',
    );
    expect(overdraw.body.code).toBe('INSUFFICIENT_FUNDS');

    const large = { amount: '5000.00', reason: 'large correction' };
    const bySupport = await post(memberPath('/adjustments'), support, large, 'adjust-large-01');
    expect([bySupport.status, bySupport.body.code]).toEqual([403, 'ADJUSTMENT_NEEDS_FINANCE']);
    await post(memberPath('/adjustments'), finance, large, 'adjust-large-02').expect(200);
    expect(Number(await main())).toBeCloseTo(before + 5025.5, 2);

    const noKey = await post(memberPath('/adjustments'), finance, large);
    expect(noKey.status).toBe(400);
    const trail = await api.prisma.operatorAudit.count({
      where: { target: `member:${memberId}`, action: { contains: 'adjustments' } },
    });
    expect(trail).toBe(2);
    expect(await checkLedger(api.database.url)).toEqual(BALANCED_LEDGER);
  });

  it('resets the password to the default, to be changed at the next login', async () => {
    await post(memberPath('/password-reset'), support).expect(200);
    const login = await loginRequest(api, 'demo_agent_m3', '123456').expect(200);
    expect(login.body.value.passwordExpired).toBe(true);
  });

  it('refuses a read-only operator every member action', async () => {
    await post(memberPath('/lock'), viewer, { locked: true }).expect(403);
    await post(memberPath('/sessions/revoke'), viewer).expect(403);
    await post(
      memberPath('/adjustments'),
      viewer,
      { amount: '1.00', reason: 'nope' },
      'k-viewer-1',
    ).expect(403);
  });
});
