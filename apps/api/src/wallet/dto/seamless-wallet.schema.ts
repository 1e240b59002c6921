import {
  SEAMLESS_AMOUNT_PATTERN,
  SEAMLESS_PRIZES,
  type SeamlessBalanceRequest,
  type SeamlessCreditRequest,
  type SeamlessDebitRequest,
  type SeamlessEndRoundRequest,
  type SeamlessRollbackRequest,
} from '@wps/shared-types';

// The four seamless calls (and the end of round) come with every round a vendor plays: their
// bodies are checked by JSON Schemas compiled once (SeamlessBody), not by class-validator, whose
// per-request metadata lookup was the largest single cost of a call. Each schema is also the
// call's OpenAPI body, so the documentation and the check cannot disagree.

// Vendors' ids are opaque text; bounded, and printable so they are safe in logs and keys.
const VENDOR_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;
export const PLAYER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
// ISO 4217 codes, and the longer ones vendors use for tokens and sub-units (USDT, mBTC).
const CURRENCY_PATTERN = /^[A-Za-z0-9]{3,8}$/;

/** One body field: its schema (OpenAPI 3.0 and JSON Schema alike) and what a bad value hears. */
interface BodyField {
  schema: {
    type: 'string' | 'boolean';
    pattern?: string;
    enum?: string[];
    description?: string;
    example?: string;
  };
  message: string;
  optional?: true;
}

/** What an optional field adds: null is taken, as absent (an enum lists it too). */
interface OptionalSchema {
  nullable?: true;
  enum?: (string | null)[];
}

/** A call's body: its schema (no other fields allowed) and each field's refusal message. */
export interface SeamlessBodyDefinition<Body> {
  schema: {
    type: 'object';
    properties: Record<string, Omit<BodyField['schema'], 'enum'> & OptionalSchema>;
    required: string[];
    additionalProperties: false;
  };
  messages: Record<string, string>;
  /** Only for the type: the body a value that passed the schema is. */
  readonly body?: Body;
}

function body<Body>(fields: Record<keyof Body & string, BodyField>): SeamlessBodyDefinition<Body> {
  const entries = Object.entries<BodyField>(fields);
  return {
    schema: {
      type: 'object',
      // An optional field may be null, as class-validator's IsOptional let it be.
      properties: Object.fromEntries(
        entries.map(([name, { schema, optional }]) => [
          name,
          optional
            ? { ...schema, nullable: true, ...(schema.enum && { enum: [...schema.enum, null] }) }
            : schema,
        ]),
      ),
      required: entries.filter(([, field]) => !field.optional).map(([name]) => name),
      additionalProperties: false,
    },
    messages: Object.fromEntries(entries.map(([name, field]) => [name, field.message])),
  };
}

const matching = (name: string, pattern: RegExp, description?: string): BodyField => ({
  schema: { type: 'string', pattern: pattern.source, ...(description && { description }) },
  message: `${name} must match ${String(pattern)} regular expression`,
});

const playerToken = matching('playerToken', PLAYER_TOKEN_PATTERN);
const currency: BodyField = {
  schema: {
    type: 'string',
    pattern: CURRENCY_PATTERN.source,
    example: 'MYR',
    description: "The call's currency; another than the wallet's is refused (WRONG_CURRENCY)",
  },
  message: 'currency must be a currency code',
  optional: true,
};
const transactionId = matching('transactionId', VENDOR_ID_PATTERN);
const roundId = matching('roundId', VENDOR_ID_PATTERN);
const amount: BodyField = {
  schema: {
    type: 'string',
    pattern: SEAMLESS_AMOUNT_PATTERN.source,
    example: '1.50',
    description:
      "The stake (zero for a free bet) or, in a credit, the payout; nothing finer than the operator's currency allows",
  },
  message: 'amount must be a decimal string with at most six decimals',
};
const roundClosed = (description: string): BodyField => ({
  schema: { type: 'boolean', description },
  message: 'roundClosed must be a boolean value',
  optional: true,
});

const debit = {
  playerToken,
  currency,
  transactionId,
  roundId,
  gameCode: matching('gameCode', VENDOR_ID_PATTERN),
  amount,
};

export const SEAMLESS_BODIES = {
  balance: body<SeamlessBalanceRequest>({ playerToken, currency }),
  debit: body<SeamlessDebitRequest>(debit),
  /** The same fields as a debit; the amount is the payout (zero for a losing round). */
  credit: body<SeamlessCreditRequest>({
    ...debit,
    roundClosed: roundClosed("True on the round's last credit: the round is closed"),
    prize: {
      schema: {
        type: 'string',
        enum: [...SEAMLESS_PRIZES],
        description: 'A win without a bet (promotion, tournament, jackpot): no round needed',
      },
      message: `prize must be one of the following values: ${SEAMLESS_PRIZES.join(', ')}`,
      optional: true,
    },
  }),
  rollback: body<SeamlessRollbackRequest>({
    playerToken,
    currency,
    transactionId,
    referenceTransactionId: matching(
      'referenceTransactionId',
      VENDOR_ID_PATTERN,
      'The debit (or, on a sports round, the credit) being cancelled',
    ),
    roundId,
    roundClosed: roundClosed('True: the round is closed after the rollback'),
  }),
  endRound: body<SeamlessEndRoundRequest>({ playerToken, currency, transactionId, roundId }),
};
