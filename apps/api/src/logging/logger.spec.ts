import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { AccessLogController, createLogger, maskSecretsInUrl } from './logger.js';

function captureLines(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}

describe('logging', () => {
  it('never writes passwords, codes or tokens', () => {
    const { stream, lines } = captureLines();
    const logger = createLogger({ LOG_LEVEL: 'info' }, stream);
    logger.info(
      {
        password: 'hunter22',
        body: {
          password: 'Secret123',
          verificationCode: '123456',
          captcha: 'ab12',
          account: 'ali',
        },
        req: { headers: { authorization: 'Bearer eyJ.secret' } },
      },
      'login attempt',
    );
    const line = lines.join('');
    for (const secret of ['hunter22', 'Secret123', '123456', 'ab12', 'eyJ.secret']) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('ali');
    expect(line).toContain('[Redacted]');
  });

  // Every secret a request body of the site or the console carries, by the name it travels as:
  // the payment password (set, change, reset by code, withdrawals, bank accounts, transfers), the
  // login password's change, an operator's own and an agent's new account's.
  it.each([
    ['paymentPassword', 'pay-secret-1'],
    ['confirmPaymentPassword', 'pay-secret-2'],
    ['code', 'code-secret-3'],
    ['oldPassword', 'old-secret-4'],
    ['newPassword', 'new-secret-5'],
    ['confirmNewPassword', 'new-secret-6'],
    ['currentPassword', 'operator-secret-7'],
    ['initialPassword', 'opened-secret-8'],
    ['recoveryCodes', 'recovery-secret-9'],
    ['secret', 'vendor-secret-10'],
  ])('never writes %s, at the top or inside a body', (field, value) => {
    const { stream, lines } = captureLines();
    const logger = createLogger({ LOG_LEVEL: 'info' }, stream);
    logger.info({ [field]: value, body: { [field]: value, amount: '100.00' } }, 'a request');
    const line = lines.join('');
    expect(line).not.toContain(value);
    expect(line).toContain('100.00');
  });

  it('masks secrets carried in a query string', () => {
    expect(maskSecretsInUrl('/wps/x?token=abc&page=2&code=999')).toBe(
      '/wps/x?token=[Redacted]&page=2&code=[Redacted]',
    );
  });

  it('is a pino logger at the configured level', () => {
    const logger = createLogger({ LOG_LEVEL: 'warn' }, captureLines().stream);
    expect(logger.level).toBe('warn');
    expect(typeof pino.stdSerializers.err).toBe('function');
  });

  it('writes one access line per request, with its method, path, status and time', async () => {
    const { stream, lines } = captureLines();
    const app = Fastify({
      loggerInstance: createLogger({ LOG_LEVEL: 'info' }, stream),
      logController: new AccessLogController(),
    });
    app.get('/wps/x', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/wps/x?token=abc&page=2' });
    await app.close();
    const requestLines = lines.map((line) => JSON.parse(line)).filter((line) => line.reqId);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/wps/x?token=[Redacted]&page=2' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('writes no access line below info level', async () => {
    const { stream, lines } = captureLines();
    const app = Fastify({
      loggerInstance: createLogger({ LOG_LEVEL: 'warn' }, stream),
      logController: new AccessLogController(),
    });
    app.get('/wps/x', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/wps/x' });
    await app.close();
    expect(lines).toHaveLength(0);
  });
});
