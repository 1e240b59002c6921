import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { FEEDBACK_STATUSES, type FeedbackStatus } from '@wps/shared-types';
import { CONSOLE_PAGE_SIZE, pageOf } from '../../../lib/console-api';
import { dateTime } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { SelectField } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { fetchFeedbackPage, supportKeys } from '../api';
import { FeedbackStatusBadge, QuestionType, STATUS_LABELS } from './FeedbackBadges';

const EXCERPT_LENGTH = 120;

function statusOf(value: string | null): FeedbackStatus | null {
  return FEEDBACK_STATUSES.find((status) => status === value) ?? null;
}

function excerpt(text: string): string {
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
}

/** Members' feedback, newest first, of one state or all; state and page live in the address. */
export function FeedbackInboxPage() {
  const { t } = useConsoleTranslation();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = pageOf(params.get('page'));
  const inbox = useQuery({
    queryKey: supportKeys.feedbackPage(status, page),
    queryFn: ({ signal }) => fetchFeedbackPage(status, page, signal),
    placeholderData: keepPreviousData,
  });

  const show = (nextStatus: FeedbackStatus | null, nextPage: number) => {
    const search = new URLSearchParams();
    if (nextStatus) search.set('status', nextStatus);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };

  return (
    <section className={ui.page} aria-labelledby="feedback-title">
      <h1 id="feedback-title" className={ui.pageTitle}>
        {t('support.feedbackTitle')}
      </h1>
      <div className={ui.toolbar}>
        <SelectField
          label={t('support.status')}
          value={status ?? ''}
          onValueChange={(value) => show(statusOf(value), 1)}
          options={[
            { value: '', label: t('support.statusAll') },
            ...FEEDBACK_STATUSES.map((code) => ({ value: code, label: t(STATUS_LABELS[code]) })),
          ]}
        />
      </div>
      <div className={ui.card}>
        {inbox.isPending ? <Loading /> : null}
        {inbox.isError ? <ErrorMessage error={inbox.error} /> : null}
        {inbox.data?.list.length === 0 ? (
          <p className={ui.muted}>{t('support.noFeedback')}</p>
        ) : null}
        {inbox.data && inbox.data.list.length > 0 ? (
          <>
            <div className={ui.tableScroll}>
              <table className={ui.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('support.feedbackId')}</th>
                    <th scope="col">{t('support.receivedAt')}</th>
                    <th scope="col">{t('support.member')}</th>
                    <th scope="col">{t('support.questionType')}</th>
                    <th scope="col">{t('support.status')}</th>
                    <th scope="col">{t('support.content')}</th>
                    <th scope="col" className={ui.number}>
                      {t('support.images')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {inbox.data.list.map((feedback) => (
                    <tr key={feedback.id}>
                      <th scope="row">
                        <Link
                          to={`/support/feedback/${feedback.id}`}
                          aria-label={t('support.openFeedback', { id: feedback.id })}
                        >
                          #{feedback.id}
                        </Link>
                      </th>
                      <td>{dateTime(feedback.createdAt)}</td>
                      <td>{feedback.account}</td>
                      <td>
                        <QuestionType type={feedback.questionType} />
                      </td>
                      <td>
                        <FeedbackStatusBadge status={feedback.status} />
                      </td>
                      <td className={ui.wrap}>{excerpt(feedback.content)}</td>
                      <td className={ui.number}>{feedback.imageCount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={inbox.data.page}
              pageSize={inbox.data.pageSize || CONSOLE_PAGE_SIZE}
              total={inbox.data.total}
              onChoose={(next) => show(status, next)}
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
