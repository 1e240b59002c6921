import type {
  Hub88BalanceRequest,
  Hub88BetRequest,
  Hub88RollbackRequest,
  Hub88Status,
  Hub88WalletOperation,
  Hub88WinRequest,
} from '@wps/shared-types';

// Hub88's requests are read here rather than by the global ValidationPipe, which refuses fields
// it does not know: the protocol adds optional fields over time and an operator ignores those.
// A missing or malformed field is RS_ERROR_WRONG_SYNTAX, a field of the wrong JSON type
// RS_ERROR_WRONG_TYPES.

type Kind = 'id' | 'text' | 'amount' | 'flag';

interface Field {
  kind: Kind;
  required: boolean;
}

// Transaction, round, game and request ids: opaque, bounded, printable (safe in keys and logs).
const ID = /^[A-Za-z0-9._:-]{1,128}$/;
// "Minimum length 10 characters, maximum length 255" for tokens; users and bets are free text.
const TEXT_MAX = 255;

const required = (kind: Kind): Field => ({ kind, required: true });
const optional = (kind: Kind): Field => ({ kind, required: false });

const BASE = {
  user: required('text'),
  request_uuid: required('id'),
  token: required('text'),
  game_code: required('id'),
};

const TRANSACTION = {
  ...BASE,
  transaction_uuid: required('id'),
  round: required('id'),
  round_closed: optional('flag'),
};

const FIELDS: Record<Hub88WalletOperation, Record<string, Field>> = {
  balance: BASE,
  bet: {
    ...TRANSACTION,
    currency: required('text'),
    amount: required('amount'),
    is_free: optional('flag'),
  },
  win: {
    ...TRANSACTION,
    currency: required('text'),
    amount: required('amount'),
    reference_transaction_uuid: required('id'),
    is_free: optional('flag'),
  },
  rollback: { ...TRANSACTION, reference_transaction_uuid: required('id') },
};

export interface Hub88Requests {
  balance: Hub88BalanceRequest;
  bet: Hub88BetRequest;
  win: Hub88WinRequest;
  rollback: Hub88RollbackRequest;
}

export type Hub88Parsed<O extends Hub88WalletOperation> =
  { ok: true; request: Hub88Requests[O] } | { ok: false; status: Hub88Status };

function typeOk(kind: Kind, value: unknown): boolean {
  if (kind === 'flag') return typeof value === 'boolean';
  if (kind === 'amount') return typeof value === 'number';
  return typeof value === 'string';
}

function formOk(kind: Kind, value: unknown): boolean {
  if (kind === 'id') return ID.test(value as string);
  if (kind === 'text') return (value as string).length > 0 && (value as string).length <= TEXT_MAX;
  if (kind === 'amount') return Number.isSafeInteger(value) && (value as number) >= 0;
  return true;
}

/** The request of `operation` in `body`, its known fields checked and the others left out. */
export function parseHub88Request<O extends Hub88WalletOperation>(
  operation: O,
  body: unknown,
): Hub88Parsed<O> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, status: 'RS_ERROR_WRONG_SYNTAX' };
  }
  const source = body as Record<string, unknown>;
  const request: Record<string, unknown> = {};
  let status: Hub88Status | null = null;
  for (const [name, field] of Object.entries(FIELDS[operation])) {
    const value = source[name];
    // Optional fields may be null (round_closed is "boolean | null").
    if (value === undefined || (value === null && !field.required)) {
      if (field.required) status ??= 'RS_ERROR_WRONG_SYNTAX';
      continue;
    }
    if (!typeOk(field.kind, value)) return { ok: false, status: 'RS_ERROR_WRONG_TYPES' };
    if (!formOk(field.kind, value)) status ??= 'RS_ERROR_WRONG_SYNTAX';
    request[name] = value;
  }
  if (status) return { ok: false, status };
  return { ok: true, request: request as unknown as Hub88Requests[O] };
}

/** The request_uuid to echo, even from a body that does not parse. */
export function requestUuidOf(body: unknown): string {
  const value = (body as { request_uuid?: unknown } | null)?.request_uuid;
  return typeof value === 'string' && value.length <= TEXT_MAX ? value : '';
}

/** The user to echo, even from a body that does not parse. */
export function userOf(body: unknown): string {
  const value = (body as { user?: unknown } | null)?.user;
  return typeof value === 'string' && value.length <= TEXT_MAX ? value : '';
}
