import {
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  COCKFIGHT_VENDOR,
  ESPORTS_VENDORS,
  GAME_CATEGORIES,
  GAME_TYPE_CODES,
  LOTTERY_VENDORS,
  REGISTRATION_RULE_FIELDS,
  RESOURCE_TYPES,
  WHITE_LABEL_FLAGS,
  MEMBER_CENTRE_MODULE,
  AGENT_CENTRE_MODULE,
  isAgentType,
} from '@wps/shared-types';
import bcrypt from 'bcrypt';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.js';
import { generateCatalogue } from './catalogue-generator.js';
import { childAncestryPath } from './seed-accounts.js';
import { readSeedFiles, readVendorsAndWords } from './seed-files.js';
import { isDatabaseEmpty, seedDatabase, type SeedReport } from './seed.js';

const MIN_BETS = ['0.01', '0.05', '0.1', '0.5', '0.75', '1', '2', '5'];

describe('seedDatabase', () => {
  let database: TestDatabase;
  let first: SeedReport;
  let second: SeedReport;

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: false });
    expect(await isDatabaseEmpty(database.prisma)).toBe(true);
    first = await seedDatabase(database.prisma);
    second = await seedDatabase(database.prisma);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('gives the same rows when run twice', async () => {
    expect(await isDatabaseEmpty(database.prisma)).toBe(false);
    expect(second.counts).toEqual(first.counts);
    expect(second.catalogue.gamesWritten).toBe(0);
    expect(second.catalogue.namesWritten).toBe(0);
    expect(second.passwordsSet).toBe(0);
    expect(first.counts.merchants).toBe(1);
  });

  it('loads the demo operator: RM, MS/EN/CN, every flag and registration rule, login throttles', async () => {
    const merchant = await database.prisma.merchant.findUniqueOrThrow({
      where: { code: 'DEMO' },
      include: { domains: true, modules: true, registerRules: true, customerServices: true },
    });
    expect(merchant).toMatchObject({
      currencyCode: 'MYR',
      currencySymbol: 'RM',
      languages: ['MS', 'EN', 'CN'],
      defaultLanguage: 'MS',
      minimumAge: 18,
    });
    expect(merchant.settings).toMatchObject({
      captchaAfterFailures: 3,
      lockoutFailures: 10,
      lockoutWindowMinutes: 15,
      lockoutMinutes: 15,
    });
    expect(merchant.domains.find((domain) => domain.isPrimary)?.host).toBe('127.0.0.1');
    expect(merchant.domains.map((domain) => domain.host).sort()).toEqual([
      '127.0.0.1',
      'localhost',
    ]);
    const codes = merchant.modules.map((module) => module.code);
    for (const flag of [...WHITE_LABEL_FLAGS, MEMBER_CENTRE_MODULE, AGENT_CENTRE_MODULE])
      expect(codes).toContain(flag);
    // Flags and features sit under parent groups.
    const parents = new Set(
      merchant.modules.filter((module) => module.parentId === null).map((m) => m.id),
    );
    for (const module of merchant.modules.filter((m) =>
      WHITE_LABEL_FLAGS.includes(m.code as never),
    )) {
      expect(parents.has(module.parentId ?? -1)).toBe(true);
    }
    expect(merchant.registerRules.map((rule) => rule.field).sort()).toEqual(
      [...REGISTRATION_RULE_FIELDS].sort(),
    );
    expect(merchant.customerServices.map((channel) => channel.csType).sort()).toEqual([
      'LIVECHAT',
      'VIP',
    ]);
    for (const channel of merchant.customerServices) expect(channel.path).toMatch(/^\/(?!\/)/);
    for (const base of [...merchant.imageCdns, ...merchant.launchGameCdns]) {
      expect(base).not.toMatch(/^[a-z]+:|^\/\//i);
    }
  });

  it('has a banner for every banner group, announcements of every type, every resource', async () => {
    const banners = await database.prisma.banner.findMany();
    for (const group of BANNER_GROUPS) {
      expect(banners.some((banner) => banner.groupName === group)).toBe(true);
    }
    expect(banners.some((banner) => banner.linkageType !== null)).toBe(true);
    for (const banner of banners)
      expect(banner.imagePath).toMatch(/^\/media\/banners\/[a-z0-9-]+\.svg$/);

    const announcements = await database.prisma.announcement.findMany();
    for (const type of ANNOUNCEMENT_TYPES) {
      expect(announcements.some((announcement) => announcement.type === type)).toBe(true);
    }
    const marquee = announcements.filter((a) => a.type === 'PL' && a.language === 'MS');
    expect(marquee.length).toBeGreaterThanOrEqual(3);

    const resources = await database.prisma.resource.findMany();
    expect(resources.map((resource) => resource.resourceType).sort()).toEqual(
      [...RESOURCE_TYPES].sort(),
    );
    for (const type of ['FACEBOOK', 'TELEGRAM', 'YOUTUBE']) {
      expect(resources.find((r) => r.resourceType === type)?.qrCodeUrl).toMatch(/^\/media\/qr\//);
    }
  });

  it('loads at least 40 vendors, every category and at least 5,000 games', async () => {
    const vendors = await database.prisma.vendor.findMany({ include: { categories: true } });
    expect(vendors.length).toBeGreaterThanOrEqual(40);
    const codes = vendors.map((vendor) => vendor.code);
    for (const code of [...ESPORTS_VENDORS, COCKFIGHT_VENDOR, ...LOTTERY_VENDORS]) {
      expect(codes).toContain(code);
    }
    // As an upstream aggregator lists them: e-sports and cockfight vendors under SPORTS.
    for (const code of [...ESPORTS_VENDORS, COCKFIGHT_VENDOR]) {
      const vendor = vendors.find((candidate) => candidate.code === code);
      expect(vendor?.categories.map((lane) => lane.categoryCode)).toEqual(['SPORTS']);
    }
    expect(vendors.filter((vendor) => vendor.walletType === 'TRANSFER').length).toBeGreaterThan(2);
    expect(vendors.every((vendor) => vendor.logoPath === `/media/vendors/${vendor.code}.svg`)).toBe(
      true,
    );

    const categories = await database.prisma.gameCategory.findMany();
    expect(categories.map((category) => category.code).sort()).toEqual([...GAME_CATEGORIES].sort());

    expect(await database.prisma.game.count()).toBeGreaterThanOrEqual(5000);
    const byCategory = await database.prisma.game.groupBy({ by: ['categoryCode'], _count: true });
    for (const category of ['RNG', 'FISH', 'LIVE', 'PVP', 'LOTT', 'ELOTT', 'SPORTS']) {
      expect(byCategory.find((row) => row.categoryCode === category)?._count).toBeGreaterThan(0);
    }
  });

  it('gives games the filter fields the lobby needs', async () => {
    const games = await database.prisma.game.findMany({
      select: {
        gameCode: true,
        typeCode: true,
        minBet: true,
        lineCount: true,
        isHot: true,
        hotRank: true,
        launchKind: true,
        defaultPlayType: true,
        imagePath: true,
        classifyId: true,
        vendor: { select: { code: true } },
      },
    });
    const typeCodes = new Set(games.map((game) => game.typeCode));
    for (const code of GAME_TYPE_CODES) expect(typeCodes.has(code)).toBe(true);
    expect(games.filter((game) => game.typeCode === 'BG').length).toBeLessThan(games.length / 100);
    for (const game of games) {
      expect(MIN_BETS).toContain(game.minBet.toString());
      if (game.typeCode === 'JP') expect(game.lineCount).toBeGreaterThanOrEqual(9);
      else expect(game.lineCount).toBe(0);
      expect(game.lineCount).toBeLessThanOrEqual(243);
      expect(game.imagePath).toBe(`/media/games/${game.vendor.code}/${game.gameCode}.svg`);
      if (game.launchKind === 'LOTTERY') expect(game.defaultPlayType).toBeTruthy();
      if (game.isHot) expect(game.hotRank).not.toBeNull();
    }
    const kinds = new Set(games.map((game) => game.launchKind));
    expect([...kinds].sort()).toEqual(['GAME', 'LOTTERY', 'VASSALAGE']);
    expect(games.filter((game) => game.isHot).length).toBeGreaterThan(20);
    expect(games.filter((game) => game.classifyId !== null).length).toBeGreaterThan(
      games.length * 0.9,
    );
    // Many games carry names in every language.
    const translated = await database.prisma.gameName.groupBy({ by: ['language'], _count: true });
    for (const language of ['MS', 'EN', 'CN']) {
      const count = translated.find((row) => row.language === language)?._count ?? 0;
      expect(count).toBeGreaterThan(games.length / 2);
    }
  });

  it('creates the demo logins with bcrypt hashes of the listed passwords', async () => {
    const files = await readSeedFiles();
    const members = await database.prisma.member.findMany();
    for (const demo of files.demoAccounts) {
      const member = members.find((candidate) => candidate.account === demo.account);
      expect(member).toBeDefined();
      expect(member!.passwordHash).toMatch(/^\$2[aby]\$10\$/);
      expect(await bcrypt.compare(demo.password, member!.passwordHash)).toBe(true);
      expect(member!.isAgent).toBe(demo.isAgent);
    }
    const byAccount = new Map(members.map((member) => [member.account, member]));
    expect(byAccount.get('demo_member')?.isAgent).toBe(0);
    expect(byAccount.get('demo_agent')?.isAgent).toBe(1);
    expect(byAccount.get('demo_agent')?.invitationCode).toBeTruthy();
    expect(byAccount.get('demo_newbie')?.mustChangePassword).toBe(true);
    expect(await bcrypt.compare('123456', byAccount.get('demo_newbie')!.passwordHash)).toBe(true);
    expect(byAccount.get('demo_member')?.mustChangePassword).toBe(false);
    for (const member of members.filter((m) => isAgentType(m.isAgent))) {
      expect(member.invitationCode).toBeTruthy();
    }
  });

  it('keeps the agent tree consistent: ancestry paths follow the uplines', async () => {
    const members = await database.prisma.member.findMany();
    const byId = new Map(members.map((member) => [member.id, member]));
    for (const member of members) {
      if (member.uplineId === null) {
        expect(member.ancestryPath).toBe('/');
        expect(member.depth).toBe(0);
        continue;
      }
      const upline = byId.get(member.uplineId)!;
      expect(isAgentType(upline.isAgent)).toBe(true);
      expect(member.ancestryPath).toBe(childAncestryPath(upline));
      expect(member.depth).toBe(upline.depth + 1);
    }
    const agent = members.find((member) => member.account === 'demo_agent')!;
    const subAgent = members.find((member) => member.account === 'demo_subagent')!;
    expect(subAgent.isAgent).toBe(2);
    expect(subAgent.uplineId).toBe(agent.id);
    const direct = members.filter((member) => member.uplineId === agent.id && member.isAgent === 0);
    expect(direct.length).toBe(4);
    // The whole downline is one prefix query on the ancestry path.
    const downline = await database.prisma.member.findMany({
      where: { ancestryPath: { startsWith: childAncestryPath(agent) } },
    });
    expect(downline.map((member) => member.account).sort()).toEqual(
      members
        .filter((member) => member.account !== 'demo_agent' && member.ancestryPath !== '/')
        .map((member) => member.account)
        .sort(),
    );
    expect(downline.filter((member) => member.uplineId === subAgent.id).length).toBeGreaterThan(0);
  });

  it('resets a changed demo password on the next run', async () => {
    await database.prisma.member.updateMany({
      where: { account: 'demo_newbie' },
      data: { passwordHash: await bcrypt.hash('Changed99', 4), mustChangePassword: false },
    });
    const report = await seedDatabase(database.prisma, { games: 0 });
    expect(report.passwordsSet).toBe(1);
    const newbie = await database.prisma.member.findFirstOrThrow({
      where: { account: 'demo_newbie' },
    });
    expect(newbie.mustChangePassword).toBe(true);
    expect(await bcrypt.compare('123456', newbie.passwordHash)).toBe(true);
    expect(report.counts).toEqual(first.counts);
  });

  it('extends the committed catalogue with generated games when asked for more', async () => {
    const report = await seedDatabase(database.prisma, { games: first.counts.games + 500 });
    expect(report.counts.games).toBe(first.counts.games + 500);
    expect(report.catalogue.gamesWritten).toBe(500);
  });
});

