import { Suspense, lazy, type ReactNode } from 'react';
import { COCKFIGHT_VENDOR } from '@wps/shared-types';
import { useLaunchGame } from '../hooks/useLaunchGame';

// The launch dialogs (maintenance, failure) show rarely: they load only when a launch needs one.
const GameLaunchDialogs = lazy(() =>
  import('./GameLaunchDialogs').then((module) => ({ default: module.GameLaunchDialogs })),
);

/** Cockfight has no page: its entries start the DS88 game directly (spec 2 §2). */
export function CockfightButton({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  const launcher = useLaunchGame();
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => launcher.launch({ vendor: COCKFIGHT_VENDOR })}
      >
        {children}
      </button>
      {launcher.dialog && (
        <Suspense fallback={null}>
          <GameLaunchDialogs launcher={launcher} />
        </Suspense>
      )}
    </>
  );
}
