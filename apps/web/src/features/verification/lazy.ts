import { lazy } from 'react';

// The shell's dialog host opens it; its own chunk, which the home page downloads only when the
// dialog opens.
export const SliderDialog = lazy(() =>
  import('./components/SliderDialog').then((module) => ({ default: module.SliderDialog })),
);
