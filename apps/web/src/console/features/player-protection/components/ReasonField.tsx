import { PROTECTION_REASON_LENGTH } from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { TextAreaField } from '../../../ui/Field';
import ui from '../../../ui/ui.module.css';

const BOUNDS = { min: PROTECTION_REASON_LENGTH.min, max: PROTECTION_REASON_LENGTH.max };

/** The reason an operator gives for a protection decision, with its length rule. */
export function ReasonField({
  label,
  value,
  onValueChange,
  refused,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Whether the reason was sent and is too short or too long. */
  refused: boolean;
}) {
  const { t } = useConsoleTranslation();
  return (
    <>
      <TextAreaField
        label={label}
        value={value}
        onValueChange={onValueChange}
        maxLength={PROTECTION_REASON_LENGTH.max}
        rows={3}
        hint={t('protection.reasonHint', BOUNDS)}
        aria-invalid={refused ? true : undefined}
      />
      {refused ? (
        <p className={ui.error} role="alert">
          {t('protection.reasonLength', BOUNDS)}
        </p>
      ) : null}
    </>
  );
}
