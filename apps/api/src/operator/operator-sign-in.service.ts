import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  OPERATOR_CHALLENGE_MINUTES,
  OPERATOR_LOCK,
  OPERATOR_PASSWORD_LENGTH,
  OPERATOR_RECOVERY_CODE_COUNT,
  ROLE_PERMISSIONS,
  type ConsoleChallenge,
  type ConsoleChangePasswordRequest,
  type ConsoleCodeRequest,
  type ConsoleOperator,
  type ConsoleSignInRequest,
} from '@wps/shared-types';
import { AppError, invalidInput } from '../common/app-error.js';
import type { Visitor } from '../common/visitor.js';
import { CLOCK, type Clock } from '../config/clock.js';
import { PasswordHasher } from '../member/password-hasher.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';
import type { OperatorActor } from './operator-actor.js';
import { OperatorAccountRepository } from './operator-account.repository.js';
import { OperatorSessionService } from './operator-session.service.js';
import { acceptedTotpStep, newTotpSecret, totpEnrolment } from './totp.js';

type Account = NonNullable<Awaited<ReturnType<OperatorAccountRepository['byId']>>>;

export interface SignedInOperator {
  /** For the session cookie. */
  token: string;
  operator: ConsoleOperator;
  recoveryCodes?: string[];
}

const CHALLENGE_TTL_MS = OPERATOR_CHALLENGE_MINUTES * 60_000;
const challengeKey = (challenge: string) => `console-challenge:${challenge}`;
const codeHashOf = (code: string) =>
  createHash('sha256')
    .update(code.toUpperCase().replace(/[^0-9A-Z]/g, ''))
    .digest('hex');

const refused = () => new AppError('INVALID_CREDENTIALS', 'Wrong username or password');
const wrongCode = () =>
  new AppError('OPERATOR_CODE_INVALID', 'The code is wrong, already used or too old');
const challengeGone = () =>
  new AppError('UNAUTHENTICATED', 'The sign-in has expired: enter your password again');

/**
 * An operator's sign-in: the password, then a TOTP code from an authenticator app (enrolled at
 * the first sign-in, with single-use recovery codes) or one of those recovery codes. Wrong
 * passwords and codes count together; OPERATOR_LOCK.failures in a row lock the account a while.
 */
