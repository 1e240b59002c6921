import { randomBytes, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import svgCaptcha from 'svg-captcha';
import { AppError } from '../common/app-error.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';

export const CAPTCHA_COOKIE = 'wps_captcha';
const CLIENT_KEY_PATTERN = /^[0-9a-f]{32}$/;
const ANSWER_TTL_MS = 5 * 60_000;
// Spec 1 §9: a captcha refresh at most once per second.
const REFRESH_INTERVAL_MS = 1_000;
const LENGTH = 4;
// Answers compare case-insensitively, so upper and lower case may both show; left out are
// glyphs people confuse: 0/O/o/D, 1/I/i/l/L/J, 2/Z, 5/S, 6/G/b, 8/B, 9/g/q.
const CHARACTERS = 'ACEFHKMNPRTUVWXYacefhkmnprtuvwxy347';

// svg-captcha's default export draws a given text; its typings declare only create(), which
// picks the text with Math.random. The text here comes from crypto.randomInt instead.
const drawCaptcha = svgCaptcha as unknown as (
  text: string,
  options: { width: number; height: number; fontSize: number; noise: number; color: boolean },
) => string;
// Dark grey strokes read best; svg-captcha colours them whenever it draws a background, so the
// white background goes in afterwards, keeping the image legible on the dark theme too.
const WHITE_BACKGROUND = '<rect width="100%" height="100%" fill="#ffffff"/>';

/**
 * Image captchas. The answer waits in the key-value store under a random client key kept in an
 * httpOnly cookie; it expires after five minutes and any check consumes it.
 */
@Injectable()
export class CaptchaService {
  constructor(@Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore) {}

  /** A new captcha for this client, as a data URL; replaces any earlier one. */
  async issue(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    let clientKey = clientKeyOf(request);
    // Without a cookie yet, the refresh limit counts per client address.
    const subject = clientKey ?? `address:${request.ip}`;
    if (!(await this.store.setIfAbsent(`captcha:refresh:${subject}`, '1', REFRESH_INTERVAL_MS))) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many requests, please try again later', {
        retryAfterSeconds: 1,
      });
    }
    if (!clientKey) {
      clientKey = randomBytes(16).toString('hex');
      void reply.setCookie(CAPTCHA_COOKIE, clientKey, {
        path: '/wps',
        httpOnly: true,
        sameSite: 'strict',
        secure: 'auto',
      });
    }
    void reply.header('cache-control', 'no-store');
    const text = Array.from({ length: LENGTH }, () => CHARACTERS[randomInt(CHARACTERS.length)]);
    const answer = text.join('');
    await this.store.set(answerKey(clientKey), answer.toLowerCase(), ANSWER_TTL_MS);
    const svg = drawCaptcha(answer, {
      width: 120,
      height: 40,
      fontSize: 44,
      noise: 2,
      color: false,
    }).replace(/^(<svg[^>]*>)/, `$1${WHITE_BACKGROUND}`);
    return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  }

  /** True when the answer matches this client's captcha; the captcha is used up either way. */
  async verify(request: FastifyRequest, answer: string | undefined): Promise<boolean> {
    const clientKey = clientKeyOf(request);
    if (!clientKey) return false;
    const expected = await this.store.take(answerKey(clientKey));
    return (
      expected !== null && typeof answer === 'string' && answer.trim().toLowerCase() === expected
    );
  }
}

function clientKeyOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[CAPTCHA_COOKIE];
  return value && CLIENT_KEY_PATTERN.test(value) ? value : null;
}

function answerKey(clientKey: string): string {
  return `captcha:answer:${clientKey}`;
}
