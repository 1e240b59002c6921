import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../ui/Form';
import { recordStyles } from '../../member-centre';
import { DownlineDetailsPanel } from '../components/DownlineDetailsPanel';
import { DownlineList } from '../components/DownlineList';
import { TransferPanel } from '../components/TransferPanel';
import type { AgentPageProps } from '../page-props';

type Tab = 'team' | 'transfers';

/**
 * Team management: the downline list with its filters, one account's details and actions, and
 * the transfers to direct downlines (a tab here, and the "transfer" action of a downline).
 */
export default function TeamManagementPage({ info }: AgentPageProps) {
  const { t } = useTranslation('agentCentre');
  const [tab, setTab] = useState<Tab>('team');
  const [selected, setSelected] = useState<string | null>(null);
  const [transferTo, setTransferTo] = useState('');

  const transfer = (account: string) => {
    setTransferTo(account);
    setTab('transfers');
  };

  return (
    <div className={recordStyles.page}>
      <h3 className={recordStyles.title}>{t('agentCentre.menu.agent_team_management')}</h3>
      <Tabs
        label={t('agentCentre.team.tabs')}
        tabs={[
          { id: 'team', label: t('agentCentre.team.tab') },
          { id: 'transfers', label: t('agentCentre.transfers.tab') },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      {tab === 'team' ? (
        <>
          {selected && (
            <DownlineDetailsPanel
              key={selected}
              account={selected}
              info={info}
              onClose={() => setSelected(null)}
              onTransfer={transfer}
            />
          )}
          <DownlineList info={info} onOpen={setSelected} />
        </>
      ) : (
        <TransferPanel key={transferTo} initialAccount={transferTo} />
      )}
    </div>
  );
}
