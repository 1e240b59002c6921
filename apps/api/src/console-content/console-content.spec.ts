import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import {
  BANNER_IMAGE_MAX_BYTES,
  CONSOLE_CONTENT_PATHS as CONTENT,
  CONTENT_PATHS,
  type AnnouncementPayload,
  type ConsoleBanner,
  type ConsolePage,
  type NoticePage,
} from '@wps/shared-types';
import { consoleHeaders, openConsoleSession } from '../../test/support/console.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

function picture(format: 'image/png' | 'image/webp'): Buffer {
  const canvas = createCanvas(32, 12);
  const context = canvas.getContext('2d');
  context.fillStyle = '#16a085';
  context.fillRect(0, 0, 32, 12);
  return format === 'image/png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/webp');
}

describe('console content', () => {
  let api: TestApp;
  let dataDir: string;
  let content: string;
  let viewer: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wps-console-content-'));
    api = await createTestApp({ environment: { DATA_DIR: dataDir } });
    content = await openConsoleSession(api.prisma, 'content');
    viewer = await openConsoleSession(api.prisma, 'viewer');
  });
  afterAll(async () => {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const write = (
    method: 'post' | 'put' | 'delete',
    target: string,
    body?: object,
    cookie = content,
  ) => {
    const request = api.http[method](target).set(consoleHeaders(cookie));
    return body ? request.send(body) : request;
  };
  const read = async <T>(target: string, query: object = {}, cookie = content) =>
    (await api.http.get(target).set('cookie', cookie).query(query).expect(200)).body.value as T;
  /** The banners a player on the route's group sees in `language`. */
  const playerBanners = async (language: string, group = 'w_home') =>
    (
      (
        await api.http
          .get(CONTENT_PATHS.announcements)
          .query({ language, types: 'B', group })
          .expect(200)
      ).body.value as AnnouncementPayload
    ).banners;
  const lastAudit = (target: string) =>
    api.prisma.operatorAudit.findFirstOrThrow({ where: { target }, orderBy: { id: 'desc' } });
  const banner = (fields: object = {}) => ({
    groupName: 'w_home',
    title: 'Weekend Reload',
    imageUrl: '/media/banners/weekend-reload.svg',
    linkageTarget: '/promotions',
    sortOrder: 50,
    ...fields,
  });

  describe('banners', () => {
    it('adds a banner the player sees at once, in its language only, and audits it', async () => {
      const created = (await write('post', CONTENT.banners, banner({ language: 'EN' })).expect(201))
        .body.value as ConsoleBanner;
      expect(created).toMatchObject({
        groupName: 'w_home',
        language: 'EN',
        linkageType: 'ROUTE',
        enabled: true,
        live: true,
        startsAt: null,
      });
      expect((await playerBanners('EN')).at(-1)).toEqual({
        bannerId: String(created.id),
        url: '/media/banners/weekend-reload.svg',
        title: 'Weekend Reload',
        groupName: 'w_home',
        linkageType: 'ROUTE',
        linkageTarget: '/promotions',
      });
      expect((await playerBanners('MS')).map((entry) => entry.title)).not.toContain(
        'Weekend Reload',
      );
      const audit = await lastAudit(`banner:${created.id}`);
      expect([audit.operatorUsername, audit.action, audit.before, audit.after]).toEqual([
        'content',
        'POST /wps/console/content/banners',
        null,
        created,
      ]);
      const listed = await read<ConsolePage<ConsoleBanner>>(
        CONTENT.banners,
        { group: 'w_home', language: 'EN' },
        viewer,
      );
      expect(listed.list).toEqual([created]);
    });

    it('honours the schedule: not before the start, not from the end on', async () => {
      const later = (
        await write(
          'post',
          CONTENT.banners,
          banner({ title: 'Coming soon', startsAt: at(HOUR), endsAt: at(2 * HOUR) }),
        ).expect(201)
      ).body.value as ConsoleBanner;
      expect(later.live).toBe(false);
      const titles = async () => (await playerBanners('CN')).map((entry) => entry.title);
      expect(await titles()).not.toContain('Coming soon');

      await write(
        'put',
        `${CONTENT.banners}/${later.id}`,
        banner({ title: 'Coming soon', startsAt: at(-HOUR), endsAt: at(HOUR) }),
      ).expect(200);
      expect(await titles()).toContain('Coming soon');

      await write(
        'put',
        `${CONTENT.banners}/${later.id}`,
        banner({ title: 'Coming soon', startsAt: at(-2 * HOUR), endsAt: at(-HOUR) }),
      ).expect(200);
      expect(await titles()).not.toContain('Coming soon');

      const backwards = await write(
        'put',
        `${CONTENT.banners}/${later.id}`,
        banner({ startsAt: at(HOUR), endsAt: at(-HOUR) }),
      ).expect(400);
      expect(backwards.body.value.fields).toEqual({ endsAt: ['endsAt must come after startsAt'] });
    });

    it('replaces and deletes a banner; the trail keeps the changed fields', async () => {
      const { id } = (
        await write('post', CONTENT.banners, banner({ title: 'To edit' })).expect(201)
      ).body.value as ConsoleBanner;
      const edited = (
        await write(
          'put',
          `${CONTENT.banners}/${id}`,
          banner({ title: 'Edited', linkageTarget: 'https://example.com/offer', enabled: false }),
        ).expect(200)
      ).body.value as ConsoleBanner;
      expect(edited).toMatchObject({ title: 'Edited', linkageType: 'URL', live: false });
      const audit = await lastAudit(`banner:${id}`);
      expect(audit.before).toEqual({
        title: 'To edit',
        linkageType: 'ROUTE',
        linkageTarget: '/promotions',
        enabled: true,
        live: true,
      });
      expect(audit.after).toEqual({
        title: 'Edited',
        linkageType: 'URL',
        linkageTarget: 'https://example.com/offer',
        enabled: false,
        live: false,
      });
      expect((await playerBanners('EN')).map((entry) => entry.title)).not.toContain('Edited');

      await write('delete', `${CONTENT.banners}/${id}`).expect(200);
      expect(await api.prisma.banner.findUnique({ where: { id } })).toBeNull();
      expect((await lastAudit(`banner:${id}`)).after).toBeNull();
      const missing = await write('delete', `${CONTENT.banners}/${id}`).expect(404);
      expect(missing.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });

    it('refuses addresses of other sites, scripts and unknown groups with the field named', async () => {
      for (const [field, value] of [
        ['imageUrl', 'https://elsewhere.example/banner.png'],
        ['imageUrl', '//elsewhere.example/banner.png'],
        ['imageUrl', '/\\elsewhere.example/banner.png'],
        ['linkageTarget', 'javascript:alert(1)'],
        ['linkageTarget', 'http://plain.example/'],
        ['groupName', 'w_nowhere'],
        ['language', 'FR'],
        ['startsAt', '2026-02-30T00:00:00Z'],
        ['startsAt', '0000-01-01T00:00:00Z'],
        ['sortOrder', -1],
        ['title', '   '],
      ] as const) {
        const response = await write('post', CONTENT.banners, banner({ [field]: value }));
        expect([field, value, response.status, Object.keys(response.body.value.fields)]).toEqual([
          field,
          value,
          400,
          [field],
        ]);
      }
      await write('post', CONTENT.banners, { ...banner(), extra: 1 }).expect(400);
    });

    it('lets a read-only operator read but not write', async () => {
      await read(CONTENT.banners, {}, viewer);
      const refused = await write('post', CONTENT.banners, banner(), viewer).expect(403);
      expect(refused.body.code).toBe('FORBIDDEN');
      await write('delete', `${CONTENT.banners}/1`, undefined, viewer).expect(403);
      await write('post', CONTENT.bannerImages, undefined, viewer).expect(403);
    });
  });

  describe('banner pictures', () => {
    const upload = (bytes: Buffer, filename = 'banner.png', field = 'image') =>
      api.http
        .post(CONTENT.bannerImages)
        .set(consoleHeaders(content))
        .attach(field, bytes, { filename, contentType: 'image/png' });
    const incoming = async () =>
      (await readdir(path.join(dataDir, 'uploads', '.incoming')).catch(() => [])).length;

    it('keeps a PNG or WebP picture and serves it to everybody at the answered address', async () => {
      for (const format of ['image/png', 'image/webp'] as const) {
        const bytes = picture(format);
        const answer = (await upload(bytes).expect(201)).body.value;
        expect(answer).toMatchObject({ mimeType: format, sizeBytes: bytes.length });
        const served = await api.http.get(answer.url).buffer(true).expect(200);
        expect([served.headers['content-type'], Buffer.compare(served.body, bytes)]).toEqual([
          format,
          0,
        ]);
        expect(served.headers['cache-control']).toContain('immutable');
        const created = await write('post', CONTENT.banners, banner({ imageUrl: answer.url }));
        expect(created.status).toBe(201);
      }
      await api.http.get('/media/banner-images/not-a-picture.png').expect(404);
    });

    it('refuses another type, an empty or too large file and a form without the picture', async () => {
      const gif = Buffer.from(
        'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
        'base64',
      );
      const tooLarge = Buffer.concat([picture('image/png'), Buffer.alloc(BANNER_IMAGE_MAX_BYTES)]);
      for (const response of [
        await upload(gif, 'banner.png'),
        await upload(Buffer.alloc(0)),
        await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'banner.svg'),
        await upload(tooLarge),
        await upload(picture('image/png'), 'banner.png', 'picture'),
      ]) {
        expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      }
      const notMultipart = await write('post', CONTENT.bannerImages, { image: 'x' });
      expect([notMultipart.status, notMultipart.body.code]).toEqual([400, 'BAD_REQUEST']);
      expect(await incoming()).toBe(0);
    });
  });

  describe('announcements', () => {
    it('adds a player notice the notice page shows at once, and a popup', async () => {
      const notice = await write('post', CONTENT.announcements, {
        type: 'PL',
        language: 'EN',
        title: 'Server upgrade tonight',
        content: 'Games pause from 02:00 to 03:00.',
      }).expect(201);
      const pages = async (pageNo: number) =>
        (
          await api.http
            .get(CONTENT_PATHS.notices)
            .query({ language: 'EN', pageNo, pageSize: 100 })
            .expect(200)
        ).body.value as NoticePage;
      expect((await pages(1)).list.map((entry) => entry.title)).toContain('Server upgrade tonight');
      await write('post', CONTENT.announcements, {
        type: 'PU',
        title: 'Welcome back',
        content: 'A popup in every language.',
        sortOrder: 99,
      }).expect(201);
      const payload = (
        await api.http.get(CONTENT_PATHS.announcements).query({ language: 'CN' }).expect(200)
      ).body.value as AnnouncementPayload;
      expect(payload.popup.map((entry) => entry.title)).toContain('Welcome back');

      await write('delete', `${CONTENT.announcements}/${notice.body.value.id}`).expect(200);
      expect((await pages(1)).list.map((entry) => entry.title)).not.toContain(
        'Server upgrade tonight',
      );
      const listed = await read<ConsolePage<{ type: string }>>(CONTENT.announcements, {
        type: 'PU',
      });
      expect(new Set(listed.list.map((entry) => entry.type))).toEqual(new Set(['PU']));
    });

    it('refuses a type players are not shown and text that is too long', async () => {
      for (const body of [
        { type: 'H', title: 'x', content: 'y' },
        { type: 'PL', title: 'x'.repeat(201), content: 'y' },
        { type: 'PL', title: 'x', content: '' },
      ]) {
        await write('post', CONTENT.announcements, body).expect(400);
      }
    });
  });
});
