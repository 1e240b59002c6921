import {
  AGENT_CENTRE_PATHS,
  CONSOLE_AGENT_PATHS,
  CONSOLE_CONTENT_PATHS,
  DEFAULT_AGENT_SETTINGS,
  agentSettingsOf,
  type AgentAnnouncementPage,
  type AgentSettings,
  type ConsoleAgentNode,
  type ConsoleAgentPath,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { AgentStatsRollup } from '../agent-reports/agent-stats.rollup.js';

describe('agents (console): settings, tree, moves, ratios and announcements', () => {
  let api: TestApp;
  let owner: string;
  let content: string;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    owner = await openConsoleSession(api.prisma, 'owner');
    content = await openConsoleSession(api.prisma, 'content');
  });
  afterAll(() => api.close());

  const member = (account: string) =>
    api.prisma.member.findFirstOrThrow({
      where: { account },
      select: { id: true, uplineId: true, ancestryPath: true, depth: true, agentRatio: true },
    });
  const children = async (parentId?: number) => {
    const response = await api.http
      .get(CONSOLE_AGENT_PATHS.tree)
      .query(parentId ? { parentId } : {})
      .set('cookie', owner)
      .expect(200);
    return response.body.value.list as ConsoleAgentNode[];
  };
  const move = async (account: string, uplineAccount: string, status: number, id?: number) =>
    api.http
      .put(CONSOLE_AGENT_PATHS.upline(id ?? (await member(account)).id))
      .set(consoleHeaders(owner))
      .send({ uplineAccount, reason: 'Team restructuring' })
      .expect(status);
  const setRatio = async (account: string, ratio: string, status: number) =>
    api.http
      .put(CONSOLE_AGENT_PATHS.ratio((await member(account)).id))
      .set(consoleHeaders(owner))
      .send({ ratio, reason: 'New contract' })
      .expect(status);
  const newTopAgent = (account: string) =>
    api.prisma.member.create({
      data: {
        merchantId: 1,
        account,
        nickname: account,
        passwordHash: '-',
        isAgent: 1,
        invitationCode: account.toUpperCase(),
      },
    });

  describe('settings', () => {
    const stored = async () =>
      agentSettingsOf(
        (await api.prisma.merchant.findFirstOrThrow({ where: { code: 'DEMO' } })).settings,
      );
    const put = (body: unknown) =>
      api.http
        .put(CONSOLE_AGENT_PATHS.settings)
        .set(consoleHeaders(owner))
        .send(body as object);

    it('reads the defaults, replaces them, audits the fields that changed and answers the spec flags', async () => {
      const read = await api.http.get(CONSOLE_AGENT_PATHS.settings).set('cookie', owner);
      expect(read.body.value).toEqual(DEFAULT_AGENT_SETTINGS);
      const next: AgentSettings = {
        ...DEFAULT_AGENT_SETTINGS,
        features: { ...DEFAULT_AGENT_SETTINGS.features, dividend: true, hourlySalary: true },
        agentsMayLockLogin: false,
        downlineTransfer: { minAmount: '5', maxAmount: '500.5', dailyAmount: '1000' },
      };
      const response = await put(next).expect(200);
      expect(response.body.value.downlineTransfer).toEqual({
        minAmount: '5.00',
        maxAmount: '500.50',
        dailyAmount: '1000.00',
      });
      expect(await stored()).toEqual(response.body.value);
      const audit = await api.prisma.operatorAudit.findFirstOrThrow({
        where: { target: 'site:agents' },
      });
      expect(audit.before).toEqual({
        'features.dividend': false,
        'features.hourlySalary': false,
        agentsMayLockLogin: true,
        'downlineTransfer.minAmount': '10.00',
        'downlineTransfer.maxAmount': '10000.00',
        'downlineTransfer.dailyAmount': '50000.00',
      });
      expect(audit.after).toMatchObject({ 'features.dividend': true, agentsMayLockLogin: false });

      const status = await api.http.get('/wps/system/status').expect(200);
      expect(status.body.value.info.agentFlags).toEqual({
        divtypereq: true,
        divtypeinfo: true,
        dailysalreqtype: false,
        dailysalinfotype: false,
        contractmrdailysalinfotype: false,
        contracthoursalreq: true,
        contracthoursalinfo: true,
        realtimesalreqtype: false,
        realtimesalinfotype: false,
      });
      await put({ ...next, enabled: false }).expect(200);
      const closed = await api.http.get('/wps/system/status').expect(200);
      expect(Object.values(closed.body.value.info.agentFlags)).not.toContain(true);
      await put(DEFAULT_AGENT_SETTINGS).expect(200);
    });

    it('refuses limits that are not positive amounts or out of order and flags that are no booleans, changing nothing', async () => {
      const before = await stored();
      const limits = (change: object) => ({
        ...DEFAULT_AGENT_SETTINGS,
        downlineTransfer: { ...DEFAULT_AGENT_SETTINGS.downlineTransfer, ...change },
      });
      const cases: [unknown, string][] = [
        [limits({ minAmount: '0' }), 'downlineTransfer.minAmount'],
        [limits({ maxAmount: '1.234' }), 'downlineTransfer.maxAmount'],
        [limits({ minAmount: '600', maxAmount: '500' }), 'downlineTransfer.minAmount'],
        [limits({ maxAmount: '60000' }), 'downlineTransfer.maxAmount'],
        [{ ...DEFAULT_AGENT_SETTINGS, enabled: 'yes' }, 'enabled'],
        [{ ...DEFAULT_AGENT_SETTINGS, features: { dividend: true } }, 'features.dailyWages'],
      ];
      for (const [body, field] of cases) {
        const response = await put(body).expect(400);
        expect({ field, fields: Object.keys(response.body.value?.fields ?? {}) }).toEqual({
          field,
          fields: expect.arrayContaining([expect.stringContaining(field.split('.').pop()!)]),
        });
      }
      expect(await stored()).toEqual(before);
    });
  });

  describe('tree', () => {
    it('lists the top agents with their team size, a node’s children by account, and an account’s uplines', async () => {
      // Team sizes are the statistics' counters: the seed's accounts count once the job ran.
      await api.app.get(AgentStatsRollup).drain();
      const top = await children();
      const agent = top.find((node) => node.account === 'demo_agent');
      expect(agent).toMatchObject({ type: 'AGENT', depth: 0, upline: null, teamSize: 8 });
      expect(top.every((node) => node.type === 'AGENT')).toBe(true);

      const direct = await children(agent!.memberId);
      expect(direct.map((node) => node.account)).toEqual([
        'demo_agent_m1',
        'demo_agent_m2',
        'demo_agent_m3',
        'demo_agent_m4',
        'demo_subagent',
      ]);
      expect(direct.find((node) => node.account === 'demo_subagent')).toMatchObject({
        type: 'AGENT',
        teamSize: 3,
        upline: 'demo_agent',
      });

      const path = await api.http
        .get(CONSOLE_AGENT_PATHS.path)
        .query({ account: 'demo_sub_m1' })
        .set('cookie', owner)
        .expect(200);
      const value = path.body.value as ConsoleAgentPath;
      expect(value.ancestors.map((node) => node.account)).toEqual(['demo_agent', 'demo_subagent']);
      expect(value.member).toMatchObject({ account: 'demo_sub_m1', type: 'MEMBER', depth: 2 });
      await api.http
        .get(CONSOLE_AGENT_PATHS.path)
        .query({ account: 'nobody_here' })
        .set('cookie', owner)
        .expect(404);
    });

    it('moves a sub-agent with its whole subtree: paths, depths, team sizes and the audit trail', async () => {
      const top = await newTopAgent('tree_top');
      const response = await move('demo_subagent', 'tree_top', 200);
      expect((response.body.value as ConsoleAgentPath).ancestors.map((n) => n.account)).toEqual([
        'tree_top',
      ]);
      const subAgent = await member('demo_subagent');
      expect(subAgent).toMatchObject({ uplineId: top.id, ancestryPath: `/${top.id}/`, depth: 1 });
      for (const account of ['demo_sub_m1', 'demo_sub_m2']) {
        expect(await member(account)).toMatchObject({
          uplineId: subAgent.id,
          ancestryPath: `/${top.id}/${subAgent.id}/`,
          depth: 2,
        });
      }
      const agent = await member('demo_agent');
      const teams = new Map((await children()).map((node) => [node.account, node.teamSize]));
      expect([teams.get('demo_agent'), teams.get('tree_top')]).toEqual([4, 4]);
      // The agent centre's team sizes (the statistics' counters) moved with the subtree too.
      const counters = await api.prisma.$queryRaw<{ agentId: number; team: number }[]>`
        SELECT agent_id AS "agentId", team FROM agent_team_size
        WHERE agent_id IN (${agent.id}, ${top.id}) ORDER BY agent_id`;
      expect(counters).toEqual([
        { agentId: agent.id, team: 4 },
        { agentId: top.id, team: 4 },
      ]);
      const audit = await api.prisma.operatorAudit.findFirstOrThrow({
        where: { target: `member:${subAgent.id}` },
        orderBy: { id: 'desc' },
      });
      expect(audit.before).toEqual({ upline: 'demo_agent' });
      expect(audit.after).toEqual({
        upline: 'tree_top',
        accountsMoved: 4,
        reason: 'Team restructuring',
      });

      // The new top agent goes under the old one: its subtree is two levels deeper now.
      await move('tree_top', 'demo_agent', 200);
      expect(await member('demo_sub_m2')).toMatchObject({
        ancestryPath: `/${agent.id}/${top.id}/${subAgent.id}/`,
        depth: 3,
      });
      await move('tree_top', 'demo_agent', 400);
    });

    it('refuses a move into the account’s own subtree, under a member or an unknown account, changing nothing', async () => {
      const before = await api.prisma.member.findMany({ orderBy: { id: 'asc' } });
      await move('demo_agent', 'demo_subagent', 400);
      await move('demo_agent', 'demo_agent', 400);
      await move('demo_sub_m1', 'demo_agent_m1', 400);
      await move('demo_sub_m1', 'nobody_here', 400);
      await move('demo_sub_m1', 'demo_agent', 404, 999_999);
      expect(await api.prisma.member.findMany({ orderBy: { id: 'asc' } })).toEqual(before);
    });

    it('sets ratios within the upline’s and above the sub-agents’, and refuses a move above the new upline’s ratio', async () => {
      await setRatio('demo_subagent', '30', 400);
      expect((await setRatio('demo_agent', '40.5', 200)).body.value.ratio).toBe('40.50');
      await setRatio('tree_top', '35', 200);
      await setRatio('demo_subagent', '35.01', 400);
      await setRatio('demo_subagent', '30', 200);
      await setRatio('tree_top', '29.99', 400);
      await setRatio('demo_agent', '34', 400);
      await setRatio('demo_sub_m1', '10', 400);
      await setRatio('demo_agent', '100.01', 400);

      const low = await newTopAgent('low_top');
      await api.prisma.member.update({ where: { id: low.id }, data: { agentRatio: '20' } });
      const refused = await move('demo_subagent', 'low_top', 409);
      expect(refused.body.code).toBe('CONFLICT');
      expect((await member('demo_subagent')).agentRatio?.toFixed(2)).toBe('30.00');
      const audit = await api.prisma.operatorAudit.findFirstOrThrow({
        where: { target: `member:${(await member('demo_agent')).id}` },
        orderBy: { id: 'desc' },
      });
      expect([audit.before, audit.after]).toEqual([
        { ratio: null },
        { ratio: '40.50', reason: 'New contract' },
      ]);
    });
  });

  describe('announcements for agents', () => {
    const write = (body: object) =>
      api.http
        .post(CONSOLE_CONTENT_PATHS.announcements)
        .set(consoleHeaders(content))
        .send(body)
        .expect(201);

    it('answers agents the published notices of their language, newest first, and nobody else', async () => {
      await write({ type: 'AG', title: 'Older', content: 'a', startsAt: '2026-01-01T00:00:00Z' });
      await write({ type: 'AG', title: 'Newer', content: 'b', startsAt: '2026-06-01T00:00:00Z' });
      await write({ type: 'AG', title: 'No start', content: 'g' });
      await write({ type: 'AG', title: 'Hidden', content: 'c', enabled: false });
      await write({ type: 'AG', title: 'Later', content: 'd', startsAt: '2099-01-01T00:00:00Z' });
      await write({ type: 'AG', title: 'In Chinese', content: 'e', language: 'CN' });
      await write({ type: 'PL', title: 'For players', content: 'f' });

      const agent = await bearerFor(api, 'demo_agent', 'Agent1234');
      const response = await api.http
        .get(AGENT_CENTRE_PATHS.announcements)
        .query({ pageNo: 1, pageSize: 50 })
        .set('authorization', agent)
        .expect(200);
      const page = response.body.value as AgentAnnouncementPage;
      const titles = page.list.map((notice) => notice.title);
      // Published at its start, else when it was written (now, after both starts).
      expect(titles.filter((title) => ['No start', 'Newer', 'Older'].includes(title))).toEqual([
        'No start',
        'Newer',
        'Older',
      ]);
      for (const hidden of ['Hidden', 'Later', 'In Chinese', 'For players']) {
        expect(titles).not.toContain(hidden);
      }
      expect(page.totalCount).toBe(titles.length);
      expect(page.list.find((notice) => notice.title === 'Newer')?.publishedAt).toBe(
        '2026-06-01T00:00:00.000Z',
      );
      // The seed's notice for agents is there too.
      expect(titles.length).toBeGreaterThanOrEqual(4);

      const player = await bearerFor(api, 'demo_member', 'Demo1234');
      const refused = await api.http
        .get(AGENT_CENTRE_PATHS.announcements)
        .set('authorization', player)
        .expect(403);
      expect(refused.body.code).toBe('NOT_AGENT');
      await api.http.get('/wps/system/announcements').query({ types: 'AG' }).expect(400);
    });
  });
});
