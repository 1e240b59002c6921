export { AgentSettingsPage } from './components/AgentSettingsPage';
export { AgentTreePage } from './components/AgentTreePage';
export { AgentsLayout } from './components/AgentsLayout';
export { ContractsPage } from './components/ContractsPage';
export { PayoutRunsPage } from './components/PayoutRunsPage';
