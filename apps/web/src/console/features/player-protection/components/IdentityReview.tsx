import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ConsoleProtectionDetail, type IdentityReviewRequest } from '@wps/shared-types';
import { dateTime } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { identityDocumentUrl, protectionKeys, reviewIdentity } from '../api';
import { reasonAccepted } from '../protection-form';
import { IdentityBadge } from './ProtectionBadges';
import { ReasonField } from './ReasonField';
import styles from './PlayerProtection.module.css';

/** The member's identity documents; documents waiting for a review are verified or rejected. */
export function IdentityReview({ detail }: { detail: ConsoleProtectionDetail }) {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('protection.write');
  const [decided, setDecided] = useState<IdentityReviewRequest['decision'] | null>(null);
  const { identity } = detail;
  const positions = Array.from({ length: identity.documentCount }, (_, index) => index + 1);

  return (
    <section className={ui.card} aria-labelledby="protection-identity">
      <h2 id="protection-identity" className={ui.cardTitle}>
        {t('protection.identityTitle')}
      </h2>
      <dl className={ui.details}>
        <div>
          <dt>{t('protection.identityStatus')}</dt>
          <dd>
            <IdentityBadge status={identity.status} />
          </dd>
        </div>
        <div>
          <dt>{t('protection.submittedAt')}</dt>
          <dd>{identity.submittedAt ? dateTime(identity.submittedAt) : t('common.none')}</dd>
        </div>
        {identity.rejectReason ? (
          <div>
            <dt>{t('protection.rejectReason')}</dt>
            <dd>{identity.rejectReason}</dd>
          </div>
        ) : null}
      </dl>
      {positions.length === 0 ? (
        <p className={ui.muted}>{t('protection.noDocuments')}</p>
      ) : (
        <ul className={styles.documents} aria-label={t('protection.documents')}>
          {positions.map((position) => {
            const url = identityDocumentUrl(detail.memberId, position);
            return (
              <li key={position}>
                {/* The full picture in a tab of its own; the cookie goes along (same origin). */}
                <a href={url} target="_blank" rel="noreferrer">
                  <img
                    src={url}
                    alt={t('protection.documentAlt', { position, account: detail.account })}
                    className={styles.document}
                  />
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {decided ? (
        <p className={ui.success} role="status">
          {decided === 'VERIFIED' ? t('protection.verified') : t('protection.rejected')}
        </p>
      ) : null}
      {canWrite && identity.status === 'PENDING' ? (
        <Decision detail={detail} onDecided={setDecided} />
      ) : null}
    </section>
  );
}

function Decision({
  detail,
  onDecided,
}: {
  detail: ConsoleProtectionDetail;
  onDecided: (decision: IdentityReviewRequest['decision']) => void;
}) {
  const { t } = useConsoleTranslation();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const review = useMutation({
    mutationFn: (request: IdentityReviewRequest) => reviewIdentity(detail.memberId, request),
    onSuccess: async (_answer, request) => {
      setConfirming(false);
      onDecided(request.decision);
      await client.invalidateQueries({ queryKey: protectionKeys.all });
    },
    // Another operator decided first: the page shows the documents as they are now.
    onError: () => client.invalidateQueries({ queryKey: protectionKeys.member(detail.memberId) }),
  });
  const refused = checked && !reasonAccepted(reason);

  const reject = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (reasonAccepted(reason) && !review.isPending) {
      review.mutate({ decision: 'REJECTED', reason: reason.trim() });
    }
  };

  return (
    <>
      {review.isError && !confirming ? <ErrorMessage error={review.error} /> : null}
      <div className={ui.actions}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            review.reset();
            setConfirming(true);
          }}
        >
          {t('protection.verify')}
        </button>
      </div>
      <form className={ui.form} onSubmit={reject} noValidate>
        <ReasonField
          label={t('protection.rejectReasonInput')}
          value={reason}
          onValueChange={setReason}
          refused={refused}
        />
        <div className={ui.actions}>
          <button type="submit" className="button" disabled={review.isPending}>
            {t('protection.reject')}
          </button>
        </div>
      </form>
      {confirming ? (
        <ConfirmDialog
          title={t('protection.verifyTitle', { account: detail.account })}
          confirmLabel={t('protection.verify')}
          busy={review.isPending}
          error={review.error}
          onClose={() => setConfirming(false)}
          onConfirm={() => review.mutate({ decision: 'VERIFIED' })}
        >
          <p className={ui.muted}>{t('protection.verifyText')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
