import { randomBytes, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import svgCaptcha from 'svg-captcha';
import { AppError } from '../common/app-error.js';
import type { Visitor } from '../common/visitor.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';

const ANSWER_TTL_MS = 5 * 60_000;
// Spec 1 §9: a captcha refresh at most once per second, per client and per address.
const REFRESH_INTERVAL_MS = 1_000;
// Images per address per minute, whatever the clients behind it (a carrier's NAT has many).
const ADDRESS_RULE = { limit: 60, windowMs: 60_000 };
// How long the store keeps the time of a client's last image: only to clean up after it.
const REFRESH_RECORD_TTL_MS = 60_000;

interface StoredAnswer {
  answer: string;
  issuedAt: number;
}
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
 * Image captchas. The answer waits in the key-value store under a random client key the server
 * issues in a signed, httpOnly cookie (a key a client made up is no key); it expires after five
 * minutes and any check consumes it. The captcha is friction against scripts, not a boundary:
 * every route it guards is rate limited too.
 */
@Injectable()
export class CaptchaService {
  constructor(
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /**
   * A new captcha for this visitor, as a data URL; replaces any earlier one. A visitor without a
   * captcha key gets a new one (`newKey`), which the edge gives it in a signed cookie.
   */
  async issue(visitor: Visitor): Promise<{ image: string; newKey: string | null }> {
    // Once a second per client: by its signed key, or by its address until it has one (a key a
    // client made up counts as none). Many clients behind one address share a looser limit,
    // which also stops one address from collecting keys to multiply its images.
    await this.rateLimiter.consume('captcha-address', visitor.ip, ADDRESS_RULE);
    await this.refuseRefreshWithinInterval(
      visitor.captchaKey ? `client:${visitor.captchaKey}` : `address:${visitor.ip}`,
    );
    const newKey = visitor.captchaKey ? null : randomBytes(16).toString('hex');
    // The client counted by its address so far is counted by its key from now on: its next
    // image, with the key, waits the same second.
    if (newKey) await this.recordRefresh(`client:${newKey}`);
    const clientKey = visitor.captchaKey ?? newKey ?? '';
    const text = Array.from({ length: LENGTH }, () => CHARACTERS[randomInt(CHARACTERS.length)]);
    const answer = text.join('');
    const stored: StoredAnswer = { answer: answer.toLowerCase(), issuedAt: this.clock.now() };
    await this.store.set(answerKey(clientKey), JSON.stringify(stored), ANSWER_TTL_MS);
    const svg = drawCaptcha(answer, {
      width: 120,
      height: 40,
      fontSize: 44,
      noise: 2,
      color: false,
    }).replace(/^(<svg[^>]*>)/, `$1${WHITE_BACKGROUND}`);
    return { image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, newKey };
  }

  /** True when the answer matches this visitor's captcha; the captcha is used up either way. */
  async verify(visitor: Visitor, answer: string | undefined): Promise<boolean> {
    const clientKey = visitor.captchaKey;
    if (!clientKey) return false;
    const taken = await this.store.take(answerKey(clientKey));
    if (taken === null || typeof answer !== 'string') return false;
    const stored = JSON.parse(taken) as StoredAnswer;
    return (
      this.clock.now() - stored.issuedAt <= ANSWER_TTL_MS &&
      answer.trim().toLowerCase() === stored.answer
    );
  }

  /** 429 when this subject got an image less than a second ago (by the clock, not the store). */
  private async refuseRefreshWithinInterval(subject: string): Promise<void> {
    const key = `captcha:refresh:${subject}`;
    const now = this.clock.now();
    const last = Number(await this.store.get(key));
    if (last && now - last < REFRESH_INTERVAL_MS) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many requests, please try again later', {
        retryAfterSeconds: 1,
      });
    }
    await this.recordRefresh(subject);
  }

  private recordRefresh(subject: string): Promise<void> {
    return this.store.set(
      `captcha:refresh:${subject}`,
      String(this.clock.now()),
      REFRESH_RECORD_TTL_MS,
    );
  }
}

function answerKey(clientKey: string): string {
  return `captcha:answer:${clientKey}`;
}
