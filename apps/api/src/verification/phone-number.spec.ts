import { normalisePhone, toE164 } from './phone-number.js';

describe('normalisePhone', () => {
  it.each([
    ['+60', '123456701'],
    ['60', '123456701'],
    [' +60 ', '0123456701'],
    ['60', '012-345 6701'],
    ['+60', '12 345 6701'],
  ])('reads %j %j as the seeded demo number', (code, mobile) => {
    expect(normalisePhone(code, mobile)).toEqual({
      countryDialingCode: '+60',
      mobileNum: '123456701',
    });
  });

  it('keeps dialing codes of one to four digits', () => {
    expect(normalisePhone('1', '2025550123')?.countryDialingCode).toBe('+1');
    expect(normalisePhone('+852', '91234567')?.countryDialingCode).toBe('+852');
    expect(normalisePhone('1684', '6331234')?.countryDialingCode).toBe('+1684');
  });

  it('removes only one trunk zero', () => {
    expect(normalisePhone('+60', '00123456701')?.mobileNum).toBe('0123456701');
  });

  it.each([
    ['', '123456701'],
    ['+', '123456701'],
    ['+0', '123456701'],
    ['+12345', '123456701'],
    ['+6O', '123456701'],
    ['+60', ''],
    ['+60', '12345'],
    ['+60', '12345678901234'],
    ['+60', '12345a6701'],
    ['+60', '+60123456701'],
    ['+60', '12.345.6701'],
    // Fine alone, but longer than E.164's fifteen digits together.
    ['+852', '1234567890123'],
  ])('refuses %j %j', (code, mobile) => {
    expect(normalisePhone(code, mobile)).toBeNull();
  });

  it('writes the E.164 form an SMS goes to', () => {
    expect(toE164({ countryDialingCode: '+60', mobileNum: '123456701' })).toBe('+60123456701');
  });
});
