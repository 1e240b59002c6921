import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import {
  BANNER_IMAGE_MAX_BYTES,
  CONSOLE_CONTENT_PATHS as CONTENT,
  CONTENT_PATHS,
  CUSTOMER_SERVICE_PATHS,
  HELP_CENTRE_PATH,
  POINT_MALL_PATHS,
  PROMOTION_PATHS,
  type AnnouncementPayload,
  type ConsoleBanner,
  type ConsolePage,
  type ConsoleVipRank,
  type HelpCategory,
  type NoticePage,
  type PointGoodsPage,
  type PromotionPage,
  type SystemStatusValue,
  type VipRank,
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

  /** What a player is answered on a site route, as the player pages ask for it. */
  const player = async <T>(target: string, query: object = {}) =>
    (await api.http.get(target).query(query).expect(200)).body.value as T;
  const inEveryLanguage = <T>(value: (language: string) => T) => ({
    MS: value('MS'),
    EN: value('EN'),
    CN: value('CN'),
  });

  describe('promotions', () => {
    const promotion = (fields: object = {}) => ({
      code: 'weekend-reload',
      type: 'DEPOSIT',
      tag: 'NEW',
      imageUrl: '/media/banners/weekend-reload.svg',
      startsAt: at(-HOUR),
      texts: inEveryLanguage((language) => ({
        title: `Weekend reload ${language}`,
        summary: `Reload summary ${language}`,
        description: ['First paragraph.', '  ', 'Second paragraph.'],
        terms: ['Minimum deposit RM 30.'],
      })),
      ...fields,
    });
    const onShow = async () =>
      (await player<PromotionPage>(PROMOTION_PATHS.list, { language: 'EN' })).list;

    it('adds a promotion players see in their language, ends it and disables it', async () => {
      const { id } = (await write('post', CONTENT.promotions, promotion()).expect(201)).body.value;
      const shown = (await onShow()).find((entry) => entry.id === String(id));
      expect(shown).toMatchObject({ title: 'Weekend reload EN', status: 'IN_PROCESS', tag: 'NEW' });
      const detail = await player<{ description: string[] }>(PROMOTION_PATHS.detail(String(id)), {
        language: 'CN',
      });
      expect(detail.description).toEqual(['First paragraph.', 'Second paragraph.']);

      await write('put', `${CONTENT.promotions}/${id}`, promotion({ endsAt: at(-1000) })).expect(
        200,
      );
      expect((await onShow()).find((entry) => entry.id === String(id))?.status).toBe('CLOSED');

      const disabled = await write('delete', `${CONTENT.promotions}/${id}`).expect(200);
      expect(disabled.body.value).toMatchObject({ id, enabled: false });
      await api.http
        .get(PROMOTION_PATHS.detail(String(id)))
        .query({ language: 'EN' })
        .expect(404);
      expect((await lastAudit(`promotion:${id}`)).after).toEqual({ enabled: false });
    });

    it('refuses a code taken, a language left out and an end before the start', async () => {
      await write('post', CONTENT.promotions, promotion({ code: 'taken-code' })).expect(201);
      const taken = await write('post', CONTENT.promotions, promotion({ code: 'taken-code' }));
      expect([taken.status, taken.body.code]).toEqual([409, 'CONFLICT']);
      const { MS, EN } = promotion().texts;
      const missing = await write('post', CONTENT.promotions, promotion({ texts: { MS, EN } }));
      expect([missing.status, Object.keys(missing.body.value.fields)]).toEqual([400, ['texts.CN']]);
      await write(
        'post',
        CONTENT.promotions,
        promotion({ code: 'never', endsAt: at(-2 * HOUR) }),
      ).expect(400);
    });
  });

  describe('help centre', () => {
    const texts = (title: string) =>
      inEveryLanguage((language) => ({
        title: `${title} ${language}`,
        content: `About ${title}.`,
      }));

    it('adds a section and an article players read at once; a section with articles stays', async () => {
      const section = (
        await write('post', CONTENT.helpCategories, {
          code: 'rewards',
          sortOrder: 90,
          titles: inEveryLanguage((language) => `Rewards ${language}`),
        }).expect(201)
      ).body.value;
      const article = (
        await write('post', CONTENT.helpArticles, {
          categoryId: section.id,
          code: 'how-points-work',
          texts: texts('Points'),
        }).expect(201)
      ).body.value;
      expect(article).toMatchObject({ categoryCode: 'rewards', code: 'how-points-work' });
      const helpIn = (language: string) =>
        player<HelpCategory[]>(HELP_CENTRE_PATH, { language }).then((sections) =>
          sections.find((entry) => entry.code === 'rewards'),
        );
      expect(await helpIn('CN')).toEqual({
        code: 'rewards',
        title: 'Rewards CN',
        articles: [{ code: 'how-points-work', title: 'Points CN', content: 'About Points.' }],
      });

      const held = await write('delete', `${CONTENT.helpCategories}/${section.id}`);
      expect([held.status, held.body.code]).toEqual([409, 'CONFLICT']);
      await write('delete', `${CONTENT.helpArticles}/${article.id}`).expect(200);
      await write('delete', `${CONTENT.helpCategories}/${section.id}`).expect(200);
      expect(await helpIn('EN')).toBeUndefined();
    });

    it("refuses an article for another site's or a missing section, and a code that is no anchor", async () => {
      const missing = await write('post', CONTENT.helpArticles, {
        categoryId: 999_999,
        code: 'lost',
        texts: texts('Lost'),
      });
      expect([missing.status, Object.keys(missing.body.value.fields)]).toEqual([
        400,
        ['categoryId'],
      ]);
      await write('post', CONTENT.helpCategories, {
        code: 'Not An Anchor',
        titles: inEveryLanguage(() => 'x'),
      }).expect(400);
    });
  });

  describe('VIP ranks', () => {
    it('adds and edits a rank the VIP page shows; a held rank cannot be deleted', async () => {
      const rank = (
        await write('post', CONTENT.vipRanks, {
          rankLevel: 42,
          labelName: 'Legend',
          color: '#AA00FF',
          requirements: { depositTotal: '900000', validBetTotal: '9000000.5' },
        }).expect(201)
      ).body.value as ConsoleVipRank;
      expect(rank).toMatchObject({
        color: '#aa00ff',
        requirements: { depositTotal: '900000.00', validBetTotal: '9000000.50' },
        memberCount: 0,
      });
      const shown = async () =>
        (await player<VipRank[]>('/wps/system/vipRanks')).find((entry) => entry.rankLevel === 42);
      expect(await shown()).toMatchObject({ labelName: 'Legend', vipService: true });
      await write('put', `${CONTENT.vipRanks}/${rank.id}`, {
        rankLevel: 42,
        labelName: 'Mythic',
        color: '#aa00ff',
        requirements: rank.requirements,
      }).expect(200);
      expect((await shown())?.labelName).toBe('Mythic');
      await write('delete', `${CONTENT.vipRanks}/${rank.id}`).expect(200);
      expect(await shown()).toBeUndefined();

      const heldRank = await api.prisma.vipRank.findFirstOrThrow({
        where: { members: { some: {} } },
      });
      const held = await write('delete', `${CONTENT.vipRanks}/${heldRank.id}`);
      expect([held.status, held.body.code]).toEqual([409, 'CONFLICT']);
      const taken = await write('post', CONTENT.vipRanks, {
        rankLevel: heldRank.rankLevel,
        labelName: 'Twin',
        color: '#000000',
        requirements: { depositTotal: '0', validBetTotal: '0' },
      });
      expect([taken.status, taken.body.code]).toEqual([409, 'CONFLICT']);
    });
  });

  describe('points mall', () => {
    it('adds goods the mall shows at once and disables them', async () => {
      const goods = (
        await write('post', CONTENT.pointGoods, {
          code: 'voucher-rm5',
          category: 'VOUCHER',
          imageUrl: '/media/banners/voucher-rm5.svg',
          pointsRequired: 500,
          stock: 3,
          names: inEveryLanguage((language) => `Voucher ${language}`),
        }).expect(201)
      ).body.value;
      const names = async () =>
        (
          await player<PointGoodsPage>(POINT_MALL_PATHS.goods, {
            language: 'MS',
            category: 'VOUCHER',
          })
        ).list.map((entry) => entry.name);
      expect(await names()).toContain('Voucher MS');
      await write('delete', `${CONTENT.pointGoods}/${goods.id}`).expect(200);
      expect(await names()).not.toContain('Voucher MS');
      await write('post', CONTENT.pointGoods, {
        code: 'free',
        category: 'BONUS',
        imageUrl: '/media/banners/free.svg',
        pointsRequired: 0,
        stock: 1,
        names: inEveryLanguage(() => 'Free'),
      }).expect(400);
    });
  });

  describe('customer service', () => {
    it('sets the live chat link; the site answers it at once, status included', async () => {
      const link = 'https://chat.example.com/wps?site=demo';
      await write('put', `${CONTENT.customerService}/LIVECHAT`, {
        name: 'Live chat 24/7',
        path: link,
      }).expect(200);
      expect(await player(CUSTOMER_SERVICE_PATHS.visitor)).toEqual({
        csType: 'LIVECHAT',
        path: link,
      });
      const status = await player<SystemStatusValue>('/wps/system/status');
      expect(status.info.customerService).toContainEqual({ csType: 'LIVECHAT', path: link });
      expect((await lastAudit('customer-service:LIVECHAT')).after).toEqual({
        name: 'Live chat 24/7',
        path: link,
      });

      await write('delete', `${CONTENT.customerService}/VIP`).expect(200);
      const channels = await read<ConsolePage<{ csType: string }>>(CONTENT.customerService);
      expect(channels.list.map((channel) => channel.csType)).toEqual(['LIVECHAT']);
      expect((await player<SystemStatusValue>('/wps/system/status')).info.customerService).toEqual([
        { csType: 'LIVECHAT', path: link },
      ]);
      await write('delete', `${CONTENT.customerService}/VIP`).expect(404);
      await write('put', `${CONTENT.customerService}/VIP`, {
        name: 'VIP host',
        path: '/helpmc#vip',
      }).expect(200);
    });

    it('refuses a script, an unknown type and a read-only operator', async () => {
      const body = { name: 'Chat', path: 'javascript:alert(1)' };
      await write('put', `${CONTENT.customerService}/LIVECHAT`, body).expect(400);
      await write('put', `${CONTENT.customerService}/PHONE`, { ...body, path: '/x' }).expect(400);
      await write(
        'put',
        `${CONTENT.customerService}/LIVECHAT`,
        { ...body, path: '/x' },
        viewer,
      ).expect(403);
    });
  });
});
