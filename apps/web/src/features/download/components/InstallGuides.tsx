import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './InstallGuides.module.css';

// The steps of each guide, in order; the keys are written out so the texts stay checkable.
const IOS_STEPS = [
  'download.ios.step1',
  'download.ios.step2',
  'download.ios.step3',
  'download.ios.step4',
] as const;
const LITE_STEPS = [
  'download.lite.step1',
  'download.lite.step2',
  'download.lite.step3',
  'download.lite.step4',
] as const;

interface GuideProps {
  title: string;
  intro: string;
  steps: readonly string[];
}

function Guide({ title, intro, steps }: GuideProps) {
  const titleId = useId();
  return (
    <section className={styles.guide} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p className={styles.intro}>{intro}</p>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** /down: how to put the site on a phone's home screen, on iOS and as the Lite web app. */
export function InstallGuides() {
  const { t } = useTranslation();
  return (
    <div className={styles.guides}>
      <Guide
        title={t('download.ios.title')}
        intro={t('download.ios.intro')}
        steps={IOS_STEPS.map((key) => t(key))}
      />
      <Guide
        title={t('download.lite.title')}
        intro={t('download.lite.intro')}
        steps={LITE_STEPS.map((key) => t(key))}
      />
    </div>
  );
}
