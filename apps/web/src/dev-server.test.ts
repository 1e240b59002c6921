import { describe, expect, it } from 'vitest';
import { apiProxyTarget, consolePageRewrite } from '../vite.config';

describe('the dev server proxy', () => {
  it('follows the port and address the API listens on', () => {
    expect(apiProxyTarget({})).toBe('http://127.0.0.1:3000');
    expect(apiProxyTarget({ PORT: '3200' })).toBe('http://127.0.0.1:3200');
    expect(apiProxyTarget({ HOST: '0.0.0.0', PORT: '4000' })).toBe('http://127.0.0.1:4000');
    expect(apiProxyTarget({ HOST: '192.168.1.20' })).toBe('http://192.168.1.20:3000');
    expect(apiProxyTarget({ HOST: '::1', PORT: '3001' })).toBe('http://[::1]:3001');
  });
});

describe('the console pages on the dev and preview servers', () => {
  it('answers console.html for /console and every route under it', () => {
    for (const url of ['/console', '/console/', '/console/members/7', '/console/audit?page=2']) {
      expect(consolePageRewrite(url), url).toBe('/console.html');
    }
  });

  it('leaves the player site, files and look-alike paths alone', () => {
    for (const url of ['/', '/consoles', '/promotions', '/console.html', '/console/logo.svg']) {
      expect(consolePageRewrite(url), url).toBeNull();
    }
  });
});
