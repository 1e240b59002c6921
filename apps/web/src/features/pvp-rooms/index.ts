export { PvpRooms } from './lazy';
