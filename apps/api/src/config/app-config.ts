import 'reflect-metadata';
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

/** Outside production only: vendors' development tools and the tests sign with it. */
export const DEFAULT_SEAMLESS_WALLET_SECRET = 'development-only-seamless-wallet-secret-change-me!';

/** Outside production only: the operator routes (/wps/operator) accept it in development and tests. */
export const DEFAULT_OPERATOR_API_KEY = 'development-only-operator-key-change-me-in-production';

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

  @IsString()
  HOST = '0.0.0.0';

  /** External Postgres; when absent the API starts an embedded Postgres under DATA_DIR. */
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  /** External Redis; when absent the API uses an in-process store. */
  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  @IsString()
  DATA_DIR = '.data';

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
   * Master secret of the seamless-wallet signatures; each vendor's own secret is derived from it
   * and its code (see wallet/seamless-signature.ts). Required in production.
   */
  @IsString()
  @MinLength(32)
  SEAMLESS_WALLET_SECRET = DEFAULT_SEAMLESS_WALLET_SECRET;

  /**
   * The key operators' tools send in the x-operator-key header on /wps/operator routes (chat
   * mutes). Required in production.
   */
  @IsString()
  @MinLength(32)
  OPERATOR_API_KEY = DEFAULT_OPERATOR_API_KEY;

  /**
   * Where the built-in game provider reaches the site's seamless-wallet routes; when absent, the
   * API's own loopback address and the port it listens on.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PROVIDER_WALLET_URL?: string;

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

  /** Folder of the built web app served on the same port; empty to serve the API only. */
  @IsString()
  WEB_DIST_DIR = 'apps/web/dist';

  /** Run the seed when the database has no merchant yet. */
  @Transform(toBoolean)
  @IsBoolean()
  SEED_ON_EMPTY = true;
}

export type AppConfig = Readonly<EnvironmentVariables>;

// Variables without a default, which an instance's own keys therefore do not list.
const OPTIONAL_VARIABLES = ['DATABASE_URL', 'REDIS_URL', 'PROVIDER_WALLET_URL'];

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
  if (
    config.NODE_ENV === 'production' &&
    config.JWT_SECRET === new EnvironmentVariables().JWT_SECRET
  ) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: must be set in production');
  }
  if (
    config.NODE_ENV === 'production' &&
    config.SEAMLESS_WALLET_SECRET === DEFAULT_SEAMLESS_WALLET_SECRET
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  SEAMLESS_WALLET_SECRET: must be set in production',
    );
  }
  if (config.NODE_ENV === 'production' && config.OPERATOR_API_KEY === DEFAULT_OPERATOR_API_KEY) {
    throw new ConfigError('Invalid configuration:\n  OPERATOR_API_KEY: must be set in production');
  }
  return Object.freeze(config);
}
