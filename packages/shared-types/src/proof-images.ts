// Proof and activity images (spec 1 §5, spec 2 §5): png or jpg, each under 5 MB, at most 3 to a
// submission. Feedback, deposit proofs and any later upload of a member share these rules and
// texts; the server also checks the bytes, which a browser cannot be trusted to report.
import type { Language } from './languages.js';
import { isOneOf } from './one-of.js';

export const PROOF_IMAGE_MAX_COUNT = 3;
export const PROOF_IMAGE_MAX_MEGABYTES = 5;
// An image must be smaller than this many bytes ("under 5 MB").
export const PROOF_IMAGE_MAX_BYTES = PROOF_IMAGE_MAX_MEGABYTES * 1024 * 1024;
export const PROOF_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type ProofImageType = (typeof PROOF_IMAGE_TYPES)[number];

export function isProofImageType(value: unknown): value is ProofImageType {
  return isOneOf(PROOF_IMAGE_TYPES, value);
}

export type ProofImageProblem = 'imageCount' | 'imageType' | 'imageSize' | 'imageEmpty';

// {0} and {1} are filled by proofImageMessage: the image and the limit.
const PROOF_IMAGE_MESSAGES: Readonly<
  Record<ProofImageProblem, Readonly<Record<Language, string>>>
> = {
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
 * The text of an image problem in `language`. `image` names the image: its place in the list
 * from 1 (the API never repeats a sender's file name), or its file name (a form). `maxCount` is
 * the form's own limit when it takes fewer images (identity documents: 2).
 */
export function proofImageMessage(
  problem: ProofImageProblem,
  language: Language,
  image: number | string = '',
  maxCount: number = PROOF_IMAGE_MAX_COUNT,
): string {
  const values: Record<ProofImageProblem, [number | string, number | string]> = {
    imageCount: [maxCount, ''],
    imageType: [image, ''],
    imageSize: [image, PROOF_IMAGE_MAX_MEGABYTES],
    imageEmpty: [image, ''],
  };
  const [first, second] = values[problem];
  return PROOF_IMAGE_MESSAGES[problem][language]
    .replace('{0}', String(first))
    .replace('{1}', String(second));
}

/**
 * What is wrong with one image of `size` bytes and type `mimeType` (the browser's claim in a
 * form, the type found in the bytes on the server), or null.
 */
export function proofImageProblem(image: {
  size: number;
  mimeType: string | undefined;
}): ProofImageProblem | null {
  if (image.size === 0) return 'imageEmpty';
  if (image.size >= PROOF_IMAGE_MAX_BYTES) return 'imageSize';
  return isProofImageType(image.mimeType) ? null : 'imageType';
}

export interface ProofImageSummary {
  mimeType: ProofImageType;
  sizeBytes: number;
}
