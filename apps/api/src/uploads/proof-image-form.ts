import {
  PROOF_IMAGE_MAX_BYTES,
  PROOF_IMAGE_MAX_COUNT,
  proofImageMessage,
  proofImageProblem,
  type Language,
  type ProofImageType,
} from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error.js';
import type { ReceivedFile, UploadStore } from './upload-store.js';

// The parser's limits for a form of texts and proof images. A file is cut at the largest size
// allowed, so one byte more (the 5 MB an image must stay under) marks it truncated and nothing past
// that is kept. A text field is cut at 8 KB, far over any text's bound in any script, so a cut
// text still fails its check.
const FORM_LIMITS = {
  fields: 8,
  fieldSize: 8 * 1024,
  files: PROOF_IMAGE_MAX_COUNT,
  fileSize: PROOF_IMAGE_MAX_BYTES - 1,
  parts: PROOF_IMAGE_MAX_COUNT + 8,
};

/** A whole form: its images at their largest, and room for the texts and the multipart framing. */
export const PROOF_IMAGE_FORM_MAX_BYTES = PROOF_IMAGE_MAX_COUNT * PROOF_IMAGE_MAX_BYTES + 64 * 1024;

/** A multipart form of text fields and proof images, as it arrived. */
export interface ProofImageForm<Field extends string> {
  /** The text fields named in the form's description; a field not sent is undefined. */
  texts: Partial<Record<Field, string>>;
  /** The images, received into the upload store's incoming folder. */
  images: ReceivedFile[];
  /** More images than allowed were sent; the ones past the limit were not read. */
  tooManyImages: boolean;
  /** Parts that are no field of this form. */
  unknownFields: string[];
}

/** An image that passed its checks, with the type found in its bytes. */
export interface CheckedProofImage {
  file: ReceivedFile;
  mimeType: ProofImageType;
  extension: string;
}

/**
 * Reads a multipart form of `textFields` and images in `imagesField` parts, streaming each image
 * into the upload store's incoming folder on this instance's disk. The whole body is read even
 * when a part is bad, so the answer can name every problem; a form the parser cannot read leaves
 * no file behind. `what` names the form in the refusals ("the feedback").
 */
export async function readProofImageForm<Field extends string>(
  request: FastifyRequest,
  uploads: UploadStore,
  form: { textFields: readonly Field[]; imagesField: string; what: string },
): Promise<ProofImageForm<Field>> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', `Send ${form.what} as multipart/form-data`);
  }
  const received: ProofImageForm<Field> = {
    texts: {},
    images: [],
    tooManyImages: false,
    unknownFields: [],
  };
  const isTextField = (name: string): name is Field => form.textFields.includes(name as Field);
  try {
    for await (const part of request.parts({ limits: FORM_LIMITS })) {
      if (part.type === 'file' && part.fieldname === form.imagesField) {
        received.images.push(await uploads.receive(part.file));
      } else if (part.type === 'file') {
        received.unknownFields.push(part.fieldname);
        part.file.resume();
      } else if (isTextField(part.fieldname) && typeof part.value === 'string') {
        received.texts[part.fieldname] = part.value;
      } else {
        received.unknownFields.push(part.fieldname);
      }
    }
  } catch (error) {
    // The parser skips every file past the limit and reads the rest of the body by itself.
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') {
      received.tooManyImages = true;
    } else {
      await uploads.discardReceived(received.images);
      throw new AppError('BAD_REQUEST', `${capitalised(form.what)} form could not be read`);
    }
  }
  return received;
}

/** What is wrong with the form's images and parts, as messages by field (empty when nothing). */
export function proofImageFormProblems(
  form: ProofImageForm<string>,
  imagesField: string,
  language: Language,
): Record<string, string | string[]> {
  const imageMessages = form.images.flatMap((image, index) => {
    const problem = proofImageProblem({
      // A cut file was at least as large as the limit.
      size: image.truncated ? PROOF_IMAGE_MAX_BYTES : image.sizeBytes,
      mimeType: image.detected?.mimeType,
    });
    return problem ? [proofImageMessage(problem, language, index + 1)] : [];
  });
  if (form.tooManyImages) imageMessages.unshift(proofImageMessage('imageCount', language));
  const problems: Record<string, string | string[]> = Object.fromEntries(
    form.unknownFields.map((name) => [name, `${name} is not a field of this form`]),
  );
  if (imageMessages.length > 0) problems[imagesField] = imageMessages;
  return problems;
}

/** The form's images once proofImageFormProblems found nothing wrong with them. */
export function checkedProofImages(form: ProofImageForm<string>): CheckedProofImage[] {
  return form.images.map((file) => ({
    file,
    mimeType: file.detected!.mimeType as ProofImageType,
    extension: file.detected!.extension,
  }));
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
