import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { FEEDBACK_PATH, type FeedbackEntry } from '@wps/shared-types';
import { bearerFor, updateSite } from '../../test/support/access.js';
import { startS3Server, type TestS3Server } from '../../test/support/s3-server.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { FeedbackRepository } from './feedback.repository.js';

function picture(format: 'image/png' | 'image/jpeg'): Buffer {
  const canvas = createCanvas(24, 16);
  const context = canvas.getContext('2d');
  context.fillStyle = '#2980b9';
  context.fillRect(0, 0, 24, 16);
  return format === 'image/png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg');
}

const PNG = picture('image/png');
const JPEG = picture('image/jpeg');
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const CONTENT = 'The deposit I made this morning has not reached my wallet yet.';

// Two instances of the site behind one load balancer: one database, one bucket, each its own
// disk. What one instance keeps, the other serves.
describe('feedback images on a shared bucket', () => {
  let s3: TestS3Server;
  let first: TestApp;
  let second: TestApp;
  const dataDirs: string[] = [];
  let member: string;

  async function instance(database?: TestApp['database']): Promise<TestApp> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wps-instance-'));
    dataDirs.push(dataDir);
    return createTestApp({ environment: { DATA_DIR: dataDir, ...s3.environment }, database });
  }

  /** Files on the instances' own disks (received parts included). */
  async function filesOnDisks(): Promise<string[]> {
    const lists = await Promise.all(
      dataDirs.map((dataDir) =>
        readdir(dataDir, { recursive: true, withFileTypes: true }).then((entries) =>
          entries.filter((entry) => entry.isFile()).map((entry) => entry.name),
        ),
      ),
    );
    return lists.flat();
  }

  beforeAll(async () => {
    s3 = await startS3Server();
    first = await instance();
    second = await instance(first.database);
    await updateSite(first, { sliderVerification: false });
    member = await bearerFor(first, 'demo_member', 'Demo1234');
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await s3.close();
    await Promise.all(dataDirs.map((dataDir) => rm(dataDir, { recursive: true, force: true })));
  });

  function send(app: TestApp, attachments: Array<[Buffer, string, string]>) {
    let request = app.http
      .put(FEEDBACK_PATH)
      .set('authorization', member)
      .field('questionType', 'DEPOSIT')
      .field('content', CONTENT);
    for (const [bytes, filename, contentType] of attachments) {
      request = request.attach('images', bytes, { filename, contentType });
    }
    return request;
  }

  it('keeps the pictures sent to one instance in the bucket, and the other serves them', async () => {
    const sent = await send(first, [
      [PNG, 'receipt.png', 'image/png'],
      [JPEG, 'screen.jpg', 'image/jpeg'],
    ]).expect(200);
    const id = (sent.body.value as FeedbackEntry).id;

    const rows = await first.prisma.feedbackImage.findMany({ orderBy: { position: 'asc' } });
    expect(await s3.keys()).toEqual(rows.map((row) => `feedback/${row.storedName}`).sort());
    expect(await filesOnDisks()).toEqual([]);

    for (const [position, bytes, type] of [
      [1, PNG, 'image/png'],
      [2, JPEG, 'image/jpeg'],
    ] as const) {
      const served = await second.http
        .get(`${FEEDBACK_PATH}/${id}/images/${position}`)
        .set('authorization', member)
        .buffer(true)
        .expect(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.body).toEqual(bytes);
    }
  });

  it('leaves nothing in the bucket or on a disk of a refused form or a failed transaction', async () => {
    const before = await s3.keys();
    const refused = await send(second, [
      [PNG, 'receipt.png', 'image/png'],
      [GIF, 'smile.gif', 'image/gif'],
    ]);
    expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);

    const failing = jest
      .spyOn(second.app.get(FeedbackRepository), 'create')
      .mockRejectedValueOnce(new Error('connection lost'));
    const failed = await send(second, [[PNG, 'receipt.png', 'image/png']]);
    failing.mockRestore();
    expect([failed.status, failed.body.code]).toEqual([500, 'INTERNAL_ERROR']);

    expect(await s3.keys()).toEqual(before);
    expect(await filesOnDisks()).toEqual([]);
  });
});
