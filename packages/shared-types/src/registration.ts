// Registration, login and password contracts, and the one field validator the API and the web
// both run, so a value the form accepts is a value the server accepts.
import type { Language } from './languages.js';
import type { RegisterFieldRule } from './system.js';
import type { WhiteLabelFlag } from './white-label.js';
import { isOneOf } from './one-of.js';

// ---------------------------------------------------------------------------------------------
// Field patterns (spec 1 §5). The value reaching a predicate is already trimmed and non-empty;
// length is checked apart, so predicates only look at which characters are used.

export type RegisterPatternId =
  | 0
  | 1
  | 2
  | 3
  | 4
  | 5
  | 6
  | 7
  | 8
  | 9
  | 10
  | 11
  | 12
  | 13
  | 14
  | 15
  | 16
  | 17
  | 18
  | 19
  | 20
  | 21
  | 22
  | 23;

export interface RegisterFieldPattern {
  id: RegisterPatternId;
  // What the pattern accepts, for operators choosing a pattern.
  description: string;
  matches: (value: string) => boolean;
  // Error text per language; (min) and (max) are filled with the rule's lengths.
  messages: Readonly<Record<Language, string>>;
}

const ASCII_LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;
const HAS_ASCII_LETTER = /[A-Za-z]/;
const HAS_DIGIT = /[0-9]/;
const HAS_UPPERCASE = /[A-Z]/;
const HAS_LOWERCASE = /[a-z]/;
// Printable ASCII without the space: letters, digits and the ASCII symbols.
const VISIBLE_ASCII = /^[!-~]+$/;
const ASCII_SYMBOL = /[!-/:-@[-`{-~]/;
const LETTER = /\p{L}/gu;
// A name part: a letter of any script, then letters, combining marks, apostrophes, hyphens or
// dots ("O'Neil", "Jean-Luc", "A.").
const NAME_PART = /^\p{L}[\p{L}\p{M}'.-]*$/u;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

// A calendar date that exists (no 2023-02-30, no month 13, no year 0).
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || year < 1 || month < 1 || month > 12 || day < 1) return false;
  const lastDay = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= lastDay;
}

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const YEAR_MONTH_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAY_YEAR = /^(\d{2})-(\d{2})-(\d{4})$/;

// Reads "yyyy-MM-dd" (pattern 11) or "MM-dd-yyyy" (pattern 13); null when not a real date.
export function parseRegistrationDate(value: string, patternId: 11 | 13 = 11): CalendarDate | null {
  const match = (patternId === 13 ? MONTH_DAY_YEAR : YEAR_MONTH_DAY).exec(value);
  if (!match) return null;
  const [first, second, third] = match.slice(1).map(Number) as [number, number, number];
  const date =
    patternId === 13
      ? { year: third, month: first, day: second }
      : { year: first, month: second, day: third };
  return isCalendarDate(date.year, date.month, date.day) ? date : null;
}

function isOnly(pattern: RegExp): (value: string) => boolean {
  return (value) => pattern.test(value);
}

// Full-width Japanese: hiragana, full-width katakana, kanji, Japanese punctuation (、。「」ー・)
// and the full-width forms of Latin letters, digits and symbols. Half-width katakana and every
// space, the ideographic space included, are refused.
function isFullWidthJapanese(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    const halfWidthKatakana = code >= 0xff61 && code <= 0xff9f;
    const japaneseScript = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u.test(
      character,
    );
    const japanesePunctuation = code >= 0x3001 && code <= 0x303f;
    const prolongedSoundOrMiddleDot = code === 0x30fb || code === 0x30fc;
    const fullWidthForm = (code >= 0xff01 && code <= 0xff60) || (code >= 0xffe0 && code <= 0xffe6);
    const allowed =
      japaneseScript || japanesePunctuation || prolongedSoundOrMiddleDot || fullWidthForm;
    if (halfWidthKatakana || !allowed) return false;
  }
  return true;
}

// Patterns indexed by id. 5 and 14 accept the same values: the spec names both, operators'
// data uses both, and only their wording differs.
export const REGISTER_FIELD_PATTERNS: readonly RegisterFieldPattern[] = [
  {
    id: 0,
    description: 'Any text; only the length is checked',
    matches: () => true,
    messages: {
      MS: 'Panjang mesti antara (min) hingga (max) aksara',
      EN: 'Length must be between (min) and (max) characters',
      CN: '长度须在(min)至(max)个字符之间',
    },
  },
  {
    id: 1,
    description: 'Starts with a letter; English letters and digits only',
    matches: isOnly(/^[A-Za-z][A-Za-z0-9]*$/),
    messages: {
      MS: 'Mesti bermula dengan huruf dan hanya mengandungi huruf dan nombor, (min) hingga (max) aksara',
      EN: 'Must start with a letter and contain only letters and digits, (min) to (max) characters',
      CN: '须以字母开头，仅限字母和数字，长度为(min)至(max)个字符',
    },
  },
  {
    id: 2,
    description: 'English letters and Chinese characters only',
    matches: isOnly(/^[A-Za-z\p{Script=Han}]+$/u),
    messages: {
      MS: 'Hanya huruf dan aksara Cina dibenarkan, (min) hingga (max) aksara',
      EN: 'Only letters and Chinese characters are allowed, (min) to (max) characters',
      CN: '仅限字母和中文，长度为(min)至(max)个字符',
    },
  },
  {
    id: 3,
    description: 'A valid e-mail address',
    matches: isOnly(
      /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
    ),
    messages: {
      MS: 'Sila masukkan alamat e-mel yang sah, (min) hingga (max) aksara',
      EN: 'Please enter a valid e-mail address of (min) to (max) characters',
      CN: '请输入有效的电子邮箱地址，长度为(min)至(max)个字符',
    },
  },
  {
    id: 4,
    description: 'English letters and digits only, no Chinese characters',
    matches: isOnly(ASCII_LETTERS_AND_DIGITS),
    messages: {
      MS: 'Hanya huruf dan nombor dibenarkan (tanpa aksara Cina), (min) hingga (max) aksara',
      EN: 'Only letters and digits are allowed (no Chinese characters), (min) to (max) characters',
      CN: '仅限字母和数字，不可包含中文，长度为(min)至(max)个字符',
    },
  },
  {
    id: 5,
    description: 'A combination of English letters and digits, with at least one of each',
    matches: (value) =>
      ASCII_LETTERS_AND_DIGITS.test(value) && HAS_ASCII_LETTER.test(value) && HAS_DIGIT.test(value),
    messages: {
      MS: 'Mesti gabungan huruf dan nombor, (min) hingga (max) aksara',
      EN: 'Must be a combination of letters and digits, (min) to (max) characters',
      CN: '须为字母和数字的组合，长度为(min)至(max)个字符',
    },
  },
  {
    id: 6,
    description: 'Digits only',
    matches: isOnly(/^[0-9]+$/),
    messages: {
      MS: 'Hanya nombor dibenarkan, (min) hingga (max) digit',
      EN: 'Only digits are allowed, (min) to (max) digits',
      CN: '仅限数字，长度为(min)至(max)位',
    },
  },
  {
    id: 7,
    description: 'English letters and digits only, with at least one uppercase letter',
    matches: (value) => ASCII_LETTERS_AND_DIGITS.test(value) && HAS_UPPERCASE.test(value),
    messages: {
      MS: 'Hanya huruf dan nombor dengan sekurang-kurangnya satu huruf besar, (min) hingga (max) aksara',
      EN: 'Only letters and digits, with at least one uppercase letter, (min) to (max) characters',
      CN: '仅限字母和数字，且至少包含一个大写字母，长度为(min)至(max)个字符',
    },
  },
  {
    id: 8,
    description: 'English letters and spaces only',
    matches: isOnly(/^[A-Za-z ]+$/),
    messages: {
      MS: 'Hanya huruf Inggeris dan ruang dibenarkan, (min) hingga (max) aksara',
      EN: 'Only English letters and spaces are allowed, (min) to (max) characters',
      CN: '仅限英文字母和空格，长度为(min)至(max)个字符',
    },
  },
  {
    id: 9,
    description: 'Any characters except spaces',
    matches: isOnly(/^\S+$/u),
    messages: {
      MS: 'Ruang kosong tidak dibenarkan, (min) hingga (max) aksara',
      EN: 'Spaces are not allowed, (min) to (max) characters',
      CN: '不可包含空格，长度为(min)至(max)个字符',
    },
  },
  {
    id: 10,
    description: 'Chinese characters and symbols, with at least one Chinese character',
    matches: (value) =>
      /^[\p{Script=Han}\p{P}\p{S}]+$/u.test(value) && /\p{Script=Han}/u.test(value),
    messages: {
      MS: 'Hanya aksara Cina dan simbol dibenarkan, (min) hingga (max) aksara',
      EN: 'Only Chinese characters and symbols are allowed, (min) to (max) characters',
      CN: '仅限中文和符号，长度为(min)至(max)个字符',
    },
  },
  {
    id: 11,
    description: 'A real date written yyyy-MM-dd',
    matches: (value) => parseRegistrationDate(value, 11) !== null,
    messages: {
      MS: 'Sila masukkan tarikh yang sah dalam format yyyy-MM-dd, contohnya 1990-12-31',
      EN: 'Please enter a valid date as yyyy-MM-dd, for example 1990-12-31',
      CN: '请输入有效日期，格式为 yyyy-MM-dd，例如 1990-12-31',
    },
  },
  {
    id: 12,
    description: 'Letters (any script) and spaces, with at least two letters',
    matches: (value) => /^[\p{L}\p{M} ]+$/u.test(value) && (value.match(LETTER)?.length ?? 0) >= 2,
    messages: {
      MS: 'Hanya huruf dan ruang dengan sekurang-kurangnya dua huruf, (min) hingga (max) aksara',
      EN: 'Only letters and spaces, with at least two letters, (min) to (max) characters',
      CN: '仅限字母和空格，且至少两个字母，长度为(min)至(max)个字符',
    },
  },
  {
    id: 13,
    description: 'A real date written MM-dd-yyyy',
    matches: (value) => parseRegistrationDate(value, 13) !== null,
    messages: {
      MS: 'Sila masukkan tarikh yang sah dalam format MM-dd-yyyy, contohnya 12-31-1990',
      EN: 'Please enter a valid date as MM-dd-yyyy, for example 12-31-1990',
      CN: '请输入有效日期，格式为 MM-dd-yyyy，例如 12-31-1990',
    },
  },
  {
    id: 14,
    description: 'English letters and digits, both required',
    matches: (value) =>
      ASCII_LETTERS_AND_DIGITS.test(value) && HAS_ASCII_LETTER.test(value) && HAS_DIGIT.test(value),
    messages: {
      MS: 'Mesti mengandungi kedua-dua huruf dan nombor, (min) hingga (max) aksara',
      EN: 'Must contain both letters and digits, (min) to (max) characters',
      CN: '须同时包含字母和数字，长度为(min)至(max)个字符',
    },
  },
  {
    id: 15,
    description: 'Korean (Hangul) only',
    matches: isOnly(/^\p{Script=Hangul}+$/u),
    messages: {
      MS: 'Hanya aksara Korea dibenarkan, (min) hingga (max) aksara',
      EN: 'Only Korean characters are allowed, (min) to (max) characters',
      CN: '仅限韩文，长度为(min)至(max)个字符',
    },
  },
  {
    id: 16,
    description: 'Thai only',
    matches: isOnly(/^\p{Script=Thai}+$/u),
    messages: {
      MS: 'Hanya aksara Thai dibenarkan, (min) hingga (max) aksara',
      EN: 'Only Thai characters are allowed, (min) to (max) characters',
      CN: '仅限泰文，长度为(min)至(max)个字符',
    },
  },
  {
    id: 17,
    description: 'Thai or English letters and spaces',
    matches: isOnly(/^[\p{Script=Thai}A-Za-z ]+$/u),
    messages: {
      MS: 'Hanya huruf Thai atau Inggeris dan ruang dibenarkan, (min) hingga (max) aksara',
      EN: 'Only Thai or English letters and spaces are allowed, (min) to (max) characters',
      CN: '仅限泰文或英文字母及空格，长度为(min)至(max)个字符',
    },
  },
  {
    id: 18,
    description: 'Uppercase English letters and spaces, with at least one letter',
    matches: (value) => /^[A-Z ]+$/.test(value) && HAS_UPPERCASE.test(value),
    messages: {
      MS: 'Hanya huruf besar dan ruang dengan sekurang-kurangnya satu huruf, (min) hingga (max) aksara',
      EN: 'Only uppercase letters and spaces, with at least one letter, (min) to (max) characters',
      CN: '仅限大写字母和空格，且至少一个字母，长度为(min)至(max)个字符',
    },
  },
  {
    id: 19,
    description: 'English letters, digits and ASCII symbols, no spaces',
    matches: isOnly(VISIBLE_ASCII),
    messages: {
      MS: 'Hanya huruf, nombor dan simbol dibenarkan (tanpa ruang), (min) hingga (max) aksara',
      EN: 'Only letters, digits and symbols are allowed (no spaces), (min) to (max) characters',
      CN: '仅限字母、数字和符号（不含空格），长度为(min)至(max)个字符',
    },
  },
  {
    id: 20,
    description: 'At least one uppercase, one lowercase, one digit and one symbol; no spaces',
    matches: (value) =>
      VISIBLE_ASCII.test(value) &&
      HAS_UPPERCASE.test(value) &&
      HAS_LOWERCASE.test(value) &&
      HAS_DIGIT.test(value) &&
      ASCII_SYMBOL.test(value),
    messages: {
      MS: 'Mesti mengandungi sekurang-kurangnya satu huruf besar, satu huruf kecil, satu nombor dan satu simbol, (min) hingga (max) aksara',
      EN: 'Must contain at least one uppercase letter, one lowercase letter, one digit and one symbol, (min) to (max) characters',
      CN: '须至少包含一个大写字母、一个小写字母、一个数字和一个特殊符号，长度为(min)至(max)个字符',
    },
  },
  {
    id: 21,
    description: 'Full name: first and last name (any script) separated by spaces',
    matches: (value) => {
      const parts = value.split(/ +/);
      return parts.length >= 2 && parts.every((part) => NAME_PART.test(part));
    },
    messages: {
      MS: 'Sila masukkan nama penuh (nama pertama dan nama akhir dipisahkan dengan ruang), (min) hingga (max) aksara',
      EN: 'Please enter your full name (first and last name separated by a space), (min) to (max) characters',
      CN: '请输入全名（名与姓之间以空格分隔），长度为(min)至(max)个字符',
    },
  },
  {
    id: 22,
    description: 'Full-width Japanese characters, no spaces',
    matches: isFullWidthJapanese,
    messages: {
      MS: 'Hanya aksara Jepun lebar penuh tanpa ruang, (min) hingga (max) aksara',
      EN: 'Only full-width Japanese characters without spaces, (min) to (max) characters',
      CN: '仅限全角日文字符，不可包含空格，长度为(min)至(max)个字符',
    },
  },
  {
    id: 23,
    description: 'Uppercase English letters only, no spaces',
    matches: isOnly(/^[A-Z]+$/),
    messages: {
      MS: 'Hanya huruf besar Inggeris tanpa ruang, (min) hingga (max) aksara',
      EN: 'Only uppercase English letters without spaces, (min) to (max) characters',
      CN: '仅限大写英文字母，不可包含空格，长度为(min)至(max)个字符',
    },
  },
];

export function isRegisterPatternId(value: unknown): value is RegisterPatternId {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 23;
}

// The id-0 pattern is the length-only one.
const LENGTH_ONLY_PATTERN = REGISTER_FIELD_PATTERNS[0];

// An unknown id (bad operator data) falls back to the length-only pattern rather than
// rejecting every registration.
export function registerPatternFor(patternId: number): RegisterFieldPattern {
  return (
    (isRegisterPatternId(patternId) && REGISTER_FIELD_PATTERNS[patternId]) || LENGTH_ONLY_PATTERN
  );
}

// ---------------------------------------------------------------------------------------------
// Operator rules.

// acceptedPattern '*' means any text (only the length is checked). Any other value applies the
// built-in pattern of patternId; operator-typed regular expressions are never compiled, so a
// careless one cannot hang the server.
export const ACCEPT_ANY_TEXT = '*';
export const ACCEPT_PATTERN_ID = 'patternId';

// Registration fields an operator can switch on and give a pattern and lengths. birthday is the
// project's addition: where it is asked, the operator's minimum age applies.
export const REGISTRATION_RULE_FIELDS = [
  'username',
  'password',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'birthday',
] as const;
export type RegistrationRuleField = (typeof REGISTRATION_RULE_FIELDS)[number];

export function isRegistrationRuleField(value: unknown): value is RegistrationRuleField {
  return isOneOf(REGISTRATION_RULE_FIELDS, value);
}

function rule(
  field: RegistrationRuleField,
  enabled: boolean,
  required: boolean,
  patternId: RegisterPatternId,
  minLength: number,
  maxLength: number,
): RegisterFieldRule {
  const acceptedPattern = patternId === 0 ? ACCEPT_ANY_TEXT : ACCEPT_PATTERN_ID;
  return { field, enabled, required, acceptedPattern, patternId, minLength, maxLength };
}

// Rules for an operator that set none (and for the seed): username and password required,
// mobile number, e-mail and payee name offered, every other field off but with a sensible
// pattern ready for when the operator switches it on.
export const DEFAULT_REGISTER_FIELD_RULES: readonly RegisterFieldRule[] = [
  rule('username', true, true, 1, 6, 16),
  rule('password', true, true, 5, 6, 20),
  rule('payeeName', true, false, 21, 3, 50),
  rule('email', true, false, 3, 6, 50),
  rule('qqNum', false, false, 6, 5, 12),
  rule('mobileNum', true, false, 6, 9, 11),
  rule('recommenderId', false, false, 4, 1, 20),
  rule('captcha', false, false, 0, 4, 6),
  rule('verificationCode', false, false, 0, 0, 255),
  rule('affiliateCode', false, false, 4, 1, 20),
  rule('paymentPassword', false, false, 6, 4, 6),
  rule('line', false, false, 9, 1, 30),
  rule('whatsapp', false, false, 6, 8, 15),
  rule('facebook', false, false, 9, 1, 50),
  rule('wechat', false, false, 9, 1, 30),
  rule('idNumber', false, false, 4, 6, 20),
  rule('birthday', false, false, 11, 10, 10),
];

export function defaultRegisterFieldRule(field: RegistrationRuleField): RegisterFieldRule {
  const found = DEFAULT_REGISTER_FIELD_RULES.find((candidate) => candidate.field === field);
  return { ...(found as RegisterFieldRule) };
}

// ---------------------------------------------------------------------------------------------
// Messages outside the pattern templates. {0} is filled like (min) and (max).

export interface RegistrationMessages {
  required: string;
  mismatch: string;
  agreeTo: string;
  termsName: string;
  ageAgreementName: string;
  minimumAge: string;
}

export const REGISTRATION_MESSAGES: Readonly<Record<Language, RegistrationMessages>> = {
  MS: {
    required: 'Input tidak boleh dikosongkan',
    mismatch: 'Kedua-dua input tidak sepadan',
    agreeTo: 'Sila bersetuju dengan {0}',
    termsName: 'Terma dan Syarat',
    ageAgreementName: 'pengesahan bahawa anda berumur 18 tahun ke atas',
    minimumAge: 'Sila sahkan anda berumur {0} tahun',
  },
  EN: {
    required: 'Input cannot be empty',
    mismatch: 'The two inputs do not match',
    agreeTo: 'Please agree to the {0}',
    termsName: 'Terms and Conditions',
    ageAgreementName: 'confirmation that you are 18 years old or over',
    minimumAge: 'Please confirm you are {0} years old',
  },
  CN: {
    required: '输入不能为空',
    mismatch: '两次输入不一致',
    agreeTo: '请同意{0}',
    termsName: '条款与细则',
    ageAgreementName: '年满18岁声明',
    minimumAge: '请确认您已年满{0}岁',
  },
};

// i18n keys for the web, which may translate instead of showing `message`.
export const VALIDATION_MESSAGE_KEYS = {
  required: 'validation.required',
  mismatch: 'validation.mismatch',
  agreeTo: 'validation.agreeTo',
  minimumAge: 'validation.minimumAge',
} as const;

export function patternMessageKey(patternId: RegisterPatternId): string {
  return `validation.pattern.${patternId}`;
}

export type MessageParams = Readonly<Record<string, string | number>>;

// Fills "(name)" and "{name}" placeholders: the pattern templates use (min) and (max), the
// other messages use {0}.
export function fillMessage(template: string, params: MessageParams): string {
  let message = template;
  for (const [name, value] of Object.entries(params)) {
    message = message.replaceAll(`(${name})`, String(value)).replaceAll(`{${name}}`, String(value));
  }
  return message;
}

// ---------------------------------------------------------------------------------------------
// The validator.

export type FieldValidationResult =
  | { valid: true; messageKey: null; message: null; params: MessageParams }
  | { valid: false; messageKey: string; message: string; params: MessageParams };

const VALID: FieldValidationResult = { valid: true, messageKey: null, message: null, params: {} };

function invalid(
  messageKey: string,
  template: string,
  params: MessageParams,
): FieldValidationResult {
  return { valid: false, messageKey, message: fillMessage(template, params), params };
}

// Checks one value against one operator rule:
// - a disabled field is ignored;
// - the value is trimmed; empty is refused with 'Input cannot be empty' when required, else ok;
// - a length (in Unicode code points) outside [minLength, maxLength] shows the pattern's
//   template, or id 0's when the rule checks length only ('*' or pattern 0);
// - a value the pattern refuses shows the pattern's template.
export function validateField(
  value: string | undefined | null,
  fieldRule: RegisterFieldRule,
  language: Language,
): FieldValidationResult {
  if (!fieldRule.enabled) return VALID;
  const text = (value ?? '').trim();
  if (text === '') {
    return fieldRule.required
      ? invalid(VALIDATION_MESSAGE_KEYS.required, REGISTRATION_MESSAGES[language].required, {})
      : VALID;
  }
  const lengthOnly = fieldRule.acceptedPattern === ACCEPT_ANY_TEXT;
  const pattern = lengthOnly ? LENGTH_ONLY_PATTERN : registerPatternFor(fieldRule.patternId);
  const params = { min: fieldRule.minLength, max: fieldRule.maxLength };
  const length = [...text].length;
  const fits =
    length >= fieldRule.minLength && length <= fieldRule.maxLength && pattern.matches(text);
  return fits ? VALID : invalid(patternMessageKey(pattern.id), pattern.messages[language], params);
}

// ---------------------------------------------------------------------------------------------
// Contracts.

// Slider verification (decisions: a real server-checked challenge, which an operator setting can
// switch off). Sent with the SMS request, login and registration.
export interface SliderVerification {
  sliderChallengeId?: string;
  sliderToken?: string;
}

// Fields not asked for are sent as empty strings.
export interface RegistrationUser {
  username: string;
  password: string;
  confirmPassword: string;
  payeeName: string;
  email: string;
  qqNum: string;
  mobileNum: string;
  recommenderId: string;
  captcha: string;
  verificationCode: string;
  affiliateCode: string;
  paymentPassword: string;
  line: string;
  whatsapp: string;
  facebook: string;
  wechat: string;
  idNumber: string;
  referralCode: string;
  domain: string;
  countryDialingCode: string;
  // Log the new member in straight away (the site always sends true).
  login: boolean;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
  // The project's additions, so the server enforces what the form asks: the terms and 18+
  // ticks, and the birthday where the operator asks for one (format of its rule's pattern).
  termsAccepted: boolean;
  ageConfirmed: boolean;
  birthday?: string;
}

export const REGISTER_METHOD = 'WEB';

// PUT /wps/member/register and /wps/member/register/mobile: the registration user's fields at
// the top level, with the page it was sent from and the method (affiliateCode, referralCode and
// domain are already among the user's fields).
export interface RegistrationRequest extends RegistrationUser, SliderVerification {
  registerUrl: string;
  registerMethod: typeof REGISTER_METHOD;
}

// Registration by username ('register') or by mobile number ('registerMobile').
export type RegistrationType = 'register' | 'registerMobile';

// The tab the registration dialog opens on.
export function defaultRegistrationType(enabledFlags: readonly WhiteLabelFlag[]): RegistrationType {
  return enabledFlags.includes('MOBILENUMREG3') ? 'registerMobile' : 'register';
}

export type LoginType = 'username' | 'sms';

// POST /wps/session/login. For sms, username holds the mobile number and password the code.
export interface LoginPayload extends SliderVerification {
  username: string;
  password: string;
  captcha?: string;
  type: LoginType;
  countryDialingCode?: string;
  // Sent by the agent page: a non-agent account is refused ('Non-agents cannot log in').
  agentLogin?: boolean;
  // Remember me: the browser keeps the session for REMEMBER_ME_MILLISECONDS across restarts.
  rememberMe?: boolean;
}

export interface LoginResponseValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  // True when the next attempt must carry a captcha.
  captcha?: boolean;
}

// The `value` of a failed login: whether the captcha field must now be shown.
export interface LoginFailureValue {
  captcha: boolean;
}

export interface ForgotPasswordByEmailPayload {
  username: string;
  email: string;
}

/** The new password for the one-time recovery link an e-mail request sent. */
export interface ResetPasswordByEmailPayload {
  /** The token of the link (its `resetPassword` query parameter). */
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** The answer of a redeemed recovery link: a login, and whose (the link named no account). */
export interface PasswordRecoveryValue extends LoginResponseValue {
  account: string;
}

/** The query parameter of the site address a recovery e-mail links to. */
export const PASSWORD_RECOVERY_QUERY = 'resetPassword';
/** How long a recovery link works, once. */
export const PASSWORD_RECOVERY_TTL_MINUTES = 30;

export interface ForgotPasswordByPhonePayload {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode?: string;
}

export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

// /wps/verification/sms/noLogin (login and password recovery).
export interface LoginSmsRequest extends SliderVerification {
  mobileNum: string;
  countryDialingCode: string;
}

// /wps/verification/sms/register.
export interface RegistrationSmsRequest extends SliderVerification {
  mobileNo: string;
  countryDialingCode: string;
}

// The resend button counts down expiredMinutes x 60 seconds.
export interface SmsCodeValue {
  expiredMinutes: number;
}

export interface CountryEntry {
  countryCode: string;
  countryDialingCode: string;
}

// ---------------------------------------------------------------------------------------------
// Whole-form validation.

// The 18+ agreement is always asked; a birthday, where asked, must show this age or the
// operator's higher setting.
export const AGE_AGREEMENT_AGE = 18;
export const DEFAULT_MINIMUM_AGE = 18;

export interface RegistrationValidationOptions {
  // Default 'register' (by username).
  registrationType?: RegistrationType;
  // Flags on for the operator: REGMOBVERF3 requires the SMS code, MOBILENUMPASSREG3 asks a
  // password in mobile registration.
  enabledFlags?: readonly WhiteLabelFlag[];
  // Operator setting; default 18.
  minimumAge?: number;
  // The day ages are counted on (local calendar date); default now.
  today?: Date;
}

export type RegistrationErrorField =
  RegistrationRuleField | 'confirmPassword' | 'termsAccepted' | 'ageConfirmed';
export type RegistrationErrors = Partial<Record<RegistrationErrorField, string>>;

// Full years between a birthday and a day; the birthday of 29 February counts from 1 March in
// other years.
export function ageOn(birthday: CalendarDate, today: Date): number {
  const month = today.getMonth() + 1;
  const day = today.getDate();
  const beforeBirthday = month < birthday.month || (month === birthday.month && day < birthday.day);
  return today.getFullYear() - birthday.year - (beforeBirthday ? 1 : 0);
}

function ruleFrom(rules: readonly RegisterFieldRule[], field: RegistrationRuleField) {
  return rules.find((candidate) => candidate.field === field);
}

// A field the form always asks in this mode: the operator's pattern and lengths, or the default
// ones, and always required.
function mandatoryRule(
  rules: readonly RegisterFieldRule[],
  field: RegistrationRuleField,
): RegisterFieldRule {
  const base = ruleFrom(rules, field) ?? defaultRegisterFieldRule(field);
  return { ...base, enabled: true, required: true };
}

// Validates a registration as the server will: returns field -> message for every problem, an
// empty object when the registration may go ahead. Fields without an operator rule are not
// asked and so not checked, except those the registration mode always asks.
export function validateRegistration(
  user: Partial<RegistrationUser>,
  rules: readonly RegisterFieldRule[],
  language: Language,
  options: RegistrationValidationOptions = {},
): RegistrationErrors {
  const messages = REGISTRATION_MESSAGES[language];
  const flags = options.enabledFlags ?? [];
  const byMobile = options.registrationType === 'registerMobile';
  const asksPassword = !byMobile || flags.includes('MOBILENUMPASSREG3');

  const effectiveRules = new Map<RegistrationRuleField, RegisterFieldRule>();
  for (const field of REGISTRATION_RULE_FIELDS) {
    const found = ruleFrom(rules, field);
    if (found) effectiveRules.set(field, found);
  }
  // Mobile registration does not ask for a username.
  if (byMobile) effectiveRules.delete('username');
  else effectiveRules.set('username', mandatoryRule(rules, 'username'));
  if (asksPassword) effectiveRules.set('password', mandatoryRule(rules, 'password'));
  else effectiveRules.delete('password');
  if (byMobile) effectiveRules.set('mobileNum', mandatoryRule(rules, 'mobileNum'));
  if (flags.includes('REGMOBVERF3')) {
    effectiveRules.set('verificationCode', mandatoryRule(rules, 'verificationCode'));
  }

  const errors: RegistrationErrors = {};
  for (const [field, fieldRule] of effectiveRules) {
    const result = validateField(user[field], fieldRule, language);
    if (!result.valid) errors[field] = result.message;
  }

  if (asksPassword) {
    const confirmation = (user.confirmPassword ?? '').trim();
    if (confirmation === '') errors.confirmPassword = messages.required;
    else if (confirmation !== (user.password ?? '').trim()) {
      errors.confirmPassword = messages.mismatch;
    }
  }

  const birthdayRule = effectiveRules.get('birthday');
  const birthdayText = (user.birthday ?? '').trim();
  if (birthdayRule?.enabled && birthdayText !== '' && errors.birthday === undefined) {
    const birthday = parseRegistrationDate(birthdayText, birthdayRule.patternId === 13 ? 13 : 11);
    const minimumAge = Math.max(options.minimumAge ?? DEFAULT_MINIMUM_AGE, AGE_AGREEMENT_AGE);
    if (birthday === null) {
      // Reached when the rule accepts any text: a birthday must still be a real date.
      const datePattern = registerPatternFor(birthdayRule.patternId === 13 ? 13 : 11);
      errors.birthday = fillMessage(datePattern.messages[language], {});
    } else if (ageOn(birthday, options.today ?? new Date()) < minimumAge) {
      errors.birthday = fillMessage(messages.minimumAge, { 0: minimumAge });
    }
  }

  if (user.termsAccepted !== true) {
    errors.termsAccepted = fillMessage(messages.agreeTo, { 0: messages.termsName });
  }
  if (user.ageConfirmed !== true) {
    errors.ageConfirmed = fillMessage(messages.agreeTo, { 0: messages.ageAgreementName });
  }
  return errors;
}

export type PasswordChangeErrors = Partial<Record<keyof ChangePasswordPayload, string>>;

// Change password: the old password is required unless the caller already knows it (the
// forced change right after login); the new one follows the operator's password rule.
export function validatePasswordChange(
  payload: Partial<ChangePasswordPayload>,
  rules: readonly RegisterFieldRule[],
  language: Language,
  options: { oldPasswordKnown?: boolean } = {},
): PasswordChangeErrors {
  const messages = REGISTRATION_MESSAGES[language];
  const errors: PasswordChangeErrors = {};
  if (!options.oldPasswordKnown && (payload.oldPassword ?? '').trim() === '') {
    errors.oldPassword = messages.required;
  }
  const newPassword = validateField(
    payload.newPassword,
    mandatoryRule(rules, 'password'),
    language,
  );
  if (!newPassword.valid) errors.newPassword = newPassword.message;
  const confirmation = (payload.confirmNewPassword ?? '').trim();
  if (confirmation === '') errors.confirmNewPassword = messages.required;
  else if (confirmation !== (payload.newPassword ?? '').trim()) {
    errors.confirmNewPassword = messages.mismatch;
  }
  return errors;
}
