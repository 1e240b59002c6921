export { MissionsPage } from './components/MissionsPage';
export { MemberMissions } from './components/MemberMissions';
