import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatErrorData,
  type ChatMessage,
  type ChatMuteState,
} from '@wps/shared-types';
import { htmlLanguageOf, languageOfResourceCode } from '../../../lib/languages';
import { Modal } from '../../../ui/Modal';
import { useSession } from '../../session';
import type { ChatStatus } from '../chat-connection';
import { useChatRoom } from '../hooks/useChatRoom';
import styles from './ChatRoomDialog.module.css';

interface ChatRoomDialogProps {
  onClose: () => void;
}

/** The chat room modal (spec 1 §2): the room's messages live, and a line to write in. */
export function ChatRoomDialog({ onClose }: ChatRoomDialogProps) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Modal title={t('chat.title')} onClose={onClose} size="large">
      {session.token ? <ChatRoom token={session.token} /> : <p>{t('errors.UNAUTHENTICATED')}</p>}
    </Modal>
  );
}

function ChatRoom({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const room = useChatRoom(token);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const inputId = useId();
  const counterId = `${inputId}-counter`;
  const errorId = `${inputId}-error`;
  const locale = htmlLanguageOf(languageOfResourceCode(i18n.language) ?? 'MS');
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });

  // New messages scroll into view unless the member scrolled up to read older ones.
  const newestId = room.messages.at(-1)?.id;
  useEffect(() => {
    const log = logRef.current;
    if (log && stickToBottom.current) log.scrollTop = log.scrollHeight;
  }, [newestId]);

  const length = draft.trim().length;
  const tooLong = length > CHAT_MESSAGE_MAX_LENGTH;
  const muted = room.mute !== null;
  const canSend = room.status === 'open' && !muted && length > 0;
  const error = draftError ?? (room.error ? roomErrorText(room.error, room.mute) : null);

  function roomErrorText(failure: ChatErrorData, mute: ChatMuteState | null): string {
    if (failure.code === 'CHAT_MUTED') return muteText(mute);
    if (failure.code === 'TOO_MANY_REQUESTS') {
      const seconds = (failure.value as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
      return t('chat.tooFast', { seconds: seconds ?? 10 });
    }
    if (failure.code === 'VALIDATION_FAILED') {
      return t('chat.length', { max: CHAT_MESSAGE_MAX_LENGTH });
    }
    return t(`errors.${failure.code}`);
  }

  function muteText(mute: ChatMuteState | null): string {
    if (!mute?.mutedUntil) return t('chat.mutedIndefinitely');
    const until = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(mute.mutedUntil));
    return t('chat.mutedUntil', { time: until });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    if (tooLong) {
      setDraftError(t('chat.length', { max: CHAT_MESSAGE_MAX_LENGTH }));
      return;
    }
    setDraftError(null);
    stickToBottom.current = true;
    const text = draft;
    room.send(text, () => setDraft((current) => (current === text ? '' : current)));
  };

  return (
    <div className={styles.room}>
      <p className={styles.status} role="status">
        {statusText(room.status, room.nickname)}
      </p>
      {room.hasOlder && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void room.loadOlder()}
          disabled={room.loadingOlder}
        >
          {room.loadingOlder ? t('chat.loadingOlder') : t('chat.loadOlder')}
        </button>
      )}
      {room.olderFailed && <p className={styles.error}>{t('chat.olderFailed')}</p>}
      <div
        ref={logRef}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-label={t('chat.messages')}
        // Scrollable, so it takes focus: a keyboard can read back through it.
        tabIndex={0}
        onScroll={(event) => {
          const log = event.currentTarget;
          stickToBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight < 40;
        }}
      >
        {room.messages.length === 0 && room.status === 'open' ? (
          <p className={styles.empty}>{t('chat.empty')}</p>
        ) : (
          <ol className={styles.list}>
            {room.messages.map((message) => (
              <MessageItem key={message.id} message={message} time={time} />
            ))}
          </ol>
        )}
      </div>
      {muted && <p className="warning-box">{muteText(room.mute)}</p>}
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          {t('chat.input')}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          autoComplete="off"
          placeholder={t('chat.placeholder')}
          value={draft}
          disabled={muted || room.status === 'refused'}
          onChange={(event) => {
            setDraft(event.target.value);
            setDraftError(null);
          }}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${counterId}${error ? ` ${errorId}` : ''}`}
        />
        <button type="submit" className="button button--primary" disabled={!canSend}>
          {t('chat.send')}
        </button>
        <p id={counterId} className={tooLong ? styles.counterOver : styles.counter}>
          {t('chat.counter', { length, max: CHAT_MESSAGE_MAX_LENGTH })}
        </p>
      </form>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );

  function statusText(status: ChatStatus, nickname: string): string {
    if (status === 'connecting') return t('chat.connecting');
    if (status === 'reconnecting') return t('chat.reconnecting');
    if (status === 'refused') return t('chat.refused');
    return t('chat.chattingAs', { nickname });
  }
}

function MessageItem({ message, time }: { message: ChatMessage; time: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  return (
    <li className={message.mine ? `${styles.message} ${styles.mine}` : styles.message}>
      <p className={styles.meta}>
        <span className={styles.sender}>{message.mine ? t('chat.you') : message.sender}</span>{' '}
        <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
      </p>
      <p className={styles.text}>{message.text}</p>
    </li>
  );
}
