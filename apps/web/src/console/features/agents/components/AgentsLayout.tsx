import { Link, Outlet } from 'react-router-dom';
import { useConsoleTranslation } from '../../../lib/i18n';
import { SectionLinks } from '../../../ui/SectionLinks';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';

/**
 * Agents: the agent tree, the contracts, the payout jobs' runs and the agent settings, each its
 * own page; notices are content.
 */
export function AgentsLayout() {
  const { t } = useConsoleTranslation();
  const canReadContent = useCan('content.read');
  return (
    <div className={ui.page}>
      <SectionLinks
        label={t('agents.sections')}
        links={[
          { path: 'tree', label: t('agents.treeTab') },
          { path: 'contracts', label: t('agents.contractsTab') },
          { path: 'payout-runs', label: t('agents.runsTab') },
          { path: 'settings', label: t('agents.settingsTab') },
        ]}
      />
      {canReadContent ? (
        <p className={ui.muted}>
          <Link to="/content/announcements">{t('agents.notices')}</Link>
        </p>
      ) : null}
      <Outlet />
    </div>
  );
}
