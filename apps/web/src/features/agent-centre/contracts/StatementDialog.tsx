import { useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  amountFromUnits,
  amountToUnits,
  LEDGER_DECIMALS,
  type AgentPayoutLine,
  type AgentPayoutStatement,
  type AgentPayoutView,
} from '@wps/shared-types';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { formatDateTime } from '../../../lib/date-time';
import { FormMessage, PasswordField, SubmitButton } from '../../../ui/Form';
import formStyles from '../../../ui/Form.module.css';
import { Modal } from '../../../ui/Modal';
import { Pager } from '../../../ui/Pager';
import { recordStyles } from '../../member-centre';
import { useAttemptKey } from '../../transfer-upline';
import { useMoneyFormat, walletKeys } from '../../wallet';
import { contractKeys, distributeDividend, fetchStatement } from '../contracts-api';
import styles from '../agent-centre.module.css';
import { DOWNLINE_TYPE_KEYS } from '../labels';
import { CONTRACT_KIND_KEYS, PAYOUT_STATUS_KEYS } from './labels';
import contractStyles from './contracts.module.css';
import { formatPeriod } from './period';

/**
 * One payout explained line by line (GET payout(id)): the team figure, the ratio reached and the
 * share it gives, the downline agents' shares taken off, what was paid; then each direct
 * downline account's figures and what the agent earned from it. A sub-agent's line opens that
 * sub-agent's own payout; a dividend the viewer owes (DUE) can be distributed from here.
 */
export function StatementDialog({ payoutId, onClose }: { payoutId: number; onClose: () => void }) {
  const { t } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  // The payouts opened from lines, so "back" returns to the one before.
  const [trail, setTrail] = useState<number[]>([payoutId]);
  const [pageNo, setPageNo] = useState(1);
  const current = trail[trail.length - 1] ?? payoutId;
  const statement = useQuery({
    queryKey: contractKeys.statement(current, pageNo),
    queryFn: ({ signal }) => fetchStatement(current, pageNo, signal),
    placeholderData: keepPreviousData,
  });
  const open = (id: number) => {
    setTrail((ids) => [...ids, id]);
    setPageNo(1);
  };
  return (
    <Modal title={t('agentCentre.contracts.statement.title')} onClose={onClose} size="large">
      <div className={contractStyles.lines}>
        {trail.length > 1 && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              setTrail((ids) => ids.slice(0, -1));
              setPageNo(1);
            }}
          >
            {t('agentCentre.back')}
          </button>
        )}
        {statement.isError && <p role="alert">{errorText(siteT, statement.error)}</p>}
        {statement.isPending && <p>{siteT('shell.loading')}</p>}
        {statement.data && (
          <Statement statement={statement.data} onOpen={open} onPage={setPageNo} />
        )}
      </div>
    </Modal>
  );
}

