import { useTranslation } from 'react-i18next';
import type { IncomePage as IncomeAnswer, IncomeRow } from '@wps/shared-types';
import {
  signedMoneyColumn,
  SignedMoney,
  useRecordPaging,
  type RecordColumn,
} from '../../member-centre';
import { useMoneyFormat } from '../../wallet';
import { agentKeys, fetchIncome } from '../api';
import { AgentReportFrame } from '../components/AgentReportFrame';

/** My income: per operator day, the salary and dividend and the team figures they rest on. */
export default function IncomePage() {
  const { t } = useTranslation('agentCentre');
  const money = useMoneyFormat();
  const paging = useRecordPaging<object, IncomeAnswer>(
    {},
    { key: agentKeys.income, fetch: fetchIncome },
  );
  const amount = (key: keyof Omit<IncomeRow, 'day'>, header: string): RecordColumn<IncomeRow> => ({
    key,
    header,
    numeric: true,
    cell: (row) => money(row[key]),
  });
  const columns: RecordColumn<IncomeRow>[] = [
    { key: 'day', header: t('agentCentre.columns.day'), cell: (row) => row.day },
    amount('teamValidTurnover', t('agentCentre.columns.teamValidTurnover')),
    signedMoneyColumn<IncomeRow>(
      'teamNetLoss',
      t('agentCentre.columns.teamNetLoss'),
      money,
      (row) => row.teamNetLoss,
    ),
    amount('salary', t('agentCentre.columns.salary')),
    amount('dividend', t('agentCentre.columns.dividend')),
    amount('income', t('agentCentre.columns.income')),
  ];

  return (
    <AgentReportFrame
      title={t('agentCentre.menu.agent_my_income')}
      paging={paging}
      columns={columns}
      rowKey={(row) => row.day}
      totals={({ totals }) => ({
        teamValidTurnover: money(totals.teamValidTurnover),
        teamNetLoss: <SignedMoney amount={totals.teamNetLoss} text={money(totals.teamNetLoss)} />,
        salary: money(totals.salary),
        dividend: money(totals.dividend),
        income: money(totals.income),
      })}
    />
  );
}
