import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SEAMLESS_WALLET_PATHS } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { signSeamlessBody } from '../wallet/seamless-signature.js';
import { HttpWalletPort } from './http-wallet.port.js';
import { WalletUnreachableError } from './wallet-port.js';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

describe('HttpWalletPort', () => {
  let server: Server;
  let baseUrl: string;
  const received: Received[] = [];
  let reply: (response: ServerResponse) => void;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ path: request.url ?? '', headers: request.headers, body });
        reply(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    received.length = 0;
  });

  const answer = (status: number, envelope: object) => (response: ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(envelope));
  };
  const wallet = () =>
    new HttpWalletPort({ baseUrl, vendorCode: 'WPS', secret: async () => 'shared-secret' });
  const debit = {
    playerToken: 'token-1',
    transactionId: 'r1:debit',
    roundId: 'r1',
    gameCode: 'HARIMAU_EMAS',
    amount: '1.00',
  };

  it('posts the signed raw body to the contract path and reads the answer', async () => {
    const value = { balance: '99.00', currency: 'MYR', ledgerReference: 'L1' };
    reply = answer(200, { success: true, message: 'ok', value });
    await expect(wallet().debit(debit)).resolves.toEqual(value);
    const [request] = received;
    expect(request?.path).toBe(SEAMLESS_WALLET_PATHS.debit);
    expect(JSON.parse(request.body)).toEqual(debit);
    expect(request?.headers['x-provider-vendor']).toBe('WPS');
    expect(request?.headers['x-provider-signature']).toBe(
      signSeamlessBody('shared-secret', request.body),
    );
  });

  it('turns a refusal into its contract code', async () => {
    reply = answer(400, {
      success: false,
      message: 'Insufficient funds',
      value: null,
      code: 'INSUFFICIENT_FUNDS',
    });
    const failure = wallet().debit(debit);
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
  });

  it('treats a server error or no answer as unreachable', async () => {
    reply = answer(503, { success: false, message: 'down', value: null, code: 'MAINTENANCE' });
    await expect(wallet().credit({ ...debit, transactionId: 'r1:credit' })).rejects.toBeInstanceOf(
      WalletUnreachableError,
    );
    const closed = new HttpWalletPort({
      baseUrl: 'http://127.0.0.1:9',
      vendorCode: 'WPS',
      secret: async () => 'shared-secret',
    });
    await expect(closed.balance({ playerToken: 'token-1' })).rejects.toBeInstanceOf(
      WalletUnreachableError,
    );
  });
});