describe('a production seed', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: false });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('loads the operator and catalogue but no demo account or balance', async () => {
    const report = await seedDatabase(database.prisma, { games: 10, demoAccounts: false });
    expect(report.counts.merchants).toBe(1);
    expect(report.passwordsSet).toBe(0);
    expect(await database.prisma.member.count()).toBe(0);
    expect(await database.prisma.journalEntry.count()).toBe(0);
  });
});

describe('the catalogue generator', () => {
  it('is deterministic, and a smaller catalogue is the start of a larger one', async () => {
    const { vendors, words } = await readVendorsAndWords();
    const small = generateCatalogue({ vendors, words, count: 400 });
    expect(generateCatalogue({ vendors, words, count: 400 })).toEqual(small);
    expect(generateCatalogue({ vendors, words, count: 900 }).slice(0, 400)).toEqual(small);
    const keys = new Set(small.map((game) => `${game.vendor}/${game.gameCode}`));
    expect(keys.size).toBe(small.length);
  });

  it('made the committed catalogue (regenerate it after changing vendors or words)', async () => {
    const [{ vendors, words }, files] = await Promise.all([readVendorsAndWords(), readSeedFiles()]);
    const generated = generateCatalogue({ vendors, words, count: files.games.length });
    expect(files.games.length).toBeGreaterThanOrEqual(5000);
    expect(files.games.map((game) => `${game.vendor}/${game.gameCode}`)).toEqual(
      generated.map((game) => `${game.vendor}/${game.gameCode}`),
    );
  });
});
