import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  agentCentreMenuFor,
  DEFAULT_AGENT_CENTRE_PAGE,
  type AgentCentreInfo,
  type AgentCentrePage,
} from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { AlertDialog } from '../../../ui/AlertDialog';
import { CentreLayout, CentrePage } from '../../../ui/CentreLayout';
import { Modal } from '../../../ui/Modal';
import { PageLoading } from '../../../ui/PageLoading';
import { isDemoSession, useSession } from '../../session';
import { agentKeys, fetchAgentCentre } from '../api';
import { AGENT_CENTRE_PAGE_TITLES, AGENT_CENTRE_PAGES } from '../pages';
import { registerAgentTexts } from '../texts';

registerAgentTexts();

interface AgentCentreProps {
  page?: AgentCentrePage;
  onClose: () => void;
}

/**
 * Spec 2 §2: the agent-centre overlay. It opens once the centre's info arrived; a demo account,
 * a centre the operator switched off (or any refusal) get the warning instead.
 */
export function AgentCentre({ page, onClose }: AgentCentreProps) {
  const { t } = useTranslation();
  // A demo account (isAgent 4) never gets the centre, whoever opened it.
  const demo = isDemoSession(useSession());
  const centre = useQuery({
    queryKey: agentKeys.centre,
    queryFn: ({ signal }) => fetchAgentCentre(signal),
    enabled: !demo,
  });
  if (demo || centre.isError) {
    return (
      <AlertDialog
        title={t('session.warningTitle')}
        onClose={onClose}
        confirmLabel={t('access.ok')}
      >
        <p>{demo ? t('errors.NEED_TRUE_ACCOUNT') : errorText(t, centre.error)}</p>
      </AlertDialog>
    );
  }
  if (!centre.data) {
    return (
      <Modal title={t('session.menu.agent')} onClose={onClose} size="overlay">
        <PageLoading />
      </Modal>
    );
  }
  return (
    <AgentCentreMenu
      info={centre.data}
      page={page ?? DEFAULT_AGENT_CENTRE_PAGE}
      onClose={onClose}
    />
  );
}

function AgentCentreMenu({
  info,
  page: requestedPage,
  onClose,
}: {
  info: AgentCentreInfo;
  page: AgentCentrePage;
  onClose: () => void;
}) {
  const { t } = useTranslation('agentCentre');
  const entries = agentCentreMenuFor(info.features);
  // A page the operator switched off (a stale link) opens the default page instead.
  const [page, setPage] = useState<AgentCentrePage>(
    entries.some((entry) => entry.page === requestedPage)
      ? requestedPage
      : DEFAULT_AGENT_CENTRE_PAGE,
  );
  const Page = AGENT_CENTRE_PAGES[page];
  const title = t(AGENT_CENTRE_PAGE_TITLES[page]);

  return (
    <CentreLayout
      title={info.agencyName}
      onClose={onClose}
      menuLabel={t('agentCentre.menuLabel')}
      entries={entries.map((entry) => ({
        page: entry.page,
        label: t(AGENT_CENTRE_PAGE_TITLES[entry.page]),
      }))}
      current={page}
      onChoose={setPage}
      pageTitle={title}
    >
      <CentrePage page={Page} props={{ info }} />
    </CentreLayout>
  );
}
