import {
  FEEDBACK_IMAGE_MAX_BYTES,
  feedbackImageProblem,
  IDENTITY_FIELDS,
  IDENTITY_MAX_DOCUMENTS,
} from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidInput } from '../common/app-error.js';
import type { ReceivedFile, UploadStore } from '../uploads/upload-store.js';

// The same image rules as feedback (PNG or JPEG under 5 MB, typed from the bytes): one or two
// documents, front and back.
const FORM_LIMITS = {
  fields: 0,
  files: IDENTITY_MAX_DOCUMENTS,
  fileSize: FEEDBACK_IMAGE_MAX_BYTES - 1,
  parts: IDENTITY_MAX_DOCUMENTS + 2,
};

/** The whole identity form: its documents at their largest and the multipart framing. */
export const IDENTITY_REQUEST_MAX_BYTES =
  IDENTITY_MAX_DOCUMENTS * FEEDBACK_IMAGE_MAX_BYTES + 16_384;

/**
 * Reads the identity form (multipart): 1 or 2 document images streamed into the upload store's
 * incoming folder and checked from their bytes; any problem answers 400 and keeps nothing.
 */
export async function readIdentityForm(
  request: FastifyRequest,
  uploads: UploadStore,
): Promise<ReceivedFile[]> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', 'Send the documents as multipart/form-data');
  }
  const files: ReceivedFile[] = [];
  const problems: string[] = [];
  try {
    for await (const part of request.parts({ limits: FORM_LIMITS })) {
      if (part.type === 'file' && part.fieldname === IDENTITY_FIELDS.documents) {
        files.push(await uploads.receive(part.file));
      } else {
        problems.push(`${part.fieldname} is not a field of this form`);
        if (part.type === 'file') part.file.resume();
      }
    }
  } catch (error) {
    await uploads.discardReceived(files);
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') {
      throw invalidInput({ documents: `Send at most ${IDENTITY_MAX_DOCUMENTS} images` });
    }
    throw new AppError('BAD_REQUEST', 'The identity form could not be read');
  }
  files.forEach((file, index) => {
    const problem = feedbackImageProblem({
      size: file.truncated ? FEEDBACK_IMAGE_MAX_BYTES : file.sizeBytes,
      mimeType: file.detected?.mimeType,
    });
    if (problem) problems.push(`Image ${index + 1}: a PNG or JPEG image under 5 MB, please`);
  });
  if (files.length === 0) problems.push('Send a picture of your identity document');
  if (problems.length > 0) {
    await uploads.discardReceived(files);
    throw invalidInput({ documents: problems });
  }
  return files;
}
