import {
  BANNER_IMAGE_FIELD,
  BANNER_IMAGE_MAX_BYTES,
  BANNER_IMAGE_TYPES,
  type BannerImageType,
} from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidInput } from '../common/app-error.js';
import type { ReceivedFile, UploadStore } from '../uploads/upload-store.js';

// One picture and nothing else. The parser cuts the file one byte past the largest size allowed,
// which marks it truncated; nothing past that is kept.
const FORM_LIMITS = {
  fields: 2,
  fieldSize: 1024,
  files: 1,
  fileSize: BANNER_IMAGE_MAX_BYTES,
  parts: 4,
};

/** The whole form: the picture at its largest, and room for the multipart framing. */
export const BANNER_IMAGE_REQUEST_MAX_BYTES = BANNER_IMAGE_MAX_BYTES + 16 * 1024;

/** The upload form as it arrived: the picture received into the incoming folder, if any. */
export interface BannerImageForm {
  image: ReceivedFile | null;
  /** Parts that are no field of this form, or a second picture. */
  unknownFields: string[];
}

/**
 * Reads the upload's multipart form, streaming the picture into the upload store's incoming
 * folder while it is measured, hashed and typed from its bytes.
 */
export async function readBannerImageForm(
  request: FastifyRequest,
  uploads: UploadStore,
): Promise<BannerImageForm> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', 'Send the picture as multipart/form-data');
  }
  const form: BannerImageForm = { image: null, unknownFields: [] };
  try {
    for await (const part of request.parts({ limits: FORM_LIMITS })) {
      if (part.type === 'file' && part.fieldname === BANNER_IMAGE_FIELD && !form.image) {
        form.image = await uploads.receive(part.file);
      } else {
        form.unknownFields.push(part.fieldname);
        if (part.type === 'file') part.file.resume();
      }
    }
  } catch {
    // A second file, too many parts or a body the parser cannot read.
    await uploads.discardReceived(form.image ? [form.image] : []);
    throw new AppError('BAD_REQUEST', `Send one picture in the ${BANNER_IMAGE_FIELD} field`);
  }
  return form;
}

/** The picture and its type once every check passed; else a 400 naming the problem. */
export function checkBannerImageForm(form: BannerImageForm): {
  image: ReceivedFile;
  mimeType: BannerImageType;
  extension: string;
} {
  const unknown = Object.fromEntries(
    form.unknownFields.map((name): [string, string] => [
      name,
      `${name} is not a field of this form`,
    ]),
  );
  const image = form.image;
  const mimeType = BANNER_IMAGE_TYPES.find((type) => type === image?.detected?.mimeType);
  const problem = !image
    ? 'Choose a picture'
    : image.truncated || image.sizeBytes > BANNER_IMAGE_MAX_BYTES
      ? `The picture must be at most ${BANNER_IMAGE_MAX_BYTES / 1024 / 1024} MB`
      : image.sizeBytes === 0
        ? 'The file is empty'
        : !mimeType
          ? 'Only PNG, JPEG or WebP pictures are accepted'
          : null;
  if (problem || form.unknownFields.length > 0 || !image || !mimeType || !image.detected) {
    throw invalidInput({ ...unknown, [BANNER_IMAGE_FIELD]: problem ?? undefined });
  }
  return { image, mimeType, extension: image.detected.extension };
}
