import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.js';
import {
  ACCEPT_ANY_TEXT,
  ACCEPT_PATTERN_ID,
  DEFAULT_REGISTER_FIELD_RULES,
  REGISTER_FIELD_PATTERNS,
  REGISTRATION_RULE_FIELDS,
  type RegistrationUser,
  ageOn,
  defaultRegistrationType,
  isCalendarDate,
  parseRegistrationDate,
  registerPatternFor,
  validateField,
  validatePasswordChange,
  validateRegistration,
} from './registration.js';
import type { RegisterFieldRule } from './system.js';

// For each pattern id: values a player could type that are accepted, and that are refused.
const PATTERN_CASES: Record<number, { accepted: string[]; rejected: string[] }> = {
  0: { accepted: ['anything at all', '中文 ok', '!@#'], rejected: [] },
  1: { accepted: ['player01', 'abcdef', 'A1b2C3'], rejected: ['1player', 'play er', 'player_1'] },
  2: { accepted: ['Tan陈', '陈大文', 'Ali'], rejected: ['Tan 陈', 'Ali1', '김철수'] },
  3: {
    accepted: ['ali@example.com', 'first.last+bet@mail.co.my'],
    rejected: ['ali@', 'ali@example', 'ali example@mail.com', 'ali..b@mail.com', '@mail.com'],
  },
  4: { accepted: ['abc123', 'ABC', '123'], rejected: ['abc中文', 'abc 123', 'abc-123'] },
  5: { accepted: ['abc123', '1a'], rejected: ['abcdef', '123456', 'abc_123'] },
  6: { accepted: ['0123456789'], rejected: ['012-345', '１２３', '12a'] },
  7: { accepted: ['Abc123', 'ABC'], rejected: ['abc123', 'Abc 123', 'Ab中'] },
  8: { accepted: ['Ahmad bin Ali', 'Tan'], rejected: ['Ahmad2', 'Siti-Nur', 'Tan 陈'] },
  9: { accepted: ['a-b_c!中文', 'x'], rejected: ['a b', 'a\u3000b', 'a\tb'] },
  10: { accepted: ['陈大文', '陈·大文', '（陈）'], rejected: ['陈 大文', 'Chen', '!!!'] },
  11: {
    accepted: ['1990-12-31', '2024-02-29'],
    rejected: ['2023-02-30', '1990-13-01', '31-12-1990'],
  },
  12: { accepted: ['Li Na', 'ab', 'สมชาย ใจดี'], rejected: ['a', 'a 1', 'Li Na2', 'Li-Na'] },
  13: {
    accepted: ['12-31-1990', '02-29-2024'],
    rejected: ['02-30-2023', '1990-12-31', '13-01-1990'],
  },
  14: { accepted: ['abc123'], rejected: ['abcdef', '123456', 'abc 123'] },
  15: { accepted: ['김철수', '한국어'], rejected: ['Kim', '김 철수', '金哲秀'] },
  16: { accepted: ['สมชาย', 'ภาษาไทย'], rejected: ['สมชาย ใจดี', 'Somchai', 'สมชาย1'] },
  17: { accepted: ['สมชาย Jaidee', 'Somchai', 'ภาษาไทย'], rejected: ['Somchai1', '陈大文'] },
  18: { accepted: ['TAN AH KOW', 'ALI'], rejected: ['Tan Ah Kow', 'TAN1', 'TAN-AH'] },
  19: { accepted: ['Pass@123!', 'abc', '#$%'], rejected: ['Pass 123', '密码123'] },
  20: {
    accepted: ['Passw0rd!', 'aB3$'],
    rejected: ['password1!', 'PASSWORD1!', 'Password!', 'Passw0rd', 'Pass w0rd!'],
  },
  21: {
    accepted: ['Ahmad bin Ali', 'Tan Ah Kow', "Siti O'Neil", 'Jean-Luc Picard'],
    rejected: ['Ahmad', 'Ahmad 123', 'Ahmad bin_Ali'],
  },
  22: {
    accepted: ['やまだたろう', 'ヤマダタロウ', '山田太郎', 'ＡＢＣ１２３', 'スーパー・マン'],
    rejected: ['やまだ　たろう', 'ﾔﾏﾀﾞ', 'yamada', 'やまだ たろう'],
  },
  23: { accepted: ['ABC', 'TANAHKOW'], rejected: ['ABC DEF', 'Abc', 'ABC1'] },
};

