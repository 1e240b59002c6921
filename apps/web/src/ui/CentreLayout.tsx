import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';
import { PageLoading } from './PageLoading';
import styles from './CentreLayout.module.css';

export interface CentreMenuEntry<Page extends string> {
  page: Page;
  label: string;
  /** A red count beside the label, shown only above 0. */
  badge?: { count: number; label: string };
}

interface CentreLayoutProps<Page extends string> {
  title: string;
  onClose: () => void;
  /** Names the menu (its landmark) and, when `menuTitle` is set, heads it. */
  menuLabel: string;
  menuTitle?: string;
  entries: readonly CentreMenuEntry<Page>[];
  current: Page;
  onChoose: (page: Page) => void;
  /** Names the page's region: the shown page's title. */
  pageTitle: string;
  /** Below the entries: links out of the centre. */
  menuFooter?: ReactNode;
  /** The page: the built one in its own chunk, else the frame with its title. */
  children: ReactNode;
}

/**
 * The member and agent centres' overlay (spec 1 §2, spec 2 §2): a menu of pages on the left, the
 * chosen page on the right, one dialog with a close button.
 */
export function CentreLayout<Page extends string>({
  title,
  onClose,
  menuLabel,
  menuTitle,
  entries,
  current,
  onChoose,
  menuFooter,
  pageTitle,
  children,
}: CentreLayoutProps<Page>) {
  return (
    <Modal title={title} onClose={onClose} size="overlay">
      <div className={styles.layout}>
        <nav className={styles.menu} aria-label={menuLabel}>
          {menuTitle && <p className={styles.menuTitle}>{menuTitle}</p>}
          <ul>
            {entries.map((entry) => (
              <li key={entry.page}>
                <button
                  type="button"
                  className={styles.entry}
                  aria-current={entry.page === current ? 'page' : undefined}
                  onClick={() => onChoose(entry.page)}
                >
                  <span>{entry.label}</span>
                  {entry.badge && entry.badge.count > 0 && (
                    <span className={styles.badge} aria-label={entry.badge.label}>
                      {entry.badge.count}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          {menuFooter}
        </nav>
        {/* The page scrolls here, so the keyboard reaches it too: a long page with no field or
            button (WCAG 2.1.1) still scrolls with the arrow keys. */}
        <section className={styles.panel} aria-label={pageTitle} tabIndex={0}>
          {children}
        </section>
      </div>
    </Modal>
  );
}

/** A built page in its own chunk, with the loading state while the chunk arrives. */
export function CentrePage<Props extends object>({
  page: Page,
  props,
}: {
  page: ComponentType<Props>;
  props: Props;
}) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page {...props} />
    </Suspense>
  );
}

/** A page whose feature has not landed: its title and a note. */
export function CentrePageFrame({ title, note }: { title: string; note?: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className={styles.pageTitle}>{title}</h3>
      <p className={styles.note}>{note ?? t('shell.placeholder')}</p>
    </div>
  );
}

/** The class of a link out of the centre, placed below the menu's entries. */
export const centreMenuLinkClass = `${styles.entry} ${styles.pageLink}`;
