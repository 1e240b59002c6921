import { useQuery } from '@tanstack/react-query';
import { useConsoleTranslation } from '../../../lib/i18n';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { fetchVerification, verificationKey } from '../api';

/**
 * The site's audit chain as the server recomputes it: whole, or the first row that fails; the
 * head downloads as the anchor an operator keeps outside the database.
 */
export function ChainVerification() {
  const { t } = useConsoleTranslation();
  const verification = useQuery({
    queryKey: verificationKey,
    queryFn: ({ signal }) => fetchVerification(signal),
  });
  const result = verification.data;
  return (
    <section className={ui.card} aria-labelledby="audit-chain">
      <h2 id="audit-chain" className={ui.cardTitle}>
        {t('audit.chain')}
      </h2>
      {verification.isPending ? <Loading /> : null}
      {verification.isError ? <ErrorMessage error={verification.error} /> : null}
      {result ? (
        <p role="status" className={result.broken ? ui.error : undefined}>
          {result.broken
            ? t('audit.chainBroken', {
                id: result.broken.id,
                problem: t(
                  result.broken.problem === 'HASH' ? 'audit.problemHash' : 'audit.problemLink',
                ),
              })
            : result.head
              ? t('audit.chainHolds', { count: result.checked, id: result.head.id })
              : t('audit.chainEmpty')}
        </p>
      ) : null}
      {result?.head ? (
        <dl className={ui.details}>
          <div>
            <dt>{t('audit.anchorHash')}</dt>
            <dd className={ui.code}>{result.head.hash}</dd>
          </div>
        </dl>
      ) : null}
      <div className={ui.toolbar}>
        <button
          type="button"
          className="button"
          disabled={verification.isFetching}
          onClick={() => void verification.refetch()}
        >
          {t('audit.verifyAgain')}
        </button>
        {result?.head && !result.broken ? (
          <a
            className="button"
            download={`audit-anchor-${result.head.id}.json`}
            href={`data:application/json,${encodeURIComponent(
              JSON.stringify({ day: result.head.at.slice(0, 10), heads: [result.head] }, null, 2),
            )}`}
          >
            {t('audit.downloadAnchor')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
