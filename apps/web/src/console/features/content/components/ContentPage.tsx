import type { ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, NavLink } from 'react-router-dom';
import { useConsoleTranslation, type ConsoleTextKey } from '../../../lib/i18n';
import { useRouteParam } from '../../../lib/route-param';
import ui from '../../../ui/ui.module.css';
import { announcementDefinition, announcementFilters } from '../kinds/announcements';
import { bannerDefinition, bannerFilters } from '../kinds/banners';
import { customerServiceDefinition } from '../kinds/customer-service';
import {
  helpArticleDefinition,
  helpArticleFilters,
  helpSectionDefinition,
  helpSectionsQuery,
} from '../kinds/help';
import { pointGoodsDefinition, pointGoodsFilters } from '../kinds/point-goods';
import { promotionDefinition, promotionFilters } from '../kinds/promotions';
import { vipRankDefinition } from '../kinds/vip-ranks';
import { ContentSection } from './ContentSection';
import styles from './Content.module.css';

function BannersTab() {
  const { t } = useConsoleTranslation();
  return <ContentSection definition={bannerDefinition} filters={bannerFilters(t)} />;
}

function AnnouncementsTab() {
  const { t } = useConsoleTranslation();
  return <ContentSection definition={announcementDefinition} filters={announcementFilters(t)} />;
}

function PromotionsTab() {
  const { t } = useConsoleTranslation();
  return <ContentSection definition={promotionDefinition} filters={promotionFilters(t)} />;
}

function HelpTab() {
  const { t } = useConsoleTranslation();
  const sections = useQuery(helpSectionsQuery);
  return (
    <>
      <ContentSection definition={helpSectionDefinition} />
      <ContentSection
        definition={helpArticleDefinition}
        filters={helpArticleFilters(t, sections.data?.list ?? [])}
      />
    </>
  );
}

function VipRanksTab() {
  return <ContentSection definition={vipRankDefinition} />;
}

function PointGoodsTab() {
  const { t } = useConsoleTranslation();
  return <ContentSection definition={pointGoodsDefinition} filters={pointGoodsFilters(t)} />;
}

function CustomerServiceTab() {
  return <ContentSection definition={customerServiceDefinition} />;
}

/** The kinds of content, each at /content/<path>. */
const TABS: readonly { path: string; label: ConsoleTextKey; Tab: ComponentType }[] = [
  { path: 'banners', label: 'content.tabBanners', Tab: BannersTab },
  { path: 'announcements', label: 'content.tabAnnouncements', Tab: AnnouncementsTab },
  { path: 'promotions', label: 'content.tabPromotions', Tab: PromotionsTab },
  { path: 'help', label: 'content.tabHelp', Tab: HelpTab },
  { path: 'vip-ranks', label: 'content.tabVipRanks', Tab: VipRanksTab },
  { path: 'point-goods', label: 'content.tabPointGoods', Tab: PointGoodsTab },
  { path: 'customer-service', label: 'content.tabCustomerService', Tab: CustomerServiceTab },
];

/** The site's content: one tab a kind, the first for /content. */
export function ContentPage() {
  const { t } = useConsoleTranslation();
  const kind = useRouteParam('kind');
  const current = TABS.find((tab) => tab.path === kind);
  if (!current) return <Navigate to={`/content/${TABS[0]?.path ?? ''}`} replace />;
  const { Tab } = current;
  return (
    <section className={ui.page} aria-labelledby="content-title">
      <h1 id="content-title" className={ui.pageTitle}>
        {t('content.title')}
      </h1>
      <nav aria-label={t('content.kinds')}>
        <ul className={styles.tabs}>
          {TABS.map((tab) => (
            <li key={tab.path}>
              <NavLink to={`/content/${tab.path}`} className={styles.tab}>
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className={ui.hint}>{t('content.previewHint')}</p>
      <div className={styles.sections}>
        <Tab />
      </div>
    </section>
  );
}
