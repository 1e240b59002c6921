import {
  POINT_GOODS_CATEGORIES,
  type ConsolePointGoods,
  type Language,
  type PointGoodsCategory,
} from '@wps/shared-types';
import { consoleLanguage, useConsoleTranslation, type ConsoleText } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import {
  ChoiceField,
  CodeField,
  EnabledField,
  FieldGrid,
  LanguageFields,
  PictureField,
  SortOrderField,
} from '../components/FormPieces';
import { Badge, Thumbnail, filterOf } from '../components/ListPieces';
import type { ContentDefinition, ContentFilter, ContentFormProps } from '../content-definition';
import { byLanguage, requiredNumber, wholeNumber } from '../content-form';
import { SITE_PAGES } from '../site-pages';

interface PointGoodsDraft {
  code: string;
  category: PointGoodsCategory;
  imageUrl: string;
  pointsRequired: string;
  stock: string;
  sortOrder: string;
  enabled: boolean;
  names: Record<Language, string>;
}

const CATEGORY_LABELS = {
  BONUS: 'content.goodsBonus',
  VOUCHER: 'content.goodsVoucher',
  ELECTRONICS: 'content.goodsElectronics',
  LIFESTYLE: 'content.goodsLifestyle',
} as const satisfies Record<PointGoodsCategory, string>;

const categoryOptions = (t: ConsoleText) =>
  POINT_GOODS_CATEGORIES.map((category) => ({
    value: category,
    label: t(CATEGORY_LABELS[category]),
  }));

function PointGoodsForm({ draft, change }: ContentFormProps<PointGoodsDraft>) {
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
          label={t('content.category')}
          value={draft.category}
          choices={categoryOptions(t)}
          onChoose={(category) => change({ category })}
        />
        <Field
          label={t('content.pointsRequired')}
          type="number"
          min={1}
          required
          inputMode="numeric"
          value={draft.pointsRequired}
          onValueChange={(pointsRequired) => change({ pointsRequired })}
        />
        <Field
          label={t('content.stock')}
          type="number"
          min={0}
          required
          inputMode="numeric"
          value={draft.stock}
          onValueChange={(stock) => change({ stock })}
          hint={t('content.stockHint')}
        />
        <SortOrderField
          value={draft.sortOrder}
          onValueChange={(sortOrder) => change({ sortOrder })}
        />
      </FieldGrid>
      <PictureField value={draft.imageUrl} onValueChange={(imageUrl) => change({ imageUrl })} />
      <LanguageFields>
        {(language) => (
          <Field
            label={t('content.name')}
            required
            maxLength={200}
            value={draft.names[language]}
            onValueChange={(name) => change({ names: { ...draft.names, [language]: name } })}
          />
        )}
      </LanguageFields>
      <EnabledField checked={draft.enabled} onCheckedChange={(enabled) => change({ enabled })} />
    </>
  );
}

const goodsName = (goods: ConsolePointGoods) => goods.names[consoleLanguage()];

/** The goods of the points mall; deleting disables them (members' exchanges name them). */
export const pointGoodsDefinition: ContentDefinition<'pointGoods', PointGoodsDraft> = {
  resource: 'pointGoods',
  title: 'content.tabPointGoods',
  addLabel: 'content.addPointGoods',
  columns: ({ t }) => [
    {
      label: t('content.picture'),
      cell: (goods) => <Thumbnail src={goods.imageUrl} name={goodsName(goods)} />,
    },
    { label: t('content.name'), cell: goodsName },
    { label: t('content.code'), cell: (goods) => goods.code },
    { label: t('content.category'), cell: (goods) => t(CATEGORY_LABELS[goods.category]) },
    { label: t('content.pointsRequired'), cell: (goods) => goods.pointsRequired, number: true },
    { label: t('content.stock'), cell: (goods) => goods.stock, number: true },
    { label: t('content.sortOrder'), cell: (goods) => goods.sortOrder, number: true },
    {
      label: t('content.status'),
      cell: (goods) => (
        <Badge on={goods.enabled}>
          {goods.enabled ? t('content.enabled') : t('content.stateDisabled')}
        </Badge>
      ),
    },
  ],
  itemId: (goods) => goods.id,
  itemName: goodsName,
  sitePath: () => SITE_PAGES.pointMall,
  emptyDraft: () => ({
    code: '',
    category: 'BONUS',
    imageUrl: '',
    pointsRequired: '',
    stock: '',
    sortOrder: '0',
    enabled: true,
    names: byLanguage(() => ''),
  }),
  toDraft: (goods) => ({
    code: goods.code,
    category: goods.category,
    imageUrl: goods.imageUrl,
    pointsRequired: String(goods.pointsRequired),
    stock: String(goods.stock),
    sortOrder: String(goods.sortOrder),
    enabled: goods.enabled,
    names: { ...goods.names },
  }),
  toInput: (draft) => ({
    code: draft.code.trim(),
    category: draft.category,
    imageUrl: draft.imageUrl.trim(),
    pointsRequired: requiredNumber(draft.pointsRequired),
    stock: requiredNumber(draft.stock),
    sortOrder: wholeNumber(draft.sortOrder),
    enabled: draft.enabled,
    names: byLanguage((language) => draft.names[language].trim()),
  }),
  Form: PointGoodsForm,
  removal: 'disable',
  canRemove: (goods) => goods.enabled,
};

export function pointGoodsFilters(t: ConsoleText): ContentFilter[] {
  return [filterOf('category', t('content.category'), t, categoryOptions(t))];
}
