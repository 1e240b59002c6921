import { useConsoleTranslation } from '../../../lib/i18n';
import { Badge } from '../../../ui/Badge';
import styles from './CataloguePages.module.css';

/** Enabled or disabled, and under maintenance, as one cell. */
export function CatalogueState({
  enabled,
  maintenance,
}: {
  enabled: boolean;
  maintenance: boolean;
}) {
  const { t } = useConsoleTranslation();
  return (
    <span className={styles.badges}>
      {enabled ? (
        <Badge tone="good">{t('catalogue.enabled')}</Badge>
      ) : (
        <Badge tone="danger">{t('catalogue.disabled')}</Badge>
      )}
      {maintenance ? <Badge tone="warning">{t('catalogue.underMaintenance')}</Badge> : null}
    </span>
  );
}