function ruleFor(patternId: number, overrides: Partial<RegisterFieldRule> = {}): RegisterFieldRule {
  return {
    field: 'testField',
    enabled: true,
    required: true,
    acceptedPattern: ACCEPT_PATTERN_ID,
    patternId,
    minLength: 1,
    maxLength: 60,
    ...overrides,
  };
}

describe('registration field patterns', () => {
  it('defines ids 0 to 23 in order', () => {
    expect(REGISTER_FIELD_PATTERNS.map((pattern) => pattern.id)).toEqual(
      Array.from({ length: 24 }, (_, id) => id),
    );
  });

  it('has a template in MS, EN and CN for every pattern', () => {
    for (const pattern of REGISTER_FIELD_PATTERNS) {
      for (const language of LANGUAGES) {
        expect(pattern.messages[language], `pattern ${pattern.id} ${language}`).toMatch(/\S/);
      }
      // Three different texts: nothing left untranslated.
      expect(new Set(Object.values(pattern.messages)).size).toBe(3);
    }
  });

  it('names the allowed length in every template that can fail on length', () => {
    for (const pattern of REGISTER_FIELD_PATTERNS) {
      if (pattern.id === 11 || pattern.id === 13) continue;
      for (const language of LANGUAGES) {
        expect(pattern.messages[language]).toContain('(min)');
        expect(pattern.messages[language]).toContain('(max)');
      }
    }
  });

  for (const [id, { accepted, rejected }] of Object.entries(PATTERN_CASES)) {
    it(`pattern ${id} accepts and refuses the expected values`, () => {
      const rule = ruleFor(Number(id));
      for (const value of accepted) {
        expect(validateField(value, rule, 'EN').valid, `accepts "${value}"`).toBe(true);
      }
      for (const value of rejected) {
        expect(validateField(value, rule, 'EN').valid, `refuses "${value}"`).toBe(false);
      }
    });
  }

  it('covers every pattern in the cases above', () => {
    expect(Object.keys(PATTERN_CASES)).toHaveLength(24);
    for (const id of Object.keys(PATTERN_CASES).filter((key) => key !== '0')) {
      expect(PATTERN_CASES[Number(id)]?.rejected.length).toBeGreaterThan(0);
    }
  });

  it('falls back to the length-only pattern for an unknown id', () => {
    expect(registerPatternFor(99).id).toBe(0);
    expect(validateField('any text', ruleFor(99), 'EN').valid).toBe(true);
  });
});

describe('impossible dates', () => {
  it('refuses days that do not exist', () => {
    expect(parseRegistrationDate('2023-02-29')).toBeNull();
    expect(parseRegistrationDate('2023-04-31')).toBeNull();
    expect(parseRegistrationDate('1900-02-29')).toBeNull();
    expect(parseRegistrationDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseRegistrationDate('0000-01-01')).toBeNull();
    expect(parseRegistrationDate('04-31-2023', 13)).toBeNull();
    expect(parseRegistrationDate('12-31-1990', 13)).toEqual({ year: 1990, month: 12, day: 31 });
    expect(isCalendarDate(2024, 0, 10)).toBe(false);
  });

  it('shows the date template for 2023-02-30 in each language', () => {
    const result = validateField('2023-02-30', ruleFor(11, { minLength: 10, maxLength: 10 }), 'MS');
    expect(result).toMatchObject({ valid: false, messageKey: 'validation.pattern.11' });
    expect(result.message).toContain('yyyy-MM-dd');
    expect(validateField('02-30-2023', ruleFor(13), 'CN').message).toContain('MM-dd-yyyy');
  });
});

