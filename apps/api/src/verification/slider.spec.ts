import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { SliderChallengeValue, SliderTokenValue } from '@wps/shared-types';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { SliderService } from './slider.service.js';

describe('slider verification', () => {
  let api: TestApp;
  let slider: SliderService;
  const on = { sliderVerification: true };

  beforeAll(async () => {
    api = await createTestApp({ seeded: false });
    slider = api.app.get(SliderService);
  });
  afterAll(async () => {
    await api.close();
  });

  async function newChallenge(): Promise<{ challenge: SliderChallengeValue; targetX: number }> {
    const response = await api.http.get('/wps/verification/slider').expect(200);
    const challenge: SliderChallengeValue = response.body.value;
    const stored = await api.store.get(`slider:challenge:${challenge.challengeId}`);
    return { challenge, targetX: Number(stored) };
  }

  const answer = (challengeId: string, x: number, durationMs = 900) =>
    api.http.post('/wps/verification/slider').send({ challengeId, x, durationMs });

  async function solvedToken(): Promise<SliderTokenValue> {
    const { challenge, targetX } = await newChallenge();
    return (await answer(challenge.challengeId, targetX).expect(200)).body.value;
  }

  const PNG_SIGNATURE = '89504e470d0a1a0a';

  /** The PNG behind a data URL: its size (from IHDR) and the chunk types in order. */
  function png(dataUrl: string): { width: number; height: number; chunks: string[] } {
    expect(dataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const bytes = Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64');
    expect(bytes.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
    const chunks: string[] = [];
    for (let offset = 8; offset < bytes.length;) {
      const length = bytes.readUInt32BE(offset);
      chunks.push(bytes.toString('latin1', offset + 4, offset + 8));
      offset += 12 + length;
    }
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), chunks };
  }

  async function pixels(dataUrl: string): Promise<{ data: Uint8ClampedArray; width: number }> {
    const image = await loadImage(dataUrl);
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    return { data: data, width: image.width };
  }

  it('serves a puzzle: a 300 x 150 picture with a gap at a random x and a 44 px piece', async () => {
    const { challenge, targetX } = await newChallenge();
    expect(challenge).toMatchObject({
      challengeId: expect.stringMatching(/^[0-9a-f]{32}$/),
      width: 300,
      height: 150,
      pieceSize: 44,
      expiresInSeconds: 120,
    });
    expect(challenge.pieceY).toBeGreaterThanOrEqual(0);
    expect(challenge.pieceY).toBeLessThanOrEqual(150 - 44);
    expect(targetX).toBeGreaterThanOrEqual(80);
    expect(targetX).toBeLessThanOrEqual(250);
    // Both images are PNGs without text chunks that could carry the answer.
    const background = png(challenge.backgroundImage);
    const piece = png(challenge.pieceImage);
    expect(background).toMatchObject({ width: 300, height: 150 });
    expect(piece).toMatchObject({ width: 44, height: 44 });
    for (const chunks of [background.chunks, piece.chunks]) {
      expect(chunks[0]).toBe('IHDR');
      expect(chunks).toContain('IDAT');
      expect(chunks.filter((chunk) => /^[itz]TXt$|^tEXt$/.test(chunk))).toEqual([]);
    }
    const ttl = await api.store.ttl(`slider:challenge:${challenge.challengeId}`);
    expect(ttl).toBeGreaterThan(115_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });

  it('never sends where the gap is, except as pixels', async () => {
    const { challenge } = await newChallenge();
    const sent = JSON.parse(JSON.stringify(challenge)) as Record<string, unknown>;
    // Exactly the contract's fields, and every number in it is a fixed size or the piece's y.
    expect(Object.keys(sent).sort()).toEqual([
      'backgroundImage',
      'challengeId',
      'expiresInSeconds',
      'height',
      'pieceImage',
      'pieceSize',
      'pieceY',
      'width',
    ]);
    expect(sent).toMatchObject({ width: 300, height: 150, pieceSize: 44, expiresInSeconds: 120 });
    expect(sent.pieceY).toBe(challenge.pieceY);
  });

  it('cuts the piece from the picture under the gap, which shows it at 55 % brightness', async () => {
    const { challenge, targetX } = await newChallenge();
    const background = await pixels(challenge.backgroundImage);
    const piece = await pixels(challenge.pieceImage);
    // Mean difference per channel between the piece at 55 % and the background at x.
    const mismatch = (x: number) => {
      let error = 0;
      let count = 0;
      for (let row = 0; row < 44; row += 1) {
        for (let column = 0; column < 44; column += 1) {
          const p = (row * 44 + column) * 4;
          if (piece.data[p + 3] < 250) continue;
          const b = ((challenge.pieceY + row) * background.width + x + column) * 4;
          for (let channel = 0; channel < 3; channel += 1) {
            error += Math.abs(piece.data[p + channel] * 0.55 - background.data[b + channel]);
          }
          count += 1;
        }
      }
      return error / count / 3;
    };
    expect(mismatch(targetX)).toBeLessThan(2);
    for (let x = 0; x <= 300 - 44; x += 1) {
      if (Math.abs(x - targetX) > 6) expect(mismatch(x)).toBeGreaterThan(mismatch(targetX) * 3);
    }
  });

  it('draws a new, noisy picture each time', async () => {
    const first = await pixels((await newChallenge()).challenge.backgroundImage);
    const second = await pixels((await newChallenge()).challenge.backgroundImage);
    let same = 0;
    for (let index = 0; index < first.data.length; index += 4) {
      if (
        first.data[index] === second.data[index] &&
        first.data[index + 1] === second.data[index + 1] &&
        first.data[index + 2] === second.data[index + 2]
      ) {
        same += 1;
      }
    }
    expect(same / (300 * 150)).toBeLessThan(0.05);
  });

  it('puts the gap somewhere else each time', async () => {
    const targets = new Set<number>();
    for (let attempt = 0; attempt < 8; attempt += 1) targets.add((await newChallenge()).targetX);
    expect(targets.size).toBeGreaterThan(1);
  });

  it('gives a single-use token for a drop within 6 px of the gap', async () => {
    const { challenge, targetX } = await newChallenge();
    const response = await answer(challenge.challengeId, targetX + 6).expect(200);
    const token: SliderTokenValue = response.body.value;
    expect(token).toEqual({
      sliderChallengeId: challenge.challengeId,
      sliderToken: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await expect(slider.require(on, token)).resolves.toBeUndefined();
    await expect(slider.require(on, token)).rejects.toMatchObject({
      code: 'VERIFICATION_REQUIRED',
    });
  });

  it('refuses a drop more than 6 px off', async () => {
    const { challenge, targetX } = await newChallenge();
    const response = await answer(challenge.challengeId, targetX - 7).expect(400);
    expect(response.body).toMatchObject({
      success: false,
      code: 'VERIFICATION_REQUIRED',
      message: 'Please complete verification first',
    });
  });

  it("refuses a bot's instant drag, even onto the gap", async () => {
    const { challenge, targetX } = await newChallenge();
    await answer(challenge.challengeId, targetX, 249).expect(400);
    await answer(challenge.challengeId, targetX, 250).expect(200);
  });

  it('allows five tries per puzzle', async () => {
    const { challenge, targetX } = await newChallenge();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await answer(challenge.challengeId, targetX + 20).expect(400);
    }
    await answer(challenge.challengeId, targetX).expect(200);

    const next = await newChallenge();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await answer(next.challenge.challengeId, next.targetX + 20).expect(400);
    }
    await answer(next.challenge.challengeId, next.targetX).expect(400);
  });

  it('solves a puzzle only once', async () => {
    const { challenge, targetX } = await newChallenge();
    await answer(challenge.challengeId, targetX).expect(200);
    await answer(challenge.challengeId, targetX).expect(400);
  });

  it('refuses an unknown or expired puzzle', async () => {
    await answer('0'.repeat(32), 100).expect(400);
  });

  it('refuses a missing token, an unknown one, or one sent with another challenge id', async () => {
    await expect(slider.require(on, {})).rejects.toMatchObject({ code: 'VERIFICATION_REQUIRED' });
    await expect(slider.require(on, { sliderToken: 'f'.repeat(32) })).rejects.toMatchObject({
      code: 'VERIFICATION_REQUIRED',
    });
    const token = await solvedToken();
    await expect(
      slider.require(on, { ...token, sliderChallengeId: 'a'.repeat(32) }),
    ).rejects.toMatchObject({ code: 'VERIFICATION_REQUIRED' });
  });

  it('expires a token after two minutes', async () => {
    const token = await solvedToken();
    const ttl = await api.store.ttl(`slider:token:${token.sliderToken}`);
    expect(ttl).toBeGreaterThan(115_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });

  it('asks nothing when the operator switched the slider off', async () => {
    await expect(slider.require({ sliderVerification: false }, {})).resolves.toBeUndefined();
  });

  it('refuses malformed answers with 400 naming the fields', async () => {
    const response = await api.http
      .post('/wps/verification/slider')
      .send({ challengeId: 'x', x: '120', durationMs: -1, extra: true })
      .expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.body.value.fields).sort()).toEqual([
      'challengeId',
      'durationMs',
      'extra',
      'x',
    ]);
  });
});
