import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CHAT_SOCKET_PATH, type ChatClientFrame, type ChatServerFrame } from '@wps/shared-types';
import WebSocket from 'ws';

type FrameOf<E extends ChatServerFrame['event']> = Extract<ChatServerFrame, { event: E }>;

/** A chat-room socket as a browser holds one: frames queue up until a test waits for them. */
export class ChatSocket {
  private readonly frames: ChatServerFrame[] = [];
  private waiters: Array<() => void> = [];
  readonly closed: Promise<number>;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer);
      this.frames.push(JSON.parse(text.toString('utf8')) as ChatServerFrame);
      this.wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve(code)));
  }

  /** A socket to an app in this process, or to an API process listening on a port. */
  static async open(app: NestFastifyApplication | number): Promise<ChatSocket> {
    const port =
      typeof app === 'number' ? app : (app.getHttpServer().address() as AddressInfo).port;
    const socket = new WebSocket(`ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new ChatSocket(socket);
  }

  /** Opens a socket and joins with the bearer's token; answers it once `ready` arrived. */
  static async join(
    app: NestFastifyApplication | number,
    bearer: string,
  ): Promise<{ socket: ChatSocket; ready: FrameOf<'ready'>['data'] }> {
    const socket = await ChatSocket.open(app);
    socket.send({ event: 'join', data: { token: bearer.replace(/^Bearer /, '') } });
    const ready = await socket.next('ready');
    return { socket, ready: ready.data };
  }

  send(frame: ChatClientFrame | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(frame));
  }

  say(text: string, requestId = `r${Math.random().toString(36).slice(2, 10)}`): string {
    this.send({ event: 'send', data: { text, requestId } });
    return requestId;
  }

  /** The next frame of this event (earlier frames of other events are kept for later waits). */
  async next<E extends ChatServerFrame['event']>(event: E, timeoutMs = 5_000): Promise<FrameOf<E>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex((frame) => frame.event === event);
      if (index >= 0) return this.frames.splice(index, 1)[0] as FrameOf<E>;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${event} frame; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Frames of this event received so far, without waiting. */
  pending(event: ChatServerFrame['event']): ChatServerFrame[] {
    return this.frames.filter((frame) => frame.event === event);
  }

  close(): void {
    this.socket.close();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((wake) => wake());
  }
}
