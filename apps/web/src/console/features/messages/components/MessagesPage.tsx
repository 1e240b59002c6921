import { useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  LANGUAGES,
  MESSAGE_AUDIENCES,
  OPERATOR_MESSAGE_BODY_MAX_LENGTH,
  OPERATOR_MESSAGE_SUBJECT_MAX_LENGTH,
  operatorMessageTextsProblems,
  type ConsoleMessageAudiences,
  type ConsoleMessageRequest,
  type ConsoleMessageRow,
  type MessageAudience,
} from '@wps/shared-types';
import { CONSOLE_PAGE_SIZE, pageOf } from '../../../lib/console-api';
import { count, dateTime } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { useSubmissionKey } from '../../../lib/submission-key';
import { Badge } from '../../../ui/Badge';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Field, SelectField, TextAreaField } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { deleteMessage, fetchAudiences, fetchSentMessages, messageKeys, sendMessage } from '../api';
import { emptyDraft, firstText, toRequest, writtenTexts, type MessageDraft } from '../message-form';

const AUDIENCE_LABELS = {
  ALL: 'messages.audiences.ALL',
  RANK: 'messages.audiences.RANK',
  LABEL: 'messages.audiences.LABEL',
  MEMBER: 'messages.audiences.MEMBER',
} as const satisfies Record<MessageAudience, string>;

/**
 * Messages to members' mailboxes: (messages.write) write one to everyone, a VIP rank, a label or
 * one member (`?account=` fills the member, as the feedback page links it), and the list of what
 * was sent, newest first, each deletable from every mailbox.
 */
export function MessagesPage() {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('messages.write');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  return (
    <section className={ui.page} aria-labelledby="messages-title">
      <h1 id="messages-title" className={ui.pageTitle}>
        {t('messages.title')}
      </h1>
      <p className={ui.muted}>{t('messages.intro')}</p>
      {canWrite ? <ComposeCard account={params.get('account') ?? ''} /> : null}
      <SentCard
        page={page}
        canWrite={canWrite}
        onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      />
    </section>
  );
}

function ComposeCard({ account }: { account: string }) {
  const { t } = useConsoleTranslation();
  const audiences = useQuery({
    queryKey: messageKeys.audiences,
    queryFn: ({ signal }) => fetchAudiences(signal),
  });
  return (
    <section className={ui.card} aria-labelledby="messages-compose">
      <h2 id="messages-compose" className={ui.cardTitle}>
        {t('messages.compose')}
      </h2>
      {audiences.isPending ? <Loading /> : null}
      {audiences.isError ? <ErrorMessage error={audiences.error} /> : null}
      {audiences.data ? <ComposeForm audiences={audiences.data} account={account} /> : null}
    </section>
  );
}

