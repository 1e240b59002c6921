import { useEffect, useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_CONTENT_LENGTH,
  FEEDBACK_IMAGE_MAX_MEGABYTES,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_QUESTION_TYPE_LABELS,
  FEEDBACK_QUESTION_TYPES,
  feedbackContentLength,
} from '@wps/shared-types';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { FormMessage, SubmitButton } from '../../../ui/Form';
import { Modal } from '../../../ui/Modal';
import { useLanguage } from '../../i18n';
import { sendFeedback } from '../api';
import { addPickedImages, checkFeedbackDraft, type FeedbackDraftErrors } from '../feedback-draft';
import formStyles from '../../../ui/Form.module.css';
import styles from './FeedbackDialog.module.css';

/** Previews of the chosen files, released when the list changes or the form closes. */
function usePreviews(files: File[]): string[] {
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  return previews;
}

/** The feedback form (spec 2 §5): a question type, a message and up to three pictures. */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const [questionType, setQuestionType] = useState('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<FeedbackDraftErrors>({});
  const previews = usePreviews(images);
  const mutation = useMutation({
    mutationFn: sendFeedback,
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = { questionType, content, images };
    const found = checkFeedbackDraft(draft, language);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate(draft);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again after removing it is a change too.
    event.target.value = '';
    const added = addPickedImages(images, picked, language);
    setImages(added.images);
    setErrors(({ images: _previous, ...others }) =>
      added.error ? { ...others, images: added.error } : others,
    );
  };

  const remove = (index: number) => {
    setImages(images.filter((_file, position) => position !== index));
    setErrors(({ images: _previous, ...others }) => others);
  };

  const fieldFailed = Object.keys(fieldErrorsOf(mutation.error)).length > 0;
  const describedBy = (...ids: Array<string | false>) => ids.filter(Boolean).join(' ') || undefined;

  if (mutation.isSuccess) {
    return (
      <Modal title={t('feedback.title')} onClose={onClose}>
        <div className={formStyles.form}>
          <FormMessage tone="success">{t('feedback.sent')}</FormMessage>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('feedback.done')}
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title={t('feedback.title')} onClose={onClose}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <p className={formStyles.hint}>{t('feedback.intro')}</p>
        <div className={formStyles.field}>
          <label
            htmlFor={`${id}-type`}
            className={`${formStyles.label} ${formStyles.requiredLabel}`}
          >
            {t('feedback.questionType')}
          </label>
          <select
            id={`${id}-type`}
            className={formStyles.select}
            value={questionType}
            onChange={(event) => setQuestionType(event.target.value)}
            aria-required
            aria-invalid={errors.questionType ? true : undefined}
            aria-describedby={describedBy(Boolean(errors.questionType) && `${id}-type-error`)}
          >
            <option value="">{t('feedback.chooseType')}</option>
            {FEEDBACK_QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {FEEDBACK_QUESTION_TYPE_LABELS[type][language]}
              </option>
            ))}
          </select>
          {errors.questionType && (
            <p id={`${id}-type-error`} className={formStyles.error} role="alert">
              {errors.questionType}
            </p>
          )}
        </div>

        <div className={formStyles.field}>
          <label
            htmlFor={`${id}-content`}
            className={`${formStyles.label} ${formStyles.requiredLabel}`}
          >
            {t('feedback.content')}
          </label>
          <textarea
            id={`${id}-content`}
            className={`${formStyles.input} ${styles.content}`}
            rows={6}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            aria-required
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={describedBy(
              `${id}-count`,
              Boolean(errors.content) && `${id}-content-error`,
            )}
          />
          <p id={`${id}-count`} className={`${formStyles.hint} ${styles.count}`}>
            {t('feedback.count', {
              count: feedbackContentLength(content),
              max: FEEDBACK_CONTENT_LENGTH.max,
            })}
          </p>
          {errors.content && (
            <p id={`${id}-content-error`} className={formStyles.error} role="alert">
              {errors.content}
            </p>
          )}
        </div>

        <fieldset className={styles.images} aria-describedby={`${id}-images-hint`}>
          <legend className={formStyles.label}>{t('feedback.images')}</legend>
          <p id={`${id}-images-hint`} className={formStyles.hint}>
            {t('feedback.imagesHint', {
              max: FEEDBACK_MAX_IMAGES,
              size: FEEDBACK_IMAGE_MAX_MEGABYTES,
            })}
          </p>
          {images.length > 0 && (
            <ul className={styles.thumbnails}>
              {images.map((file, index) => (
                <li key={`${index}-${file.name}-${file.lastModified}`} className={styles.thumbnail}>
                  <img src={previews[index]} alt={file.name} />
                  <button
                    type="button"
                    className={styles.remove}
                    onClick={() => remove(index)}
                    aria-label={t('feedback.removeImage', { name: file.name })}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {images.length < FEEDBACK_MAX_IMAGES && (
            <label className={`button button--ghost ${styles.pick}`}>
              <input
                type="file"
                className="visually-hidden"
                accept={FEEDBACK_IMAGE_TYPES.join(',')}
                multiple
                onChange={pick}
              />
              {t('feedback.addImages')}
            </label>
          )}
          {errors.images && (
            <p className={formStyles.error} role="alert">
              {errors.images}
            </p>
          )}
        </fieldset>

        {mutation.isError && !fieldFailed && (
          <FormMessage>{errorText(t, mutation.error)}</FormMessage>
        )}
        <div className={formStyles.actions}>
          <SubmitButton pending={mutation.isPending}>
            {mutation.isPending ? t('feedback.sending') : t('feedback.send')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
