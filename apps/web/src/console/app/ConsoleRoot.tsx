import { useQuery } from '@tanstack/react-query';
import { useConsoleTranslation } from '../lib/i18n';
import { ErrorMessage, Loading } from '../ui/QueryStatus';
import { ConsoleLayout } from '../features/layout';
import {
  ChangePasswordPage,
  OperatorProvider,
  SignInPage,
  operatorQuery,
} from '../features/sign-in';

/**
 * GET me decides: no session shows the sign-in page, a due password change its form, else the
 * console frame with the page of the address.
 */
export function ConsoleRoot() {
  const { t } = useConsoleTranslation();
  const me = useQuery(operatorQuery);
  if (me.isPending) return <Loading />;
  if (me.isError) {
    return (
      <main>
        <ErrorMessage error={me.error} />
        <button type="button" className="button" onClick={() => void me.refetch()}>
          {t('common.retry')}
        </button>
      </main>
    );
  }
  if (!me.data) return <SignInPage />;
  if (me.data.mustChangePassword) return <ChangePasswordPage />;
  return (
    <OperatorProvider operator={me.data}>
      <ConsoleLayout />
    </OperatorProvider>
  );
}