function ComposeForm({
  audiences,
  account,
}: {
  audiences: ConsoleMessageAudiences;
  account: string;
}) {
  const { t } = useConsoleTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState<MessageDraft>(() => emptyDraft(account));
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const [sent, setSent] = useState<ConsoleMessageRow | null>(null);
  // A double click or a retry of the same message is one sending, never two to every member.
  const submission = useSubmissionKey();
  const send = useMutation({
    mutationFn: (request: ConsoleMessageRequest) =>
      sendMessage(request, submission.keyFor(request)),
    onSuccess: async (row) => {
      submission.settled();
      setConfirmAll(false);
      setSent(row);
      setDraft(emptyDraft());
      await client.invalidateQueries({ queryKey: messageKeys.sent });
    },
  });
  const change = (update: Partial<MessageDraft>) => {
    send.reset();
    setSent(null);
    setProblem(null);
    setDraft((current) => ({ ...current, ...update }));
  };
  const changeText = (language: (typeof LANGUAGES)[number], field: 'subject' | 'body') =>
    function (value: string) {
      change({
        texts: { ...draft.texts, [language]: { ...draft.texts[language], [field]: value } },
      });
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    // Written in some language but not whole (a subject without body...): the shared check says.
    const texts = writtenTexts(draft);
    const missingAudience =
      (draft.audience === 'RANK' && draft.rankLevel === '') ||
      (draft.audience === 'LABEL' && draft.label === '') ||
      (draft.audience === 'MEMBER' && draft.account.trim() === '');
    if (missingAudience) return setProblem(t('messages.audienceRequired'));
    if (Object.keys(texts).length === 0) return setProblem(t('messages.textRequired'));
    if (operatorMessageTextsProblems(texts).texts) {
      return setProblem(
        t('messages.textIncomplete', {
          subject: OPERATOR_MESSAGE_SUBJECT_MAX_LENGTH,
          body: OPERATOR_MESSAGE_BODY_MAX_LENGTH,
        }),
      );
    }
    if (draft.audience === 'ALL') return setConfirmAll(true);
    send.mutate(toRequest(draft));
  };

  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      <div className={ui.toolbar}>
        <SelectField
          label={t('messages.audience')}
          value={draft.audience}
          onValueChange={(value) =>
            change({ audience: MESSAGE_AUDIENCES.find((each) => each === value) ?? 'ALL' })
          }
          options={MESSAGE_AUDIENCES.map((each) => ({
            value: each,
            label: t(AUDIENCE_LABELS[each]),
          }))}
        />
        {draft.audience === 'RANK' ? (
          <SelectField
            label={t('messages.rank')}
            value={draft.rankLevel}
            onValueChange={(rankLevel) => change({ rankLevel })}
            options={[
              { value: '', label: t('messages.choose') },
              ...audiences.ranks.map((rank) => ({
                value: String(rank.rankLevel),
                label: t('messages.rankOption', { level: rank.rankLevel, name: rank.labelName }),
              })),
            ]}
          />
        ) : null}
        {draft.audience === 'LABEL' ? (
          <SelectField
            label={t('messages.label')}
            value={draft.label}
            onValueChange={(label) => change({ label })}
            options={[
              { value: '', label: t('messages.choose') },
              ...audiences.labels.map((label) => ({ value: label, label })),
            ]}
          />
        ) : null}
        {draft.audience === 'MEMBER' ? (
          <Field
            label={t('messages.account')}
            value={draft.account}
            onValueChange={(value) => change({ account: value })}
            maxLength={64}
            autoComplete="off"
          />
        ) : null}
      </div>
      <p className={ui.hint}>{t('messages.languagesHint')}</p>
      {LANGUAGES.map((language) => (
        <fieldset key={language} className={ui.form}>
          <legend className={ui.label}>{t('messages.languageTexts', { language })}</legend>
          <Field
            label={t('messages.subject', { language })}
            value={draft.texts[language].subject}
            onValueChange={changeText(language, 'subject')}
            maxLength={OPERATOR_MESSAGE_SUBJECT_MAX_LENGTH}
          />
          <TextAreaField
            label={t('messages.body', { language })}
            value={draft.texts[language].body}
            onValueChange={changeText(language, 'body')}
            maxLength={OPERATOR_MESSAGE_BODY_MAX_LENGTH}
            rows={4}
          />
        </fieldset>
      ))}
      {problem ? (
        <p className={ui.error} role="alert">
          {problem}
        </p>
      ) : null}
      {send.isError && !confirmAll ? <ErrorMessage error={send.error} /> : null}
      {sent ? (
        <p className={ui.success} role="status">
          {t('messages.sent', { recipients: count(sent.recipients) })}
        </p>
      ) : null}
      <div className={ui.actions}>
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {t('messages.send')}
        </button>
      </div>
      {confirmAll ? (
        <ConfirmDialog
          title={t('messages.confirmAllTitle')}
          confirmLabel={t('messages.send')}
          busy={send.isPending}
          error={send.error}
          onClose={() => setConfirmAll(false)}
          onConfirm={() => send.mutate(toRequest(draft))}
        >
          <p className={ui.muted}>{t('messages.confirmAllText')}</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

function SentCard({
  page,
  canWrite,
  onPage,
}: {
  page: number;
  canWrite: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useConsoleTranslation();
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<ConsoleMessageRow | null>(null);
  const sent = useQuery({
    queryKey: messageKeys.sentPage(page),
    queryFn: ({ signal }) => fetchSentMessages(page, signal),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: deleteMessage,
    onSuccess: async () => {
      setDeleting(null);
      await client.invalidateQueries({ queryKey: messageKeys.sent });
    },
  });
  const audienceText = (row: ConsoleMessageRow) =>
    row.target === null
      ? t(AUDIENCE_LABELS[row.audience])
      : `${t(AUDIENCE_LABELS[row.audience])}: ${row.target}`;

  return (
    <section className={ui.card} aria-labelledby="messages-sent">
      <h2 id="messages-sent" className={ui.cardTitle}>
        {t('messages.sentTitle')}
      </h2>
      {sent.isPending ? <Loading /> : null}
      {sent.isError ? <ErrorMessage error={sent.error} /> : null}
      {sent.data?.list.length === 0 ? <p className={ui.muted}>{t('messages.none')}</p> : null}
      {sent.data && sent.data.list.length > 0 ? (
        <>
          <div className={ui.tableScroll}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">{t('messages.sentAt')}</th>
                  <th scope="col">{t('messages.audience')}</th>
                  <th scope="col">{t('messages.subjectColumn')}</th>
                  <th scope="col" className={ui.number}>
                    {t('messages.recipients')}
                  </th>
                  <th scope="col">{t('messages.sentBy')}</th>
                  <th scope="col">{t('messages.state')}</th>
                  {canWrite ? <th scope="col">{t('messages.actions')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {sent.data.list.map((row) => {
                  const text = firstText(row.texts);
                  return (
                    <tr key={row.id}>
                      <td>{dateTime(row.createdAt)}</td>
                      <td>{audienceText(row)}</td>
                      <th scope="row" className={ui.wrap}>
                        {text?.subject ?? ''}
                        <span className={ui.hint}>
                          {' '}
                          {LANGUAGES.filter((language) => row.texts[language]).join(' · ')}
                        </span>
                      </th>
                      <td className={ui.number}>{count(row.recipients)}</td>
                      <td>{row.sentBy}</td>
                      <td>
                        {row.deletedAt ? (
                          <Badge tone="danger">
                            {t('messages.deletedBy', {
                              operator: row.deletedBy ?? '',
                              time: dateTime(row.deletedAt),
                            })}
                          </Badge>
                        ) : (
                          <Badge tone="good">{t('messages.delivered')}</Badge>
                        )}
                      </td>
                      {canWrite ? (
                        <td>
                          {row.deletedAt ? null : (
                            <button
                              type="button"
                              className="button"
                              aria-label={t('messages.deleteOne', { subject: text?.subject ?? '' })}
                              onClick={() => {
                                remove.reset();
                                setDeleting(row);
                              }}
                            >
                              {t('messages.delete')}
                            </button>
                          )}
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pager
            page={sent.data.page}
            pageSize={sent.data.pageSize || CONSOLE_PAGE_SIZE}
            total={sent.data.total}
            onChoose={onPage}
          />
        </>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('messages.deleteTitle', { subject: firstText(deleting.texts)?.subject ?? '' })}
          confirmLabel={t('messages.delete')}
          busy={remove.isPending}
          error={remove.error}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id)}
        >
          <p className={ui.muted}>
            {t('messages.deleteText', { recipients: count(deleting.recipients) })}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
