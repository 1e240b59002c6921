import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AGENT_CENTRE_PATHS,
  FEEDBACK_PATH,
  LOBBY_PATHS,
  MAILBOX_PATHS,
  MEMBER_RECORD_PATHS,
  CONSOLE_REQUEST_HEADER,
  OPERATOR_ROLES,
  PAYMENT_PATHS,
  POINT_PATHS,
  DEPOSIT_PATHS,
  PAYMENT_GATEWAY_SIGNATURE_HEADER,
  WITHDRAWAL_PATHS,
  PROTECTION_PATHS,
  REBATE_PATHS,
  REFERRAL_PATHS,
  BONUS_PATHS,
  REWARD_PATHS,
  MISSION_PATHS,
  roleAllows,
  SECURITY_PATHS,
  type OperatorPermission,
  type OperatorRole,
  PROVIDER_CLIENT_PATH,
  PROVIDER_PATHS,
  WALLET_PATHS,
  HUB88_SIGNATURE_HEADER,
  type ErrorCode,
  TAB_SESSION_COOKIE,
} from '@wps/shared-types';
import type { Response } from 'supertest';
import { DEFAULT_PAYMENT_GATEWAY_SECRET } from '../../src/config/app-config.js';
import { signGatewayBody } from '../../src/payment-gateway/gateway-signature.js';
import { signHub88Body } from '../../src/hub88-wallet/hub88-signature.js';
import { signSeamlessBody } from '../../src/wallet/seamless-signature.js';
import { bearerFor, latestCode, loginRequest, updateSite } from '../support/access.js';
import { openConsoleSession } from '../support/console.js';
import {
  documentedCredential,
  fillPath,
  isErrorEnvelope,
  servedOperations,
  type Operation,
} from '../support/openapi.js';
import { createTestApp, devToolsHeaders, type TestApp } from '../support/test-app.js';
import { PAYMENT_PASSWORD, bindBankAccount, moneyOutMember } from '../support/money-out.js';
import { playRound, seamlessHeaders, testVendorSecret } from '../support/wallet.js';
import { depositRequest, pngProof, seededChannel } from '../support/deposits.js';

// Issue 12, point 5: every route of the OpenAPI document, classified by the credential it wants,
// is called without it, with a wrong one and with the right one. A route the table below does not
// classify fails the first test: whoever adds a route says who may call it.

/** Member data a member route reads or changes; each kind has an A-against-B scenario below. */
type MemberData =
  | 'session'
  | 'profile'
  | 'password'
  | 'favourites'
  | 'recentGames'
  | 'wallets'
  | 'transfers'
  | 'records'
  | 'feedback'
  | 'paymentPassword'
  | 'turnover'
  | 'securityProfile'
  | 'contacts'
  | 'loginHistory'
  | 'deposits'
  | 'bankAccounts'
  | 'withdrawals'
  | 'uplineTransfers'
  | 'agentTeam'
  | 'protection'
  | 'mailbox'
  | 'rebate'
  | 'referral'
  | 'bonuses'
  | 'rewards'
  | 'missions'
  | 'points'
  | 'none';

/** A `T` route: a live member session (bearer token), then the guard's access rule. */
interface MemberRoute {
  credential: 'member';
  /** Demo and free-play accounts (isAgent 4) answer 403 NEED_TRUE_ACCOUNT. */
  realAccount: boolean;
  /** Still open while the forced password change is pending (else 403 PASSWORD_CHANGE_REQUIRED). */
  duringPasswordChange: boolean;
  /** Agents only (isAgent 1, 2, 41, 42): any other account answers 403 NOT_AGENT. */
  agent?: boolean;
  data: MemberData;
}

interface ConsoleRoute {
  credential: 'console';
  /** None: every signed-in operator. */
  permission: OperatorPermission | null;
  /** The route ends the session it is called with. */
  endsSession?: boolean;
}

type Access =
  | MemberRoute
  /** Anybody: no credential. */
  | { credential: 'public' }
  /** The operator console: a console session of this site whose role has the permission. */
  | ConsoleRoute
  /** The console's sign-in steps: anybody, with the console's request header. */
  | { credential: 'consoleSignIn' }
  /** Vendors' game servers: an HMAC of the body with the vendor's secret. */
  | { credential: 'seamless' }
  /**
   * Vendors on Hub88's protocol: an RSA signature of the body with the vendor's key, refused as
   * Hub88 refuses, in a 200 body (RS_ERROR_INVALID_SIGNATURE).
   */
  | { credential: 'hub88' }
  /** The payment gateway's callbacks: an HMAC of the body with PAYMENT_GATEWAY_SECRET. */
  | { credential: 'paymentGateway' }
  /** Development routes: the development key from this machine (404 to anyone else). */
  | { credential: 'development' }
  /** The built-in provider's game client: the player token of a game launch. */
  | { credential: 'playerToken' }
  /** A new tab joining the browser's session: the HttpOnly tab-session cookie of a login. */
  | { credential: 'tabSession' };

const member = (data: MemberData, rule: Partial<MemberRoute> = {}): MemberRoute => ({
  credential: 'member',
  realAccount: false,
  duringPasswordChange: false,
  data,
  ...rule,
});
const realAccount = (data: MemberData, rule: Partial<MemberRoute> = {}) =>
  member(data, { realAccount: true, ...rule });
const PUBLIC = { credential: 'public' } as const;
const consoleRoute = (
  permission: OperatorPermission | null,
  rule: Partial<ConsoleRoute> = {},
): ConsoleRoute => ({ credential: 'console', permission, ...rule });
const CONSOLE_SIGN_IN = { credential: 'consoleSignIn' } as const;
const SEAMLESS = { credential: 'seamless' } as const;
const HUB88 = { credential: 'hub88' } as const;
const PAYMENT_GATEWAY = { credential: 'paymentGateway' } as const;
const DEVELOPMENT = { credential: 'development' } as const;
const PLAYER_TOKEN = { credential: 'playerToken' } as const;
const TAB_SESSION = { credential: 'tabSession' } as const;

/**
 * The agent centre's routes (an agent's session) have a matrix of their own, which enumerates
 * them from this document as well: src/agent/agent-authorization.spec.ts.
 */
const isAgentCentreRoute = (key: string) => /^[A-Z]+ \/wps\/agent\/(?!affiliate$)/.test(key);

