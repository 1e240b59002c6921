import type { GameCategory, GameTypeCode, Language } from '@wps/shared-types';
import { hash32, seededRandom } from '../common/deterministic-random.js';
import type {
  CatalogueGame,
  CatalogueWords,
  LocalisedText,
  VendorLaneSeed,
  VendorSeed,
} from './seed-files.js';

// A deterministic game catalogue: the same vendors and words always give the same games, and
// the catalogue of N games is the first N games of the catalogue of any larger size, so the
// benchmark catalogue (100,000 games) extends the committed one (5,000) instead of replacing it.
//
// First come the fixed entries (sportsbooks, e-sports, cockfight, lotteries and vendor lobbies),
// then an endless stream of generated slots, fishing, live tables and card games; game i of the
// stream depends only on i and the input, through its own seeded random numbers.

const GENERATOR_SEED = 'wps-catalogue-v1';

type NameStyle =
  'slot' | 'table' | 'scratch' | 'arcade' | 'bingo' | 'fishing' | 'live' | 'card' | 'fixed';

interface ClassifyProfile {
  category: GameCategory;
  /** How often a vendor's games fall in this classify, relative to its other classifies. */
  weight: number;
  style: NameStyle;
  typeCode: GameTypeCode;
  minBets: readonly number[];
  /** Line counts for slots; other games have 0. */
  lineCounts?: readonly number[];
  /** A suffix every name of this classify ends with (its English form in words.json). */
  suffix?: string;
}

const SLOT_BETS = [0.01, 0.01, 0.05, 0.05, 0.1, 0.1, 0.5, 1];
const SLOT_LINES = [9, 10, 15, 20, 25, 30, 40, 50, 88, 100, 243];

// What each classify code of vendors.json means to the generator. A classify the generator does
// not know is kept on the vendor but gets no generated games.
const CLASSIFY_PROFILES: Readonly<Record<string, ClassifyProfile>> = {
  SLOT: {
    category: 'RNG',
    weight: 60,
    style: 'slot',
    typeCode: 'JP',
    minBets: SLOT_BETS,
    lineCounts: SLOT_LINES,
  },
  MEGAWAYS: {
    category: 'RNG',
    weight: 10,
    style: 'slot',
    typeCode: 'JP',
    minBets: [0.1, 0.5, 1],
    lineCounts: [243],
    suffix: 'Megaways',
  },
  JACKPOT: {
    category: 'RNG',
    weight: 8,
    style: 'slot',
    typeCode: 'JP',
    minBets: [0.05, 0.1, 0.5, 0.75, 1],
    lineCounts: [20, 25, 30, 50],
    suffix: 'Jackpot',
  },
  CLASSIC: {
    category: 'RNG',
    weight: 8,
    style: 'slot',
    typeCode: 'JP',
    minBets: [0.01, 0.05, 0.1],
    lineCounts: [9, 10, 15],
  },
  TABLE: { category: 'RNG', weight: 6, style: 'table', typeCode: 'TG', minBets: [0.5, 1, 2, 5] },
  VIDEO_POKER: {
    category: 'RNG',
    weight: 4,
    style: 'table',
    typeCode: 'VP',
    minBets: [0.05, 0.1, 0.5, 1],
  },
  SCRATCH: { category: 'RNG', weight: 4, style: 'scratch', typeCode: 'SC', minBets: [0.1, 0.5, 1] },
  ARCADE: { category: 'RNG', weight: 6, style: 'arcade', typeCode: 'AC', minBets: [0.1, 0.5, 1] },
  BINGO: { category: 'RNG', weight: 1, style: 'bingo', typeCode: 'BG', minBets: [0.1, 0.5] },
  FISHING: {
    category: 'FISH',
    weight: 1,
    style: 'fishing',
    typeCode: 'AC',
    minBets: [0.01, 0.1, 0.5, 1],
  },
  BACCARAT: { category: 'LIVE', weight: 5, style: 'live', typeCode: 'TG', minBets: [1, 2, 5] },
  ROULETTE: { category: 'LIVE', weight: 2, style: 'live', typeCode: 'TG', minBets: [0.5, 1, 2] },
  SICBO: { category: 'LIVE', weight: 1.5, style: 'live', typeCode: 'TG', minBets: [1, 2] },
  DRAGON_TIGER: {
    category: 'LIVE',
    weight: 1.5,
    style: 'live',
    typeCode: 'TG',
    minBets: [1, 2, 5],
  },
  BLACKJACK: { category: 'LIVE', weight: 1, style: 'live', typeCode: 'TG', minBets: [2, 5] },
  POKER: { category: 'PVP', weight: 2, style: 'card', typeCode: 'TG', minBets: [0.5, 1, 2, 5] },
  CARD: { category: 'PVP', weight: 4, style: 'card', typeCode: 'TG', minBets: [0.5, 1, 2] },
  MAHJONG: { category: 'PVP', weight: 1.5, style: 'card', typeCode: 'TG', minBets: [1, 2, 5] },
  SPORTSBOOK: { category: 'SPORTS', weight: 0, style: 'fixed', typeCode: 'TG', minBets: [1] },
  VIRTUAL: { category: 'SPORTS', weight: 0, style: 'fixed', typeCode: 'TG', minBets: [1] },
  ESPORTS: { category: 'SPORTS', weight: 0, style: 'fixed', typeCode: 'TG', minBets: [1] },
  COCKFIGHT: { category: 'SPORTS', weight: 0, style: 'fixed', typeCode: 'TG', minBets: [5] },
  LOTTO_4D: { category: 'LOTT', weight: 0, style: 'fixed', typeCode: 'TG', minBets: [1] },
  LOTTO_SEA: { category: 'LOTT', weight: 0, style: 'fixed', typeCode: 'TG', minBets: [1] },
  LOTTO_VN: { category: 'ELOTT', weight: 0, style: 'fixed', typeCode: 'TG', minBets: [0.1] },
  FAST_LOTTO: { category: 'ELOTT', weight: 0, style: 'fixed', typeCode: 'TG', minBets: [0.1] },
};

