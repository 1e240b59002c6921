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
import { Field, SelectField } from '../../../ui/Field';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { uploadBannerImage } from '../api';
import type { ScheduleDraft } from '../content-form';
import styles from './Content.module.css';

// The pieces every content form is made of, so each kind's form only lists its fields.

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

/** Where a row stands in its list; empty takes the default (0). */
export function SortOrderField({
  value,
  onValueChange,
}: {
  value: string;
  onValueChange: (value: string) => void;
}) {
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
export function LanguageSelect({
  value,
  onValueChange,
}: {
  value: string;
  onValueChange: (value: string) => void;
}) {
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
export function PictureField({
  value,
  onValueChange,
}: {
  value: string;
  onValueChange: (value: string) => void;
}) {
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
