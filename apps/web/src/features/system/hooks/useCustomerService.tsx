import { lazy, Suspense, useState, type ReactNode } from 'react';
import { openCustomerService } from '../customer-service';

// The message is needed only when a browser blocks the pop-up: its dialog loads then.
const PopupBlockedDialog = lazy(() =>
  import('../components/PopupBlockedDialog').then((m) => ({ default: m.PopupBlockedDialog })),
);

/** `open()` starts customer service; `dialog` shows the blocked-pop-up message when needed. */
export function useCustomerService(): { open: () => void; dialog: ReactNode } {
  const [blocked, setBlocked] = useState(false);
  return {
    open: () => {
      void openCustomerService().then((outcome) => setBlocked(outcome === 'blocked'));
    },
    dialog: blocked ? (
      <Suspense fallback={null}>
        <PopupBlockedDialog onClose={() => setBlocked(false)} />
      </Suspense>
    ) : null,
  };
}
