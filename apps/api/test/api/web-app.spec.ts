import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('the built web app on the API port', () => {
  let api: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'wps-web-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>WPS</title>');
    await writeFile(path.join(distDir, 'assets', 'app-1234.js'), 'console.log(1)');
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
