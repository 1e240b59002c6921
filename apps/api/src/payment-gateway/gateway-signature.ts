import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature header's value for a body: hex HMAC-SHA256 of its raw bytes with the secret. */
export function signGatewayBody(secret: string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Compares in constant time, so the answer's timing tells nothing about the right signature. */
export function isGatewaySignatureValid(
  secret: string,
  body: string | Buffer,
  signature: string,
): boolean {
  const expected = Buffer.from(signGatewayBody(secret, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
