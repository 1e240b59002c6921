import { addTextsLoaders } from '../i18n';

/** The centre's texts (the agentCentre namespace), one chunk per language, known once called. */
export function registerAgentTexts(): void {
  addTextsLoaders('agentCentre', {
    MS: () => import('../../locales/ms/agent-centre.json'),
    EN: () => import('../../locales/en/agent-centre.json'),
    CN: () => import('../../locales/cn/agent-centre.json'),
  });
}
