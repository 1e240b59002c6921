import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LANGUAGES,
  isWhiteLabelFlag,
  type ConsoleSiteSettings,
  type WhiteLabelFlag,
} from '@wps/shared-types';
import { LANGUAGE_META } from '../../../../lib/languages';
import { useConsoleTranslation } from '../../../lib/i18n';
import { CheckField, Field, SelectField, TextAreaField } from '../../../ui/Field';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { siteQuery, updateSite } from '../api';
import { RegistrationRules } from './RegistrationRules';
import { siteChanges, siteProblem, toDraft, type SiteDraft } from '../site-form';
import styles from './SitePage.module.css';

/** The white-label flags by name; a code the console does not know shows as it is. */
const FLAG_LABELS = {
  USERNAMEREG3: 'site.flagUsernameRegistration',
  MOBILENUMREG3: 'site.flagMobileRegistration',
  REGMOBVERF3: 'site.flagRegistrationSmsCode',
  MOBILENUMPASSREG3: 'site.flagMobileRegistrationPassword',
  CHNGPASSVERIF3: 'site.flagPhoneRecovery',
  DIRECTREG3: 'site.flagFreePlay',
  MOBILEVERCODELOGIN3: 'site.flagSmsLogin',
} as const satisfies Record<WhiteLabelFlag, string>;

const PROBLEM_TEXTS = {
  minimumAge: 'site.minimumAgeFormat',
  largeAdjustmentAmount: 'site.largeAdjustmentFormat',
  defaultLanguage: 'site.defaultLanguageEnabled',
} as const;

const TIME_ZONES = Intl.supportedValuesOf('timeZone');