// Every route of the document. Keep it sorted by path.
const ROUTES: Record<string, Access> = {
  'GET /lgw/games/game_menus': PUBLIC,
  'GET /lgw/games/popular': PUBLIC,
  'GET /lgw/vn/games/game_menu': PUBLIC,
  'GET /lgw/vn/games/game_menu/recent': realAccount('recentGames'),
  'GET /lgw/vn/numeros/opened/game': PUBLIC,
  // The draw results are the same for everybody; the route only wants a session.
  'GET /lotto/lgw/games/opened/numero': member('none'),
  'GET /media/avatars/{file}': PUBLIC,
  'GET /media/badges/{file}': PUBLIC,
  'GET /media/banner-images/{file}': PUBLIC,
  'GET /media/banners/{file}': PUBLIC,
  'GET /media/deposit-qr/{file}': PUBLIC,
  'GET /media/games/{vendor}/{file}': PUBLIC,
  'GET /media/qr/{file}': PUBLIC,
  'GET /media/vendors/{file}': PUBLIC,
  'GET /provider/api/rounds': PLAYER_TOKEN,
  // The sandbox gateway's hosted page: whoever has a payment's link pays it, as at a real one.
  'GET /sandbox-gateway/pay/{reference}': PUBLIC,
  'POST /sandbox-gateway/pay/{reference}/approve': PUBLIC,
  'POST /sandbox-gateway/pay/{reference}/decline': PUBLIC,
  'POST /provider/api/play': PLAYER_TOKEN,
  'POST /provider/api/seeds/client': PLAYER_TOKEN,
  'POST /provider/api/seeds/rotate': PLAYER_TOKEN,
  'GET /provider/api/session': PLAYER_TOKEN,
  'GET /provider/api/4d': PLAYER_TOKEN,
  'GET /provider/api/4d/tickets': PLAYER_TOKEN,
  'POST /provider/api/4d/tickets': PLAYER_TOKEN,
  // Drawn 4D results with their revealed seeds: published for anyone to recompute.
  'GET /provider/api/4d/results': PUBLIC,
  'GET /provider/api/sportsbook': PLAYER_TOKEN,
  'GET /provider/api/sportsbook/bets': PLAYER_TOKEN,
  'POST /provider/api/sportsbook/bets': PLAYER_TOKEN,
  'GET /wps/agent/affiliate': PUBLIC,
  'GET /wps/agent/announcements': realAccount('none', { agent: true }),
  'GET /wps/captcha': PUBLIC,
  'GET /wps/console/agent-contracts': consoleRoute('agents.read'),
  'GET /wps/console/agent-payouts': consoleRoute('agents.read'),
  'GET /wps/console/agent-payout-runs': consoleRoute('agents.read'),
  'POST /wps/console/agent-payout-runs/rerun': consoleRoute('agents.write'),
  'POST /wps/console/agent-contracts/{id}/end': consoleRoute('agents.write'),
  'POST /wps/console/agent-contracts/{id}/freeze': consoleRoute('agents.write'),
  'POST /wps/console/agent-contracts/{id}/unfreeze': consoleRoute('agents.write'),
  'PUT /wps/console/agents/{memberId}/contracts/{kind}': consoleRoute('agents.write'),
  'PUT /wps/console/agents/{memberId}/ratio': consoleRoute('agents.write'),
  'PUT /wps/console/agents/{memberId}/upline': consoleRoute('agents.write'),
  'GET /wps/console/agents/path': consoleRoute('agents.read'),
  'GET /wps/console/agents/tree': consoleRoute('agents.read'),
  'GET /wps/console/audit': consoleRoute('audit.read'),
  'GET /wps/console/audit/verification': consoleRoute('audit.read'),
  'GET /wps/console/bank-accounts': consoleRoute('payments.read'),
  'DELETE /wps/console/bank-accounts/{id}': consoleRoute('payments.write'),
  'PATCH /wps/console/bank-accounts/{id}': consoleRoute('payments.write'),
  'POST /wps/console/bank-accounts/{id}/confirm': consoleRoute('payments.write'),
  'GET /wps/console/catalogue/games': consoleRoute('catalogue.read'),
  'POST /wps/console/catalogue/games/import': consoleRoute('catalogue.write'),
  'PATCH /wps/console/catalogue/games/{gameId}': consoleRoute('catalogue.write'),
  'GET /wps/console/catalogue/vendors': consoleRoute('catalogue.read'),
  'PATCH /wps/console/catalogue/vendors/{vendor}': consoleRoute('catalogue.write'),
  'POST /wps/console/catalogue/vendors/{vendorCode}/wallet-secret': consoleRoute('catalogue.write'),
  'GET /wps/console/catalogue/version': consoleRoute('catalogue.read'),
  'POST /wps/console/catalogue/version': consoleRoute('catalogue.write'),
  'POST /wps/console/auth/code': CONSOLE_SIGN_IN,
  'POST /wps/console/auth/password': consoleRoute(null),
  'POST /wps/console/auth/recovery-code': CONSOLE_SIGN_IN,
  'POST /wps/console/auth/sign-in': CONSOLE_SIGN_IN,
  'POST /wps/console/auth/sign-out': consoleRoute(null, { endsSession: true }),
  'POST /wps/console/auth/sign-out-everywhere': consoleRoute(null, { endsSession: true }),
  'GET /wps/console/chat/mutes': consoleRoute('support.read'),
  'DELETE /wps/console/chat/mutes/{account}': consoleRoute('support.write'),
  'PUT /wps/console/chat/mutes/{account}': consoleRoute('support.write'),
  'GET /wps/console/content/announcements': consoleRoute('content.read'),
  'POST /wps/console/content/announcements': consoleRoute('content.write'),
  'DELETE /wps/console/content/announcements/{id}': consoleRoute('content.write'),
  'PUT /wps/console/content/announcements/{id}': consoleRoute('content.write'),
  'POST /wps/console/content/banner-images': consoleRoute('content.write'),
  'GET /wps/console/content/banners': consoleRoute('content.read'),
  'POST /wps/console/content/banners': consoleRoute('content.write'),
  'DELETE /wps/console/content/banners/{id}': consoleRoute('content.write'),
  'PUT /wps/console/content/banners/{id}': consoleRoute('content.write'),
  'GET /wps/console/content/customer-service': consoleRoute('content.read'),
  'DELETE /wps/console/content/customer-service/{csType}': consoleRoute('content.write'),
  'PUT /wps/console/content/customer-service/{csType}': consoleRoute('content.write'),
  'GET /wps/console/content/help-articles': consoleRoute('content.read'),
  'POST /wps/console/content/help-articles': consoleRoute('content.write'),
  'DELETE /wps/console/content/help-articles/{id}': consoleRoute('content.write'),
  'PUT /wps/console/content/help-articles/{id}': consoleRoute('content.write'),
  'GET /wps/console/content/help-categories': consoleRoute('content.read'),
  'POST /wps/console/content/help-categories': consoleRoute('content.write'),
  'DELETE /wps/console/content/help-categories/{id}': consoleRoute('content.write'),
  'PUT /wps/console/content/help-categories/{id}': consoleRoute('content.write'),
  'GET /wps/console/content/point-goods': consoleRoute('content.read'),
  'POST /wps/console/content/point-goods': consoleRoute('content.write'),
  'DELETE /wps/console/content/point-goods/{id}': consoleRoute('content.write'),
  'PUT /wps/console/content/point-goods/{id}': consoleRoute('content.write'),
  'GET /wps/console/content/promotions': consoleRoute('content.read'),
  'POST /wps/console/content/promotions': consoleRoute('content.write'),
  'DELETE /wps/console/content/promotions/{id}': consoleRoute('content.write'),
  'PUT /wps/console/content/promotions/{id}': consoleRoute('content.write'),
  'GET /wps/console/content/vip-ranks': consoleRoute('content.read'),
  'POST /wps/console/content/vip-ranks': consoleRoute('content.write'),
  'DELETE /wps/console/content/vip-ranks/{id}': consoleRoute('content.write'),
  'PUT /wps/console/content/vip-ranks/{id}': consoleRoute('content.write'),
  'GET /wps/console/dashboard': consoleRoute('dashboard.read'),
  'GET /wps/console/deposit-channels': consoleRoute('payments.read'),
  'POST /wps/console/deposit-channels': consoleRoute('payments.settings'),
  'POST /wps/console/deposit-channels/qr-images': consoleRoute('payments.settings'),
  'PUT /wps/console/deposit-channels/{id}': consoleRoute('payments.settings'),
  'GET /wps/console/deposits': consoleRoute('payments.read'),
  'GET /wps/console/deposits/{id}': consoleRoute('payments.read'),
  'POST /wps/console/deposits/{id}/approve': consoleRoute('payments.write'),
  'POST /wps/console/deposits/{id}/reject': consoleRoute('payments.write'),
  'GET /wps/console/deposits/{id}/proofs/{position}': consoleRoute('payments.read'),
  'GET /wps/console/me': consoleRoute(null),
  'GET /wps/console/members': consoleRoute('members.read'),
  'GET /wps/console/members/{memberId}': consoleRoute('members.read'),
  'POST /wps/console/members/{memberId}/adjustments': consoleRoute('members.adjust'),
  'POST /wps/console/members/{memberId}/monitoring': consoleRoute('members.write'),
  // Every operator sees the approvals; deciding one needs its action's permission (per row).
  'GET /wps/console/approvals': consoleRoute(null),
  'GET /wps/console/approvals/settings': consoleRoute(null),
  'PUT /wps/console/approvals/settings': consoleRoute('approvals.settings'),
  'POST /wps/console/approvals/{id}/approve': consoleRoute(null),
  'POST /wps/console/approvals/{id}/reject': consoleRoute(null),
  'GET /wps/console/members/{memberId}/bets': consoleRoute('members.read'),
  'GET /wps/console/members/{memberId}/ledger': consoleRoute('members.read'),
  'GET /wps/console/members/{memberId}/linked-accounts': consoleRoute('members.read'),
  'POST /wps/console/members/{memberId}/linked-accounts/reveal': consoleRoute('members.reveal'),
  'POST /wps/console/members/{memberId}/lock': consoleRoute('members.write'),
  'GET /wps/console/members/{memberId}/logins': consoleRoute('members.read'),
  'POST /wps/console/members/{memberId}/password-reset': consoleRoute('members.write'),
  'POST /wps/console/members/{memberId}/reveal': consoleRoute('members.reveal'),
  'GET /wps/console/members/{memberId}/sessions': consoleRoute('members.read'),
  'POST /wps/console/members/{memberId}/sessions/revoke': consoleRoute('members.write'),
  'GET /wps/console/operators': consoleRoute('operators.manage'),
  'GET /wps/console/player-protection/members': consoleRoute('protection.read'),
  'GET /wps/console/player-protection/members/{memberId}': consoleRoute('protection.read'),
  'POST /wps/console/player-protection/members/{memberId}/exclusion/lift':
    consoleRoute('protection.write'),
  'GET /wps/console/player-protection/members/{memberId}/history': consoleRoute('protection.read'),
  'GET /wps/console/player-protection/members/{memberId}/identity/documents/{position}':
    consoleRoute('protection.read'),
  'POST /wps/console/player-protection/members/{memberId}/identity/review':
    consoleRoute('protection.write'),
  'GET /wps/console/player-protection/settings': consoleRoute('protection.read'),
  'PUT /wps/console/player-protection/settings': consoleRoute('protection.write'),
  'POST /wps/console/operators': consoleRoute('operators.manage'),
  'PATCH /wps/console/operators/{operatorId}': consoleRoute('operators.manage'),
  'GET /wps/console/payments/settings': consoleRoute('payments.read'),
  'GET /wps/console/rebate/settings': consoleRoute('payments.read'),
  'GET /wps/console/bonuses': consoleRoute('rewards.read'),
  'POST /wps/console/bonuses': consoleRoute('rewards.write'),
  'GET /wps/console/bonuses/settings': consoleRoute('rewards.read'),
  'PUT /wps/console/bonuses/settings': consoleRoute('rewards.write'),
  'POST /wps/console/bonuses/{bonusId}/forfeit': consoleRoute('rewards.write'),
  'GET /wps/console/raffles': consoleRoute('rewards.read'),
  'POST /wps/console/raffles': consoleRoute('rewards.write'),
  'PUT /wps/console/raffles/{raffleId}': consoleRoute('rewards.write'),
  'GET /wps/console/reconciliation-alerts': consoleRoute('payments.read'),
  'GET /wps/console/reconciliation-alerts/open-count': consoleRoute('payments.read'),
  'POST /wps/console/reconciliation-alerts/run': consoleRoute('payments.write'),
  'POST /wps/console/reconciliation-alerts/{id}/resolve': consoleRoute('payments.write'),
  'GET /wps/console/rewards': consoleRoute('rewards.read'),
  'GET /wps/console/rewards/issues': consoleRoute('rewards.read'),
  'POST /wps/console/rewards/issues': consoleRoute('rewards.write'),
  'POST /wps/console/rewards/issues/{issueId}/cancel': consoleRoute('rewards.write'),
  'PUT /wps/console/rebate/settings': consoleRoute('payments.settings'),
  'GET /wps/console/messages': consoleRoute('messages.read'),
  'GET /wps/console/messages/audiences': consoleRoute('messages.read'),
  'POST /wps/console/messages': consoleRoute('messages.write'),
  'DELETE /wps/console/messages/{id}': consoleRoute('messages.write'),
  'GET /wps/console/referral/settings': consoleRoute('payments.read'),
  'PUT /wps/console/referral/settings': consoleRoute('payments.settings'),
  'GET /wps/console/referral/summary': consoleRoute('payments.read'),
  'GET /wps/console/referral/referrers': consoleRoute('payments.read'),
  'GET /wps/console/referral/rewards': consoleRoute('payments.read'),
  'GET /wps/console/referral/members/{memberId}': consoleRoute('payments.read'),
  'GET /wps/console/referral/members/{memberId}/friends': consoleRoute('payments.read'),
  'GET /wps/console/missions': consoleRoute('payments.read'),
  'POST /wps/console/missions': consoleRoute('payments.settings'),
  'PUT /wps/console/missions/{missionId}': consoleRoute('payments.settings'),
  'GET /wps/console/members/{memberId}/missions': consoleRoute('members.read'),
  'GET /wps/console/points/settings': consoleRoute('points.read'),
  'PUT /wps/console/points/settings': consoleRoute('payments.settings'),
  'GET /wps/console/points/orders': consoleRoute('points.read'),
  'POST /wps/console/points/orders/{id}/pass': consoleRoute('points.write'),
  'POST /wps/console/points/orders/{id}/reject': consoleRoute('points.write'),
  'GET /wps/console/points/members/{memberId}': consoleRoute('points.read'),
  'PUT /wps/console/payments/settings': consoleRoute('payments.settings'),
  'GET /wps/console/settings/agents': consoleRoute('agents.read'),
  'PUT /wps/console/settings/agents': consoleRoute('agents.write'),
  'GET /wps/console/site': consoleRoute('site.read'),
  'PUT /wps/console/site': consoleRoute('site.write'),
  'GET /wps/console/site/registration-rules': consoleRoute('site.read'),
  'PUT /wps/console/site/registration-rules': consoleRoute('site.write'),
  'GET /wps/console/support/feedback': consoleRoute('support.read'),
  'GET /wps/console/support/feedback/{id}': consoleRoute('support.read'),
  'POST /wps/console/support/feedback/{id}/close': consoleRoute('support.write'),
  'GET /wps/console/support/feedback/{id}/images/{position}': consoleRoute('support.read'),
  'POST /wps/console/support/feedback/{id}/reply': consoleRoute('support.write'),
  'GET /wps/console/vendor-reconciliation': consoleRoute('payments.read'),
  'POST /wps/console/vendor-reconciliation/compare': consoleRoute('payments.read'),
  'GET /wps/console/withdrawals': consoleRoute('payments.read'),
  'GET /wps/console/withdrawals/{id}': consoleRoute('payments.read'),
  'POST /wps/console/withdrawals/{id}/approve': consoleRoute('payments.write'),
  'GET /wps/console/withdrawals/{id}/images/{position}': consoleRoute('payments.read'),
  'GET /wps/console/withdrawals/{id}/panel': consoleRoute('payments.read'),
  'POST /wps/console/withdrawals/{id}/pay': consoleRoute('payments.write'),
  'POST /wps/console/withdrawals/{id}/reject': consoleRoute('payments.write'),
  'POST /wps/console/withdrawals/{id}/resolve': consoleRoute('payments.write'),
  // One chat room for the whole site: every member reads the same messages.
  'GET /wps/chat/messages': realAccount('none'),
  'GET /wps/dev/outbox': DEVELOPMENT,
  'POST /wps/dev/site': DEVELOPMENT,
  'POST /wps/dev/agent-payouts/real-time-window': DEVELOPMENT,
  'GET /wps/feedback': realAccount('feedback'),
  'PUT /wps/feedback': realAccount('feedback'),
  'GET /wps/feedback/{id}/images/{position}': realAccount('feedback'),
  'POST /wps/game/launchGame': member('recentGames'),
  'GET /wps/games/announcements': PUBLIC,
  'GET /wps/games/favourites': realAccount('favourites'),
  'POST /wps/games/favourites/add': realAccount('favourites'),
  'POST /wps/games/favourites/remove': realAccount('favourites'),
  'GET /wps/games/hot': PUBLIC,
  'GET /wps/games/list': PUBLIC,
  'GET /wps/games/recent': realAccount('recentGames'),
  'GET /wps/games/types': PUBLIC,
  'GET /wps/games/vendors': PUBLIC,
  'GET /wps/games/winners': PUBLIC,
  'GET /wps/health': PUBLIC,
  'GET /wps/health/ready': PUBLIC,
  // The operator's customer-service links for the member's VIP rank: nothing of the member's own.
  'GET /wps/member/deposit-channels': realAccount('deposits'),
  'GET /wps/member/deposits': realAccount('deposits'),
  'POST /wps/member/deposits': realAccount('deposits'),
  'GET /wps/member/deposits/{id}/proofs/{position}': realAccount('deposits'),
  'GET /wps/member/bank-accounts': realAccount('bankAccounts'),
  'POST /wps/member/bank-accounts': realAccount('bankAccounts'),
  'DELETE /wps/member/bank-accounts/{id}': realAccount('bankAccounts'),
  'GET /wps/member/mailbox': realAccount('mailbox'),
  'GET /wps/member/rebate': realAccount('rebate'),
  'GET /wps/member/rebate/claims': realAccount('rebate'),
  'POST /wps/member/rebate/claims': realAccount('rebate'),
  'GET /wps/member/referral': realAccount('referral'),
  'GET /wps/member/referral/friends': realAccount('referral'),
  'GET /wps/member/referral/rewards': realAccount('referral'),
  'GET /wps/member/bonuses': realAccount('bonuses'),
  'GET /wps/member/raffles': realAccount('rewards'),
  'GET /wps/member/rewards': realAccount('rewards'),
  'GET /wps/member/rewards/count': realAccount('rewards'),
  'POST /wps/member/rewards/{rewardId}/claim': realAccount('rewards'),
  'GET /wps/relay/MCS2_missionSummary': realAccount('missions'),
  'GET /wps/relay/MCS2_missionCount': realAccount('missions'),
  'POST /wps/relay/MCS2_missionClaim/{missionId}': realAccount('missions'),
  'GET /wps/relay/MCS2_leaderboard': realAccount('missions'),
  'GET /wps/relay/MCS2_pointBalance': realAccount('points'),
  'GET /wps/relay/MCS2_pointConfig': realAccount('points'),
  'GET /wps/relay/MCS2_redeemList': realAccount('points'),
  'GET /wps/relay/MCS2_pointReward': realAccount('points'),
  'POST /wps/relay/passwordCheck/MCS2_convertPoint': realAccount('points'),
  'POST /wps/relay/passwordCheck/MCS2_redeemPointReward': realAccount('points'),
  'PUT /wps/member/mailbox/read-all': realAccount('mailbox'),
  'GET /wps/member/mailbox/unread-count': realAccount('mailbox'),
  'PUT /wps/member/mailbox/{id}/read': realAccount('mailbox'),
  'DELETE /wps/member/mailbox/{id}': realAccount('mailbox'),
  'GET /wps/member/customerService': member('none', { duringPasswordChange: true }),
  'GET /wps/member/info': member('profile', { duringPasswordChange: true }),
  'GET /wps/member/info/funds/consolidated': realAccount('wallets'),
  'GET /wps/member/info/icon': member('profile'),
  'POST /wps/member/language': member('profile', { duringPasswordChange: true }),
  'POST /wps/member/firstLogin': realAccount('profile', { duringPasswordChange: true }),
  'POST /wps/member/password': realAccount('password', { duringPasswordChange: true }),
  'POST /wps/member/password/email': PUBLIC,
  'POST /wps/member/password/email/reset': PUBLIC,
  'POST /wps/member/password/verification': PUBLIC,
  'GET /wps/member/payment-password': realAccount('paymentPassword'),
  'PUT /wps/member/payment-password': realAccount('paymentPassword'),
  'POST /wps/member/payment-password/reset': realAccount('paymentPassword'),
  'POST /wps/member/payment-password/reset/code': realAccount('paymentPassword'),
  'GET /wps/member/protection': realAccount('protection'),
  'POST /wps/member/protection/exclusion': realAccount('protection'),
  'PUT /wps/member/protection/identity': realAccount('protection'),
  'PUT /wps/member/protection/limits': realAccount('protection'),
  'PUT /wps/member/protection/reality-check': realAccount('protection'),
  'GET /wps/member/protection/session': realAccount('protection'),
  'GET /wps/member/protection/session/refusal': realAccount('protection'),
  'GET /wps/agent/team/overview': realAccount('agentTeam', { agent: true }),
  'GET /wps/agent/reports/team-betting': realAccount('agentTeam', { agent: true }),
  'GET /wps/agent/reports/profit-loss': realAccount('agentTeam', { agent: true }),
  'GET /wps/agent/reports/income': realAccount('agentTeam', { agent: true }),
  'GET /wps/agent/reports/transactions': realAccount('agentTeam', { agent: true }),
  'GET /wps/member/records/bets': realAccount('records'),
  'GET /wps/member/records/profit': realAccount('records'),
  'GET /wps/member/records/transactions': realAccount('records'),
  'GET /wps/member/security': realAccount('securityProfile'),
  'POST /wps/member/security/email': realAccount('contacts'),
  'POST /wps/member/security/email/code': realAccount('contacts'),
  'GET /wps/member/security/logins': realAccount('loginHistory'),
  'POST /wps/member/security/phone': realAccount('contacts'),
  'POST /wps/member/security/phone/code': realAccount('contacts'),
  'PUT /wps/member/security/profile': realAccount('securityProfile'),
  'GET /wps/member/security/sessions': realAccount('loginHistory'),
  // Ends the member's other sessions, never the one calling nor another member's.
  'POST /wps/member/security/sessions/sign-out-others': realAccount('loginHistory'),
  'GET /wps/member/turnover': realAccount('turnover'),
  'GET /wps/member/upline-transfers': realAccount('uplineTransfers'),
  'POST /wps/member/upline-transfers': realAccount('uplineTransfers'),
  'GET /wps/member/upline-transfers/overview': realAccount('uplineTransfers'),
  'GET /wps/member/withdrawals': realAccount('withdrawals'),
  'POST /wps/member/withdrawals': realAccount('withdrawals'),
  'GET /wps/member/withdrawals/limits': realAccount('withdrawals'),
  'POST /wps/member/withdrawals/{id}/not-received': realAccount('withdrawals'),
  'POST /wps/member/withdrawals/{id}/received': realAccount('withdrawals'),
  'GET /wps/member/withdrawals/{id}/images/{position}': realAccount('withdrawals'),
  'PUT /wps/member/register': PUBLIC,
  'PUT /wps/member/register/mobile': PUBLIC,
  'POST /wps/payment-gateway/callback': PAYMENT_GATEWAY,
  'GET /wps/pointMall/goods': PUBLIC,
  'GET /wps/promotions': PUBLIC,
  'GET /wps/promotions/types': PUBLIC,
  'GET /wps/promotions/{id}': PUBLIC,
  'GET /wps/relay/GCS_merchantWallet': PUBLIC,
  // The rooms are the same for everybody; only `seated` is the caller's.
  'GET /wps/relay/GCS_pvpRooms': member('none'),
  'POST /wps/relay/GCS_walletTransfer': realAccount('transfers'),
  'GET /wps/relay/MCSFE_getPlayerAvatar': member('profile'),
  'POST /wps/relay/MCS2_claimRafflePromotion': realAccount('rewards'),
  'POST /wps/seamless/balance': SEAMLESS,
  'POST /wps/seamless/credit': SEAMLESS,
  'POST /wps/seamless/debit': SEAMLESS,
  'POST /wps/seamless/end-round': SEAMLESS,
  'POST /wps/seamless/rollback': SEAMLESS,
  'DELETE /wps/session/logout': member('session', { duringPasswordChange: true }),
  'POST /wps/session/login': PUBLIC,
  'POST /wps/session/login/freeplay': PUBLIC,
  'POST /wps/session/tab': TAB_SESSION,
  'GET /wps/system/announcements': PUBLIC,
  'GET /wps/system/country': PUBLIC,
  'GET /wps/system/customerService': PUBLIC,
  'GET /wps/system/domainRoute': PUBLIC,
  'GET /wps/system/helpCenter': PUBLIC,
  'GET /wps/system/notices': PUBLIC,
  'GET /wps/system/setting/register': PUBLIC,
  'GET /wps/system/status': PUBLIC,
  'GET /wps/system/vipRanks': PUBLIC,
  'GET /wps/system/whitelabel': PUBLIC,
  'GET /wps/v2/wallets/balance': member('wallets'),
  'POST /wps/wallet/hub88/{vendorCode}/transaction/bet': HUB88,
  'POST /wps/wallet/hub88/{vendorCode}/transaction/rollback': HUB88,
  'POST /wps/wallet/hub88/{vendorCode}/transaction/win': HUB88,
  'POST /wps/wallet/hub88/{vendorCode}/user/balance': HUB88,
  'POST /wps/verification/slider': PUBLIC,
  'GET /wps/verification/slider': PUBLIC,
  'POST /wps/verification/sms/noLogin': PUBLIC,
  'POST /wps/verification/sms/register': PUBLIC,
};

