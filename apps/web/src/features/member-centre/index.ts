export { MemberCentre } from './components/MemberCentre';
// The records' pieces, which the agent centre's reports reuse.
export type { PresetChoice, RecordRange } from './records/date-range';
export { formatRecordTime } from './records/format';
export { signedMoneyColumn } from './records/money-columns';
export { RecordRangeFilter } from './records/RecordRangeFilter';
export { RecordSelect } from './records/RecordSelect';
export { RecordTable, type RecordColumn } from './records/RecordTable';
export { SignedMoney } from './records/SignedMoney';
export { useRecordPaging } from './records/useRecordPaging';
export { default as recordStyles } from './records/records.module.css';
export { ACCOUNT_RECORD_TYPE_KEYS, BET_STATUS_KEYS } from './records/labels';
