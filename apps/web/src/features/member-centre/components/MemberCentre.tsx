import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  MEMBER_CENTRE_MENU,
  type MemberCentreBadge,
  type MemberCentrePage,
} from '@wps/shared-types';
import { Modal } from '../../../ui/Modal';
import { PageLoading } from '../../../ui/PageLoading';
import { RESPONSIBLE_GAMING_PATH } from '../../responsible-gaming';
import { closeAccessDialog, openAccessDialog } from '../../session';
import { MEMBER_CENTRE_PAGE_TITLES, MEMBER_CENTRE_PAGES_BUILT } from '../pages';
import styles from './MemberCentre.module.css';

export type MemberCentreCounts = Partial<Record<MemberCentreBadge, number>>;

interface MemberCentreProps {
  page: MemberCentrePage;
  onClose: () => void;
  /** The red badges' counts; an entry shows its badge only above 0 (spec 1 §2). */
  counts?: MemberCentreCounts;
}

/** Spec 1 §2: the member-centre overlay, its 14-entry menu on the left, the page on the right. */
export function MemberCentre({ page: initialPage, onClose, counts = {} }: MemberCentreProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState<MemberCentrePage>(initialPage);
  // A page may send the member to another (withdraw to the security centre) by opening the
  // centre on it again: the shown page follows the requested one.
  const [requested, setRequested] = useState(initialPage);
  if (requested !== initialPage) {
    setRequested(initialPage);
    setPage(initialPage);
  }
  const choose = (next: MemberCentrePage) => {
    setPage(next);
    openAccessDialog('memberCentre', { page: next });
  };
  const Page = MEMBER_CENTRE_PAGES_BUILT[page];

  return (
    <Modal title={t('memberCentre.title')} onClose={onClose} size="overlay">
      <div className={styles.layout}>
        <nav className={styles.menu} aria-label={t('memberCentre.menuLabel')}>
          <ul>
            {MEMBER_CENTRE_MENU.map((entry) => {
              const count = entry.badge ? (counts[entry.badge] ?? 0) : 0;
              return (
                <li key={entry.page}>
                  <button
                    type="button"
                    className={styles.entry}
                    aria-current={entry.page === page ? 'page' : undefined}
                    onClick={() => choose(entry.page)}
                  >
                    <span>{t(MEMBER_CENTRE_PAGE_TITLES[entry.page])}</span>
                    {count > 0 && (
                      <span
                        className={styles.badge}
                        aria-label={t('memberCentre.badge', { count })}
                      >
                        {count}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
          {/* Not one of the spec's 14 entries: a page of its own, outside the centre. */}
          <Link
            className={`${styles.entry} ${styles.pageLink}`}
            to={RESPONSIBLE_GAMING_PATH}
            onClick={() => closeAccessDialog('memberCentre')}
          >
            {t('responsibleGaming.title')}
          </Link>
        </nav>
        <section className={styles.panel} aria-label={t(MEMBER_CENTRE_PAGE_TITLES[page])}>
          {Page ? (
            <Suspense fallback={<PageLoading />}>
              <Page />
            </Suspense>
          ) : (
            <PageFrame title={t(MEMBER_CENTRE_PAGE_TITLES[page])} />
          )}
        </section>
      </div>
    </Modal>
  );
}

function PageFrame({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className={styles.pageTitle}>{title}</h3>
      <p className={styles.note}>{t('shell.placeholder')}</p>
    </div>
  );
}
