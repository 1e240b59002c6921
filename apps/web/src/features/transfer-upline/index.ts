// The page is exported lazily (lazy.ts): the member centre loads it as its own chunk.
export { TransferUplinePage } from './lazy';
// The agent centre's transfer to a downline checks and retries the same way.
export { checkTransferDraft, useAttemptKey, type TransferLimits } from './transfer-draft';
