import {
  REGISTER_METHOD,
  REGISTRATION_RULE_FIELDS,
  defaultRegistrationType,
  type RegisterFieldRule,
  type RegistrationRequest,
  type RegistrationRuleField,
  type RegistrationType,
  type RegistrationUser,
  type SliderVerification,
  type WhiteLabelFlag,
} from '@wps/shared-types';

/** A field the registration form shows, in display order, and whether it is marked with *. */
export interface RegistrationFormField {
  field: RegistrationRuleField | 'confirmPassword';
  required: boolean;
}

/** The tabs of the registration dialog: one per enabled method (spec 1 §4). */
export function registrationTypes(flags: readonly WhiteLabelFlag[]): RegistrationType[] {
  const types: RegistrationType[] = [];
  if (flags.includes('MOBILENUMREG3')) types.push('registerMobile');
  if (flags.includes('USERNAMEREG3')) types.push('register');
  // An operator that switched both off still gets the plain form rather than none.
  return types.length > 0 ? types : ['register'];
}

export function initialRegistrationType(flags: readonly WhiteLabelFlag[]): RegistrationType {
  const types = registrationTypes(flags);
  const preferred = defaultRegistrationType(flags);
  return types.includes(preferred) ? preferred : (types[0] ?? 'register');
}

export interface RegistrationFormOptions {
  /** A valid invitation code came with the link: its field is hidden. */
  affiliateHidden?: boolean;
  /** An invalid one came: its field shows even if the operator did not ask for it. */
  affiliateForced?: boolean;
}

// The operator's optional fields, in the order the form shows them after the account fields.
const OPTIONAL_ORDER: readonly RegistrationRuleField[] = [
  'payeeName',
  'email',
  'mobileNum',
  'qqNum',
  'whatsapp',
  'line',
  'facebook',
  'wechat',
  'idNumber',
  'birthday',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'captcha',
];

/**
 * The fields the form shows for an operator's rules, flags and registration type, mirroring the
 * shared validator: a username (by username) or a mobile number (by mobile) always; a password
 * unless mobile registration without MOBILENUMPASSREG3; the SMS code (and so the mobile number)
 * with REGMOBVERF3; every other field only when the operator enabled it.
 */
export function registrationFormFields(
  rules: readonly RegisterFieldRule[],
  flags: readonly WhiteLabelFlag[],
  type: RegistrationType,
  options: RegistrationFormOptions = {},
): RegistrationFormField[] {
  const ruleOf = (field: RegistrationRuleField) => rules.find((rule) => rule.field === field);
  const byMobile = type === 'registerMobile';
  const asksPassword = !byMobile || flags.includes('MOBILENUMPASSREG3');
  const asksSmsCode = flags.includes('REGMOBVERF3');
  const fields: RegistrationFormField[] = [];
  const shown = new Set<string>();
  const add = (field: RegistrationFormField['field'], required: boolean) => {
    if (shown.has(field)) return;
    shown.add(field);
    fields.push({ field, required });
  };

  if (byMobile) add('mobileNum', true);
  else add('username', true);
  if (asksSmsCode) {
    add('mobileNum', true);
    add('verificationCode', true);
  }
  if (asksPassword) {
    add('password', true);
    add('confirmPassword', true);
  }
  for (const field of OPTIONAL_ORDER) {
    const rule = ruleOf(field);
    if (field === 'affiliateCode') {
      if (options.affiliateHidden) continue;
      if (options.affiliateForced && !rule?.enabled) {
        add(field, false);
        continue;
      }
    }
    if (rule?.enabled) add(field, rule.required);
  }
  return fields;
}

/** Every text the registration form holds (RegistrationUser's string fields). */
export type RegistrationValues = Record<RegistrationRuleField | 'confirmPassword', string>;

export function emptyRegistrationValues(): RegistrationValues {
  const values = { confirmPassword: '' } as RegistrationValues;
  for (const field of REGISTRATION_RULE_FIELDS) values[field] = '';
  return values;
}

export interface RegistrationExtras {
  countryDialingCode: string;
  referralCode: string;
  /** The invitation code to send when its field is hidden (a valid code from the link). */
  affiliateCode?: string;
  termsAccepted: boolean;
  ageConfirmed: boolean;
  slider: SliderVerification;
}

/**
 * PUT /wps/member/register(/mobile) body: every RegistrationUser field at the top level, trimmed;
 * a field the form did not ask for is sent as an empty string (spec 1 §3).
 */
export function registrationRequestOf(
  values: RegistrationValues,
  fields: readonly RegistrationFormField[],
  extras: RegistrationExtras,
): RegistrationRequest {
  const asked = new Set<string>(fields.map((entry) => entry.field));
  const text = (field: keyof RegistrationValues) => (asked.has(field) ? values[field].trim() : '');
  const user: RegistrationUser = {
    username: text('username'),
    password: text('password'),
    confirmPassword: text('confirmPassword'),
    payeeName: text('payeeName'),
    email: text('email'),
    qqNum: text('qqNum'),
    mobileNum: text('mobileNum'),
    recommenderId: text('recommenderId'),
    captcha: text('captcha'),
    verificationCode: text('verificationCode'),
    affiliateCode: extras.affiliateCode ?? text('affiliateCode'),
    paymentPassword: text('paymentPassword'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    idNumber: text('idNumber'),
    referralCode: extras.referralCode.trim(),
    domain: window.location.host,
    countryDialingCode: asked.has('mobileNum') ? extras.countryDialingCode : '',
    login: true,
    termsAccepted: extras.termsAccepted,
    ageConfirmed: extras.ageConfirmed,
  };
  if (asked.has('birthday')) user.birthday = text('birthday');
  return {
    ...user,
    ...extras.slider,
    registerUrl: window.location.href,
    registerMethod: REGISTER_METHOD,
  };
}
