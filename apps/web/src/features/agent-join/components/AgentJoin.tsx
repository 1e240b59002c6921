import { useTranslation } from 'react-i18next';
import { openAccessDialog, useSession } from '../../session';
import { hasCustomerService, useCustomerService, useSiteInfo } from '../../system';
import { registerJoinTexts } from '../texts';
import styles from './AgentJoin.module.css';

// The page's texts load with it, not with the home page (its JavaScript budget).
registerJoinTexts();

// Each benefit's heading and text, written out so the translation check finds every key.
const BENEFITS = [
  { title: 'join.benefit.commissionTitle', text: 'join.benefit.commissionText' },
  { title: 'join.benefit.salaryTitle', text: 'join.benefit.salaryText' },
  { title: 'join.benefit.teamTitle', text: 'join.benefit.teamText' },
  { title: 'join.benefit.reportsTitle', text: 'join.benefit.reportsText' },
] as const;

/** /join: why become an agent (the agent centre's contracts) and how to join. */
export function AgentJoin() {
  const { t } = useTranslation('join');
  const { t: siteText } = useTranslation();
  const info = useSiteInfo();
  const session = useSession();
  const customerService = useCustomerService();

  return (
    <>
      <p className={styles.intro}>{t('join.intro')}</p>
      <section aria-labelledby="join-benefits">
        <h2 id="join-benefits" className={styles.heading}>
          {t('join.benefitsTitle')}
        </h2>
        <ul className={styles.benefits}>
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className={styles.benefit}>
              <h3 className={styles.benefitTitle}>{t(benefit.title)}</h3>
              <p>{t(benefit.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="join-contracts" className={styles.contracts}>
        <h2 id="join-contracts" className={styles.heading}>
          {t('join.contractsTitle')}
        </h2>
        <p>{t('join.contractsText')}</p>
        <ul className={styles.points}>
          <li>{t('join.contract.ratio')}</li>
          <li>{t('join.contract.periods')}</li>
          <li>{t('join.contract.realTime')}</li>
          <li>{t('join.contract.downline')}</li>
        </ul>
      </section>
      <section aria-labelledby="join-how">
        <h2 id="join-how" className={styles.heading}>
          {t('join.howTitle')}
        </h2>
        <ol className={styles.steps}>
          <li>
            <p>{t('join.step.contact')}</p>
            {hasCustomerService(info) && (
              <button
                type="button"
                className="button button--primary"
                onClick={customerService.open}
              >
                {siteText('system.customerService')}
              </button>
            )}
          </li>
          <li>
            <p>{t('join.step.invitation')}</p>
            {!session.token && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => openAccessDialog('registerModal')}
              >
                {t('join.register')}
              </button>
            )}
          </li>
          <li>
            <p>{t('join.step.agentCentre')}</p>
          </li>
        </ol>
      </section>
      {customerService.dialog}
    </>
  );
}
