import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../agent-centre.module.css';

/** An account filter, applied when searched (not on every key), empty for all accounts. */
export function AccountFilter({
  label,
  onApply,
}: {
  label: string;
  onApply: (account: string | undefined) => void;
}) {
  const { t } = useTranslation('agentCentre');
  const [account, setAccount] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(account.trim() || undefined);
  };
  return (
    <form onSubmit={submit} className={styles.actions} role="search">
      <label className={styles.section}>
        {label}
        <input
          className={styles.filterInput}
          type="search"
          value={account}
          onChange={(event) => setAccount(event.target.value)}
        />
      </label>
      <button type="submit" className="button button--small">
        {t('agentCentre.team.search')}
      </button>
    </form>
  );
}
