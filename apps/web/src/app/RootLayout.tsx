import { SiteLayout } from '../features/shell';
import { SystemGate } from '../features/system';

/** Maintenance and blocked-region pages replace everything; otherwise the site frame renders. */
export function RootLayout() {
  return (
    <SystemGate>
      <SiteLayout />
    </SystemGate>
  );
}
