import { Inject, Injectable } from '@nestjs/common';
import bcrypt from 'bcrypt';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';

/** bcrypt with the configured work factor (12 or more in production). */
@Injectable()
export class PasswordHasher {
  // Compared against when an account does not exist, so a miss costs as long as a hit.
  private readonly decoy: Promise<string>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.decoy = bcrypt.hash('decoy-password-never-matches', config.BCRYPT_COST);
  }

  hash(password: string): Promise<string> {
    return bcrypt.hash(password, this.config.BCRYPT_COST);
  }

  /** True when a stored hash was made at another work factor than today's (seeded, older). */
  needsRehash(hash: string): boolean {
    return bcrypt.getRounds(hash) !== this.config.BCRYPT_COST;
  }

  /** False for a missing hash too, after the same work as a real comparison. */
  async verify(password: string, hash: string | null | undefined): Promise<boolean> {
    if (!hash) {
      await bcrypt.compare(password, await this.decoy);
      return false;
    }
    return bcrypt.compare(password, hash);
  }
}
