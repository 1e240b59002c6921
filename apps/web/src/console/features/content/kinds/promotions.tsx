import {
  PROMOTION_TAGS,
  PROMOTION_TYPES,
  type ConsolePromotion,
  type Language,
  type PromotionStatus,
  type PromotionTag,
  type PromotionType,
} from '@wps/shared-types';
import { consoleLanguage, useConsoleTranslation, type ConsoleText } from '../../../lib/i18n';
import { Field, SelectField, TextAreaField } from '../../../ui/Field';
import {
  ChoiceField,
  CodeField,
  EnabledField,
  FieldGrid,
  LanguageFields,
  PictureField,
  ScheduleFields,
  SortOrderField,
} from '../components/FormPieces';
import { Badge, Thumbnail, filterOf, schedule } from '../components/ListPieces';
import type { ContentDefinition, ContentFilter, ContentFormProps } from '../content-definition';
import {
  byLanguage,
  linesOf,
  paragraphsOf,
  patchLanguage,
  scheduleInput,
  scheduleDraft,
  wholeNumber,
  type ScheduleDraft,
} from '../content-form';
import { promotionPage } from '../site-pages';

interface PromotionTextDraft {
  title: string;
  summary: string;
  /** Paragraphs parted by blank lines. */
  description: string;
  /** One term a line. */
  terms: string;
}

interface PromotionDraft extends ScheduleDraft {
  code: string;
  type: PromotionType;
  /** '' for none. */
  tag: string;
  imageUrl: string;
  sortOrder: string;
  enabled: boolean;
  texts: Record<Language, PromotionTextDraft>;
}

const TYPE_LABELS = {
  NEW_MEMBER: 'content.promotionNewMember',
  DEPOSIT: 'content.promotionDeposit',
  REBATE: 'content.promotionRebate',
  CASHBACK: 'content.promotionCashback',
  REFERRAL: 'content.promotionReferral',
  BIRTHDAY: 'content.promotionBirthday',
  VIP: 'content.promotionVip',
} as const satisfies Record<PromotionType, string>;

const TAG_LABELS = {
  HOT: 'content.tagHot',
  NEW: 'content.tagNew',
  LIMITED: 'content.tagLimited',
  EXCLUSIVE: 'content.tagExclusive',
} as const satisfies Record<PromotionTag, string>;

const STATUS_LABELS = {
  COMING_SOON: 'content.promotionComingSoon',
  IN_PROCESS: 'content.promotionInProcess',
  CLOSED: 'content.promotionClosed',
} as const satisfies Record<PromotionStatus, string>;

const typeOptions = (t: ConsoleText) =>
  PROMOTION_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }));

function PromotionForm({ draft, change }: ContentFormProps<PromotionDraft>) {
  const { t } = useConsoleTranslation();
  return (
    <>
      <FieldGrid>
        <CodeField
          value={draft.code}
          onValueChange={(code) => change({ code })}
          hint={t('content.codeHint')}
        />
        <ChoiceField
          label={t('content.type')}
          value={draft.type}
          choices={typeOptions(t)}
          onChoose={(type) => change({ type })}
        />
        <SelectField
          label={t('content.tag')}
          value={draft.tag}
          options={[
            { value: '', label: t('content.noTag') },
            ...PROMOTION_TAGS.map((tag) => ({ value: tag, label: t(TAG_LABELS[tag]) })),
          ]}
          onValueChange={(tag) => change({ tag })}
        />
        <SortOrderField
          value={draft.sortOrder}
          onValueChange={(sortOrder) => change({ sortOrder })}
        />
      </FieldGrid>
      <PictureField value={draft.imageUrl} onValueChange={(imageUrl) => change({ imageUrl })} />
      <ScheduleFields value={draft} onChange={change} startRequired />
      <LanguageFields>
        {(language) => {
          const text = draft.texts[language];
          const edit = (patch: Partial<PromotionTextDraft>) =>
            change({ texts: patchLanguage(draft.texts, language, patch) });
          return (
            <>
              <Field
                label={t('content.titleText')}
                required
                maxLength={200}
                value={text.title}
                onValueChange={(title) => edit({ title })}
              />
              <TextAreaField
                label={t('content.summary')}
                required
                rows={2}
                maxLength={500}
                value={text.summary}
                onValueChange={(summary) => edit({ summary })}
              />
              <TextAreaField
                label={t('content.description')}
                rows={5}
                value={text.description}
                onValueChange={(description) => edit({ description })}
                hint={t('content.paragraphsHint')}
              />
              <TextAreaField
                label={t('content.terms')}
                rows={4}
                value={text.terms}
                onValueChange={(terms) => edit({ terms })}
                hint={t('content.termsHint')}
              />
            </>
          );
        }}
      </LanguageFields>
      <EnabledField checked={draft.enabled} onCheckedChange={(enabled) => change({ enabled })} />
    </>
  );
}

