import type { ReactNode } from 'react';
import { SYSTEM_STATUS } from '@wps/shared-types';
import { useSystemStatus } from '../hooks/useSystemStatus';
import { BlockedRegionPage } from './BlockedRegionPage';
import { MaintenancePage } from './MaintenancePage';

/**
 * Replaces the whole application with the maintenance or blocked-region page (spec 1 §4).
 * While the status loads, or when the call fails, the normal site renders: the player is not
 * kept waiting on a white screen, and a failure shows a small notice in the shell instead.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const { data } = useSystemStatus();

  if (data?.status === SYSTEM_STATUS.MAINTENANCE) {
    return <MaintenancePage info={data.info} maintenance={data.maintenance} />;
  }
  if (data?.status === SYSTEM_STATUS.BLOCKED_REGION) {
    return (
      <BlockedRegionPage
        info={data.info}
        location={data.location}
        restriction={data.regionRestriction}
      />
    );
  }
  return children;
}
