import type { FastifyReply } from 'fastify';
import type { WithdrawalImageFile } from './withdrawals.service.js';

/**
 * Sends a proof image straight to Fastify's reply, past the JSON envelope, as the stored bytes
 * arrive. Private: a member's picture is never kept by a shared cache; it never changes under
 * its address.
 */
export function sendImage(reply: FastifyReply, image: WithdrawalImageFile): void {
  void reply
    .header('cache-control', 'private, max-age=86400, immutable')
    .header('content-length', image.sizeBytes)
    .type(image.mimeType)
    .send(image.body);
}
