import { useTranslation } from 'react-i18next';
import type { IncomePage as IncomeAnswer, IncomeRow } from '@wps/shared-types';
import {
  RecordRangeFilter,
  recordStyles,
  RecordTable,
  signedMoneyColumn,
  SignedMoney,
  useRecordPaging,
  type RecordColumn,
} from '../../member-centre';
import { useMoneyFormat } from '../../wallet';
import { agentKeys, fetchIncome } from '../api';
import { useAgentPresets } from '../useAgentPresets';

/** My income: per operator day, the salary and dividend and the team figures they rest on. */
export default function IncomePage() {
  const presets = useAgentPresets();
  const { t } = useTranslation('agentCentre');
  const money = useMoneyFormat();
  const paging = useRecordPaging<object, IncomeAnswer>(
    {},
    { key: agentKeys.income, fetch: fetchIncome },
  );
  const { data } = paging;
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
    <div className={recordStyles.page}>
      <h3 className={recordStyles.title}>{t('agentCentre.menu.agent_my_income')}</h3>
      <RecordRangeFilter value={paging.range} onChange={paging.setRange} presets={presets} />
      <RecordTable
        caption={t('agentCentre.menu.agent_my_income')}
        columns={columns}
        rows={data?.list}
        rowKey={(row) => row.day}
        totals={
          data && {
            teamValidTurnover: money(data.totals.teamValidTurnover),
            teamNetLoss: (
              <SignedMoney amount={data.totals.teamNetLoss} text={money(data.totals.teamNetLoss)} />
            ),
            salary: money(data.totals.salary),
            dividend: money(data.totals.dividend),
            income: money(data.totals.income),
          }
        }
        pageNo={paging.pageNo}
        totalPages={data?.totalPages ?? 0}
        onPage={paging.setPageNo}
        loading={paging.isFetching}
        error={paging.error}
      />
    </div>
  );
}
