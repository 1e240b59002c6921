import { Module } from '@nestjs/common';
import { VendorCredentialsRepository } from './vendor-credentials.repository.js';

/**
 * Vendors' own wallet credentials (issue 25): read by the wallet's signature checks and the
 * built-in provider, set and rotated from the console's vendor page.
 */
@Module({
  providers: [VendorCredentialsRepository],
  exports: [VendorCredentialsRepository],
})
export class VendorCredentialsModule {}
