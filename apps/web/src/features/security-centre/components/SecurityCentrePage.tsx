import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../api/client';
import { FormMessage } from '../../../ui/Form';
import { ChangePasswordDialog } from '../../password';
import { fetchOverview, securityKeys } from '../api';
import { ContactForm } from './ContactForm';
import { LoginHistory } from './LoginHistory';
import { PaymentPasswordSection } from './PaymentPasswordSection';
import { ProfileForm } from './ProfileForm';
import { SessionList } from './SessionList';
import styles from './SecurityCentre.module.css';

/** securityCenter, the member centre's default page (spec 1 §2). */
export default function SecurityCentrePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const overview = useQuery({
    queryKey: securityKeys.overview,
    queryFn: ({ signal }) => fetchOverview(signal),
  });
  const [changingPassword, setChangingPassword] = useState(false);
  const [passwordChanged, setPasswordChanged] = useState(false);

  if (overview.error) return <p role="alert">{t(errorMessageKey(overview.error))}</p>;
  if (!overview.data) return <p aria-busy="true">{t('shell.loading')}</p>;
  const data = overview.data;

  return (
    <div className={styles.page}>
      <h3>{t('memberCentre.pages.securityCenter')}</h3>
      <section className={styles.section} aria-labelledby="security-profile">
        <h4 id="security-profile">{t('securityCentre.profile.title')}</h4>
        <ProfileForm overview={data} />
      </section>
      <section className={styles.section} aria-labelledby="security-password">
        <h4 id="security-password">{t('securityCentre.loginPassword.title')}</h4>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setPasswordChanged(false);
              setChangingPassword(true);
            }}
          >
            {t('securityCentre.loginPassword.change')}
          </button>
        </div>
        {passwordChanged && (
          <FormMessage tone="success">{t('securityCentre.loginPassword.changed')}</FormMessage>
        )}
        {changingPassword && (
          <ChangePasswordDialog
            forced={false}
            onClose={() => setChangingPassword(false)}
            onChanged={() => {
              setChangingPassword(false);
              setPasswordChanged(true);
              // A password change ends the member's other sessions.
              void queryClient.invalidateQueries({ queryKey: securityKeys.all });
            }}
          />
        )}
      </section>
      <section className={styles.section} aria-labelledby="security-payment">
        <h4 id="security-payment">{t('securityCentre.payment.title')}</h4>
        <PaymentPasswordSection overview={data} />
      </section>
      <section className={styles.section} aria-labelledby="security-phone">
        <h4 id="security-phone">{t('securityCentre.contacts.phoneTitle')}</h4>
        <ContactForm kind="phone" overview={data} />
      </section>
      <section className={styles.section} aria-labelledby="security-email">
        <h4 id="security-email">{t('securityCentre.contacts.emailTitle')}</h4>
        <ContactForm kind="email" overview={data} />
      </section>
      <section className={styles.section} aria-labelledby="security-sessions">
        <h4 id="security-sessions">{t('securityCentre.sessions.title')}</h4>
        <SessionList />
      </section>
      <section className={styles.section} aria-labelledby="security-logins">
        <h4 id="security-logins">{t('securityCentre.logins.title')}</h4>
        <LoginHistory />
      </section>
    </div>
  );
}
