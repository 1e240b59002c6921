/**
 * Stable error codes of the /wps API. The web maps each to the i18n key `errors.<code>`.
 * Add new codes here with their HTTP status; never rename one.
 */
export const ERROR_HTTP_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NEED_TRUE_ACCOUNT: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  // A multipart body sent without its length (Content-Length), so it could not be capped.
  LENGTH_REQUIRED: 411,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  // Visitor access (spec 1 §8). Login failures never say whether the account exists.
  INVALID_CREDENTIALS: 400,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  VERIFICATION_REQUIRED: 400,
  SMS_CODE_INVALID: 400,
  SMS_CODE_EXPIRED: 400,
  SMS_TOO_MANY_REQUESTS: 429,
  LOGIN_LOCKED: 429,
  ACCOUNT_LOCKED: 403,
  INVITATION_CODE_INVALID: 400,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  EMAIL_TAKEN: 409,
  PASSWORD_CHANGE_REQUIRED: 403,
  RECOVERY_LINK_INVALID: 400,
  NOT_AGENT: 403,
  NOT_MEMBER: 403,
  // The operator closed the agent centre (agent settings: enabled false).
  FEATURE_DISABLED: 403,
  REGION_BLOCKED: 403,
  MAINTENANCE: 503,
  SERVICE_UNAVAILABLE: 503,
  // Games and money (spec 2 §8; the wallet calls a game aggregator makes).
  GAME_MAINTENANCE: 503,
  INSUFFICIENT_FUNDS: 400,
  IDEMPOTENCY_KEY_REUSED: 409,
  TRANSACTION_NOT_FOUND: 404,
  TRANSACTION_ALREADY_SETTLED: 409,
  INVALID_SIGNATURE: 401,
  // Seamless wallet answers a vendor needs to decide what to do next: the transaction was rolled
  // back (distinct from settled), the player token expired (distinct from unknown), the player
  // may not play (locked, frozen or closed), the call names another currency than the wallet's.
  TRANSACTION_ROLLED_BACK: 409,
  TOKEN_EXPIRED: 401,
  PLAYER_DISABLED: 403,
  WRONG_CURRENCY: 400,
  // Chat room: the operator muted the member (value: {mutedUntil}, null until unmuted).
  CHAT_MUTED: 403,
  // Operator console: a wrong, reused or old two-factor or recovery code.
  OPERATOR_CODE_INVALID: 400,
  // A manual adjustment above the operator-set amount needs the finance role.
  ADJUSTMENT_NEEDS_FINANCE: 403,
  /** Four-eyes: the second approver must be another operator than the first. */
  FOUR_EYES_SAME_OPERATOR: 403,
  // Money in and out: the payment password is missing, wrong (value: {attemptsLeft}) or locked
  // after five wrong tries (value: {lockedUntil}).
  PAYMENT_PASSWORD_NOT_SET: 400,
  PAYMENT_PASSWORD_WRONG: 400,
  PAYMENT_PASSWORD_LOCKED: 429,
  // A withdrawal before the turnover requirement is met (value: TurnoverStatus).
  TURNOVER_NOT_MET: 400,
  // An amount outside the operator's limits (value: the limit that was hit).
  LIMIT_EXCEEDED: 400,
  // A bank account before the member's real name is set (the holder name must match it).
  REAL_NAME_NOT_SET: 400,
  // A transfer to the upline from a member that has none.
  NO_UPLINE: 400,
  // Player protection. A bet past the member's loss or wager limit is refused like insufficient
  // funds (a definite refusal that leaves nothing to undo); a deposit past a deposit limit too
  // (value: {kind, limit, used}).
  PLAY_LIMIT_REACHED: 400,
  DEPOSIT_LIMIT_REACHED: 400,
  // A time-out or self-exclusion is in force (value: {kind, endsAt}; endsAt null: permanent).
  PLAY_EXCLUDED: 403,
  // A registration with the phone, e-mail or identity number of a self-excluded account.
  REGISTRATION_EXCLUDED: 403,
  // The operator wants a birthday of the minimum age before the first deposit
  // (value: {minimumAge}), or a verified identity before the first withdrawal.
  AGE_CHECK_REQUIRED: 403,
  IDENTITY_NOT_VERIFIED: 403,
  // An agent owing a dividend past its deadline: its transfers and withdrawals are refused until
  // it is distributed (value: {owed, dueBy}, the overdue total and the earliest deadline).
  DIVIDEND_OVERDUE: 403,
  REBATE_NOTHING_TO_CLAIM: 400,
  REBATE_ALREADY_CLAIMED: 409,
  // Reward centre: a reward past its claim time, or claimed (by another attempt) or cancelled.
  REWARD_EXPIRED: 409,
  REWARD_UNAVAILABLE: 409,
  // Raffle draws: the period's deposit or turnover is not reached (value: {minimum, reached}),
  // or the period's draws are used (value: {nextPeriodAt}).
  RAFFLE_NOT_ELIGIBLE: 400,
  RAFFLE_NO_DRAWS_LEFT: 409,
  // A mission claimed below its target, or a second time in its period (value: {nextPeriodAt}).
  MISSION_NOT_COMPLETED: 400,
  MISSION_ALREADY_CLAIMED: 409,
  // Points: fewer points than a conversion or redemption needs (value: {points, needed}), a
  // conversion below the operator's minimum (value: {minimumConversionPoints}), goods sold out
  // or short of the quantity (value: {stock}), an order already passed or rejected.
  POINTS_INSUFFICIENT: 400,
  POINTS_BELOW_MINIMUM: 400,
  POINT_GOODS_OUT_OF_STOCK: 409,
  POINT_ORDER_DECIDED: 409,
  // A card-game room whose seats are all taken by other members (value: {seats}).
  PVP_ROOM_FULL: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;

export const ERROR_CODES = Object.keys(ERROR_HTTP_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_HTTP_STATUS;
}
