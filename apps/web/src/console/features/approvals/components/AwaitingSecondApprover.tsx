import { Link } from 'react-router-dom';
import type { FourEyesApprovalView } from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import ui from '../../../ui/ui.module.css';

/** Tells that an action waits for a second operator, and where that operator approves it. */
export function AwaitingSecondApprover({ approval }: { approval: FourEyesApprovalView | null }) {
  const { t } = useConsoleTranslation();
  if (approval?.status !== 'AWAITING_SECOND') return null;
  return (
    <p className={ui.muted} role="status">
      {t('approvals.awaiting', { operator: approval.firstOperator })}{' '}
      <Link to="/approvals">{t('approvals.openApprovals')}</Link>
    </p>
  );
}
