import {
  AGENT_CENTRE_PATHS,
  DEFAULT_AGENT_SETTINGS,
  type AgentSettings,
  type DownlineDetails,
  type DownlinePage,
} from '@wps/shared-types';
import { bearerFor, loginRequest, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { teamSizesQuery } from '../agent-reports/agent-stats.repository.js';
import { AgentStatsRollup } from '../agent-reports/agent-stats.rollup.js';
import pg from 'pg';
import { createPrismaClient } from '../database/prisma.factory.js';
import { Prisma } from '../generated/prisma/client.js';
import { AgentSettingsRepository } from './agent-settings.repository.js';
import { AgentTeamRepository } from './agent-team.repository.js';

describe('agent centre: team management', () => {
  let api: TestApp;
  let agent: string;
  let sub: string;
  let merchantId: number;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    agent = await bearerFor(api, 'demo_agent', 'Agent1234');
    sub = await bearerFor(api, 'demo_subagent', 'Agent1234');
    merchantId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_agent' } }))
      .merchantId;
    await rollUp();
  });
  afterAll(() => api.close());

  // Team sizes are the statistics' counters, which the roll-up job keeps (every 5 s): the seed's
  // accounts, and any added here, count once it has run.
  const rollUp = () => api.app.get(AgentStatsRollup).drain();

  const settings = (change: Partial<AgentSettings>) =>
    api.app
      .get(AgentSettingsRepository)
      .replace(merchantId, { ...DEFAULT_AGENT_SETTINGS, ...change });
  const list = async (query: object = {}, bearer = agent): Promise<DownlinePage> =>
    (
      await api.http
        .get(AGENT_CENTRE_PATHS.downlines)
        .query(query)
        .set('authorization', bearer)
        .expect(200)
    ).body.value;
  const details = (account: string, bearer = agent) =>
    api.http.get(AGENT_CENTRE_PATHS.downline(account)).set('authorization', bearer);
  const setRatio = (account: string, ratio: string, bearer = agent) =>
    api.http
      .put(`${AGENT_CENTRE_PATHS.downline(account)}/ratio`)
      .set('authorization', bearer)
      .send({ ratio });
  const lock = (account: string, locked: boolean, bearer = agent) =>
    api.http
      .put(`${AGENT_CENTRE_PATHS.downline(account)}/login-lock`)
      .set('authorization', bearer)
      .send({ locked });
  const ratioOf = async (account: string) =>
    (await api.prisma.member.findFirstOrThrow({ where: { account } })).agentRatio?.toFixed(2) ??
    null;

  it('lists the direct downline with balances and team sizes', async () => {
    const page = await list();
    expect(page).toMatchObject({ pageNo: 1, pageSize: 20, totalCount: 5, totalPages: 1 });
    expect(
      page.list.map((row) => [
        row.account,
        row.type,
        row.level,
        row.upline,
        row.balance,
        row.teamSize,
      ]),
    ).toEqual([
      ['demo_agent_m1', 'MEMBER', 1, 'demo_agent', '1000.00', 0],
      ['demo_agent_m2', 'MEMBER', 1, 'demo_agent', '1000.00', 0],
      ['demo_agent_m3', 'MEMBER', 1, 'demo_agent', '1000.00', 0],
      // The seed's rounds moved demo_agent_m4's balance (seed-agent-team.ts).
      ['demo_agent_m4', 'MEMBER', 1, 'demo_agent', '970.00', 0],
      ['demo_subagent', 'AGENT', 1, 'demo_agent', '5000.00', 3],
    ]);
    expect(page.list[4]).toMatchObject({ isAgent: 2, status: 'ACTIVE', ratio: null });
    expect(page.list[0].registeredAt).toMatch(/Z$/);
  });

  it('lists the whole team, filtered and paged, and hides balances when the operator says so', async () => {
    const team = await list({ scope: 'TEAM', pageSize: 10 });
    expect(team.totalCount).toBe(8);
    expect(team.list.slice(5).map((row) => [row.account, row.level, row.upline])).toEqual([
      ['demo_sub_m1', 2, 'demo_subagent'],
      ['demo_sub_m2', 2, 'demo_subagent'],
      ['demo_sub_m3', 2, 'demo_subagent'],
    ]);
    expect((await list({ scope: 'TEAM', type: 'AGENT' })).list.map((row) => row.account)).toEqual([
      'demo_subagent',
    ]);
    expect((await list({ scope: 'TEAM', account: 'SUB_M' })).totalCount).toBe(3);
    expect((await list({ account: 'sub_m' })).totalCount).toBe(0);
    const second = await list({ scope: 'TEAM', pageNo: 2, pageSize: 4 });
    expect([second.totalPages, second.list.length]).toEqual([2, 4]);
    const future = await list({ registeredFrom: '2099-01-01' });
    expect(future.totalCount).toBe(0);
    expect((await list({ lastLoginFrom: '2000-01-01' })).list.map((row) => row.account)).toEqual([
      'demo_subagent',
    ]);
    const bad = await api.http
      .get(AGENT_CENTRE_PATHS.downlines)
      .query({ registeredTo: '2026-02-30' })
      .set('authorization', agent);
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);

    await settings({ showDownlineBalance: false });
    expect((await list()).list.every((row) => row.balance === null)).toBe(true);
    await settings({});
    // The sub-agent sees its own team only.
    expect((await list({ scope: 'TEAM' }, sub)).list.map((row) => row.account)).toEqual([
      'demo_sub_m1',
      'demo_sub_m2',
      'demo_sub_m3',
    ]);
  });

  it('answers an account of the subtree at any depth, and 404 for one outside it as for none', async () => {
    const deep = await details('demo_sub_m1').expect(200);
    const value: DownlineDetails = deep.body.value;
    expect(value).toMatchObject({
      account: 'demo_sub_m1',
      level: 2,
      upline: 'demo_subagent',
      actions: { setRatio: false, lockLogin: true, transfer: false },
      lifetime: { depositAmount: '0.00', withdrawalAmount: '0.00', validTurnover: '0.00' },
    });
    expect((await details('demo_agent_m1').expect(200)).body.value.actions.transfer).toBe(true);
    const outside = await details('demo_agent_m1', sub);
    const missing = await details('nobody_here', sub);
    const upline = await details('demo_agent', sub);
    const self = await details('demo_subagent', sub);
    for (const response of [outside, missing, upline, self]) {
      expect([response.status, response.body.code, response.body.message]).toEqual([
        404,
        'NOT_FOUND',
        missing.body.message,
      ]);
    }
    expect(JSON.stringify(outside.body)).not.toContain('demo_agent_m1');
  });

  it("sets a direct sub-agent's ratio within its own and above its sub-agents'", async () => {
    await api.prisma.member.updateMany({
      where: { account: 'demo_agent' },
      data: { agentRatio: '50' },
    });
    const set = await setRatio('demo_subagent', '30').expect(200);
    expect(set.body.value).toMatchObject({ account: 'demo_subagent', ratio: '30.00' });
    expect(await ratioOf('demo_subagent')).toBe('30.00');

    // A sub-agent of the sub-agent at 20: the sub-agent may not go below it.
    const subAgent = await api.prisma.member.findFirstOrThrow({
      where: { account: 'demo_subagent' },
    });
    await api.prisma.member.create({
      data: {
        merchantId,
        account: 'deep_agent',
        nickname: 'Deep',
        passwordHash: subAgent.passwordHash,
        isAgent: 2,
        agentRatio: '20',
        uplineId: subAgent.id,
        ancestryPath: `${subAgent.ancestryPath}${subAgent.id}/`,
        depth: subAgent.depth + 1,
      },
    });
    const cases: [string, string, number, string][] = [
      ['demo_subagent', '50.01', 400, 'VALIDATION_FAILED'],
      ['demo_subagent', '19.99', 400, 'VALIDATION_FAILED'],
      ['demo_subagent', 'abc', 400, 'VALIDATION_FAILED'],
      ['demo_agent_m1', '10', 403, 'FORBIDDEN'],
      ['deep_agent', '25', 403, 'FORBIDDEN'],
      ['nobody_here', '10', 404, 'NOT_FOUND'],
    ];
    for (const [account, ratio, status, code] of cases) {
      const response = await setRatio(account, ratio);
      expect([account, ratio, response.status, response.body.code]).toEqual([
        account,
        ratio,
        status,
        code,
      ]);
    }
    expect([await ratioOf('demo_subagent'), await ratioOf('deep_agent')]).toEqual([
      '30.00',
      '20.00',
    ]);
    const aboveItsOwn = await setRatio('deep_agent', '30.01', sub);
    expect([aboveItsOwn.status, aboveItsOwn.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    await setRatio('deep_agent', '25', sub).expect(200);
    const belowChild = await setRatio('demo_subagent', '24.99');
    expect([belowChild.status, belowChild.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    await setRatio('demo_subagent', '25').expect(200);
    expect([await ratioOf('demo_subagent'), await ratioOf('deep_agent')]).toEqual([
      '25.00',
      '25.00',
    ]);
    await rollUp();
    expect((await list({ scope: 'TEAM', type: 'AGENT' })).list.map((row) => row.teamSize)).toEqual([
      4, 0,
    ]);
  });

  it("never lets a child's ratio pass its parent's when both change at once", async () => {
    await setRatio('deep_agent', '10', sub).expect(200);
    // Alone each is allowed (the sub-agent is at 25); together the child would pass its parent.
    const [lower, raise] = await Promise.all([
      setRatio('demo_subagent', '15'),
      setRatio('deep_agent', '20', sub),
    ]);
    expect([lower.status, raise.status].sort()).toEqual([200, 400]);
    const [parent, child] = [await ratioOf('demo_subagent'), await ratioOf('deep_agent')];
    expect(Number(child)).toBeLessThanOrEqual(Number(parent));
  });

  it('locks the login of an account of the subtree, ending its sessions, and unlocks it', async () => {
    const member = await bearerFor(api, 'demo_sub_m2', 'Demo1234');
    const locked = await lock('demo_sub_m2', true).expect(200);
    expect(locked.body.value.status).toBe('LOCKED');
    const after = await api.http.get('/wps/member/security').set('authorization', member);
    expect(after.status).toBe(401);
    expect(
      await api.prisma.memberSession.count({
        where: { member: { account: 'demo_sub_m2' }, revokedAt: null },
      }),
    ).toBe(0);
    const login = await loginRequest(api, 'demo_sub_m2', 'Demo1234');
    expect([login.status, login.body.code]).toEqual([403, 'ACCOUNT_LOCKED']);
    expect(
      (await list({ scope: 'TEAM', status: 'LOCKED' })).list.map((row) => row.account),
    ).toEqual(['demo_sub_m2']);
    const outside = await lock('demo_agent_m2', true, sub);
    expect([outside.status, outside.body.code]).toEqual([404, 'NOT_FOUND']);
    await lock('demo_sub_m2', false, sub).expect(200);
    await loginRequest(api, 'demo_sub_m2', 'Demo1234').expect(200);

    await settings({ agentsMayLockLogin: false });
    const refused = await lock('demo_sub_m1', true);
    expect([refused.status, refused.body.code]).toEqual([403, 'FEATURE_DISABLED']);
    expect((await details('demo_sub_m1').expect(200)).body.value.status).toBe('ACTIVE');
    await settings({});
  });

  it('reads a page of team sizes from the counters by their key, never a scan', async () => {
    const agents = await api.prisma.member.findMany({
      where: { account: { in: ['demo_agent', 'demo_subagent'] } },
      select: { id: true },
    });
    const plan = await api.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      const rows = await tx.$queryRaw<{ 'QUERY PLAN': string }[]>(
        Prisma.sql`EXPLAIN ${teamSizesQuery(agents.map((agent) => agent.id))}`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan (on|using) agent_team_size_pkey/);
    expect(plan).not.toMatch(/member/);
  });

  it("reads a page of the whole team from an index in the list's order, never sorting the team", async () => {
    // The query the repository sends, caught on its way to Postgres, then explained there.
    const pool = new pg.Pool({ connectionString: api.database.url, max: 1 });
    const sent: { text: string; values: unknown[] }[] = [];
    const query = pool.query.bind(pool) as (config: object) => Promise<unknown>;
    Object.assign(pool, {
      query: (config: { text: string; values: unknown[] }) => {
        sent.push({ text: config.text, values: config.values });
        return query(config);
      },
    });
    const prisma = createPrismaClient(pool);
    try {
      const team = new AgentTeamRepository(prisma);
      const top = await team.agent(
        (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_agent' } })).id,
      );
      await team.downlinePage(top, { direct: false }, 0, 20);
      const page = sent.find((statement) => /ORDER BY/.test(statement.text));
      if (!page) throw new Error('the page query was not sent');
      const client = await pool.connect();
      try {
        // The seed's team is small, so the planner is told that sorting is dear (as it is over
        // a top agent's million accounts): only an index in the list's order avoids the sort.
        await client.query('BEGIN');
        await client.query('SET LOCAL enable_sort = off');
        await client.query('SET LOCAL enable_seqscan = off');
        const explained = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN ${page.text}`,
          page.values,
        );
        await client.query('ROLLBACK');
        const plan = explained.rows.map((row) => row['QUERY PLAN']).join('\n');
        expect(plan).toMatch(/Index Scan using member_merchant_id_depth_account_idx/);
        expect(plan).not.toMatch(/Sort/);
      } finally {
        client.release();
      }
    } finally {
      await prisma.$disconnect();
      await pool.end();
    }
  });
});