function Statement({
  statement,
  onOpen,
  onPage,
}: {
  statement: AgentPayoutStatement;
  onOpen: (payoutId: number) => void;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useTranslation('agentCentre');
  const money = useMoneyFormat();
  const { payout, contract } = statement;
  const dividend = payout.kind === 'DIVIDEND';
  const base = dividend ? dividendBase(payout) : payout.teamTurnover;
  return (
    <>
      <h4 className={styles.subTitle}>
        {t('agentCentre.contracts.statement.heading', {
          kind: t(CONTRACT_KIND_KEYS[payout.kind]),
          agent: contract.agent,
          period: formatPeriod(payout),
        })}
      </h4>
      <ol className={styles.section} aria-label={t('agentCentre.contracts.statement.steps')}>
        <li>
          {dividend
            ? t('agentCentre.contracts.statement.netLoss', {
                netLoss: money(payout.teamNetLoss),
                carriedIn: money(payout.carriedIn),
                members: payout.activeMembers,
              })
            : t('agentCentre.contracts.statement.turnover', {
                turnover: money(payout.teamTurnover),
                members: payout.activeMembers,
              })}
        </li>
        <li>
          {payout.tier === null
            ? t('agentCentre.contracts.statement.noTier')
            : t('agentCentre.contracts.statement.tier', {
                tier: payout.tier + 1,
                ratio: payout.ratio,
              })}
        </li>
        <li>
          {t('agentCentre.contracts.statement.gross', {
            ratio: payout.ratio,
            base: money(base),
            gross: money(payout.grossShare),
          })}
        </li>
        <li>
          {t('agentCentre.contracts.statement.downline', {
            shares: money(payout.downlineShares),
          })}
        </li>
        <li>
          <strong>
            {t('agentCentre.contracts.statement.paid', {
              amount: money(payout.amount),
              status: t(PAYOUT_STATUS_KEYS[payout.status]),
            })}
          </strong>
          {payout.paidAt && ` · ${formatDateTime(payout.paidAt)}`}
          {payout.dueBy &&
            ` · ${t('agentCentre.contracts.statement.dueBy', { time: formatDateTime(payout.dueBy) })}`}
        </li>
      </ol>
      {payout.status === 'DUE' && contract.role === 'UPLINE' && (
        <DistributeForm statement={statement} />
      )}
      <StatementLines statement={statement} onOpen={onOpen} />
      <p className={styles.note}>{t('agentCentre.contracts.statement.rule')}</p>
      <Pager page={statement.pageNo} totalPages={statement.totalPages} onChoose={onPage} />
    </>
  );
}

/** A dividend's base: the team's net loss plus the negative result carried in (0 or below). */
function dividendBase(payout: AgentPayoutView): string {
  const units =
    amountToUnits(payout.teamNetLoss, LEDGER_DECIMALS) +
    amountToUnits(payout.carriedIn, LEDGER_DECIMALS);
  return amountFromUnits(units, LEDGER_DECIMALS);
}

function StatementLines({
  statement,
  onOpen,
}: {
  statement: AgentPayoutStatement;
  onOpen: (payoutId: number) => void;
}) {
  const { t } = useTranslation('agentCentre');
  const money = useMoneyFormat();
  const dividend = statement.payout.kind === 'DIVIDEND';
  const own = (line: AgentPayoutLine) => (dividend ? line.ownNetLoss : line.ownTurnover);
  const team = (line: AgentPayoutLine) => (dividend ? line.teamNetLoss : line.teamTurnover);
  if (statement.lines.length === 0) {
    return <p className={styles.note}>{t('agentCentre.contracts.statement.noLines')}</p>;
  }
  return (
    <div className={recordStyles.tableWrap}>
      <table className={recordStyles.table}>
        <caption className="visually-hidden">{t('agentCentre.contracts.statement.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agentCentre.columns.account')}</th>
            <th scope="col">{t('agentCentre.contracts.columns.type')}</th>
            <th scope="col" className={recordStyles.numeric}>
              {dividend
                ? t('agentCentre.contracts.columns.ownNetLoss')
                : t('agentCentre.contracts.columns.ownTurnover')}
            </th>
            <th scope="col" className={recordStyles.numeric}>
              {dividend
                ? t('agentCentre.contracts.columns.teamNetLoss')
                : t('agentCentre.contracts.columns.teamTurnover')}
            </th>
            <th scope="col" className={recordStyles.numeric}>
              {t('agentCentre.contracts.columns.downlineRatio')}
            </th>
            <th scope="col" className={recordStyles.numeric}>
              {t('agentCentre.contracts.columns.share')}
            </th>
          </tr>
        </thead>
        <tbody>
          {statement.lines.map((line) => (
            <tr key={line.account}>
              <th scope="row">
                {line.downlinePayoutId === null ? (
                  line.account
                ) : (
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => line.downlinePayoutId && onOpen(line.downlinePayoutId)}
                    aria-label={t('agentCentre.contracts.statement.openLine', {
                      account: line.account,
                    })}
                  >
                    {line.account}
                  </button>
                )}
              </th>
              <td>{t(DOWNLINE_TYPE_KEYS[line.type])}</td>
              <td className={recordStyles.numeric}>{money(own(line))}</td>
              <td className={recordStyles.numeric}>{money(team(line))}</td>
              <td className={recordStyles.numeric}>
                {line.downlineRatio === null ? '-' : `${line.downlineRatio}%`}
              </td>
              <td className={recordStyles.numeric}>{money(line.share)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Pays a dividend the viewer owes its sub-agent, from its main wallet, with its payment password. */
function DistributeForm({ statement }: { statement: AgentPayoutStatement }) {
  const { t } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  const money = useMoneyFormat();
  const queryClient = useQueryClient();
  const [paymentPassword, setPaymentPassword] = useState('');
  // One key per attempt: a retry after a lost answer sends the same key, so it pays once.
  const attempt = useAttemptKey();
  const { payout } = statement;
  const distribute = useMutation({
    mutationFn: () =>
      distributeDividend(payout.id, { paymentPassword }, attempt.keyFor(String(payout.id))),
    onSuccess: async () => {
      attempt.done();
      setPaymentPassword('');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
      ]);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!distribute.isPending) distribute.mutate();
  };
  const passwordError = fieldErrorsOf(distribute.error).paymentPassword;
  return (
    <form
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('agentCentre.contracts.distribute.title')}
    >
      <p>
        {t('agentCentre.contracts.distribute.owed', {
          amount: money(payout.owed),
          account: statement.contract.agent,
        })}
      </p>
      <PasswordField
        label={siteT('transferUpline.paymentPassword')}
        name="paymentPassword"
        value={paymentPassword}
        onValueChange={setPaymentPassword}
        inputMode="numeric"
        autoComplete="off"
        error={passwordError}
      />
      {distribute.isError && !passwordError && (
        <FormMessage>{errorText(siteT, distribute.error)}</FormMessage>
      )}
      <div className={formStyles.actions}>
        <SubmitButton pending={distribute.isPending}>
          {t('agentCentre.contracts.distribute.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
