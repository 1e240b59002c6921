import { ConfigError, loadConfig } from './app-config.js';

describe('configuration', () => {
  it('has working defaults for the embedded site', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('reads typed values from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      SEED_ON_EMPTY: 'false',
    });
    expect(config.PORT).toBe(8080);
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.SEED_ON_EMPTY).toBe(false);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://nope'],
    ['REDIS_URL', 'http://localhost'],
    ['LOG_LEVEL', 'loud'],
    ['CORS_ORIGINS', 'not a url'],
    ['BODY_LIMIT_BYTES', '10'],
  ])('refuses a bad %s and names it', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`^[\\s\\S]*${variable}`));
  });

  it('refuses to run production with the development token secret', () => {
    const seamless = { SEAMLESS_WALLET_SECRET: 'y'.repeat(40), OPERATOR_API_KEY: 'z'.repeat(40) };
    expect(() => loadConfig({ NODE_ENV: 'production', ...seamless })).toThrow(/JWT_SECRET/);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ...seamless }).NODE_ENV,
    ).toBe('production');
  });

  it('refuses to run production with the development seamless-wallet secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /SEAMLESS_WALLET_SECRET/,
    );
  });

  it('refuses to run production with the development operator key', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        SEAMLESS_WALLET_SECRET: 'y'.repeat(40),
      }),
    ).toThrow(/OPERATOR_API_KEY/);
  });
});
