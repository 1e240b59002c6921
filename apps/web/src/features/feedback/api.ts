import { FEEDBACK_FIELDS, FEEDBACK_PATH, type FeedbackEntry } from '@wps/shared-types';
import { api } from '../../api/client';

export interface FeedbackSubmission {
  questionType: string;
  content: string;
  images: File[];
}

/** PUT /wps/feedback as multipart/form-data, each image in its own `images` part. */
export function sendFeedback(submission: FeedbackSubmission): Promise<FeedbackEntry> {
  const form = new FormData();
  form.append(FEEDBACK_FIELDS.questionType, submission.questionType);
  form.append(FEEDBACK_FIELDS.content, submission.content);
  for (const image of submission.images) form.append(FEEDBACK_FIELDS.images, image, image.name);
  return api.put<FeedbackEntry>(FEEDBACK_PATH, form);
}
