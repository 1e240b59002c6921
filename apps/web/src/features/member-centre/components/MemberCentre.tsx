import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  MEMBER_CENTRE_MENU,
  type MemberCentreBadge,
  type MemberCentrePage,
} from '@wps/shared-types';
import {
  CentreLayout,
  CentrePage,
  CentrePageFrame,
  centreMenuLinkClass,
} from '../../../ui/CentreLayout';
import { RESPONSIBLE_GAMING_PATH } from '../../responsible-gaming';
import { closeAccessDialog, openAccessDialog } from '../../session';
import { MEMBER_CENTRE_PAGE_TITLES, MEMBER_CENTRE_PAGES_BUILT } from '../pages';

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
  const entries = MEMBER_CENTRE_MENU.map((entry) => {
    const count = entry.badge ? (counts[entry.badge] ?? 0) : 0;
    return {
      page: entry.page,
      label: t(MEMBER_CENTRE_PAGE_TITLES[entry.page]),
      badge: { count, label: t('memberCentre.badge', { count }) },
    };
  });

  return (
    <CentreLayout
      title={t('memberCentre.title')}
      onClose={onClose}
      menuLabel={t('memberCentre.menuLabel')}
      entries={entries}
      current={page}
      onChoose={choose}
      pageTitle={t(MEMBER_CENTRE_PAGE_TITLES[page])}
      menuFooter={
        // Not one of the spec's 14 entries: a page of its own, outside the centre.
        <Link
          className={centreMenuLinkClass}
          to={RESPONSIBLE_GAMING_PATH}
          onClick={() => closeAccessDialog('memberCentre')}
        >
          {t('responsibleGaming.title')}
        </Link>
      }
    >
      {Page ? (
        <CentrePage page={Page} props={{}} />
      ) : (
        <CentrePageFrame title={t(MEMBER_CENTRE_PAGE_TITLES[page])} />
      )}
    </CentreLayout>
  );
}