describe('validateField', () => {
  const username = ruleFor(1, { minLength: 6, maxLength: 16 });

  it('fills (min) and (max) in the pattern template of each language', () => {
    expect(validateField('1bad', username, 'EN').message).toBe(
      'Must start with a letter and contain only letters and digits, 6 to 16 characters',
    );
    expect(validateField('1bad', username, 'MS').message).toBe(
      'Mesti bermula dengan huruf dan hanya mengandungi huruf dan nombor, 6 hingga 16 aksara',
    );
    expect(validateField('1bad', username, 'CN').message).toBe(
      '须以字母开头，仅限字母和数字，长度为6至16个字符',
    );
  });

  it('uses the pattern template when the length is wrong, with the lengths as params', () => {
    const result = validateField('abc', username, 'EN');
    expect(result).toEqual({
      valid: false,
      messageKey: 'validation.pattern.1',
      message: 'Must start with a letter and contain only letters and digits, 6 to 16 characters',
      params: { min: 6, max: 16 },
    });
    expect(validateField('a'.repeat(17), username, 'EN').valid).toBe(false);
    expect(validateField('a'.repeat(16), username, 'EN').valid).toBe(true);
  });

  it("uses id 0's template when the rule accepts any text", () => {
    const anyText = ruleFor(1, { acceptedPattern: ACCEPT_ANY_TEXT, minLength: 2, maxLength: 5 });
    expect(validateField('1 x!', anyText, 'EN').valid).toBe(true);
    expect(validateField('toolong', anyText, 'EN')).toMatchObject({
      messageKey: 'validation.pattern.0',
      message: 'Length must be between 2 and 5 characters',
    });
    expect(validateField('x', anyText, 'MS').message).toBe(
      'Panjang mesti antara 2 hingga 5 aksara',
    );
    expect(validateField('x', anyText, 'CN').message).toBe('长度须在2至5个字符之间');
  });

  it('counts characters, not UTF-16 units', () => {
    const rule = ruleFor(0, { acceptedPattern: ACCEPT_ANY_TEXT, minLength: 1, maxLength: 3 });
    expect(validateField('𠮷𠮷𠮷', rule, 'EN').valid).toBe(true);
    expect(validateField('𠮷𠮷𠮷𠮷', rule, 'EN').valid).toBe(false);
  });

  it('ignores a disabled field, whatever its value', () => {
    const disabled = ruleFor(6, { enabled: false });
    expect(validateField('not digits', disabled, 'EN').valid).toBe(true);
    expect(validateField('', disabled, 'EN').valid).toBe(true);
  });

  it('refuses an empty required field, after trimming', () => {
    for (const value of ['', '   ', undefined, null]) {
      expect(validateField(value, username, 'EN')).toMatchObject({
        valid: false,
        messageKey: 'validation.required',
        message: 'Input cannot be empty',
      });
    }
    expect(validateField(' ', username, 'MS').message).toBe('Input tidak boleh dikosongkan');
    expect(validateField(' ', username, 'CN').message).toBe('输入不能为空');
  });

  it('accepts an empty optional field but checks a filled one', () => {
    const optionalEmail = ruleFor(3, { required: false, minLength: 6, maxLength: 50 });
    expect(validateField('', optionalEmail, 'EN')).toEqual({
      valid: true,
      messageKey: null,
      message: null,
      params: {},
    });
    expect(validateField('not-an-email', optionalEmail, 'EN').valid).toBe(false);
  });

  it('trims before checking', () => {
    expect(validateField('  player01  ', username, 'EN').valid).toBe(true);
  });
});

function registrationUser(overrides: Partial<RegistrationUser> = {}): Partial<RegistrationUser> {
  return {
    username: 'player01',
    password: 'secret123',
    confirmPassword: 'secret123',
    mobileNum: '',
    email: '',
    payeeName: '',
    termsAccepted: true,
    ageConfirmed: true,
    login: true,
    ...overrides,
  };
}