// How many stream games a lane gets relative to a slots lane: slots dominate every catalogue.
const CATEGORY_STREAM_WEIGHT: Partial<Record<GameCategory, number>> = {
  RNG: 10,
  FISH: 0.6,
  LIVE: 1.5,
  PVP: 1.2,
};

// Each lane's first games are its hot games: a hot vendor's lane shows more of them.
const HOT_GAMES_PER_LANE = { hot: 4, other: 2 } as const;

// Share of games that carry names in every language (the rest have the English name only).
const TRANSLATED_SHARE = 0.75;

const LOTTERY_CATEGORIES: readonly GameCategory[] = ['LOTT', 'ELOTT'];

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length) % items.length];
}

function pickWeighted<T>(
  items: readonly T[],
  weightOf: (item: T) => number,
  random: () => number,
): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let point = random() * total;
  for (const item of items) {
    point -= weightOf(item);
    if (point < 0) return item;
  }
  return items[items.length - 1];
}

interface Lane {
  vendor: VendorSeed;
  lane: VendorLaneSeed;
  /** Position among the lanes of the same category, to keep hot ranks apart. */
  indexInCategory: number;
  classifies: { code: string; profile: ClassifyProfile }[];
  weight: number;
}

function lanesOf(vendors: readonly VendorSeed[]): Lane[] {
  const perCategory = new Map<GameCategory, number>();
  return vendors.flatMap((vendor) =>
    vendor.categories.map((lane): Lane => {
      const indexInCategory = perCategory.get(lane.category) ?? 0;
      perCategory.set(lane.category, indexInCategory + 1);
      const classifies = vendor.classifies
        .map((classify) => ({ code: classify.code, profile: CLASSIFY_PROFILES[classify.code] }))
        .filter(
          (entry): entry is { code: string; profile: ClassifyProfile } =>
            entry.profile?.category === lane.category,
        );
      // Vendors differ in size: a factor from 0.6 to 1.4 taken from the code, more for hot ones.
      const vendorFactor = 0.6 + ((hash32(vendor.code) % 1000) / 1000) * 0.8;
      const base = CATEGORY_STREAM_WEIGHT[lane.category] ?? 0;
      const weight = base * vendorFactor * (lane.isHot ? 1.3 : 1);
      return { vendor, lane, indexInCategory, classifies, weight };
    }),
  );
}

