// The page is exported lazily (lazy.ts): the member centre loads it as its own chunk.
export { ManualRebatePage } from './lazy';
