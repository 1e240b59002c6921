export { SecurityCentrePage } from './lazy';
