import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AGENT_ANNOUNCEMENT_TYPE,
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  CUSTOMER_SERVICE_TYPES,
  GAME_CATEGORIES,
  GAME_TYPE_CODES,
  LANGUAGES,
  REGISTRATION_RULE_FIELDS,
  RESOURCE_TYPES,
  isAgentType,
  isoCurrencyDecimals,
  LEDGER_DECIMALS,
  MONEY_AMOUNT_PATTERN,
  OPERATOR_ROLES,
  POINT_GOODS_CATEGORIES,
  PROMOTION_TAGS,
  PROMOTION_TYPES,
  DEPOSIT_CHANNEL_TYPES,
  type DepositChannelType,
  type PointGoodsCategory,
  type PromotionTag,
  type PromotionType,
  type StoredAnnouncementType,
  type BannerGroup,
  type CustomerServiceType,
  type GameCategory,
  type GameTypeCode,
  type Language,
  type OperatorRole,
  type RegisterFieldRule,
} from '@wps/shared-types';
import { fromProjectRoot } from '../database/project-root.js';

// The operator data the seed loads: plain JSON files an operator edits (prisma/seed/README.md
// describes each one). Every file is checked here, so a typo stops the seed with the file and
// the field named instead of failing halfway through the database writes.

export const SEED_DIR = 'prisma/seed';
export const CATALOGUE_FILE = 'catalogue/games.json';
export const WORDS_FILE = 'catalogue/words.json';
export const VENDORS_FILE = 'vendors.json';

export const LAUNCH_KINDS = ['GAME', 'VASSALAGE', 'LOTTERY'] as const;
export type LaunchKind = (typeof LAUNCH_KINDS)[number];

export type LocalisedText = Readonly<Record<Language, string>>;

export interface ModuleSeed {
  code: string;
  name: string;
  enabled: boolean;
  children: ModuleSeed[];
}

export interface DomainSeed {
  host: string;
  speed: number;
  isPrimary: boolean;
}

export interface MerchantSeed {
  code: string;
  name: string;
  currencyCode: string;
  currencySymbol: string;
  /** The currency's decimals when ISO 4217's minor unit of the code is not it (or there is none). */
  currencyDecimals: number | null;
  languages: Language[];
  defaultLanguage: Language;
  timezone: string;
  minimumAge: number;
  routeGuard: boolean;
  sliderVerification: boolean;
  passwordExpiryDays: number | null;
  gtagId: string | null;
  imageCDNs: string[];
  launchGameCDNs: string[];
  settings: Record<string, unknown>;
  domains: DomainSeed[];
  modules: ModuleSeed[];
  registerRules: RegisterFieldRule[];
}

export interface VipRankSeed {
  rankLevel: number;
  labelName: string;
  color: string;
  requirements: Record<string, unknown>;
}

export interface HelpArticleSeed {
  code: string;
  order: number;
  texts: Readonly<Record<Language, { title: string; content: string }>>;
}

export interface HelpCategorySeed {
  /** The section's anchor on /help ("term" for the terms). */
  code: string;
  order: number;
  titles: LocalisedText;
  articles: HelpArticleSeed[];
}

export interface MemberLabelSeed {
  name: string;
  color: string;
}

export interface BannerSeed {
  group: BannerGroup;
  order: number;
  title: string;
  image: string;
  linkageType: string | null;
  linkageTarget: string | null;
}

export interface AnnouncementSeed {
  type: StoredAnnouncementType;
  order: number;
  image: string | null;
  texts: Partial<Record<Language, { title: string; content: string }>>;
}

export interface ResourceSeed {
  resourceType: string;
  url: string;
  qrCodeUrl: string | null;
  order: number;
}

export interface CustomerServiceSeed {
  csType: CustomerServiceType;
  name: string;
  path: string;
}

export interface CategorySeed {
  code: GameCategory;
  title: string;
  route: string | null;
  order: number;
}

export interface VendorLaneSeed {
  category: GameCategory;
  isHot: 0 | 1;
  order: number;
}

export interface VendorSeed {
  code: string;
  name: string;
  walletType: 'TRANSFER' | 'SEAMLESS';
  /** The protocol its game servers call the wallet by; BUILTIN when left out. */
  walletProtocol: 'BUILTIN' | 'HUB88';
  categories: VendorLaneSeed[];
  classifies: { code: string; name: string }[];
}

