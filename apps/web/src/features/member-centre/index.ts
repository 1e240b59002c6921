export { MemberCentre } from './components/MemberCentre';
