// The page is exported lazily (lazy.ts): the member centre loads it as its own chunk.
export { ReferralPage } from './lazy';
