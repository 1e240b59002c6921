// Feedback (spec 1 §5, §7; spec 2 §5, §7): a member sends a question type, a text and up to three
// images as multipart/form-data to PUT /wps/feedback. The form and the API run the same checks
// below, so a submission the form accepts is one the server accepts; the server also checks the
// images' bytes, which a browser cannot be trusted to report.
import type { Language } from './languages.js';
import { isOneOf } from './one-of.js';
import {
  isProofImageType,
  PROOF_IMAGE_MAX_BYTES,
  PROOF_IMAGE_MAX_COUNT,
  PROOF_IMAGE_MAX_MEGABYTES,
  PROOF_IMAGE_TYPES,
  proofImageMessage,
  proofImageProblem,
  type ProofImageProblem,
  type ProofImageSummary,
  type ProofImageType,
} from './proof-images.js';

export const FEEDBACK_PATH = '/wps/feedback';

// The multipart field names of PUT /wps/feedback; every image goes in its own `images` part.
export const FEEDBACK_FIELDS = {
  questionType: 'questionType',
  content: 'content',
  images: 'images',
} as const;

// The spec names the types only as "labels": these are the questions players of such a site ask.
export const FEEDBACK_QUESTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'GAME',
  'PROMOTION',
  'ACCOUNT',
  'SUGGESTION',
  'OTHER',
] as const;
export type FeedbackQuestionType = (typeof FEEDBACK_QUESTION_TYPES)[number];

export function isFeedbackQuestionType(value: unknown): value is FeedbackQuestionType {
  return isOneOf(FEEDBACK_QUESTION_TYPES, value);
}

export const FEEDBACK_QUESTION_TYPE_LABELS: Readonly<
  Record<FeedbackQuestionType, Readonly<Record<Language, string>>>
> = {
  DEPOSIT: { MS: 'Deposit', EN: 'Deposit', CN: '存款' },
  WITHDRAWAL: { MS: 'Pengeluaran', EN: 'Withdrawal', CN: '提款' },
  GAME: { MS: 'Permainan', EN: 'Games', CN: '游戏' },
  PROMOTION: { MS: 'Promosi', EN: 'Promotions', CN: '优惠活动' },
  ACCOUNT: { MS: 'Akaun', EN: 'Account', CN: '账户' },
  SUGGESTION: { MS: 'Cadangan', EN: 'Suggestion', CN: '建议' },
  OTHER: { MS: 'Lain-lain', EN: 'Other', CN: '其他' },
};

// The content's bound, counted in characters (the original's Chinese text counts 字, characters).
export const FEEDBACK_CONTENT_LENGTH = { min: 10, max: 500 } as const;

// Spec 1 §5: the images follow the rules of every proof image (proof-images.ts).
export const FEEDBACK_MAX_IMAGES = PROOF_IMAGE_MAX_COUNT;
export const FEEDBACK_IMAGE_MAX_MEGABYTES = PROOF_IMAGE_MAX_MEGABYTES;
export const FEEDBACK_IMAGE_MAX_BYTES = PROOF_IMAGE_MAX_BYTES;
export const FEEDBACK_IMAGE_TYPES = PROOF_IMAGE_TYPES;
export type FeedbackImageType = ProofImageType;
export const isFeedbackImageType = isProofImageType;
// Per hour and member, counted on accepted feedback.
export const FEEDBACK_PER_HOUR = 5;
export const FEEDBACK_PAGE_SIZE = 10;

export type FeedbackProblem = 'questionType' | 'contentLength' | ProofImageProblem;

// {0} and {1} are filled by feedbackMessage: the bounds.
const FEEDBACK_MESSAGES: Readonly<
  Record<'questionType' | 'contentLength', Readonly<Record<Language, string>>>
> = {
  questionType: {
    MS: 'Sila pilih jenis soalan',
    EN: 'Please choose a question type',
    CN: '请选择问题类型',
  },
  contentLength: {
    MS: 'Kandungan adalah antara {0} hingga {1} perkataan',
    EN: 'The content is between {0} and {1} words',
    CN: '内容字数须在{0}至{1}之间',
  },
};

/**
 * The text of a problem in `language`. `image` names the image of an image problem: its place in
 * the list from 1 (the API never repeats a sender's file name), or its file name (the form).
 */
export function feedbackMessage(
  problem: FeedbackProblem,
  language: Language,
  image: number | string = '',
): string {
  if (problem !== 'questionType' && problem !== 'contentLength') {
    return proofImageMessage(problem, language, image);
  }
  const text = FEEDBACK_MESSAGES[problem][language];
  return problem === 'contentLength'
    ? text
        .replace('{0}', String(FEEDBACK_CONTENT_LENGTH.min))
        .replace('{1}', String(FEEDBACK_CONTENT_LENGTH.max))
    : text;
}

/** The content as it is checked and stored: without NUL characters and surrounding blanks. */
export function normaliseFeedbackContent(content: string): string {
  // Postgres text cannot hold NUL.
  return content.replaceAll('\u0000', '').trim();
}

/** Characters of the content as the bound counts them (an emoji is one). */
export function feedbackContentLength(content: string): number {
  return [...normaliseFeedbackContent(content)].length;
}

export interface FeedbackTextInput {
  questionType: unknown;
  content: unknown;
}

/** What is wrong with the question type and content, by field (empty when both are fine). */
export function feedbackTextProblems(
  input: FeedbackTextInput,
): Partial<Record<'questionType' | 'content', FeedbackProblem>> {
  const problems: Partial<Record<'questionType' | 'content', FeedbackProblem>> = {};
  if (!isFeedbackQuestionType(input.questionType)) problems.questionType = 'questionType';
  const length = typeof input.content === 'string' ? feedbackContentLength(input.content) : 0;
  if (length < FEEDBACK_CONTENT_LENGTH.min || length > FEEDBACK_CONTENT_LENGTH.max) {
    problems.content = 'contentLength';
  }
  return problems;
}

export const feedbackImageProblem = proofImageProblem;
export type FeedbackImageSummary = ProofImageSummary;

// Where a feedback stands: sent, answered by an operator, or closed by an operator.
export const FEEDBACK_STATUSES = ['OPEN', 'REPLIED', 'CLOSED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

// An operator's answer is plain text of up to this many characters.
export const FEEDBACK_REPLY_MAX_LENGTH = 1000;

export interface FeedbackReply {
  content: string;
  repliedAt: string;
}

// A feedback as its sender sees it, in the answer of PUT and in GET /wps/feedback.
export interface FeedbackEntry {
  id: number;
  questionType: FeedbackQuestionType;
  content: string;
  createdAt: string;
  images: FeedbackImageSummary[];
  status: FeedbackStatus;
  // The operator's answer, once there is one (it stays after the feedback is closed).
  reply: FeedbackReply | null;
}

export interface FeedbackPageQuery {
  pageNo?: number;
  pageSize?: number;
}

export interface FeedbackPage {
  list: FeedbackEntry[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}
