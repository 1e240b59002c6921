import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { count, dateTime } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { bumpVersion, catalogueKeys, fetchVersion } from '../api';
import { useCatalogueWrite } from '../hooks/useCatalogueWrite';
import styles from './CataloguePages.module.css';

/**
 * The catalogue version lobby caches are keyed by. Every change made here bumps it already; the
 * button is for a change made elsewhere (a re-seed, a database fix).
 */
export function CatalogueVersion() {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('catalogue.write');
  const [bumped, setBumped] = useState<number | null>(null);
  const version = useQuery({
    queryKey: catalogueKeys.version,
    queryFn: ({ signal }) => fetchVersion(signal),
  });
  const bump = useCatalogueWrite(bumpVersion, (answer) => setBumped(answer.version));

  return (
    <section className={styles.version} aria-label={t('catalogue.versionLabel')}>
      {version.data ? (
        <p className={styles.versionText}>
          <span>{t('catalogue.version', { version: count(version.data.version) })}</span>
          <span className={ui.hint}>
            {version.data.bumpedAt
              ? t('catalogue.bumpedAt', { time: dateTime(version.data.bumpedAt) })
              : t('catalogue.neverBumped')}
          </span>
        </p>
      ) : null}
      {version.isError ? <ErrorMessage error={version.error} /> : null}
      {canWrite ? (
        <button
          type="button"
          className="button"
          title={t('catalogue.bumpHint')}
          disabled={bump.isPending}
          onClick={() => {
            setBumped(null);
            bump.mutate(undefined);
          }}
        >
          {t('catalogue.bump')}
        </button>
      ) : null}
      {bumped !== null ? (
        <p className={ui.success} role="status">
          {t('catalogue.bumped', { version: count(bumped) })}
        </p>
      ) : null}
      {bump.isError ? <ErrorMessage error={bump.error} /> : null}
    </section>
  );
}
