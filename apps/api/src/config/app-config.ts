import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;
const toList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : value;

/** Outside production only: the sandbox payment gateway and the tests sign callbacks with it. */
export const DEFAULT_PAYMENT_GATEWAY_SECRET = 'development-only-payment-gateway-secret-change-me!';

/**
 * Every environment variable the API reads. README.md lists them; keep the two in step.
 * A bad value stops the process with a message naming the variable.
 */
export class EnvironmentVariables {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3000;

  /** Address to listen on; when absent, 127.0.0.1 outside production and 0.0.0.0 in it. */
  @IsOptional()
  @IsString()
  HOST?: string;

  /** External Postgres; when absent the API starts an embedded Postgres under DATA_DIR. */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  /** External Redis; when absent the API uses an in-process store. */
  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  /** Prefix of every Redis key, so several sites (or a test) can share one Redis. */
  @Matches(/^[A-Za-z0-9:_-]{1,64}$/, {
    message: 'REDIS_KEY_PREFIX must be 1 to 64 of A-Z, a-z, 0-9, colon, underscore or hyphen',
  })
  REDIS_KEY_PREFIX = 'wps:';

  @IsString()
  DATA_DIR = '.data';

  /**
   * Where the daily audit anchor (each site's audit-chain head) is written; DATA_DIR/audit-anchors
   * when absent. Point it at storage the database's administrators cannot rewrite.
   */
  @IsOptional()
  @IsString()
  AUDIT_ANCHOR_DIR?: string;

