import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  CHAT_MUTE_MAX_MINUTES,
  type ChatMuteAnswer,
  type ChatMuteRequest,
} from '@wps/shared-types';
import { CONSOLE_PAGE_SIZE, pageOf } from '../../../lib/console-api';
import { count, dateTime } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { CheckField, Field } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { fetchMutes, muteMember, supportKeys, unmuteMember } from '../api';
import { useSupportWrite } from '../hooks/useSupportWrite';
import styles from './SupportPages.module.css';

/** The chat mutes in force, most recent first; support.write mutes and unmutes. */
export function ChatMutesPage() {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('support.write');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const [done, setDone] = useState<string | null>(null);
  const mutes = useQuery({
    queryKey: supportKeys.mutesPage(page),
    queryFn: ({ signal }) => fetchMutes(page, signal),
    placeholderData: keepPreviousData,
  });
  const unmute = useSupportWrite(supportKeys.mutes, unmuteMember, (_answer, account) =>
    setDone(t('support.unmuted', { account })),
  );

  return (
    <section className={ui.page} aria-labelledby="mutes-title">
      <h1 id="mutes-title" className={ui.pageTitle}>
        {t('support.mutesTitle')}
      </h1>
      {canWrite ? <MuteForm /> : null}
      <section className={ui.card} aria-labelledby="mutes-list">
        <h2 id="mutes-list" className={ui.cardTitle}>
          {t('support.mutesInForce')}
        </h2>
        {done ? (
          <p className={ui.success} role="status">
            {done}
          </p>
        ) : null}
        {unmute.isError ? <ErrorMessage error={unmute.error} /> : null}
        {mutes.isPending ? <Loading /> : null}
        {mutes.isError ? <ErrorMessage error={mutes.error} /> : null}
        {mutes.data?.list.length === 0 ? <p className={ui.muted}>{t('support.noMutes')}</p> : null}
        {mutes.data && mutes.data.list.length > 0 ? (
          <>
            <div className={ui.tableScroll}>
              <table className={ui.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('support.account')}</th>
                    <th scope="col">{t('support.mutedAt')}</th>
                    <th scope="col">{t('support.mutedUntil')}</th>
                    {canWrite ? (
                      <th scope="col">
                        <span className="visually-hidden">{t('support.actions')}</span>
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {mutes.data.list.map((mute) => (
                    <tr key={mute.memberId}>
                      <th scope="row">{mute.account}</th>
                      <td>{dateTime(mute.mutedAt)}</td>
                      <td>
                        {mute.mutedUntil ? dateTime(mute.mutedUntil) : t('support.untilUnmuted')}
                      </td>
                      {canWrite ? (
                        <td>
                          <button
                            type="button"
                            className="button"
                            aria-label={t('support.unmuteAccount', { account: mute.account })}
                            disabled={unmute.isPending && unmute.variables === mute.account}
                            onClick={() => {
                              setDone(null);
                              unmute.mutate(mute.account);
                            }}
                          >
                            {t('support.unmute')}
                          </button>
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={mutes.data.page}
              pageSize={mutes.data.pageSize || CONSOLE_PAGE_SIZE}
              total={mutes.data.total}
              onChoose={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            />
          </>
        ) : null}
      </section>
    </section>
  );
}

const WHOLE_MINUTES = /^\d{1,6}$/;

/** Mutes an account for some minutes, or until an operator unmutes it. */
function MuteForm() {
  const { t } = useConsoleTranslation();
  const [account, setAccount] = useState('');
  const [minutes, setMinutes] = useState('60');
  const [untilUnmuted, setUntilUnmuted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ChatMuteAnswer | null>(null);
  const mute = useSupportWrite(
    supportKeys.mutes,
    ({ name, request }: { name: string; request: ChatMuteRequest }) => muteMember(name, request),
    (answer) => {
      setResult(answer);
      setAccount('');
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = account.trim();
    const length = Number(minutes.trim());
    let found: string | null = null;
    if (!name) found = t('support.accountRequired');
    else if (
      !untilUnmuted &&
      (!WHOLE_MINUTES.test(minutes.trim()) || length < 1 || length > CHAT_MUTE_MAX_MINUTES)
    ) {
      found = t('support.minutesFormat', { max: count(CHAT_MUTE_MAX_MINUTES) });
    }
    setProblem(found);
    setResult(null);
    if (found || mute.isPending) return;
    mute.mutate({ name, request: untilUnmuted ? {} : { minutes: length } });
  };

  return (
    <section className={ui.card} aria-labelledby="mute-form">
      <h2 id="mute-form" className={ui.cardTitle}>
        {t('support.muteTitle')}
      </h2>
      <form className={ui.form} onSubmit={submit} noValidate>
        <div className={styles.muteFields}>
          <Field
            label={t('support.account')}
            value={account}
            onValueChange={setAccount}
            autoComplete="off"
            maxLength={64}
          />
          <Field
            label={t('support.minutes')}
            value={minutes}
            onValueChange={setMinutes}
            inputMode="numeric"
            disabled={untilUnmuted}
          />
        </div>
        <CheckField
          label={t('support.untilUnmuted')}
          checked={untilUnmuted}
          onCheckedChange={setUntilUnmuted}
        />
        {problem ? (
          <p className={ui.error} role="alert">
            {problem}
          </p>
        ) : null}
        {mute.isError && !problem ? <ErrorMessage error={mute.error} /> : null}
        {result ? (
          <p className={ui.success} role="status">
            {result.mutedUntil
              ? t('support.mutedDone', {
                  account: result.account,
                  time: dateTime(result.mutedUntil),
                })
              : t('support.mutedForeverDone', { account: result.account })}
          </p>
        ) : null}
        <div className={ui.actions}>
          <button type="submit" className="button button--primary" disabled={mute.isPending}>
            {t('support.mute')}
          </button>
        </div>
      </form>
    </section>
  );
}
