import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.js';

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

  it('refuses text that is not an amount', () => {
    expect(() => formatMoney('1,234.00')).toThrow(RangeError);
    expect(() => formatMoney('abc')).toThrow(RangeError);
    expect(() => formatMoney('')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatMoney('1e999999999')).toThrow(RangeError);
  });
});