/** One game of the catalogue file; optional fields left out take the defaults noted. */
export interface CatalogueGame {
  vendor: string;
  category: GameCategory;
  gameCode: string;
  /** The name in English, also the name searched when a language has none. */
  name: string;
  names?: Partial<Record<Language, string>>;
  classify?: string;
  typeCode: GameTypeCode;
  minBet: number;
  lineCount: number;
  /** Default false. */
  isHot?: boolean;
  hotRank?: number;
  /** Default GAME. */
  launchKind?: LaunchKind;
  defaultPlayType?: string;
  /** Default /media/games/<vendor>/<gameCode>.svg, drawn by the API. */
  image?: string;
}

export interface CatalogueWords {
  adjectives: LocalisedText[];
  nouns: LocalisedText[];
  suffixes: LocalisedText[];
  fishing: LocalisedText[];
  arcade: LocalisedText[];
  bingo: LocalisedText[];
  scratch: LocalisedText;
  tableGames: Record<string, LocalisedText[]>;
  liveTables: Record<string, LocalisedText[]>;
  cardGames: Record<string, LocalisedText[]>;
  cardVariants: LocalisedText[];
  sports: Record<string, LocalisedText[]>;
  lotteries: Record<string, (LocalisedText & { playType: string })[]>;
  lobby: LocalisedText;
}

export interface DemoAccountSeed {
  account: string;
  password: string;
  nickname: string;
  isAgent: number;
  upline: string | null;
  vipLevel: number | null;
  labels: string[];
  email: string | null;
  countryDialingCode: string | null;
  mobileNum: string | null;
  invitationCode: string | null;
  /** The member of this file whose referral link brought the account (member.referrerId). */
  referrer?: string | null;
  mustChangePassword: boolean;
  /** Money put on the account's MAIN wallet the first time it is seeded (a decimal string). */
  openingBalance: string;
  /** Points put on the account's POINTS account the first time it is seeded. */
  openingPoints: number;
}

export interface PromotionTextSeed {
  title: string;
  summary: string;
  description: string[];
  terms: string[];
}

export interface PromotionSeed {
  code: string;
  type: PromotionType;
  tag: PromotionTag | null;
  order: number;
  enabled: boolean;
  startsAt: Date;
  endsAt: Date | null;
  image: string;
  texts: Readonly<Record<Language, PromotionTextSeed>>;
}

export interface PointGoodsSeed {
  code: string;
  category: PointGoodsCategory;
  pointsRequired: number;
  stock: number;
  order: number;
  enabled: boolean;
  image: string;
  names: LocalisedText;
}

/** A deposit channel; a promotion is named by its code in promotions.json. */
export interface DepositChannelSeed {
  name: string;
  type: DepositChannelType;
  bankName: string | null;
  accountHolder: string | null;
  accountNumber: string | null;
  qrImageUrl: string | null;
  minAmount: string;
  maxAmount: string;
  dailyAmount: string | null;
  dailyCount: number | null;
  enabled: boolean;
  order: number;
  bonus: {
    promotion: string;
    percent: string;
    max: string;
    turnoverMultiplier: number;
  } | null;
}

export interface SeedFiles {
  merchant: MerchantSeed;
  vipRanks: VipRankSeed[];
  memberLabels: MemberLabelSeed[];
  banners: BannerSeed[];
  announcements: AnnouncementSeed[];
  helpCentre: HelpCategorySeed[];
  resources: ResourceSeed[];
  customerService: CustomerServiceSeed[];
  promotions: PromotionSeed[];
  pointGoods: PointGoodsSeed[];
  depositChannels: DepositChannelSeed[];
  categories: CategorySeed[];
  vendors: VendorSeed[];
  games: CatalogueGame[];
  demoAccounts: DemoAccountSeed[];
  demoOperators: DemoOperatorSeed[];
}

/** A demo console operator (development only): already enrolled with a published TOTP secret. */
export interface DemoOperatorSeed {
  username: string;
  password: string;
  role: OperatorRole;
  totpSecret: string;
}

export class SeedFileError extends Error {
  override name = 'SeedFileError';
}

// Names, codes and image names travel in URLs (/media/games/<vendor>/<code>.svg).
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const SAME_ORIGIN_PATH = /^\/(?!\/)/;
const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
// Help codes become page anchors (/help#term), so they stay plain lower-case words.
const HELP_CODE = /^[a-z][a-z0-9-]*$/;

// An ISO 4217 code has its minor unit; a code outside ISO must name its decimals.
function currencyDecimalsOf(merchant: Fields): number | null {
  if (merchant.has('currencyDecimals')) {
    return merchant.integer('currencyDecimals', 0, LEDGER_DECIMALS);
  }
  const code = merchant.raw('currencyCode');
  if (typeof code === 'string' && isoCurrencyDecimals(code) === undefined) {
    merchant.fail('currencyDecimals', `the decimals of ${code}, which is not an ISO 4217 code`);
  }
  return null;
}

