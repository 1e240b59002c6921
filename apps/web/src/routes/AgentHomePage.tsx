import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { registerAgentTexts } from '../features/agent-centre';
import { isAgentSession, isDemoSession, openAccessDialog, useSession } from '../features/session';
import { PlaceholderPage } from '../features/shell';

registerAgentTexts();

type AgentHomeState = 'visitor' | 'demo' | 'agent' | 'member' | 'loading';

function stateOf(session: ReturnType<typeof useSession>): AgentHomeState {
  if (!session.token) return 'visitor';
  if (isDemoSession(session)) return 'demo';
  if (session.isAgent === null) return 'loading';
  return isAgentSession(session) ? 'agent' : 'member';
}

/** What opens on the agent page: the agent login, the demo warning or the agent centre. */
function openFor(state: AgentHomeState): void {
  if (state === 'visitor') openAccessDialog('loginPopupModal', { agentLogin: true });
  else if (state === 'demo') openAccessDialog('needTrueAccount');
  else if (state === 'agent') openAccessDialog('agentCentre');
}

/**
 * /agentHome, the agent's page (spec 1 §4): a visitor gets the agent login (the server refuses
 * non-agents), a demo account the real-account warning, an agent its centre, which the page's
 * button opens again after it was closed.
 */
export function AgentHomePage() {
  const { t } = useTranslation();
  const { t: agentT } = useTranslation('agentCentre');
  const session = useSession();
  const state = stateOf(session);
  // Once per state and visit: after the agent login the session turns 'agent' and the centre
  // opens; the header's Agent entry opens it again by coming here (a new location).
  const { key } = useLocation();
  useEffect(() => openFor(state), [state, key]);

  return (
    <PlaceholderPage title={t('agent.homeTitle')} description={agentT('agentCentre.home.intro')}>
      {state === 'member' && <p role="alert">{t('errors.NOT_AGENT')}</p>}
      {(state === 'visitor' || state === 'agent') && (
        <button type="button" className="button button--primary" onClick={() => openFor(state)}>
          {state === 'agent'
            ? agentT('agentCentre.home.openCentre')
            : agentT('agentCentre.home.login')}
        </button>
      )}
    </PlaceholderPage>
  );
}
