import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ANNOUNCEMENT_PAGE_SIZE, type NoticePageQuery } from '@wps/shared-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../ui/Pager';
import { useLanguage } from '../../i18n';
import { contentKeys, fetchNoticePage } from '../api';
import styles from './NoticeBoard.module.css';

/** /noticePage: the player notices, 9 per page, and a detail pane with the chosen one. */
export function NoticeBoard() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [pageNo, setPageNo] = useState(1);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const query: NoticePageQuery = { language, pageNo, pageSize: ANNOUNCEMENT_PAGE_SIZE };
  const { data, isError } = useQuery({
    queryKey: contentKeys.notices(query),
    queryFn: ({ signal }) => fetchNoticePage(query, signal),
    placeholderData: keepPreviousData,
  });

  if (isError) return <p role="alert">{t('notice.loadFailed')}</p>;
  if (!data) return <p aria-busy="true">{t('shell.loading')}</p>;
  if (data.list.length === 0) return <p>{t('notice.empty')}</p>;

  // The first notice of the page is shown until the player chooses one.
  const chosen = data.list.find((notice) => notice.id === chosenId) ?? data.list[0];
  return (
    <div className={styles.board}>
      <div className={styles.listColumn}>
        <ul className={styles.list} aria-label={t('notice.list')}>
          {data.list.map((notice) => (
            <li key={notice.id}>
              <button
                type="button"
                className={styles.item}
                aria-current={notice.id === chosen?.id ? 'true' : undefined}
                onClick={() => setChosenId(notice.id)}
              >
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
        <Pager
          page={pageNo}
          totalPages={data.totalPages}
          onChoose={(page) => {
            setPageNo(page);
            setChosenId(null);
          }}
        />
      </div>
      {chosen && (
        <article className={styles.detail} aria-labelledby={`notice-${chosen.id}`}>
          <h2 id={`notice-${chosen.id}`} className={styles.detailTitle}>
            {chosen.title}
          </h2>
          <p className={styles.detailContent}>{chosen.content}</p>
        </article>
      )}
    </div>
  );
}