@Injectable()
export class OperatorSignInService {
  constructor(
    private readonly accounts: OperatorAccountRepository,
    private readonly sessions: OperatorSessionService,
    private readonly hasher: PasswordHasher,
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async signIn(
    merchantId: number,
    request: ConsoleSignInRequest,
    issuer: string,
  ): Promise<ConsoleChallenge> {
    const account = await this.accounts.byUsername(merchantId, request.username);
    const matches = await this.hasher.verify(request.password, account?.passwordHash);
    if (!account || account.disabledAt) throw refused();
    this.refuseWhileLocked(account);
    if (!matches) {
      await this.countFailure(account.id);
      throw refused();
    }
    const challenge = randomBytes(24).toString('base64url');
    await this.store.set(challengeKey(challenge), String(account.id), CHALLENGE_TTL_MS);
    if (account.totpSecret) return { challenge, stage: 'CODE' };
    const secret = newTotpSecret();
    await this.accounts.setPendingSecret(account.id, secret);
    return {
      challenge,
      stage: 'ENROL',
      enrolment: await totpEnrolment(issuer, account.username, secret),
    };
  }

  /** The second step with a TOTP code; at enrolment it confirms the new secret. */
  async verifyCode(
    merchantId: number,
    request: ConsoleCodeRequest,
    visitor: Visitor,
  ): Promise<SignedInOperator> {
    const account = await this.challenged(merchantId, request.challenge);
    const enrolling = !account.totpSecret;
    const secret = account.totpSecret ?? account.totpPendingSecret;
    const step = secret
      ? await acceptedTotpStep(secret, request.code, account.totpLastStep, this.clock.now())
      : null;
    if (!secret || step === null) {
      await this.countFailure(account.id);
      throw wrongCode();
    }
    const recoveryCodes = enrolling ? newRecoveryCodes() : undefined;
    const accepted = await this.accounts.acceptCode(
      account.id,
      step,
      recoveryCodes ? { secret, recoveryCodeHashes: recoveryCodes.map(codeHashOf) } : null,
    );
    if (!accepted) throw wrongCode();
    return { ...(await this.finish(account, request.challenge, visitor)), recoveryCodes };
  }

  /** The second step with a single-use recovery code instead of the authenticator. */
  async verifyRecoveryCode(
    merchantId: number,
    request: ConsoleCodeRequest,
    visitor: Visitor,
  ): Promise<SignedInOperator> {
    const account = await this.challenged(merchantId, request.challenge);
    const used =
      account.totpSecret !== null &&
      (await this.accounts.useRecoveryCode(
        account.id,
        codeHashOf(request.code),
        new Date(this.clock.now()),
      ));
    if (!used) {
      await this.countFailure(account.id);
      throw wrongCode();
    }
    return this.finish(account, request.challenge, visitor);
  }

  /**
   * A step-up for one action (a four-eyes approval): the signed-in operator's current TOTP code,
   * newer than every code it used before, so the code that opened the session never serves.
   * Wrong codes count towards the lock like those of a sign-in.
   */
  async confirmFreshCode(actor: OperatorActor, code: string): Promise<void> {
    const account = await this.accounts.byId(actor.operatorId);
    if (!account) throw new AppError('UNAUTHENTICATED', 'Please sign in');
    this.refuseWhileLocked(account);
    const step = account.totpSecret
      ? await acceptedTotpStep(account.totpSecret, code, account.totpLastStep, this.clock.now())
      : null;
    if (step === null) {
      await this.countFailure(account.id);
      throw wrongCode();
    }
    if (!(await this.accounts.acceptCode(account.id, step, null))) throw wrongCode();
  }

  async changePassword(actor: OperatorActor, request: ConsoleChangePasswordRequest) {
    const account = await this.accounts.byId(actor.operatorId);
    if (!account) throw new AppError('UNAUTHENTICATED', 'Please sign in');
    const { min, max } = OPERATOR_PASSWORD_LENGTH;
    if (request.newPassword.length < min || request.newPassword.length > max) {
      throw invalidInput({ newPassword: `Use ${min} to ${max} characters` });
    }
    if (request.newPassword === request.currentPassword) {
      throw invalidInput({ newPassword: 'Choose a password other than the current one' });
    }
    if (!(await this.hasher.verify(request.currentPassword, account.passwordHash))) {
      throw invalidInput({ currentPassword: 'The current password is wrong' });
    }
    await this.accounts.changePassword(account.id, await this.hasher.hash(request.newPassword));
    // Whoever knew the old password may hold a session: only this one stays.
    await this.sessions.endAll(account.id, actor.sessionId);
    actor.change = { target: `operator:${account.id}`, after: { passwordChanged: true } };
    return this.describe({ ...account, mustChangePassword: false });
  }

  async me(actor: OperatorActor): Promise<ConsoleOperator> {
    const account = await this.accounts.byId(actor.operatorId);
    if (!account) throw new AppError('UNAUTHENTICATED', 'Please sign in');
    return this.describe(account);
  }

  private async challenged(merchantId: number, challenge: string): Promise<Account> {
    const operatorId = Number(await this.store.get(challengeKey(challenge)));
    const account = operatorId ? await this.accounts.byId(operatorId) : null;
    if (!account || account.merchantId !== merchantId || account.disabledAt) {
      throw challengeGone();
    }
    this.refuseWhileLocked(account);
    return account;
  }

  private async finish(account: Account, challenge: string, visitor: Visitor) {
    // A challenge signs in once, even when two codes race.
    if ((await this.store.take(challengeKey(challenge))) === null) throw challengeGone();
    return {
      token: await this.sessions.open(account.id, visitor),
      operator: await this.describe(account),
    };
  }

  private refuseWhileLocked(account: Account): void {
    const until = account.lockedUntil?.getTime() ?? 0;
    if (until > this.clock.now()) {
      throw new AppError('LOGIN_LOCKED', 'Too many failed attempts: try again later', {
        retryAfterSeconds: Math.ceil((until - this.clock.now()) / 1000),
      });
    }
  }

  private countFailure(operatorId: number): Promise<void> {
    return this.accounts.countFailure(
      operatorId,
      OPERATOR_LOCK.failures,
      new Date(this.clock.now() + OPERATOR_LOCK.minutes * 60_000),
    );
  }

  private async describe(account: Account): Promise<ConsoleOperator> {
    return {
      id: account.id,
      username: account.username,
      role: account.role,
      permissions: [...ROLE_PERMISSIONS[account.role]],
      merchant: await this.accounts.merchant(account.merchantId),
      mustChangePassword: account.mustChangePassword,
    };
  }
}

/** Ten codes like "7KQ2M-XD4PA": 50 random bits each, shown once at enrolment. */
function newRecoveryCodes(): string[] {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: OPERATOR_RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}
