import { invalidInput } from './app-error.js';

/** Deepest nesting of arrays and objects a JSON body may have; the API's own DTOs need 4. */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The deepest nesting of a JSON text, or `limit + 1` as soon as it passes `limit`: one linear pass
 * over the bytes, without building anything, so a hostile body costs what reading it costs
 * (parsing and class-transformer's recursion would cost far more, and overflow the stack).
 */
export function jsonNestingDepth(body: Uint8Array, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < body.length; index += 1) {
    const byte = body[index];
    if (inString) {
      if (byte === BACKSLASH) index += 1;
      else if (byte === QUOTE) inString = false;
      continue;
    }
    if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) depth -= 1;
  }
  return deepest;
}

// C0 controls and DEL, but for tab, line feed and carriage return, which free text may hold.
// NUL above all: Postgres refuses it in text, and the failed query takes every look-up Prisma
// batched with it down too (other people's requests).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * The path of the first string (key or value) holding a control character, or null. Walks what a
 * parser made of the input, whose depth the parser already bounded.
 */
export function findControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path || 'value' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (hasControlCharacter(key)) return itemPath;
    const found = findControlCharacter(item, itemPath);
    if (found) return found;
  }
  return null;
}

/** Throws the 400 VALIDATION_FAILED answer naming the field when the input holds a control character. */
export function refuseControlCharacters(...inputs: unknown[]): void {
  for (const input of inputs) {
    const field = findControlCharacter(input);
    if (field) throw invalidInput({ [field]: 'Control characters are not allowed' });
  }
}
