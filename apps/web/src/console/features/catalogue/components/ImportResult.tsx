import { Fragment, useId, type ReactNode } from 'react';
import type { ConsoleGameImportError, ConsoleGameImportResult } from '@wps/shared-types';
import { count } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Card, DetailList } from '../../../ui/Card';
import { DataTable } from '../../../ui/DataTable';
import ui from '../../../ui/ui.module.css';
import styles from './CataloguePages.module.css';

/** Rows listed per table: a file of 10,000 games would make a page no one reads. */
const LISTED = 200;

interface ListedCardProps {
  title: string;
  /** The title in the colour of a failure. */
  bad?: boolean;
  /** How many rows there are; the table shows the first LISTED. */
  total: number;
  children: ReactNode;
}

/** A titled card of rows, saying when it shows only the first of them. */
function ListedCard({ title, bad = false, total, children }: ListedCardProps) {
  const { t } = useConsoleTranslation();
  const titleId = useId();
  return (
    <section className={ui.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={bad ? `${ui.cardTitle} ${styles.bad}` : ui.cardTitle}>
        {title}
      </h2>
      {children}
      {total > LISTED ? (
        <p className={ui.hint}>
          {t('catalogue.firstRows', { shown: LISTED, total: count(total) })}
        </p>
      ) : null}
    </section>
  );
}

/** A value of a changed field as text: a name as it is, a number or flag as JSON, none as —. */
function shown(value: unknown, none: string): string {
  if (value === null || value === undefined) return none;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The rows that cannot be imported, with their line in the file and the field at fault. */
export function ImportErrors({ errors }: { errors: ConsoleGameImportError[] }) {
  const { t } = useConsoleTranslation();
  return (
    <ListedCard
      title={t('catalogue.badRows', { rows: count(errors.length) })}
      bad
      total={errors.length}
    >
      <DataTable
        columns={[
          { label: t('catalogue.line'), number: true, cell: (error) => error.line },
          {
            label: t('catalogue.field'),
            className: ui.code,
            cell: (error) => error.field ?? t('common.none'),
          },
          { label: t('catalogue.problem'), className: ui.wrap, cell: (error) => error.message },
        ]}
        rows={errors.slice(0, LISTED)}
        rowKey={(error, index) => `${error.line}:${error.field ?? ''}:${index}`}
      />
    </ListedCard>
  );
}

/** What a dry run found: the counts, the bad rows, the new games and each changed field. */
export function ImportResult({ result }: { result: ConsoleGameImportResult }) {
  const { t } = useConsoleTranslation();
  const none = t('common.none');
  return (
    <>
      <Card title={t('catalogue.dryRunResult')}>
        <DetailList
          rows={[
            [t('catalogue.format'), result.format],
            [t('catalogue.rows'), count(result.rows)],
            [t('catalogue.newGames'), count(result.created.length)],
            [t('catalogue.changedGames'), count(result.updated.length)],
            [t('catalogue.unchangedGames'), count(result.unchanged)],
            [t('catalogue.errorCount'), count(result.errors.length)],
          ]}
        />
      </Card>
      {result.errors.length > 0 ? <ImportErrors errors={result.errors} /> : null}
      {result.created.length > 0 ? (
        <ListedCard
          title={t('catalogue.newGamesTitle', { rows: count(result.created.length) })}
          total={result.created.length}
        >
          <DataTable
            columns={[
              { label: t('catalogue.line'), number: true, cell: (game) => game.line },
              { label: t('catalogue.vendor'), cell: (game) => game.vendor },
              { label: t('catalogue.gameCode'), className: ui.code, cell: (game) => game.gameCode },
              { label: t('catalogue.name'), cell: (game) => game.name },
              { label: t('catalogue.category'), cell: (game) => game.category },
            ]}
            rows={result.created.slice(0, LISTED)}
            rowKey={(game) => game.line}
          />
        </ListedCard>
      ) : null}
      {result.updated.length > 0 ? (
        <ListedCard
          title={t('catalogue.changedGamesTitle', { rows: count(result.updated.length) })}
          total={result.updated.length}
        >
          <div className={ui.tableScroll}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col" className={ui.number}>
                    {t('catalogue.line')}
                  </th>
                  <th scope="col">{t('catalogue.game')}</th>
                  <th scope="col">{t('catalogue.field')}</th>
                  <th scope="col">{t('catalogue.before')}</th>
                  <th scope="col">{t('catalogue.after')}</th>
                </tr>
              </thead>
              <tbody>
                {result.updated.slice(0, LISTED).map((game) => {
                  const fields = Object.entries(game.changes);
                  return (
                    <Fragment key={game.line}>
                      {fields.map(([field, change], index) => (
                        <tr key={field}>
                          {index === 0 ? (
                            <>
                              <td rowSpan={fields.length} className={ui.number}>
                                {game.line}
                              </td>
                              <td rowSpan={fields.length}>
                                {game.vendor} <span className={ui.code}>{game.gameCode}</span>
                              </td>
                            </>
                          ) : null}
                          <td className={ui.code}>{field}</td>
                          <td className={ui.wrap}>{shown(change.before, none)}</td>
                          <td className={ui.wrap}>{shown(change.after, none)}</td>
                        </tr>
                      ))}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </div>
        </ListedCard>
      ) : null}
    </>
  );
}