  /**
   * S3-compatible bucket for uploaded files, which every instance then reaches; when absent they
   * are kept under DATA_DIR/uploads, for one instance only.
   */
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    message: 'UPLOAD_S3_BUCKET must be a bucket name: 3 to 63 of a-z, 0-9, "." and "-"',
  })
  UPLOAD_S3_BUCKET?: string;

  /** The S3-compatible server (MinIO, R2, ...); AWS S3 of UPLOAD_S3_REGION when absent. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  UPLOAD_S3_ENDPOINT?: string;

  /** The bucket's region; most S3-compatible servers take any name. */
  @Matches(/^[a-z0-9-]{1,32}$/, { message: 'UPLOAD_S3_REGION must be a region name' })
  UPLOAD_S3_REGION = 'us-east-1';

  /**
   * The bucket's credentials, both or neither; with neither the AWS SDK looks for its own (AWS_*
   * variables, the instance's role).
   */
  @IsOptional()
  @IsString()
  UPLOAD_S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  UPLOAD_S3_SECRET_ACCESS_KEY?: string;

  /** Name the bucket in the path rather than the host name (MinIO and most self-hosted stores). */
  @Transform(toBoolean)
  @IsBoolean()
  UPLOAD_S3_FORCE_PATH_STYLE = false;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  EMBEDDED_POSTGRES_PORT = 54329;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent' = 'info';

  /** Origins allowed by CORS, comma-separated; empty means same-origin only. */
  @Transform(toList)
  @IsUrl({ require_tld: false, require_protocol: true }, { each: true })
  CORS_ORIGINS: string[] = [];

  /** Largest accepted request body in bytes. */
  @Transform(toInt)
  @IsInt()
  @Min(1024)
  BODY_LIMIT_BYTES = 1_048_576;

  /** Proxy hops whose X-Forwarded-For is trusted for the client address (0 = none). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  TRUST_PROXY_HOPS = 0;

  /** Secret that signs session tokens; required in production. */
  @IsString()
  @MinLength(32)
  JWT_SECRET = 'development-only-secret-change-me-in-production!';

  /**
   * Signs the payment gateway's callbacks (an HMAC of the body); required in production. The
   * sandbox gateway signs with it too.
   */
  @IsString()
  @MinLength(32)
  PAYMENT_GATEWAY_SECRET = DEFAULT_PAYMENT_GATEWAY_SECRET;

  /**
   * Online deposits go through the sandbox payment gateway, whose hosted page lets the payer
   * approve any payment: on by default outside production only.
   */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  PAYMENT_GATEWAY_SANDBOX?: boolean;

  /**
   * Where the built-in game provider reaches the site's seamless-wallet routes; when absent, the
   * API's own loopback address and the port it listens on.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PROVIDER_WALLET_URL?: string;

  /**
   * The seamless wallet's time budget: a debit or credit not committed within it fails with 503
   * and commits nothing, before the vendor (typically after 10 s) gives up on the call.
   */
  @Transform(toInt)
  @IsInt()
  @Min(50)
  @Max(60_000)
  WALLET_TIME_BUDGET_MS = 5_000;

  /**
   * Minutes a seamless-wallet round may stay open with no bet, win or rollback before the
   * idle-rounds job closes it as it stands (a loss for whatever was staked).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(43_200)
  SEAMLESS_ROUND_IDLE_MINUTES = 60;

  /**
   * Minutes between two draws of the built-in provider's 4D (draws fall on whole multiples of
   * it since the epoch). At most 30: a ticket's round must be settled well within the seamless
   * wallet's idle-round limit.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(30)
  FOUR_D_DRAW_MINUTES = 3;

  /**
   * How often the agent-stats job rolls the wallet's events up into the agent reports' day
   * tables, in milliseconds: the reports lag the wallet by about this much.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1_000)
  @Max(3_600_000)
  AGENT_STATS_EVERY_MS = 5_000;

  /** Hours a login session lasts before the member must log in again. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(720)
  SESSION_TTL_HOURS = 24;

  /** bcrypt work factor for passwords; at least 12 in production, lower only to speed up tests. */
  @Transform(toInt)
  @IsInt()
  @Min(4)
  @Max(15)
  BCRYPT_COST = 12;

  /** Requests per minute per client address on every route, before any stricter route limit. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_PER_MINUTE = 600;

  /**
   * Requests per minute per client address on each route where credentials, codes or challenges
   * are tried (login, registration, recovery, the slider).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  CREDENTIAL_RATE_LIMIT_PER_MINUTE = 30;

  /** Folder of the built web app served on the same port; empty to serve the API only. */
  @IsString()
  WEB_DIST_DIR = 'apps/web/dist';

  /**
   * The key the development routes (/wps/dev) want besides a loopback connection, in the
   * x-dev-key header (or devKey query parameter). Generated at every start when absent.
   */
  @IsOptional()
  @IsString()
  @MinLength(16)
  DEV_TOOLS_KEY?: string;

  /** Serve the API documentation (/wps/docs); on by default outside production only. */
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  API_DOCS?: boolean;

  /**
   * Run the scheduled jobs (draws, results, payouts, rollups) in this process. Every process
   * that runs them shares the work (each run is claimed once); an API instance of a larger site
   * may leave them to a worker instance (docs/scaling.md).
   */
  @Transform(toBoolean)
  @IsBoolean()
  SCHEDULED_JOBS = true;

  /** Run the seed when the database has no merchant yet. */
  @Transform(toBoolean)
  @IsBoolean()
  SEED_ON_EMPTY = true;
}

/** The configuration as the API runs with it: every variable decided, defaults filled in. */
export type AppConfig = Readonly<
  Omit<EnvironmentVariables, 'HOST' | 'DEV_TOOLS_KEY' | 'API_DOCS' | 'PAYMENT_GATEWAY_SANDBOX'> & {
    HOST: string;
    DEV_TOOLS_KEY: string;
    API_DOCS: boolean;
    PAYMENT_GATEWAY_SANDBOX: boolean;
    /** Development secrets replaced by random ones for this run (listening beyond loopback). */
    generatedSecrets: readonly string[];
  }
>;

