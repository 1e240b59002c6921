export { RegisterDialog } from './lazy';