/** Reads a field of a JSON object with its type checked; `where` names file and path. */
class Fields {
  private readonly object: Record<string, unknown>;

  constructor(
    value: unknown,
    readonly where: string,
  ) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new SeedFileError(`${where}: expected an object`);
    }
    this.object = value as Record<string, unknown>;
  }

  fail(key: string, expected: string): never {
    throw new SeedFileError(
      `${this.where}.${key}: expected ${expected}, found ${JSON.stringify(this.object[key])}`,
    );
  }

  has(key: string): boolean {
    return this.object[key] !== undefined && this.object[key] !== null;
  }

  raw(key: string): unknown {
    return this.object[key];
  }

  string(key: string, pattern?: RegExp): string {
    const value = this.object[key];
    if (typeof value !== 'string' || (pattern && !pattern.test(value))) {
      this.fail(key, pattern ? `a string matching ${pattern}` : 'a string');
    }
    return value;
  }

  optionalString(key: string, pattern?: RegExp): string | null {
    return this.has(key) ? this.string(key, pattern) : null;
  }

  integer(key: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
    const value = this.object[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      this.fail(key, `an integer from ${min} to ${max}`);
    }
    return value;
  }

  optionalInteger(key: string, min = 0): number | null {
    return this.has(key) ? this.integer(key, min) : null;
  }

  positiveNumber(key: string): number {
    const value = this.object[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      this.fail(key, 'a number above 0');
    }
    return value;
  }

  boolean(key: string, fallback?: boolean): boolean {
    const value = this.object[key];
    if (value === undefined && fallback !== undefined) return fallback;
    if (typeof value !== 'boolean') this.fail(key, 'true or false');
    return value;
  }

  oneOf<T extends string | number>(key: string, values: readonly T[]): T {
    const value = this.object[key];
    if (!(values as readonly unknown[]).includes(value))
      this.fail(key, `one of ${values.join(', ')}`);
    return value as T;
  }

  array(key: string): unknown[] {
    const value = this.object[key];
    if (!Array.isArray(value)) this.fail(key, 'an array');
    return value;
  }

  optionalArray(key: string): unknown[] {
    return this.has(key) ? this.array(key) : [];
  }

  strings(key: string, pattern?: RegExp): string[] {
    return this.array(key).map((item, index) => {
      if (typeof item !== 'string' || (pattern && !pattern.test(item))) {
        throw new SeedFileError(`${this.where}.${key}[${index}]: expected a string`);
      }
      return item;
    });
  }

  record(key: string): Record<string, unknown> {
    const value = this.object[key];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.fail(key, 'an object');
    }
    return value as Record<string, unknown>;
  }

  fields(key: string): Fields {
    return new Fields(this.object[key], `${this.where}.${key}`);
  }
}

function list<T>(value: unknown, file: string, read: (item: Fields) => T): T[] {
  if (!Array.isArray(value)) throw new SeedFileError(`${file}: expected an array`);
  return value.map((item, index) => read(new Fields(item, `${file}[${index}]`)));
}

function unique<T>(items: readonly T[], keyOf: (item: T) => string, what: string): void {
  const seen = new Set<string>();
  for (const item of items) {
    const key = keyOf(item);
    if (seen.has(key)) throw new SeedFileError(`${what}: duplicate ${key}`);
    seen.add(key);
  }
}

function readModule(item: Fields): ModuleSeed {
  return {
    code: item.string('code', CODE_PATTERN),
    name: item.string('name'),
    enabled: item.boolean('enabled', true),
    children: item
      .optionalArray('children')
      .map((child, index) => readModule(new Fields(child, `${item.where}.children[${index}]`))),
  };
}

function flattenModules(modules: readonly ModuleSeed[]): ModuleSeed[] {
  return modules.flatMap((module) => [module, ...flattenModules(module.children)]);
}

