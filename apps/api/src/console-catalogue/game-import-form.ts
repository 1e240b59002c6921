import { CONSOLE_GAME_IMPORT } from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidInput } from '../common/app-error.js';

const { file: FILE_FIELD, dryRun: DRY_RUN_FIELD } = CONSOLE_GAME_IMPORT.fields;

// One file, cut one byte past the largest allowed so a larger one shows as truncated; the dry-run
// flag is a word.
const FORM_LIMITS = {
  fields: 2,
  fieldSize: 16,
  files: 1,
  fileSize: CONSOLE_GAME_IMPORT.maxBytes,
  parts: 4,
};

/** The whole form: the file at its largest, and room for the flag and the multipart framing. */
export const GAME_IMPORT_REQUEST_MAX_BYTES = CONSOLE_GAME_IMPORT.maxBytes + 64 * 1024;

export interface GameImportForm {
  file: Buffer;
  dryRun: boolean;
}

/**
 * Reads the import's multipart form: the file into memory (2 MB at most), and `dryRun`
 * ("true" or "false", false when left out). Anything else in the form is refused.
 */
export async function readGameImportForm(request: FastifyRequest): Promise<GameImportForm> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data');
  }
  let file: Buffer | null = null;
  let truncated = false;
  let dryRun: unknown;
  const unknown: string[] = [];
  try {
    for await (const part of request.parts({ limits: FORM_LIMITS })) {
      if (part.type === 'file' && part.fieldname === FILE_FIELD) {
        file = await part.toBuffer();
        truncated = part.file.truncated;
      } else if (part.type === 'file') {
        unknown.push(part.fieldname);
        part.file.resume();
      } else if (part.fieldname === DRY_RUN_FIELD) {
        dryRun = part.value;
      } else {
        unknown.push(part.fieldname);
      }
    }
  } catch {
    throw new AppError('BAD_REQUEST', 'The form could not be read');
  }
  if (truncated) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 2 MB', {
      limitBytes: CONSOLE_GAME_IMPORT.maxBytes,
    });
  }
  const problems: Record<string, string> = Object.fromEntries(
    unknown.map((name) => [name, `${name} is not a field of this form`]),
  );
  if (!file) problems[FILE_FIELD] = 'a CSV or JSON file is required';
  if (dryRun !== undefined && dryRun !== 'true' && dryRun !== 'false') {
    problems[DRY_RUN_FIELD] = 'dryRun must be true or false';
  }
  if (!file || Object.keys(problems).length > 0) throw invalidInput(problems);
  return { file, dryRun: dryRun === 'true' };
}
