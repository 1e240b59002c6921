import { describe, expect, it } from 'vitest';
import { DEFAULT_REGISTER_FIELD_RULES, type RegisterFieldRule } from '@wps/shared-types';
import {
  emptyRegistrationValues,
  initialRegistrationType,
  registrationFormFields,
  registrationRequestOf,
  registrationTypes,
} from './registration-form';

const rules = [...DEFAULT_REGISTER_FIELD_RULES];
const names = (fields: Array<{ field: string }>) => fields.map((entry) => entry.field);

function withRule(field: string, change: Partial<RegisterFieldRule>): RegisterFieldRule[] {
  return rules.map((rule) => (rule.field === field ? { ...rule, ...change } : rule));
}

describe('registration types', () => {
  it('shows one tab per enabled method, mobile first and by default', () => {
    expect(registrationTypes(['USERNAMEREG3', 'MOBILENUMREG3'])).toEqual([
      'registerMobile',
      'register',
    ]);
    expect(initialRegistrationType(['USERNAMEREG3', 'MOBILENUMREG3'])).toBe('registerMobile');
    expect(initialRegistrationType(['USERNAMEREG3'])).toBe('register');
    expect(registrationTypes([])).toEqual(['register']);
  });
});

describe('registrationFormFields', () => {
  it('asks the username, the password twice and the fields the operator enabled', () => {
    const fields = registrationFormFields(rules, ['USERNAMEREG3'], 'register');
    expect(names(fields)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'email',
      'mobileNum',
    ]);
    expect(fields.find((entry) => entry.field === 'email')?.required).toBe(false);
    expect(fields.find((entry) => entry.field === 'username')?.required).toBe(true);
  });

  it('marks a field required when the operator requires it, and hides a disabled one', () => {
    const custom = withRule('email', { required: true }).map((rule) =>
      rule.field === 'payeeName' ? { ...rule, enabled: false } : rule,
    );
    const fields = registrationFormFields(custom, [], 'register');
    expect(fields.find((entry) => entry.field === 'email')?.required).toBe(true);
    expect(names(fields)).not.toContain('payeeName');
  });

  it('asks the mobile number instead of a username by mobile, and a password only with MOBILENUMPASSREG3', () => {
    expect(names(registrationFormFields(rules, ['MOBILENUMREG3'], 'registerMobile'))).toEqual([
      'mobileNum',
      'payeeName',
      'email',
    ]);
    const withPassword = registrationFormFields(
      rules,
      ['MOBILENUMREG3', 'MOBILENUMPASSREG3'],
      'registerMobile',
    );
    expect(names(withPassword).slice(0, 3)).toEqual(['mobileNum', 'password', 'confirmPassword']);
  });

  it('adds the SMS code (and a required mobile number) with REGMOBVERF3', () => {
    const fields = registrationFormFields(rules, ['REGMOBVERF3'], 'register');
    expect(names(fields).slice(0, 3)).toEqual(['username', 'mobileNum', 'verificationCode']);
    expect(fields.find((entry) => entry.field === 'mobileNum')?.required).toBe(true);
  });

  it('adds payment password, captcha and the social fields when enabled', () => {
    const custom = rules.map((rule) =>
      ['paymentPassword', 'captcha', 'whatsapp', 'line'].includes(rule.field)
        ? { ...rule, enabled: true, required: true }
        : rule,
    );
    const fields = names(registrationFormFields(custom, [], 'register'));
    expect(fields).toEqual(
      expect.arrayContaining(['paymentPassword', 'captcha', 'whatsapp', 'line']),
    );
    expect(fields.at(-1)).toBe('captcha');
  });

  it('hides the invitation field for a valid code and forces it for an invalid one', () => {
    const enabled = withRule('affiliateCode', { enabled: true });
    expect(names(registrationFormFields(enabled, [], 'register'))).toContain('affiliateCode');
    expect(
      names(registrationFormFields(enabled, [], 'register', { affiliateHidden: true })),
    ).not.toContain('affiliateCode');
    expect(
      names(registrationFormFields(rules, [], 'register', { affiliateForced: true })),
    ).toContain('affiliateCode');
  });
});

describe('registrationRequestOf', () => {
  it('sends every registration field flat, trimmed, and empty strings for fields not asked', () => {
    const fields = registrationFormFields(rules, [], 'register');
    const values = {
      ...emptyRegistrationValues(),
      username: ' player1 ',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      email: 'p@example.com',
      qqNum: '12345',
    };
    const request = registrationRequestOf(values, fields, {
      countryDialingCode: '+60',
      referralCode: 'REF1',
      termsAccepted: true,
      ageConfirmed: true,
      slider: { sliderChallengeId: 'c', sliderToken: 't' },
    });
    expect(request).toMatchObject({
      username: 'player1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      email: 'p@example.com',
      qqNum: '',
      mobileNum: '',
      countryDialingCode: '+60',
      referralCode: 'REF1',
      affiliateCode: '',
      login: true,
      termsAccepted: true,
      ageConfirmed: true,
      registerMethod: 'WEB',
      sliderChallengeId: 'c',
      sliderToken: 't',
    });
    expect(request.registerUrl).toBe(window.location.href);
    expect(request.domain).toBe(window.location.host);
    expect('birthday' in request).toBe(false);
  });
});