// Variables without a default, which an instance's own keys therefore do not list.
const OPTIONAL_VARIABLES = [
  'DATABASE_URL',
  'REDIS_URL',
  'UPLOAD_S3_BUCKET',
  'UPLOAD_S3_ENDPOINT',
  'UPLOAD_S3_ACCESS_KEY_ID',
  'UPLOAD_S3_SECRET_ACCESS_KEY',
  'PROVIDER_WALLET_URL',
  'HOST',
  'DEV_TOOLS_KEY',
  'API_DOCS',
  'PAYMENT_GATEWAY_SANDBOX',
];

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/** True when an address to listen on is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase()) || host.startsWith('127.');
}

// The secrets whose development values are published in this repository.
const PUBLISHED_SECRETS = {
  JWT_SECRET: new EnvironmentVariables().JWT_SECRET,
  PAYMENT_GATEWAY_SECRET: DEFAULT_PAYMENT_GATEWAY_SECRET,
} as const;

export class ConfigError extends Error {}

/** Reads and validates the environment once; throws a ConfigError naming each bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.keys(new EnvironmentVariables());
  const given = Object.fromEntries(
    Object.entries(environment).filter(
      ([key, value]) => (known.includes(key) || OPTIONAL_VARIABLES.includes(key)) && value !== '',
    ),
  );
  const config = plainToInstance(EnvironmentVariables, given);
  const errors = validateSync(config, { whitelist: true });
  if (errors.length > 0) {
    const lines = errors.map(
      (error) => `${error.property}: ${Object.values(error.constraints ?? {}).join('; ')}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const storageProblems = uploadStorageProblems(config, given);
  if (storageProblems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${storageProblems.join('\n  ')}`);
  }
  const production = config.NODE_ENV === 'production';
  const published = (
    Object.keys(PUBLISHED_SECRETS) as Array<keyof typeof PUBLISHED_SECRETS>
  ).filter((name) => config[name] === PUBLISHED_SECRETS[name]);
  if (production && published.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${published.map((name) => `${name}: must be set in production`).join('\n  ')}`,
    );
  }
  const host = config.HOST ?? (production ? '0.0.0.0' : '127.0.0.1');
  // A development instance others can reach must not honour secrets anyone can read here: a
  // session signed for any member, money minted through the seamless wallet.
  const generatedSecrets = isLoopbackHost(host) ? [] : published;
  for (const name of generatedSecrets) config[name] = randomBytes(32).toString('hex');
  return Object.freeze({
    ...config,
    HOST: host,
    DEV_TOOLS_KEY: config.DEV_TOOLS_KEY ?? randomBytes(16).toString('hex'),
    API_DOCS: config.API_DOCS ?? !production,
    PAYMENT_GATEWAY_SANDBOX: config.PAYMENT_GATEWAY_SANDBOX ?? !production,
    generatedSecrets,
  });
}

// The bucket's other variables mean nothing without it: a setting given alone is a mistake that
// would otherwise keep the files on one instance's disk without a word.
function uploadStorageProblems(
  config: EnvironmentVariables,
  given: Record<string, unknown>,
): string[] {
  const problems: string[] = [];
  if (!config.UPLOAD_S3_BUCKET) {
    for (const name of Object.keys(given).filter((key) => key.startsWith('UPLOAD_S3_'))) {
      problems.push(`${name}: needs UPLOAD_S3_BUCKET`);
    }
    return problems;
  }
  if (!config.UPLOAD_S3_ACCESS_KEY_ID !== !config.UPLOAD_S3_SECRET_ACCESS_KEY) {
    const missing = config.UPLOAD_S3_ACCESS_KEY_ID
      ? 'UPLOAD_S3_SECRET_ACCESS_KEY'
      : 'UPLOAD_S3_ACCESS_KEY_ID';
    problems.push(
      `${missing}: give both UPLOAD_S3_ACCESS_KEY_ID and UPLOAD_S3_SECRET_ACCESS_KEY, or neither`,
    );
  }
  return problems;
}
