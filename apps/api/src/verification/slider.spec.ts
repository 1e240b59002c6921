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

  const decode = (dataUrl: string) =>
    Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

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
    expect(decode(challenge.backgroundImage)).toMatch(/^<svg [^>]*width="300" height="150"/);
    // The piece is the picture behind the gap: its view box sits on the gap.
    expect(decode(challenge.pieceImage)).toContain(
      `viewBox="${targetX} ${challenge.pieceY} 44 44"`,
    );
    expect(JSON.stringify(challenge)).not.toContain(`"targetX"`);
    const ttl = await api.store.ttl(`slider:challenge:${challenge.challengeId}`);
    expect(ttl).toBeGreaterThan(115_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
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
