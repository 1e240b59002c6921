import type { Language } from './languages.js';
import type { RegisterFieldRule } from './system.js';
import type { WhiteLabelFlag } from './white-label.js';

// Visitor access: the calls of spec 1 §7 that the project names itself, and their payloads.

/** Paths of the visitor-access calls (the spec's where it gives one). */
export const ACCESS_PATHS = {
  status: '/wps/system/status',
  whiteLabel: '/wps/system/whitelabel',
  registerSettings: '/wps/system/setting/register',
  domainRoute: '/wps/system/domainRoute',
  country: '/wps/system/country',
  captcha: '/wps/captcha',
  sliderChallenge: '/wps/verification/slider',
  sliderAnswer: '/wps/verification/slider',
  smsNoLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  login: '/wps/session/login',
  freePlay: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  tabSession: '/wps/session/tab',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  memberInfo: '/wps/member/info',
  memberIcon: '/wps/member/info/icon',
  firstLogin: '/wps/member/firstLogin',
  avatar: '/wps/relay/MCSFE_getPlayerAvatar',
  language: '/wps/member/language',
  changePassword: '/wps/member/password',
  forgotPasswordByEmail: '/wps/member/password/email',
  resetPasswordByEmail: '/wps/member/password/email/reset',
  resetPasswordByPhone: '/wps/member/password/verification',
  affiliate: '/wps/agent/affiliate',
  developmentOutbox: '/wps/dev/outbox',
} as const;

/**
 * POST /wps/member/firstLogin, made once after a login whose answer says firstTimeLogin (spec 1
 * §4): the server records the member's first login and sends its welcome letter, once.
 * `welcomed` is true for the call that did.
 */
export interface FirstLoginValue {
  welcomed: boolean;
}

/**
 * GET /wps/verification/slider: a puzzle piece to drag into its gap. Images are data URLs; the
 * piece starts at x 0 on row `pieceY`; the answer is the x where the piece's left edge meets
 * the gap.
 */
export interface SliderChallengeValue {
  challengeId: string;
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
  backgroundImage: string;
  pieceImage: string;
  expiresInSeconds: number;
}

/** POST /wps/verification/slider. `durationMs`: how long the drag took (a person needs time). */
export interface SliderAnswerPayload {
  challengeId: string;
  x: number;
  durationMs: number;
}

/** A single-use token the next SMS, login or registration call carries as `sliderToken`. */
export interface SliderTokenValue {
  sliderChallengeId: string;
  sliderToken: string;
}

/**
 * The HttpOnly cookie a login sets beside the token: it names the server-side session, so a new
 * tab of the same browser can join it (POST tabSession) while the token itself stays in each
 * tab's sessionStorage (spec 1 §3). Scoped to the session routes; never readable by scripts.
 */
export const TAB_SESSION_COOKIE = 'wpsTabSession';
export const TAB_SESSION_COOKIE_PATH = '/wps/session';
/**
 * A script-readable companion of TAB_SESSION_COOKIE holding no secret, with the same lifetime:
 * a tab asks to join only when it is there, not on every visitor's page load.
 */
export const TAB_SESSION_HINT_COOKIE = 'wpsTabHint';

/** POST /wps/session/tab: this tab's own token for the browser's session. */
export interface TabSessionValue {
  token: string;
  /** The forced password change is still pending (the cpw flag). */
  passwordChangeRequired: boolean;
}

/** POST /wps/session/login/freeplay (spec 1 §7). */
export interface FreePlayPayload {
  os: string;
  platform: 'W';
  nonce: string;
  gatewayVersion: 3;
}

/** POST /wps/member/language. */
export interface LanguagePayload {
  language: Language;
}

/** GET /wps/agent/affiliate?code=&domain= */
export interface AffiliateValue {
  valid: boolean;
  agentNickname: string | null;
}

/** GET /wps/system/country: the visitor's country from the offline geo-IP database. */
export interface CountryValue {
  ip: string;
  countryCode: string | null;
  countryDialingCode: string | null;
}

/** /wps/system/domainRoute: the operator's domains, fastest first. */
export interface DomainRouteValue {
  domainList: Array<{ domain: string; speed: number }>;
}

/** GET /wps/member/info/icon and the avatar relay. */
export interface MemberIconValue {
  url: string;
}

export type OutboxChannel = 'SMS' | 'EMAIL';

/** A message the development SMS / e-mail provider recorded instead of sending. */
export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  text: string;
  createdAt: string;
}

/** GET /wps/system/setting/register: what the registration form needs in one call. */
export interface RegisterSettingsValue {
  /** The operator's rule per registration field (spec 1 §3). */
  rules: RegisterFieldRule[];
  /** White-label flags switched on (USERNAMEREG3, MOBILENUMREG3, REGMOBVERF3, ...). */
  enabledFlags: WhiteLabelFlag[];
  /** Minimum age a birthday must show (operator setting, at least 18). */
  minimumAge: number;
  /** Whether the slider check runs before SMS requests, login and registration. */
  sliderVerification: boolean;
}
