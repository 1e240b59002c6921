import { lazy, Suspense, useState } from 'react';
import { useHasProtection } from './hooks/useHasProtection';

// The page's tools are a chunk of their own.
export const ResponsibleGaming = lazy(() => import('./components/ResponsibleGaming'));

const MemberNotices = lazy(() =>
  import('./components/ProtectionNotices').then((module) => ({
    default: module.ProtectionNotices,
  })),
);

/**
 * The exclusion banner and the session limit's end, loaded (a chunk of their own, so a visitor's
 * first page does not carry them) once a member who may have them logs in, and kept: the session
 * limit's notice outlives the session it ends.
 */
export function ProtectionNotices() {
  const hasProtection = useHasProtection();
  const [wanted, setWanted] = useState(false);
  if (hasProtection && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <MemberNotices />
    </Suspense>
  ) : null;
}
