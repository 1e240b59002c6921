// The page is exported lazily (lazy.ts): the member centre loads it as its own chunk.
export { TransferUplinePage } from './lazy';
// The agent centre's transfer to a downline is the same form, with the downline's account.
export { TransferForm } from './components/TransferForm';
// A dividend's distribution (agent contracts) is sent once per attempt the same way.
export { useAttemptKey } from './transfer-draft';