export function parseMerchant(value: unknown, file = 'merchant.json'): MerchantSeed {
  const merchant = new Fields(value, file);
  const languages = merchant.array('languages').map((language, index) => {
    if (!(LANGUAGES as readonly unknown[]).includes(language)) {
      throw new SeedFileError(
        `${file}.languages[${index}]: expected one of ${LANGUAGES.join(', ')}`,
      );
    }
    return language as Language;
  });
  const defaultLanguage = merchant.oneOf('defaultLanguage', languages);
  const registerRules = merchant.array('registerRules').map((item, index): RegisterFieldRule => {
    const rule = new Fields(item, `${file}.registerRules[${index}]`);
    return {
      field: rule.oneOf('field', REGISTRATION_RULE_FIELDS),
      enabled: rule.boolean('enabled'),
      required: rule.boolean('required'),
      acceptedPattern: rule.string('acceptedPattern'),
      patternId: rule.integer('patternId', 0, 23),
      minLength: rule.integer('minLength'),
      maxLength: rule.integer('maxLength', 1),
    };
  });
  unique(registerRules, (rule) => rule.field, `${file}.registerRules`);
  const domains = merchant.array('domains').map((item, index) => {
    const domain = new Fields(item, `${file}.domains[${index}]`);
    return {
      host: domain.string('host', /^[a-z0-9.-]+$/).toLowerCase(),
      speed: domain.integer('speed'),
      isPrimary: domain.boolean('isPrimary', false),
    };
  });
  unique(domains, (domain) => domain.host, `${file}.domains`);
  const modules = merchant
    .array('modules')
    .map((item, index) => readModule(new Fields(item, `${file}.modules[${index}]`)));
  unique(flattenModules(modules), (module) => module.code, `${file}.modules`);
  return {
    code: merchant.string('code', CODE_PATTERN),
    name: merchant.string('name'),
    // ISO 4217's three letters, or a code outside it (USDT) with its currencyDecimals.
    currencyCode: merchant.string('currencyCode', /^[A-Z]{3,5}$/),
    currencySymbol: merchant.string('currencySymbol'),
    currencyDecimals: currencyDecimalsOf(merchant),
    languages,
    defaultLanguage,
    timezone: merchant.string('timezone'),
    minimumAge: merchant.integer('minimumAge', 18, 99),
    routeGuard: merchant.boolean('routeGuard', false),
    sliderVerification: merchant.boolean('sliderVerification', true),
    passwordExpiryDays: merchant.optionalInteger('passwordExpiryDays', 1),
    gtagId: merchant.optionalString('gtagId'),
    imageCDNs: merchant.strings('imageCDNs'),
    launchGameCDNs: merchant.strings('launchGameCDNs'),
    settings: merchant.record('settings'),
    domains,
    modules,
    registerRules,
  };
}

export function parseVendors(value: unknown, file = VENDORS_FILE): VendorSeed[] {
  const vendors = list(value, file, (vendor) => ({
    code: vendor.string('code', CODE_PATTERN),
    name: vendor.string('name'),
    walletType: vendor.oneOf('walletType', ['TRANSFER', 'SEAMLESS'] as const),
    walletProtocol: (vendor.optionalString('walletProtocol', /^(BUILTIN|HUB88)$/) ?? 'BUILTIN') as
      'BUILTIN' | 'HUB88',
    categories: vendor.array('categories').map((item, index) => {
      const lane = new Fields(item, `${vendor.where}.categories[${index}]`);
      return {
        category: lane.oneOf('category', GAME_CATEGORIES),
        isHot: lane.oneOf('isHot', [0, 1] as const),
        order: lane.integer('order'),
      };
    }),
    classifies: vendor.optionalArray('classifies').map((item, index) => {
      const classify = new Fields(item, `${vendor.where}.classifies[${index}]`);
      return { code: classify.string('code', CODE_PATTERN), name: classify.string('name') };
    }),
  }));
  unique(vendors, (vendor) => vendor.code, file);
  for (const vendor of vendors) {
    unique(vendor.categories, (lane) => lane.category, `${file} ${vendor.code}.categories`);
    unique(vendor.classifies, (classify) => classify.code, `${file} ${vendor.code}.classifies`);
  }
  return vendors;
}

/** What a game row is checked against: its vendor's code, lanes and classifies. */
export interface CatalogueVendorRules {
  code: string;
  categories: readonly { category: string }[];
  classifies: readonly { code: string }[];
}

export function parseCatalogue(
  value: unknown,
  vendors: readonly VendorSeed[],
  file = CATALOGUE_FILE,
) {
  const vendorsByCode = new Map(vendors.map((vendor) => [vendor.code, vendor]));
  const games = list(new Fields(value, file).raw('games'), `${file} games`, (game) =>
    readGame(game, vendorsByCode, VENDORS_FILE),
  );
  unique(games, (game) => `${game.vendor}/${game.gameCode}`, `${file} games`);
  return games;
}

/**
 * One game of the catalogue format, checked against the vendors (`vendorSource` names where
 * they come from in messages); `where` names the row. Throws a SeedFileError naming the field.
 */
export function readCatalogueGame(
  value: unknown,
  where: string,
  vendorsByCode: ReadonlyMap<string, CatalogueVendorRules>,
  vendorSource: string,
): CatalogueGame {
  return readGame(new Fields(value, where), vendorsByCode, vendorSource);
}

