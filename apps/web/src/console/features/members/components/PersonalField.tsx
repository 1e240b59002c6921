import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { MemberPersonalField } from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { ErrorMessage } from '../../../ui/QueryStatus';
import { useCan } from '../../sign-in';
import { revealField } from '../api';

const FIELD_LABELS = {
  phone: 'members.phone',
  email: 'members.email',
  bankAccount: 'members.bankAccount',
  identityNumber: 'members.identityNumber',
} as const satisfies Record<MemberPersonalField, string>;

/**
 * A personal field as the server sent it (masked); an operator with members.reveal shows it in
 * clear, one field at a time, each reveal audited. The clear value lives in this component only.
 */
export function PersonalField({
  memberId,
  field,
  masked,
}: {
  memberId: number;
  field: MemberPersonalField;
  masked: string | null;
}) {
  const { t } = useConsoleTranslation();
  const canReveal = useCan('members.reveal');
  const [clear, setClear] = useState<string | null>(null);
  const reveal = useMutation({
    mutationFn: () => revealField(memberId, field),
    onSuccess: (revealed) => setClear(revealed.value),
  });
  const label = t(FIELD_LABELS[field]);
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {clear ?? masked ?? t('common.none')}{' '}
        {canReveal && masked !== null ? (
          clear === null ? (
            <button
              type="button"
              className="link-button"
              aria-label={t('members.revealField', { field: label })}
              disabled={reveal.isPending}
              onClick={() => reveal.mutate()}
            >
              {t('members.reveal')}
            </button>
          ) : (
            <button
              type="button"
              className="link-button"
              aria-label={t('members.hideField', { field: label })}
              onClick={() => setClear(null)}
            >
              {t('members.hide')}
            </button>
          )
        ) : null}
        {reveal.isError ? <ErrorMessage error={reveal.error} /> : null}
      </dd>
    </div>
  );
}
