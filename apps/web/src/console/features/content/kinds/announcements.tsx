import {
  ANNOUNCEMENT_TEXT_LENGTH,
  CONSOLE_ANNOUNCEMENT_TYPES,
  type ConsoleAnnouncementType,
} from '@wps/shared-types';
import { useConsoleTranslation, type ConsoleText } from '../../../lib/i18n';
import { Field, TextAreaField } from '../../../ui/Field';
import styles from '../components/Content.module.css';
import {
  ChoiceField,
  EnabledField,
  FieldGrid,
  LanguageSelect,
  ScheduleFields,
  SortOrderField,
} from '../components/FormPieces';
import {
  ScheduleBadge,
  filterOf,
  languageFilter,
  languageName,
  schedule,
} from '../components/ListPieces';
import type { ContentDefinition, ContentFilter, ContentFormProps } from '../content-definition';
import {
  languageInput,
  scheduleDraft,
  scheduleInput,
  wholeNumber,
  type ScheduleDraft,
} from '../content-form';
import { announcementPage } from '../site-pages';

interface AnnouncementDraft extends ScheduleDraft {
  type: ConsoleAnnouncementType;
  language: string;
  title: string;
  content: string;
  sortOrder: string;
  enabled: boolean;
}

const TYPE_LABELS = {
  PL: 'content.typePL',
  PU: 'content.typePU',
  PR: 'content.typePR',
  AG: 'content.typeAG',
} as const satisfies Record<ConsoleAnnouncementType, string>;

const typeOptions = (t: ConsoleText) =>
  CONSOLE_ANNOUNCEMENT_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }));

function AnnouncementForm({ draft, change }: ContentFormProps<AnnouncementDraft>) {
  const { t } = useConsoleTranslation();
  return (
    <>
      <FieldGrid>
        <ChoiceField
          label={t('content.type')}
          value={draft.type}
          choices={typeOptions(t)}
          onChoose={(type) => change({ type })}
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
        maxLength={ANNOUNCEMENT_TEXT_LENGTH.title}
        value={draft.title}
        onValueChange={(title) => change({ title })}
      />
      <TextAreaField
        label={t('content.text')}
        required
        rows={5}
        maxLength={ANNOUNCEMENT_TEXT_LENGTH.content}
        value={draft.content}
        onValueChange={(content) => change({ content })}
        hint={t('content.plainTextHint')}
      />
      <ScheduleFields value={draft} onChange={change} />
      <EnabledField checked={draft.enabled} onCheckedChange={(enabled) => change({ enabled })} />
    </>
  );
}

/** Notices, popups and promotion notices (the API's announcement types PL, PU and PR). */
export const announcementDefinition: ContentDefinition<'announcements', AnnouncementDraft> = {
  resource: 'announcements',
  title: 'content.tabAnnouncements',
  addLabel: 'content.addAnnouncement',
  columns: ({ t }) => [
    { label: t('content.titleText'), cell: (notice) => notice.title },
    {
      label: t('content.text'),
      cell: (notice) => <span className={`${styles.wrap} ${styles.clamp}`}>{notice.content}</span>,
    },
    { label: t('content.type'), cell: (notice) => t(TYPE_LABELS[notice.type]) },
    { label: t('content.language'), cell: (notice) => languageName(t, notice.language) },
    { label: t('content.sortOrder'), cell: (notice) => notice.sortOrder, number: true },
    { label: t('content.schedule'), cell: (notice) => schedule(t, notice) },
    { label: t('content.status'), cell: (notice) => <ScheduleBadge row={notice} /> },
  ],
  itemId: (notice) => notice.id,
  itemName: (notice) => notice.title,
  sitePath: (notice) => announcementPage(notice.type),
  emptyDraft: () => ({
    type: 'PL',
    language: '',
    title: '',
    content: '',
    sortOrder: '0',
    startsAt: '',
    endsAt: '',
    enabled: true,
  }),
  toDraft: (notice) => ({
    type: notice.type,
    language: notice.language ?? '',
    title: notice.title,
    content: notice.content,
    sortOrder: String(notice.sortOrder),
    ...scheduleDraft(notice),
    enabled: notice.enabled,
  }),
  toInput: (draft) => ({
    type: draft.type,
    language: languageInput(draft.language),
    title: draft.title.trim(),
    content: draft.content.trim(),
    sortOrder: wholeNumber(draft.sortOrder),
    ...scheduleInput(draft),
    enabled: draft.enabled,
  }),
  Form: AnnouncementForm,
  removal: 'delete',
};

export function announcementFilters(t: ConsoleText): ContentFilter[] {
  return [filterOf('type', t('content.type'), t, typeOptions(t)), languageFilter(t)];
}
