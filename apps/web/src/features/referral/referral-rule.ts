import type { ReferralView } from '@wps/shared-types';

/** One line of the rule the member is shown, with the values its text names. */
export type ReferralRuleLine =
  | { key: 'firstDeposit'; percent: string }
  | { key: 'firstDepositCapped'; percent: string; cap: string }
  | { key: 'turnover'; percent: string }
  | { key: 'minimum'; amount: string }
  | { key: 'multiplier'; multiplier: number };

/** The rewards the operator's rule pays, in the order they are shown; none of 0 %. */
export function referralRuleLines(view: ReferralView): ReferralRuleLine[] {
  const { rule } = view;
  const lines: ReferralRuleLine[] = [];
  if (Number(rule.firstDepositPercent) > 0) {
    lines.push(
      rule.firstDepositCap === null
        ? { key: 'firstDeposit', percent: rule.firstDepositPercent }
        : {
            key: 'firstDepositCapped',
            percent: rule.firstDepositPercent,
            cap: rule.firstDepositCap,
          },
    );
  }
  if (Number(rule.turnoverPercent) > 0) {
    lines.push({ key: 'turnover', percent: rule.turnoverPercent });
  }
  if (lines.length === 0) return lines;
  if (Number(rule.minimumReward) > 0) lines.push({ key: 'minimum', amount: rule.minimumReward });
  if (rule.turnoverMultiplier > 0) {
    lines.push({ key: 'multiplier', multiplier: rule.turnoverMultiplier });
  }
  return lines;
}
