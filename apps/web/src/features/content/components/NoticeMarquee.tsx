import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/Modal';
import { usePlayerNotices } from '../hooks/useAnnouncements';
import styles from './NoticeMarquee.module.css';

/** Notice titles scrolling under the header; a click opens the notice modal at that notice. */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const notices = usePlayerNotices();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // While the notices load, an empty bar of the marquee's height keeps the page below in place.
  if (notices === undefined) {
    return (
      <div className={styles.marquee} aria-hidden="true">
        <div className={styles.track}>
          <p className={styles.titles}>{'\u00a0'}</p>
        </div>
      </div>
    );
  }
  if (notices.length === 0) return null;
  const open = openIndex === null ? undefined : notices[openIndex];

  return (
    <section className={styles.marquee} aria-label={t('notice.marquee')}>
      <div className={styles.track}>
        <ul className={styles.titles}>
          {notices.map((notice, index) => (
            <li key={notice.id}>
              <button type="button" className={styles.title} onClick={() => setOpenIndex(index)}>
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {open && openIndex !== null && (
        <Modal title={t('notice.title')} onClose={() => setOpenIndex(null)} closeOnEscape>
          <article className={styles.notice}>
            <h3 className={styles.noticeTitle}>{open.title}</h3>
            <p className={styles.noticeContent}>{open.content}</p>
          </article>
          <div className={styles.steps}>
            <button
              type="button"
              className={styles.step}
              disabled={openIndex === 0}
              onClick={() => setOpenIndex(openIndex - 1)}
            >
              {t('notice.previous')}
            </button>
            <span aria-live="polite">
              {t('content.slideOf', { index: openIndex + 1, count: notices.length })}
            </span>
            <button
              type="button"
              className={styles.step}
              disabled={openIndex === notices.length - 1}
              onClick={() => setOpenIndex(openIndex + 1)}
            >
              {t('notice.next')}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}