function readGame(
  game: Fields,
  vendorsByCode: ReadonlyMap<string, CatalogueVendorRules>,
  vendorSource: string,
): CatalogueGame {
  const vendor = vendorsByCode.get(game.string('vendor'));
  if (!vendor) return game.fail('vendor', `a vendor of ${vendorSource}`);
  const entry: CatalogueGame = {
    vendor: vendor.code,
    category: game.oneOf('category', GAME_CATEGORIES),
    gameCode: game.string('gameCode', CODE_PATTERN),
    name: game.string('name'),
    typeCode: game.oneOf('typeCode', GAME_TYPE_CODES),
    minBet: game.positiveNumber('minBet'),
    lineCount: game.integer('lineCount', 0, 100_000),
  };
  if (!vendor.categories.some((lane) => lane.category === entry.category)) {
    game.fail('category', `a category of vendor ${vendor.code} in ${vendorSource}`);
  }
  if (game.has('names')) {
    const names = game.fields('names');
    entry.names = {};
    for (const language of LANGUAGES) {
      const name = names.optionalString(language);
      if (name !== null) entry.names[language] = name;
    }
  }
  if (game.has('classify')) {
    entry.classify = game.oneOf(
      'classify',
      vendor.classifies.map((classify) => classify.code),
    );
  }
  // An explicit false is kept: an import tells "not hot" from "left out".
  if (game.has('isHot')) entry.isHot = game.boolean('isHot');
  if (game.has('hotRank')) entry.hotRank = game.integer('hotRank');
  if (game.has('launchKind')) entry.launchKind = game.oneOf('launchKind', LAUNCH_KINDS);
  if (game.has('defaultPlayType')) entry.defaultPlayType = game.string('defaultPlayType');
  if (game.has('image')) entry.image = game.string('image', SAME_ORIGIN_PATH);
  return entry;
}

function localised(value: unknown, where: string): LocalisedText {
  const text = new Fields(value, where);
  return { MS: text.string('MS'), EN: text.string('EN'), CN: text.string('CN') };
}

function localisedList(value: unknown, where: string): LocalisedText[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw new SeedFileError(`${where}: expected a non-empty array`);
  }
  return value.map((item, index) => localised(item, `${where}[${index}]`));
}

function localisedGroups(value: unknown, where: string): Record<string, LocalisedText[]> {
  const groups = new Fields(value, where);
  return Object.fromEntries(
    Object.keys(value as object).map((key) => [
      key,
      localisedList(groups.raw(key), `${where}.${key}`),
    ]),
  );
}

export function parseWords(value: unknown, file = WORDS_FILE): CatalogueWords {
  const words = new Fields(value, file);
  const lotteries = words.fields('lotteries');
  return {
    adjectives: localisedList(words.raw('adjectives'), `${file}.adjectives`),
    nouns: localisedList(words.raw('nouns'), `${file}.nouns`),
    suffixes: localisedList(words.raw('suffixes'), `${file}.suffixes`),
    fishing: localisedList(words.raw('fishing'), `${file}.fishing`),
    arcade: localisedList(words.raw('arcade'), `${file}.arcade`),
    bingo: localisedList(words.raw('bingo'), `${file}.bingo`),
    scratch: localised(words.raw('scratch'), `${file}.scratch`),
    tableGames: localisedGroups(words.raw('tableGames'), `${file}.tableGames`),
    liveTables: localisedGroups(words.raw('liveTables'), `${file}.liveTables`),
    cardGames: localisedGroups(words.raw('cardGames'), `${file}.cardGames`),
    cardVariants: localisedList(words.raw('cardVariants'), `${file}.cardVariants`),
    sports: localisedGroups(words.raw('sports'), `${file}.sports`),
    lotteries: Object.fromEntries(
      Object.keys(words.record('lotteries')).map((key) => [
        key,
        list(lotteries.raw(key), `${file}.lotteries.${key}`, (entry) => ({
          MS: entry.string('MS'),
          EN: entry.string('EN'),
          CN: entry.string('CN'),
          playType: entry.string('playType', CODE_PATTERN),
        })),
      ]),
    ),
    lobby: localised(words.raw('lobby'), `${file}.lobby`),
  };
}

function parseContent(
  files: Record<string, unknown>,
): Omit<
  SeedFiles,
  | 'merchant'
  | 'vendors'
  | 'games'
  | 'demoAccounts'
  | 'demoOperators'
  | 'promotions'
  | 'pointGoods'
  | 'depositChannels'
