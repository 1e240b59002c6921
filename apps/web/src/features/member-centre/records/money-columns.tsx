import type { TFunction } from 'i18next';
import type { RecordColumn } from './RecordTable';
import { SignedMoney } from './SignedMoney';

type Money = (amount: string) => string;

/** The stake and payout columns of rounds, one by one or summed. */
export function stakeAndPayoutColumns<Row extends { stake: string; payout: string }>(
  t: TFunction,
  money: Money,
): RecordColumn<Row>[] {
  return [
    {
      key: 'stake',
      header: t('records.columns.stake'),
      numeric: true,
      cell: (row) => money(row.stake),
    },
    {
      key: 'payout',
      header: t('records.columns.payout'),
      numeric: true,
      cell: (row) => money(row.payout),
    },
  ];
}

/** A column of a signed amount (a win or loss, a movement): green above zero, red below. */
export function signedMoneyColumn<Row>(
  key: string,
  header: string,
  money: Money,
  amountOf: (row: Row) => string | null,
): RecordColumn<Row> {
  return {
    key,
    header,
    numeric: true,
    cell: (row) => {
      const amount = amountOf(row);
      return amount === null ? '–' : <SignedMoney amount={amount} text={money(amount)} />;
    },
  };
}
