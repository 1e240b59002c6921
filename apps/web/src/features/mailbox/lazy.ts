import { lazy } from 'react';

// The member centre's messageV2 page: its own chunk, with its texts.
export const MailboxPage = lazy(() => import('./components/MailboxPage'));
