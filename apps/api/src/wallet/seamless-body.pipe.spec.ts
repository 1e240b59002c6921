import { AppError } from '../common/app-error.js';
import { SEAMLESS_BODIES } from './dto/seamless-wallet.schema.js';
import { SeamlessBody } from './seamless-body.pipe.js';

const credit = new SeamlessBody(SEAMLESS_BODIES.credit);
const valid = {
  playerToken: 'a'.repeat(32),
  transactionId: 'tx-1',
  roundId: 'round:1',
  gameCode: 'PG_1',
  amount: '1.50',
};

function refusal(body: unknown): unknown {
  try {
    credit.transform(body);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, value: error.value };
    throw error;
  }
  throw new Error('taken');
}

describe('the seamless bodies’ compiled check', () => {
  it('takes a body of the contract as it is, optional fields null or absent', () => {
    expect(credit.transform(valid)).toBe(valid);
    const withNulls = { ...valid, currency: null, roundClosed: null, prize: null };
    expect(credit.transform(withNulls)).toBe(withNulls);
    const prize = { ...valid, currency: 'MYR', roundClosed: true, prize: 'JACKPOT' };
    expect(credit.transform(prize)).toBe(prize);
  });

  it('names every bad field with the message class-validator gave', () => {
    expect(
      refusal({ ...valid, playerToken: 'short', amount: 1.5, prize: 'RAFFLE', extra: 1 }),
    ).toEqual({
      code: 'VALIDATION_FAILED',
      value: {
        fields: {
          playerToken: ['playerToken must match /^[A-Za-z0-9_-]{16,128}$/ regular expression'],
          amount: ['amount must be a decimal string with at most six decimals'],
          prize: ['prize must be one of the following values: PROMOTION, TOURNAMENT, JACKPOT'],
          extra: ['property extra should not exist'],
        },
      },
    });
    const withoutRound: Record<string, unknown> = { ...valid, roundClosed: 'yes' };
    delete withoutRound.roundId;
    expect(refusal(withoutRound)).toEqual({
      code: 'VALIDATION_FAILED',
      value: {
        fields: {
          roundId: ['roundId must match /^[A-Za-z0-9._:-]{1,128}$/ regular expression'],
          roundClosed: ['roundClosed must be a boolean value'],
        },
      },
    });
  });

  it('names keys an object has of its own as unknown fields', () => {
    const body = JSON.parse(`{"constructor":1,"__proto__":{}}`) as object;
    expect(refusal({ ...valid, ...body })).toEqual({
      code: 'VALIDATION_FAILED',
      value: {
        fields: {
          constructor: ['property constructor should not exist'],
          // A computed key: an own property, as JSON.parse makes it.
          ['__proto__']: ['property __proto__ should not exist'],
        },
      },
    });
  });

  it('refuses a body that is not an object', () => {
    for (const body of [[valid], 'text', null, undefined]) {
      expect(refusal(body)).toEqual({
        code: 'VALIDATION_FAILED',
        value: { fields: { body: ['body must be a JSON object'] } },
      });
    }
  });
});
