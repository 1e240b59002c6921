import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { OperatorPermission } from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import ui from '../../../ui/ui.module.css';
import { useCan, useOperator } from '../../sign-in';
import { allowedPages } from '../navigation';

function Notice({ text }: { text: string }) {
  return (
    <div className={ui.card}>
      <p className={ui.muted}>{text}</p>
    </div>
  );
}

/** A page the role may not read says so (the API would refuse its data anyway). */
export function RequirePermission({
  permission,
  children,
}: {
  permission: OperatorPermission;
  children: ReactNode;
}) {
  const { t } = useConsoleTranslation();
  return useCan(permission) ? children : <Notice text={t('layout.noAccess')} />;
}

/** /console opens the first page the role may read: the dashboard for every role today. */
export function HomeRedirect() {
  const { t } = useConsoleTranslation();
  const [first] = allowedPages(useOperator().permissions);
  return first ? <Navigate to={first.path} replace /> : <Notice text={t('layout.noPages')} />;
}

export function NotFoundPage() {
  const { t } = useConsoleTranslation();
  return <Notice text={t('layout.notFound')} />;
}
