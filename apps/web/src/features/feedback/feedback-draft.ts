import { feedbackMessage, feedbackTextProblems, type Language } from '@wps/shared-types';
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
