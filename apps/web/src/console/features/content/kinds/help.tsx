import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleHelpArticle, ConsoleHelpCategory, Language } from '@wps/shared-types';
import { consoleLanguage, useConsoleTranslation, type ConsoleText } from '../../../lib/i18n';
import { Field, SelectField, TextAreaField } from '../../../ui/Field';
import { contentKeys, fetchContentPage } from '../api';
import { CodeField, FieldGrid, LanguageFields, SortOrderField } from '../components/FormPieces';
import { filterOf } from '../components/ListPieces';
import type { ContentDefinition, ContentFilter, ContentFormProps } from '../content-definition';
import { byLanguage, patchLanguage, wholeNumber } from '../content-form';
import { helpPage } from '../site-pages';

/** Every section (a site has a handful), for the articles' filter and form. */
export const helpSectionsQuery = queryOptions({
  queryKey: [...contentKeys.list('helpCategories'), 'every'],
  queryFn: ({ signal }) => fetchContentPage('helpCategories', {}, 1, signal, 100),
});

const sectionTitle = (section: ConsoleHelpCategory) => section.titles[consoleLanguage()];

const sectionOptions = (sections: readonly ConsoleHelpCategory[]) =>
  sections.map((section) => ({
    value: String(section.id),
    label: `${sectionTitle(section)} (${section.code})`,
  }));

interface SectionDraft {
  code: string;
  sortOrder: string;
  titles: Record<Language, string>;
}

function SectionForm({ draft, change }: ContentFormProps<SectionDraft>) {
  const { t } = useConsoleTranslation();
  return (
    <>
      <FieldGrid>
        <CodeField
          value={draft.code}
          onValueChange={(code) => change({ code })}
          hint={t('content.helpCodeHint')}
        />
        <SortOrderField
          value={draft.sortOrder}
          onValueChange={(sortOrder) => change({ sortOrder })}
        />
      </FieldGrid>
      <LanguageFields>
        {(language) => (
          <Field
            label={t('content.titleText')}
            required
            maxLength={200}
            value={draft.titles[language]}
            onValueChange={(title) => change({ titles: { ...draft.titles, [language]: title } })}
          />
        )}
      </LanguageFields>
    </>
  );
}

/** The sections of /help, each an anchor there; one with articles cannot be deleted (409). */
export const helpSectionDefinition: ContentDefinition<'helpCategories', SectionDraft> = {
  resource: 'helpCategories',
  title: 'content.helpSections',
  addLabel: 'content.addHelpSection',
  columns: ({ t }) => [
    { label: t('content.titleText'), cell: sectionTitle },
    { label: t('content.code'), cell: (section) => section.code },
    { label: t('content.sortOrder'), cell: (section) => section.sortOrder, number: true },
    { label: t('content.articleCount'), cell: (section) => section.articleCount, number: true },
  ],
  itemId: (section) => section.id,
  itemName: sectionTitle,
  sitePath: (section) => helpPage(section.code),
  emptyDraft: () => ({ code: '', sortOrder: '0', titles: byLanguage(() => '') }),
  toDraft: (section) => ({
    code: section.code,
    sortOrder: String(section.sortOrder),
    titles: { ...section.titles },
  }),
  toInput: (draft) => ({
    code: draft.code.trim(),
    sortOrder: wholeNumber(draft.sortOrder),
    titles: byLanguage((language) => draft.titles[language].trim()),
  }),
  Form: SectionForm,
  removal: 'delete',
  // The articles' list names each article's section.
  alsoChanges: ['helpArticles'],
};

interface ArticleDraft {
  /** The section's id as the select holds it; '' until one is chosen. */
  categoryId: string;
  code: string;
  sortOrder: string;
  texts: Record<Language, { title: string; content: string }>;
}

function ArticleForm({ draft, change }: ContentFormProps<ArticleDraft>) {
  const { t } = useConsoleTranslation();
  const sections = useQuery(helpSectionsQuery);
  return (
    <>
      <FieldGrid>
        <SelectField
          label={t('content.helpSection')}
          value={draft.categoryId}
          options={[
            { value: '', label: t('content.chooseSection') },
            ...sectionOptions(sections.data?.list ?? []),
          ]}
          onValueChange={(categoryId) => change({ categoryId })}
        />
        <CodeField
          value={draft.code}
          onValueChange={(code) => change({ code })}
          hint={t('content.articleCodeHint')}
        />
        <SortOrderField
          value={draft.sortOrder}
          onValueChange={(sortOrder) => change({ sortOrder })}
        />
      </FieldGrid>
      <LanguageFields>
        {(language) => {
          const text = draft.texts[language];
          const edit = (patch: Partial<ArticleDraft['texts'][Language]>) =>
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
                label={t('content.text')}
                required
                rows={6}
                maxLength={10_000}
                value={text.content}
                onValueChange={(content) => edit({ content })}
                hint={t('content.plainTextHint')}
              />
            </>
          );
        }}
      </LanguageFields>
    </>
  );
}

const articleTitle = (article: ConsoleHelpArticle) => article.texts[consoleLanguage()].title;

/** The articles of the help centre, every language at once; shown under their section. */
export const helpArticleDefinition: ContentDefinition<'helpArticles', ArticleDraft> = {
  resource: 'helpArticles',
  title: 'content.helpArticles',
  addLabel: 'content.addHelpArticle',
  columns: ({ t }) => [
    { label: t('content.titleText'), cell: articleTitle },
    { label: t('content.helpSection'), cell: (article) => article.categoryCode },
    { label: t('content.code'), cell: (article) => article.code },
    { label: t('content.sortOrder'), cell: (article) => article.sortOrder, number: true },
  ],
  itemId: (article) => article.id,
  itemName: articleTitle,
  sitePath: (article) => helpPage(article.categoryCode),
  emptyDraft: () => ({
    categoryId: '',
    code: '',
    sortOrder: '0',
    texts: byLanguage(() => ({ title: '', content: '' })),
  }),
  toDraft: (article) => ({
    categoryId: String(article.categoryId),
    code: article.code,
    sortOrder: String(article.sortOrder),
    texts: byLanguage((language) => ({ ...article.texts[language] })),
  }),
  toInput: (draft) => ({
    // No section chosen sends 0, which the API refuses naming the field.
    categoryId: Number(draft.categoryId),
    code: draft.code.trim(),
    sortOrder: wholeNumber(draft.sortOrder),
    texts: byLanguage((language) => ({
      title: draft.texts[language].title.trim(),
      content: draft.texts[language].content.trim(),
    })),
  }),
  Form: ArticleForm,
  removal: 'delete',
  // A section counts its articles.
  alsoChanges: ['helpCategories'],
};

export function helpArticleFilters(
  t: ConsoleText,
  sections: readonly ConsoleHelpCategory[],
): ContentFilter[] {
  return [filterOf('categoryId', t('content.helpSection'), t, sectionOptions(sections))];
}
