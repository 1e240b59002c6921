import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointGoods } from '@wps/shared-types';
import { Tabs } from '../../../ui/Form';
import { isDemoSession, useSession } from '../../session';
import { registerPointsTexts } from '../texts';
import { ConvertPointsForm } from './ConvertPointsForm';
import { PointGoodsList } from './PointGoodsList';
import { PointHistory } from './PointHistory';
import { PointMallRules } from './PointMallRules';
import { PointOrders } from './PointOrders';
import { PointsBalance } from './PointsBalance';
import { RedeemDialog } from './RedeemDialog';
import styles from './PointMall.module.css';

registerPointsTexts();

const SCREENS = ['exchange', 'records', 'details', 'rules'] as const;
type Screen = (typeof SCREENS)[number];

const SCREEN_LABELS = {
  exchange: 'points.tabs.exchange',
  records: 'points.tabs.records',
  details: 'points.tabs.details',
  rules: 'points.tabs.rules',
} as const satisfies Record<Screen, string>;

/**
 * The mall under its page's title (spec 2 §2 screens by label): exchange (the goods, each
 * redeemed in a dialog, and points to cash), records (exchange orders), points details, rules.
 * A member's points show above them; a visitor sees the goods and the rules.
 */
export function PointMall() {
  const { t } = useTranslation('points');
  const { t: siteT } = useTranslation();
  const session = useSession();
  const member = session.token !== null && !isDemoSession(session);
  const [screen, setScreen] = useState<Screen>('exchange');
  const [redeeming, setRedeeming] = useState<PointGoods | null>(null);

  return (
    <>
      <p className={styles.intro}>{siteT('pointMall.intro')}</p>
      {member && <PointsBalance />}
      <Tabs
        label={t('points.tabs.label')}
        tabs={SCREENS.map((id) => ({ id, label: t(SCREEN_LABELS[id]) }))}
        selected={screen}
        onSelect={setScreen}
      />
      <div role="tabpanel" aria-label={t(SCREEN_LABELS[screen])} className={styles.panel}>
        {screen === 'exchange' && (
          <>
            <section aria-labelledby="point-mall-goods">
              <h2 id="point-mall-goods" className={styles.heading}>
                {siteT('pointMall.goods')}
              </h2>
              <PointGoodsList onExchange={setRedeeming} />
            </section>
            {member && <ConvertPointsForm />}
          </>
        )}
        {screen === 'records' && (member ? <PointOrders /> : <LoginToSee />)}
        {screen === 'details' && (member ? <PointHistory /> : <LoginToSee />)}
        {screen === 'rules' && <PointMallRules member={member} />}
      </div>
      {redeeming && <RedeemDialog goods={redeeming} onClose={() => setRedeeming(null)} />}
    </>
  );
}

function LoginToSee() {
  const { t } = useTranslation('points');
  return <p className={styles.intro}>{t('points.loginToSee')}</p>;
}
