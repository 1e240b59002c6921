import type { AgentCentreInfo } from '@wps/shared-types';

/** What every agent-centre page gets: the centre's info (permissions, figures, features). */
export interface AgentPageProps {
  info: AgentCentreInfo;
}
