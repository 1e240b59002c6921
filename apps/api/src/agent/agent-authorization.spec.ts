import { AGENT_CENTRE_PATHS, DEFAULT_AGENT_SETTINGS } from '@wps/shared-types';
import type { Response } from 'supertest';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { PAYMENT_PASSWORD, moneyOutMember } from '../../test/support/money-out.js';
import {
  documentedCredential,
  fillPath,
  isErrorEnvelope,
  servedOperations,
  type Operation,
  type SchemaObject,
} from '../../test/support/openapi.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { AgentSettingsRepository } from './agent-settings.repository.js';

// Every route of the agent centre, as the served OpenAPI document lists them (so a route added
// later, the reports' too, is covered without a change here), against three callers: nobody, a
// plain member, and agent B naming accounts of agent A's team that are not in B's subtree.
// Agent A is demo_agent; B is demo_subagent, A's sub-agent: its subtree is demo_sub_m1/m2.

/** demo_agent's direct members: in A's team, never in B's. */
const FOREIGN_ACCOUNTS = ['demo_agent_m1', 'demo_agent_m2', 'demo_agent_m3'];
const FOREIGN = FOREIGN_ACCOUNTS[0];
/** A sub-agent of A's team, whose downline A may list (a member has none: 404). */
const TEAM_PARENT = 'demo_subagent';
/** Parameters and body fields that name an account of the caller's team. */
const ACCOUNT_FIELDS = new Set(['account', 'parentAccount', 'toAccount']);

/**
 * Account parameters that search (part of a name) rather than name one account: the answer is
 * an empty list, not 404; the leak check below still holds.
 */
const SEARCHES = new Set(['GET /wps/agent/downlines']);

const isAgentCentreRoute = (operation: Operation) =>
  operation.path.startsWith('/wps/agent/') && operation.path !== '/wps/agent/affiliate';

const namesAccount = (operation: Operation) =>
  operation.parameters.some((parameter) => ACCOUNT_FIELDS.has(parameter.name)) ||
  Object.keys(operation.body?.schema.properties ?? {}).some((name) => ACCOUNT_FIELDS.has(name));

