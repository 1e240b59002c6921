import { lazy } from 'react';

// The shell's dialog host opens it; its own chunk (with its texts), which only agents download.
export const AgentCentre = lazy(() =>
  import('./components/AgentCentre').then((module) => ({ default: module.AgentCentre })),
);
