import {
  FEEDBACK_QUESTION_TYPE_LABELS,
  type FeedbackQuestionType,
  type FeedbackStatus,
} from '@wps/shared-types';
import { consoleLanguage, useConsoleTranslation } from '../../../lib/i18n';
import { Badge } from '../../../ui/Badge';

export const STATUS_LABELS = {
  OPEN: 'support.statusOpen',
  REPLIED: 'support.statusReplied',
  CLOSED: 'support.statusClosed',
} as const satisfies Record<FeedbackStatus, string>;

const STATUS_TONES = { OPEN: 'warning', REPLIED: 'good', CLOSED: 'neutral' } as const;

/** Open feedback waits for an answer, so it stands out. */
export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  const { t } = useConsoleTranslation();
  return <Badge tone={STATUS_TONES[status]}>{t(STATUS_LABELS[status])}</Badge>;
}

/** The question type as the member chose it, named as the player site names it. */
export function QuestionType({ type }: { type: FeedbackQuestionType }) {
  // The hook re-renders the name when the operator switches language.
  useConsoleTranslation();
  return FEEDBACK_QUESTION_TYPE_LABELS[type][consoleLanguage()];
}
