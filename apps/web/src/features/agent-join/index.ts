export { AgentJoin } from './components/AgentJoin';
