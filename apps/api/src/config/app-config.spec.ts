import { ConfigError, loadConfig } from './app-config.js';
import { startNotes } from './start-notes.js';

const PUBLISHED_JWT_SECRET = loadConfig({}).JWT_SECRET;

describe('configuration', () => {
  it('has working defaults for the embedded site', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SCHEDULED_JOBS).toBe(true);
  });

  it('reads typed values from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      SEED_ON_EMPTY: 'false',
      SCHEDULED_JOBS: 'false',
    });
    expect(config.PORT).toBe(8080);
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.SEED_ON_EMPTY).toBe(false);
    expect(config.SCHEDULED_JOBS).toBe(false);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://nope'],
    ['REDIS_URL', 'http://localhost'],
    ['LOG_LEVEL', 'loud'],
    ['CORS_ORIGINS', 'not a url'],
    ['BODY_LIMIT_BYTES', '10'],
    ['UPLOAD_S3_BUCKET', 'Not_A_Bucket'],
    ['UPLOAD_S3_REGION', 'Asia Pacific'],
    ['UPLOAD_S3_FORCE_PATH_STYLE', 'maybe'],
  ])('refuses a bad %s and names it', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`^[\\s\\S]*${variable}`));
  });

  it('keeps uploads on the local disk unless a bucket is named, and checks the bucket settings', () => {
    expect(loadConfig({}).UPLOAD_S3_BUCKET).toBeUndefined();
    const bucket = loadConfig({
      UPLOAD_S3_BUCKET: 'wps-uploads',
      UPLOAD_S3_ENDPOINT: 'http://127.0.0.1:9000',
      UPLOAD_S3_FORCE_PATH_STYLE: 'true',
    });
    expect(bucket).toMatchObject({
      UPLOAD_S3_BUCKET: 'wps-uploads',
      UPLOAD_S3_REGION: 'us-east-1',
      UPLOAD_S3_FORCE_PATH_STYLE: true,
    });
    const refusals: Array<[Record<string, string>, RegExp]> = [
      [{ UPLOAD_S3_BUCKET: 'b3', UPLOAD_S3_ENDPOINT: 'minio:9000' }, /UPLOAD_S3_ENDPOINT/],
      [
        { UPLOAD_S3_ENDPOINT: 'http://127.0.0.1:9000' },
        /UPLOAD_S3_ENDPOINT: needs UPLOAD_S3_BUCKET/,
      ],
      [
        { UPLOAD_S3_FORCE_PATH_STYLE: 'true' },
        /UPLOAD_S3_FORCE_PATH_STYLE: needs UPLOAD_S3_BUCKET/,
      ],
      [
        { UPLOAD_S3_BUCKET: 'wps-uploads', UPLOAD_S3_ACCESS_KEY_ID: 'key' },
        /UPLOAD_S3_SECRET_ACCESS_KEY: give both/,
      ],
      [
        { UPLOAD_S3_BUCKET: 'wps-uploads', UPLOAD_S3_SECRET_ACCESS_KEY: 'secret' },
        /UPLOAD_S3_ACCESS_KEY_ID: give both/,
      ],
    ];
    for (const [environment, message] of refusals) {
      expect(() => loadConfig(environment)).toThrow(message);
    }
  });

  it('refuses to run production with the development token secret', () => {
    const seamless = { PAYMENT_GATEWAY_SECRET: 'z'.repeat(40) };
    expect(() => loadConfig({ NODE_ENV: 'production', ...seamless })).toThrow(/JWT_SECRET/);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ...seamless }).NODE_ENV,
    ).toBe('production');
  });

  it('refuses to run production with the development payment-gateway secret', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
      }),
    ).toThrow(/PAYMENT_GATEWAY_SECRET/);
  });

  it('listens on loopback outside production unless told otherwise, and says so', () => {
    const development = loadConfig({});
    expect(development.HOST).toBe('127.0.0.1');
    expect(development.generatedSecrets).toEqual([]);
    expect(startNotes(development)[0]).toMatch(
      /^listening on 127\.0\.0\.1:3000 \(this machine only/,
    );
    const production = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PAYMENT_GATEWAY_SECRET: 'z'.repeat(40),
    });
    expect(production.HOST).toBe('0.0.0.0');
    expect(production.API_DOCS).toBe(false);
    expect(production.PAYMENT_GATEWAY_SANDBOX).toBe(false);
    expect(development.PAYMENT_GATEWAY_SANDBOX).toBe(true);
    expect(startNotes(production).join('\n')).not.toMatch(/outbox|docs/);
  });

  it('generates the secrets of a development instance that listens beyond loopback', () => {
    const config = loadConfig({ HOST: '0.0.0.0' });
    expect(config.generatedSecrets).toEqual(['JWT_SECRET', 'PAYMENT_GATEWAY_SECRET']);
    expect(config.JWT_SECRET).not.toBe(PUBLISHED_JWT_SECRET);
    const notes = startNotes(config).join('\n');
    expect(notes).toMatch(/every machine that can reach this address/);
    expect(notes).toMatch(/JWT_SECRET, PAYMENT_GATEWAY_SECRET generated for this run/);
    expect(notes).not.toContain(config.JWT_SECRET);
  });

  it('gives the development routes a key of their own, generated when not set', () => {
    expect(loadConfig({}).DEV_TOOLS_KEY).toMatch(/^[0-9a-f]{32}$/);
    expect(loadConfig({}).DEV_TOOLS_KEY).not.toBe(loadConfig({}).DEV_TOOLS_KEY);
    expect(loadConfig({ DEV_TOOLS_KEY: 'k'.repeat(20) }).DEV_TOOLS_KEY).toBe('k'.repeat(20));
    expect(() => loadConfig({ DEV_TOOLS_KEY: 'short' })).toThrow(/DEV_TOOLS_KEY/);
  });
});
