import { Outlet } from 'react-router-dom';
import { useConsoleTranslation } from '../../../lib/i18n';
import { SectionLinks } from '../../../ui/SectionLinks';
import ui from '../../../ui/ui.module.css';

/** Rewards: rewards issued to the reward centre, raffle promotions and members' bonuses. */
export function RewardsLayout() {
  const { t } = useConsoleTranslation();
  return (
    <div className={ui.page}>
      <SectionLinks
        label={t('rewards.sections')}
        links={[
          { path: 'issued', label: t('rewards.issuedTab') },
          { path: 'raffles', label: t('rewards.rafflesTab') },
          { path: 'bonuses', label: t('rewards.bonusesTab') },
        ]}
      />
      <Outlet />
    </div>
  );
}
