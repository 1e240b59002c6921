import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { AnnouncementPayload } from '@wps/shared-types';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SCRIPT = 'console.log(1)';

describe('the built web app on the API port', () => {
  let api: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'wps-web-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><title>WPS</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(
      path.join(distDir, 'console.html'),
      '<!doctype html><html><head><title>Console</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(distDir, 'assets', 'app-1234.js'), 'console.log(1)');
    await writeFile(path.join(distDir, 'assets', 'app-1234.js.br'), brotliCompressSync(SCRIPT));
    api = await createTestApp({ environment: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await api.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('serves the home page', async () => {
    const response = await api.http.get('/').expect(200);
    expect(response.text).toContain('<title>WPS</title>');
  });

  it('answers index.html for any page path (history mode)', async () => {
    for (const route of ['/promotions', '/rng?page=PG', '/register.html', '/noticePage']) {
      const response = await api.http.get(route).expect(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.text).toContain('<title>WPS</title>');
    }
  });

  it('sends a page with its first banner, drawn before the scripts run', async () => {
    const banners = await api.http
      .get('/wps/system/announcements')
      .query({ types: 'B', language: 'MS', group: 'w_home' })
      .expect(200);
    const first = (banners.body as { value: AnnouncementPayload }).value.banners[0];
    expect(first).toBeDefined();
    for (const route of ['/', '/index.html', '/home?x=1']) {
      const page = await api.http.get(route).expect(200);
      expect(page.text).toContain(`<link rel="preload" as="image" href="${first?.url}"`);
      expect(page.text).toContain(`<img class="first-paint-banner" src="${first?.url}"`);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const withoutBanners = await api.http.get('/noticePage').expect(200);
    expect(withoutBanners.text).toContain('<div id="root"></div>');
    expect(withoutBanners.text).not.toContain('first-paint');
  });

  it("answers the operator console's own page for /console and every path under it", async () => {
    for (const route of ['/console', '/console/', '/console/members/7', '/console/audit?page=2']) {
      const response = await api.http.get(route).expect(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.text).toContain('<title>Console</title>');
      // The player site's first banner is not the console's business.
      expect(response.text).not.toContain('first-paint');
    }
    const lookalike = await api.http.get('/consoles').expect(200);
    expect(lookalike.text).toContain('<title>WPS</title>');
  });

  it('sends the compressed copy of an asset to a browser that accepts it', async () => {
    const response = await api.http
      .get('/assets/app-1234.js')
      .set('accept-encoding', 'br, gzip')
      .expect(200);
    // The prepared copy, not one compressed on the fly (the client decodes it back).
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBe(String(brotliCompressSync(SCRIPT).length));
    expect(response.text).toBe(SCRIPT);
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await api.http.get('/assets/app-1234.js').expect(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps API misses and missing files as 404s', async () => {
    const apiMiss = await api.http.get('/wps/nothing-here').expect(404);
    expect(apiMiss.body.code).toBe('NOT_FOUND');
    await api.http.get('/assets/missing.js').expect(404);
    await api.http.post('/promotions').expect(404);
  });
});