> {
  const vipRanks = list(files['vip-ranks.json'], 'vip-ranks.json', (rank) => ({
    rankLevel: rank.integer('rankLevel', 0, 99),
    labelName: rank.string('labelName'),
    color: rank.string('color', COLOR_PATTERN),
    requirements: rank.has('requirements') ? rank.record('requirements') : {},
  }));
  unique(vipRanks, (rank) => String(rank.rankLevel), 'vip-ranks.json');
  const memberLabels = list(files['member-labels.json'], 'member-labels.json', (label) => ({
    name: label.string('name'),
    color: label.string('color', COLOR_PATTERN),
  }));
  unique(memberLabels, (label) => label.name, 'member-labels.json');
  const banners = list(files['banners.json'], 'banners.json', (banner) => ({
    group: banner.oneOf('group', BANNER_GROUPS),
    order: banner.integer('order'),
    title: banner.string('title'),
    image: banner.string('image', SAME_ORIGIN_PATH),
    linkageType: banner.optionalString('linkageType'),
    linkageTarget: banner.optionalString('linkageTarget'),
  }));
  unique(banners, (banner) => `${banner.group} order ${banner.order}`, 'banners.json');
  const announcements = list(files['announcements.json'], 'announcements.json', (notice) => {
    const texts = notice.fields('texts');
    const byLanguage: AnnouncementSeed['texts'] = {};
    for (const language of LANGUAGES) {
      if (!texts.has(language)) continue;
      const text = texts.fields(language);
      byLanguage[language] = { title: text.string('title'), content: text.string('content') };
    }
    return {
      type: notice.oneOf('type', [...ANNOUNCEMENT_TYPES, AGENT_ANNOUNCEMENT_TYPE]),
      order: notice.integer('order'),
      image: notice.optionalString('image', SAME_ORIGIN_PATH),
      texts: byLanguage,
    };
  });
  unique(announcements, (notice) => `${notice.type} order ${notice.order}`, 'announcements.json');
  const helpCentre = list(files['help-centre.json'], 'help-centre.json', (category) => {
    const titles = category.fields('titles');
    const articles = list(category.raw('articles'), 'help-centre.json articles', (article) => {
      const texts = article.fields('texts');
      return {
        code: article.string('code', HELP_CODE),
        order: article.integer('order'),
        // Every language: the help centre never falls back to another language's text.
        texts: Object.fromEntries(
          LANGUAGES.map((language) => {
            const text = texts.fields(language);
            return [language, { title: text.string('title'), content: text.string('content') }];
          }),
        ) as HelpArticleSeed['texts'],
      };
    });
    return {
      code: category.string('code', HELP_CODE),
      order: category.integer('order'),
      titles: Object.fromEntries(
        LANGUAGES.map((language) => [language, titles.string(language)]),
      ) as LocalisedText,
      articles,
    };
  });
  unique(helpCentre, (category) => category.code, 'help-centre.json');
  for (const category of helpCentre) {
    unique(category.articles, (article) => article.code, `help-centre.json ${category.code}`);
  }
  const resources = list(files['resources.json'], 'resources.json', (resource) => ({
    resourceType: resource.oneOf('resourceType', RESOURCE_TYPES),
    url: resource.string('url'),
    qrCodeUrl: resource.optionalString('qrCodeUrl', SAME_ORIGIN_PATH),
    order: resource.integer('order'),
  }));
  unique(resources, (resource) => resource.resourceType, 'resources.json');
  const customerService = list(
    files['customer-service.json'],
    'customer-service.json',
    (channel) => ({
      csType: channel.oneOf('csType', CUSTOMER_SERVICE_TYPES),
      name: channel.string('name'),
      path: channel.string('path', SAME_ORIGIN_PATH),
    }),
  );
  unique(customerService, (channel) => channel.csType, 'customer-service.json');
  const categories = list(files['game-categories.json'], 'game-categories.json', (category) => ({
    code: category.oneOf('code', GAME_CATEGORIES),
    title: category.string('title'),
    route: category.optionalString('route', SAME_ORIGIN_PATH),
    order: category.integer('order'),
  }));
  unique(categories, (category) => category.code, 'game-categories.json');
  return {
    vipRanks,
    memberLabels,
    banners,
    announcements,
    helpCentre,
    resources,
    customerService,
    categories,
  };
}

// Promotion and goods codes are the operator's handles; pictures follow the banner convention.
const CONTENT_CODE = /^[a-z0-9][a-z0-9-]{0,63}$/;

function instant(item: Fields, key: string): Date {
  const text = item.string(
    key,
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  );
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) item.fail(key, 'an ISO date and time with its offset');
  return date;
}

function texts(item: Fields, where: string): string[] {
  return item
    .strings(where)
    .map((text) => text.trim())
    .filter(Boolean);
}

