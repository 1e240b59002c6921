import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AGENT_CONTRACT_END_REASONS,
  AGENT_CONTRACT_KINDS,
  isOneOf,
  OPERATOR_MESSAGE_TEMPLATE,
  operatorTextFor,
  type MailboxMessage,
} from '@wps/shared-types';
import { errorText } from '../../../api/error-text';
import { formatDateTime } from '../../../lib/date-time';
import { FormMessage } from '../../../ui/Form';
import { Pager } from '../../../ui/Pager';
import { useLanguage, useWholeNumber } from '../../i18n';
import { useMoneyFormat } from '../../wallet';
import { deleteMessage, fetchMessages, mailboxKeys, markAllRead, markRead } from '../api';
import { MAILBOX_END_REASON_KEYS, MAILBOX_KIND_KEYS, MAILBOX_TEXT_KEYS } from '../templates';
import { registerMailboxTexts } from '../texts';
import styles from './MailboxPage.module.css';

registerMailboxTexts();

/**
 * A message's parameters as the reader reads them: names of kinds and reasons, money, points
 * (as the point mall writes them), times.
 */
function useMessageValues() {
  const { t } = useTranslation('mailbox');
  const money = useMoneyFormat();
  const number = useWholeNumber();
  return (params: Record<string, string>): Record<string, string> => {
    const values = { ...params };
    if (isOneOf(AGENT_CONTRACT_KINDS, params.kind)) values.kind = t(MAILBOX_KIND_KEYS[params.kind]);
    if (isOneOf(AGENT_CONTRACT_END_REASONS, params.reason)) {
      values.reason = t(MAILBOX_END_REASON_KEYS[params.reason]);
    }
    if (params.amount) values.amount = money(params.amount);
    if (params.points) values.points = number(Number(params.points));
    if (params.dueBy) values.dueBy = formatDateTime(params.dueBy);
    return values;
  };
}

/**
 * The member's mailbox (in_platform_information -> messageV2): newest first, paged; opening an
 * unread message marks it read, which lowers the badges; an open message can be deleted.
 */
export default function MailboxPage() {
  const { t } = useTranslation('mailbox');
  const { t: siteT } = useTranslation();
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const messages = useQuery({
    queryKey: mailboxKeys.page(pageNo),
    queryFn: ({ signal }) => fetchMessages(pageNo, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: mailboxKeys.all });
  const read = useMutation({ mutationFn: markRead, onSuccess: refresh });
  const readAll = useMutation({ mutationFn: markAllRead, onSuccess: refresh });
  const remove = useMutation({
    mutationFn: deleteMessage,
    onSuccess: () => {
      setOpenId(null);
      // The last message of a later page gone: show the page before it.
      if (messages.data?.list.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
      return refresh();
    },
  });

  const open = (message: MailboxMessage) => {
    setOpenId(openId === message.id ? null : message.id);
    if (message.readAt === null && !read.isPending) read.mutate(message.id);
  };

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h3 className={styles.title}>{t('mailbox.title')}</h3>
        {messages.data && messages.data.unreadCount > 0 && (
          <button
            type="button"
            className="button button--small"
            disabled={readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            {t('mailbox.readAll')}
          </button>
        )}
      </div>
      {messages.data && (
        <p className={styles.muted}>{t('mailbox.unread', { count: messages.data.unreadCount })}</p>
      )}
      {messages.isError && <p role="alert">{errorText(siteT, messages.error)}</p>}
      {messages.isPending && <p>{siteT('shell.loading')}</p>}
      {(read.isError || readAll.isError || remove.isError) && (
        <FormMessage>{errorText(siteT, read.error ?? readAll.error ?? remove.error)}</FormMessage>
      )}
      {messages.data?.list.length === 0 && <p className={styles.muted}>{t('mailbox.empty')}</p>}
      {messages.data && messages.data.list.length > 0 && (
        <ul className={styles.list} aria-label={t('mailbox.title')}>
          {messages.data.list.map((message) => (
            <Message
              key={message.id}
              message={message}
              open={openId === message.id}
              onToggle={() => open(message)}
              onDelete={() => remove.mutate(message.id)}
              deleting={remove.isPending}
            />
          ))}
        </ul>
      )}
      <Pager page={pageNo} totalPages={messages.data?.totalPages ?? 0} onChoose={setPageNo} />
    </div>
  );
}

function Message({
  message,
  open,
  onToggle,
  onDelete,
  deleting,
}: {
  message: MailboxMessage;
  open: boolean;
  onToggle: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t } = useTranslation('mailbox');
  const { title, body } = useMessageText(message);
  const unread = message.readAt === null;
  const bodyId = `mailbox-message-${message.id}`;
  return (
    <li className={unread ? `${styles.message} ${styles.unread}` : styles.message}>
      <button
        type="button"
        className={styles.summary}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className={styles.subject}>
          {unread && <span className="visually-hidden">{t('mailbox.unreadLabel')} </span>}
          {title}
        </span>
        <time dateTime={message.createdAt} className={styles.muted}>
          {formatDateTime(message.createdAt)}
        </time>
      </button>
      {open && (
        <div id={bodyId} className={styles.opened}>
          <p className={styles.body}>{body}</p>
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={deleting}
            onClick={onDelete}
          >
            {t('mailbox.delete')}
          </button>
        </div>
      )}
    </li>
  );
}

/** A message's title and body: the operator's own text in the reader's language, or the template's. */
function useMessageText(message: MailboxMessage): { title: string; body: string } {
  const { t } = useTranslation('mailbox');
  const { language } = useLanguage();
  const values = useMessageValues()(message.params);
  if (message.template === OPERATOR_MESSAGE_TEMPLATE) {
    const own = message.operatorText ? operatorTextFor(message.operatorText, language) : null;
    return { title: own?.subject ?? '', body: own?.body ?? '' };
  }
  // The key is the message's, chosen at run time: i18next's types cannot match it with the
  // parameters, which the translations test checks (the same placeholders in every language).
  const text = t as unknown as (key: string, values: Record<string, string>) => string;
  const keys = MAILBOX_TEXT_KEYS[message.template];
  return { title: text(keys.title, values), body: text(keys.body, values) };
}
