import { count } from '../lib/format';
import { useConsoleTranslation } from '../lib/i18n';
import styles from './ui.module.css';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onChoose: (page: number) => void;
}

/** Where the table is in its list, with the previous and next pages. */
export function Pager({ page, pageSize, total, onChoose }: PagerProps) {
  const { t } = useConsoleTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pager} aria-label={t('common.pages')}>
      <span>{t('common.pageOf', { page, pages, total: count(total) })}</span>
      <span className={styles.actions}>
        <button
          type="button"
          className="button"
          disabled={page <= 1}
          onClick={() => onChoose(page - 1)}
        >
          {t('common.previous')}
        </button>
        <button
          type="button"
          className="button"
          disabled={page >= pages}
          onClick={() => onChoose(page + 1)}
        >
          {t('common.next')}
        </button>
      </span>
    </nav>
  );
}
