import {
  AGENT_CENTRE_PATHS,
  CONSOLE_LINKED_ACCOUNT_PATHS as LINKED,
  CONSOLE_PATHS,
  DEVICE_ID_HEADER,
  type ConsoleLinkedAccounts,
} from '@wps/shared-types';
import { loginRequest, registration, updateSite } from '../../test/support/access.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { bindBankAccount, moneyOutMember } from '../../test/support/money-out.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

const PASSWORD = 'Secret123';

describe('linked accounts', () => {
  let api: TestApp;
  let support: string;
  let finance: string;

  beforeAll(async () => {
    api = await createTestApp({ environment: { TRUST_PROXY_HOPS: '1' } });
    await updateSite(api, { sliderVerification: false });
    support = await openConsoleSession(api.prisma, 'support');
    finance = await openConsoleSession(api.prisma, 'finance');
  });
  afterAll(() => api.close());

  /** Registers through the player API from an address and a device; answers the member's id. */
  const register = async (username: string, from: { address: string; device: string }) => {
    await api.http
      .put('/wps/member/register')
      .set('x-forwarded-for', from.address)
      .set(DEVICE_ID_HEADER, from.device)
      .send(registration({ username, password: PASSWORD, confirmPassword: PASSWORD }))
      .expect(200);
    return (await api.prisma.member.findFirstOrThrow({ where: { account: username } })).id;
  };
  const linkedOf = async (memberId: number, cookie = support) =>
    (
      await api.http
        .get(`${CONSOLE_PATHS.members}/${memberId}/${LINKED.linkedAccounts}`)
        .set(consoleHeaders(cookie))
        .expect(200)
    ).body.value as ConsoleLinkedAccounts;
  const reveal = (memberId: number, cookie = support) =>
    api.http
      .post(`${CONSOLE_PATHS.members}/${memberId}/${LINKED.reveal}`)
      .set(consoleHeaders(cookie));

  it('finds five members sharing one bank account under different names, masked until revealed', async () => {
    const names = ['Ahmad Faiz', 'Tan Mei Ling', 'Ravi Kumar', 'Nur Aisyah', 'Lim Wei Jie'];
    // One account number, written as each member typed it.
    const written = [
      '7788 9900-1122',
      '7788 9900-1122',
      '778899001122',
      '7788 990 01122',
      '7788 9900-1122',
    ];
    const ids: number[] = [];
    for (const [index, name] of names.entries()) {
      const username = `shared${index + 1}x`;
      await register(username, {
        address: `198.51.100.${index + 10}`,
        device: `bank-device-${index}-0000000000`,
      });
      const { bearer, memberId } = await moneyOutMember(api, username, name, PASSWORD);
      await bindBankAccount(api, bearer, { accountNumber: written[index], holderName: name });
      ids.push(memberId);
    }

    const linked = await linkedOf(ids[0]);
    expect(linked.total).toBe(4);
    expect(linked.revealed).toBe(false);
    expect(linked.list.map((row) => row.memberId).sort()).toEqual(ids.slice(1).sort());
    for (const row of linked.list) {
      expect(row.shared).toEqual([{ kind: 'BANK_ACCOUNT', value: '********1122' }]);
    }

    // Paged: two and two.
    const second = (
      await api.http
        .get(`${CONSOLE_PATHS.members}/${ids[4]}/${LINKED.linkedAccounts}`)
        .query({ page: 2, pageSize: 2 })
        .set(consoleHeaders(support))
        .expect(200)
    ).body.value as ConsoleLinkedAccounts;
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(second.list).toHaveLength(2);

    // Support may reveal: the value in clear, and an audit row naming what was revealed.
    const clear = (await reveal(ids[0]).expect(200)).body.value as ConsoleLinkedAccounts;
    expect(clear.revealed).toBe(true);
    expect(clear.list[0].shared).toEqual([{ kind: 'BANK_ACCOUNT', value: '778899001122' }]);
    const audit = await api.prisma.operatorAudit.findFirstOrThrow({
      where: { target: `member:${ids[0]}`, operatorUsername: 'support' },
      orderBy: { id: 'desc' },
    });
    expect(audit.after).toMatchObject({ revealed: 'linkedAccounts' });
    // Finance sees the links but may not reveal them.
    expect((await linkedOf(ids[0], finance)).total).toBe(4);
    await reveal(ids[0], finance).expect(403);
  });

  it('links registrations from one address and device, counts them, and marks an agent linked to its downline', async () => {
    const farm = { address: '203.0.113.77', device: 'farm-device-000000000001' };
    const ids = [
      await register('farmone1', farm),
      await register('farmtwo2', farm),
      await register('farmthree3', farm),
    ];
    const linked = await linkedOf(ids[0]);
    expect(linked.total).toBe(2);
    expect(linked.list[0].shared.map((value) => value.kind)).toEqual(['DEVICE', 'ADDRESS']);
    expect(linked.velocity).toEqual([
      { kind: 'DEVICE', accounts: 3 },
      { kind: 'ADDRESS', accounts: 3 },
    ]);

    // The agent logs in from its device and opens a member from it: the two are linked.
    const agentDevice = 'agent-device-00000000001';
    const login = await loginRequest(api, 'demo_agent', 'Agent1234', {}, '192.0.2.50')
      .set(DEVICE_ID_HEADER, agentDevice)
      .expect(200);
    await api.http
      .post(AGENT_CENTRE_PATHS.accounts)
      .set('authorization', `Bearer ${login.body.value.token}`)
      .set(DEVICE_ID_HEADER, agentDevice)
      .send({ type: 'MEMBER', username: 'agentkid1' })
      .expect(201);
    const agentId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_agent' } }))
      .id;
    const kidId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'agentkid1' } }))
      .id;
    const agentLinks = await linkedOf(agentId);
    expect(agentLinks.list).toContainEqual(
      expect.objectContaining({ memberId: kidId, relation: 'DOWNLINE' }),
    );
    expect((await linkedOf(kidId)).list).toContainEqual(
      expect.objectContaining({ memberId: agentId, relation: 'UPLINE' }),
    );
  });

  it('answers 404 for a member of no site of the operator and 400 for a bad page', async () => {
    await api.http
      .get(`${CONSOLE_PATHS.members}/999999/${LINKED.linkedAccounts}`)
      .set(consoleHeaders(support))
      .expect(404);
    await api.http
      .get(`${CONSOLE_PATHS.members}/1/${LINKED.linkedAccounts}`)
      .query({ page: 0 })
      .set(consoleHeaders(support))
      .expect(400);
  });
});
