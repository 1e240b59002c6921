export { GameFrame } from './components/GameFrame';
