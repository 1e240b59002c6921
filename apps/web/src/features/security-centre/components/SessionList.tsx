import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { FormMessage } from '../../../ui/Form';
import { Pager } from '../../../ui/Pager';
import { fetchSessions, securityKeys, signOutOthers } from '../api';
import { deviceText, loginTime } from './device';
import styles from './SecurityCentre.module.css';

/** The member's live sessions, this one marked, and "sign out other devices". */
export function SessionList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const sessions = useQuery({
    queryKey: securityKeys.sessions(pageNo),
    queryFn: ({ signal }) => fetchSessions(pageNo, signal),
    placeholderData: keepPreviousData,
  });
  const signOut = useMutation({
    mutationFn: signOutOthers,
    onSuccess: () => {
      setPageNo(1);
      void queryClient.invalidateQueries({ queryKey: securityKeys.all });
    },
  });

  if (sessions.isError) return <p role="alert">{t('securityCentre.loadFailed')}</p>;
  if (!sessions.data) return <p aria-busy="true">{t('shell.loading')}</p>;
  return (
    <>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('securityCentre.sessions.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('securityCentre.sessions.since')}</th>
            <th scope="col">{t('securityCentre.address')}</th>
            <th scope="col">{t('securityCentre.device')}</th>
          </tr>
        </thead>
        <tbody>
          {sessions.data.list.map((entry, index) => (
            <tr key={`${entry.createdAt}-${index}`}>
              <td>{loginTime(entry.createdAt)}</td>
              <td>{entry.address ?? '—'}</td>
              <td>
                {deviceText(t, entry)}
                {entry.current && (
                  <strong className={styles.verified}>
                    {' '}
                    ({t('securityCentre.sessions.current')})
                  </strong>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager
        page={sessions.data.pageNo}
        totalPages={sessions.data.totalPages}
        onChoose={setPageNo}
      />
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--ghost"
          disabled={signOut.isPending || sessions.data.totalCount <= 1}
          onClick={() => signOut.mutate()}
        >
          {t('securityCentre.sessions.signOutOthers')}
        </button>
      </div>
      {signOut.isSuccess && (
        <FormMessage tone="success">
          {t('securityCentre.sessions.signedOut', { count: signOut.data.signedOut })}
        </FormMessage>
      )}
      {signOut.isError && <FormMessage>{errorText(t, signOut.error)}</FormMessage>}
    </>
  );
}
