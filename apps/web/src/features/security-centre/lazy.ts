import { lazy } from 'react';

// The member centre's default page; its own chunk, downloaded when the member centre opens.
export const SecurityCentrePage = lazy(() => import('./components/SecurityCentrePage'));
