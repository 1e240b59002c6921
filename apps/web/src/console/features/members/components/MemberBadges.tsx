import { useConsoleTranslation } from '../../../lib/i18n';
import styles from './MemberPage.module.css';

export function LockState({ locked }: { locked: boolean }) {
  const { t } = useConsoleTranslation();
  return locked ? (
    <span className={`${styles.badge} ${styles.locked}`}>{t('members.locked')}</span>
  ) : (
    <span className={styles.badge}>{t('members.active')}</span>
  );
}

/** isAgent as the site names it: 0 member, 1 agent, 2 sub-agent, 41/42 agent levels, 4 demo. */
export function AgentLevel({ isAgent }: { isAgent: number }) {
  const { t } = useConsoleTranslation();
  if (isAgent === 0) return t('members.kindMember');
  if (isAgent === 4) return t('members.kindDemo');
  return t('members.kindAgent', { level: isAgent });
}
