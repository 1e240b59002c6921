import {
  FEEDBACK_FIELDS,
  feedbackMessage,
  feedbackTextProblems,
  normaliseFeedbackContent,
  type FeedbackQuestionType,
  type Language,
} from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { invalidInput } from '../common/app-error.js';
import {
  checkedProofImages,
  PROOF_IMAGE_FORM_MAX_BYTES,
  proofImageFormProblems,
  readProofImageForm,
  type CheckedProofImage,
  type ProofImageForm,
} from '../uploads/proof-image-form.js';
import type { UploadStore } from '../uploads/upload-store.js';

export const FEEDBACK_UPLOAD_FOLDER = 'feedback';

/** The whole form: its images at their largest, and room for the texts and the multipart framing. */
export const FEEDBACK_REQUEST_MAX_BYTES = PROOF_IMAGE_FORM_MAX_BYTES;

const TEXT_FIELDS = [FEEDBACK_FIELDS.questionType, FEEDBACK_FIELDS.content] as const;

/** The feedback form as it arrived: the texts, the images received into the incoming folder. */
export type FeedbackForm = ProofImageForm<(typeof TEXT_FIELDS)[number]>;

export interface CheckedFeedback {
  questionType: FeedbackQuestionType;
  content: string;
  images: CheckedProofImage[];
}

/** Reads PUT /wps/feedback's multipart form (see readProofImageForm). */
export function readFeedbackForm(
  request: FastifyRequest,
  uploads: UploadStore,
): Promise<FeedbackForm> {
  return readProofImageForm(request, uploads, {
    textFields: TEXT_FIELDS,
    imagesField: FEEDBACK_FIELDS.images,
    what: 'the feedback',
  });
}

/** The form's values once every check passed; else a 400 naming each problem in `language`. */
export function checkFeedbackForm(form: FeedbackForm, language: Language): CheckedFeedback {
  const text = feedbackTextProblems({
    questionType: form.texts.questionType,
    content: form.texts.content,
  });
  const images = proofImageFormProblems(form, FEEDBACK_FIELDS.images, language);
  if (text.questionType || text.content || Object.keys(images).length > 0) {
    throw invalidInput({
      ...images,
      [FEEDBACK_FIELDS.questionType]:
        text.questionType && feedbackMessage('questionType', language),
      [FEEDBACK_FIELDS.content]: text.content && feedbackMessage('contentLength', language),
    });
  }
  return {
    questionType: form.texts.questionType as FeedbackQuestionType,
    content: normaliseFeedbackContent(form.texts.content!),
    images: checkedProofImages(form),
  };
}
