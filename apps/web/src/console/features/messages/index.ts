export { MessagesPage } from './components/MessagesPage';
