import {
  CHAT_CLOSE_CODES,
  CHAT_HISTORY_SIZE,
  CHAT_JOIN_RATE_LIMIT,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_RATE_LIMIT,
  CONSOLE_PATHS,
  CONSOLE_REQUEST_HEADER,
} from '@wps/shared-types';
import { createApp } from '../app.factory.js';
import { createLogger } from '../logging/logger.js';
import { RedisStore } from '../store/redis-store.js';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { ChatSocket } from '../../test/support/chat-socket.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { ENV } from '../../test/support/test-services.js';
import { ChatGateway } from './chat.gateway.js';

describe('chat room', () => {
  let api: TestApp;
  let first: string;
  let second: string;
  const sockets: ChatSocket[] = [];

  const join = async (bearer: string) => {
    const joined = await ChatSocket.join(api.app, bearer);
    sockets.push(joined.socket);
    return joined;
  };
  const open = async () => {
    const socket = await ChatSocket.open(api.app);
    sockets.push(socket);
    return socket;
  };
  // The support operator's console session (the content operator's role may not mute).
  let support: string;
  let content: string;
  const mute = (account: string, body: object = {}, cookie = support) =>
    api.http.put(`${CONSOLE_PATHS.chatMutes}/${account}`).set(consoleHeaders(cookie)).send(body);
  const unmute = (account: string) =>
    api.http.delete(`${CONSOLE_PATHS.chatMutes}/${account}`).set(consoleHeaders(support));

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    first = await bearerFor(api, 'demo_agent_m1', 'Demo1234');
    second = await bearerFor(api, 'demo_agent_m2', 'Demo1234');
    support = await openConsoleSession(api.prisma, 'support');
    content = await openConsoleSession(api.prisma, 'content');
  });
  afterEach(async () => {
    sockets.splice(0).forEach((socket) => socket.close());
    await api.prisma.chatMessage.deleteMany();
    await api.prisma.chatMute.deleteMany();
    for (const account of ['demo_agent_m1', 'demo_agent_m2']) {
      const id = await memberId(account);
      await api.store.delete(`rate:chat:${id}`);
      await api.store.delete(`rate:chat-join:${id}`);
    }
  });
  afterAll(async () => {
    await api.close();
  });

  async function memberId(account: string): Promise<number> {
    return (await api.prisma.member.findFirstOrThrow({ where: { account } })).id;
  }

  describe('joining', () => {
    it('refuses a socket without a valid session token and closes it', async () => {
      const socket = await open();
      socket.send({ event: 'join', data: { token: 'not-a-token' } });
      expect((await socket.next('error')).data).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(await socket.closed).toBe(CHAT_CLOSE_CODES.unauthenticated);
    });

    it('refuses to post before joining', async () => {
      const socket = await open();
      const requestId = socket.say('hello');
      expect((await socket.next('error')).data).toMatchObject({
        code: 'UNAUTHENTICATED',
        requestId,
      });
      expect(await api.prisma.chatMessage.count()).toBe(0);
    });

    it('refuses the token of a session that was logged out', async () => {
      const bearer = await bearerFor(api, 'demo_agent_m1', 'Demo1234');
      await api.http.delete('/wps/session/logout').set('authorization', bearer).expect(200);
      const socket = await open();
      socket.send({ event: 'join', data: { token: bearer.slice('Bearer '.length) } });
      expect((await socket.next('error')).data.code).toBe('UNAUTHENTICATED');
      expect(await socket.closed).toBe(CHAT_CLOSE_CODES.unauthenticated);
    });

    it('refuses demo (free-play) accounts: the room is for registered members', async () => {
      const freePlay = await api.http
        .post('/wps/session/login/freeplay')
        .send({ os: 'Linux', platform: 'W', nonce: 'chat-test', gatewayVersion: 3 })
        .expect(200);
      const socket = await open();
      socket.send({ event: 'join', data: { token: freePlay.body.value.token } });
      expect((await socket.next('error')).data.code).toBe('NEED_TRUE_ACCOUNT');
      expect(await socket.closed).toBe(CHAT_CLOSE_CODES.forbidden);
    });

    it(`refuses a member's join past ${CHAT_JOIN_RATE_LIMIT.limit} a minute with a close to retry later`, async () => {
      for (let index = 0; index < CHAT_JOIN_RATE_LIMIT.limit; index += 1) {
        (await join(second)).socket.close();
      }
      const socket = await open();
      socket.send({ event: 'join', data: { token: second.slice('Bearer '.length) } });
      expect((await socket.next('error')).data.code).toBe('TOO_MANY_REQUESTS');
      expect(await socket.closed).toBe(CHAT_CLOSE_CODES.tooManyRequests);
    });

    it('answers the recent history, oldest first, with who the member is', async () => {
      const merchantId = (await api.prisma.merchant.findFirstOrThrow()).id;
      const [m1, m2] = [await memberId('demo_agent_m1'), await memberId('demo_agent_m2')];
      await api.prisma.chatMessage.createMany({
        data: Array.from({ length: CHAT_HISTORY_SIZE + 5 }, (_, index) => ({
          merchantId,
          memberId: index % 2 === 0 ? m1 : m2,
          text: `message ${index}`,
        })),
      });
      const { ready } = await join(first);
      expect(ready.nickname).toBe('Agent Member 1');
      expect(ready.mute).toBeNull();
      expect(ready.history.hasMore).toBe(true);
      expect(ready.history.list).toHaveLength(CHAT_HISTORY_SIZE);
      expect(ready.history.list[0].text).toBe('message 5');
      expect(ready.history.list.at(-1)).toEqual({
        id: expect.any(Number),
        sender: 'Agent Member 1',
        text: `message ${CHAT_HISTORY_SIZE + 4}`,
        createdAt: expect.any(String),
        mine: true,
      });
      expect(ready.history.list.at(-2)).toMatchObject({ sender: 'Agent Member 2', mine: false });
    });
  });

  describe('posting', () => {
    it('broadcasts a message to every member in the room, marking the sender own', async () => {
      const alice = (await join(first)).socket;
      const bob = (await join(second)).socket;
      const requestId = alice.say('  Selamat petang semua!  ');
      expect((await alice.next('sent')).data).toEqual({ requestId });
      const seenByBob = (await bob.next('message')).data;
      const seenByAlice = (await alice.next('message')).data;
      expect(seenByBob).toEqual({
        id: expect.any(Number),
        sender: 'Agent Member 1',
        text: 'Selamat petang semua!',
        createdAt: expect.any(String),
        mine: false,
      });
      expect(seenByAlice).toEqual({ ...seenByBob, mine: true });
      const stored = await api.prisma.chatMessage.findUniqueOrThrow({
        where: { id: seenByBob.id },
      });
      expect(stored).toMatchObject({
        memberId: await memberId('demo_agent_m1'),
        text: 'Selamat petang semua!',
      });
    });

    it('shows a member whose nickname is the account by the masked account', async () => {
      await api.prisma.member.updateMany({
        where: { account: 'demo_agent_m2' },
        data: { nickname: 'demo_agent_m2' },
      });
      try {
        const alice = (await join(first)).socket;
        const bob = (await join(second)).socket;
        bob.say('hai');
        expect((await alice.next('message')).data.sender).toBe('de***m2');
      } finally {
        await api.prisma.member.updateMany({
          where: { account: 'demo_agent_m2' },
          data: { nickname: 'Agent Member 2' },
        });
      }
    });

    it.each([
      ['too long', 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)],
      ['only spaces', '    '],
      ['not text', 42],
      ['holding a NUL', 'hello\u0000there'],
    ])('refuses a message that is %s and stores nothing', async (_case, text) => {
      const alice = (await join(first)).socket;
      alice.send({ event: 'send', data: { text, requestId: 'bad-1' } });
      expect((await alice.next('error')).data).toMatchObject({
        code: 'VALIDATION_FAILED',
        requestId: 'bad-1',
        value: { fields: { text: expect.any(Array) } },
      });
      expect(await api.prisma.chatMessage.count()).toBe(0);
    });

    it('takes a message of exactly the longest length', async () => {
      const alice = (await join(first)).socket;
      alice.say('y'.repeat(CHAT_MESSAGE_MAX_LENGTH));
      expect((await alice.next('message')).data.text).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
    });

    it(`refuses the member's message past ${CHAT_RATE_LIMIT.limit} in ${CHAT_RATE_LIMIT.windowMs / 1000} s`, async () => {
      const alice = (await join(first)).socket;
      for (let index = 0; index < CHAT_RATE_LIMIT.limit; index += 1) {
        alice.say(`quick ${index}`);
        await alice.next('sent');
      }
      const requestId = alice.say('one too many');
      const refused = (await alice.next('error')).data;
      expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', requestId });
      expect((refused.value as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
      expect(await api.prisma.chatMessage.count()).toBe(CHAT_RATE_LIMIT.limit);
      // Another member is not slowed down by it.
      const bob = (await join(second)).socket;
      bob.say('my turn');
      await bob.next('sent');
    });

    it('closes the socket of a session logged out since it joined, on its next post', async () => {
      const bearer = await bearerFor(api, 'demo_agent_m1', 'Demo1234');
      const alice = (await join(bearer)).socket;
      await api.http.delete('/wps/session/logout').set('authorization', bearer).expect(200);
      alice.say('still here?');
      expect((await alice.next('error')).data.code).toBe('UNAUTHENTICATED');
      expect(await alice.closed).toBe(CHAT_CLOSE_CODES.unauthenticated);
      expect(await api.prisma.chatMessage.count()).toBe(0);
    });

    it('closes the sockets of ended sessions that only read, at the sweep', async () => {
      const bearer = await bearerFor(api, 'demo_agent_m2', 'Demo1234');
      const reader = (await join(bearer)).socket;
      const other = (await join(second)).socket;
      await api.http.delete('/wps/session/logout').set('authorization', bearer).expect(200);
      await api.app.get(ChatGateway).closeEndedSessions();
      expect(await reader.closed).toBe(CHAT_CLOSE_CODES.unauthenticated);
      other.say('the live session stays');
      await other.next('sent');
    });
  });

  describe('operator mutes', () => {
    it('refuses no console session, and a role that may not mute', async () => {
      const missing = await api.http
        .put(`${CONSOLE_PATHS.chatMutes}/demo_agent_m1`)
        .set(CONSOLE_REQUEST_HEADER, '1')
        .send({});
      expect(missing.status).toBe(401);
      expect(missing.body.code).toBe('UNAUTHENTICATED');
      const wrong = await mute('demo_agent_m1', {}, content);
      expect(wrong.status).toBe(403);
      expect(await api.prisma.chatMute.count()).toBe(0);
    });

    it('writes each mute and unmute to the audit trail with before and after', async () => {
      await mute('demo_agent_m1', { minutes: 5 }).expect(200);
      await unmute('demo_agent_m1').expect(200);
      // The refused attempts of the test before are audited too (action REFUSED ...).
      const rows = await api.prisma.operatorAudit.findMany({
        where: { action: { contains: 'chat/mutes', not: { startsWith: 'REFUSED' } } },
        orderBy: { id: 'asc' },
      });
      expect(rows.map((row) => [row.operatorUsername, row.action])).toEqual([
        ['support', 'PUT /wps/console/chat/mutes/:account'],
        ['support', 'DELETE /wps/console/chat/mutes/:account'],
      ]);
      expect(rows[0].before).toEqual({ mute: null });
      expect(rows[1].after).toEqual({ mute: null });
      expect(rows[1].before).toEqual({ mute: { mutedUntil: expect.any(String) } });
    });

    it('lists the mutes in force, most recent first, to every role that reads support', async () => {
      await mute('demo_agent_m1', { minutes: 5 }).expect(200);
      await mute('demo_agent_m2').expect(200);
      await mute('demo_sub_m1', { minutes: 5 }).expect(200);
      await api.prisma.chatMute.updateMany({
        where: { member: { account: 'demo_sub_m1' } },
        data: { mutedUntil: new Date(Date.now() - 1000) },
      });
      const list = await api.http
        .get(CONSOLE_PATHS.chatMutes)
        .set('cookie', content)
        .query({ pageSize: 1 })
        .expect(200);
      expect(list.body.value).toMatchObject({ total: 2, page: 1, pageSize: 1 });
      expect(list.body.value.list).toEqual([
        {
          memberId: await memberId('demo_agent_m2'),
          account: 'demo_agent_m2',
          mutedUntil: null,
          mutedAt: expect.any(String),
        },
      ]);
    });

    it('refuses an unknown account and a bad duration', async () => {
      expect((await mute('nobody_here')).status).toBe(404);
      const bad = await mute('demo_agent_m1', { minutes: 0 });
      expect(bad.status).toBe(400);
      expect(bad.body.value.fields.minutes).toBeDefined();
    });

    it('mutes a member for a time, telling them until when, and unmutes them', async () => {
      const alice = (await join(first)).socket;
      const before = Date.now();
      const muted = await mute('demo_agent_m1', { minutes: 30 }).expect(200);
      const until = Date.parse(muted.body.value.mutedUntil);
      expect(muted.body.value.account).toBe('demo_agent_m1');
      expect(until).toBeGreaterThanOrEqual(before + 30 * 60_000);
      expect(until).toBeLessThan(Date.now() + 30 * 60_000 + 1000);
      expect((await alice.next('muted')).data).toEqual({
        mutedUntil: muted.body.value.mutedUntil,
      });

      const requestId = alice.say('can I talk?');
      expect((await alice.next('error')).data).toMatchObject({
        code: 'CHAT_MUTED',
        requestId,
        value: { mutedUntil: muted.body.value.mutedUntil },
      });
      expect(await api.prisma.chatMessage.count()).toBe(0);
      // Joining again, the member learns of the mute at once.
      expect((await join(first)).ready.mute).toEqual({ mutedUntil: muted.body.value.mutedUntil });

      await unmute('demo_agent_m1').expect(200);
      await alice.next('unmuted');
      alice.say('back again');
      expect((await alice.next('message')).data.text).toBe('back again');
    });

    it('mutes until unmuted when no duration is given, and lets a mute run out', async () => {
      const alice = (await join(first)).socket;
      const muted = await mute('demo_agent_m1').expect(200);
      expect(muted.body.value.mutedUntil).toBeNull();
      alice.say('hello?');
      expect((await alice.next('error')).data).toMatchObject({
        code: 'CHAT_MUTED',
        value: { mutedUntil: null },
      });
      await api.prisma.chatMute.updateMany({ data: { mutedUntil: new Date(Date.now() - 1000) } });
      alice.say('the mute ran out');
      await alice.next('sent');
    });
  });

  describe('GET /wps/chat/messages', () => {
    const path = '/wps/chat/messages';

    it('needs a logged-in member with a real account', async () => {
      expect((await api.http.get(path)).status).toBe(401);
      const freePlay = await api.http
        .post('/wps/session/login/freeplay')
        .send({ os: 'Linux', platform: 'W', nonce: 'chat-history', gatewayVersion: 3 })
        .expect(200);
      const refused = await api.http
        .get(path)
        .set('authorization', `Bearer ${freePlay.body.value.token}`);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('NEED_TRUE_ACCOUNT');
    });

    it('pages back through older messages by message id until none are left', async () => {
      const merchantId = (await api.prisma.merchant.findFirstOrThrow()).id;
      const m2 = await memberId('demo_agent_m2');
      await api.prisma.chatMessage.createMany({
        data: Array.from({ length: 120 }, (_, index) => ({
          merchantId,
          memberId: m2,
          text: `old ${index}`,
        })),
      });
      const texts: string[] = [];
      let before: number | undefined;
      const pages: boolean[] = [];
      for (;;) {
        const response = await api.http
          .get(path)
          .query(before === undefined ? {} : { before })
          .set('authorization', first)
          .expect(200);
        const page = response.body.value as {
          list: { id: number; text: string; mine: boolean }[];
          hasMore: boolean;
        };
        texts.unshift(...page.list.map((message) => message.text));
        pages.push(page.hasMore);
        expect(page.list.every((message) => !message.mine)).toBe(true);
        if (!page.hasMore) break;
        before = page.list[0].id;
      }
      expect(pages).toEqual([true, true, false]);
      expect(texts).toEqual(Array.from({ length: 120 }, (_, index) => `old ${index}`));
    });

    it('refuses a bad page', async () => {
      const response = await api.http
        .get(path)
        .query({ before: 'abc', pageSize: 1000 })
        .set('authorization', first);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.value.fields).sort()).toEqual(['before', 'pageSize']);
    });
  });
});

