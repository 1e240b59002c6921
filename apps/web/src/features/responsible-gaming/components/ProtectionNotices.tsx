import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ExclusionView } from '@wps/shared-types';
import { AlertDialog } from '../../../ui/AlertDialog';
import { endSession, useSession } from '../../session';
import { protectionKeys } from '../api';
import { useProtection } from '../hooks/useProtection';
import { RESPONSIBLE_GAMING_PATH } from '../route';
import {
  delayUntil,
  endedByLimit,
  sessionLimitNotice,
  useSessionLimitNotice,
} from '../session-limit';
import { ClosedUntil, EXCLUSION_IN_FORCE } from './ExclusionTexts';
import styles from './ResponsibleGaming.module.css';

/**
 * What the site shows around every page for player protection: the time-out or self-exclusion
 * in force under the header, and the end of a session by the member's session limit (the member
 * is logged out at `sessionEndsAt` and told why).
 */
export function ProtectionNotices() {
  const { t } = useTranslation('responsibleGaming');
  const protection = useProtection();
  const noticeShown = useSessionLimitNotice();
  useSessionLimit(protection.data?.sessionEndsAt ?? null);
  // The server answers only an exclusion in force; the overview is read again when it ends.
  const exclusion = protection.data?.exclusion ?? null;
  useRefreshAt(exclusion?.endsAt ?? null);

  return (
    <>
      {exclusion && <ExclusionBanner exclusion={exclusion} />}
      {noticeShown && (
        <AlertDialog
          title={t('responsibleGaming.sessionLimit.title')}
          onClose={sessionLimitNotice.hide}
        >
          <p>{t('responsibleGaming.sessionLimit.text')}</p>
        </AlertDialog>
      )}
    </>
  );
}

function ExclusionBanner({ exclusion }: { exclusion: ExclusionView }) {
  const { t } = useTranslation('responsibleGaming');
  const { t: siteT } = useTranslation();
  const title = t(EXCLUSION_IN_FORCE[exclusion.kind]);
  return (
    <section className={`warning-box ${styles.banner}`} aria-label={title}>
      <p>
        <strong>{title}</strong> <ClosedUntil end={exclusion.endsAt} />{' '}
        {t('responsibleGaming.withdraw')}{' '}
        <Link to={RESPONSIBLE_GAMING_PATH}>{siteT('responsibleGaming.title')}</Link>
      </p>
    </section>
  );
}

/**
 * Ends the session when the member's session limit is reached, and tells the member so; a
 * session the server refused first (a slow browser clock) close to that end is told the same.
 */
function useSessionLimit(sessionEndsAt: string | null) {
  const session = useSession();
  const queryClient = useQueryClient();
  const lastEnd = useRef<number | null>(null);

  useEffect(() => {
    if (!session.token) {
      if (endedByLimit(lastEnd.current, Date.now())) sessionLimitNotice.show();
      lastEnd.current = null;
      return;
    }
    if (!sessionEndsAt) return;
    const end = Date.parse(sessionEndsAt);
    lastEnd.current = end;
    const timer = window.setTimeout(() => endSession(queryClient), delayUntil(end, Date.now()));
    return () => window.clearTimeout(timer);
  }, [session.token, sessionEndsAt, queryClient]);
}

/** Reads the overview again when the exclusion in force ends, so its banner goes. */
function useRefreshAt(endsAt: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!endsAt) return;
    const timer = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: protectionKeys.overview }),
      // A moment after the end, so the server's clock has passed it too.
      delayUntil(Date.parse(endsAt) + 1_000, Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [endsAt, queryClient]);
}
