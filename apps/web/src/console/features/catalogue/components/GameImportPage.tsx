import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  CONSOLE_GAME_IMPORT,
  CONSOLE_GAME_IMPORT_COLUMNS,
  type ConsoleGameImportResult,
} from '@wps/shared-types';
import { count } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { importGames, refusedRows } from '../api';
import { useCatalogueWrite } from '../hooks/useCatalogueWrite';
import styles from './CataloguePages.module.css';
import { ImportErrors, ImportResult } from './ImportResult';

/** The dry run of the chosen file: the import proper is offered for this file only. */
interface Checked {
  file: File;
  result: ConsoleGameImportResult;
}

/**
 * A game import: choose a CSV or JSON file, see with a dry run what it adds and changes and its
 * bad rows, then import it (all rows in one transaction; refused unless every row is good).
 */
export function GameImportPage() {
  const { t } = useConsoleTranslation();
  const fileId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [imported, setImported] = useState<ConsoleGameImportResult | null>(null);
  const dryRun = useMutation({
    mutationFn: (chosen: File) => importGames(chosen, true),
    onSuccess: (result, chosen) => setChecked({ file: chosen, result }),
  });
  const apply = useCatalogueWrite(
    (chosen: File) => importGames(chosen, false),
    (result) => {
      setImported(result);
      setChecked(null);
    },
  );

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setTooLarge(chosen !== null && chosen.size > CONSOLE_GAME_IMPORT.maxBytes);
    setChecked(null);
    setImported(null);
    dryRun.reset();
    apply.reset();
  };
  const current = checked && checked.file === file ? checked.result : null;
  const changes = current ? current.created.length + current.updated.length : 0;
  const ready = current !== null && current.errors.length === 0 && changes > 0;
  const failure = dryRun.error ?? apply.error;
  const refused = refusedRows(failure);

  return (
    <section className={ui.page} aria-labelledby="import-title">
      <h1 id="import-title" className={ui.pageTitle}>
        {t('catalogue.importTitle')}
      </h1>
      <section className={ui.card} aria-labelledby="import-file">
        <h2 id="import-file" className={ui.cardTitle}>
          {t('catalogue.importFile')}
        </h2>
        <div className={ui.form}>
          <p id={hintId} className={ui.muted}>
            {t('catalogue.importText', {
              megabytes: CONSOLE_GAME_IMPORT.maxBytes / 1024 / 1024,
              rows: count(CONSOLE_GAME_IMPORT.maxRows),
            })}
          </p>
          <details className={styles.columns}>
            <summary>{t('catalogue.importColumns')}</summary>
            <p className={ui.code}>{CONSOLE_GAME_IMPORT_COLUMNS.join(',')}</p>
            <p className={ui.hint}>{t('catalogue.importColumnsText')}</p>
          </details>
          <div className={ui.field}>
            <label htmlFor={fileId} className={ui.label}>
              {t('catalogue.chooseFile')}
            </label>
            <input
              id={fileId}
              type="file"
              className={ui.input}
              accept=".csv,.json,text/csv,application/json"
              aria-describedby={hintId}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
          </div>
          {tooLarge ? (
            <p className={ui.error} role="alert">
              {t('catalogue.fileTooLarge', {
                megabytes: CONSOLE_GAME_IMPORT.maxBytes / 1024 / 1024,
              })}
            </p>
          ) : null}
          <div className={ui.actions}>
            <button
              type="button"
              className="button"
              disabled={!file || tooLarge || dryRun.isPending || apply.isPending}
              onClick={() => {
                if (!file) return;
                setImported(null);
                apply.reset();
                dryRun.mutate(file);
              }}
            >
              {t('catalogue.dryRun')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={!ready || dryRun.isPending || apply.isPending}
              onClick={() => {
                if (file) apply.mutate(file);
              }}
            >
              {t('catalogue.importButton')}
            </button>
          </div>
          {file && !current && !imported && !failure ? (
            <p className={ui.hint}>{t('catalogue.dryRunFirst')}</p>
          ) : null}
          {current && current.errors.length > 0 ? (
            <p className={ui.error} role="alert">
              {t('catalogue.fixRowsFirst', { rows: count(current.errors.length) })}
            </p>
          ) : null}
          {current && current.errors.length === 0 && changes === 0 ? (
            <p className={ui.muted} role="status">
              {t('catalogue.nothingToImport')}
            </p>
          ) : null}
          {imported ? (
            <p className={ui.success} role="status">
              {t('catalogue.imported', {
                created: count(imported.created.length),
                updated: count(imported.updated.length),
                version: imported.catalogueVersion === null ? '' : count(imported.catalogueVersion),
              })}
            </p>
          ) : null}
          {failure && !refused ? <ErrorMessage error={failure} /> : null}
        </div>
      </section>
      {refused ? <ImportErrors errors={refused} /> : null}
      {current ? <ImportResult result={current} /> : null}
    </section>
  );
}
