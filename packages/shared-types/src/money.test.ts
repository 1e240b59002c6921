import { describe, expect, it } from 'vitest';
import {
  amountAtScale,
  amountFitsScale,
  amountFromUnits,
  amountToUnits,
  currencyDecimals,
  formatMoney,
  isoCurrencyDecimals,
} from './money.js';

describe('formatMoney', () => {
  it('shows the operator symbol, a space, thousands separators and two decimals', () => {
    expect(formatMoney('1234567.5', 'RM')).toBe('RM 1,234,567.50');
    expect(formatMoney('1000', 'RM')).toBe('RM 1,000.00');
    expect(formatMoney('999', 'RM')).toBe('RM 999.00');
    expect(formatMoney('1234567890123456789.12', 'RM')).toBe('RM 1,234,567,890,123,456,789.12');
  });

  it("uses 'P' when no symbol is given, and no space when the symbol is empty", () => {
    expect(formatMoney('12.3')).toBe('P 12.30');
    expect(formatMoney('12.3', '')).toBe('12.30');
  });

  it('rounds decimal strings half up, exactly', () => {
    expect(formatMoney('1234567.891', 'RM')).toBe('RM 1,234,567.89');
    expect(formatMoney('0.005', 'RM')).toBe('RM 0.01');
    expect(formatMoney('0.0049999999999999999', 'RM')).toBe('RM 0.00');
    expect(formatMoney('999.995', 'RM')).toBe('RM 1,000.00');
    expect(formatMoney('1.015', 'RM')).toBe('RM 1.02');
    // 9007199254740993 cannot be a float; the string keeps every digit.
    expect(formatMoney('9007199254740993.125', 'RM')).toBe('RM 9,007,199,254,740,993.13');
  });

  it('formats numbers as they are written', () => {
    expect(formatMoney(1.005, 'RM')).toBe('RM 1.01');
    expect(formatMoney(0.1 + 0.2, 'RM')).toBe('RM 0.30');
    expect(formatMoney(1234567, 'RM')).toBe('RM 1,234,567.00');
    expect(formatMoney(1e21, 'RM')).toBe('RM 1,000,000,000,000,000,000,000.00');
    expect(formatMoney(1e-7, 'RM')).toBe('RM 0.00');
  });

  it('puts the minus sign before the symbol and rounds negatives away from zero', () => {
    expect(formatMoney('-1234.5', 'RM')).toBe('-RM 1,234.50');
    expect(formatMoney(-0.005, 'RM')).toBe('-RM 0.01');
    expect(formatMoney('-999.999')).toBe('-P 1,000.00');
  });

  it('shows no minus sign on an amount that rounds to zero', () => {
    expect(formatMoney('-0.001', 'RM')).toBe('RM 0.00');
    expect(formatMoney(-0, 'RM')).toBe('RM 0.00');
  });

  it('accepts the usual written forms', () => {
    expect(formatMoney(' 42 ', 'RM')).toBe('RM 42.00');
    expect(formatMoney('.5', 'RM')).toBe('RM 0.50');
    expect(formatMoney('+7.', 'RM')).toBe('RM 7.00');
  });

  it("shows the currency's decimals when given", () => {
    expect(formatMoney('49999.5002', 'USDT', 4)).toBe('USDT 49,999.5002');
    expect(formatMoney('-0.0001', '', 4)).toBe('-0.0001');
    expect(formatMoney('49900', '¥', 0)).toBe('¥ 49,900');
    expect(formatMoney('1.000', 'KD', 3)).toBe('KD 1.000');
  });

  it('refuses text that is not an amount', () => {
    expect(() => formatMoney('1,234.00')).toThrow(RangeError);
    expect(() => formatMoney('abc')).toThrow(RangeError);
    expect(() => formatMoney('')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatMoney('1e999999999')).toThrow(RangeError);
  });
});

describe('exact amounts and scales', () => {
  it('turns integer units into a decimal string and back, exactly', () => {
    expect(amountFromUnits(123450n, 5)).toBe('1.23450');
    expect(amountFromUnits('1', 5)).toBe('0.00001');
    expect(amountFromUnits(-250, 2)).toBe('-2.50');
    expect(amountFromUnits(42, 0)).toBe('42');
    expect(amountFromUnits('900719925474099312345', 5)).toBe('9007199254740993.12345');
    expect(amountToUnits('1.2345', 5)).toBe(123450n);
    expect(amountToUnits('0.00001', 5)).toBe(1n);
    expect(amountToUnits('-7', 2)).toBe(-700n);
    expect(amountToUnits('10.500000', 2)).toBe(1050n);
  });

  it('refuses an amount finer than the scale instead of rounding it', () => {
    expect(() => amountToUnits('0.000001', 5)).toThrow(RangeError);
    expect(() => amountAtScale('1.005', 2)).toThrow(RangeError);
    expect(() => amountAtScale('0.5', 0)).toThrow(RangeError);
    expect(amountFitsScale('0.0001', 4)).toBe(true);
    expect(amountFitsScale('0.0001', 2)).toBe(false);
    expect(amountFitsScale('1.10', 1)).toBe(true);
    expect(amountFitsScale('1e3', 2)).toBe(false);
  });

  it('writes an amount with exactly the scale given', () => {
    expect(amountAtScale('100.000000', 2)).toBe('100.00');
    expect(amountAtScale('0.000100', 4)).toBe('0.0001');
    expect(amountAtScale('-3.5', 6)).toBe('-3.500000');
    expect(amountAtScale('1500.000000', 0)).toBe('1500');
  });

  it('refuses text and units that are not amounts', () => {
    expect(() => amountToUnits('1,000.00', 2)).toThrow(RangeError);
    expect(() => amountToUnits(' 1', 2)).toThrow(RangeError);
    expect(() => amountFromUnits(1.5, 2)).toThrow(RangeError);
    expect(() => amountFromUnits('1.5', 2)).toThrow(RangeError);
    expect(() => amountAtScale('1', -1)).toThrow(RangeError);
  });

  it("knows ISO 4217's minor units and no other code's", () => {
    expect(isoCurrencyDecimals('MYR')).toBe(2);
    expect(isoCurrencyDecimals('jpy')).toBe(0);
    expect(isoCurrencyDecimals('KWD')).toBe(3);
    expect(isoCurrencyDecimals('CLF')).toBe(4);
    expect(isoCurrencyDecimals('USDT')).toBeUndefined();
    expect(isoCurrencyDecimals('XYZ')).toBeUndefined();
  });

  it("takes the operator's decimals over ISO's, and two for an unknown code without them", () => {
    expect(currencyDecimals('MYR')).toBe(2);
    expect(currencyDecimals('MYR', 4)).toBe(4);
    expect(currencyDecimals('USDT', 6)).toBe(6);
    expect(currencyDecimals('KWD', null)).toBe(3);
    expect(currencyDecimals('XYZ')).toBe(2);
  });
});
