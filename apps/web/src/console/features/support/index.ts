export { ChatMutesPage } from './components/ChatMutesPage';
export { FeedbackInboxPage } from './components/FeedbackInboxPage';
export { FeedbackPage } from './components/FeedbackPage';
export { SupportLayout } from './components/SupportLayout';
