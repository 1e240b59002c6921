export { LotteryLobby } from './components/LotteryLobby';
