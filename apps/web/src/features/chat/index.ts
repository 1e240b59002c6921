export { ChatRoomDialog } from './lazy';