describe('validateRegistration', () => {
  const rules = DEFAULT_REGISTER_FIELD_RULES;

  it('accepts a complete username registration with the default rules', () => {
    expect(validateRegistration(registrationUser(), rules, 'EN')).toEqual({});
  });

  it('shows the mismatch text when the confirmation differs', () => {
    const user = registrationUser({ confirmPassword: 'secret124' });
    expect(validateRegistration(user, rules, 'EN')).toEqual({
      confirmPassword: 'The two inputs do not match',
    });
    expect(validateRegistration(user, rules, 'MS').confirmPassword).toBe(
      'Kedua-dua input tidak sepadan',
    );
    expect(validateRegistration(user, rules, 'CN').confirmPassword).toBe('两次输入不一致');
  });

  it('requires the terms and the 18+ agreements', () => {
    const user = registrationUser({ termsAccepted: false, ageConfirmed: undefined });
    const errors = validateRegistration(user, rules, 'EN');
    expect(errors.termsAccepted).toBe('Please agree to the Terms and Conditions');
    expect(errors.ageConfirmed).toBe(
      'Please agree to the confirmation that you are 18 years old or over',
    );
    expect(validateRegistration(user, rules, 'MS').termsAccepted).toBe(
      'Sila bersetuju dengan Terma dan Syarat',
    );
    expect(validateRegistration(user, rules, 'CN').termsAccepted).toBe('请同意条款与细则');
  });

  it('always asks username and password in username registration, even if switched off', () => {
    const switchedOff = rules.map((rule) => ({ ...rule, enabled: false, required: false }));
    const errors = validateRegistration(
      registrationUser({ username: '', password: '', confirmPassword: '' }),
      switchedOff,
      'EN',
    );
    expect(errors).toEqual({
      username: 'Input cannot be empty',
      password: 'Input cannot be empty',
      confirmPassword: 'Input cannot be empty',
    });
  });

  it('checks the password against its rule', () => {
    const errors = validateRegistration(
      registrationUser({ password: 'abcdefg', confirmPassword: 'abcdefg' }),
      rules,
      'EN',
    );
    expect(errors.password).toBe('Must be a combination of letters and digits, 6 to 20 characters');
  });

  it('checks optional fields only when filled', () => {
    expect(validateRegistration(registrationUser({ email: 'bad' }), rules, 'EN').email).toBe(
      'Please enter a valid e-mail address of 6 to 50 characters',
    );
    expect(
      validateRegistration(registrationUser({ payeeName: 'Ahmad' }), rules, 'EN').payeeName,
    ).toMatch(/full name/);
    expect(
      validateRegistration(registrationUser({ payeeName: 'Ahmad bin Ali' }), rules, 'EN'),
    ).toEqual({});
  });

  it('ignores fields the operator did not switch on', () => {
    expect(validateRegistration(registrationUser({ qqNum: 'not digits' }), rules, 'EN')).toEqual(
      {},
    );
    expect(validateRegistration(registrationUser({ qqNum: 'not digits' }), [], 'EN')).toEqual({});
  });

  it('requires the mobile number in mobile registration, without username or password', () => {
    const options = { registrationType: 'registerMobile' as const };
    const user = registrationUser({ username: '', password: '', confirmPassword: '' });
    expect(validateRegistration(user, rules, 'EN', options)).toEqual({
      mobileNum: 'Input cannot be empty',
    });
    expect(
      validateRegistration({ ...user, mobileNum: '0123456789' }, rules, 'EN', options),
    ).toEqual({});
    expect(
      validateRegistration({ ...user, mobileNum: '012-3456789' }, rules, 'EN', options).mobileNum,
    ).toBe('Only digits are allowed, 9 to 11 digits');
  });

  it('asks a password in mobile registration when MOBILENUMPASSREG3 is on', () => {
    const options = {
      registrationType: 'registerMobile' as const,
      enabledFlags: ['MOBILENUMPASSREG3' as const],
    };
    const user = registrationUser({ username: '', mobileNum: '0123456789', confirmPassword: 'x' });
    expect(validateRegistration(user, rules, 'EN', options)).toEqual({
      confirmPassword: 'The two inputs do not match',
    });
  });

  it('requires the SMS code when REGMOBVERF3 is on', () => {
    const options = { enabledFlags: ['REGMOBVERF3' as const] };
    expect(validateRegistration(registrationUser(), rules, 'EN', options)).toEqual({
      verificationCode: 'Input cannot be empty',
    });
    expect(
      validateRegistration(registrationUser({ verificationCode: '482913' }), rules, 'EN', options),
    ).toEqual({});
  });

  describe('birthday and minimum age', () => {
    const withBirthday = rules.map((rule) =>
      rule.field === 'birthday' ? { ...rule, enabled: true, required: true } : rule,
    );
    const today = new Date(2025, 5, 15);

    it('accepts a member who is old enough, on the birthday itself', () => {
      const user = registrationUser({ birthday: '2007-06-15' });
      expect(validateRegistration(user, withBirthday, 'EN', { today })).toEqual({});
    });

    it('refuses a member under 18 by default', () => {
      const user = registrationUser({ birthday: '2007-06-16' });
      expect(validateRegistration(user, withBirthday, 'EN', { today }).birthday).toBe(
        'Please confirm you are 18 years old',
      );
    });

    it("shows the 21 text under an operator's minimum age of 21", () => {
      const user = registrationUser({ birthday: '2005-01-01' });
      const options = { today, minimumAge: 21 };
      expect(validateRegistration(user, withBirthday, 'EN', options).birthday).toBe(
        'Please confirm you are 21 years old',
      );
      expect(validateRegistration(user, withBirthday, 'MS', options).birthday).toBe(
        'Sila sahkan anda berumur 21 tahun',
      );
      expect(validateRegistration(user, withBirthday, 'CN', options).birthday).toBe(
        '请确认您已年满21岁',
      );
    });

    it('never goes below the 18+ agreement', () => {
      const user = registrationUser({ birthday: '2010-01-01' });
      expect(
        validateRegistration(user, withBirthday, 'EN', { today, minimumAge: 16 }).birthday,
      ).toBe('Please confirm you are 18 years old');
    });

    it('refuses an impossible birthday', () => {
      const user = registrationUser({ birthday: '1990-02-30' });
      expect(validateRegistration(user, withBirthday, 'EN', { today }).birthday).toBe(
        'Please enter a valid date as yyyy-MM-dd, for example 1990-12-31',
      );
    });

    it('counts a 29 February birthday from 1 March', () => {
      const birthday = { year: 2004, month: 2, day: 29 };
      expect(ageOn(birthday, new Date(2022, 1, 28))).toBe(17);
      expect(ageOn(birthday, new Date(2022, 2, 1))).toBe(18);
    });
  });
});