/** Where a provider route takes the player token: a query parameter or a body field. */
function playerTokenIn(operation: Operation): 'query' | 'body' {
  if (operation.parameters.some((parameter) => parameter.name === 'token')) return 'query';
  if (operation.body?.schema.properties?.token) return 'body';
  throw new Error(`${operation.key} names no player token in the document`);
}

const PATH_VALUES = {
  account: 'demo_member',
  vendor: 'PG',
  // Hub88's routes name the vendor on that protocol; the console's secret rotation names it too
  // (rotating it leaves PG's secret, which the seamless checks sign with, as it is).
  vendorCode: 'YGG',
  file: 'x.svg',
  id: '1',
  gameId: '1',
  kind: 'DAILY_WAGES',
  // The console's member routes act on demo_sub_m2, whom no other check here logs in (set below).
  memberId: '0',
  // An id no operator has: the owner's PATCH with an empty body must change no one.
  operatorId: '999999',
};
const SEAMLESS_VENDOR = 'PG';
const PLAYER_REQUESTS: Record<string, object> = {
  'POST /provider/api/play': { bet: { totalBet: '1.00' } },
  'POST /provider/api/seeds/client': { clientSeed: 'matrix' },
  'POST /provider/api/4d/tickets': {
    ticketKey: 'matrix-ticket',
    number: '1234',
    big: '1.00',
    small: '0',
  },
  'POST /provider/api/sportsbook/bets': {
    betKey: 'matrix-sport-bet',
    stake: '1.00',
    selections: [{ fixtureId: 'FB-202611291535-1', market: 'WINNER', selection: 'HOME' }],
  },
};

