import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import {
  CONSOLE_SUPPORT_PATHS,
  FEEDBACK_PATH,
  MAILBOX_PATHS,
  type ConsoleFeedbackDetail,
  type ConsoleFeedbackRow,
  type ConsolePage,
  type FeedbackPage,
  type MailboxPage,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';

const INBOX = CONSOLE_SUPPORT_PATHS.feedback;

function receipt(): Buffer {
  const canvas = createCanvas(20, 10);
  const context = canvas.getContext('2d');
  context.fillStyle = '#2980b9';
  context.fillRect(0, 0, 20, 10);
  return canvas.toBuffer('image/png');
}

describe('console support: the feedback inbox', () => {
  let api: TestApp;
  let dataDir: string;
  let member: string;
  let support: string;
  let viewer: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wps-console-support-'));
    api = await createTestApp({ environment: { DATA_DIR: dataDir } });
    await updateSite(api, { sliderVerification: false });
    member = await bearerFor(api, 'demo_member', 'Demo1234');
    support = await openConsoleSession(api.prisma, 'support');
    viewer = await openConsoleSession(api.prisma, 'viewer');
  });
  // A member may send five feedback an hour; these tests send more.
  beforeEach(async () => {
    const { id } = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } });
    await api.app.get(RateLimiter).reset('feedback', String(id));
  });
  afterAll(async () => {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const send = async (content: string, image?: Buffer) => {
    let request = api.http
      .put(FEEDBACK_PATH)
      .set('authorization', member)
      .field('questionType', 'DEPOSIT')
      .field('content', content);
    if (image) request = request.attach('images', image, 'receipt.png');
    return (await request.expect(200)).body.value.id as number;
  };
  const inbox = async (query: object = {}, cookie = support) =>
    (await api.http.get(INBOX).set('cookie', cookie).query(query).expect(200)).body
      .value as ConsolePage<ConsoleFeedbackRow>;
  const detail = async (id: number) =>
    (await api.http.get(`${INBOX}/${id}`).set('cookie', support).expect(200)).body
      .value as ConsoleFeedbackDetail;
  const act = (id: number, action: 'reply' | 'close', body: object = {}, cookie = support) =>
    api.http.post(`${INBOX}/${id}/${action}`).set(consoleHeaders(cookie)).send(body);
  const ownFeedback = async (id: number) =>
    (
      (await api.http.get(FEEDBACK_PATH).set('authorization', member).expect(200)).body
        .value as FeedbackPage
    ).list.find((entry) => entry.id === id);

  it('lists new feedback with its sender and streams its images to the operator', async () => {
    const image = receipt();
    const id = await send('My deposit of this morning has not arrived yet.', image);
    const row = (await inbox({ status: 'OPEN' })).list.find((entry) => entry.id === id);
    expect(row).toMatchObject({
      account: 'demo_member',
      questionType: 'DEPOSIT',
      status: 'OPEN',
      imageCount: 1,
      repliedAt: null,
    });
    const opened = await detail(id);
    expect(opened.images).toEqual([
      { position: 1, mimeType: 'image/png', sizeBytes: image.length },
    ]);
    const served = await api.http
      .get(`${INBOX}/${id}/images/1`)
      .set('cookie', viewer)
      .buffer(true)
      .expect(200);
    expect([served.headers['content-type'], Buffer.compare(served.body, image)]).toEqual([
      'image/png',
      0,
    ]);
    expect(served.headers['cache-control']).toBe('private, no-store');
    await api.http.get(`${INBOX}/${id}/images/2`).set('cookie', support).expect(404);
    await api.http.get(`${INBOX}/${id}/images/4`).set('cookie', support).expect(400);
  });

  it('replies, and the member sees the reply with the feedback; then closes it', async () => {
    const id = await send('How long does a withdrawal to Maybank take?');
    const replied = await act(id, 'reply', {
      content: '  Usually within 15 minutes.  ',
    }).expect(200);
    expect(replied.body.value).toMatchObject({
      status: 'REPLIED',
      reply: 'Usually within 15 minutes.',
      repliedBy: 'support',
    });
    expect(await ownFeedback(id)).toMatchObject({
      status: 'REPLIED',
      reply: { content: 'Usually within 15 minutes.', repliedAt: replied.body.value.repliedAt },
    });
    // The reply reaches the member's mailbox as well (the header's unread badge).
    const mailbox = (await api.http.get(MAILBOX_PATHS.messages).set('authorization', member)).body
      .value as MailboxPage;
    expect(mailbox.list[0]).toMatchObject({
      template: 'feedback.replied',
      params: { feedbackId: String(id), reply: 'Usually within 15 minutes.' },
      readAt: null,
    });
    const audit = await api.prisma.operatorAudit.findFirstOrThrow({
      where: { target: `feedback:${id}` },
      orderBy: { id: 'desc' },
    });
    expect([audit.action, audit.before, audit.after]).toEqual([
      'POST /wps/console/support/feedback/:id/reply',
      { status: 'OPEN', reply: null },
      { status: 'REPLIED', reply: 'Usually within 15 minutes.' },
    ]);

    const closed = await act(id, 'close').expect(200);
    expect(closed.body.value).toMatchObject({ status: 'CLOSED', closedAt: expect.any(String) });
    expect(await ownFeedback(id)).toMatchObject({
      status: 'CLOSED',
      reply: { content: 'Usually within 15 minutes.' },
    });
    const late = await act(id, 'reply', { content: 'One more thing.' });
    expect([late.status, late.body.code]).toEqual([409, 'CONFLICT']);
    const unsent = (await api.http.get(MAILBOX_PATHS.messages).set('authorization', member)).body
      .value as MailboxPage;
    expect(unsent.list.some((message) => message.params.reply === 'One more thing.')).toBe(false);
    const trail = () => api.prisma.operatorAudit.count({ where: { target: `feedback:${id}` } });
    const rows = await trail();
    await act(id, 'close').expect(200);
    expect(await trail()).toBe(rows);

    expect((await inbox({ status: 'CLOSED' })).list.map((entry) => entry.id)).toContain(id);
    expect((await inbox({ status: 'OPEN' })).list.map((entry) => entry.id)).not.toContain(id);
  });

  it('pages the inbox newest first', async () => {
    const first = await send('First of two messages for the paging test.');
    const second = await send('Second of two messages for the paging test.');
    const page = await inbox({ pageSize: 2 });
    expect(page.list.map((entry) => entry.id)).toEqual([second, first]);
    expect(page).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('lets a read-only operator read but not reply or close', async () => {
    const id = await send('Please check my bonus turnover requirement.');
    expect((await inbox({}, viewer)).list.map((entry) => entry.id)).toContain(id);
    for (const response of [
      await act(id, 'reply', { content: 'Hello' }, viewer),
      await act(id, 'close', {}, viewer),
    ]) {
      expect([response.status, response.body.code]).toEqual([403, 'FORBIDDEN']);
    }
    expect((await detail(id)).status).toBe('OPEN');
  });

  it('refuses bad input with the field named, and unknown feedback with 404', async () => {
    const id = await send('A message to try bad replies against.');
    for (const body of [{}, { content: '   ' }, { content: 'x'.repeat(1001) }, { text: 'hi' }]) {
      const response = await act(id, 'reply', body);
      expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const status = await api.http.get(INBOX).set('cookie', support).query({ status: 'DONE' });
    expect(Object.keys(status.body.value.fields)).toEqual(['status']);
    await api.http.get(`${INBOX}/abc`).set('cookie', support).expect(400);
    await api.http.get(`${INBOX}/99999999`).set('cookie', support).expect(404);
    await act(99_999_999, 'close').expect(404);
  });
});
