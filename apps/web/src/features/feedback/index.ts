export { FeedbackButton } from './components/FeedbackButton';
export { FeedbackPrompt } from './components/FeedbackPrompt';