function fill(text: LocalisedText, vendorName: string): LocalisedText {
  return {
    MS: text.MS.replaceAll('{vendor}', vendorName),
    EN: text.EN.replaceAll('{vendor}', vendorName),
    CN: text.CN.replaceAll('{vendor}', vendorName),
  };
}

/** An upper-case code from an English name: "Magnum 4D" -> "MAGNUM_4D". */
export function codeFromName(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

function hotRank(lane: Lane, position: number): number {
  return position * 100 + lane.indexInCategory + 1;
}

function withNames(game: CatalogueGame, names: LocalisedText): CatalogueGame {
  return { ...game, name: names.EN, names: { MS: names.MS, EN: names.EN, CN: names.CN } };
}

/** Sportsbooks, e-sports, cockfight, lotteries and vendor lobbies: the same for every size. */
function fixedGames(lanes: readonly Lane[], words: CatalogueWords): CatalogueGame[] {
  const games: CatalogueGame[] = [];
  const lobbyVendors = new Set<string>();
  for (const lane of lanes) {
    const { vendor } = lane;
    const category = lane.lane.category;
    const hotQuota = lane.lane.isHot ? HOT_GAMES_PER_LANE.hot : HOT_GAMES_PER_LANE.other;
    let position = 0;
    for (const { code: classify, profile } of lane.classifies) {
      if (profile.style !== 'fixed') continue;
      const isLottery = LOTTERY_CATEGORIES.includes(category);
      const entries = isLottery
        ? (words.lotteries[classify] ?? [])
        : (words.sports[classify] ?? []).map((text) => ({ ...text, playType: undefined }));
      for (const entry of entries) {
        const names = fill(entry, vendor.name);
        const suffix = codeFromName(
          classify === 'ESPORTS' || classify === 'SPORTSBOOK' ? classify : names.EN,
        );
        const game: CatalogueGame = withNames(
          {
            vendor: vendor.code,
            category,
            gameCode: `${vendor.code}_${suffix}`,
            name: names.EN,
            classify,
            typeCode: profile.typeCode,
            minBet: profile.minBets[0] ?? 1,
            lineCount: 0,
          },
          names,
        );
        // Sportsbooks and the first lotteries of a lane are its hot entries.
        if (position < hotQuota && (isLottery || classify !== 'VIRTUAL')) {
          game.isHot = true;
          game.hotRank = hotRank(lane, position);
        }
        if (isLottery) {
          game.launchKind = 'LOTTERY';
          if (entry.playType) game.defaultPlayType = entry.playType;
        }
        games.push(game);
        position++;
      }
    }
    // A lobby entry opens the vendor's own game list: every card-game vendor has one, and so
    // does each transfer-wallet vendor in its first generated category.
    const streams = (CATEGORY_STREAM_WEIGHT[category] ?? 0) > 0;
    const wantsLobby =
      category === 'PVP' || (vendor.walletType === 'TRANSFER' && !lobbyVendors.has(vendor.code));
    if (streams && wantsLobby && !lobbyVendors.has(vendor.code)) {
      lobbyVendors.add(vendor.code);
      const names = fill(words.lobby, vendor.name);
      games.push(
        withNames(
          {
            vendor: vendor.code,
            category,
            gameCode: `${vendor.code}_LOBBY`,
            name: names.EN,
            typeCode: 'TG',
            minBet: 1,
            lineCount: 0,
            launchKind: 'VASSALAGE',
          },
          names,
        ),
      );
    }
  }
  return games;
}

function joinMalay(...parts: (string | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}

function generatedName(
  profile: ClassifyProfile,
  classify: string,
  words: CatalogueWords,
  random: () => number,
): LocalisedText {
  const adjective = pick(words.adjectives, random);
  const noun = pick(words.nouns, random);
  switch (profile.style) {
    case 'slot': {
      const forced = profile.suffix
        ? words.suffixes.find((word) => word.EN === profile.suffix)
        : undefined;
      const suffix = forced ?? (random() < 0.3 ? pick(words.suffixes, random) : undefined);
      return {
        EN: joinMalay(adjective.EN, noun.EN, suffix?.EN),
        MS: joinMalay(noun.MS, adjective.MS, suffix?.MS),
        CN: `${adjective.CN}${noun.CN}${suffix?.CN ?? ''}`,
      };
    }
    case 'table': {
      const base = pick(words.tableGames[classify] ?? words.tableGames['TABLE'] ?? [noun], random);
      const plain = random() < 0.5;
      return plain
        ? base
        : {
            EN: `${adjective.EN} ${base.EN}`,
            MS: `${base.MS} ${adjective.MS}`,
            CN: `${adjective.CN}${base.CN}`,
          };
    }
    case 'scratch':
      return {
        EN: `${adjective.EN} ${noun.EN} ${words.scratch.EN}`,
        MS: `${words.scratch.MS} ${noun.MS} ${adjective.MS}`,
        CN: `${adjective.CN}${noun.CN}${words.scratch.CN}`,
      };
    case 'arcade': {
      const game = pick(words.arcade, random);
      return {
        EN: `${noun.EN} ${game.EN}`,
        MS: `${game.MS} ${noun.MS}`,
        CN: `${noun.CN}${game.CN}`,
      };
    }
    case 'bingo': {
      const game = pick(words.bingo, random);
      return {
        EN: `${adjective.EN} ${game.EN}`,
        MS: `${game.MS} ${adjective.MS}`,
        CN: `${adjective.CN}${game.CN}`,
      };
    }
    case 'fishing': {
      const game = pick(words.fishing, random);
      return {
        EN: `${adjective.EN} ${game.EN}`,
        MS: `${game.MS} ${adjective.MS}`,
        CN: `${adjective.CN}${game.CN}`,
      };
    }
    case 'live': {
      const table = pick(
        words.liveTables[classify] ?? words.liveTables['BACCARAT'] ?? [noun],
        random,
      );
      const tableNumber = `${'ABCDEF'[Math.floor(random() * 6)]}${String(1 + Math.floor(random() * 30)).padStart(2, '0')}`;
      return {
        EN: `${table.EN} ${tableNumber}`,
        MS: `${table.MS} ${tableNumber}`,
        CN: `${table.CN} ${tableNumber}`,
      };
    }
    case 'card': {
      const game = pick(words.cardGames[classify] ?? words.cardGames['CARD'] ?? [noun], random);
      if (random() < 0.4) return game;
      const variant = pick(words.cardVariants, random);
      return {
        EN: `${variant.EN} ${game.EN}`,
        MS: `${game.MS} ${variant.MS}`,
        CN: `${variant.CN}${game.CN}`,
      };
    }
    case 'fixed':
      return { EN: noun.EN, MS: noun.MS, CN: noun.CN };
  }
}

/** Generated slots, fishing, live and card games, one after another, for ever. */
function* streamGames(lanes: readonly Lane[], words: CatalogueWords): Generator<CatalogueGame> {
  const streaming = lanes.filter((lane) => lane.weight > 0);
  if (streaming.length === 0) return;
  const seed = hash32(GENERATOR_SEED);
  const vendorSequence = new Map<string, number>();
  const laneSequence = new Map<Lane, number>();
  for (let index = 0; ; index++) {
    const random = seededRandom(seed ^ hash32(String(index)));
    const lane = pickWeighted(streaming, (candidate) => candidate.weight, random);
    const sequence = (vendorSequence.get(lane.vendor.code) ?? 0) + 1;
    vendorSequence.set(lane.vendor.code, sequence);
    const position = laneSequence.get(lane) ?? 0;
    laneSequence.set(lane, position + 1);

    const fallback = { code: undefined, profile: defaultProfile(lane.lane.category) };
    const chosen =
      lane.classifies.length > 0
        ? pickWeighted(lane.classifies, (entry) => entry.profile.weight, random)
        : fallback;
    const names = generatedName(chosen.profile, chosen.code ?? '', words, random);
    const game: CatalogueGame = {
      vendor: lane.vendor.code,
      category: lane.lane.category,
      gameCode: `${lane.vendor.code}_${String(sequence).padStart(5, '0')}`,
      name: names.EN,
      typeCode: chosen.profile.typeCode,
      minBet: pick(chosen.profile.minBets, random),
      lineCount:
        chosen.profile.typeCode === 'JP'
          ? pick(chosen.profile.lineCounts ?? SLOT_LINES, random)
          : 0,
    };
    if (random() < TRANSLATED_SHARE) game.names = { MS: names.MS, EN: names.EN, CN: names.CN };
    if (chosen.code) game.classify = chosen.code;
    const hotQuota = lane.lane.isHot ? HOT_GAMES_PER_LANE.hot : HOT_GAMES_PER_LANE.other;
    if (position < hotQuota) {
      game.isHot = true;
      game.hotRank = hotRank(lane, position);
    }
    yield orderedKeys(game);
  }
}

function defaultProfile(category: GameCategory): ClassifyProfile {
  const byCategory: Partial<Record<GameCategory, string>> = {
    RNG: 'SLOT',
    FISH: 'FISHING',
    LIVE: 'BACCARAT',
    PVP: 'CARD',
  };
  return CLASSIFY_PROFILES[byCategory[category] ?? 'SLOT'];
}

const KEY_ORDER: readonly (keyof CatalogueGame)[] = [
  'vendor',
  'category',
  'gameCode',
  'name',
  'names',
  'classify',
  'typeCode',
  'minBet',
  'lineCount',
  'isHot',
  'hotRank',
  'launchKind',
  'defaultPlayType',
  'image',
];

/** The same game with its keys in file order, so the JSON reads the same way on every line. */
function orderedKeys(game: CatalogueGame): CatalogueGame {
  const ordered: Record<string, unknown> = {};
  for (const key of KEY_ORDER) if (game[key] !== undefined) ordered[key] = game[key];
  return ordered as unknown as CatalogueGame;
}

export interface CatalogueInput {
  vendors: readonly VendorSeed[];
  words: CatalogueWords;
}

/** Every game of the catalogue in order: the fixed entries, then generated games without end. */
export function* catalogueStream({ vendors, words }: CatalogueInput): Generator<CatalogueGame> {
  const lanes = lanesOf(vendors);
  for (const game of fixedGames(lanes, words)) yield orderedKeys(game);
  yield* streamGames(lanes, words);
}

/** The first `count` games of the catalogue for these vendors and words. */
export function generateCatalogue(input: CatalogueInput & { count: number }): CatalogueGame[] {
  const games: CatalogueGame[] = [];
  if (input.count <= 0) return games;
  for (const game of catalogueStream(input)) {
    games.push(game);
    if (games.length >= input.count) break;
  }
  return games;
}

// Prettier keeps an object on one line when it was written on one line and fits the print
// width, so one game per line survives `prettier --write` (prisma/seed/catalogue/.prettierrc.json
// widens the print width for this folder).
function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${inlineJson(item)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** The catalogue file: a short header, then one game per line. */
export function formatCatalogueFile(games: readonly CatalogueGame[], command: string): string {
  const languages: Language[] = ['MS', 'EN', 'CN'];
  const lines = games.map((game) => `    ${inlineJson(game)}`);
  return [
    '{',
    `  "about": ${JSON.stringify(
      `Game catalogue of the seed: ${games.length} games, generated by \`${command}\` from ` +
        `vendors.json and catalogue/words.json. Edit freely; names holds ${languages.join('/')} names.`,
    )},`,
    '  "games": [',
    lines.join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}
