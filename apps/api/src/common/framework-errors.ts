import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiEnvelope } from '@wps/shared-types';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Requests refused before they reach a route answer the envelope too. Fastify answers them itself
// otherwise, in its own shape: a path that is not valid percent-encoding or a path parameter over
// its length (before routing), and a request Node's parser refuses (headers over 16 KiB, bad
// syntax), written straight to the socket.

const BAD_REQUEST = (message: string): ApiEnvelope<null> => ({
  success: false,
  message,
  value: null,
  code: 'BAD_REQUEST',
});

/** Fastify's `frameworkErrors`: a malformed URL (400) or a path parameter too long (414). */
export function frameworkErrorHandler(
  headers: Record<string, string>,
): (error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, _request, reply) => {
    const status = error.statusCode ?? 400;
    const message = status === 414 ? 'A part of the address is too long' : 'Malformed address';
    void reply.headers(headers).status(status).send(BAD_REQUEST(message));
  };
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refused. The connection is closed after
 * the answer, and the answer says so: a keep-alive client that was not told would send its next
 * request on a socket that is gone.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request line and headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'Malformed request'];
  const body = JSON.stringify(BAD_REQUEST(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
