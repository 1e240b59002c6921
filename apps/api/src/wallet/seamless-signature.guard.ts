import {
  createParamDecorator,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { SEAMLESS_SIGNATURE_HEADER, SEAMLESS_VENDOR_HEADER } from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error.js';
import { VendorCredentialsRepository } from '../vendor-credentials/vendor-credentials.repository.js';
import { isSeamlessSignatureValid } from './seamless-signature.js';
import { WalletRepository, type WalletVendor } from './wallet.repository.js';

type SignedRequest = RawBodyRequest<FastifyRequest> & { seamlessVendor?: WalletVendor };

/**
 * Lets a seamless-wallet call through only when X-Provider-Signature is the HMAC of the raw
 * body with the secret of the vendor named in X-Provider-Vendor; that vendor is then the caller.
 */
@Injectable()
export class SeamlessSignatureGuard implements CanActivate {
  constructor(
    private readonly wallets: WalletRepository,
    private readonly credentials: VendorCredentialsRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<SignedRequest>();
    const vendorCode = request.headers[SEAMLESS_VENDOR_HEADER];
    const signature = request.headers[SEAMLESS_SIGNATURE_HEADER];
    const vendor =
      typeof vendorCode === 'string' ? await this.wallets.cachedVendorByCode(vendorCode) : null;
    // A vendor switched to another protocol is not heard on this one.
    const secret =
      vendor?.walletProtocol === 'BUILTIN'
        ? (await this.credentials.keysOf(vendor.id)).hmacSecret
        : null;
    if (
      !vendor ||
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
