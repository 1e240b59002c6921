import { createCanvas } from '@napi-rs/canvas';
import {
  DEPOSIT_FIELDS,
  DEPOSIT_PATHS,
  PAYMENT_GATEWAY_PATHS,
  PAYMENT_GATEWAY_SIGNATURE_HEADER,
  type DepositChannelType,
  type PaymentGatewayCallback,
} from '@wps/shared-types';
import { DEFAULT_PAYMENT_GATEWAY_SECRET } from '../../src/config/app-config.js';
import { signGatewayBody } from '../../src/payment-gateway/gateway-signature.js';
import type { TestApp } from './test-app.js';

/** A real picture of the given format, drawn with a canvas. */
export function picture(format: 'image/png' | 'image/jpeg' = 'image/png'): Buffer {
  const canvas = createCanvas(24, 16);
  const context = canvas.getContext('2d');
  context.fillStyle = '#2e86de';
  context.fillRect(0, 0, 24, 16);
  return format === 'image/png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg');
}

export interface ProofAttachment {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

export const pngProof = (filename = 'receipt.png'): ProofAttachment => ({
  bytes: picture('image/png'),
  filename,
  contentType: 'image/png',
});

/** The seeded channel of a type (prisma/seed/deposit-channels.json has one of each). */
export function seededChannel(api: TestApp, type: DepositChannelType) {
  return api.prisma.depositChannel.findFirstOrThrow({ where: { type }, orderBy: { id: 'asc' } });
}

/** POST DEPOSIT_PATHS.deposits as multipart, each image in its own `images` part. */
export function depositRequest(
  api: TestApp,
  bearer: string | null,
  fields: Partial<Record<keyof typeof DEPOSIT_FIELDS, string>>,
  images: ProofAttachment[] = [],
) {
  let request = api.http.post(DEPOSIT_PATHS.deposits).set('x-language', 'EN');
  if (bearer) request = request.set('authorization', bearer);
  for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
  for (const { bytes, filename, contentType } of images) {
    request = request.attach(DEPOSIT_FIELDS.images, bytes, { filename, contentType });
  }
  return request;
}

/** A gateway callback signed as the sandbox signs it (the development secret, unless given). */
export function signedCallback(
  api: TestApp,
  callback: PaymentGatewayCallback,
  secret = DEFAULT_PAYMENT_GATEWAY_SECRET,
) {
  const body = JSON.stringify(callback);
  return api.http
    .post(PAYMENT_GATEWAY_PATHS.callback)
    .set('content-type', 'application/json')
    .set(PAYMENT_GATEWAY_SIGNATURE_HEADER, signGatewayBody(secret, body))
    .send(body);
}
