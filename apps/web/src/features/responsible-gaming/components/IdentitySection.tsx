import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IDENTITY_MAX_DOCUMENTS,
  PROOF_IMAGE_MAX_MEGABYTES,
  type IdentityStatusValue,
  type ProtectionOverview,
} from '@wps/shared-types';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { formatDateTime } from '../../../lib/date-time';
import { FormMessage, SubmitButton } from '../../../ui/Form';
import { ProofImagePicker } from '../../../ui/ProofImagePicker';
import { useLanguage } from '../../i18n';
import { protectionKeys, sendIdentityDocuments } from '../api';
import styles from './ResponsibleGaming.module.css';

/** The identity verification's status and, until it is verified or under review, its upload. */
export function IdentitySection({ overview }: { overview: ProtectionOverview }) {
  const { t } = useTranslation('responsibleGaming');
  const identity = overview.identity;
  const canSend = identity.status === 'NOT_VERIFIED' || identity.status === 'REJECTED';
  return (
    <section className={styles.section} aria-labelledby="rg-identity">
      <h2 id="rg-identity">{t('responsibleGaming.identity.title')}</h2>
      <p className={styles.note}>{t('responsibleGaming.identity.intro')}</p>
      <p className={styles.status} role="status">
        <IdentityStatusText identity={identity} />
      </p>
      {canSend && <IdentityForm />}
    </section>
  );
}

function IdentityStatusText({ identity }: { identity: IdentityStatusValue }) {
  const { t } = useTranslation('responsibleGaming');
  switch (identity.status) {
    case 'PENDING':
      return t('responsibleGaming.identity.pending', {
        time: identity.submittedAt ? formatDateTime(identity.submittedAt) : '—',
      });
    case 'VERIFIED':
      return t('responsibleGaming.identity.verified');
    case 'REJECTED':
      return t('responsibleGaming.identity.rejected', { reason: identity.rejectReason ?? '—' });
    default:
      return t('responsibleGaming.identity.notVerified');
  }
}

function IdentityForm() {
  const { t } = useTranslation('responsibleGaming');
  const { t: siteT } = useTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [documents, setDocuments] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: sendIdentityDocuments,
    onSuccess: (identity) => {
      queryClient.setQueryData<ProtectionOverview>(protectionKeys.overview, (previous) =>
        previous ? { ...previous, identity } : previous,
      );
    },
    onError: (failure) => {
      const problems = fieldErrorsOf(failure);
      setError(problems.documents ?? null);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = documents.length === 0;
    setError(missing ? t('responsibleGaming.identity.missing') : null);
    if (!missing) send.mutate(documents);
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('responsibleGaming.identity.form')}
    >
      <ProofImagePicker
        images={documents}
        onChange={(next, problem) => {
          setDocuments(next);
          setError(problem);
        }}
        error={error}
        language={language}
        maxCount={IDENTITY_MAX_DOCUMENTS}
        required
        texts={{
          legend: t('responsibleGaming.identity.documents'),
          hint: t('responsibleGaming.identity.documentsHint', {
            max: IDENTITY_MAX_DOCUMENTS,
            size: PROOF_IMAGE_MAX_MEGABYTES,
          }),
          add: t('responsibleGaming.identity.add'),
          remove: (name) => siteT('deposit.removeImage', { name }),
        }}
      />
      {send.isError && !fieldErrorsOf(send.error).documents && (
        <FormMessage>{errorText(siteT, send.error)}</FormMessage>
      )}
      <SubmitButton pending={send.isPending}>{t('responsibleGaming.identity.send')}</SubmitButton>
    </form>
  );
}