describe('validatePasswordChange', () => {
  it('requires the old password unless known, and a matching confirmation', () => {
    const errors = validatePasswordChange(
      { oldPassword: '', newPassword: 'newpass1', confirmNewPassword: 'newpass2' },
      DEFAULT_REGISTER_FIELD_RULES,
      'EN',
    );
    expect(errors).toEqual({
      oldPassword: 'Input cannot be empty',
      confirmNewPassword: 'The two inputs do not match',
    });
    expect(
      validatePasswordChange(
        { newPassword: 'newpass1', confirmNewPassword: 'newpass1' },
        DEFAULT_REGISTER_FIELD_RULES,
        'EN',
        { oldPasswordKnown: true },
      ),
    ).toEqual({});
  });

  it('checks the new password against the password rule', () => {
    const errors = validatePasswordChange(
      { oldPassword: '123456', newPassword: '654321', confirmNewPassword: '654321' },
      DEFAULT_REGISTER_FIELD_RULES,
      'CN',
    );
    expect(errors.newPassword).toBe('须为字母和数字的组合，长度为6至20个字符');
  });
});

describe('default rules', () => {
  it('give every rule-bearing field exactly one rule', () => {
    expect(DEFAULT_REGISTER_FIELD_RULES.map((rule) => rule.field)).toEqual([
      ...REGISTRATION_RULE_FIELDS,
    ]);
  });

  it('match the agreed defaults', () => {
    const byField = Object.fromEntries(
      DEFAULT_REGISTER_FIELD_RULES.map((rule) => [rule.field, rule]),
    );
    expect(byField.username).toMatchObject({
      patternId: 1,
      minLength: 6,
      maxLength: 16,
      required: true,
    });
    expect(byField.password).toMatchObject({
      patternId: 5,
      minLength: 6,
      maxLength: 20,
      required: true,
    });
    expect(byField.mobileNum).toMatchObject({ patternId: 6, minLength: 9, maxLength: 11 });
    expect(byField.email).toMatchObject({ patternId: 3, enabled: true });
    expect(byField.payeeName).toMatchObject({ patternId: 21, enabled: true });
    expect(byField.qqNum?.enabled).toBe(false);
  });
});

describe('defaultRegistrationType', () => {
  it('opens on mobile registration when MOBILENUMREG3 is on', () => {
    expect(defaultRegistrationType(['MOBILENUMREG3', 'USERNAMEREG3'])).toBe('registerMobile');
    expect(defaultRegistrationType(['USERNAMEREG3'])).toBe('register');
  });
});
