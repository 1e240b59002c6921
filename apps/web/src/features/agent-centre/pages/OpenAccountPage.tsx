import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AGENT_RATIO_PATTERN,
  DOWNLINE_TYPES,
  type AgentCentreInfo,
  type AgentInvitation,
  type DownlineType,
  type OpenAccountRequest,
} from '@wps/shared-types';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { FormMessage, SubmitButton, TextField } from '../../../ui/Form';
import { recordStyles } from '../../member-centre';
import { agentKeys, fetchInvitation, openAccount } from '../api';
import { DOWNLINE_TYPE_KEYS } from '../labels';
import type { AgentPageProps } from '../page-props';
import formStyles from '../../../ui/Form.module.css';
import styles from '../agent-centre.module.css';

const QrCode = lazy(() => import('../../../ui/QrCode'));

/**
 * Open account centre: open a member or a sub-agent directly under the agent (initial password
 * 123456, changed at first login), and the invitation link with its QR code and rules.
 */
export default function OpenAccountPage({ info }: AgentPageProps) {
  const { t } = useTranslation('agentCentre');
  return (
    <div className={recordStyles.page}>
      <h3 className={recordStyles.title}>{t('agentCentre.menu.agent_open_account')}</h3>
      {info.permissions.openAccounts ? (
        <>
          <OpenAccountForm info={info} />
          <Invitation />
        </>
      ) : (
        <p role="status" className={styles.note}>
          {t('agentCentre.openAccount.disabled')}
        </p>
      )}
    </div>
  );
}

type Field = 'username' | 'ratio';

/** A ratio the agent may give: the pattern, and at most its own. */
function ratioProblem(ratio: string, own: string | null): boolean {
  if (!AGENT_RATIO_PATTERN.test(ratio)) return true;
  return own !== null && Number(ratio) > Number(own);
}

function OpenAccountForm({ info }: { info: AgentCentreInfo }) {
  const { t } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  const queryClient = useQueryClient();
  const [type, setType] = useState<DownlineType>('MEMBER');
  const [username, setUsername] = useState('');
  const [nickname, setNickname] = useState('');
  const [ratio, setRatio] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const open = useMutation({
    mutationFn: openAccount,
    onError: (error) => setErrors(fieldErrorsOf(error)),
    onSuccess: () => {
      setUsername('');
      setNickname('');
      setRatio('');
      void queryClient.invalidateQueries({ queryKey: agentKeys.all });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (open.isPending) return;
    const found: Partial<Record<Field, string>> = {};
    if (!username.trim()) found.username = t('agentCentre.openAccount.usernameRequired');
    if (type === 'AGENT' && ratioProblem(ratio.trim(), info.agent.ratio)) {
      found.ratio = t('agentCentre.openAccount.ratioInvalid', { max: info.agent.ratio ?? '100' });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const request: OpenAccountRequest = { type, username: username.trim() };
    if (nickname.trim()) request.nickname = nickname.trim();
    if (type === 'AGENT') request.ratio = ratio.trim();
    open.mutate(request);
  };
  const fieldFailed = Object.keys(fieldErrorsOf(open.error)).length > 0;

  return (
    <form
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('agentCentre.openAccount.form')}
    >
      <fieldset className={styles.actions}>
        <legend>{t('agentCentre.openAccount.type')}</legend>
        {DOWNLINE_TYPES.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="downlineType"
              value={option}
              checked={type === option}
              onChange={() => setType(option)}
            />{' '}
            {t(DOWNLINE_TYPE_KEYS[option])}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('agentCentre.openAccount.username')}
        value={username}
        onValueChange={setUsername}
        autoComplete="off"
        required
        error={errors.username}
      />
      <TextField
        label={t('agentCentre.openAccount.nickname')}
        value={nickname}
        onValueChange={setNickname}
        autoComplete="off"
      />
      {type === 'AGENT' && (
        <TextField
          label={t('agentCentre.openAccount.ratio')}
          value={ratio}
          onValueChange={setRatio}
          inputMode="decimal"
          required
          hint={t('agentCentre.openAccount.ratioHint', { max: info.agent.ratio ?? '100' })}
          error={errors.ratio}
        />
      )}
      {open.isError && !fieldFailed && <FormMessage>{errorText(siteT, open.error)}</FormMessage>}
      {open.data && (
        <FormMessage tone="success">
          {t('agentCentre.openAccount.opened', {
            account: open.data.account,
            password: open.data.initialPassword,
          })}{' '}
          {t('agentCentre.openAccount.changeAtFirstLogin')}
        </FormMessage>
      )}
      <div className={formStyles.actions}>
        <SubmitButton pending={open.isPending}>{t('agentCentre.openAccount.submit')}</SubmitButton>
      </div>
    </form>
  );
}

function Invitation() {
  const { t } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  const invitation = useQuery({
    queryKey: agentKeys.invitation,
    queryFn: ({ signal }) => fetchInvitation(signal),
  });
  return (
    <section className={styles.section} aria-labelledby="agent-invitation">
      <h4 id="agent-invitation" className={styles.subTitle}>
        {t('agentCentre.invitation.title')}
      </h4>
      {invitation.isError && <p role="alert">{errorText(siteT, invitation.error)}</p>}
      {invitation.data && <InvitationLink invitation={invitation.data} />}
    </section>
  );
}

function InvitationLink({ invitation }: { invitation: AgentInvitation }) {
  const { t } = useTranslation('agentCentre');
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(invitation.url).then(() => setCopied(true));
  };
  return (
    <div className={styles.invitation}>
      <div className={styles.section}>
        <dl className={styles.details}>
          <div>
            <dt>{t('agentCentre.invitation.code')}</dt>
            <dd>{invitation.code}</dd>
          </div>
          <div>
            <dt>{t('agentCentre.invitation.link')}</dt>
            <dd className={styles.url}>{invitation.url}</dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <button type="button" className="button button--small" onClick={copy}>
            {t('agentCentre.invitation.copy')}
          </button>
          {copied && <span role="status">{t('agentCentre.invitation.copied')}</span>}
        </div>
        <h5 className={styles.subTitle}>{t('agentCentre.invitation.rules')}</h5>
        <ul>
          <li>{t('agentCentre.invitation.joinsAsMember')}</li>
          <li>{t('agentCentre.invitation.minimumAge', { age: invitation.rules.minimumAge })}</li>
          {invitation.rules.requiredFields.length > 0 && (
            <li>
              {t('agentCentre.invitation.requiredFields', {
                fields: invitation.rules.requiredFields.join(', '),
              })}
            </li>
          )}
        </ul>
      </div>
      <Suspense fallback={<div className={styles.qr} aria-hidden="true" />}>
        <QrCode
          className={styles.qr}
          text={invitation.url}
          label={t('agentCentre.invitation.qr')}
        />
      </Suspense>
    </div>
  );
}
