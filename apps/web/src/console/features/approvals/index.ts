export { ApprovalsPage } from './components/ApprovalsPage';
export { AwaitingSecondApprover } from './components/AwaitingSecondApprover';
