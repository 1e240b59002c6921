import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Badge } from '../../../ui/Badge';
import { useCan } from '../../sign-in';
import { openAlertCountQuery } from '../api';

/** The dashboard's word on the daily reconciliation: a link to its open alerts, when any. */
export function OpenAlertsBadge() {
  const canRead = useCan('payments.read');
  return canRead ? <OpenAlertsLink /> : null;
}

function OpenAlertsLink() {
  const { t } = useConsoleTranslation();
  const count = useQuery(openAlertCountQuery);
  if (!count.data || count.data.open === 0) return null;
  return (
    <p>
      <Link to="/reconciliation-alerts">
        <Badge tone="danger">
          {t('reconciliation.alerts.openBadge', { count: count.data.open })}
        </Badge>
      </Link>
    </p>
  );
}
