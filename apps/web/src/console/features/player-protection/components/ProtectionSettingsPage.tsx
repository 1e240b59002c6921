import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REALITY_CHECK_MINUTES, type ProtectionSettings } from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { CheckField, Field } from '../../../ui/Field';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { protectionSettingsQuery, saveProtectionSettings } from '../api';
import { fromDraft, toDraft, type ProtectionSettingsDraft } from '../protection-form';

/**
 * The site's player-protection settings. Here rather than on the site settings page: they are
 * protection.write's (the support role's too), which the site page's site.write is not.
 */
export function ProtectionSettingsPage() {
  const { t } = useConsoleTranslation();
  const settings = useQuery(protectionSettingsQuery);
  return (
    <section className={ui.page} aria-labelledby="protection-settings-title">
      <h1 id="protection-settings-title" className={ui.pageTitle}>
        {t('protection.settingsTitle')}
      </h1>
      {settings.isPending ? <Loading /> : null}
      {settings.isError ? <ErrorMessage error={settings.error} /> : null}
      {settings.data ? <SettingsForm settings={settings.data} /> : null}
    </section>
  );
}

function SettingsForm({ settings }: { settings: ProtectionSettings }) {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('protection.write');
  const client = useQueryClient();
  const [draft, setDraft] = useState<ProtectionSettingsDraft>(() => toDraft(settings));
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    mutationFn: saveProtectionSettings,
    // The form goes on from what the server kept.
    onSuccess: (saved) => {
      setDraft(toDraft(saved));
      client.setQueryData(protectionSettingsQuery.queryKey, saved);
    },
  });
  const refused = checked && fromDraft(draft) === null;
  const bounds = { min: REALITY_CHECK_MINUTES.min, max: REALITY_CHECK_MINUTES.max };

  const edit = (change: Partial<ProtectionSettingsDraft>) => {
    save.reset();
    setDraft((current) => ({ ...current, ...change }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    save.reset();
    const next = fromDraft(draft);
    if (next) save.mutate(next);
  };

  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      <fieldset className={ui.card} disabled={!canWrite}>
        <legend className={ui.cardTitle}>{t('protection.settingsChecks')}</legend>
        <CheckField
          label={t('protection.ageCheckBeforeDeposit')}
          checked={draft.ageCheckBeforeDeposit}
          onCheckedChange={(value) => edit({ ageCheckBeforeDeposit: value })}
        />
        <CheckField
          label={t('protection.identityBeforeWithdrawal')}
          checked={draft.identityBeforeWithdrawal}
          onCheckedChange={(value) => edit({ identityBeforeWithdrawal: value })}
        />
      </fieldset>
      <fieldset className={ui.card} disabled={!canWrite}>
        <legend className={ui.cardTitle}>{t('protection.realityCheck')}</legend>
        <Field
          label={t('protection.realityCheckMinutes')}
          value={draft.realityCheckMinutes}
          inputMode="numeric"
          hint={t('protection.realityCheckHint', bounds)}
          aria-invalid={refused ? true : undefined}
          onValueChange={(value) => edit({ realityCheckMinutes: value })}
        />
        {refused ? (
          <p className={ui.error} role="alert">
            {t('protection.realityCheckProblem', bounds)}
          </p>
        ) : null}
      </fieldset>
      {save.isError ? <ErrorMessage error={save.error} /> : null}
      {save.isSuccess ? (
        <p className={ui.success} role="status">
          {t('protection.settingsSaved')}
        </p>
      ) : null}
      {canWrite ? (
        <div className={ui.actions}>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('protection.saveSettings')}
          </button>
        </div>
      ) : (
        <p className={ui.muted}>{t('protection.settingsReadOnly')}</p>
      )}
    </form>
  );
}
