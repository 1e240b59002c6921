import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgentAnnouncement } from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { formatDateTime } from '../../../lib/date-time';
import { Pager } from '../../../ui/Pager';
import { recordStyles } from '../../member-centre';
import { agentKeys, fetchAnnouncements } from '../api';
import styles from '../agent-centre.module.css';

/** Agent announcement: the operator's notices for agents, newest first; one opens in full. */
export default function AnnouncementPage() {
  const { t } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<AgentAnnouncement | null>(null);
  const announcements = useQuery({
    queryKey: agentKeys.announcements(pageNo),
    queryFn: ({ signal }) => fetchAnnouncements(pageNo, signal),
  });
  const title = <h3 className={recordStyles.title}>{t('agentCentre.menu.agent_announcement')}</h3>;

  if (open) {
    return (
      <div className={recordStyles.page}>
        {title}
        <article className={styles.section} aria-labelledby="agent-announcement">
          <h4 id="agent-announcement" className={styles.subTitle}>
            {open.title}
          </h4>
          <p className={styles.note}>{formatDateTime(open.publishedAt)}</p>
          <p className={styles.announcement}>{open.content}</p>
        </article>
        <div>
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => setOpen(null)}
          >
            {t('agentCentre.back')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className={recordStyles.page}>
      {title}
      {announcements.isError && <p role="alert">{errorText(siteT, announcements.error)}</p>}
      {announcements.isPending && <p>{siteT('shell.loading')}</p>}
      {announcements.data?.list.length === 0 && (
        <p className={styles.note}>{t('agentCentre.announcements.empty')}</p>
      )}
      {announcements.data && announcements.data.list.length > 0 && (
        <ul className={styles.section}>
          {announcements.data.list.map((item) => (
            <li key={item.id}>
              <button type="button" className={styles.linkButton} onClick={() => setOpen(item)}>
                {item.title}
              </button>{' '}
              <span className={styles.note}>{formatDateTime(item.publishedAt)}</span>
            </li>
          ))}
        </ul>
      )}
      <Pager page={pageNo} totalPages={announcements.data?.totalPages ?? 0} onChoose={setPageNo} />
    </div>
  );
}
