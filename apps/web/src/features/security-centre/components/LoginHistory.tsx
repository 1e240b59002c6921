import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../ui/Pager';
import { fetchLogins, securityKeys } from '../api';
import { deviceText, loginTime } from './device';
import styles from './SecurityCentre.module.css';

/** The member's logins, newest first: time, address and device. */
export function LoginHistory() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const logins = useQuery({
    queryKey: securityKeys.logins(pageNo),
    queryFn: ({ signal }) => fetchLogins(pageNo, signal),
    placeholderData: keepPreviousData,
  });
  if (logins.isError) return <p role="alert">{t('securityCentre.loadFailed')}</p>;
  if (!logins.data) return <p aria-busy="true">{t('shell.loading')}</p>;
  return (
    <>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('securityCentre.logins.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('securityCentre.time')}</th>
            <th scope="col">{t('securityCentre.address')}</th>
            <th scope="col">{t('securityCentre.device')}</th>
          </tr>
        </thead>
        <tbody>
          {logins.data.list.map((entry, index) => (
            <tr key={`${entry.createdAt}-${index}`}>
              <td>{loginTime(entry.createdAt)}</td>
              <td>{entry.address ?? '—'}</td>
              <td>{deviceText(t, entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={logins.data.pageNo} totalPages={logins.data.totalPages} onChoose={setPageNo} />
    </>
  );
}
