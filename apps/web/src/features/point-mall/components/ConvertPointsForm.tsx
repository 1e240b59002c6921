import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAYMENT_PASSWORD_PATTERN } from '@wps/shared-types';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../../../ui/Form';
import { useLanguage, useWholeNumber } from '../../i18n';
import { useAttemptKey } from '../../transfer-upline';
import { useMoneyFormat, walletKeys } from '../../wallet';
import { convertPoints, fetchPointConfig, pointMallKeys } from '../api';
import formStyles from '../../../ui/Form.module.css';
import styles from './PointMall.module.css';

type Field = 'points' | 'paymentPassword';

/** Points to cash into the main wallet at the operator's rate, with the payment password. */
export function ConvertPointsForm() {
  const { t } = useTranslation('points');
  const { t: siteT } = useTranslation();
  const { language } = useLanguage();
  const money = useMoneyFormat();
  const number = useWholeNumber();
  const queryClient = useQueryClient();
  const [points, setPoints] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const attempt = useAttemptKey();
  const config = useQuery({
    queryKey: pointMallKeys.config,
    queryFn: ({ signal }) => fetchPointConfig(signal),
  });
  const convert = useMutation({
    mutationFn: (count: number) =>
      convertPoints({ points: count, paymentPassword }, language, attempt.keyFor(String(count))),
    onError: (error) => setErrors(fieldErrorsOf(error)),
    onSuccess: () => {
      attempt.done();
      setPoints('');
      setPaymentPassword('');
      void queryClient.invalidateQueries({ queryKey: pointMallKeys.member });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
  if (!config.data) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (convert.isPending) return;
    const count = Number(points);
    const found: Partial<Record<Field, string>> = {};
    if (!/^\d+$/.test(points) || count < 1) found.points = t('points.convert.pointsRequired');
    if (!PAYMENT_PASSWORD_PATTERN.test(paymentPassword)) {
      found.paymentPassword = t('points.convert.passwordRequired');
    }
    setErrors(found);
    if (Object.keys(found).length === 0) convert.mutate(count);
  };
  const fieldFailed = Object.keys(fieldErrorsOf(convert.error)).length > 0;

  return (
    <section className={styles.rules} aria-labelledby="point-convert">
      <h2 id="point-convert" className={styles.heading}>
        {t('points.convert.title')}
      </h2>
      {config.data.conversionEnabled ? (
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <TextField
            label={t('points.convert.points')}
            value={points}
            onValueChange={(value) => setPoints(value.trim())}
            inputMode="numeric"
            required
            error={errors.points}
            hint={t('points.convert.hint', {
              amount: money(config.data.cashPerPoint),
              minimum: number(config.data.minimumConversionPoints),
            })}
          />
          <PasswordField
            label={t('points.convert.paymentPassword')}
            name="convertPaymentPassword"
            value={paymentPassword}
            onValueChange={setPaymentPassword}
            error={errors.paymentPassword}
            inputMode="numeric"
            autoComplete="off"
          />
          {convert.isError && !fieldFailed && (
            <FormMessage>{errorText(siteT, convert.error)}</FormMessage>
          )}
          {convert.isSuccess && (
            <FormMessage tone="success">
              {t('points.convert.done', {
                points: number(convert.data.pointsRequired),
                amount: money(convert.data.amountRequired),
              })}
            </FormMessage>
          )}
          <div className={formStyles.actions}>
            <SubmitButton pending={convert.isPending}>{t('points.convert.submit')}</SubmitButton>
          </div>
        </form>
      ) : (
        <p>{t('points.convert.off')}</p>
      )}
    </section>
  );
}
