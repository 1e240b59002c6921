// Query strings arrive as text: these transforms turn them into the values the DTOs validate.

/** "12" -> 12; anything else is left for the validator to refuse. */
export const toInteger = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;

/** An empty optional filter (`gameName=`) counts as left out; other text is trimmed. */
export const optionalText = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * A game's catalogue id as the lobby sends it (GameObject.nodeId). Ids are Postgres integers
 * (below 2^31), so nine digits are enough and a longer number is refused, not sent to the database.
 */
export const GAME_ID_PATTERN = /^[1-9]\d{0,8}$/;

/** Vendor codes: letters, digits and "_" (PG, TCG_LOTTO_VN). */
export const VENDOR_CODE_PATTERN = /^[A-Za-z0-9_]{1,32}$/;

export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE_NO = 100_000;