const title = (promotion: ConsolePromotion) => promotion.texts[consoleLanguage()].title;

/** Promotions with their texts in every language; deleting one disables it. */
export const promotionDefinition: ContentDefinition<'promotions', PromotionDraft> = {
  resource: 'promotions',
  title: 'content.tabPromotions',
  addLabel: 'content.addPromotion',
  columns: ({ t }) => [
    {
      label: t('content.picture'),
      cell: (promotion) => <Thumbnail src={promotion.imageUrl} name={title(promotion)} />,
    },
    { label: t('content.titleText'), cell: title },
    { label: t('content.code'), cell: (promotion) => promotion.code },
    { label: t('content.type'), cell: (promotion) => t(TYPE_LABELS[promotion.type]) },
    {
      label: t('content.tag'),
      cell: (promotion) => (promotion.tag ? t(TAG_LABELS[promotion.tag]) : t('common.none')),
    },
    { label: t('content.sortOrder'), cell: (promotion) => promotion.sortOrder, number: true },
    { label: t('content.schedule'), cell: (promotion) => schedule(t, promotion) },
    {
      label: t('content.status'),
      cell: (promotion) =>
        promotion.enabled ? (
          <Badge on={promotion.status === 'IN_PROCESS'}>{t(STATUS_LABELS[promotion.status])}</Badge>
        ) : (
          <Badge on={false}>{t('content.stateDisabled')}</Badge>
        ),
    },
  ],
  itemId: (promotion) => promotion.id,
  itemName: title,
  sitePath: (promotion) => promotionPage(promotion.id),
  emptyDraft: () => ({
    code: '',
    type: 'DEPOSIT',
    tag: '',
    imageUrl: '',
    sortOrder: '0',
    startsAt: '',
    endsAt: '',
    enabled: true,
    texts: byLanguage(() => ({ title: '', summary: '', description: '', terms: '' })),
  }),
  toDraft: (promotion) => ({
    code: promotion.code,
    type: promotion.type,
    tag: promotion.tag ?? '',
    imageUrl: promotion.imageUrl,
    sortOrder: String(promotion.sortOrder),
    ...scheduleDraft(promotion),
    enabled: promotion.enabled,
    texts: byLanguage((language) => {
      const text = promotion.texts[language];
      return {
        title: text.title,
        summary: text.summary,
        description: text.description.join('\n\n'),
        terms: text.terms.join('\n'),
      };
    }),
  }),
  toInput: (draft) => {
    const { startsAt, endsAt } = scheduleInput(draft);
    return {
      code: draft.code.trim(),
      type: draft.type,
      tag: PROMOTION_TAGS.find((tag) => tag === draft.tag) ?? null,
      imageUrl: draft.imageUrl.trim(),
      sortOrder: wholeNumber(draft.sortOrder),
      enabled: draft.enabled,
      // Required: an empty start is sent as it is and the API names the field.
      startsAt: startsAt ?? '',
      endsAt,
      texts: byLanguage((language) => {
        const text = draft.texts[language];
        return {
          title: text.title.trim(),
          summary: text.summary.trim(),
          description: paragraphsOf(text.description),
          terms: linesOf(text.terms),
        };
      }),
    };
  },
  Form: PromotionForm,
  removal: 'disable',
  canRemove: (promotion) => promotion.enabled,
};

export function promotionFilters(t: ConsoleText): ContentFilter[] {
  return [filterOf('type', t('content.type'), t, typeOptions(t))];
}
