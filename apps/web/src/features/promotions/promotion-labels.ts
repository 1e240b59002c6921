import type { PromotionStatus, PromotionTag, PromotionType } from '@wps/shared-types';

// The i18n key of each label, written out so the translation check finds every one.
export const PROMOTION_TYPE_LABELS = {
  NEW_MEMBER: 'promotions.type.NEW_MEMBER',
  DEPOSIT: 'promotions.type.DEPOSIT',
  REBATE: 'promotions.type.REBATE',
  CASHBACK: 'promotions.type.CASHBACK',
  REFERRAL: 'promotions.type.REFERRAL',
  BIRTHDAY: 'promotions.type.BIRTHDAY',
  VIP: 'promotions.type.VIP',
} as const satisfies Record<PromotionType, string>;

export const PROMOTION_TAG_LABELS = {
  HOT: 'promotions.tag.HOT',
  NEW: 'promotions.tag.NEW',
  LIMITED: 'promotions.tag.LIMITED',
  EXCLUSIVE: 'promotions.tag.EXCLUSIVE',
} as const satisfies Record<PromotionTag, string>;

export const PROMOTION_STATUS_LABELS = {
  COMING_SOON: 'promotions.status.COMING_SOON',
  IN_PROCESS: 'promotions.status.IN_PROCESS',
  CLOSED: 'promotions.status.CLOSED',
} as const satisfies Record<PromotionStatus, string>;

/**
 * A promotion's period as dates in the visitor's language ("1 Jan 2026") and the operator's time
 * zone, where its days begin and end; a null end is open.
 */
export function periodDates(
  period: { startsAt: string; endsAt: string | null },
  locale: string,
  timezone: string | undefined,
): { from: string; to: string | null } {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: timezone });
  return {
    from: format.format(new Date(period.startsAt)),
    // The end is exclusive: a promotion ending at midnight last runs the day before.
    to: period.endsAt === null ? null : format.format(new Date(Date.parse(period.endsAt) - 1)),
  };
}
