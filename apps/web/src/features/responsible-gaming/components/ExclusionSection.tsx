import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ExclusionDuration,
  ExclusionKind,
  ExclusionView,
  ProtectionOverview,
} from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { AlertDialog } from '../../../ui/AlertDialog';
import { FormMessage } from '../../../ui/Form';
import { protectionKeys, startExclusion } from '../api';
import { durationName, exclusionChoices, type ExclusionChoice } from '../protection';
import { ClosedUntil, EXCLUSION_IN_FORCE } from './ExclusionTexts';
import styles from './ResponsibleGaming.module.css';

/** The texts of each kind of break: its form, its button and its confirmation. */
const KIND_TEXTS = {
  TIME_OUT: {
    title: 'responsibleGaming.exclusion.timeOut.title',
    submit: 'responsibleGaming.exclusion.timeOut.submit',
    confirmTitle: 'responsibleGaming.exclusion.timeOut.confirmTitle',
  },
  SELF_EXCLUSION: {
    title: 'responsibleGaming.exclusion.selfExclusion.title',
    submit: 'responsibleGaming.exclusion.selfExclusion.submit',
    confirmTitle: 'responsibleGaming.exclusion.selfExclusion.confirmTitle',
  },
} as const satisfies Record<ExclusionKind, Record<string, string>>;

/** Time-out and self-exclusion: the one in force, and the forms to start (or extend) one. */
export function ExclusionSection({ overview }: { overview: ProtectionOverview }) {
  const { t } = useTranslation('responsibleGaming');
  const current = overview.exclusion;
  return (
    <section className={styles.section} aria-labelledby="rg-exclusion">
      <h2 id="rg-exclusion">{t('responsibleGaming.exclusion.title')}</h2>
      {current && <ExclusionStatus exclusion={current} />}
      {current?.endsAt !== null && (
        // Drawn afresh when an exclusion starts: the choices left are those that reach further.
        <div className={styles.breaks} key={current?.endsAt ?? 'none'}>
          <ExclusionForm kind="TIME_OUT" current={current} />
          <ExclusionForm kind="SELF_EXCLUSION" current={current} />
        </div>
      )}
    </section>
  );
}

function ExclusionStatus({ exclusion }: { exclusion: ExclusionView }) {
  const { t } = useTranslation('responsibleGaming');
  return (
    <p className={`warning-box ${styles.status}`}>
      {t(EXCLUSION_IN_FORCE[exclusion.kind])}: <ClosedUntil end={exclusion.endsAt} />{' '}
      {t('responsibleGaming.withdraw')}
    </p>
  );
}

function ExclusionForm({ kind, current }: { kind: ExclusionKind; current: ExclusionView | null }) {
  const { t } = useTranslation('responsibleGaming');
  const { t: siteT } = useTranslation();
  const queryClient = useQueryClient();
  const texts = KIND_TEXTS[kind];
  // The choices' ends are shown as of when the page was drawn; the server sets the real one.
  const [choices] = useState(() => exclusionChoices(kind, current, new Date()));
  const [chosen, setChosen] = useState<ExclusionDuration | null>(null);
  const [confirming, setConfirming] = useState<ExclusionChoice | null>(null);
  const [missing, setMissing] = useState(false);
  const start = useMutation({
    mutationFn: (duration: ExclusionDuration) => startExclusion({ kind, duration }),
    onSuccess: (answer) => {
      queryClient.setQueryData(protectionKeys.overview, answer);
      setConfirming(null);
      setChosen(null);
    },
  });
  const available = choices.filter((choice) => choice.allowed);
  if (available.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const choice = available.find((option) => option.duration === chosen);
    setMissing(!choice);
    if (choice) {
      start.reset();
      setConfirming(choice);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t(texts.title)}>
      <h3>{t(texts.title)}</h3>
      <fieldset className={styles.choices}>
        <legend>{t('responsibleGaming.exclusion.duration')}</legend>
        {choices.map((choice) => (
          <label key={choice.duration}>
            <input
              type="radio"
              name={`rg-${kind}`}
              value={choice.duration}
              checked={chosen === choice.duration}
              disabled={!choice.allowed}
              onChange={() => {
                setChosen(choice.duration);
                setMissing(false);
              }}
            />
            <span>
              {durationName(choice.duration, document.documentElement.lang || undefined) ??
                t('responsibleGaming.permanent')}
            </span>
          </label>
        ))}
      </fieldset>
      {missing && <FormMessage>{t('responsibleGaming.exclusion.choose')}</FormMessage>}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary">
          {t(texts.submit)}
        </button>
      </div>
      {confirming && (
        <AlertDialog
          title={t(texts.confirmTitle)}
          onClose={() => setConfirming(null)}
          onConfirm={() => start.mutate(confirming.duration)}
          confirmLabel={t(texts.submit)}
          busy={start.isPending}
        >
          <p>
            <ClosedUntil end={confirming.endsAt?.toISOString() ?? null} />
          </p>
          <p>{t('responsibleGaming.exclusion.cannotUndo')}</p>
          <p>{t('responsibleGaming.withdraw')}</p>
          {start.isError && <FormMessage>{errorText(siteT, start.error)}</FormMessage>}
        </AlertDialog>
      )}
    </form>
  );
}
