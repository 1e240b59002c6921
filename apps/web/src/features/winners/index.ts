export { WinnerBoard } from './lazy';
