import { Fragment } from 'react';
import type { ConsoleGameImportError, ConsoleGameImportResult } from '@wps/shared-types';
import { count } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import ui from '../../../ui/ui.module.css';
import styles from './CataloguePages.module.css';

/** Rows listed per table: a file of 10,000 games would make a page no one reads. */
const LISTED = 200;

function MoreRows({ total }: { total: number }) {
  const { t } = useConsoleTranslation();
  return total > LISTED ? (
    <p className={ui.hint}>{t('catalogue.firstRows', { shown: LISTED, total: count(total) })}</p>
  ) : null;
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
    <section className={ui.card} aria-labelledby="import-errors">
      <h2 id="import-errors" className={`${ui.cardTitle} ${styles.bad}`}>
        {t('catalogue.badRows', { rows: count(errors.length) })}
      </h2>
      <div className={ui.tableScroll}>
        <table className={ui.table}>
          <thead>
            <tr>
              <th scope="col" className={ui.number}>
                {t('catalogue.line')}
              </th>
              <th scope="col">{t('catalogue.field')}</th>
              <th scope="col">{t('catalogue.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {errors.slice(0, LISTED).map((error, index) => (
              <tr key={`${error.line}:${error.field ?? ''}:${index}`}>
                <td className={ui.number}>{error.line}</td>
                <td className={ui.code}>{error.field ?? t('common.none')}</td>
                <td className={ui.wrap}>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <MoreRows total={errors.length} />
    </section>
  );
}

/** What a dry run found: the counts, the bad rows, the new games and each changed field. */
export function ImportResult({ result }: { result: ConsoleGameImportResult }) {
  const { t } = useConsoleTranslation();
  const none = t('common.none');
  return (
    <>
      <section className={ui.card} aria-labelledby="import-summary">
        <h2 id="import-summary" className={ui.cardTitle}>
          {t('catalogue.dryRunResult')}
        </h2>
        <dl className={ui.details}>
          <div>
            <dt>{t('catalogue.format')}</dt>
            <dd>{result.format}</dd>
          </div>
          <div>
            <dt>{t('catalogue.rows')}</dt>
            <dd>{count(result.rows)}</dd>
          </div>
          <div>
            <dt>{t('catalogue.newGames')}</dt>
            <dd>{count(result.created.length)}</dd>
          </div>
          <div>
            <dt>{t('catalogue.changedGames')}</dt>
            <dd>{count(result.updated.length)}</dd>
          </div>
          <div>
            <dt>{t('catalogue.unchangedGames')}</dt>
            <dd>{count(result.unchanged)}</dd>
          </div>
          <div>
            <dt>{t('catalogue.errorCount')}</dt>
            <dd>{count(result.errors.length)}</dd>
          </div>
        </dl>
      </section>
      {result.errors.length > 0 ? <ImportErrors errors={result.errors} /> : null}
      {result.created.length > 0 ? (
        <section className={ui.card} aria-labelledby="import-new">
          <h2 id="import-new" className={ui.cardTitle}>
            {t('catalogue.newGamesTitle', { rows: count(result.created.length) })}
          </h2>
          <div className={ui.tableScroll}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col" className={ui.number}>
                    {t('catalogue.line')}
                  </th>
                  <th scope="col">{t('catalogue.vendor')}</th>
                  <th scope="col">{t('catalogue.gameCode')}</th>
                  <th scope="col">{t('catalogue.name')}</th>
                  <th scope="col">{t('catalogue.category')}</th>
                </tr>
              </thead>
              <tbody>
                {result.created.slice(0, LISTED).map((game) => (
                  <tr key={game.line}>
                    <td className={ui.number}>{game.line}</td>
                    <td>{game.vendor}</td>
                    <td className={ui.code}>{game.gameCode}</td>
                    <td>{game.name}</td>
                    <td>{game.category}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <MoreRows total={result.created.length} />
        </section>
      ) : null}
      {result.updated.length > 0 ? (
        <section className={ui.card} aria-labelledby="import-changed">
          <h2 id="import-changed" className={ui.cardTitle}>
            {t('catalogue.changedGamesTitle', { rows: count(result.updated.length) })}
          </h2>
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
          <MoreRows total={result.updated.length} />
        </section>
      ) : null}
    </>
  );
}
