import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from './Pager';

interface PagedListProps<Item> {
  /** The list's accessible name. */
  label: string;
  className: string;
  /** The page shown, undefined while the first one loads. */
  page: { list: Item[]; pageNo: number; totalPages: number } | undefined;
  failed: boolean;
  failedText: string;
  emptyText: string;
  onChoose: (pageNo: number) => void;
  /** One `<li>` per item. */
  children: (item: Item) => ReactNode;
}

/** A paged list with its loading, failed and empty states, and the pager under it. */
export function PagedList<Item>({
  label,
  className,
  page,
  failed,
  failedText,
  emptyText,
  onChoose,
  children,
}: PagedListProps<Item>) {
  const { t } = useTranslation();
  if (failed) return <p role="alert">{failedText}</p>;
  if (!page?.list) return <p aria-busy="true">{t('shell.loading')}</p>;
  if (page.list.length === 0) return <p>{emptyText}</p>;
  return (
    <>
      <ul className={className} aria-label={label}>
        {page.list.map(children)}
      </ul>
      <Pager page={page.pageNo} totalPages={page.totalPages} onChoose={onChoose} />
    </>
  );
}
