import { createContext, useContext, type ReactNode } from 'react';
import type { ConsoleOperator, OperatorPermission } from '@wps/shared-types';

const OperatorContext = createContext<ConsoleOperator | null>(null);

/** The signed-in operator for every page of the console frame. */
export function OperatorProvider({
  operator,
  children,
}: {
  operator: ConsoleOperator;
  children: ReactNode;
}) {
  return <OperatorContext.Provider value={operator}>{children}</OperatorContext.Provider>;
}

export function useOperator(): ConsoleOperator {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator() is used outside the signed-in console');
  return operator;
}

/**
 * Whether the operator's role allows `permission`: the console hides what it would refuse.
 * The server checks every route itself; this only keeps the pages honest.
 */
export function useCan(permission: OperatorPermission): boolean {
  return useOperator().permissions.includes(permission);
}
