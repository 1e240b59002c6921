import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FEEDBACK_PATH } from '@wps/shared-types';
import { bearerFor, updateSite } from '../support/access.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const MEBIBYTE = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');
// The opening of a well-formed form whose image part then never ends: the body of the review's
// 300 MiB upload.
const FORM_OPENING = Buffer.from(
  '------wps\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n' +
    'Content-Type: image/png\r\n\r\n',
);

interface Upload {
  status: number;
  body: { success: boolean; code?: string };
  /** Bytes the client had written when the answer came. */
  bytesSent: number;
}

describe('request size caps', () => {
  let api: TestApp;
  let member: string;

  beforeAll(async () => {
    api = await createTestApp();
    await updateSite(api, { sliderVerification: false });
    member = await bearerFor(api, 'demo_member', 'Demo1234');
  });
  afterAll(async () => {
    await api.close();
  });

  /**
   * Streams a multipart image of `totalBytes` (its length declared, or chunked when null) chunk
   * by chunk, each only after the last was taken, until the server answers or all is sent.
   */
  function streamUpload(
    method: string,
    path: string,
    declaredBytes: number | null,
    totalBytes: number,
  ): Promise<Upload> {
    const { port } = api.app.getHttpServer().address() as AddressInfo;
    return new Promise((resolve, reject) => {
      let bytesSent = 0;
      let answered = false;
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          authorization: member,
          'content-type': 'multipart/form-data; boundary=----wps',
          ...(declaredBytes === null ? {} : { 'content-length': String(declaredBytes) }),
        },
      });
      request.on('response', (response: IncomingMessage) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          request.destroy();
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()),
            bytesSent,
          });
        });
      });
      // The server closing the connection mid-upload is expected; only a missing answer is not.
      request.on('error', (error) => {
        if (!answered) reject(error);
      });
      request.write(FORM_OPENING);
      const writeNext = () => {
        if (answered || bytesSent >= totalBytes) {
          if (!answered) request.end();
          return;
        }
        bytesSent += CHUNK.length;
        request.write(CHUNK, () => setImmediate(writeNext));
      };
      writeNext();
    });
  }

  it('refuses a 300 MiB upload by its declared length before reading it', async () => {
    const upload = await streamUpload('PUT', FEEDBACK_PATH, 300 * MEBIBYTE, 300 * MEBIBYTE);
    expect(upload.status).toBe(413);
    expect(upload.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(upload.bytesSent).toBeLessThan(16 * MEBIBYTE);
  });

  it('refuses a multipart body of unknown length before reading it', async () => {
    const upload = await streamUpload('PUT', FEEDBACK_PATH, null, 300 * MEBIBYTE);
    expect(upload.status).toBe(411);
    expect(upload.body).toMatchObject({ success: false, code: 'LENGTH_REQUIRED' });
    expect(upload.bytesSent).toBeLessThan(16 * MEBIBYTE);
  });

  it('caps a multipart body sent to a route that takes none at the body limit', async () => {
    const upload = await streamUpload('POST', '/wps/session/login', 50 * MEBIBYTE, 50 * MEBIBYTE);
    expect(upload.status).toBe(413);
    expect(upload.bytesSent).toBeLessThan(16 * MEBIBYTE);
  });

  it('refuses a JSON body over the limit by its declared length', async () => {
    const response = await api.http
      .post('/wps/session/login')
      .set('content-type', 'application/json')
      .send(`{"username":"${'x'.repeat(2 * MEBIBYTE)}"}`)
      .expect(413);
    expect(response.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });
});
