import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_MINUTES, type ProtectionOverview } from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { FormMessage, TextField } from '../../../ui/Form';
import { protectionKeys, setRealityCheck } from '../api';
import { realityCheckMinutes } from '../protection';
import styles from './ResponsibleGaming.module.css';

/** How often the game frame reminds the member of the time played and the net result. */
export function RealityCheckSection({ overview }: { overview: ProtectionOverview }) {
  const { t } = useTranslation('responsibleGaming');
  const { t: siteT } = useTranslation();
  const queryClient = useQueryClient();
  const { minutes, isDefault } = overview.realityCheck;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (next: number | null) => setRealityCheck({ minutes: next }),
    onSuccess: (answer) => {
      queryClient.setQueryData(protectionKeys.overview, answer);
      setValue('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = realityCheckMinutes(value, REALITY_CHECK_MINUTES);
    setError(chosen === null ? t('responsibleGaming.minutesProblem', REALITY_CHECK_MINUTES) : null);
    if (chosen !== null) save.mutate(chosen);
  };

  return (
    <section className={styles.section} aria-labelledby="rg-reality-check">
      <h2 id="rg-reality-check">{t('responsibleGaming.realityCheck.title')}</h2>
      <p className={styles.note}>{t('responsibleGaming.realityCheck.intro')}</p>
      <p className={styles.status} role="status">
        {isDefault
          ? t('responsibleGaming.realityCheck.currentDefault', { minutes })
          : t('responsibleGaming.realityCheck.current', { minutes })}
      </p>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={t('responsibleGaming.realityCheck.title')}
      >
        <TextField
          label={t('responsibleGaming.realityCheck.minutes')}
          hint={t('responsibleGaming.realityCheck.range', REALITY_CHECK_MINUTES)}
          value={value}
          onValueChange={setValue}
          inputMode="numeric"
          error={error}
        />
        {save.isError && <FormMessage>{errorText(siteT, save.error)}</FormMessage>}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('responsibleGaming.realityCheck.save')}
          </button>
          {!isDefault && (
            <button
              type="button"
              className="button button--ghost"
              disabled={save.isPending}
              onClick={() => {
                setError(null);
                save.mutate(null);
              }}
            >
              {t('responsibleGaming.realityCheck.useDefault')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