describe('authorization matrix', () => {
  let api: TestApp;
  let dataDir: string;
  let operations: Operation[];
  // Live sessions of three real members, a free-play account and a member whose password
  // change is pending; and a session that has been logged out.
  let memberA: string;
  let memberB: string;
  let agent: string;
  let demo: string;
  let pendingChange: string;
  let revoked: string;
  let playerToken: string;
  // Console sessions of the demo operators, by role; one revoked; one of another operator's site.
  let owner: string;
  const consoleSessions = new Map<string, string>();
  let revokedConsole: string;
  let otherSiteOperator: string;

  const classified = (credential: Access['credential']) =>
    operations.filter((operation) => ROUTES[operation.key]?.credential === credential);
  const memberRoutes = () =>
    classified('member').map((operation) => ({
      operation,
      rule: ROUTES[operation.key] as MemberRoute,
    }));

  /** The operation called with nothing but the given headers (no query, an empty body). */
  const call = (
    operation: Operation,
    headers: Record<string, string> = {},
    body?: string | object,
    query: Record<string, string> = {},
  ) => {
    const method = operation.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const request = api.http[method](fillPath(operation.path, PATH_VALUES))
      .set(headers)
      .query(query);
    return body === undefined ? request : request.send(body);
  };
  /** A fresh session of the member for a route that ends the session it is called with. */
  const sessionFor = async (operation: Operation, bearer: string, fresh: () => Promise<string>) =>
    (ROUTES[operation.key] as MemberRoute).data === 'session' ? fresh() : bearer;

  const expectRefused = (
    response: Response,
    operation: Operation,
    status: number,
    code: ErrorCode,
  ) => {
    expect({ route: operation.key, status: response.status, code: response.body.code }).toEqual({
      route: operation.key,
      status,
      code,
    });
    expect(isErrorEnvelope(response.body)).toBe(true);
  };
  /** The credential opened the route: whatever it answers, it is not a refusal of the caller. */
  const expectLetThrough = (response: Response, operation: Operation, refusals: ErrorCode[]) => {
    expect({
      route: operation.key,
      refused: response.status === 401 || refusals.includes(response.body?.code as ErrorCode),
      serverError: response.status >= 500,
    }).toEqual({ route: operation.key, refused: false, serverError: false });
  };

  const freePlay = async (nonce: string) => {
    const response = await api.http
      .post('/wps/session/login/freeplay')
      .send({ os: 'Linux', platform: 'W', nonce, gatewayVersion: 3 })
      .expect(200);
    return `Bearer ${response.body.value.token}`;
  };
  const launch = async (bearer: string, nodeId: string) => {
    const response = await api.http
      .post(LOBBY_PATHS.launchGame)
      .set('authorization', bearer)
      .send({ nodeId, language: 'EN' });
    expect([response.status, response.body.code]).toEqual([200, undefined]);
    const content: string = response.body.value.content;
    const url = new URLSearchParams(content.slice(content.indexOf('?') + 1)).get('url') ?? '';
    return url.slice(`${PROVIDER_CLIENT_PATH}?token=`.length);
  };
  const builtInGame = () =>
    api.prisma.game.findFirstOrThrow({
      where: { vendor: { code: 'PG' }, categoryCode: 'RNG', enabled: true },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'wps-matrix-'));
    api = await createTestApp({ environment: { DATA_DIR: dataDir } });
    await updateSite(api, { sliderVerification: false });
    operations = await servedOperations(api);
    memberA = await bearerFor(api, 'demo_vip', 'Demo1234');
    memberB = await bearerFor(api, 'demo_member', 'Demo1234');
    agent = await bearerFor(api, 'demo_agent', 'Agent1234');
    demo = await freePlay('matrix-demo');
    pendingChange = await bearerFor(api, 'demo_newbie', '123456');
    revoked = await bearerFor(api, 'demo_agent_m1', 'Demo1234');
    await api.http.delete('/wps/session/logout').set('authorization', revoked).expect(200);
    playerToken = await launch(memberB, String((await builtInGame()).id));
    const demoOperators = await api.prisma.operatorAccount.findMany({
      select: { username: true, role: true },
    });
    for (const role of OPERATOR_ROLES) {
      const operator = demoOperators.find((candidate) => candidate.role === role);
      if (!operator) throw new Error(`no demo operator of role ${role}`);
      consoleSessions.set(role, await openConsoleSession(api.prisma, operator.username));
    }
    owner = consoleSessions.get('OWNER') ?? '';
    PATH_VALUES.memberId = String(
      (await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_sub_m2' } })).id,
    );
    revokedConsole = await openConsoleSession(api.prisma, 'owner', { revoked: true });
    const otherSite = await api.prisma.merchant.create({
      data: { code: 'OTHER', name: 'Other site' },
    });
    await api.prisma.operatorAccount.create({
      data: { merchantId: otherSite.id, username: 'owner', passwordHash: '-', role: 'OWNER' },
    });
    otherSiteOperator = await openConsoleSession(api.prisma, 'owner', {
      merchantId: otherSite.id,
    });
  });
  afterAll(async () => {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('classifies every route of the OpenAPI document, as the document does', () => {
    const served = operations.map((operation) => operation.key);
    const unclassified = served.filter((key) => !(key in ROUTES) && !isAgentCentreRoute(key));
    const gone = Object.keys(ROUTES).filter((key) => !served.includes(key));
    expect({ unclassified, gone }).toEqual({ unclassified: [], gone: [] });
    const disagreements = operations
      .filter((operation) => operation.key in ROUTES)
      .map((operation) => {
        const documented = documentedCredential(operation);
        const credential = ROUTES[operation.key].credential;
        const expected =
          credential === 'public' ||
          credential === 'hub88' ||
          credential === 'playerToken' ||
          credential === 'consoleSignIn' ||
          credential === 'paymentGateway'
            ? 'none'
            : credential;
        return documented === expected ? null : `${operation.key}: ${documented} vs ${credential}`;
      })
      .filter(Boolean);
    expect(disagreements).toEqual([]);
  });

  it("documents each member route's refusals as the table has them", () => {
    const documented = memberRoutes().map(({ operation }) => ({
      route: operation.key,
      unauthenticated: operation.responses['401']?.startsWith('UNAUTHENTICATED') ?? false,
      realAccount: operation.responses['403']?.includes('NEED_TRUE_ACCOUNT') ?? false,
      duringPasswordChange: !operation.responses['403']?.includes('PASSWORD_CHANGE_REQUIRED'),
    }));
    expect(documented).toEqual(
      memberRoutes().map(({ operation, rule }) => ({
        route: operation.key,
        unauthenticated: true,
        realAccount: rule.realAccount,
        duringPasswordChange: rule.duringPasswordChange,
      })),
    );
  });

  describe('member routes (a session token)', () => {
    it('refuse a request without a token: 401 UNAUTHENTICATED in the envelope', async () => {
      for (const { operation } of memberRoutes()) {
        expectRefused(await call(operation), operation, 401, 'UNAUTHENTICATED');
      }
    });

    it('refuse a token that is not one the site signed', async () => {
      const [header, payload] = memberA.slice('Bearer '.length).split('.');
      const unsigned = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
      const forged = [
        'Bearer not-a-token',
        `Bearer ${header}.${payload}.${'A'.repeat(43)}`,
        `Bearer ${unsigned}.${payload}.`,
        memberA.slice('Bearer '.length),
      ];
      for (const { operation } of memberRoutes()) {
        for (const authorization of forged) {
          expectRefused(
            await call(operation, { authorization }),
            operation,
            401,
            'UNAUTHENTICATED',
          );
        }
      }
    });

    it('refuse the token of a session that was logged out', async () => {
      for (const { operation } of memberRoutes()) {
        expectRefused(
          await call(operation, { authorization: revoked }),
          operation,
          401,
          'UNAUTHENTICATED',
        );
      }
    });

    it('let a real member through', async () => {
      const fresh = () => bearerFor(api, 'demo_agent_m2', 'Demo1234');
      for (const { operation, rule } of memberRoutes()) {
        const authorization = rule.agent ? agent : await sessionFor(operation, memberA, fresh);
        expectLetThrough(await call(operation, { authorization }), operation, [
          'NEED_TRUE_ACCOUNT',
          'PASSWORD_CHANGE_REQUIRED',
          'FORBIDDEN',
        ]);
      }
    });

    it('refuse an account that is no agent where an agent is needed, and only there', async () => {
      const fresh = () => bearerFor(api, 'demo_agent_m2', 'Demo1234');
      for (const { operation, rule } of memberRoutes()) {
        const response = await call(operation, {
          authorization: await sessionFor(operation, memberA, fresh),
        });
        if (rule.agent) expectRefused(response, operation, 403, 'NOT_AGENT');
        else expectLetThrough(response, operation, ['NOT_AGENT']);
      }
    });

    it('refuse a demo (free-play) account where a real account is needed, and only there', async () => {
      const fresh = () => freePlay(`matrix-${Date.now()}`);
      for (const { operation, rule } of memberRoutes()) {
        const response = await call(operation, {
          authorization: await sessionFor(operation, demo, fresh),
        });
        if (rule.realAccount) expectRefused(response, operation, 403, 'NEED_TRUE_ACCOUNT');
        else expectLetThrough(response, operation, ['NEED_TRUE_ACCOUNT']);
      }
    });

    it('refuse a session whose password change is pending, except the routes that lead to it', async () => {
      const fresh = () => bearerFor(api, 'demo_newbie', '123456');
      for (const { operation, rule } of memberRoutes()) {
        const response = await call(operation, {
          authorization: await sessionFor(operation, pendingChange, fresh),
        });
        if (rule.duringPasswordChange) {
          expectLetThrough(response, operation, ['PASSWORD_CHANGE_REQUIRED']);
        } else {
          expectRefused(response, operation, 403, 'PASSWORD_CHANGE_REQUIRED');
        }
      }
    });
  });

  describe('console routes (an operator session cookie)', () => {
    const consoleRoutes = () =>
      classified('console').map((operation) => ({
        operation,
        rule: ROUTES[operation.key] as ConsoleRoute,
      }));
    const asOperator = (cookie: string) => ({ cookie, [CONSOLE_REQUEST_HEADER]: '1' });

    it("refuse no session, a member token, a revoked session and another site's operator", async () => {
      for (const { operation } of consoleRoutes()) {
        for (const headers of [
          { [CONSOLE_REQUEST_HEADER]: '1' } as Record<string, string>,
          { authorization: memberA, [CONSOLE_REQUEST_HEADER]: '1' },
          asOperator('wps_console=not-a-session'),
          asOperator(revokedConsole),
          asOperator(otherSiteOperator),
        ]) {
          expectRefused(await call(operation, headers, {}), operation, 401, 'UNAUTHENTICATED');
        }
      }
    });

    it('let each role through exactly where its permissions allow', async () => {
      // Sign-out everywhere ends the role's other sessions too: those routes come last.
      const routes = [...consoleRoutes()].sort(
        (a, b) => Number(a.rule.endsSession ?? false) - Number(b.rule.endsSession ?? false),
      );
      for (const role of OPERATOR_ROLES) {
        for (const { operation, rule } of routes) {
          const cookie = rule.endsSession
            ? await openConsoleSession(api.prisma, (await demoOperatorOf(role)).username)
            : (consoleSessions.get(role) ?? '');
          const response = await call(operation, asOperator(cookie), {});
          if (rule.permission === null || roleAllows(role, rule.permission)) {
            expectLetThrough(response, operation, ['FORBIDDEN']);
          } else {
            expectRefused(response, operation, 403, 'FORBIDDEN');
          }
        }
      }
    });

    it('refuse a write without the console request header', async () => {
      for (const { operation } of consoleRoutes()) {
        if (operation.method === 'GET') continue;
        expectRefused(await call(operation, { cookie: owner }, {}), operation, 403, 'FORBIDDEN');
      }
    });

    it('do not open member routes to a console session', async () => {
      for (const { operation } of memberRoutes()) {
        expectRefused(await call(operation, { cookie: owner }), operation, 401, 'UNAUTHENTICATED');
      }
    });

    const demoOperatorOf = (role: OperatorRole) =>
      api.prisma.operatorAccount.findFirstOrThrow({
        where: { role, merchant: { code: 'DEMO' } },
        select: { username: true },
      });
  });

  describe('other credentials', () => {
    it('console sign-in steps want the console request header (403 without)', async () => {
      for (const operation of classified('consoleSignIn')) {
        expectRefused(await call(operation, {}, {}), operation, 403, 'FORBIDDEN');
        const response = await call(operation, { [CONSOLE_REQUEST_HEADER]: '1' }, {});
        expect([operation.key, response.status, response.body.code]).toEqual([
          operation.key,
          400,
          'VALIDATION_FAILED',
        ]);
      }
    });

    it("seamless-wallet routes want the vendor's signature of the body (401 INVALID_SIGNATURE)", async () => {
      const body = JSON.stringify({ playerToken });
      const signedFor = (vendor: string, named = vendor) => ({
        ...seamlessHeaders(named, body),
        'x-provider-signature': signBody(vendor, body),
      });
      for (const operation of classified('seamless')) {
        for (const headers of [
          { 'content-type': 'application/json' } as Record<string, string>,
          { authorization: memberA, 'content-type': 'application/json' },
          { ...seamlessHeaders(SEAMLESS_VENDOR, body), 'x-provider-signature': '0'.repeat(64) },
          // Signed with another vendor's secret, or for a vendor that does not exist.
          signedFor('MG', SEAMLESS_VENDOR),
          signedFor('NOPE'),
          // The signature of another body.
          { ...seamlessHeaders(SEAMLESS_VENDOR, '{}') },
        ]) {
          expectRefused(await call(operation, headers, body), operation, 401, 'INVALID_SIGNATURE');
        }
        expectLetThrough(
          await call(operation, seamlessHeaders(SEAMLESS_VENDOR, body), body),
          operation,
          ['INVALID_SIGNATURE'],
        );
      }
    });

    it("Hub88's routes want the vendor's RSA signature (RS_ERROR_INVALID_SIGNATURE in a 200 body)", async () => {
      const body = JSON.stringify({
        user: '1',
        token: playerToken,
        request_uuid: 'r',
        game_code: 'g',
      });
      const vendor = await api.prisma.vendor.findUniqueOrThrow({
        where: { code: PATH_VALUES.vendorCode },
        include: { providerSigningKey: true },
      });
      const signed = (key: string | KeyObject, text = body) => ({
        'content-type': 'application/json',
        [HUB88_SIGNATURE_HEADER]: signHub88Body(key, text),
      });
      const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      for (const operation of classified('hub88')) {
        for (const headers of [
          { 'content-type': 'application/json' } as Record<string, string>,
          { authorization: memberA, 'content-type': 'application/json' },
          { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: 'AAAA' },
          signed(stranger),
          signed(vendor.providerSigningKey!.privateKey, '{}'),
        ]) {
          const response = await call(operation, headers, body);
          expect([operation.key, response.status, response.body.status]).toEqual([
            operation.key,
            200,
            'RS_ERROR_INVALID_SIGNATURE',
          ]);
        }
        const heard = await call(operation, signed(vendor.providerSigningKey!.privateKey), body);
        expect([operation.key, heard.status]).toEqual([operation.key, 200]);
        expect([operation.key, heard.body.status]).not.toEqual([
          operation.key,
          'RS_ERROR_INVALID_SIGNATURE',
        ]);
      }
    });

    it("the payment gateway's callback wants the HMAC of its body (401 INVALID_SIGNATURE)", async () => {
      const body = JSON.stringify({ reference: 'SBX-matrix', merchantReference: '1' });
      for (const operation of classified('paymentGateway')) {
        for (const headers of [
          { 'content-type': 'application/json' } as Record<string, string>,
          { authorization: memberA, 'content-type': 'application/json' },
          {
            'content-type': 'application/json',
            [PAYMENT_GATEWAY_SIGNATURE_HEADER]: '0'.repeat(64),
          },
          {
            'content-type': 'application/json',
            [PAYMENT_GATEWAY_SIGNATURE_HEADER]: signGatewayBody(
              DEFAULT_PAYMENT_GATEWAY_SECRET,
              '{}',
            ),
          },
        ]) {
          expectRefused(await call(operation, headers, body), operation, 401, 'INVALID_SIGNATURE');
        }
        const signed = {
          'content-type': 'application/json',
          [PAYMENT_GATEWAY_SIGNATURE_HEADER]: signGatewayBody(DEFAULT_PAYMENT_GATEWAY_SECRET, body),
        };
        expectLetThrough(await call(operation, signed, body), operation, ['INVALID_SIGNATURE']);
      }
    });

    it('development routes answer 404 without the development key', async () => {
      for (const operation of classified('development')) {
        for (const [headers, query] of [
          [{}, {}],
          [{ 'x-dev-key': 'wrong-key' }, {}],
          [{}, { devKey: 'wrong-key' }],
          [{ authorization: memberA }, {}],
          [{ cookie: owner, [CONSOLE_REQUEST_HEADER]: '1' }, {}],
        ] as const) {
          expectRefused(await call(operation, headers, {}, query), operation, 404, 'NOT_FOUND');
        }
        expectLetThrough(await call(operation, devToolsHeaders(api), {}), operation, ['NOT_FOUND']);
      }
    });

    it("the provider's routes want the player token of a launch", async () => {
      for (const operation of classified('playerToken')) {
        // The rest of a valid request, so that only the token decides.
        const rest = PLAYER_REQUESTS[operation.key] ?? {};
        const withToken = (token: string | undefined) =>
          playerTokenIn(operation) === 'query'
            ? call(operation, {}, undefined, token === undefined ? {} : { token })
            : call(operation, {}, token === undefined ? rest : { ...rest, token });
        // Missing or not shaped like a player token (a session token has dots): 400.
        for (const token of [undefined, memberA.slice('Bearer '.length)]) {
          expectRefused(await withToken(token), operation, 400, 'VALIDATION_FAILED');
        }
        const unknownToken = randomBytes(32).toString('base64url');
        expectRefused(await withToken(unknownToken), operation, 401, 'UNAUTHENTICATED');
        const bearerOnly = await call(
          operation,
          { authorization: memberB },
          playerTokenIn(operation) === 'body' ? {} : undefined,
        );
        expect([operation.key, bearerOnly.status]).toEqual([operation.key, 400]);
        expectLetThrough(await withToken(playerToken), operation, ['UNAUTHENTICATED']);
      }
    });

    it('the tab route wants the tab-session cookie of a live session, never a token', async () => {
      const login = await loginRequest(api, 'demo_vip', 'Demo1234').expect(200);
      const setCookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
      const cookieOf = (lines: string[]) =>
        (lines.find((line) => line.startsWith(`${TAB_SESSION_COOKIE}=`)) ?? '').split(';')[0];
      const live = cookieOf(setCookie);
      const loggedOut = await loginRequest(api, 'demo_member', 'Demo1234').expect(200);
      await api.http
        .delete('/wps/session/logout')
        .set('authorization', `Bearer ${loggedOut.body.value.token}`)
        .expect(200);
      const ended = cookieOf(([] as string[]).concat(loggedOut.headers['set-cookie'] ?? []));
      for (const operation of classified('tabSession')) {
        for (const headers of [
          {},
          { authorization: memberA },
          { cookie: `${TAB_SESSION_COOKIE}=${memberA.slice('Bearer '.length)}` },
          { cookie: ended },
          { cookie: owner, [CONSOLE_REQUEST_HEADER]: '1' },
        ] as Array<Record<string, string>>) {
          expectRefused(await call(operation, headers), operation, 401, 'UNAUTHENTICATED');
        }
        expectLetThrough(await call(operation, { cookie: live }), operation, ['UNAUTHENTICATED']);
      }
    });

    it('public routes answer without any credential', async () => {
      for (const operation of classified('public')) {
        const response = await call(operation);
        expect([operation.key, response.status === 401 || response.status === 403]).toEqual([
          operation.key,
          false,
        ]);
        expect([operation.key, response.status < 500]).toEqual([operation.key, true]);
      }
    });
  });

  // Member A (demo_vip) against member B's (demo_member) data. The member routes take no id of
  // a member's row: each reads or changes the session's own member, so these check that what B
  // made stays out of A's answers and that A's changes leave B's data as it was.
  describe('member A against member B', () => {
    const get = async (pathName: string, bearer: string, query: object = {}) => {
      const response = await api.http.get(pathName).set('authorization', bearer).query(query);
      expect([pathName, response.status, response.body.code]).toEqual([pathName, 200, undefined]);
      return response.body.value;
    };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(
      new Date(),
    );
    const scenarios: Record<Exclude<MemberData, 'none'>, () => Promise<void>> = {
      agentTeam: async () => {
        // A sub-agent reaches its own team only: its upline's members answer as if missing.
        const subAgent = await bearerFor(api, 'demo_subagent', 'Agent1234');
        const period = { from: today, to: today };
        for (const [pathName, query] of [
          [AGENT_CENTRE_PATHS.teamBetting, { account: 'demo_agent_m1' }],
          [AGENT_CENTRE_PATHS.downlineTransactions, { account: 'demo_agent_m1' }],
          [AGENT_CENTRE_PATHS.downlineProfit, { parentAccount: 'demo_agent' }],
        ] as const) {
          const response = await api.http
            .get(pathName)
            .set('authorization', subAgent)
            .query({ ...period, ...query });
          expect([pathName, response.status, response.body.code]).toEqual([
            pathName,
            404,
            'NOT_FOUND',
          ]);
        }
        const page = await get(AGENT_CENTRE_PATHS.downlineProfit, subAgent, period);
        expect(page.list.map((row: { account: string }) => row.account)).toEqual([
          'demo_sub_m1',
          'demo_sub_m2',
          'demo_sub_m3',
        ]);
      },
      session: async () => {
        const sessionOfA = await bearerFor(api, 'demo_vip', 'Demo1234');
        await api.http.delete('/wps/session/logout').set('authorization', sessionOfA).expect(200);
        await get('/wps/member/info', memberB);
        await get('/wps/member/info', memberA);
      },
      profile: async () => {
        expect((await get('/wps/member/info', memberA)).account).toBe('demo_vip');
        const languageOf = async (account: string) =>
          (await api.prisma.member.findFirstOrThrow({ where: { account } })).language;
        const before = await languageOf('demo_member');
        const other = before === 'CN' ? 'EN' : 'CN';
        await api.http
          .post('/wps/member/language')
          .set('authorization', memberA)
          .send({ language: other })
          .expect(200);
        expect(await languageOf('demo_vip')).toBe(other);
        expect(await languageOf('demo_member')).toBe(before);
      },
      password: async () => {
        const sessionOfC = await bearerFor(api, 'demo_agent_m3', 'Demo1234');
        await api.http
          .post('/wps/member/password')
          .set('authorization', sessionOfC)
          .send({
            oldPassword: 'Demo1234',
            newPassword: 'Matrix123',
            confirmNewPassword: 'Matrix123',
          })
          .expect(200);
        await get('/wps/member/info', memberB);
        expect((await loginRequest(api, 'demo_member', 'Demo1234')).status).toBe(200);
      },
      favourites: async () => {
        const game = (await get(LOBBY_PATHS.games, memberB, { gameType: 'LIVE', language: 'EN' }))
          .games[0];
        const body = { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType };
        const saved = (bearer: string) =>
          get(LOBBY_PATHS.favourites, bearer, { language: 'EN' }).then((page) =>
            page.content.map((entry: { nodeId: string }) => entry.nodeId),
          );
        await api.http
          .post(LOBBY_PATHS.addFavourite)
          .set('authorization', memberB)
          .send(body)
          .expect(200);
        expect(await saved(memberA)).not.toContain(game.nodeId);
        await api.http
          .post(LOBBY_PATHS.removeFavourite)
          .set('authorization', memberA)
          .send(body)
          .expect(200);
        expect(await saved(memberB)).toContain(game.nodeId);
      },
      recentGames: async () => {
        const menu = await get(LOBBY_PATHS.vietnameseLotteryMenu, memberB);
        const lottery: string = menu.groups[0].gameMenus[0].gameId;
        const game = await builtInGame();
        await launch(memberB, lottery);
        const recent = async (bearer: string) => [
          ...(await get(LOBBY_PATHS.recentGames, bearer, { language: 'EN' })).list.map(
            (entry: { nodeId: string }) => entry.nodeId,
          ),
          ...(await get(LOBBY_PATHS.vietnameseLotteryRecentMenu, bearer)).gameMenus.map(
            (entry: { gameId: string }) => entry.gameId,
          ),
        ];
        const ofB = await recent(memberB);
        expect(ofB).toEqual(expect.arrayContaining([String(game.id), lottery]));
        expect((await recent(memberA)).filter((nodeId) => ofB.includes(nodeId))).toEqual([]);
      },
      wallets: async () => {
        const walletsOf = async (bearer: string) => ({
          balance: await get(WALLET_PATHS.balance, bearer),
          consolidated: await get(WALLET_PATHS.consolidatedFunds, bearer),
        });
        const before = await walletsOf(memberA);
        await api.http
          .post(WALLET_PATHS.transfer)
          .set({ authorization: memberB, 'Idempotency-Key': 'matrix-b-wallets' })
          .send({ direction: 'TO_VENDOR', vendor: 'MG', amount: '3.00' })
          .expect(200);
        expect(await walletsOf(memberA)).toEqual(before);
      },
      transfers: async () => {
        // The same idempotency key from two members is two requests: A never gets B's answer.
        const transfer = (bearer: string, amount: string) =>
          api.http
            .post(WALLET_PATHS.transfer)
            .set({ authorization: bearer, 'Idempotency-Key': 'matrix-shared-key' })
            .send({ direction: 'TO_VENDOR', vendor: 'MG', amount })
            .expect(200);
        const ofB = (await transfer(memberB, '1.00')).body.value;
        const balanceOfB = await get(WALLET_PATHS.consolidatedFunds, memberB);
        const ofA = (await transfer(memberA, '2.00')).body.value;
        expect(ofA.transferId).not.toBe(ofB.transferId);
        expect(ofA.amount).toBe('2.00');
        expect(await get(WALLET_PATHS.consolidatedFunds, memberB)).toEqual(balanceOfB);
      },
      records: async () => {
        const game = await builtInGame();
        const profitOfA = await get(MEMBER_RECORD_PATHS.profit, memberA, {
          from: today,
          to: today,
          groupBy: 'DAY',
        });
        await playRound(api, {
          vendor: 'PG',
          playerToken,
          gameCode: game.gameCode,
          roundId: 'matrix-round-of-b',
          stake: '2',
          payout: '5',
        });
        const rounds = async (bearer: string) =>
          (await get(MEMBER_RECORD_PATHS.bets, bearer, { from: today, to: today })).list.map(
            (row: { roundId: string }) => row.roundId,
          );
        expect(await rounds(memberB)).toContain('matrix-round-of-b');
        expect(await rounds(memberA)).not.toContain('matrix-round-of-b');
        const lines = await get(MEMBER_RECORD_PATHS.transactions, memberA, {
          from: today,
          to: today,
        });
        expect(JSON.stringify(lines)).not.toContain('matrix-round-of-b');
        expect(
          await get(MEMBER_RECORD_PATHS.profit, memberA, {
            from: today,
            to: today,
            groupBy: 'DAY',
          }),
        ).toEqual(profitOfA);
      },
      feedback: async () => {
        await api.http
          .put(FEEDBACK_PATH)
          .set('authorization', memberB)
          .field('questionType', 'DEPOSIT')
          .field('content', 'Feedback of member B for the matrix.')
          .expect(200);
        const contents = async (bearer: string) =>
          (await get(FEEDBACK_PATH, bearer)).list.map(
            (entry: { content: string }) => entry.content,
          );
        expect(await contents(memberB)).toContain('Feedback of member B for the matrix.');
        expect(await contents(memberA)).toEqual([]);
        const [ofB] = (await get(FEEDBACK_PATH, memberB)).list as { id: number }[];
        await api.http
          .get(`${FEEDBACK_PATH}/${ofB.id}/images/1`)
          .set('authorization', memberA)
          .expect(404);
      },
      paymentPassword: async () => {
        const before = await get(PAYMENT_PATHS.paymentPassword, memberA);
        await api.http
          .put(PAYMENT_PATHS.paymentPassword)
          .set('authorization', memberB)
          .send({
            password: 'Demo1234',
            paymentPassword: '246810',
            confirmPaymentPassword: '246810',
          })
          .expect(200);
        expect(await get(PAYMENT_PATHS.paymentPassword, memberB)).toMatchObject({ isSet: true });
        expect(await get(PAYMENT_PATHS.paymentPassword, memberA)).toEqual(before);
      },
      securityProfile: async () => {
        const before = await get(SECURITY_PATHS.overview, memberA);
        await api.http
          .put(SECURITY_PATHS.profile)
          .set('authorization', memberB)
          .send({ nickname: 'Matrix B', realName: 'Member Bee' })
          .expect(200);
        expect(await get(SECURITY_PATHS.overview, memberB)).toMatchObject({
          nickname: 'Matrix B',
          realName: 'Member Bee',
        });
        expect(await get(SECURITY_PATHS.overview, memberA)).toEqual(before);
      },
      contacts: async () => {
        const before = await get(SECURITY_PATHS.overview, memberA);
        const number = { countryDialingCode: '+60', mobileNum: '198765432' };
        await api.http
          .post(SECURITY_PATHS.phoneCode)
          .set('authorization', memberB)
          .send({ password: 'Demo1234', ...number })
          .expect(200);
        const code = await latestCode(api, '+60198765432');
        // B's code binds nothing for A: codes belong to the member who asked.
        const byA = await api.http
          .post(SECURITY_PATHS.phone)
          .set('authorization', memberA)
          .send({ ...number, code });
        expect([byA.status, byA.body.code]).toEqual([400, 'SMS_CODE_INVALID']);
        await api.http
          .post(SECURITY_PATHS.phone)
          .set('authorization', memberB)
          .send({ ...number, code })
          .expect(200);
        expect((await get(SECURITY_PATHS.overview, memberB)).phone.verified).toBe(true);
        expect(await get(SECURITY_PATHS.overview, memberA)).toEqual(before);
      },
      loginHistory: async () => {
        const otherOfB = await bearerFor(api, 'demo_member', 'Demo1234');
        const ofB = await get(SECURITY_PATHS.sessions, memberB);
        const ofA = await get(SECURITY_PATHS.sessions, memberA);
        expect(ofB.totalCount).toBeGreaterThanOrEqual(2);
        expect(ofA.list.filter((entry: { current: boolean }) => entry.current)).toHaveLength(1);
        const historyOfA = await get(SECURITY_PATHS.logins, memberA);
        const loginsOfA = await api.prisma.memberSession.count({
          where: { member: { account: 'demo_vip' } },
        });
        expect(historyOfA.totalCount).toBe(loginsOfA);
        await api.http.post(SECURITY_PATHS.signOutOthers).set('authorization', memberA).expect(200);
        await get('/wps/member/info', otherOfB);
        await get('/wps/member/info', memberB);
        expect((await get(SECURITY_PATHS.sessions, memberB)).totalCount).toBe(ofB.totalCount);
      },
      protection: async () => {
        const before = await get(PROTECTION_PATHS.overview, memberA);
        await api.http
          .put(PROTECTION_PATHS.limits)
          .set('authorization', memberB)
          .send({ kind: 'LOSS_DAY', value: '75' })
          .expect(200);
        await api.http
          .put(PROTECTION_PATHS.realityCheck)
          .set('authorization', memberB)
          .send({ minutes: 20 })
          .expect(200);
        expect((await get(PROTECTION_PATHS.overview, memberB)).limits).toEqual([
          expect.objectContaining({ kind: 'LOSS_DAY', value: '75.00' }),
        ]);
        expect(await get(PROTECTION_PATHS.overview, memberA)).toEqual(before);
        expect((await get(PROTECTION_PATHS.playSession, memberA)).realityCheckMinutes).toBe(
          before.realityCheck.minutes,
        );
      },
      turnover: async () => {
        const before = await get(PAYMENT_PATHS.turnover, memberA);
        const ofB = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } });
        await api.prisma.turnoverRequirement.create({
          data: {
            merchantId: ofB.merchantId,
            memberId: ofB.id,
            source: 'DEPOSIT',
            sourceId: 'matrix-deposit-of-b',
            amount: '40.00',
            required: '40.00',
          },
        });
        expect((await get(PAYMENT_PATHS.turnover, memberB)).required).not.toBe('0');
        expect(await get(PAYMENT_PATHS.turnover, memberA)).toEqual(before);
      },
      deposits: async () => {
        const before = await get(DEPOSIT_PATHS.deposits, memberA);
        const channelsBefore = await get(DEPOSIT_PATHS.channels, memberA);
        const channelId = String((await seededChannel(api, 'BANK_TRANSFER')).id);
        const ofB = await depositRequest(api, memberB, { channelId, amount: '60.00' }, [
          pngProof(),
        ]).expect(200);
        const id: number = ofB.body.value.id;
        const proof = `${DEPOSIT_PATHS.deposits}/${id}/${DEPOSIT_PATHS.proofs}/1`;
        await api.http.get(proof).set('authorization', memberB).expect(200);
        await api.http.get(proof).set('authorization', memberA).expect(404);
        expect(await get(DEPOSIT_PATHS.deposits, memberA)).toEqual(before);
        expect(await get(DEPOSIT_PATHS.channels, memberA)).toEqual(channelsBefore);
      },
      bankAccounts: async () => {
        const ofB = await moneyOutMember(api, 'demo_member', 'Member Bee');
        const accountOfB = await bindBankAccount(api, ofB.bearer, {
          accountNumber: '100200300400',
          holderName: 'Member Bee',
        });
        const listOfA = await get(WITHDRAWAL_PATHS.bankAccounts, memberA);
        expect(JSON.stringify(listOfA)).not.toContain('0400');
        expect(listOfA.realName).not.toBe('Member Bee');
        await api.http
          .delete(`${WITHDRAWAL_PATHS.bankAccounts}/${accountOfB}`)
          .set('authorization', memberA)
          .expect(404);
        expect((await get(WITHDRAWAL_PATHS.bankAccounts, memberB)).list).toHaveLength(1);
      },
      withdrawals: async () => {
        const ofB = await moneyOutMember(api, 'demo_member', 'Member Bee');
        await api.prisma.turnoverRequirement.deleteMany({ where: { memberId: ofB.memberId } });
        const [account] = (await get(WITHDRAWAL_PATHS.bankAccounts, memberB)).list as {
          id: number;
        }[];
        const withdrawalOfB = await api.http
          .post(WITHDRAWAL_PATHS.withdrawals)
          .set({ authorization: memberB, 'Idempotency-Key': 'matrix-withdrawal-of-b' })
          .send({ amount: '60.00', bankAccountId: account.id, paymentPassword: PAYMENT_PASSWORD })
          .expect(200);
        const id: number = withdrawalOfB.body.value.id;
        expect((await get(WITHDRAWAL_PATHS.withdrawals, memberA)).list).toEqual([]);
        await api.prisma.withdrawal.update({ where: { id }, data: { status: 'PAID' } });
        await api.http
          .post(`${WITHDRAWAL_PATHS.withdrawals}/${id}/received`)
          .set('authorization', memberA)
          .expect(404);
        await api.http
          .post(`${WITHDRAWAL_PATHS.withdrawals}/${id}/not-received`)
          .set('authorization', memberA)
          .field('remark', 'Not mine')
          .expect(404);
        // B disputes the payout with a proof picture: B sees it, A gets 404 as for no picture.
        const proof = pngProof();
        await api.http
          .post(`${WITHDRAWAL_PATHS.withdrawals}/${id}/not-received`)
          .set('authorization', memberB)
          .field('remark', 'Nothing arrived')
          .attach('images', proof.bytes, {
            filename: proof.filename,
            contentType: proof.contentType,
          })
          .expect(200);
        const disputeProof = `${WITHDRAWAL_PATHS.withdrawals}/${id}/images/1`;
        await api.http.get(disputeProof).set('authorization', memberB).expect(200);
        await api.http.get(disputeProof).set('authorization', memberA).expect(404);
        // The same idempotency key from A is A's own request (A has no bank account: refused).
        await api.http
          .post(WITHDRAWAL_PATHS.withdrawals)
          .set({ authorization: memberA, 'Idempotency-Key': 'matrix-withdrawal-of-b' })
          .send({ amount: '60.00', bankAccountId: account.id, paymentPassword: PAYMENT_PASSWORD })
          .expect(400);
        expect((await get(WITHDRAWAL_PATHS.withdrawals, memberB)).list).toMatchObject([
          { id, status: 'DISPUTED' },
        ]);
      },
      mailbox: async () => {
        const ofB = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } });
        const message = await api.prisma.mailboxMessage.create({
          data: { memberId: ofB.id, template: 'agentContract.set', params: { kind: 'DIVIDEND' } },
        });
        const pageOfA = await get(MAILBOX_PATHS.messages, memberA);
        expect(pageOfA.list.map((row: { id: number }) => row.id)).not.toContain(Number(message.id));
        const read = await api.http
          .put(MAILBOX_PATHS.read(Number(message.id)))
          .set('authorization', memberA);
        expect([read.status, read.body.code]).toEqual([404, 'NOT_FOUND']);
        const deleted = await api.http
          .delete(MAILBOX_PATHS.message(Number(message.id)))
          .set('authorization', memberA);
        expect([deleted.status, deleted.body.code]).toEqual([404, 'NOT_FOUND']);
        await api.http.put(MAILBOX_PATHS.readAll).set('authorization', memberA).expect(200);
        const after = await api.prisma.mailboxMessage.findUniqueOrThrow({
          where: { id: message.id },
        });
        expect(after.readAt).toBeNull();
        expect((await get(MAILBOX_PATHS.unreadCount, memberB)).count).toBeGreaterThan(0);
      },
      rebate: async () => {
        const ofB = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } });
        const claimOfB = await api.prisma.rebateClaim.create({
          data: {
            merchantId: ofB.merchantId,
            memberId: ofB.id,
            periodStart: new Date(Date.UTC(2020, 0, 1)),
            requestKey: 'matrix-rebate-of-b',
            countedUntil: new Date(),
            rankLevel: 3,
            totalTurnover: '100',
            amount: '0.80',
            categories: [],
            entryId: 0n,
          },
        });
        const idsOfA = (await get(REBATE_PATHS.claims, memberA)).list.map(
          (claim: { id: string }) => claim.id,
        );
        expect(idsOfA).not.toContain(String(claimOfB.id));
        expect((await get(REBATE_PATHS.claims, memberB)).list).toMatchObject([
          { id: String(claimOfB.id) },
        ]);
        // B's key from A is A's own claim: never B's answered back.
        const ofA = await api.http
          .post(REBATE_PATHS.claims)
          .set({ authorization: memberA, 'Idempotency-Key': 'matrix-rebate-of-b' });
        expect(ofA.body.value?.id).not.toBe(String(claimOfB.id));
      },
      referral: async () => {
        const [ofA, ofB, friend] = await Promise.all(
          // The friend has no deposit nor round: the referral jobs running meanwhile pay nothing.
          ['demo_vip', 'demo_member', 'demo_rebate'].map((account) =>
            api.prisma.member.findFirstOrThrow({ where: { account } }),
          ),
        );
        await api.prisma.member.update({ where: { id: friend.id }, data: { referrerId: ofB.id } });
        await api.prisma.referralReward.create({
          data: {
            merchantId: ofB.merchantId,
            referrerId: ofB.id,
            friendId: friend.id,
            kind: 'FIRST_DEPOSIT',
            sourceKey: 'matrix-referral-of-b',
            day: new Date(Date.UTC(2020, 0, 1)),
            base: '100',
            percent: '10',
            amount: '10',
          },
        });
        expect((await get(REFERRAL_PATHS.friends, memberB)).totalCount).toBe(1);
        expect((await get(REFERRAL_PATHS.rewards, memberB)).totalCount).toBe(1);
        expect((await get(REFERRAL_PATHS.friends, memberA)).list).toEqual([]);
        expect((await get(REFERRAL_PATHS.rewards, memberA)).list).toEqual([]);
        expect((await get(REFERRAL_PATHS.referral, memberA)).friendCount).toBe(0);
        expect(ofA.referrerId).toBeNull();
      },
      bonuses: async () => {
        const ofB = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } });
        const requirement = await api.prisma.turnoverRequirement.create({
          data: {
            merchantId: ofB.merchantId,
            memberId: ofB.id,
            source: 'BONUS',
            sourceId: 'promotion:matrix-bonus-of-b',
            amount: '5.00',
            required: '5.00',
          },
        });
        const bonusOfB = await api.prisma.memberBonus.create({
          data: {
            merchantId: ofB.merchantId,
            memberId: ofB.id,
            source: 'PROMOTION',
            sourceKey: 'matrix-bonus-of-b',
            amount: '5.00',
            turnoverRequired: '5.00',
            entryId: 0n,
            requirementId: requirement.id,
          },
        });
        const idsOf = async (bearer: string) =>
          (await get(BONUS_PATHS.bonuses, bearer)).list.map((bonus: { id: string }) => bonus.id);
        expect(await idsOf(memberA)).not.toContain(String(bonusOfB.id));
        expect(await idsOf(memberB)).toContain(String(bonusOfB.id));
      },
      rewards: async () => {
        const ofB = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } });
        const rewardOfB = await api.prisma.reward.create({
          data: {
            merchantId: ofB.merchantId,
            memberId: ofB.id,
            source: 'PROMOTION',
            title: 'Matrix reward of B',
            amount: '7.00',
            turnoverMultiplier: '1',
          },
        });
        const idsOf = async (bearer: string) =>
          (await get(REWARD_PATHS.rewards, bearer)).list.map((reward: { id: string }) => reward.id);
        expect(await idsOf(memberA)).not.toContain(String(rewardOfB.id));
        expect(await idsOf(memberB)).toContain(String(rewardOfB.id));
        // A cannot claim it, with any key: not found, and B's reward still waits.
        const claim = await api.http
          .post(REWARD_PATHS.claim(String(rewardOfB.id)))
          .set({ authorization: memberA, 'Idempotency-Key': 'matrix-reward-of-b' });
        expect([claim.status, claim.body.code]).toEqual([404, 'NOT_FOUND']);
        const after = await api.prisma.reward.findUniqueOrThrow({ where: { id: rewardOfB.id } });
        expect([after.status, after.bonusId]).toEqual(['AVAILABLE', null]);
        expect((await get(REWARD_PATHS.count, memberB)).count).toBeGreaterThan(0);
      },
      missions: async () => {
        // Both signed in today: the seeded daily sign-in mission is completed by each.
        const mission = await api.prisma.mission.findFirstOrThrow({
          where: { kind: 'SIGN_IN', period: 'DAILY', enabled: true },
        });
        const statusOf = async (bearer: string) =>
          (await get(MISSION_PATHS.missions, bearer)).list.find(
            (row: { id: number }) => row.id === mission.id,
          )?.status;
        const claimOfB = await api.http
          .post(MISSION_PATHS.claim(mission.id))
          .set({ authorization: memberB, 'Idempotency-Key': 'matrix-mission-of-b' })
          .expect(200);
        expect(await statusOf(memberA)).toBe('COMPLETED');
        expect(await statusOf(memberB)).toBe('CLAIMED');
        // B's key from A is A's own claim: never B's answered back.
        const ofA = await api.http
          .post(MISSION_PATHS.claim(mission.id))
          .set({ authorization: memberA, 'Idempotency-Key': 'matrix-mission-of-b' });
        expect(ofA.body.value?.id).not.toBe(claimOfB.body.value.id);
      },
      points: async () => {
        const ofB = await api.prisma.member.findFirstOrThrow({ where: { account: 'demo_member' } });
        await api.prisma.pointOrder.create({
          data: {
            merchantId: ofB.merchantId,
            memberId: ofB.id,
            requestKey: 'matrix-points-of-b',
            requestHash: 'x',
            exchangeType: 'CASH',
            quantity: 1,
            points: 100,
            amount: '1.00',
            status: 'PASSED',
            paymentAccount: 'MAIN',
          },
        });
        const list = (bearer: string) =>
          api.http
            .get(POINT_PATHS.redeemList)
            .query({ language: 'EN' })
            .set('authorization', bearer)
            .expect(200)
            .then((response) => response.body.value.totalCount as number);
        expect(await list(memberA)).toBe(0);
        expect(await list(memberB)).toBe(1);
        // B's key from A is A's own request (A has no payment password: refused).
        const ofA = await api.http
          .post(POINT_PATHS.convert)
          .set({ authorization: memberA, 'Idempotency-Key': 'matrix-points-of-b' })
          .send({ points: 100, paymentPassword: PAYMENT_PASSWORD });
        expect(ofA.body.value?.transactionNo).toBeUndefined();
        expect(await list(memberA)).toBe(0);
      },
      uplineTransfers: async () => {
        const ofC = await moneyOutMember(api, 'demo_sub_m1', 'Member Cee');
        await api.http
          .post(WITHDRAWAL_PATHS.uplineTransfers)
          .set({ authorization: ofC.bearer, 'Idempotency-Key': 'matrix-upline-of-c' })
          .send({ amount: '20.00', paymentPassword: PAYMENT_PASSWORD })
          .expect(200);
        expect((await get(WITHDRAWAL_PATHS.uplineTransfers, ofC.bearer)).totalCount).toBe(1);
        expect((await get(WITHDRAWAL_PATHS.uplineTransfers, memberA)).list).toEqual([]);
        expect((await get(WITHDRAWAL_PATHS.uplineTransferOverview, memberA)).upline).toBeNull();
      },
    };

    it('has a scenario for every kind of member data a route touches', () => {
      const kinds = new Set(memberRoutes().map(({ rule }) => rule.data));
      kinds.delete('none');
      expect([...kinds].filter((kind) => !(kind in scenarios))).toEqual([]);
    });

    it.each(Object.keys(scenarios))("keeps B's %s out of A's reach", async (kind) => {
      await scenarios[kind as keyof typeof scenarios]();
    });

    it("answers A's provider calls with A's game session only", async () => {
      const tokenOfA = await launch(memberA, String((await builtInGame()).id));
      const rounds = await api.http
        .get(PROVIDER_PATHS.rounds)
        .query({ token: tokenOfA })
        .expect(200);
      expect(JSON.stringify(rounds.body.value)).not.toContain('matrix-round-of-b');
    });
  });
});

function signBody(vendor: string, body: string): string {
  return signSeamlessBody(testVendorSecret(vendor), body);
}
