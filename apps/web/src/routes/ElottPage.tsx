import { useTranslation } from 'react-i18next';
import { eLotteryLaunch, LobbyFrame, useVendorLanes } from '../features/lobby';
import styles from '../ui/Page.module.css';

/** /elott: the first e-lottery vendor's lobby in a frame. */
export function ElottPage() {
  const { t } = useTranslation();
  const { lanes, isLoading } = useVendorLanes();
  return (
    <LobbyFrame title={t('lottery.elottTitle')} launch={eLotteryLaunch(lanes)}>
      {!isLoading && <p className={styles.note}>{t('lottery.empty')}</p>}
    </LobbyFrame>
  );
}
