export { AgentSettingsPage } from './components/AgentSettingsPage';
export { AgentTreePage } from './components/AgentTreePage';
export { AgentsLayout } from './components/AgentsLayout';
