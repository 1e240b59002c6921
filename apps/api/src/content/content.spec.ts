import {
  ANNOUNCEMENT_PAGE_SIZE,
  CONTENT_PATHS,
  type AnnouncementPayload,
  type NoticePage,
} from '@wps/shared-types';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';

describe('site content', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });
  afterAll(async () => {
    await api.close();
  });

  const announcements = async (query: Record<string, string>) =>
    (await api.http.get(CONTENT_PATHS.announcements).query(query).expect(200)).body
      .value as AnnouncementPayload;
  const titles = (type: 'PL' | 'PU' | 'PR', language: string) =>
    api.prisma.announcement
      .findMany({ where: { type, language }, orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] })
      .then((rows) => rows.map((row) => row.title));

  it('answers notices, popup, promotion and every group of banners by default', async () => {
    const payload = await announcements({ language: 'EN' });
    expect(payload.player.map((notice) => notice.title)).toEqual(await titles('PL', 'EN'));
    expect(payload.popup.map((notice) => notice.title)).toEqual(await titles('PU', 'EN'));
    expect(payload.promotion.map((notice) => notice.title)).toEqual(await titles('PR', 'EN'));
    expect(payload.player[0].content).not.toBe('');
    expect(payload.banners).toHaveLength(await api.prisma.banner.count());
  });

  it('narrows the banners to one group, in sort order, with their linkage', async () => {
    const { banners, player } = await announcements({
      language: 'MS',
      types: 'B',
      group: 'w_home',
    });
    expect(player).toEqual([]);
    const rows = await api.prisma.banner.findMany({
      where: { groupName: 'w_home' },
      orderBy: { sortOrder: 'asc' },
    });
    expect(banners).toEqual(
      rows.map((row) => ({
        bannerId: String(row.id),
        url: row.imagePath,
        title: row.title,
        groupName: 'w_home',
        linkageType: row.linkageType,
        linkageTarget: row.linkageTarget,
      })),
    );
  });

  it("shows a banner made for one language in that language only, with the others' banners", async () => {
    const { merchantId } = await api.prisma.banner.findFirstOrThrow({
      select: { merchantId: true },
    });
    const banner = await api.prisma.banner.create({
      data: {
        merchantId,
        groupName: 'w_help',
        language: 'CN',
        title: 'Only in CN',
        imagePath: '/media/banners/only-in-cn.svg',
        sortOrder: 99,
      },
    });
    const titlesIn = async (language: string) =>
      (await announcements({ language, types: 'B', group: 'w_help' })).banners.map(
        (entry) => entry.title,
      );
    const everyLanguage = await titlesIn('EN');
    expect(everyLanguage).not.toContain('Only in CN');
    expect(await titlesIn('CN')).toEqual([...everyLanguage, 'Only in CN']);
    await api.prisma.banner.delete({ where: { id: banner.id } });
  });

  it('leaves out disabled, future and another execution type; refuses unknown values', async () => {
    const [first, second] = await api.prisma.announcement.findMany({
      where: { type: 'PL', language: 'CN' },
      orderBy: { sortOrder: 'asc' },
    });
    await api.prisma.announcement.update({ where: { id: first.id }, data: { enabled: false } });
    await api.prisma.announcement.update({
      where: { id: second.id },
      data: { startsAt: new Date(Date.now() + 60_000) },
    });
    const { player } = await announcements({ language: 'CN', types: 'PL' });
    expect(player.map((notice) => notice.id)).not.toContain(String(first.id));
    expect(player.map((notice) => notice.id)).not.toContain(String(second.id));
    expect((await announcements({ language: 'CN', types: 'PL', execution: 'PU' })).player).toEqual(
      [],
    );
    // An empty list is left out: the default types (it answered 500, found by the fuzz test).
    expect(await announcements({ language: 'CN', types: '' })).toEqual(
      await announcements({ language: 'CN' }),
    );
    for (const query of [{ types: 'X' }, { platform: 'M' }, { group: 'w_nowhere' }]) {
      await api.http
        .get(CONTENT_PATHS.announcements)
        .query({ language: 'EN', ...query })
        .expect(400);
    }
    await api.http.get(CONTENT_PATHS.announcements).expect(400);
  });

  it('pages the player notices nine at a time', async () => {
    const rows = await api.prisma.announcement.findMany({
      where: { type: 'PL', language: 'EN' },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    });
    // The seed holds more than a page; the extra notices keep the test whole if an operator
    // trims the seed file.
    const extra = Array.from(
      { length: Math.max(0, ANNOUNCEMENT_PAGE_SIZE + 1 - rows.length) },
      (_, index) => ({
        merchantId: rows[0].merchantId,
        type: 'PL' as const,
        language: 'EN',
        title: `Notice ${index}`,
        content: `Content ${index}`,
        sortOrder: 100 + index,
      }),
    );
    await api.prisma.announcement.createMany({ data: extra });
    const page = async (pageNo: number) =>
      (await api.http.get(CONTENT_PATHS.notices).query({ language: 'EN', pageNo }).expect(200)).body
        .value as NoticePage;
    const titles = [...rows.map((row) => row.title), ...extra.map((notice) => notice.title)];
    const totalPages = Math.ceil(titles.length / ANNOUNCEMENT_PAGE_SIZE);
    const first = await page(1);
    expect(first.list.map((notice) => notice.title)).toEqual(
      titles.slice(0, ANNOUNCEMENT_PAGE_SIZE),
    );
    expect(first.totalPages).toBe(totalPages);
    const second = await page(2);
    expect(second).toMatchObject({ pageNo: 2, totalPages });
    expect(second.list.map((notice) => notice.title)).toEqual(
      titles.slice(ANNOUNCEMENT_PAGE_SIZE, 2 * ANNOUNCEMENT_PAGE_SIZE),
    );
    await api.http.get(CONTENT_PATHS.notices).query({ language: 'EN', pageNo: 0 }).expect(400);
  });
});