// Two API processes on one database and one Redis: a message posted through one reaches a member
// connected to the other (the broadcast goes through Redis pub/sub).
const withRedis = process.env[ENV.redisUrl] ? describe : describe.skip;
withRedis('chat room across API processes', () => {
  let api: TestApp;
  let other: Awaited<ReturnType<typeof createApp>>;

  beforeAll(async () => {
    api = await createTestApp({ store: 'redis' });
    await updateSite(api, { sliderVerification: false });
    const prefix = (api.store as RedisStore).prefix;
    const store = await new RedisStore(process.env[ENV.redisUrl]!, prefix).connect();
    other = await createApp(
      { config: api.config, databaseUrl: api.database.url, store },
      createLogger(api.config),
    );
    await other.listen({ port: 0, host: '127.0.0.1' });
    other.getHttpServer().once('close', () => void store.close());
  });
  afterAll(async () => {
    await other.close();
    await api.close();
  });

  it('delivers a message posted on one process to a member connected to the other', async () => {
    const alice = await ChatSocket.join(api.app, await bearerFor(api, 'demo_agent_m1', 'Demo1234'));
    const bob = await ChatSocket.join(other, await bearerFor(api, 'demo_agent_m2', 'Demo1234'));
    alice.socket.say('dari proses satu');
    expect((await bob.socket.next('message')).data).toMatchObject({
      sender: 'Agent Member 1',
      text: 'dari proses satu',
      mine: false,
    });
    expect((await alice.socket.next('message')).data).toMatchObject({ mine: true });
    bob.socket.say('dari proses dua');
    expect((await alice.socket.next('message')).data).toMatchObject({
      sender: 'Agent Member 2',
      text: 'dari proses dua',
    });
    alice.socket.close();
    bob.socket.close();
  });
});
