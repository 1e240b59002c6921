import { useState } from 'react';
import type { ConsoleMemberDetail } from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { TextAreaField } from '../../../ui/Field';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { lockMember, resetPassword, setMonitoring } from '../api';
import { useMemberWrite } from '../hooks/useMemberWrite';

type OpenDialog = 'lock' | 'reset' | null;

/** Lock or unlock (with a reason) and reset the password to the default; members.write only. */
export function MemberActions({ member }: { member: ConsoleMemberDetail }) {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('members.write');
  const [open, setOpen] = useState<OpenDialog>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const close = () => setOpen(null);
  const lock = useMemberWrite(
    member.id,
    (locked: boolean) => lockMember(member.id, { locked, reason: reason.trim() || undefined }),
    () => {
      setDone(member.locked ? t('members.unlockedDone') : t('members.lockedDone'));
      setReason('');
      close();
    },
  );
  const reset = useMemberWrite(
    member.id,
    () => resetPassword(member.id),
    () => {
      setDone(t('members.resetDone'));
      close();
    },
  );
  const monitoring = useMemberWrite(
    member.id,
    (monitored: boolean) => setMonitoring(member.id, monitored),
    (answer) =>
      setDone(answer.monitored ? t('members.monitoredDone') : t('members.unmonitoredDone')),
  );
  if (!canWrite) return null;

  return (
    <section className={ui.card} aria-labelledby="member-actions">
      <h2 id="member-actions" className={ui.cardTitle}>
        {t('members.actions')}
      </h2>
      <div className={ui.actions}>
        <button
          type="button"
          className={member.locked ? 'button' : 'button button--danger'}
          onClick={() => {
            lock.reset();
            setDone(null);
            setOpen('lock');
          }}
        >
          {member.locked ? t('members.unlock') : t('members.lock')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            reset.reset();
            setDone(null);
            setOpen('reset');
          }}
        >
          {t('members.resetPassword')}
        </button>
        <button
          type="button"
          className="button"
          disabled={monitoring.isPending}
          onClick={() => {
            setDone(null);
            monitoring.mutate(!member.monitored);
          }}
        >
          {member.monitored ? t('members.unmonitor') : t('members.monitor')}
        </button>
      </div>
      {done ? (
        <p className={ui.success} role="status">
          {done}
        </p>
      ) : null}
      {open === 'lock' ? (
        <ConfirmDialog
          title={member.locked ? t('members.unlockTitle') : t('members.lockTitle')}
          confirmLabel={member.locked ? t('members.unlock') : t('members.lock')}
          busy={lock.isPending}
          error={lock.error}
          onClose={close}
          onConfirm={() => lock.mutate(!member.locked)}
        >
          <TextAreaField
            label={t('members.reason')}
            value={reason}
            onValueChange={setReason}
            maxLength={500}
          />
        </ConfirmDialog>
      ) : null}
      {open === 'reset' ? (
        <ConfirmDialog
          title={t('members.resetTitle')}
          confirmLabel={t('members.resetPassword')}
          busy={reset.isPending}
          error={reset.error}
          onClose={close}
          onConfirm={() => reset.mutate(undefined)}
        >
          <p className={ui.muted}>{t('members.resetText', { account: member.account })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
