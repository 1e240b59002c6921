import { SiteLayout } from '../features/shell/components/SiteLayout';
import { SystemGate } from '../features/system/components/SystemGate';

/** Maintenance and blocked-region pages replace everything; otherwise the site frame renders. */
export function RootLayout() {
  return (
    <SystemGate>
      <SiteLayout />
    </SystemGate>
  );
}