describe('agent centre authorization: every /wps/agent/ route', () => {
  let api: TestApp;
  let operations: Operation[];
  let member: string;
  let agentA: string;
  let agentB: string;
  let today: string;
  let keys = 0;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    operations = (await servedOperations(api)).filter(isAgentCentreRoute);
    member = await bearerFor(api, 'demo_member', 'Demo1234');
    agentA = (await moneyOutMember(api, 'demo_agent', 'Agent A', 'Agent1234')).bearer;
    agentB = (await moneyOutMember(api, 'demo_subagent', 'Agent B', 'Agent1234')).bearer;
    // Every contract kind on, so the contract routes answer their own checks, not the switch.
    const { merchantId } = await api.prisma.member.findFirstOrThrow({
      where: { account: 'demo_agent' },
    });
    await api.app.get(AgentSettingsRepository).replace(merchantId, {
      ...DEFAULT_AGENT_SETTINGS,
      features: { dividend: true, dailyWages: true, hourlySalary: true, realTimeSalary: true },
    });
    today = (await api.http.get(AGENT_CENTRE_PATHS.centre).set('authorization', agentB).expect(200))
      .body.value.today;
  });
  afterAll(() => api.close());

  /**
   * A value a field of this name and schema accepts; an account field names `account`, a parent
   * (whose downline is listed) `parent`.
   */
  const valueFor = (
    name: string,
    schema: SchemaObject | undefined,
    account: string,
    parent: string,
  ): unknown => {
    if (name === 'parentAccount') return parent;
    if (ACCOUNT_FIELDS.has(name)) return account;
    if (schema?.enum?.length) return schema.enum[0];
    const byName: Record<string, unknown> = {
      from: today,
      to: today,
      amount: '10.00',
      paymentPassword: PAYMENT_PASSWORD,
      ratio: '0',
      locked: true,
      tiers: [{ turnover: '0', activeMembers: null, ratio: '0.10' }],
      username: `authz${(keys += 1)}x`,
    };
    if (name in byName) return byName[name];
    if (schema?.example !== undefined) return schema.example;
    if (schema?.type === 'boolean') return true;
    if (schema?.type === 'integer' || schema?.type === 'number') return schema.minimum ?? 1;
    return 'x';
  };

  /** The operation called as `bearer`, every account it names set to `account`. */
  const call = (
    operation: Operation,
    bearer: string | null,
    account = FOREIGN,
    parent = account,
  ) => {
    const method = operation.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const query: Record<string, unknown> = {};
    for (const parameter of operation.parameters) {
      if (parameter.in !== 'query') continue;
      if (parameter.required || ACCOUNT_FIELDS.has(parameter.name)) {
        query[parameter.name] = valueFor(parameter.name, parameter.schema, account, parent);
      }
    }
    const body = operation.body
      ? Object.fromEntries(
          Object.entries(operation.body.schema.properties ?? {}).map(([name, schema]) => [
            name,
            valueFor(name, schema, account, parent),
          ]),
        )
      : undefined;
    const request = api.http[method](fillPath(operation.path, { account }))
      .set('Idempotency-Key', `authz-${(keys += 1)}-key`)
      .query(query);
    if (bearer) request.set('authorization', bearer);
    return body === undefined ? request : request.send(body);
  };

  const outcome = (operation: Operation, response: Response) => ({
    route: `${operation.method} ${operation.path}`,
    status: response.status,
    code: response.body?.code as unknown,
  });

  it('finds the agent centre routes in the document, each a bearer route that refuses non-agents', () => {
    const keysServed = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(keysServed).toEqual(
      expect.arrayContaining([
        'GET /wps/agent/centre',
        'GET /wps/agent/invitation',
        'POST /wps/agent/accounts',
        'GET /wps/agent/downlines',
        'GET /wps/agent/downlines/{account}',
        'PUT /wps/agent/downlines/{account}/ratio',
        'PUT /wps/agent/downlines/{account}/login-lock',
        'GET /wps/agent/transfers',
        'POST /wps/agent/transfers',
        'GET /wps/agent/transfers/records',
      ]),
    );
    for (const operation of operations) {
      expect({
        route: operation.path,
        credential: documentedCredential(operation),
        notAgent: operation.responses['403']?.includes('NOT_AGENT') ?? false,
        demo: operation.responses['403']?.includes('NEED_TRUE_ACCOUNT') ?? false,
      }).toEqual({ route: operation.path, credential: 'member', notAgent: true, demo: true });
    }
  });

  it('refuses a request without a token: 401 UNAUTHENTICATED', async () => {
    for (const operation of operations) {
      const response = await call(operation, null);
      expect(outcome(operation, response)).toEqual({
        ...outcome(operation, response),
        status: 401,
        code: 'UNAUTHENTICATED',
      });
      expect(isErrorEnvelope(response.body)).toBe(true);
    }
  });

  it("refuses a plain member's token: 403 NOT_AGENT", async () => {
    for (const operation of operations) {
      const response = await call(operation, member);
      expect(outcome(operation, response)).toEqual({
        ...outcome(operation, response),
        status: 403,
        code: 'NOT_AGENT',
      });
    }
  });

  it('refuses a demo (free-play) account: 403 NEED_TRUE_ACCOUNT', async () => {
    const freePlay = await api.http
      .post('/wps/session/login/freeplay')
      .send({ os: 'Linux', platform: 'W', nonce: 'agent-authz-demo', gatewayVersion: 3 })
      .expect(200);
    const demo = `Bearer ${freePlay.body.value.token}`;
    for (const operation of operations) {
      const response = await call(operation, demo);
      expect(outcome(operation, response)).toEqual({
        ...outcome(operation, response),
        status: 403,
        code: 'NEED_TRUE_ACCOUNT',
      });
    }
  });

  it("refuses an agent's token once its session is logged out: 401 UNAUTHENTICATED", async () => {
    const revoked = await bearerFor(api, 'demo_agent', 'Agent1234');
    await api.http.delete('/wps/session/logout').set('authorization', revoked).expect(200);
    for (const operation of operations) {
      const response = await call(operation, revoked);
      expect(outcome(operation, response)).toEqual({
        ...outcome(operation, response),
        status: 401,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it("lets agent A reach its own team's accounts (the control for the next test)", async () => {
    for (const operation of operations.filter(
      (candidate) => candidate.method === 'GET' && namesAccount(candidate),
    )) {
      const response = await call(operation, agentA, FOREIGN, TEAM_PARENT);
      expect(outcome(operation, response)).toEqual({
        ...outcome(operation, response),
        status: 200,
        code: undefined,
      });
    }
  });

  it("answers agent B 404 for every account of A's team, and shows B no row of A's team anywhere", async () => {
    const before = await api.prisma.member.findMany({
      where: { account: { in: FOREIGN_ACCOUNTS } },
      select: { account: true, status: true, agentRatio: true },
      orderBy: { account: 'asc' },
    });
    const transfers = await api.prisma.memberTransfer.count();
    for (const operation of operations) {
      const response = await call(operation, agentB);
      const key = `${operation.method} ${operation.path}`;
      if (SEARCHES.has(key)) {
        expect(outcome(operation, response)).toEqual({
          ...outcome(operation, response),
          status: 200,
          code: undefined,
        });
      } else if (namesAccount(operation) || operation.path.includes('{account}')) {
        expect(outcome(operation, response)).toEqual({
          ...outcome(operation, response),
          status: 404,
          code: 'NOT_FOUND',
        });
      } else {
        expect(response.status).toBeLessThan(500);
      }
      const text = JSON.stringify(response.body);
      for (const foreign of FOREIGN_ACCOUNTS) {
        expect({ route: operation.path, leaks: text.includes(foreign) }).toEqual({
          route: operation.path,
          leaks: false,
        });
      }
    }
    expect(
      await api.prisma.member.findMany({
        where: { account: { in: FOREIGN_ACCOUNTS } },
        select: { account: true, status: true, agentRatio: true },
        orderBy: { account: 'asc' },
      }),
    ).toEqual(before);
    expect(await api.prisma.memberTransfer.count()).toBe(transfers);
  });
});
