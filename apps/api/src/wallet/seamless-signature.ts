import { createHmac, timingSafeEqual } from 'node:crypto';

// Each vendor signs with a random secret of its own (vendor-credentials): a secret handed to one
// vendor signs for no other, and rotating it touches that vendor alone.

/** The X-Provider-Signature of a body: hex HMAC-SHA256 of the raw bytes with the vendor secret. */
export function signSeamlessBody(vendorSecret: string, body: string | Buffer): string {
  return createHmac('sha256', vendorSecret).update(body).digest('hex');
}

/** Compares in constant time, so the answer's timing tells nothing about the right signature. */
export function isSeamlessSignatureValid(
  vendorSecret: string,
  body: string | Buffer,
  signature: string,
): boolean {
  const expected = Buffer.from(signSeamlessBody(vendorSecret, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