/** The site's settings; saving sends only what changed. Read-only without site.write. */
export function SitePage() {
  const { t } = useConsoleTranslation();
  const site = useQuery(siteQuery);
  const [saved, setSaved] = useState(false);
  return (
    <section className={ui.page} aria-labelledby="site-title">
      <h1 id="site-title" className={ui.pageTitle}>
        {t('site.title')}
      </h1>
      {site.isPending ? <Loading /> : null}
      {site.isError ? <ErrorMessage error={site.error} /> : null}
      {saved ? (
        <p className={ui.success} role="status">
          {t('site.saved')}
        </p>
      ) : null}
      {site.data ? (
        // A new answer (after a save) starts the form again from what the server holds.
        <SiteForm
          key={site.dataUpdatedAt}
          settings={site.data}
          onEdit={() => setSaved(false)}
          onSaved={() => setSaved(true)}
        />
      ) : null}
      <RegistrationRules />
    </section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={`${ui.card} ${styles.section}`}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

interface SiteFormProps {
  settings: ConsoleSiteSettings;
  onEdit: () => void;
  onSaved: () => void;
}

function SiteForm({ settings, onEdit, onSaved }: SiteFormProps) {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('site.write');
  const client = useQueryClient();
  const [draft, setDraft] = useState<SiteDraft>(() => toDraft(settings));
  const [showProblem, setShowProblem] = useState(false);
  const save = useMutation({
    mutationFn: updateSite,
    onSuccess: async () => {
      onSaved();
      await client.invalidateQueries({ queryKey: siteQuery.queryKey });
    },
  });
  const changes = siteChanges(settings, draft);
  const changed = Object.keys(changes).length > 0;
  const problem = siteProblem(draft);

  const edit = <Field extends keyof SiteDraft>(field: Field, value: SiteDraft[Field]) => {
    onEdit();
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const text = (
    field: { [F in keyof SiteDraft]: SiteDraft[F] extends string ? F : never }[keyof SiteDraft],
  ) => ({
    value: draft[field],
    onValueChange: (value: string) => edit(field, value),
  });
  const check = (
    field: 'maintenanceEnabled' | 'sliderVerification' | 'routeGuard' | 'walletReturnOnLeave',
  ) => ({
    checked: draft[field],
    onCheckedChange: (value: boolean) => edit(field, value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblem(true);
    if (!problem && changed) save.mutate(changes);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.all} disabled={!canWrite}>
        {!canWrite ? <p className={ui.muted}>{t('site.readOnly')}</p> : null}
        <Section title={t('site.maintenance')}>
          <CheckField label={t('site.maintenanceEnabled')} {...check('maintenanceEnabled')} />
          <Field label={t('site.maintenanceTitle')} maxLength={200} {...text('maintenanceTitle')} />
          <TextAreaField
            label={t('site.maintenanceText')}
            maxLength={2000}
            {...text('maintenanceText')}
          />
          <Field
            label={t('site.maintenanceEndAt')}
            type="datetime-local"
            {...text('maintenanceEndAt')}
          />
        </Section>
        <Section title={t('site.access')}>
          <CheckField label={t('site.sliderVerification')} {...check('sliderVerification')} />
          <CheckField label={t('site.routeGuard')} {...check('routeGuard')} />
          <Field label={t('site.minimumAge')} inputMode="numeric" {...text('minimumAge')} />
        </Section>
        <Section title={t('site.flags')}>
          {settings.flags.map((flag) => (
            <CheckField
              key={flag.code}
              label={isWhiteLabelFlag(flag.code) ? t(FLAG_LABELS[flag.code]) : flag.code}
              checked={draft.flags[flag.code] ?? flag.enabled}
              onCheckedChange={(enabled) => edit('flags', { ...draft.flags, [flag.code]: enabled })}
            />
          ))}
        </Section>
        <Section title={t('site.currencyAndLanguages')}>
          <div className={styles.row}>
            <Field label={t('site.currencyCode')} maxLength={3} {...text('currencyCode')} />
            <Field label={t('site.currencySymbol')} maxLength={8} {...text('currencySymbol')} />
          </div>
          <fieldset className={styles.group}>
            <legend className={ui.label}>{t('site.languages')}</legend>
            {LANGUAGES.map((language) => (
              <CheckField
                key={language}
                label={LANGUAGE_META[language].nativeName}
                checked={draft.languages.includes(language)}
                onCheckedChange={(enabled) =>
                  edit(
                    'languages',
                    LANGUAGES.filter((code) =>
                      code === language ? enabled : draft.languages.includes(code),
                    ),
                  )
                }
              />
            ))}
          </fieldset>
          <SelectField
            label={t('site.defaultLanguage')}
            value={draft.defaultLanguage}
            onValueChange={(value) => edit('defaultLanguage', value)}
            options={LANGUAGES.map((code) => ({
              value: code,
              label: LANGUAGE_META[code].nativeName,
            }))}
          />
          <Field
            label={t('site.timezone')}
            list="console-time-zones"
            autoComplete="off"
            {...text('timezone')}
          />
          <datalist id="console-time-zones">
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </Section>
        <Section title={t('site.region')}>
          <TextAreaField
            label={t('site.blockedCountries')}
            hint={t('site.listHint')}
            {...text('blockedCountries')}
          />
          <TextAreaField
            label={t('site.ipAllowList')}
            hint={t('site.listHint')}
            {...text('ipAllowList')}
          />
          <TextAreaField
            label={t('site.ipDenyList')}
            hint={t('site.listHint')}
            {...text('ipDenyList')}
          />
          <TextAreaField
            label={t('site.regionRestrictionText')}
            maxLength={2000}
            {...text('regionRestrictionText')}
          />
        </Section>
        <Section title={t('site.money')}>
          <Field
            label={t('site.largeAdjustmentAmount')}
            inputMode="decimal"
            {...text('largeAdjustmentAmount')}
          />
          <p className={ui.muted}>{t('site.largeAdjustmentHint')}</p>
          <CheckField label={t('site.walletReturnOnLeave')} {...check('walletReturnOnLeave')} />
        </Section>
        {showProblem && problem ? (
          <p className={ui.error} role="alert">
            {t(PROBLEM_TEXTS[problem])}
          </p>
        ) : null}
        {save.isError ? <ErrorMessage error={save.error} /> : null}
        {canWrite ? (
          <div className={ui.actions}>
            <button
              type="submit"
              className="button button--primary"
              disabled={!changed || save.isPending}
            >
              {t('site.save')}
            </button>
            <button
              type="button"
              className="button"
              disabled={!changed || save.isPending}
              onClick={() => {
                setShowProblem(false);
                setDraft(toDraft(settings));
              }}
            >
              {t('site.discard')}
            </button>
            {!changed ? <span className={ui.muted}>{t('site.noChanges')}</span> : null}
          </div>
        ) : null}
      </fieldset>
    </form>
  );
}
