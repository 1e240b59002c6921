export { PointsPage } from './components/PointsPage';
export { MemberPoints } from './components/MemberPoints';