export function parsePromotions(value: unknown, file = 'promotions.json'): PromotionSeed[] {
  const promotions = list(value, file, (promotion): PromotionSeed => {
    const startsAt = instant(promotion, 'startsAt');
    const endsAt = promotion.has('endsAt') ? instant(promotion, 'endsAt') : null;
    if (endsAt && endsAt <= startsAt) promotion.fail('endsAt', 'a time after startsAt');
    const byLanguage = promotion.fields('texts');
    return {
      code: promotion.string('code', CONTENT_CODE),
      type: promotion.oneOf('type', PROMOTION_TYPES),
      tag: promotion.has('tag') ? promotion.oneOf('tag', PROMOTION_TAGS) : null,
      order: promotion.integer('order'),
      enabled: promotion.boolean('enabled', true),
      startsAt,
      endsAt,
      image: promotion.string('image', SAME_ORIGIN_PATH),
      // Every language: a promotion's terms are never shown in another language.
      texts: Object.fromEntries(
        LANGUAGES.map((language) => {
          const text = byLanguage.fields(language);
          return [
            language,
            {
              title: text.string('title'),
              summary: text.string('summary'),
              description: texts(text, 'description'),
              terms: texts(text, 'terms'),
            },
          ];
        }),
      ) as PromotionSeed['texts'],
    };
  });
  unique(promotions, (promotion) => promotion.code, file);
  return promotions;
}

// An amount of a channel: above zero, at most two decimals.
const SEED_AMOUNT = /^(?!0+(\.0{1,2})?$)\d{1,12}(\.\d{1,2})?$/;

export function parseDepositChannels(
  value: unknown,
  promotions: readonly PromotionSeed[],
  file = 'deposit-channels.json',
): DepositChannelSeed[] {
  const codes = new Set(promotions.map((promotion) => promotion.code));
  const channels = list(value, file, (channel): DepositChannelSeed => {
    const type = channel.oneOf('type', DEPOSIT_CHANNEL_TYPES);
    const bank = type === 'BANK_TRANSFER';
    const bonus = channel.has('bonus') ? channel.fields('bonus') : null;
    const promotion = bonus?.string('promotion', CONTENT_CODE) ?? null;
    if (promotion !== null && !codes.has(promotion)) {
      bonus!.fail('promotion', 'a code of promotions.json');
    }
    return {
      name: channel.string('name'),
      type,
      bankName: bank ? channel.string('bankName') : null,
      accountHolder: bank ? channel.string('accountHolder') : null,
      accountNumber: bank ? channel.string('accountNumber') : null,
      qrImageUrl: type === 'EWALLET' ? channel.string('qrImageUrl', SAME_ORIGIN_PATH) : null,
      minAmount: channel.string('minAmount', SEED_AMOUNT),
      maxAmount: channel.string('maxAmount', SEED_AMOUNT),
      dailyAmount: channel.optionalString('dailyAmount', SEED_AMOUNT),
      dailyCount: channel.has('dailyCount') ? channel.integer('dailyCount', 1, 1000) : null,
      enabled: channel.boolean('enabled', true),
      order: channel.integer('order'),
      bonus:
        bonus && promotion
          ? {
              promotion,
              percent: bonus.string('percent', SEED_AMOUNT),
              max: bonus.string('max', SEED_AMOUNT),
              turnoverMultiplier: bonus.integer('turnoverMultiplier', 1, 100),
            }
          : null,
    };
  });
  unique(channels, (channel) => channel.name, file);
  return channels;
}

export function parsePointGoods(value: unknown, file = 'point-goods.json'): PointGoodsSeed[] {
  const goods = list(value, file, (item) => ({
    code: item.string('code', CONTENT_CODE),
    category: item.oneOf('category', POINT_GOODS_CATEGORIES),
    pointsRequired: item.integer('pointsRequired', 1, 2_000_000_000),
    stock: item.integer('stock', 0, 2_000_000_000),
    order: item.integer('order'),
    enabled: item.boolean('enabled', true),
    image: item.string('image', SAME_ORIGIN_PATH),
    names: localised(item.raw('names'), `${item.where}.names`),
  }));
  unique(goods, (item) => item.code, file);
  return goods;
}

