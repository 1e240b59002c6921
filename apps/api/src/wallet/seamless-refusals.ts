import type { SeamlessWalletAnswer } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { isDeadlineError } from '../database/deadline.js';
import type { WalletVendor } from './wallet.repository.js';

/** What a seamless-wallet call's refusal needs of its service: the wallet a token names. */
interface WalletOfToken {
  walletOfToken(vendor: WalletVendor, playerToken: string): Promise<SeamlessWalletAnswer | null>;
}

type SeamlessCall<Request> = (
  vendor: WalletVendor,
  request: Request,
) => Promise<SeamlessWalletAnswer>;

/**
 * For the methods of a seamless-wallet call: a refusal of a known player carries the wallet's
 * balance and currency in its value (beside the refusal's own fields), since a vendor shows the
 * player their balance whatever the answer; a call that ran out of its time budget is the
 * retriable SERVICE_UNAVAILABLE. The wallet is read only when a call is refused, and a refusal
 * whose wallet cannot be read goes without it.
 */
export function refusalsCarryWallet<
  Service extends WalletOfToken,
  Request extends { playerToken: string },
>(_target: Service, _name: string, descriptor: TypedPropertyDescriptor<SeamlessCall<Request>>) {
  const call = descriptor.value!;
  descriptor.value = async function (this: Service, vendor, request) {
    try {
      return await call.call(this, vendor, request);
    } catch (error) {
      const refusal = isDeadlineError(error)
        ? new AppError(
            'SERVICE_UNAVAILABLE',
            'The wallet could not finish this call in time and posted nothing; it may be sent again',
          )
        : error;
      if (!(refusal instanceof AppError)) throw refusal;
      const wallet = await this.walletOfToken(vendor, request.playerToken).catch(() => null);
      if (!wallet) throw refusal;
      const fields =
        typeof refusal.value === 'object' && refusal.value !== null ? refusal.value : {};
      throw new AppError(refusal.code, refusal.message, { ...fields, ...wallet });
    }
  };
}

/**
 * The request without its currency, as it is posted: a currency that passed the check is the
 * wallet's, so naming it or not is one request (one idempotency hash).
 */
export function withoutCurrency<Request extends { currency?: string }>(
  request: Request,
): Omit<Request, 'currency'> {
  const posted = { ...request };
  delete posted.currency;
  return posted;
}
