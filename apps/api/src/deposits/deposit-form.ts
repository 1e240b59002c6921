import {
  DEPOSIT_FIELDS,
  DEPOSIT_REFERENCE_MAX_LENGTH,
  DEPOSIT_REMARK_MAX_LENGTH,
  depositAmountProblem,
  depositMessage,
  depositTextProblems,
  formatMoney,
  takesProof,
  type DepositChannelType,
  type Language,
} from '@wps/shared-types';
import type { FastifyRequest } from 'fastify';
import { invalidInput } from '../common/app-error.js';
import {
  checkedProofImages,
  proofImageFormProblems,
  readProofImageForm,
  type CheckedProofImage,
  type ProofImageForm,
} from '../uploads/proof-image-form.js';
import type { UploadStore } from '../uploads/upload-store.js';

const TEXT_FIELDS = [
  DEPOSIT_FIELDS.channelId,
  DEPOSIT_FIELDS.amount,
  DEPOSIT_FIELDS.claimPromotion,
  DEPOSIT_FIELDS.reference,
  DEPOSIT_FIELDS.remark,
] as const;

/** The deposit form as it arrived: the texts, the proof images received into the incoming folder. */
export type DepositForm = ProofImageForm<(typeof TEXT_FIELDS)[number]>;

export interface CheckedDeposit {
  amount: string;
  claimPromotion: boolean;
  reference: string | null;
  remark: string | null;
  proofs: CheckedProofImage[];
}

/** Reads POST DEPOSIT_PATHS.deposits' multipart form (see readProofImageForm). */
export function readDepositForm(
  request: FastifyRequest,
  uploads: UploadStore,
): Promise<DepositForm> {
  return readProofImageForm(request, uploads, {
    textFields: TEXT_FIELDS,
    imagesField: DEPOSIT_FIELDS.images,
    what: 'the deposit',
  });
}

/** The channel the form names, as a positive whole number, or null. */
export function channelIdOf(form: DepositForm): number | null {
  const text = form.texts.channelId;
  // Ids are Postgres integers: nine digits at most, so a longer number never reaches the database.
  return text !== undefined && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

/**
 * The form's values for `channel` once every check of the form itself passed; else a 400 naming
 * each problem in `language`. The member's daily limits are checked where the deposit is written.
 */
export function checkDepositForm(
  form: DepositForm,
  channel: { type: DepositChannelType; minAmount: string; maxAmount: string },
  currencySymbol: string,
  language: Language,
): CheckedDeposit {
  const { amount, reference, remark, claimPromotion } = form.texts;
  const problems: Record<string, string | string[] | undefined> = proofImageFormProblems(
    form,
    DEPOSIT_FIELDS.images,
    language,
  );
  const amountProblem = depositAmountProblem(amount, channel);
  if (amountProblem) {
    const limit = amountProblem === 'amountMin' ? channel.minAmount : channel.maxAmount;
    problems[DEPOSIT_FIELDS.amount] = depositMessage(
      amountProblem,
      language,
      formatMoney(limit, currencySymbol),
    );
  }
  const text = depositTextProblems({ reference, remark });
  if (text.reference) {
    problems[DEPOSIT_FIELDS.reference] = depositMessage(
      'referenceLength',
      language,
      DEPOSIT_REFERENCE_MAX_LENGTH,
    );
  }
  if (text.remark) {
    problems[DEPOSIT_FIELDS.remark] = depositMessage(
      'remarkLength',
      language,
      DEPOSIT_REMARK_MAX_LENGTH,
    );
  }
  const imageCount = form.images.length + (form.tooManyImages ? 1 : 0);
  if (takesProof(channel.type) && imageCount === 0) {
    problems[DEPOSIT_FIELDS.images] = depositMessage('proofRequired', language);
  } else if (!takesProof(channel.type) && imageCount > 0) {
    problems[DEPOSIT_FIELDS.images] = depositMessage('proofOnline', language);
  }
  if (claimPromotion !== undefined && claimPromotion !== 'true' && claimPromotion !== 'false') {
    problems[DEPOSIT_FIELDS.claimPromotion] = 'claimPromotion is true or false';
  }
  if (Object.values(problems).some((problem) => problem !== undefined)) {
    throw invalidInput(problems);
  }
  return {
    amount: amount!,
    claimPromotion: claimPromotion === 'true',
    reference: textOrNull(reference),
    remark: textOrNull(remark),
    proofs: checkedProofImages(form),
  };
}

/** A text as stored: trimmed, without NUL (Postgres text cannot hold it); empty is none. */
function textOrNull(value: string | undefined): string | null {
  const text = value?.replaceAll('\u0000', '').trim();
  return text ? text : null;
}
