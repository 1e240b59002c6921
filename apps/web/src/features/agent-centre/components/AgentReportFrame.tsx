import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RecordRangeFilter,
  recordStyles,
  RecordTable,
  type RecordColumn,
  type RecordRange,
} from '../../member-centre';
import { useAgentPresets } from '../useAgentPresets';
import { AccountFilter } from './AccountFilter';

/** What a report page's paging gives the frame (useRecordPaging). */
export interface ReportPaging<Answer> {
  range: RecordRange;
  setRange: (range: RecordRange) => void;
  data: Answer | undefined;
  pageNo: number;
  setPageNo: (pageNo: number) => void;
  isFetching: boolean;
  error: unknown;
}

interface AgentReportFrameProps<Row, Answer extends { list: Row[]; totalPages: number }> {
  title: string;
  /** The table's caption; the title when absent. */
  caption?: string;
  paging: ReportPaging<Answer>;
  /** Between the title and the period (a drill-down's breadcrumb). */
  above?: ReactNode;
  /** Offers the account filter, which searches one account of the team. */
  onAccount?: (account: string | undefined) => void;
  /** The report's own filters beside the account. */
  filters?: ReactNode;
  columns: readonly RecordColumn<Row>[];
  rowKey: (row: Row) => string;
  /** The totals row's cells by column key, from the answer. */
  totals: (answer: Answer) => Partial<Record<string, ReactNode>>;
}

/**
 * An agent report's page: its title, the period with the agent's presets, the filters, and the
 * paged table with its totals (the member records' pieces).
 */
export function AgentReportFrame<Row, Answer extends { list: Row[]; totalPages: number }>({
  title,
  caption = title,
  paging,
  above,
  onAccount,
  filters,
  columns,
  rowKey,
  totals,
}: AgentReportFrameProps<Row, Answer>) {
  const presets = useAgentPresets();
  const { t } = useTranslation('agentCentre');
  const { data } = paging;
  return (
    <div className={recordStyles.page}>
      <h3 className={recordStyles.title}>{title}</h3>
      {above}
      <RecordRangeFilter value={paging.range} onChange={paging.setRange} presets={presets} />
      {(onAccount || filters) && (
        <div className={recordStyles.extraFilters}>
          {onAccount && (
            <AccountFilter label={t('agentCentre.columns.account')} onApply={onAccount} />
          )}
          {filters}
        </div>
      )}
      <RecordTable
        caption={caption}
        columns={columns}
        rows={data?.list}
        rowKey={rowKey}
        totals={data && totals(data)}
        pageNo={paging.pageNo}
        totalPages={data?.totalPages ?? 0}
        onPage={paging.setPageNo}
        loading={paging.isFetching}
        error={paging.error}
      />
    </div>
  );
}
