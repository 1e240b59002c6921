import { useMutation } from '@tanstack/react-query';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field } from '../../../ui/Field';
import { ErrorMessage } from '../../../ui/QueryStatus';
import { rotateWalletSecret } from '../api';

/**
 * Rotates the vendor's built-in-protocol secret and shows the new one this once, for the
 * operator to hand to the vendor; nothing else ever shows it again.
 */
export function WalletSecretRotation({ vendorCode }: { vendorCode: string }) {
  const { t } = useConsoleTranslation();
  const rotation = useMutation({ mutationFn: () => rotateWalletSecret(vendorCode) });
  return (
    <div>
      <button
        type="button"
        className="button"
        onClick={() => rotation.mutate()}
        disabled={rotation.isPending}
        aria-describedby={`${vendorCode}-rotate-hint`}
      >
        {t('catalogue.rotateSecret')}
      </button>
      <p id={`${vendorCode}-rotate-hint`}>{t('catalogue.rotateSecretHint')}</p>
      {rotation.isError ? <ErrorMessage error={rotation.error} /> : null}
      {rotation.data ? (
        <Field
          label={t('catalogue.newSecret')}
          value={rotation.data.secret}
          onValueChange={() => undefined}
          readOnly
        />
      ) : null}
    </div>
  );
}
