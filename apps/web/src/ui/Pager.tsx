import { useTranslation } from 'react-i18next';
import { PAGER_GAP, clampPage, pageNumbers } from './page-numbers';
import styles from './Pager.module.css';

interface PagerProps {
  page: number;
  totalPages: number;
  onChoose: (page: number) => void;
}

/** Previous, page numbers and next; the previous and next pages stay within 1..totalPages. */
export function Pager({ page, totalPages, onChoose }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const previous = clampPage(page - 1, totalPages);
  const next = clampPage(page + 1, totalPages);
  return (
    <nav className={styles.pager} aria-label={t('lobby.pages')}>
      <button
        type="button"
        className={styles.pageButton}
        onClick={() => onChoose(previous)}
        disabled={previous === page}
        aria-label={t('lobby.previousPage')}
      >
        <span aria-hidden="true">‹</span>
      </button>
      {pageNumbers(page, totalPages).map((entry, index) =>
        entry === PAGER_GAP ? (
          <span key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={entry}
            type="button"
            className={styles.pageButton}
            aria-current={entry === page ? 'page' : undefined}
            aria-label={t('lobby.pageNumber', { page: entry })}
            onClick={() => onChoose(entry)}
          >
            {entry}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.pageButton}
        onClick={() => onChoose(next)}
        disabled={next === page}
        aria-label={t('lobby.nextPage')}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
