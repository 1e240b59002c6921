import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { enabledWhiteLabelFlags, type LoginResponseValue } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { MemberRepository } from './member.repository.js';
import { PasswordHasher } from './password-hasher.js';
import { MerchantService } from '../merchant/merchant.service.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { RegionService } from '../region/region.service.js';
import { toSiteInfo } from '../system/system.service.js';
import { SessionService } from '../session/session.service.js';
import { type Visitor } from '../common/visitor.js';

// Free-play accounts per client address per hour: enough for a family, not for a bot farm.
const FREE_PLAY_RULE = { limit: 10, windowMs: 3_600_000 };

/** Free play (DIRECTREG3): a fresh demo account (isAgent 4), logged in at once. */
@Injectable()
export class FreePlayService {
  constructor(
    private readonly merchants: MerchantService,
    private readonly members: MemberRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly rateLimiter: RateLimiter,
    private readonly region: RegionService,
  ) {}

  async start(visitor: Visitor): Promise<LoginResponseValue> {
    const site = await this.merchants.siteForHost(visitor.host);
    if (!enabledWhiteLabelFlags(toSiteInfo(site).modules).includes('DIRECTREG3')) {
      throw new AppError('FEATURE_DISABLED', 'This function is not enabled');
    }
    const client = visitor;
    this.region.assertAllowed(site, client.ip ?? '');
    await this.rateLimiter.consume('free-play', client.ip ?? 'unknown', FREE_PLAY_RULE);
    const account = `guest${randomBytes(5).toString('hex')}`;
    const member = await this.members.createDemoAccount(
      site.id,
      account,
      await this.hasher.hash(randomBytes(24).toString('base64url')),
      site.defaultLanguage,
    );
    const session = await this.sessions.open(member.id, 'freeplay', client);
    return { token: session.token, firstTimeLogin: true, passwordExpired: false };
  }
}
