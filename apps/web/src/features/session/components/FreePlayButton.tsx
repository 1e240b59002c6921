import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE } from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { FormMessage } from '../../../ui/Form';
import { loginFreePlay } from '../api';
import { completeLogin } from '../login-flow';

/** DIRECTREG3: a demo account, logged in at once (spec 1 §4 free play). */
export function FreePlayButton({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const freePlay = useMutation({
    mutationFn: async () => {
      const value = await loginFreePlay();
      return completeLogin(queryClient, value, {
        origin: 'freePlay',
        username: '',
        isAgent: ACCOUNT_TYPE.DEMO,
      });
    },
    onSuccess: onLoggedIn,
  });

  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => freePlay.mutate()}
        disabled={freePlay.isPending}
      >
        {t('login.freePlay')}
      </button>
      {freePlay.isError && <FormMessage>{errorText(t, freePlay.error)}</FormMessage>}
    </>
  );
}
