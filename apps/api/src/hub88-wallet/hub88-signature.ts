import { createSign, createVerify, type KeyObject } from 'node:crypto';

// Hub88's request signing: RSA-SHA256 (PKCS#1 v1.5) of the raw body bytes, base64, in
// X-Hub88-Signature. The sender signs with its private key; the receiver verifies with the
// sender's public key.

export function signHub88Body(privateKey: KeyObject | string, body: string | Buffer): string {
  return createSign('RSA-SHA256').update(body).sign(privateKey, 'base64');
}

export function isHub88SignatureValid(
  publicKey: KeyObject,
  body: string | Buffer,
  signature: string,
): boolean {
  try {
    return createVerify('RSA-SHA256').update(body).verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}
