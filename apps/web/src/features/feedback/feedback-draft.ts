import {
  FEEDBACK_MAX_IMAGES,
  feedbackImageProblem,
  feedbackMessage,
  feedbackTextProblems,
  type Language,
} from '@wps/shared-types';
import type { FeedbackSubmission } from './api';

export type FeedbackDraftErrors = Partial<Record<'questionType' | 'content' | 'images', string>>;

/** The form's own checks before sending, with the API's rules and texts (shared-types). */
export function checkFeedbackDraft(
  draft: FeedbackSubmission,
  language: Language,
): FeedbackDraftErrors {
  const problems = feedbackTextProblems(draft);
  const errors: FeedbackDraftErrors = {};
  if (problems.questionType) errors.questionType = feedbackMessage('questionType', language);
  if (problems.content) errors.content = feedbackMessage('contentLength', language);
  return errors;
}

/**
 * Adds picked files to the chosen images: each must be a PNG or JPG (as the browser reports it;
 * the server checks the bytes) under the size limit, and the list holds at most three. Answers
 * the new list and, when a file was left out, why (the first reason).
 */
export function addPickedImages(
  chosen: File[],
  picked: File[],
  language: Language,
): { images: File[]; error: string | null } {
  const images = [...chosen];
  let error: string | null = null;
  for (const file of picked) {
    const problem =
      images.length >= FEEDBACK_MAX_IMAGES
        ? 'imageCount'
        : feedbackImageProblem({ size: file.size, mimeType: file.type });
    if (problem) error ??= feedbackMessage(problem, language, file.name);
    else images.push(file);
  }
  return { images, error };
}
