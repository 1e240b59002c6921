export { PointMall } from './components/PointMall';
