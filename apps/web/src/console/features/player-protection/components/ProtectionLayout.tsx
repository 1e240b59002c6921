import { Outlet } from 'react-router-dom';
import { useConsoleTranslation } from '../../../lib/i18n';
import { SectionLinks } from '../../../ui/SectionLinks';
import ui from '../../../ui/ui.module.css';

/** Player protection: the members under protection and the site's settings, each its own page. */
export function ProtectionLayout() {
  const { t } = useConsoleTranslation();
  return (
    <div className={ui.page}>
      <SectionLinks
        label={t('protection.sections')}
        links={[
          { path: 'members', label: t('protection.membersTab') },
          { path: 'settings', label: t('protection.settingsTab') },
        ]}
      />
      <Outlet />
    </div>
  );
}
