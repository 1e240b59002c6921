import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_PASSWORD_PATTERN,
  POINT_REDEEM_MAX_QUANTITY,
  type PointGoods,
} from '@wps/shared-types';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../../../ui/Form';
import { Modal } from '../../../ui/Modal';
import { useLanguage, useWholeNumber } from '../../i18n';
import { useAttemptKey } from '../../transfer-upline';
import { pointMallKeys, redeemPointReward } from '../api';
import formStyles from '../../../ui/Form.module.css';

type Field = 'quantity' | 'shippingAddress' | 'paymentPassword';

/**
 * Exchanging one good: quantity, shipping address and the payment password. One key per
 * attempt (useAttemptKey): a double click or a retry of the same order makes one order.
 */
export function RedeemDialog({ goods, onClose }: { goods: PointGoods; onClose: () => void }) {
  const { t } = useTranslation('points');
  const { t: siteT } = useTranslation();
  const { language } = useLanguage();
  const number = useWholeNumber();
  const queryClient = useQueryClient();
  const [quantity, setQuantity] = useState('1');
  const [shippingAddress, setShippingAddress] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const attempt = useAttemptKey();
  const count = Number(quantity);
  const validCount = Number.isInteger(count) && count >= 1 && count <= POINT_REDEEM_MAX_QUANTITY;
  const redeem = useMutation({
    mutationFn: () =>
      redeemPointReward(
        { goodsId: goods.id, quantity: count, shippingAddress, paymentPassword },
        language,
        attempt.keyFor(`${goods.id}:${count}:${shippingAddress}`),
      ),
    onError: (error) => setErrors(fieldErrorsOf(error)),
    onSuccess: () => {
      attempt.done();
      setPaymentPassword('');
      void queryClient.invalidateQueries({ queryKey: pointMallKeys.member });
      void queryClient.invalidateQueries({ queryKey: ['pointMall', 'goods'] });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (redeem.isPending || redeem.isSuccess) return;
    const found: Partial<Record<Field, string>> = {};
    if (!validCount) {
      found.quantity = t('points.redeem.quantityRange', { max: POINT_REDEEM_MAX_QUANTITY });
    }
    if (!PAYMENT_PASSWORD_PATTERN.test(paymentPassword)) {
      found.paymentPassword = t('points.convert.passwordRequired');
    }
    setErrors(found);
    if (Object.keys(found).length === 0) redeem.mutate();
  };
  const fieldFailed = Object.keys(fieldErrorsOf(redeem.error)).length > 0;

  return (
    <Modal title={t('points.redeem.title', { name: goods.name })} onClose={onClose} size="small">
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('points.redeem.quantity')}
          value={quantity}
          onValueChange={(value) => setQuantity(value.trim())}
          inputMode="numeric"
          required
          error={errors.quantity}
          hint={t('points.redeem.total', {
            points: number(goods.pointsRequired * (validCount ? count : 1)),
          })}
        />
        <TextField
          label={t('points.redeem.address')}
          value={shippingAddress}
          onValueChange={setShippingAddress}
          maxLength={300}
          hint={t('points.redeem.addressHint')}
          error={errors.shippingAddress}
        />
        <PasswordField
          label={t('points.convert.paymentPassword')}
          name="paymentPassword"
          value={paymentPassword}
          onValueChange={setPaymentPassword}
          error={errors.paymentPassword}
          inputMode="numeric"
          autoComplete="off"
        />
        {redeem.isError && !fieldFailed && (
          <FormMessage>{errorText(siteT, redeem.error)}</FormMessage>
        )}
        {redeem.isSuccess && (
          <FormMessage tone="success">
            {t('points.redeem.done', { number: redeem.data.transactionNo })}
          </FormMessage>
        )}
        {/* Once placed, the dialog's own close button is the way out. */}
        {!redeem.isSuccess && (
          <div className={formStyles.actions}>
            <SubmitButton pending={redeem.isPending}>{t('points.redeem.submit')}</SubmitButton>
          </div>
        )}
      </form>
    </Modal>
  );
}
