import { useId, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  BANNER_IMAGE_MAX_BYTES,
  BANNER_IMAGE_TYPES,
  LANGUAGES,
  type Language,
} from '@wps/shared-types';
import { LANGUAGE_META } from '../../../../lib/languages';
import { useConsoleTranslation } from '../../../lib/i18n';
import { CheckField, Field, SelectField } from '../../../ui/Field';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { uploadBannerImage } from '../api';
import type { ScheduleDraft } from '../content-form';
import styles from './Content.module.css';

// The pieces every content form is made of, so each kind's form only lists its fields.

/** A field's text and how it changes, as the draft holds it. */
interface TextValueProps {
  value: string;
  onValueChange: (value: string) => void;
}

/** Short fields side by side. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={styles.fields}>{children}</div>;
}

/** One group of inputs a language, named by the language itself. */
export function LanguageFields({ children }: { children: (language: Language) => ReactNode }) {
  return (
    <div className={styles.languages}>
      {LANGUAGES.map((language) => (
        <fieldset
          key={language}
          className={styles.language}
          lang={LANGUAGE_META[language].htmlLang}
        >
          <legend>{LANGUAGE_META[language].nativeName}</legend>
          {children(language)}
        </fieldset>
      ))}
    </div>
  );
}

/** A row's code: the site's name for it, unique in its list. */
export function CodeField({ value, onValueChange, hint }: TextValueProps & { hint: string }) {
  const { t } = useConsoleTranslation();
  return (
    <Field
      label={t('content.code')}
      required
      maxLength={64}
      autoComplete="off"
      value={value}
      onValueChange={onValueChange}
      hint={hint}
    />
  );
}

/** A drop-down over known values: only one of them reaches `onChoose`. */
export function ChoiceField<Value extends string>({
  label,
  value,
  choices,
  onChoose,
  disabled,
}: {
  label: string;
  value: Value;
  choices: readonly { value: Value; label: string }[];
  onChoose: (value: Value) => void;
  disabled?: boolean;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      disabled={disabled}
      options={choices}
      onValueChange={(next) => {
        const chosen = choices.find((choice) => choice.value === next);
        if (chosen) onChoose(chosen.value);
      }}
    />
  );
}

/** Whether players see the row (within its schedule, where it has one). */
export function EnabledField({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const { t } = useConsoleTranslation();
  return (
    <CheckField label={t('content.enabled')} checked={checked} onCheckedChange={onCheckedChange} />
  );
}

/** Where a row stands in its list; empty takes the default (0). */
export function SortOrderField({ value, onValueChange }: TextValueProps) {
  const { t } = useConsoleTranslation();
  return (
    <Field
      label={t('content.sortOrder')}
      type="number"
      min={0}
      inputMode="numeric"
      value={value}
      onValueChange={onValueChange}
      hint={t('content.sortOrderHint')}
    />
  );
}

/** Every language (''), or one. */
export function LanguageSelect({ value, onValueChange }: TextValueProps) {
  const { t } = useConsoleTranslation();
  return (
    <SelectField
      label={t('content.language')}
      value={value}
      onValueChange={onValueChange}
      options={[
        { value: '', label: t('content.everyLanguage') },
        ...LANGUAGES.map((language) => ({
          value: language,
          label: LANGUAGE_META[language].nativeName,
        })),
      ]}
    />
  );
}

/** Start and (exclusive) end, in the browser's time zone; empty is no bound. */
export function ScheduleFields({
  value,
  onChange,
  startRequired = false,
}: {
  value: ScheduleDraft;
  onChange: (patch: Partial<ScheduleDraft>) => void;
  startRequired?: boolean;
}) {
  const { t } = useConsoleTranslation();
  return (
    <FieldGrid>
      <Field
        label={t('content.startsAt')}
        type="datetime-local"
        required={startRequired}
        value={value.startsAt}
        onValueChange={(startsAt) => onChange({ startsAt })}
        hint={startRequired ? undefined : t('content.noBound')}
      />
      <Field
        label={t('content.endsAt')}
        type="datetime-local"
        value={value.endsAt}
        onValueChange={(endsAt) => onChange({ endsAt })}
        hint={t('content.noBound')}
      />
    </FieldGrid>
  );
}

type PictureProblem = 'content.pictureTooLarge' | 'content.pictureType' | null;

function pictureProblem(file: File): PictureProblem {
  if (!BANNER_IMAGE_TYPES.some((type) => type === file.type)) return 'content.pictureType';
  if (file.size > BANNER_IMAGE_MAX_BYTES) return 'content.pictureTooLarge';
  return null;
}

/**
 * A picture of this site: a path typed in, or a file uploaded through the banner-image route,
 * whose answer is the path. The picture itself shows under the field.
 */
export function PictureField({ value, onValueChange }: TextValueProps) {
  const { t } = useConsoleTranslation();
  const hintId = useId();
  const [problem, setProblem] = useState<PictureProblem>(null);
  const upload = useMutation({
    mutationFn: uploadBannerImage,
    onSuccess: (image) => onValueChange(image.url),
  });
  const choose = (file: File | undefined) => {
    upload.reset();
    if (!file) return;
    const found = pictureProblem(file);
    setProblem(found);
    if (!found) upload.mutate(file);
  };
  // Only a path on this site shows: the site's content security policy allows no other.
  const shown = value.startsWith('/') && !value.startsWith('//') ? value : null;

  return (
    <div className={ui.field}>
      <div className={styles.picture}>
        <Field
          label={t('content.picture')}
          value={value}
          required
          onValueChange={onValueChange}
          aria-describedby={hintId}
        />
        <label className={`button ${styles.upload}`}>
          {upload.isPending ? t('content.uploading') : t('content.upload')}
          <input
            type="file"
            className="visually-hidden"
            accept={BANNER_IMAGE_TYPES.join(',')}
            disabled={upload.isPending}
            aria-describedby={hintId}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      <p id={hintId} className={ui.hint}>
        {t('content.pictureHint')}
      </p>
      {problem ? (
        <p className={ui.error} role="alert">
          {t(problem)}
        </p>
      ) : null}
      {upload.isError ? <ErrorMessage error={upload.error} /> : null}
      {shown ? (
        <img className={styles.preview} src={shown} alt={t('content.picturePreview')} />
      ) : null}
    </div>
  );
}