export function parseDemoAccounts(value: unknown, file = 'demo-accounts.json'): DemoAccountSeed[] {
  const accounts = list(new Fields(value, file).raw('accounts'), `${file} accounts`, (account) => {
    const isAgent = account.integer('isAgent', 0, 99);
    if (isAgent !== 0 && !isAgentType(isAgent)) account.fail('isAgent', '0 or an agent type');
    return {
      account: account.string('account', /^[A-Za-z0-9_]{3,32}$/),
      password: account.string('password'),
      nickname: account.string('nickname'),
      isAgent,
      upline: account.optionalString('upline'),
      vipLevel: account.optionalInteger('vipLevel'),
      labels: account.has('labels') ? account.strings('labels') : [],
      email: account.optionalString('email'),
      countryDialingCode: account.optionalString('countryDialingCode', /^\+\d{1,4}$/),
      mobileNum: account.optionalString('mobileNum', /^\d{6,15}$/),
      invitationCode: account.optionalString('invitationCode', /^[A-Z0-9]{4,20}$/),
      referrer: account.optionalString('referrer'),
      mustChangePassword: account.boolean('mustChangePassword', false),
      openingBalance: account.optionalString('openingBalance', MONEY_AMOUNT_PATTERN) ?? '0.00',
      openingPoints: account.optionalInteger('openingPoints') ?? 0,
    };
  });
  unique(accounts, (account) => account.account, file);
  const byAccount = new Map(accounts.map((account) => [account.account, account]));
  for (const account of accounts) {
    if (account.upline === null) continue;
    const upline = byAccount.get(account.upline);
    if (!upline || !isAgentType(upline.isAgent)) {
      throw new SeedFileError(`${file} ${account.account}.upline: expected an agent of this file`);
    }
  }
  for (const account of accounts) {
    if (account.referrer && !byAccount.has(account.referrer)) {
      throw new SeedFileError(
        `${file} ${account.account}.referrer: expected an account of this file`,
      );
    }
  }
  return accounts;
}

export function parseDemoOperators(
  value: unknown,
  file = 'demo-operators.json',
): DemoOperatorSeed[] {
  const operators = list(new Fields(value, file).raw('operators'), `${file} operators`, (item) => {
    return {
      username: item.string('username', /^[a-z][a-z0-9_]{2,31}$/),
      password: item.string('password'),
      role: item.oneOf('role', OPERATOR_ROLES),
      totpSecret: item.string('totpSecret', /^[A-Z2-7]{16,64}$/),
    };
  });
  unique(operators, (operator) => operator.username, file);
  return operators;
}

async function readJson(folder: string, file: string): Promise<unknown> {
  const fullPath = path.join(folder, file);
  const text = await readFile(fullPath, 'utf8').catch((error: unknown) => {
    throw new SeedFileError(`${fullPath}: cannot be read (${(error as Error).message})`);
  });
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SeedFileError(`${fullPath}: not valid JSON (${(error as Error).message})`);
  }
}

export function seedFolder(): string {
  return fromProjectRoot(SEED_DIR);
}

export async function readVendorsAndWords(folder = seedFolder()) {
  const [vendors, words] = await Promise.all([
    readJson(folder, VENDORS_FILE),
    readJson(folder, WORDS_FILE),
  ]);
  return { vendors: parseVendors(vendors), words: parseWords(words) };
}

/** Reads and checks every seed file of the folder (prisma/seed by default). */
export async function readSeedFiles(folder = seedFolder()): Promise<SeedFiles> {
  const names = [
    'merchant.json',
    'vip-ranks.json',
    'member-labels.json',
    'banners.json',
    'announcements.json',
    'help-centre.json',
    'resources.json',
    'customer-service.json',
    'promotions.json',
    'point-goods.json',
    'deposit-channels.json',
    'game-categories.json',
    VENDORS_FILE,
    CATALOGUE_FILE,
    'demo-accounts.json',
    'demo-operators.json',
  ];
  const values = await Promise.all(names.map((name) => readJson(folder, name)));
  const files = Object.fromEntries(names.map((name, index) => [name, values[index]]));
  const vendors = parseVendors(files[VENDORS_FILE]);
  const content = parseContent(files);
  const categoryCodes = new Set(content.categories.map((category) => category.code));
  for (const vendor of vendors) {
    for (const lane of vendor.categories) {
      if (!categoryCodes.has(lane.category)) {
        throw new SeedFileError(
          `${VENDORS_FILE} ${vendor.code}: category ${lane.category} is not in game-categories.json`,
        );
      }
    }
  }
  const promotions = parsePromotions(files['promotions.json']);
  return {
    merchant: parseMerchant(files['merchant.json']),
    vendors,
    games: parseCatalogue(files[CATALOGUE_FILE], vendors),
    demoAccounts: parseDemoAccounts(files['demo-accounts.json']),
    demoOperators: parseDemoOperators(files['demo-operators.json']),
    promotions,
    pointGoods: parsePointGoods(files['point-goods.json']),
    depositChannels: parseDepositChannels(files['deposit-channels.json'], promotions),
    ...content,
  };
}
