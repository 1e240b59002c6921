import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONSOLE_PAGE_SIZE } from '../../../lib/console-api';
import { useConsoleTranslation } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/DataTable';
import { SelectField } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan, useOperator } from '../../sign-in';
import {
  contentKeys,
  createContent,
  fetchContentPage,
  removeContent,
  replaceContent,
  type ContentFilters,
  type ContentInput,
  type ContentResource,
  type ContentRow,
} from '../api';
import type { ContentDefinition, ContentFilter } from '../content-definition';
import { useContentWrite } from '../hooks/useContentWrite';
import styles from './Content.module.css';

interface ContentSectionProps<R extends ContentResource, Draft> {
  definition: ContentDefinition<R, Draft>;
  filters?: readonly ContentFilter[];
}

/** An open form: a new row (null) or the row edited. */
type Editing<Row> = { row: Row | null } | null;

/**
 * One kind of content: its list in the API's order with a link to where players see each row,
 * and, for roles with content.write, the add and edit form and the delete (or disable) action.
 */
export function ContentSection<R extends ContentResource, Draft>({
  definition,
  filters = [],
}: ContentSectionProps<R, Draft>) {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('content.write');
  const currencySymbol = useOperator().merchant.currencySymbol;
  const headingId = useId();
  const { resource } = definition;
  const changes = [resource, ...(definition.alsoChanges ?? [])];
  const [values, setValues] = useState<ContentFilters>({});
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing<ContentRow<R>>>(null);
  const [removing, setRemoving] = useState<ContentRow<R> | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const list = useQuery({
    queryKey: contentKeys.page(resource, values, page),
    queryFn: ({ signal }) => fetchContentPage(resource, values, page, signal),
    placeholderData: keepPreviousData,
  });
  const remove = useContentWrite(
    changes,
    (row: ContentRow<R>) => removeContent(resource, definition.itemId(row)),
    () => {
      setDone(
        definition.removal === 'disable' ? t('content.disabledDone') : t('content.deletedDone'),
      );
      setRemoving(null);
    },
  );

  const open = (next: Editing<ContentRow<R>>) => {
    setDone(null);
    setEditing(next);
  };
  const columns: Column<ContentRow<R>>[] = [
    ...definition.columns({ t, currencySymbol }),
    {
      label: t('content.actions'),
      cell: (row) => {
        const name = definition.itemName(row);
        const sitePath = definition.sitePath(row);
        return (
          <div className={styles.rowActions}>
            {sitePath ? (
              <a href={sitePath} target="_blank" rel="noopener noreferrer">
                {t('content.viewOnSite')}
                <span className="visually-hidden"> {name}</span>
              </a>
            ) : null}
            {canWrite ? (
              <button type="button" className="link-button" onClick={() => open({ row })}>
                {t('content.edit')}
                <span className="visually-hidden"> {name}</span>
              </button>
            ) : null}
            {canWrite && (definition.canRemove?.(row) ?? true) ? (
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  remove.reset();
                  setDone(null);
                  setRemoving(row);
                }}
              >
                {definition.removal === 'disable' ? t('content.disable') : t('content.delete')}
                <span className="visually-hidden"> {name}</span>
              </button>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <section className={`${ui.card} ${styles.section}`} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={ui.cardTitle}>
          {t(definition.title)}
        </h2>
        {canWrite ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => open({ row: null })}
          >
            {t(definition.addLabel)}
          </button>
        ) : null}
      </div>
      {filters.length > 0 ? (
        <div className={ui.toolbar} role="group" aria-label={t('content.filters')}>
          {filters.map((filter) => (
            <SelectField
              key={filter.name}
              label={filter.label}
              value={values[filter.name] ?? ''}
              options={filter.options}
              onValueChange={(value) => {
                setValues((current) => ({ ...current, [filter.name]: value }));
                setPage(1);
              }}
            />
          ))}
        </div>
      ) : null}
      {done ? (
        <p className={ui.success} role="status">
          {done}
        </p>
      ) : null}
      {editing ? (
        <ContentEditor
          // A new row or another row starts a fresh form.
          key={editing.row ? definition.itemId(editing.row) : 'new'}
          definition={definition}
          row={editing.row}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setDone(t('content.savedDone'));
          }}
        />
      ) : null}
      {list.isPending ? <Loading /> : null}
      {list.isError ? <ErrorMessage error={list.error} /> : null}
      {list.data?.list.length === 0 ? <p className={ui.muted}>{t('content.none')}</p> : null}
      {list.data && list.data.list.length > 0 ? (
        <div>
          <DataTable columns={columns} rows={list.data.list} rowKey={definition.itemId} />
          <Pager
            page={list.data.page}
            pageSize={list.data.pageSize || CONSOLE_PAGE_SIZE}
            total={list.data.total}
            onChoose={setPage}
          />
        </div>
      ) : null}
      {removing ? (
        <ConfirmDialog
          title={
            definition.removal === 'disable'
              ? t('content.disableTitle', { name: definition.itemName(removing) })
              : t('content.deleteTitle', { name: definition.itemName(removing) })
          }
          confirmLabel={
            definition.removal === 'disable' ? t('content.disable') : t('content.delete')
          }
          busy={remove.isPending}
          error={remove.error}
          onClose={() => setRemoving(null)}
          onConfirm={() => remove.mutate(removing)}
        >
          <p className={ui.muted}>
            {definition.removal === 'disable' ? t('content.disableText') : t('content.deleteText')}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

interface ContentEditorProps<R extends ContentResource, Draft> {
  definition: ContentDefinition<R, Draft>;
  row: ContentRow<R> | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The add or edit form: the kind's fields, the API's message on a refusal. */
function ContentEditor<R extends ContentResource, Draft>({
  definition,
  row,
  onClose,
  onSaved,
}: ContentEditorProps<R, Draft>) {
  const { t } = useConsoleTranslation();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState<Draft>(() =>
    row ? definition.toDraft(row) : definition.emptyDraft(),
  );
  const { resource } = definition;
  const save = useContentWrite(
    [resource, ...(definition.alsoChanges ?? [])],
    (input: ContentInput<R>) => {
      if (row) return replaceContent(resource, definition.itemId(row), input);
      if (definition.newItemId) return replaceContent(resource, definition.newItemId(draft), input);
      return createContent(resource, input);
    },
    onSaved,
  );

  // The form may open above a long list: take the operator there.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(definition.toInput(draft));
  };
  const Form = definition.Form;

  return (
    <form className={styles.editor} aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className={styles.editorTitle}>
        {row ? t('content.editTitle', { name: definition.itemName(row) }) : t(definition.addLabel)}
      </h3>
      <Form
        draft={draft}
        change={(patch) => setDraft((current) => ({ ...current, ...patch }))}
        editing={row !== null}
      />
      {save.isError ? <ErrorMessage error={save.error} /> : null}
      <div className={ui.actions}>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('content.save')}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
