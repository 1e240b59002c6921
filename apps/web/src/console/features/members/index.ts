export { MemberPage } from './components/MemberPage';
export { MembersPage } from './components/MembersPage';
