import { randomUUID } from 'node:crypto';
import {
  CONSOLE_MESSAGE_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  MAILBOX_PATHS,
  type ConsoleMessageAudiences,
  type ConsoleMessageRow,
  type ConsolePage,
  type MailboxPage,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

const SENT = CONSOLE_MESSAGE_PATHS.messages;
const hello = { EN: { subject: 'Weekend tournament', body: 'Join the slots tournament.' } };

describe('mailbox: operator messages, system messages and the member side', () => {
  let api: TestApp;
  let owner: string;
  let support: string;
  let content: string;
  let finance: string;
  let viewer: string;
  let member: string;
  let vip: string;
  let other: string;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    [owner, support, content, finance, viewer] = await Promise.all(
      ['owner', 'support', 'content', 'finance', 'viewer'].map((name) =>
        openConsoleSession(api.prisma, name),
      ),
    );
    member = await bearerFor(api, 'demo_member', 'Demo1234');
    vip = await bearerFor(api, 'demo_vip', 'Demo1234');
    other = await bearerFor(api, 'demo_agent_m1', 'Demo1234');
  });
  afterAll(() => api.close());

  // Each call a new submission of the console's form, with its own key.
  const send = (body: object, cookie = support, key: string = randomUUID()) =>
    api.http.post(SENT).set(consoleHeaders(cookie)).set(IDEMPOTENCY_KEY_HEADER, key).send(body);
  const remove = (id: number, cookie = support) =>
    api.http.delete(CONSOLE_MESSAGE_PATHS.message(id)).set(consoleHeaders(cookie));
  const mailbox = async (bearer: string, pageNo = 1) =>
    (
      await api.http
        .get(MAILBOX_PATHS.messages)
        .query({ pageNo })
        .set('authorization', bearer)
        .expect(200)
    ).body.value as MailboxPage;
  const unread = async (bearer: string) =>
    (await api.http.get(MAILBOX_PATHS.unreadCount).set('authorization', bearer).expect(200)).body
      .value.count as number;
  const sentFrom = async (bearer: string, broadcastSubject: string) =>
    (await mailbox(bearer)).list.filter(
      (message) =>
        message.template === 'operator.message' &&
        message.operatorText?.EN?.subject === broadcastSubject,
    );
  const realMembers = () =>
    api.prisma.member.count({
      where: { merchant: { code: 'DEMO' }, isAgent: { not: 4 }, status: { not: 'CLOSED' } },
    });

  it('sends to every member at once: each real member reads it, the count rises by one', async () => {
    const before = await Promise.all([unread(member), unread(vip), unread(other)]);
    const texts = {
      MS: { subject: 'Kejohanan hujung minggu', body: 'Sertai kejohanan slot.' },
      EN: { subject: '  Everyone: weekend tournament ', body: 'Join the slots tournament.' },
    };
    const sent = await send({ audience: 'ALL', texts }).expect(200);
    const row = sent.body.value as ConsoleMessageRow;
    expect(row).toMatchObject({
      audience: 'ALL',
      target: null,
      recipients: await realMembers(),
      sentBy: 'support',
      deletedAt: null,
      texts: {
        MS: texts.MS,
        EN: { subject: 'Everyone: weekend tournament', body: 'Join the slots tournament.' },
      },
    });
    expect(await Promise.all([unread(member), unread(vip), unread(other)])).toEqual(
      before.map((count) => count + 1),
    );
    const [message] = await sentFrom(member, 'Everyone: weekend tournament');
    expect(message).toMatchObject({ params: {}, readAt: null, operatorText: row.texts });
    const audit = await api.prisma.operatorAudit.findFirstOrThrow({
      where: { target: `message:${row.id}` },
    });
    expect([audit.operatorUsername, audit.action, audit.after]).toEqual([
      'support',
      'POST /wps/console/messages',
      { audience: 'ALL', target: null, recipients: row.recipients, texts: row.texts },
    ]);
  });

  it('sends to a VIP rank, a label or one member, and to nobody else', async () => {
    const rank = (
      await send({ audience: 'RANK', rankLevel: 6, texts: sub('Rank 6') }, content).expect(200)
    ).body.value as ConsoleMessageRow;
    const label = (
      await send({ audience: 'LABEL', label: 'New', texts: sub('Label New') }).expect(200)
    ).body.value as ConsoleMessageRow;
    const one = (
      await send({ audience: 'MEMBER', account: 'demo_agent_m1', texts: sub('Just you') }).expect(
        200,
      )
    ).body.value as ConsoleMessageRow;
    expect([rank, label, one].map((row) => [row.audience, row.target])).toEqual([
      ['RANK', '6'],
      ['LABEL', 'New'],
      ['MEMBER', 'demo_agent_m1'],
    ]);
    const vipRank = await api.prisma.member.count({
      where: { merchant: { code: 'DEMO' }, vipRank: { rankLevel: 6 }, isAgent: { not: 4 } },
    });
    expect([rank.recipients, one.recipients]).toEqual([vipRank, 1]);
    const received = async (bearer: string) =>
      (
        await Promise.all(
          ['Rank 6', 'Label New', 'Just you'].map(async (s) => (await sentFrom(bearer, s)).length),
        )
      ).join(',');
    expect([await received(vip), await received(member), await received(other)]).toEqual([
      '1,0,0',
      '0,1,0',
      '0,0,1',
    ]);
  });

  it('sends once per Idempotency-Key: a double click or a retry answers the first sending', async () => {
    const body = { audience: 'MEMBER', account: 'demo_member', texts: sub('Sent once') };
    const key = randomUUID();
    const before = await unread(member);
    const [first, clickedAgain] = await Promise.all([
      send(body, support, key),
      send(body, support, key),
    ]);
    const retried = await send(body, support, key);
    const row = first.body.value as ConsoleMessageRow;
    expect([first.status, clickedAgain.status, retried.status]).toEqual([200, 200, 200]);
    expect([clickedAgain.body.value, retried.body.value]).toEqual([row, row]);
    expect(await sentFrom(member, 'Sent once')).toHaveLength(1);
    expect(await unread(member)).toBe(before + 1);
    expect(await api.prisma.operatorAudit.count({ where: { target: `message:${row.id}` } })).toBe(
      1,
    );

    // The key with another message is refused, and so is a sending without a key.
    const other = await send({ ...body, texts: sub('Another message') }, support, key);
    expect([other.status, other.body.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    const keyless = await api.http.post(SENT).set(consoleHeaders(support)).send(body);
    expect([keyless.status, Object.keys(keyless.body.value.fields)]).toEqual([
      400,
      ['Idempotency-Key'],
    ]);
    expect(await sentFrom(member, 'Another message')).toHaveLength(0);
    expect(await sentFrom(member, 'Sent once')).toHaveLength(1);
  });

  it('lists what was sent, newest first and paged, and a delete takes it out of every mailbox', async () => {
    const first = (await send({ audience: 'ALL', texts: sub('To be deleted') }).expect(200)).body
      .value as ConsoleMessageRow;
    const second = (
      await send({ audience: 'LABEL', label: 'VIP', texts: sub('Stays') }).expect(200)
    ).body.value as ConsoleMessageRow;
    const page = (await api.http.get(SENT).query({ pageSize: 1 }).set('cookie', viewer).expect(200))
      .body.value as ConsolePage<ConsoleMessageRow>;
    expect(page.list.map((row) => row.id)).toEqual([second.id]);
    const next = (
      await api.http.get(SENT).query({ pageSize: 1, page: 2 }).set('cookie', viewer).expect(200)
    ).body.value as ConsolePage<ConsoleMessageRow>;
    expect([next.list[0].id, next.total >= 2]).toEqual([first.id, true]);

    const countBefore = await unread(member);
    const deleted = (await remove(first.id).expect(200)).body.value as ConsoleMessageRow;
    expect(deleted).toMatchObject({ id: first.id, deletedBy: 'support' });
    expect(deleted.deletedAt).not.toBeNull();
    expect(await sentFrom(member, 'To be deleted')).toEqual([]);
    expect(await unread(member)).toBe(countBefore - 1);
    expect(await sentFrom(vip, 'Stays')).toHaveLength(1);
    expect(await api.prisma.mailboxMessage.count({ where: { broadcastId: first.id } })).toBe(0);
    // The console still lists it, as deleted; deleting again changes nothing and leaves no row.
    const trail = () =>
      api.prisma.operatorAudit.count({ where: { target: `message:${first.id}` } });
    const rows = await trail();
    await remove(first.id).expect(200);
    expect(await trail()).toBe(rows);
    await remove(999_999).expect(404);
  });

  it('lets each role do what ROLE_PERMISSIONS says: every role reads, support, content and owner send', async () => {
    for (const cookie of [owner, support, content, finance, viewer]) {
      await api.http.get(SENT).set('cookie', cookie).expect(200);
    }
    const audiences = (
      await api.http.get(CONSOLE_MESSAGE_PATHS.audiences).set('cookie', viewer).expect(200)
    ).body.value as ConsoleMessageAudiences;
    expect(audiences.labels).toEqual(expect.arrayContaining(['New', 'VIP']));
    expect(audiences.ranks).toEqual(expect.arrayContaining([{ rankLevel: 6, labelName: 'Crown' }]));
    const body = { audience: 'MEMBER', account: 'demo_member', texts: sub('Roles') };
    for (const cookie of [finance, viewer]) expect((await send(body, cookie)).status).toBe(403);
    const sent = (await send(body, owner).expect(200)).body.value as ConsoleMessageRow;
    expect((await remove(sent.id, viewer)).status).toBe(403);
    expect((await remove(sent.id, finance)).status).toBe(403);
    // No console session (or a member's token) is no operator at all; writes need the header.
    expect((await api.http.get(SENT)).status).toBe(401);
    expect((await api.http.get(SENT).set('authorization', member)).status).toBe(401);
    expect((await api.http.post(SENT).set('cookie', support).send(body)).status).toBe(403);
    expect(await sentFrom(member, 'Roles')).toHaveLength(1);
  });

  it('refuses bad input with the field named, sending nothing', async () => {
    const count = () => api.prisma.mailboxBroadcast.count();
    const before = await count();
    const long = 'x'.repeat(101);
    const cases: [object, string][] = [
      [{ audience: 'ALL', texts: {} }, 'texts'],
      [{ audience: 'ALL' }, 'texts'],
      [{ audience: 'ALL', texts: { EN: { subject: ' ', body: 'Body' } } }, 'texts'],
      [{ audience: 'ALL', texts: { EN: { subject: long, body: 'Body' } } }, 'texts'],
      [{ audience: 'ALL', texts: { EN: { subject: 'Hi', body: 'y'.repeat(2001) } } }, 'texts'],
      [{ audience: 'ALL', texts: { FR: { subject: 'Salut', body: 'Bonjour' } } }, 'texts'],
      [{ audience: 'EVERYONE', texts: hello }, 'audience'],
      [{ audience: 'RANK', texts: hello }, 'rankLevel'],
      [{ audience: 'RANK', rankLevel: 99, texts: hello }, 'rankLevel'],
      [{ audience: 'LABEL', label: 'Nobody', texts: hello }, 'label'],
      [{ audience: 'MEMBER', texts: hello }, 'account'],
      [{ audience: 'MEMBER', account: 'no_such_member', texts: hello }, 'account'],
    ];
    for (const [body, field] of cases) {
      const response = await send(body);
      expect([response.status, response.body.code, body]).toEqual([400, 'VALIDATION_FAILED', body]);
      expect(Object.keys(response.body.value.fields).join()).toContain(field);
    }
    expect(await count()).toBe(before);
    expect((await remove(0)).status).toBe(400);
  });

  it('lets a member read and delete only its own messages, paged newest first', async () => {
    const mine = (
      await send({ audience: 'MEMBER', account: 'demo_member', texts: sub('Mine') }).expect(200)
    ).body.value as ConsoleMessageRow;
    const [message] = await sentFrom(member, 'Mine');
    expect(message.id).toBeGreaterThan(0);
    expect(mine.recipients).toBe(1);
    // Another member neither reads, marks read nor deletes it: the same 404 as no message.
    for (const request of [
      api.http.put(MAILBOX_PATHS.read(message.id)).set('authorization', other),
      api.http.delete(MAILBOX_PATHS.message(message.id)).set('authorization', other),
    ]) {
      const response = await request;
      expect([response.status, response.body.code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await mailbox(other)).list.some((each) => each.id === message.id)).toBe(false);
    expect((await sentFrom(member, 'Mine'))[0].readAt).toBeNull();
    // A visitor has no mailbox.
    expect((await api.http.get(MAILBOX_PATHS.messages)).status).toBe(401);
    expect((await api.http.delete(MAILBOX_PATHS.message(message.id))).status).toBe(401);

    const countBefore = await unread(member);
    const read = await api.http
      .put(MAILBOX_PATHS.read(message.id))
      .set('authorization', member)
      .expect(200);
    expect(read.body.value.readAt).not.toBeNull();
    expect(await unread(member)).toBe(countBefore - 1);
    const deleted = await api.http
      .delete(MAILBOX_PATHS.message(message.id))
      .set('authorization', member)
      .expect(200);
    expect(deleted.body.value).toEqual({ count: countBefore - 1 });
    expect(await sentFrom(member, 'Mine')).toEqual([]);
    await api.http
      .delete(MAILBOX_PATHS.message(message.id))
      .set('authorization', member)
      .expect(404);
    expect(
      (await api.http.delete('/wps/member/mailbox/abc').set('authorization', member)).status,
    ).toBe(400);
    // The operator's list still counts the one it was delivered to.
    const row = (await api.http.get(SENT).set('cookie', viewer)).body.value.list.find(
      (each: ConsoleMessageRow) => each.id === mine.id,
    );
    expect(row).toMatchObject({ recipients: 1, deletedAt: null });

    // Pages: newest first, 10 a page.
    for (let index = 0; index < 11; index += 1) {
      await send({ audience: 'MEMBER', account: 'demo_vip', texts: sub(`Page ${index}`) }).expect(
        200,
      );
    }
    const first = await mailbox(vip);
    const second = await mailbox(vip, 2);
    expect(first.list).toHaveLength(10);
    expect(first.list[0].operatorText?.EN?.subject).toBe('Page 10');
    expect(first.list[0].id).toBeGreaterThan(first.list[9].id);
    expect(second.list[0].id).toBeLessThan(first.list[9].id);
    expect(first.totalCount).toBe(second.totalCount);
  });
});

function sub(subject: string) {
  return { EN: { subject, body: `${subject}: the body.` } };
}
