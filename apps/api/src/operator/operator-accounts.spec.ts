import {
  CONSOLE_PATHS,
  CONSOLE_REQUEST_HEADER,
  type ConsoleChallenge,
  type ConsoleNewOperator,
} from '@wps/shared-types';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

describe("the site's operator accounts", () => {
  let api: TestApp;
  let owner: string;

  beforeAll(async () => {
    api = await createTestApp();
    owner = await openConsoleSession(api.prisma, 'owner');
  });
  afterAll(async () => {
    await api.close();
  });

  const create = (body: object, cookie = owner) =>
    api.http.post(CONSOLE_PATHS.operators).set(consoleHeaders(cookie)).send(body);
  const update = (id: number, body: object, cookie = owner) =>
    api.http.patch(`${CONSOLE_PATHS.operators}/${id}`).set(consoleHeaders(cookie)).send(body);
  const signIn = (username: string, password: string) =>
    api.http
      .post(CONSOLE_PATHS.signIn)
      .set(CONSOLE_REQUEST_HEADER, '1')
      .send({ username, password });

  it('adds an operator whose generated password leads to enrolment', async () => {
    const response = await create({ username: 'cashier', role: 'FINANCE' }).expect(201);
    const created = response.body.value as ConsoleNewOperator;
    expect(created.operator).toMatchObject({ username: 'cashier', role: 'FINANCE' });
    const challenge = (await signIn('cashier', created.password).expect(200)).body
      .value as ConsoleChallenge;
    expect(challenge.stage).toBe('ENROL');
    const audit = await api.prisma.operatorAudit.findFirstOrThrow({
      where: { target: `operator:${created.operator.id}` },
    });
    expect(JSON.stringify([audit.before, audit.after])).not.toContain(created.password);
    const taken = await create({ username: 'cashier', role: 'SUPPORT' });
    expect([taken.status, taken.body.code]).toEqual([409, 'USERNAME_TAKEN']);
  });

  it('disables an operator, whose sessions end at once', async () => {
    const { id } = await api.prisma.operatorAccount.findFirstOrThrow({
      where: { username: 'content' },
    });
    const session = await openConsoleSession(api.prisma, 'content');
    await api.http.get(CONSOLE_PATHS.me).set('cookie', session).expect(200);
    await update(id, { disabled: true }).expect(200);
    await api.http.get(CONSOLE_PATHS.me).set('cookie', session).expect(401);
    await update(id, { disabled: false, role: 'SUPPORT' }).expect(200);
    const again = await openConsoleSession(api.prisma, 'content');
    const me = await api.http.get(CONSOLE_PATHS.me).set('cookie', again).expect(200);
    expect(me.body.value.role).toBe('SUPPORT');
  });

  it('resets two-factor so the next sign-in enrols again', async () => {
    const { id } = await api.prisma.operatorAccount.findFirstOrThrow({
      where: { username: 'viewer' },
    });
    await update(id, { resetTwoFactor: true }).expect(200);
    const challenge = (await signIn('viewer', 'console-viewer-1').expect(200)).body
      .value as ConsoleChallenge;
    expect(challenge.stage).toBe('ENROL');
  });

  it('keeps an owner from disabling or demoting itself, and other roles out', async () => {
    const { id } = await api.prisma.operatorAccount.findFirstOrThrow({
      where: { username: 'owner' },
    });
    await update(id, { disabled: true }).expect(403);
    await update(id, { role: 'SUPPORT' }).expect(403);
    const finance = await openConsoleSession(api.prisma, 'finance');
    await create({ username: 'sneaky', role: 'OWNER' }, finance).expect(403);
  });
});
