import {
  FEEDBACK_FIELDS,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_IMAGES,
  feedbackImageProblem,
  feedbackMessage,
  feedbackTextProblems,
  normaliseFeedbackContent,
  type FeedbackImageType,
  type FeedbackQuestionType,
  type Language,
} from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidInput } from '../common/app-error.js';
import type { ReceivedFile, UploadStore } from '../uploads/upload-store.js';

export const FEEDBACK_UPLOAD_FOLDER = 'feedback';

// The parser's limits for this form. A file is cut at the largest size allowed, so one byte more
// (the 5 MB an image must stay under) marks it truncated and nothing past that is kept. A text
// field is cut at 8 KB, far over the content's bound in any script, so a cut text still fails it.
const FORM_LIMITS = {
  fields: 8,
  fieldSize: 8 * 1024,
  files: FEEDBACK_MAX_IMAGES,
  fileSize: FEEDBACK_IMAGE_MAX_BYTES - 1,
  parts: FEEDBACK_MAX_IMAGES + 8,
};

/** The whole form: its images at their largest, and room for the texts and the multipart framing. */
export const FEEDBACK_REQUEST_MAX_BYTES =
  FEEDBACK_MAX_IMAGES * FEEDBACK_IMAGE_MAX_BYTES + 64 * 1024;

/** The feedback form as it arrived: the texts, the images received into the incoming folder. */
export interface FeedbackForm {
  questionType: unknown;
  content: unknown;
  images: ReceivedFile[];
  /** More images than allowed were sent; the ones past the limit were not read. */
  tooManyImages: boolean;
  /** Parts that are no field of this form. */
  unknownFields: string[];
}

export interface CheckedFeedback {
  questionType: FeedbackQuestionType;
  content: string;
  images: Array<{ file: ReceivedFile; mimeType: FeedbackImageType; extension: string }>;
}

/**
 * Reads PUT /wps/feedback's multipart form, streaming each image into the upload store's incoming
 * folder on this instance's disk. The whole body is read even when a part is bad, so the answer
 * can name every problem; a form the parser cannot read leaves no file behind.
 */
export async function readFeedbackForm(
  request: FastifyRequest,
  uploads: UploadStore,
): Promise<FeedbackForm> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', 'Send the feedback as multipart/form-data');
  }
  const form: FeedbackForm = {
    questionType: undefined,
    content: undefined,
    images: [],
    tooManyImages: false,
    unknownFields: [],
  };
  try {
    for await (const part of request.parts({ limits: FORM_LIMITS })) {
      if (part.type === 'file' && part.fieldname === FEEDBACK_FIELDS.images) {
        form.images.push(await uploads.receive(part.file));
      } else if (part.type === 'file') {
        form.unknownFields.push(part.fieldname);
        part.file.resume();
      } else if (part.fieldname === FEEDBACK_FIELDS.questionType) {
        form.questionType = part.value;
      } else if (part.fieldname === FEEDBACK_FIELDS.content) {
        form.content = part.value;
      } else {
        form.unknownFields.push(part.fieldname);
      }
    }
  } catch (error) {
    // The parser skips every file past the limit and reads the rest of the body by itself.
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') {
      form.tooManyImages = true;
    } else {
      await uploads.discardReceived(form.images);
      throw new AppError('BAD_REQUEST', 'The feedback form could not be read');
    }
  }
  return form;
}

/** The form's values once every check passed; else a 400 naming each problem in `language`. */
export function checkFeedbackForm(form: FeedbackForm, language: Language): CheckedFeedback {
  const text = feedbackTextProblems(form);
  const imageMessages = form.images.flatMap((image, index) => {
    const problem = feedbackImageProblem({
      // A cut file was at least as large as the limit.
      size: image.truncated ? FEEDBACK_IMAGE_MAX_BYTES : image.sizeBytes,
      mimeType: image.detected?.mimeType,
    });
    return problem ? [feedbackMessage(problem, language, index + 1)] : [];
  });
  if (form.tooManyImages) imageMessages.unshift(feedbackMessage('imageCount', language));
  const unknown = form.unknownFields.map((name): [string, string] => [
    name,
    `${name} is not a field of this form`,
  ]);
  if (text.questionType || text.content || imageMessages.length > 0 || unknown.length > 0) {
    throw invalidInput({
      ...Object.fromEntries(unknown),
      [FEEDBACK_FIELDS.questionType]:
        text.questionType && feedbackMessage('questionType', language),
      [FEEDBACK_FIELDS.content]: text.content && feedbackMessage('contentLength', language),
      [FEEDBACK_FIELDS.images]: imageMessages,
    });
  }
  return {
    questionType: form.questionType as FeedbackQuestionType,
    content: normaliseFeedbackContent(form.content as string),
    images: form.images.map((file) => ({
      file,
      mimeType: file.detected!.mimeType as FeedbackImageType,
      extension: file.detected!.extension,
    })),
  };
}
