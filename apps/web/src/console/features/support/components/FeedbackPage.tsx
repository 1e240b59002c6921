import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { FEEDBACK_REPLY_MAX_LENGTH, type ConsoleFeedbackDetail } from '@wps/shared-types';
import { dateTime } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { useRouteParam } from '../../../lib/route-param';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { TextAreaField } from '../../../ui/Field';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import {
  closeFeedback,
  feedbackImageUrl,
  fetchFeedback,
  replyToFeedback,
  supportKeys,
} from '../api';
import { useSupportWrite } from '../hooks/useSupportWrite';
import { FeedbackStatusBadge, QuestionType } from './FeedbackBadges';
import styles from './SupportPages.module.css';

/** One feedback: the member's text and images, the reply, and (support.write) reply and close. */
export function FeedbackPage() {
  const { t } = useConsoleTranslation();
  const feedbackId = Number(useRouteParam('feedbackId'));
  const valid = Number.isInteger(feedbackId) && feedbackId > 0;
  const feedback = useQuery({
    queryKey: supportKeys.feedbackDetail(feedbackId),
    queryFn: ({ signal }) => fetchFeedback(feedbackId, signal),
    enabled: valid,
  });

  return (
    <section className={ui.page} aria-labelledby="feedback-detail-title">
      <p className={ui.muted}>
        <Link to="/support/feedback">{t('support.back')}</Link>
      </p>
      <h1 id="feedback-detail-title" className={ui.pageTitle}>
        {valid ? t('support.feedbackNumber', { id: feedbackId }) : t('support.content')}
      </h1>
      {!valid ? <p className={ui.error}>{t('layout.notFound')}</p> : null}
      {valid && feedback.isPending ? <Loading /> : null}
      {feedback.isError ? <ErrorMessage error={feedback.error} /> : null}
      {feedback.data ? <FeedbackDetail feedback={feedback.data} /> : null}
    </section>
  );
}

function FeedbackDetail({ feedback }: { feedback: ConsoleFeedbackDetail }) {
  const { t } = useConsoleTranslation();
  const none = t('common.none');
  return (
    <>
      <section className={ui.card} aria-labelledby="feedback-from">
        <h2 id="feedback-from" className={ui.cardTitle}>
          {t('support.fromMember')}
        </h2>
        <dl className={ui.details}>
          <div>
            <dt>{t('support.member')}</dt>
            <dd>
              <Link to={`/members/${feedback.memberId}`}>{feedback.account}</Link>
              <MessageLink account={feedback.account} />
            </dd>
          </div>
          <div>
            <dt>{t('support.questionType')}</dt>
            <dd>
              <QuestionType type={feedback.questionType} />
            </dd>
          </div>
          <div>
            <dt>{t('support.status')}</dt>
            <dd>
              <FeedbackStatusBadge status={feedback.status} />
            </dd>
          </div>
          <div>
            <dt>{t('support.receivedAt')}</dt>
            <dd>{dateTime(feedback.createdAt)}</dd>
          </div>
          <div>
            <dt>{t('support.closedAt')}</dt>
            <dd>{feedback.closedAt ? dateTime(feedback.closedAt) : none}</dd>
          </div>
        </dl>
        <h3 className={styles.subTitle}>{t('support.content')}</h3>
        <p className={ui.prose}>{feedback.content}</p>
        {feedback.images.length > 0 ? (
          <>
            <h3 className={styles.subTitle}>{t('support.images')}</h3>
            <ul className={styles.images}>
              {feedback.images.map((image) => {
                const url = feedbackImageUrl(feedback.id, image.position);
                const alt = t('support.imageAlt', { position: image.position, id: feedback.id });
                return (
                  <li key={image.position}>
                    {/* The full picture in a tab of its own; the cookie goes along (same origin). */}
                    <a href={url} target="_blank" rel="noreferrer">
                      <img src={url} alt={alt} className={styles.image} loading="lazy" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </section>
      <ReplySection feedback={feedback} />
    </>
  );
}

/** The messages page with the member filled in, for an operator who may write messages. */
function MessageLink({ account }: { account: string }) {
  const { t } = useConsoleTranslation();
  if (!useCan('messages.write')) return null;
  return (
    <>
      {' · '}
      <Link to={`/messages?${new URLSearchParams({ account }).toString()}`}>
        {t('support.writeMessage')}
      </Link>
    </>
  );
}

type Done = 'replied' | 'closed' | null;

function ReplySection({ feedback }: { feedback: ConsoleFeedbackDetail }) {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('support.write');
  const [content, setContent] = useState('');
  const [empty, setEmpty] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const [done, setDone] = useState<Done>(null);
  const reply = useSupportWrite(
    supportKeys.feedback,
    (text: string) => replyToFeedback(feedback.id, { content: text }),
    () => {
      setContent('');
      setDone('replied');
    },
  );
  const close = useSupportWrite(
    supportKeys.feedback,
    () => closeFeedback(feedback.id),
    () => {
      setConfirmClose(false);
      setDone('closed');
    },
  );
  const closed = feedback.status === 'CLOSED';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    setEmpty(!text);
    setDone(null);
    if (text && !reply.isPending) reply.mutate(text);
  };

  return (
    <section className={ui.card} aria-labelledby="feedback-reply">
      <h2 id="feedback-reply" className={ui.cardTitle}>
        {t('support.reply')}
      </h2>
      {feedback.reply ? (
        <div className={styles.reply}>
          <p className={ui.prose}>{feedback.reply}</p>
          <p className={ui.hint}>
            {t('support.repliedBy', {
              operator: feedback.repliedBy ?? t('common.none'),
              time: dateTime(feedback.repliedAt),
            })}
          </p>
        </div>
      ) : (
        <p className={ui.muted}>{t('support.noReply')}</p>
      )}
      {done ? (
        <p className={ui.success} role="status">
          {done === 'replied' ? t('support.replied') : t('support.closed')}
        </p>
      ) : null}
      {closed ? <p className={ui.muted}>{t('support.closedText')}</p> : null}
      {canWrite && !closed ? (
        <form className={ui.form} onSubmit={submit} noValidate>
          <TextAreaField
            label={feedback.reply ? t('support.replaceReply') : t('support.yourReply')}
            value={content}
            onValueChange={setContent}
            maxLength={FEEDBACK_REPLY_MAX_LENGTH}
            rows={5}
            hint={t('support.replyHint', { max: FEEDBACK_REPLY_MAX_LENGTH })}
          />
          <p className={ui.hint}>{t('support.replyInMailbox')}</p>
          {empty ? (
            <p className={ui.error} role="alert">
              {t('support.replyRequired')}
            </p>
          ) : null}
          {reply.isError && !empty ? <ErrorMessage error={reply.error} /> : null}
          <div className={ui.actions}>
            <button type="submit" className="button button--primary" disabled={reply.isPending}>
              {t('support.sendReply')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                close.reset();
                setDone(null);
                setConfirmClose(true);
              }}
            >
              {t('support.close')}
            </button>
          </div>
        </form>
      ) : null}
      {confirmClose ? (
        <ConfirmDialog
          title={t('support.closeTitle', { id: feedback.id })}
          confirmLabel={t('support.close')}
          busy={close.isPending}
          error={close.error}
          onClose={() => setConfirmClose(false)}
          onConfirm={() => close.mutate(undefined)}
        >
          <p className={ui.muted}>{t('support.closeText')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
