import { BANNER_GROUPS, DIALOG_BANNER_GROUPS, type BannerGroup } from '@wps/shared-types';
import { useConsoleTranslation, type ConsoleText, type ConsoleTextKey } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import {
  ScheduleBadge,
  Thumbnail,
  filterOf,
  languageFilter,
  languageName,
  schedule,
} from '../components/ListPieces';
import {
  ChoiceField,
  EnabledField,
  FieldGrid,
  LanguageSelect,
  PictureField,
  ScheduleFields,
  SortOrderField,
} from '../components/FormPieces';
import type { ContentDefinition, ContentFilter, ContentFormProps } from '../content-definition';
import {
  languageInput,
  optionalText,
  scheduleDraft,
  scheduleInput,
  wholeNumber,
  type ScheduleDraft,
} from '../content-form';
import { bannerPage } from '../site-pages';

interface BannerDraft extends ScheduleDraft {
  groupName: BannerGroup;
  language: string;
  title: string;
  imageUrl: string;
  linkageTarget: string;
  sortOrder: string;
  enabled: boolean;
}

const DIALOG_LABELS: Partial<Record<BannerGroup, ConsoleTextKey>> = {
  [DIALOG_BANNER_GROUPS.login]: 'content.groupLogin',
  [DIALOG_BANNER_GROUPS.register]: 'content.groupRegister',
  [DIALOG_BANNER_GROUPS.forgotPassword]: 'content.groupForgotPassword',
};

/** A group by its code and where it shows: "w_home · /", "w_login · login dialog". */
function groupLabel(t: ConsoleText, group: BannerGroup): string {
  const dialog = DIALOG_LABELS[group];
  return `${group} · ${dialog ? t(dialog) : bannerPage(group)}`;
}

function BannerForm({ draft, change }: ContentFormProps<BannerDraft>) {
  const { t } = useConsoleTranslation();
  return (
    <>
      <FieldGrid>
        <ChoiceField
          label={t('content.group')}
          value={draft.groupName}
          choices={BANNER_GROUPS.map((group) => ({ value: group, label: groupLabel(t, group) }))}
          onChoose={(groupName) => change({ groupName })}
        />
        <LanguageSelect value={draft.language} onValueChange={(language) => change({ language })} />
        <SortOrderField
          value={draft.sortOrder}
          onValueChange={(sortOrder) => change({ sortOrder })}
        />
      </FieldGrid>
      <Field
        label={t('content.titleText')}
        required
        maxLength={200}
        value={draft.title}
        onValueChange={(title) => change({ title })}
        hint={t('content.bannerTitleHint')}
      />
      <PictureField value={draft.imageUrl} onValueChange={(imageUrl) => change({ imageUrl })} />
      <Field
        label={t('content.link')}
        value={draft.linkageTarget}
        onValueChange={(linkageTarget) => change({ linkageTarget })}
        hint={t('content.linkHint')}
      />
      <ScheduleFields value={draft} onChange={change} />
      <EnabledField checked={draft.enabled} onCheckedChange={(enabled) => change({ enabled })} />
    </>
  );
}

export const bannerDefinition: ContentDefinition<'banners', BannerDraft> = {
  resource: 'banners',
  title: 'content.tabBanners',
  addLabel: 'content.addBanner',
  columns: ({ t }) => [
    {
      label: t('content.picture'),
      cell: (banner) => <Thumbnail src={banner.imageUrl} name={banner.title} />,
    },
    { label: t('content.titleText'), cell: (banner) => banner.title },
    { label: t('content.group'), cell: (banner) => groupLabel(t, banner.groupName) },
    { label: t('content.language'), cell: (banner) => languageName(t, banner.language) },
    { label: t('content.sortOrder'), cell: (banner) => banner.sortOrder, number: true },
    { label: t('content.schedule'), cell: (banner) => schedule(t, banner) },
    { label: t('content.status'), cell: (banner) => <ScheduleBadge row={banner} /> },
    { label: t('content.link'), cell: (banner) => banner.linkageTarget ?? t('common.none') },
  ],
  itemId: (banner) => banner.id,
  itemName: (banner) => banner.title,
  sitePath: (banner) => bannerPage(banner.groupName),
  emptyDraft: () => ({
    groupName: BANNER_GROUPS[0] ?? 'w_home',
    language: '',
    title: '',
    imageUrl: '',
    linkageTarget: '',
    sortOrder: '0',
    startsAt: '',
    endsAt: '',
    enabled: true,
  }),
  toDraft: (banner) => ({
    groupName: banner.groupName,
    language: banner.language ?? '',
    title: banner.title,
    imageUrl: banner.imageUrl,
    linkageTarget: banner.linkageTarget ?? '',
    sortOrder: String(banner.sortOrder),
    ...scheduleDraft(banner),
    enabled: banner.enabled,
  }),
  toInput: (draft) => ({
    groupName: draft.groupName,
    language: languageInput(draft.language),
    title: draft.title.trim(),
    imageUrl: draft.imageUrl.trim(),
    linkageTarget: optionalText(draft.linkageTarget),
    sortOrder: wholeNumber(draft.sortOrder),
    ...scheduleInput(draft),
    enabled: draft.enabled,
  }),
  Form: BannerForm,
  removal: 'delete',
};

/** Banners by the route or dialog showing them, and by language. */
export function bannerFilters(t: ConsoleText): ContentFilter[] {
  return [
    filterOf(
      'group',
      t('content.group'),
      t,
      BANNER_GROUPS.map((group) => ({ value: group, label: groupLabel(t, group) })),
    ),
    languageFilter(t),
  ];
}
