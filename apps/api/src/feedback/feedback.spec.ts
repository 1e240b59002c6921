import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FEEDBACK_CONTENT_LENGTH,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_PATH,
  FEEDBACK_PER_HOUR,
  type FeedbackEntry,
  type FeedbackPage,
} from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { PDF, picture } from '../../test/support/images.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { FeedbackRepository } from './feedback.repository.js';

// A 1x1 GIF: a real image, but not a type the form takes.
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const CONTENT = 'The deposit I made this morning has not reached my wallet yet.';

interface Attachment {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

const png = (filename = 'receipt.png'): Attachment => ({
  bytes: picture('image/png'),
  filename,
  contentType: 'image/png',
});
const jpeg = (filename = 'screen.jpg'): Attachment => ({
  bytes: picture('image/jpeg'),
  filename,
  contentType: 'image/jpeg',
});

describe('PUT /wps/feedback', () => {
  let api: TestApp;
  let dataDir: string;
  let member: string;
  let memberId: number;
  let uploadsRoot: string;
  let uploads: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wps-feedback-'));
    uploadsRoot = path.join(dataDir, 'uploads');
    uploads = path.join(uploadsRoot, 'feedback');
    api = await createTestApp({ environment: { DATA_DIR: dataDir } });
    await updateSite(api, { sliderVerification: false });
    member = await bearerFor(api, 'demo_member', 'Demo1234');
    memberId = (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } })).id;
  });
  afterAll(async () => {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await api.prisma.feedbackImage.deleteMany();
    await api.prisma.feedback.deleteMany();
    await api.app.get(RateLimiter).reset('feedback', String(memberId));
    await rm(uploadsRoot, { recursive: true, force: true });
  });

  function send(
    fields: Record<string, string>,
    attachments: Attachment[] = [],
    bearer: string | null = member,
  ) {
    let request = api.http.put(FEEDBACK_PATH).set('x-language', 'EN');
    if (bearer) request = request.set('authorization', bearer);
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    for (const { bytes, filename, contentType } of attachments) {
      request = request.attach('images', bytes, { filename, contentType });
    }
    return request;
  }

  /** Every file under the uploads folder, the incoming one included. */
  async function filesKept(): Promise<string[]> {
    const entries = await readdir(uploadsRoot, { recursive: true, withFileTypes: true }).catch(
      () => [],
    );
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  }

  async function expectNothingStored() {
    expect(await api.prisma.feedback.count()).toBe(0);
    expect(await api.prisma.feedbackImage.count()).toBe(0);
    expect(await filesKept()).toEqual([]);
  }

  it('stores feedback without images', async () => {
    const response = await send({ questionType: 'DEPOSIT', content: `  ${CONTENT}  ` }).expect(200);
    const entry = response.body.value as FeedbackEntry;
    expect(response.body.success).toBe(true);
    expect(entry).toMatchObject({ questionType: 'DEPOSIT', content: CONTENT, images: [] });
    const row = await api.prisma.feedback.findFirstOrThrow();
    expect(row).toMatchObject({ memberId, questionType: 'DEPOSIT', content: CONTENT });
    expect(await filesKept()).toEqual([]);
  });

  it('stores three images outside the web root, under random names of their real type', async () => {
    const attachments = [png(), jpeg(), jpeg('photo.jpeg')];
    const response = await send({ questionType: 'WITHDRAWAL', content: CONTENT }, attachments);
    expect(response.status).toBe(200);
    expect((response.body.value as FeedbackEntry).images).toEqual([
      { mimeType: 'image/png', sizeBytes: attachments[0].bytes.length },
      { mimeType: 'image/jpeg', sizeBytes: attachments[1].bytes.length },
      { mimeType: 'image/jpeg', sizeBytes: attachments[2].bytes.length },
    ]);

    const images = await api.prisma.feedbackImage.findMany({ orderBy: { position: 'asc' } });
    expect(images.map((image) => image.position)).toEqual([1, 2, 3]);
    for (const [index, image] of images.entries()) {
      const bytes = attachments[index].bytes;
      expect(image.storedName).toMatch(/^[0-9a-f-]{36}\.(png|jpg)$/);
      expect(image.storedName).not.toContain(attachments[index].filename.split('.')[0]);
      expect(image.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      // The stored file is the sent bytes, under DATA_DIR and not under the served web app.
      const stored = path.join(uploads, image.storedName);
      expect(await readFile(stored)).toEqual(bytes);
      expect(stored.startsWith(path.resolve('../web'))).toBe(false);
    }
    expect((await filesKept()).sort()).toEqual(images.map((image) => image.storedName).sort());
  });

  it('lists only the member’s own feedback, newest first', async () => {
    await send({ questionType: 'GAME', content: 'The first message about a game.' }).expect(200);
    await send({ questionType: 'OTHER', content: 'The second message, something else.' }, [
      png(),
    ]).expect(200);
    const other = await bearerFor(api, 'demo_vip', 'Demo1234');
    await send({ questionType: 'ACCOUNT', content: 'Someone else wrote this one.' }, [], other);

    const page = (await api.http.get(FEEDBACK_PATH).set('authorization', member).expect(200)).body
      .value as FeedbackPage;
    expect(page).toMatchObject({ pageNo: 1, totalCount: 2, totalPages: 1 });
    expect(page.list.map((entry) => [entry.questionType, entry.images.length])).toEqual([
      ['OTHER', 1],
      ['GAME', 0],
    ]);
  });

  it('serves the images of the member’s own feedback, as sent, and no one else’s', async () => {
    const attachments = [png(), jpeg()];
    const sent = await send({ questionType: 'DEPOSIT', content: CONTENT }, attachments).expect(200);
    const id = (sent.body.value as FeedbackEntry).id;
    const image = (position: number, bearer: string | null = member) => {
      const request = api.http.get(`${FEEDBACK_PATH}/${id}/images/${position}`);
      return (bearer ? request.set('authorization', bearer) : request).buffer(true);
    };

    for (const [index, attachment] of attachments.entries()) {
      const response = await image(index + 1).expect(200);
      expect(response.headers['content-type']).toBe(attachment.contentType);
      expect(response.headers['cache-control']).toMatch(/^private/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toEqual(attachment.bytes);
    }
    const other = await bearerFor(api, 'demo_vip', 'Demo1234');
    const refused = await Promise.all([image(3), image(1, other), image(1, null), image(4)]);
    expect(refused.map((response) => [response.status, response.body.code])).toEqual([
      [404, 'NOT_FOUND'],
      [404, 'NOT_FOUND'],
      [401, 'UNAUTHENTICATED'],
      [400, 'VALIDATION_FAILED'],
    ]);
  });

  it('answers 404 for an image whose file is gone', async () => {
    const sent = await send({ questionType: 'DEPOSIT', content: CONTENT }, [png()]).expect(200);
    const row = await api.prisma.feedbackImage.findFirstOrThrow();
    await rm(path.join(uploads, row.storedName));
    const response = await api.http
      .get(`${FEEDBACK_PATH}/${(sent.body.value as FeedbackEntry).id}/images/1`)
      .set('authorization', member);
    expect([response.status, response.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('requires a login', async () => {
    const response = await send({ questionType: 'DEPOSIT', content: CONTENT }, [png()], null);
    expect([response.status, response.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    await expectNothingStored();
  });

  it('refuses a demo account', async () => {
    const freePlay = await api.http
      .post('/wps/session/login/freeplay')
      .send({ os: 'Linux', platform: 'W', nonce: 'feedback-test', gatewayVersion: 3 })
      .expect(200);
    const demo = `Bearer ${freePlay.body.value.token}`;
    const response = await send({ questionType: 'DEPOSIT', content: CONTENT }, [png()], demo);
    expect([response.status, response.body.code]).toEqual([403, 'NEED_TRUE_ACCOUNT']);
    await expectNothingStored();
  });

  it('refuses a body that is not a multipart form', async () => {
    const response = await api.http
      .put(FEEDBACK_PATH)
      .set('authorization', member)
      .send({ questionType: 'DEPOSIT', content: CONTENT });
    expect([response.status, response.body.code]).toEqual([400, 'BAD_REQUEST']);
    await expectNothingStored();
  });

  it.each([
    ['an unknown question type', { questionType: 'CASINO', content: CONTENT }, 'questionType'],
    ['no question type', { content: CONTENT }, 'questionType'],
    [
      'a content too short',
      { questionType: 'GAME', content: 'x'.repeat(FEEDBACK_CONTENT_LENGTH.min - 1) },
      'content',
    ],
    [
      'a content too long',
      { questionType: 'GAME', content: 'x'.repeat(FEEDBACK_CONTENT_LENGTH.max + 1) },
      'content',
    ],
    ['a blank content', { questionType: 'GAME', content: ' '.repeat(40) }, 'content'],
  ])('refuses %s, storing nothing', async (_case, fields, field) => {
    const response = await send(fields, [png()]);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(Object.keys(response.body.value.fields)).toEqual([field]);
    if (field === 'content') {
      expect(response.body.value.fields.content).toEqual([
        `The content is between ${FEEDBACK_CONTENT_LENGTH.min} and ${FEEDBACK_CONTENT_LENGTH.max} words`,
      ]);
    }
    await expectNothingStored();
  });

  it('answers the content bound in the language asked for', async () => {
    const response = await send({ questionType: 'GAME', content: 'short' }).set('x-language', 'MS');
    expect(response.body.value.fields.content).toEqual([
      'Kandungan adalah antara 10 hingga 500 perkataan',
    ]);
  });

  const oversize = Buffer.concat([picture('image/png'), Buffer.alloc(FEEDBACK_IMAGE_MAX_BYTES)]);
  it.each([
    ['a fourth image', [png(), jpeg(), png(), jpeg()], 'You can upload at most 3 images'],
    [
      'an image of 5 MB or more',
      [png(), { bytes: oversize, filename: 'big.png', contentType: 'image/png' }],
      'Image 2: each image must be under 5 MB',
    ],
    [
      'a PDF named .png',
      [{ bytes: PDF, filename: 'receipt.png', contentType: 'image/png' }],
      'Image 1: only PNG or JPG images are accepted',
    ],
    [
      'a text named .jpg',
      [
        {
          bytes: Buffer.from('<script>alert(1)</script>'),
          filename: 'a.jpg',
          contentType: 'image/jpeg',
        },
      ],
      'Image 1: only PNG or JPG images are accepted',
    ],
    [
      'a GIF',
      [jpeg(), { bytes: GIF, filename: 'smile.gif', contentType: 'image/gif' }],
      'Image 2: only PNG or JPG images are accepted',
    ],
    [
      'an empty file',
      [{ bytes: Buffer.alloc(0), filename: 'empty.png', contentType: 'image/png' }],
      'Image 1: the file is empty',
    ],
  ])('refuses %s with 400 naming it, storing nothing', async (_case, attachments, message) => {
    const response = await send({ questionType: 'DEPOSIT', content: CONTENT }, attachments);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      value: { fields: { images: [message] } },
    });
    await expectNothingStored();
  });

  it('keeps an image just under 5 MB', async () => {
    const start = picture('image/png');
    const bytes = Buffer.concat([start, Buffer.alloc(FEEDBACK_IMAGE_MAX_BYTES - 1 - start.length)]);
    const response = await send({ questionType: 'DEPOSIT', content: CONTENT }, [
      { bytes, filename: 'large.png', contentType: 'image/png' },
    ]);
    expect(response.status).toBe(200);
    expect(response.body.value.images).toEqual([
      { mimeType: 'image/png', sizeBytes: bytes.length },
    ]);
  });

  it('deletes the kept images when the database refuses the feedback', async () => {
    const repository = api.app.get(FeedbackRepository);
    const failing = jest
      .spyOn(repository, 'create')
      .mockRejectedValueOnce(new Error('connection lost'));
    const response = await send({ questionType: 'GAME', content: CONTENT }, [png(), jpeg()]);
    failing.mockRestore();
    expect([response.status, response.body.code]).toEqual([500, 'INTERNAL_ERROR']);
    await expectNothingStored();
  });

  it(`takes ${FEEDBACK_PER_HOUR} feedback an hour, then 429 and nothing stored`, async () => {
    for (let sent = 0; sent < FEEDBACK_PER_HOUR; sent += 1) {
      await send({ questionType: 'SUGGESTION', content: CONTENT }).expect(200);
    }
    const response = await send({ questionType: 'SUGGESTION', content: CONTENT }, [png()]);
    expect([response.status, response.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(await api.prisma.feedback.count()).toBe(FEEDBACK_PER_HOUR);
    expect(await filesKept()).toEqual([]);
  });
});
