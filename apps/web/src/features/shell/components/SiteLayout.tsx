import { bannerGroupForRoute } from '@wps/shared-types';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { PageLoading } from '../../../ui/PageLoading';
import { BannerCarousel, BannerPlaceholder, NoticeMarquee, useBanners } from '../../content';
import { ProtectionNotices } from '../../responsible-gaming';
import { useSession } from '../../session';
import { SystemStatusNotice, useSiteInfo } from '../../system';
import { isOpenWithoutSession } from '../route-guard';
import { useRouteHandle } from '../route-handle';
import { AccessDialogs } from './AccessDialogs';
import { Footer } from './Footer';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import styles from './SiteLayout.module.css';

/**
 * The route's banners. A component of its own so that the announcements' arrival re-renders the
 * carousel alone, not the whole frame with its page.
 */
function RouteBanners({ pathname }: { pathname: string }) {
  const banners = useBanners(bannerGroupForRoute(pathname));
  if (banners === undefined) return <BannerPlaceholder />;
  // Keyed by path: every route change starts the carousel over at its first banner.
  return banners.length > 0 && <BannerCarousel key={pathname} banners={banners} />;
}

/** The frame of every route: header, main landmark, footer and side menu as the route asks. */
export function SiteLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const info = useSiteInfo();
  const session = useSession();
  const layout = handle.layout ?? 'full';

  // The operator's optional route guard (spec 1 §2): visitors go to /login.
  if (info?.routeGuard && !session.token && !isOpenWithoutSession(pathname)) {
    return <Navigate to="/login" replace />;
  }

  const page = (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );

  if (layout === 'standalone') {
    return (
      <main id="main-content" className={styles.main}>
        {page}
        <AccessDialogs />
        <ScrollRestoration />
      </main>
    );
  }

  return (
    <div className={handle.gameView ? `${styles.site} ${styles.gameView}` : styles.site}>
      <a className={styles.skipLink} href="#main-content">
        {t('shell.skipToContent')}
      </a>
      <Header hideNav={handle.hideNav} compact={handle.gameView} />
      <ProtectionNotices />
      {!handle.gameView && <NoticeMarquee />}
      <SystemStatusNotice />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <RouteBanners pathname={pathname} />
        {page}
      </main>
      {layout === 'full' && <Footer />}
      {layout === 'full' && handle.sideMenu !== false && <SideMenu />}
      <AccessDialogs />
      <ScrollRestoration />
    </div>
  );
}
