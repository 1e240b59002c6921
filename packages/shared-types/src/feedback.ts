// Feedback (spec 1 §5, §7; spec 2 §5, §7): a member sends a question type, a text and up to three
// images as multipart/form-data to PUT /wps/feedback. The form and the API run the same checks
// below, so a submission the form accepts is one the server accepts; the server also checks the
// images' bytes, which a browser cannot be trusted to report.
import type { Language } from './languages.js';
import { isOneOf } from './one-of.js';

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

// Spec 1 §5: png or jpg, each under 5 MB, at most 3 images.
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_IMAGE_MAX_MEGABYTES = 5;
// An image must be smaller than this many bytes ("under 5 MB").
export const FEEDBACK_IMAGE_MAX_BYTES = FEEDBACK_IMAGE_MAX_MEGABYTES * 1024 * 1024;
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type FeedbackImageType = (typeof FEEDBACK_IMAGE_TYPES)[number];
// Per hour and member, counted on accepted feedback.
export const FEEDBACK_PER_HOUR = 5;
export const FEEDBACK_PAGE_SIZE = 10;

export function isFeedbackImageType(value: unknown): value is FeedbackImageType {
  return isOneOf(FEEDBACK_IMAGE_TYPES, value);
}

export type FeedbackProblem =
  'questionType' | 'contentLength' | 'imageCount' | 'imageType' | 'imageSize' | 'imageEmpty';

// {0} and {1} are filled by feedbackMessage: the bounds, or the image and the size limit.
const FEEDBACK_MESSAGES: Readonly<Record<FeedbackProblem, Readonly<Record<Language, string>>>> = {
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
  imageCount: {
    MS: 'Paling banyak {0} gambar boleh dimuat naik',
    EN: 'You can upload at most {0} images',
    CN: '最多可上传{0}张图片',
  },
  imageType: {
    MS: 'Gambar {0}: hanya gambar PNG atau JPG diterima',
    EN: 'Image {0}: only PNG or JPG images are accepted',
    CN: '图片{0}：仅接受PNG或JPG图片',
  },
  imageSize: {
    MS: 'Gambar {0}: setiap gambar mesti kurang daripada {1} MB',
    EN: 'Image {0}: each image must be under {1} MB',
    CN: '图片{0}：每张图片须小于{1}MB',
  },
  imageEmpty: {
    MS: 'Gambar {0}: fail kosong',
    EN: 'Image {0}: the file is empty',
    CN: '图片{0}：文件为空',
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
  const values: Record<FeedbackProblem, [number | string, number | string]> = {
    questionType: ['', ''],
    contentLength: [FEEDBACK_CONTENT_LENGTH.min, FEEDBACK_CONTENT_LENGTH.max],
    imageCount: [FEEDBACK_MAX_IMAGES, ''],
    imageType: [image, ''],
    imageSize: [image, FEEDBACK_IMAGE_MAX_MEGABYTES],
    imageEmpty: [image, ''],
  };
  const [first, second] = values[problem];
  return FEEDBACK_MESSAGES[problem][language]
    .replace('{0}', String(first))
    .replace('{1}', String(second));
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

/**
 * What is wrong with one image of `size` bytes and type `mimeType` (the browser's claim in the
 * form, the type found in the bytes on the server), or null.
 */
export function feedbackImageProblem(image: {
  size: number;
  mimeType: string | undefined;
}): FeedbackProblem | null {
  if (image.size === 0) return 'imageEmpty';
  if (image.size >= FEEDBACK_IMAGE_MAX_BYTES) return 'imageSize';
  return isFeedbackImageType(image.mimeType) ? null : 'imageType';
}

export interface FeedbackImageSummary {
  mimeType: FeedbackImageType;
  sizeBytes: number;
}

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
