import { useId, type ReactNode } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useConsoleTranslation } from '../../../lib/i18n';
import { useRouteParam } from '../../../lib/route-param';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';

interface MoneyDetailPageProps<Detail> {
  /** The route's parameter that holds the request's id. */
  param: string;
  back: { to: string; label: string };
  /** The heading, with '?' for an id that is not one. */
  title: (id: number | '?') => string;
  queryKey: (id: number) => QueryKey;
  fetch: (id: number, signal?: AbortSignal) => Promise<Detail>;
  children: (detail: Detail) => ReactNode;
}

/** One request's page: the way back to its queue, its number, then what the kind shows of it. */
export function MoneyDetailPage<Detail>({
  param,
  back,
  title,
  queryKey,
  fetch,
  children,
}: MoneyDetailPageProps<Detail>) {
  const { t } = useConsoleTranslation();
  const titleId = useId();
  const id = Number(useRouteParam(param));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({
    queryKey: queryKey(id),
    queryFn: ({ signal }) => fetch(id, signal),
    enabled: valid,
  });

  return (
    <section className={ui.page} aria-labelledby={titleId}>
      <p className={ui.muted}>
        <Link to={back.to}>{back.label}</Link>
      </p>
      <h1 id={titleId} className={ui.pageTitle}>
        {title(valid ? id : '?')}
      </h1>
      {!valid ? <p className={ui.error}>{t('layout.notFound')}</p> : null}
      {valid && detail.isPending ? <Loading /> : null}
      {detail.isError ? <ErrorMessage error={detail.error} /> : null}
      {detail.data ? children(detail.data) : null}
    </section>
  );
}
