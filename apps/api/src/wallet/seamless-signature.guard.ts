import {
  createParamDecorator,
  Inject,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { SEAMLESS_SIGNATURE_HEADER, SEAMLESS_VENDOR_HEADER } from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { isSeamlessSignatureValid, seamlessVendorSecret } from './seamless-signature.js';
import { WalletRepository, type WalletVendor } from './wallet.repository.js';

type SignedRequest = RawBodyRequest<FastifyRequest> & { seamlessVendor?: WalletVendor };

/**
 * Lets a seamless-wallet call through only when X-Provider-Signature is the HMAC of the raw
 * body with the secret of the vendor named in X-Provider-Vendor; that vendor is then the caller.
 */
@Injectable()
export class SeamlessSignatureGuard implements CanActivate {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly wallets: WalletRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<SignedRequest>();
    const vendorCode = request.headers[SEAMLESS_VENDOR_HEADER];
    const signature = request.headers[SEAMLESS_SIGNATURE_HEADER];
    const vendor =
      typeof vendorCode === 'string' ? await this.wallets.cachedVendorByCode(vendorCode) : null;
    const secret = vendor && seamlessVendorSecret(this.config.SEAMLESS_WALLET_SECRET, vendor.code);
    if (
      !secret ||
      typeof signature !== 'string' ||
      !request.rawBody ||
      !isSeamlessSignatureValid(secret, request.rawBody, signature)
    ) {
      throw new AppError('INVALID_SIGNATURE', 'Invalid signature');
    }
    request.seamlessVendor = vendor;
    return true;
  }
}

/** The vendor the signature proved (set by SeamlessSignatureGuard). */
export const SeamlessVendor = createParamDecorator(
  (_data: unknown, context: ExecutionContext): WalletVendor => {
    const vendor = context.switchToHttp().getRequest<SignedRequest>().seamlessVendor;
    if (!vendor) throw new Error('SeamlessVendor needs SeamlessSignatureGuard');
    return vendor;
  },
);
