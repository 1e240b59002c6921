import { ANNOUNCEMENT_POPUP_SEEN_KEY } from '@wps/shared-types';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/Modal';
import { useBrowserIdle } from '../../../ui/useBrowserIdle';
import { usePopupNotices } from '../hooks/useAnnouncements';
import styles from './NoticeMarquee.module.css';

/** The operator's popup announcements, once per browser session, after the page has loaded. */
export function AnnouncementPopup() {
  const { t } = useTranslation();
  const notices = usePopupNotices();
  const [seen, setSeen] = useState(
    () => window.sessionStorage.getItem(ANNOUNCEMENT_POPUP_SEEN_KEY) === '1',
  );
  const waiting = !seen && notices.length > 0;
  // Opening a modal restyles the whole page (it turns inert): done in a quiet moment, not in the
  // same task as the page's content arriving.
  const showing = useBrowserIdle(waiting) && waiting;

  // Marked when shown, not when closed: a reload with the popup open does not show it again.
  useEffect(() => {
    if (showing) window.sessionStorage.setItem(ANNOUNCEMENT_POPUP_SEEN_KEY, '1');
  }, [showing]);

  if (!showing) return null;
  return (
    <Modal title={t('notice.popupTitle')} onClose={() => setSeen(true)}>
      {notices.map((notice) => (
        <article key={notice.id} className={styles.notice}>
          <h3 className={styles.noticeTitle}>{notice.title}</h3>
          <p className={styles.noticeContent}>{notice.content}</p>
        </article>
      ))}
    </Modal>
  );
}
