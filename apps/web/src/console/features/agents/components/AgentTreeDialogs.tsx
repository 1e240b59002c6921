import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENT_CHANGE_REASON_LENGTH, type ConsoleAgentNode } from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Dialog } from '../../../ui/Dialog';
import { Field, TextAreaField } from '../../../ui/Field';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { agentKeys, moveAccount, setRatio } from '../api';

interface DialogProps {
  node: ConsoleAgentNode;
  onClose: () => void;
}

/** A change of the tree: the tree's queries are read again, and the dialog closes. */
function useTreeChange<T>(change: (request: T) => Promise<unknown>, onClose: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: agentKeys.tree });
      onClose();
    },
  });
}

/** The reason of an agent change, kept in the audit trail. */
export function ReasonField({
  value,
  onValueChange,
}: {
  value: string;
  onValueChange: (v: string) => void;
}) {
  const { t } = useConsoleTranslation();
  return (
    <TextAreaField
      label={t('agents.tree.reason')}
      value={value}
      onValueChange={onValueChange}
      minLength={AGENT_CHANGE_REASON_LENGTH.min}
      maxLength={AGENT_CHANGE_REASON_LENGTH.max}
      rows={3}
      required
      hint={t('agents.tree.reasonHint', AGENT_CHANGE_REASON_LENGTH)}
    />
  );
}

/** Moves an account, with everything below it, under another agent. */
export function MoveDialog({ node, onClose }: DialogProps) {
  const { t } = useConsoleTranslation();
  const [uplineAccount, setUplineAccount] = useState('');
  const [reason, setReason] = useState('');
  const move = useTreeChange(moveAccount, onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate({ memberId: node.memberId, uplineAccount: uplineAccount.trim(), reason });
  };
  return (
    <Dialog title={t('agents.tree.moveTitle', { account: node.account })} onClose={onClose}>
      <form className={ui.form} onSubmit={submit}>
        <p className={ui.muted}>
          {t('agents.tree.moveHint', { count: node.teamSize, upline: node.upline ?? '-' })}
        </p>
        <Field
          label={t('agents.tree.newUpline')}
          value={uplineAccount}
          onValueChange={setUplineAccount}
          autoComplete="off"
          required
        />
        <ReasonField value={reason} onValueChange={setReason} />
        {move.isError ? <ErrorMessage error={move.error} /> : null}
        <div className={ui.actions}>
          <button type="button" className="button" onClick={onClose}>
            {t('agents.tree.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={move.isPending}>
            {t('agents.tree.confirmMove')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Sets an agent's share ratio, within its upline's and above its sub-agents'. */
export function RatioDialog({
  node,
  uplineRatio,
  onClose,
}: DialogProps & { uplineRatio: string | null }) {
  const { t } = useConsoleTranslation();
  const [ratio, setRatioText] = useState(node.ratio ?? '');
  const [reason, setReason] = useState('');
  const save = useTreeChange(setRatio, onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ memberId: node.memberId, ratio: ratio.trim(), reason });
  };
  return (
    <Dialog title={t('agents.tree.ratioTitle', { account: node.account })} onClose={onClose}>
      <form className={ui.form} onSubmit={submit}>
        <Field
          label={t('agents.tree.ratioPercent')}
          value={ratio}
          onValueChange={setRatioText}
          inputMode="decimal"
          required
          hint={
            node.upline
              ? t('agents.tree.ratioCeiling', { ratio: uplineRatio ?? '-' })
              : t('agents.tree.ratioTop')
          }
        />
        <ReasonField value={reason} onValueChange={setReason} />
        {save.isError ? <ErrorMessage error={save.error} /> : null}
        <div className={ui.actions}>
          <button type="button" className="button" onClick={onClose}>
            {t('agents.tree.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('agents.tree.saveRatio')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
