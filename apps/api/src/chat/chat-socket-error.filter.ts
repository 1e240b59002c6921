import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { ChatServerFrame } from '@wps/shared-types';
import type { WebSocket } from 'ws';
import { toErrorAnswer } from '../common/error-envelope.js';

/** Sends a frame when the socket is still open (a close may race a broadcast). */
export function sendFrame(client: WebSocket, frame: ChatServerFrame | string): void {
  if (client.readyState !== client.OPEN) return;
  client.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
}

export function errorFrame(error: unknown, requestId: string | null): ChatServerFrame {
  const { body } = toErrorAnswer(error);
  return {
    event: 'error',
    data: { code: body.code!, message: body.message, value: body.value, requestId },
  };
}

/**
 * Answers a socket handler's failure with an `error` frame carrying the same code, message and
 * value as the HTTP envelope, and the requestId of the send it answers.
 */
@Catch()
export class ChatSocketErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ChatSocket');

  catch(error: unknown, host: ArgumentsHost): void {
    const socket = host.switchToWs();
    const data = socket.getData<{ requestId?: unknown } | undefined>();
    const requestId = typeof data?.requestId === 'string' ? data.requestId.slice(0, 64) : null;
    if (toErrorAnswer(error).unexpected) this.logger.error(error);
    sendFrame(socket.getClient<WebSocket>(), errorFrame(error, requestId));
  }
}
