import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { FormMessage } from '../../../ui/Form';
import { isDemoSession, openAccessDialog, useSession } from '../../session';
import { useProtection } from '../hooks/useProtection';
import { ExclusionSection } from './ExclusionSection';
import { FiguresSection } from './FiguresSection';
import { IdentitySection } from './IdentitySection';
import { LimitsSection } from './LimitsSection';
import { RealityCheckSection } from './RealityCheckSection';
import styles from './ResponsibleGaming.module.css';

/**
 * The responsible-gaming page: what the tools do, and for a logged-in member their own figures,
 * limits, time-out and self-exclusion, reality check and identity verification.
 */
export default function ResponsibleGaming() {
  const { t } = useTranslation('responsibleGaming');
  const { t: siteT } = useTranslation();
  const session = useSession();
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('responsibleGaming.intro')}</p>
      {!session.token ? (
        <VisitorPrompt />
      ) : isDemoSession(session) ? (
        <p className="warning-box">{siteT('errors.NEED_TRUE_ACCOUNT')}</p>
      ) : (
        <MemberTools />
      )}
    </div>
  );
}

function VisitorPrompt() {
  const { t } = useTranslation('responsibleGaming');
  const { t: siteT } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="rg-visitor">
      <h2 id="rg-visitor">{t('responsibleGaming.visitor.title')}</h2>
      <p>{siteT('responsibleGaming.summary')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => openAccessDialog('loginPopupModal')}
        >
          {siteT('shell.topBar.login')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => openAccessDialog('registerModal')}
        >
          {siteT('shell.topBar.register')}
        </button>
      </div>
    </section>
  );
}

function MemberTools() {
  const { t: siteT } = useTranslation();
  const protection = useProtection();
  if (protection.isError) return <FormMessage>{errorText(siteT, protection.error)}</FormMessage>;
  if (!protection.data) return <p aria-busy="true">{siteT('shell.loading')}</p>;
  const overview = protection.data;
  return (
    <>
      <FiguresSection overview={overview} />
      <LimitsSection overview={overview} />
      <RealityCheckSection overview={overview} />
      <ExclusionSection overview={overview} />
      <IdentitySection overview={overview} />
    </>
  );
}
