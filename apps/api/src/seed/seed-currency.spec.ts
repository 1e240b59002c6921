import { readFileSync } from 'node:fs';
import { parseMerchant, SeedFileError } from './seed-files.js';

// The demo operator's file, with its currency changed.
const merchant = (currency: object) => ({
  ...(JSON.parse(
    readFileSync(new URL('../../../../prisma/seed/merchant.json', import.meta.url), 'utf8'),
  ) as object),
  ...currency,
});

describe("an operator's currency in the seed files", () => {
  it("takes ISO 4217's minor unit unless the file names the decimals", () => {
    expect(parseMerchant(merchant({ currencyCode: 'MYR' })).currencyDecimals).toBeNull();
    expect(
      parseMerchant(merchant({ currencyCode: 'USDT', currencyDecimals: 6 })).currencyDecimals,
    ).toBe(6);
  });

  it('refuses a code outside ISO 4217 without its decimals, and more than the ledger keeps', () => {
    expect(() => parseMerchant(merchant({ currencyCode: 'USDT' }))).toThrow(/currencyDecimals/);
    expect(() => parseMerchant(merchant({ currencyCode: 'USDT', currencyDecimals: 7 }))).toThrow(
      SeedFileError,
    );
  });
});
