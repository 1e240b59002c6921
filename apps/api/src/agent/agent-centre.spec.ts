import {
  AGENT_CENTRE_PATHS,
  DEFAULT_AGENT_SETTINGS,
  type AgentCentreInfo,
  type AgentInvitation,
  type AgentSettings,
} from '@wps/shared-types';
import { bearerFor, loginRequest, updateSite } from '../../test/support/access.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { AgentSettingsRepository } from './agent-settings.repository.js';

describe('agent centre: the centre, the invitation and the open account centre', () => {
  let api: TestApp;
  let agent: string;
  let agentRow: { id: number; merchantId: number; ancestryPath: string; depth: number };
  let siteName: string;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    agent = await bearerFor(api, 'demo_agent', 'Agent1234');
    agentRow = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_agent' } });
    siteName = (await api.prisma.merchant.findUniqueOrThrow({ where: { id: agentRow.merchantId } }))
      .name;
  });
  afterAll(() => api.close());

  const settings = (change: Partial<AgentSettings>) =>
    api.app.get(AgentSettingsRepository).replace(agentRow.merchantId, {
      ...DEFAULT_AGENT_SETTINGS,
      ...change,
    });
  const open = (body: object, bearer = agent) =>
    api.http.post(AGENT_CENTRE_PATHS.accounts).set('authorization', bearer).send(body);

  it("answers the centre: the site's agency name in the agent's language, the agent, the operator's switches", async () => {
    await api.prisma.member.update({ where: { id: agentRow.id }, data: { agentRatio: '45.5' } });
    const info: AgentCentreInfo = (
      await api.http.get(AGENT_CENTRE_PATHS.centre).set('authorization', agent).expect(200)
    ).body.value;
    expect(info).toMatchObject({
      agencyName: `${siteName} Pusat Agensi`,
      agent: {
        account: 'demo_agent',
        nickname: 'Demo Agent',
        isAgent: 1,
        ratio: '45.50',
        upline: null,
      },
      features: DEFAULT_AGENT_SETTINGS.features,
      permissions: { openAccounts: true, lockLogin: true, seeDownlineBalance: true },
      figures: DEFAULT_AGENT_SETTINGS.figures,
      timezone: 'Asia/Kuala_Lumpur',
    });
    expect(info.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await api.prisma.member.update({ where: { id: agentRow.id }, data: { language: 'EN' } });
    await settings({
      features: { dividend: true, dailyWages: false, hourlySalary: true, realTimeSalary: false },
      agentsMayLockLogin: false,
    });
    const sub = await bearerFor(api, 'demo_subagent', 'Agent1234');
    const [mine, subs] = await Promise.all(
      [agent, sub].map(
        async (bearer) =>
          (await api.http.get(AGENT_CENTRE_PATHS.centre).set('authorization', bearer).expect(200))
            .body.value as AgentCentreInfo,
      ),
    );
    expect(mine.agencyName).toBe(`${siteName} Agency Centre`);
    expect(mine.features).toEqual({
      dividend: true,
      dailyWages: false,
      hourlySalary: true,
      realTimeSalary: false,
    });
    expect(mine.permissions.lockLogin).toBe(false);
    expect(subs.agent).toMatchObject({
      account: 'demo_subagent',
      isAgent: 2,
      upline: 'demo_agent',
    });
    await settings({});
  });

  it('closes every agent route with FEATURE_DISABLED while the operator has it off', async () => {
    await settings({ enabled: false });
    for (const path of [
      AGENT_CENTRE_PATHS.centre,
      AGENT_CENTRE_PATHS.invitation,
      AGENT_CENTRE_PATHS.downlines,
      AGENT_CENTRE_PATHS.transfers,
    ]) {
      const response = await api.http.get(path).set('authorization', agent);
      expect([path, response.status, response.body.code]).toEqual([path, 403, 'FEATURE_DISABLED']);
    }
    const before = await api.prisma.member.count();
    const refused = await open({ type: 'MEMBER', username: 'closed01x' });
    expect([refused.status, refused.body.code]).toEqual([403, 'FEATURE_DISABLED']);
    expect(await api.prisma.member.count()).toBe(before);
    await settings({});
  });

  it("answers the agent's invitation code, the register link with it and the site's rules", async () => {
    const invitation: AgentInvitation = (
      await api.http
        .get(AGENT_CENTRE_PATHS.invitation)
        .set('authorization', agent)
        .set('host', 'localhost')
        .expect(200)
    ).body.value;
    expect(invitation.code).toBe('DEMOAGENT');
    expect(invitation.url).toMatch(/^https?:\/\/[^/]+\/register\?affiliateCode=DEMOAGENT$/);
    expect(invitation.rules.joinsAs).toBe('MEMBER');
    expect(invitation.rules.minimumAge).toBeGreaterThanOrEqual(18);
    expect(invitation.rules.requiredFields).toEqual(expect.arrayContaining(['username']));
  });

  it('gives an agent without a code one, the same on every later call', async () => {
    await api.prisma.member.updateMany({
      where: { account: 'demo_subagent' },
      data: { invitationCode: null },
    });
    const sub = await bearerFor(api, 'demo_subagent', 'Agent1234');
    const codes = await Promise.all(
      [1, 2, 3].map(
        async () =>
          (
            (
              await api.http
                .get(AGENT_CENTRE_PATHS.invitation)
                .set('authorization', sub)
                .expect(200)
            ).body.value as AgentInvitation
          ).code,
      ),
    );
    expect(new Set(codes).size).toBe(1);
    expect(codes[0]).toMatch(/^[A-Z2-9]{8}$/);
    const stored = await api.prisma.member.findFirstOrThrow({
      where: { account: 'demo_subagent' },
    });
    expect(stored.invitationCode).toBe(codes[0]);
  });

  it('opens a member directly under the agent, whose first login must change the password', async () => {
    const response = await open({ type: 'MEMBER', username: 'OpenedM1', nickname: 'Opened' });
    expect([response.status, response.body.value]).toEqual([
      201,
      { account: 'openedm1', type: 'MEMBER', initialPassword: '123456' },
    ]);
    const opened = await api.prisma.member.findFirstOrThrow({ where: { account: 'openedm1' } });
    expect(opened).toMatchObject({
      nickname: 'Opened',
      isAgent: 0,
      uplineId: agentRow.id,
      ancestryPath: `${agentRow.ancestryPath}${agentRow.id}/`,
      depth: agentRow.depth + 1,
      mustChangePassword: true,
      agentRatio: null,
    });
    const login = await loginRequest(api, 'openedm1', '123456').expect(200);
    expect(login.body.value.passwordExpired).toBe(true);
    const blocked = await api.http
      .get('/wps/member/security')
      .set('authorization', `Bearer ${login.body.value.token}`);
    expect([blocked.status, blocked.body.code]).toEqual([403, 'PASSWORD_CHANGE_REQUIRED']);
  });

  it("opens a sub-agent with a ratio up to the agent's own, and an invitation code", async () => {
    await api.prisma.member.update({ where: { id: agentRow.id }, data: { agentRatio: '40' } });
    const response = await open({ type: 'AGENT', username: 'openeda1', ratio: '40.00' });
    expect(response.status).toBe(201);
    const opened = await api.prisma.member.findFirstOrThrow({ where: { account: 'openeda1' } });
    expect(opened.isAgent).toBe(2);
    expect(opened.agentRatio?.toFixed(2)).toBe('40.00');
    expect(opened.invitationCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(opened.uplineId).toBe(agentRow.id);
    const noRatio = await open({ type: 'AGENT', username: 'openeda2' });
    expect(noRatio.status).toBe(201);
  });

  it('refuses a bad name, a taken one, a ratio above its own or without one, changing nothing', async () => {
    await api.prisma.member.update({ where: { id: agentRow.id }, data: { agentRatio: '30' } });
    const before = await api.prisma.member.count();
    const cases: [object, number, string, string | null][] = [
      [{ type: 'MEMBER', username: 'ab' }, 400, 'VALIDATION_FAILED', 'username'],
      [{ type: 'MEMBER', username: 'bad name!' }, 400, 'VALIDATION_FAILED', 'username'],
      [{ type: 'MEMBER', username: 'OPENEDM1' }, 409, 'USERNAME_TAKEN', null],
      [{ type: 'AGENT', username: 'ratiohi1', ratio: '30.01' }, 400, 'VALIDATION_FAILED', 'ratio'],
      [{ type: 'AGENT', username: 'ratiobad1', ratio: '101' }, 400, 'VALIDATION_FAILED', 'ratio'],
      [{ type: 'MEMBER', username: 'ratiomem1', ratio: '10' }, 400, 'VALIDATION_FAILED', 'ratio'],
      [{ type: 'BOSS', username: 'boss001' }, 400, 'VALIDATION_FAILED', 'type'],
    ];
    for (const [body, status, code, field] of cases) {
      const response = await open(body);
      expect([JSON.stringify(body), response.status, response.body.code]).toEqual([
        JSON.stringify(body),
        status,
        code,
      ]);
      if (field) expect(Object.keys(response.body.value.fields)).toContain(field);
    }
    const sub = await bearerFor(api, 'demo_subagent', 'Agent1234');
    const without = await open({ type: 'AGENT', username: 'subratio1', ratio: '1' }, sub);
    expect([without.status, without.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await api.prisma.member.count()).toBe(before);
  });

  it('refuses while the operator does not let agents open accounts', async () => {
    await settings({ agentsMayOpenAccounts: false });
    const response = await open({ type: 'MEMBER', username: 'notallowed1' });
    expect([response.status, response.body.code]).toEqual([403, 'FEATURE_DISABLED']);
    expect(await api.prisma.member.count({ where: { account: 'notallowed1' } })).toBe(0);
    await settings({});
  });
});
