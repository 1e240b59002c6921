// The centre is exported lazily (lazy.ts): the dialog host loads it as its own chunk.
export { AgentCentre } from './lazy';
export { registerAgentTexts } from './texts';
