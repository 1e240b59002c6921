import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/Form';
import styles from '../../../ui/Form.module.css';

interface CaptchaFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  image: string | null;
  onRefresh: () => void;
  error?: string | null;
}

/** The captcha answer with its image; a click on the image asks for a new one. */
export function CaptchaField({ value, onValueChange, image, onRefresh, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('verification.captcha')}
      name="captcha"
      value={value}
      onValueChange={onValueChange}
      error={error}
      required
      autoComplete="off"
      maxLength={16}
      addon={
        <button
          type="button"
          className={styles.captchaImage}
          onClick={onRefresh}
          aria-label={t('verification.captchaRefresh')}
          title={t('verification.captchaRefresh')}
        >
          {image && <img src={image} alt={t('verification.captchaImage')} />}
        </button>
      }
    />
  );
}
