import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  SliderAnswerPayload,
  SliderChallengeValue,
  SliderTokenValue,
  SliderVerification,
} from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import { PIECE_SIZE, PUZZLE_HEIGHT, PUZZLE_WIDTH, createSliderPuzzle } from './slider-puzzle.js';

const CHALLENGE_TTL_MS = 2 * 60_000;
const TOKEN_TTL_MS = 2 * 60_000;
const TOLERANCE_PX = 6;
// A person needs a moment to drag the piece; a script that answers at once fails.
const MIN_DURATION_MS = 250;
const MAX_TRIES = 5;
const TOKEN_PATTERN = /^[0-9a-f]{32}$/;

/**
 * The slider check before SMS requests, login and registration: the server keeps where the
 * gap is, checks the drag, and hands out a single-use token the next call consumes.
 */
@Injectable()
export class SliderService {
  constructor(@Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore) {}

  async challenge(): Promise<SliderChallengeValue> {
    const puzzle = createSliderPuzzle();
    const challengeId = randomBytes(16).toString('hex');
    await this.store.set(challengeKey(challengeId), String(puzzle.targetX), CHALLENGE_TTL_MS);
    return {
      challengeId,
      width: PUZZLE_WIDTH,
      height: PUZZLE_HEIGHT,
      pieceSize: PIECE_SIZE,
      pieceY: puzzle.pieceY,
      backgroundImage: puzzle.backgroundImage,
      pieceImage: puzzle.pieceImage,
      expiresInSeconds: CHALLENGE_TTL_MS / 1000,
    };
  }

  /** Checks a drag; a solved challenge is used up and answers a token. */
  async answer({ challengeId, x, durationMs }: SliderAnswerPayload): Promise<SliderTokenValue> {
    const target = await this.store.get(challengeKey(challengeId));
    if (target === null) throw notVerified();
    const { count } = await this.store.increment(`slider:tries:${challengeId}`, CHALLENGE_TTL_MS);
    const solved =
      count <= MAX_TRIES &&
      Math.abs(x - Number(target)) <= TOLERANCE_PX &&
      durationMs >= MIN_DURATION_MS;
    if (!solved) {
      if (count >= MAX_TRIES) await this.store.delete(challengeKey(challengeId));
      throw notVerified();
    }
    // take() is atomic: of two parallel correct answers only one gets a token.
    if ((await this.store.take(challengeKey(challengeId))) === null) throw notVerified();
    const sliderToken = randomBytes(16).toString('hex');
    await this.store.set(tokenKey(sliderToken), challengeId, TOKEN_TTL_MS);
    return { sliderChallengeId: challengeId, sliderToken };
  }

  /**
   * Consumes the token a call carries; does nothing when the operator switched the slider off.
   * A challenge id sent beside the token must be the one the token was issued for.
   */
  async require(site: { sliderVerification: boolean }, payload: SliderVerification): Promise<void> {
    if (!site.sliderVerification) return;
    const { sliderToken, sliderChallengeId } = payload;
    if (!sliderToken || !TOKEN_PATTERN.test(sliderToken)) throw notVerified();
    const issuedFor = await this.store.take(tokenKey(sliderToken));
    if (issuedFor === null || (sliderChallengeId && sliderChallengeId !== issuedFor)) {
      throw notVerified();
    }
  }
}

function challengeKey(challengeId: string): string {
  return `slider:challenge:${challengeId}`;
}

function tokenKey(token: string): string {
  return `slider:token:${token}`;
}

function notVerified(): AppError {
  return new AppError('VERIFICATION_REQUIRED', 'Please complete verification first');
}
