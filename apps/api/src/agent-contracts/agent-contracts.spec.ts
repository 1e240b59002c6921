import {
  AGENT_CONTRACT_PATHS,
  CONSOLE_AGENT_CONTRACT_PATHS,
  DEFAULT_AGENT_SETTINGS,
  MAILBOX_PATHS,
  type AgentContractPage,
  type AgentContractTier,
  type AgentContractView,
  type ConsoleAgentContract,
  type MailboxPage,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { AgentSettingsRepository } from '../agent/agent-settings.repository.js';

const tier = (turnover: string, ratio: string, activeMembers: number | null = null) =>
  ({ turnover, ratio, activeMembers }) satisfies AgentContractTier;

describe('agent contracts: offers, requests, answers, terminations and the console', () => {
  let api: TestApp;
  let agent: string;
  let sub: string;
  let member: string;
  let owner: string;
  let merchantId: number;
  let agentId: number;
  let subId: number;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    agent = await bearerFor(api, 'demo_agent', 'Agent1234');
    sub = await bearerFor(api, 'demo_subagent', 'Agent1234');
    member = await bearerFor(api, 'demo_member', 'Demo1234');
    owner = await openConsoleSession(api.prisma, 'owner');
    const top = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_agent' } });
    merchantId = top.merchantId;
    agentId = top.id;
    subId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_subagent' } })).id;
  });
  afterAll(() => api.close());

  const enable = (realTimeSalary: boolean) =>
    api.app.get(AgentSettingsRepository).replace(merchantId, {
      ...DEFAULT_AGENT_SETTINGS,
      features: { ...DEFAULT_AGENT_SETTINGS.features, realTimeSalary },
    });
  const setTop = (tiers: AgentContractTier[], memberId = agentId) =>
    api.http
      .put(CONSOLE_AGENT_CONTRACT_PATHS.topAgentContract(memberId, 'REAL_TIME_SALARY'))
      .set(consoleHeaders(owner))
      .send({ tiers, reason: 'Launch terms' });
  const offer = (tiers: AgentContractTier[], account = 'demo_subagent', bearer = agent) =>
    api.http
      .post(AGENT_CONTRACT_PATHS.contracts)
      .set('authorization', bearer)
      .send({ kind: 'REAL_TIME_SALARY', account, tiers, note: 'Welcome aboard' });
  const ask = (tiers: AgentContractTier[], bearer = sub) =>
    api.http
      .post(AGENT_CONTRACT_PATHS.requests)
      .set('authorization', bearer)
      .send({ kind: 'REAL_TIME_SALARY', tiers });
  const act = (id: number, action: string, bearer: string) =>
    api.http
      .post(`${AGENT_CONTRACT_PATHS.contract(id)}/${action}`)
      .set('authorization', bearer)
      .send({});
  const list = async (bearer: string, query: object = {}): Promise<AgentContractPage> =>
    (
      await api.http
        .get(AGENT_CONTRACT_PATHS.contracts)
        .query({ kind: 'REAL_TIME_SALARY', ...query })
        .set('authorization', bearer)
        .expect(200)
    ).body.value;
  const inForce = (holder: number) =>
    api.prisma.agentContract.findMany({
      where: { agentId: holder, kind: 'REAL_TIME_SALARY', slot: 'IN_FORCE' },
    });
  const mailbox = async (bearer: string): Promise<MailboxPage> =>
    (await api.http.get(MAILBOX_PATHS.messages).set('authorization', bearer).expect(200)).body
      .value;

  it('is closed while the operator does not offer the kind', async () => {
    await enable(false);
    const closed = await offer([tier('0', '0.50')]);
    expect([closed.status, closed.body.code]).toEqual([403, 'FEATURE_DISABLED']);
    await enable(true);
  });

  it('lets the operator set a top agent’s terms only, and an agent offer within its own', async () => {
    const notTop = await setTop([tier('0', '1.00')], subId);
    expect([notTop.status, notTop.body.value.fields]).toEqual([
      400,
      { memberId: [expect.stringContaining('top agent')] },
    ]);
    // Without terms of its own the agent has nothing to share.
    expect((await offer([tier('0', '0.50')])).body.code).toBe('CONFLICT');

    const top = await setTop([tier('0', '1.00'), tier('1000', '1.50')]).expect(200);
    expect((top.body.value as ConsoleAgentContract).status).toBe('ACTIVE');
    const audit = await api.prisma.operatorAudit.findFirst({
      where: { target: `member:${agentId}` },
      orderBy: { id: 'desc' },
    });
    expect(audit).not.toBeNull();

    const tooHigh = await offer([tier('0', '0.50'), tier('500', '1.20')]);
    expect([tooHigh.status, tooHigh.body.value.fields]).toEqual([
      400,
      { 'tiers.1.ratio': ['at most the upline’s ratio at this tier (1.00)'] },
    ]);
    const badShape = await offer([tier('10', '0.50'), tier('5', '0.40')]);
    expect(Object.keys(badShape.body.value.fields)).toEqual(['tiers.1.turnover', 'tiers.1.ratio']);
    // Only a direct sub-agent gets an offer; a member gets none, an outsider is unknown.
    expect((await offer([tier('0', '0.50')], 'demo_agent_m1')).status).toBe(403);
    expect((await offer([tier('0', '0.50')], 'demo_sub_m1')).status).toBe(404);
  });

  it('takes an offer to the downline, which refuses it or accepts it, with mail both ways', async () => {
    const first = (await offer([tier('0', '0.60')]).expect(200)).body.value as AgentContractView;
    expect(first).toMatchObject({
      status: 'PENDING',
      role: 'UPLINE',
      agent: 'demo_subagent',
      upline: 'demo_agent',
      period: 'FIVE_MINUTES',
      proposedBy: 'UPLINE',
      actions: ['cancel'],
    });
    expect((await offer([tier('0', '0.40')])).body.code).toBe('CONFLICT');
    const subMail = await mailbox(sub);
    expect(subMail.list[0]).toMatchObject({
      template: 'agentContract.offered',
      params: { kind: 'REAL_TIME_SALARY', upline: 'demo_agent' },
      readAt: null,
    });
    const subView = (await list(sub)).list[0];
    expect([subView.id, subView.role, subView.actions]).toEqual([
      first.id,
      'AGENT',
      ['accept', 'refuse'],
    ]);
    // The proposer cannot accept its own offer; nobody else even sees it.
    expect((await act(first.id, 'accept', agent)).status).toBe(409);
    expect(
      (await api.http.get(AGENT_CONTRACT_PATHS.contract(first.id)).set('authorization', member))
        .status,
    ).toBe(403);

    expect((await act(first.id, 'refuse', sub).expect(200)).body.value.status).toBe('REFUSED');
    expect((await mailbox(agent)).list[0]).toMatchObject({
      template: 'agentContract.refused',
      params: { account: 'demo_subagent' },
    });

    const second = (await offer([tier('0', '0.60')]).expect(200)).body.value as AgentContractView;
    const accepted = (await act(second.id, 'accept', sub).expect(200)).body.value;
    expect(accepted).toMatchObject({ status: 'ACTIVE', actions: ['termination'] });
    expect((await inForce(subId)).map((row) => row.id)).toEqual([second.id]);
    expect((await mailbox(agent)).list[0].template).toBe('agentContract.accepted');
  });

  it('ends the older contract when new terms are accepted, and lets only one accept win', async () => {
    const [old] = await inForce(subId);
    const asked = (await ask([tier('0', '0.80')]).expect(200)).body.value as AgentContractView;
    expect(asked).toMatchObject({ proposedBy: 'AGENT', role: 'AGENT', actions: ['cancel'] });
    expect((await mailbox(agent)).list[0].template).toBe('agentContract.requested');

    const answers = await Promise.all([
      act(asked.id, 'accept', agent),
      act(asked.id, 'accept', agent),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await inForce(subId)).map((row) => row.id)).toEqual([asked.id]);
    const ended = await api.prisma.agentContract.findUniqueOrThrow({ where: { id: old.id } });
    expect([ended.status, ended.endReason]).toEqual(['ENDED', 'REPLACED']);

    // The operator cannot lower the top terms under what was issued below them.
    const lower = await setTop([tier('0', '0.70')]);
    expect([lower.status, lower.body.code]).toEqual([409, 'CONFLICT']);
    const page = await list(agent, { role: 'UPLINE', account: 'demo_subagent', pageSize: 2 });
    expect([page.totalCount, page.totalPages, page.list.length]).toEqual([3, 2, 2]);
  });

  it('ends a contract when one side asks and the other agrees, keeps it when refused', async () => {
    const [current] = await inForce(subId);
    const id = current.id;
    expect((await act(id, 'termination', sub).expect(200)).body.value.termination).toMatchObject({
      requestedBy: 'AGENT',
    });
    expect((await act(id, 'termination', sub)).status).toBe(409);
    expect((await act(id, 'termination/refuse', agent).expect(200)).body.value).toMatchObject({
      status: 'ACTIVE',
      termination: null,
    });
    await act(id, 'termination', agent).expect(200);
    const ended = (await act(id, 'termination/accept', sub).expect(200)).body.value;
    expect([ended.status, ended.endReason]).toEqual(['ENDED', 'TERMINATED']);
    expect(await inForce(subId)).toEqual([]);
  });

  it('lets the operator freeze, unfreeze and end a contract, ending those issued under it', async () => {
    const issued = (await offer([tier('0', '0.50')]).expect(200)).body.value as AgentContractView;
    await act(issued.id, 'accept', sub).expect(200);
    const [top] = await inForce(agentId);
    const change = (action: string) =>
      api.http
        .post(`${CONSOLE_AGENT_CONTRACT_PATHS.contract(top.id)}/${action}`)
        .set(consoleHeaders(owner))
        .send({ reason: 'Compliance review' });
    expect((await change('freeze').expect(200)).body.value.status).toBe('FROZEN');
    expect((await change('freeze')).status).toBe(409);
    expect((await change('unfreeze').expect(200)).body.value.status).toBe('ACTIVE');
    expect((await change('end').expect(200)).body.value).toMatchObject({
      status: 'ENDED',
      endReason: 'OPERATOR',
    });
    const below = await api.prisma.agentContract.findUniqueOrThrow({ where: { id: issued.id } });
    expect([below.status, below.endReason]).toEqual(['ENDED', 'UPLINE_ENDED']);
    expect((await mailbox(sub)).list[0]).toMatchObject({
      template: 'agentContract.ended',
      params: { reason: 'UPLINE_ENDED' },
    });
    const listed = await api.http
      .get(CONSOLE_AGENT_CONTRACT_PATHS.contracts)
      .query({ account: 'demo_subagent', pageSize: 3 })
      .set('cookie', owner)
      .expect(200);
    expect([listed.body.value.total, listed.body.value.list.length]).toEqual([4, 3]);
  });

  it('counts and marks the mailbox read, one member’s messages only', async () => {
    const count = async (bearer: string) =>
      (await api.http.get(MAILBOX_PATHS.unreadCount).set('authorization', bearer).expect(200)).body
        .value.count as number;
    const before = await count(sub);
    expect(before).toBeGreaterThan(2);
    const [latest] = (await mailbox(sub)).list;
    const read = await api.http
      .put(MAILBOX_PATHS.read(latest.id))
      .set('authorization', sub)
      .expect(200);
    expect(read.body.value.readAt).not.toBeNull();
    expect(await count(sub)).toBe(before - 1);
    expect(
      (await api.http.put(MAILBOX_PATHS.read(latest.id)).set('authorization', agent)).status,
    ).toBe(404);
    await api.http.put(MAILBOX_PATHS.readAll).set('authorization', sub).expect(200);
    expect(await count(sub)).toBe(0);
  });
});
