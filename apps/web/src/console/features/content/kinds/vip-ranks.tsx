import type { ConsoleVipRank } from '@wps/shared-types';
import { money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import styles from '../components/Content.module.css';
import { FieldGrid } from '../components/FormPieces';
import type { ContentDefinition, ContentFormProps } from '../content-definition';
import { requiredNumber } from '../content-form';
import { SITE_PAGES } from '../site-pages';

interface VipRankDraft {
  rankLevel: string;
  labelName: string;
  /** #rrggbb, as the colour input holds it. */
  color: string;
  depositTotal: string;
  validBetTotal: string;
}

function VipRankForm({ draft, change }: ContentFormProps<VipRankDraft>) {
  const { t } = useConsoleTranslation();
  return (
    <FieldGrid>
      <Field
        label={t('content.rankLevel')}
        type="number"
        min={0}
        max={99}
        required
        inputMode="numeric"
        value={draft.rankLevel}
        onValueChange={(rankLevel) => change({ rankLevel })}
        hint={t('content.rankLevelHint')}
      />
      <Field
        label={t('content.name')}
        required
        maxLength={32}
        value={draft.labelName}
        onValueChange={(labelName) => change({ labelName })}
      />
      <Field
        label={t('content.colour')}
        type="color"
        value={draft.color}
        onValueChange={(color) => change({ color })}
      />
      <Field
        label={t('content.depositTotal')}
        required
        inputMode="decimal"
        value={draft.depositTotal}
        onValueChange={(depositTotal) => change({ depositTotal })}
        hint={t('content.amountHint')}
      />
      <Field
        label={t('content.validBetTotal')}
        required
        inputMode="decimal"
        value={draft.validBetTotal}
        onValueChange={(validBetTotal) => change({ validBetTotal })}
        hint={t('content.amountHint')}
      />
    </FieldGrid>
  );
}

function RankName({ rank }: { rank: ConsoleVipRank }) {
  return (
    <>
      <span className={styles.swatch} style={{ background: rank.color }} aria-hidden="true" />
      {rank.labelName}
    </>
  );
}

/** The ranks in level order; one a member holds cannot be deleted (the API says so). */
export const vipRankDefinition: ContentDefinition<'vipRanks', VipRankDraft> = {
  resource: 'vipRanks',
  title: 'content.tabVipRanks',
  addLabel: 'content.addVipRank',
  columns: ({ t, currencySymbol }) => [
    { label: t('content.rankLevel'), cell: (rank) => rank.rankLevel, number: true },
    { label: t('content.name'), cell: (rank) => <RankName rank={rank} /> },
    {
      label: t('content.depositTotal'),
      cell: (rank) => money(rank.requirements.depositTotal, currencySymbol),
      number: true,
    },
    {
      label: t('content.validBetTotal'),
      cell: (rank) => money(rank.requirements.validBetTotal, currencySymbol),
      number: true,
    },
    { label: t('content.memberCount'), cell: (rank) => rank.memberCount, number: true },
  ],
  itemId: (rank) => rank.id,
  itemName: (rank) => rank.labelName,
  sitePath: () => SITE_PAGES.vip,
  emptyDraft: () => ({
    rankLevel: '',
    labelName: '',
    color: '#d4af37',
    depositTotal: '',
    validBetTotal: '',
  }),
  toDraft: (rank) => ({
    rankLevel: String(rank.rankLevel),
    labelName: rank.labelName,
    color: rank.color,
    depositTotal: rank.requirements.depositTotal,
    validBetTotal: rank.requirements.validBetTotal,
  }),
  toInput: (draft) => ({
    rankLevel: requiredNumber(draft.rankLevel),
    labelName: draft.labelName.trim(),
    color: draft.color,
    requirements: {
      depositTotal: draft.depositTotal.trim(),
      validBetTotal: draft.validBetTotal.trim(),
    },
  }),
  Form: VipRankForm,
  removal: 'delete',
};
