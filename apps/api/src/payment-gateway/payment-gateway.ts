/** A payment the site asks the gateway for: the payer pays it on the gateway's hosted page. */
export interface PaymentRequest {
  /** The site's own reference (the deposit id), sent back in the callback. */
  merchantReference: string;
  amount: string;
  currency: string;
  /** Where the gateway sends the payer back to once the payment is decided. */
  returnUrl: string;
}

export interface CreatedPayment {
  /** The gateway's reference: its callback names the payment by it. */
  reference: string;
  /** The gateway's hosted payment page. */
  paymentUrl: string;
}

/**
 * The port to a payment gateway (decisions: "Deposit channels"). Creating a payment answers the
 * hosted page the payer goes to; the outcome comes later in a signed server-to-server callback
 * (PaymentGatewayCallback, signed as gateway-signature.ts says), never from the payer's browser.
 */
export interface PaymentGateway {
  /** Names the gateway where a deposit records who decided it. */
  readonly name: string;
  /** False when no gateway is configured here: online deposits are not offered. */
  readonly available: boolean;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');
