import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleOperator } from '@wps/shared-types';
import { useNavigate } from 'react-router-dom';
import { forgetSession, operatorKey, signOut, signOutEverywhere } from '../api';

/** Signs out here, or everywhere (every session of this operator); then the sign-in page. */
export function useSignOut(scope: 'here' | 'everywhere') {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: scope === 'everywhere' ? signOutEverywhere : signOut,
    onSuccess: () => {
      forgetSession(client);
      void navigate('/');
    },
  });
}

/** The console frame takes over with this operator (or the password change, when due). */
export function useEnterConsole() {
  const client = useQueryClient();
  return (operator: ConsoleOperator) => client.setQueryData(operatorKey, operator);
}
