import { lazy } from 'react';

// The page's tools are a chunk of their own; the shell keeps only the notices.
export const ResponsibleGaming = lazy(() => import('./components/ResponsibleGaming'));
