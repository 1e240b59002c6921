export { useUnreadMessages } from './hooks/useUnreadMessages';
export { MailboxPage } from './lazy';
