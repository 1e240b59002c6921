import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_CONTENT_LENGTH,
  FEEDBACK_IMAGE_MAX_MEGABYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_QUESTION_TYPE_LABELS,
  FEEDBACK_QUESTION_TYPES,
  feedbackContentLength,
} from '@wps/shared-types';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { FormMessage, SubmitButton } from '../../../ui/Form';
import { Modal } from '../../../ui/Modal';
import { ProofImagePicker } from '../../../ui/ProofImagePicker';
import { useLanguage } from '../../i18n';
import { sendFeedback } from '../api';
import { checkFeedbackDraft, type FeedbackDraftErrors } from '../feedback-draft';
import formStyles from '../../../ui/Form.module.css';
import styles from './FeedbackDialog.module.css';

/** The feedback form (spec 2 §5): a question type, a message and up to three pictures. */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const [questionType, setQuestionType] = useState('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<FeedbackDraftErrors>({});
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

  const changeImages = (next: File[], error: string | null) => {
    setImages(next);
    setErrors(({ images: _previous, ...others }) =>
      error ? { ...others, images: error } : others,
    );
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

        <ProofImagePicker
          images={images}
          onChange={changeImages}
          error={errors.images}
          language={language}
          texts={{
            legend: t('feedback.images'),
            hint: t('feedback.imagesHint', {
              max: FEEDBACK_MAX_IMAGES,
              size: FEEDBACK_IMAGE_MAX_MEGABYTES,
            }),
            add: t('feedback.addImages'),
            remove: (name) => t('feedback.removeImage', { name }),
          }}
        />

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
