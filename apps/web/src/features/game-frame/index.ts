export { GameFrame, LaunchedGameFrame } from './components/GameFrame';
