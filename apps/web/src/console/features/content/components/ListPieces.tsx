import { LANGUAGES, type Language } from '@wps/shared-types';
import { LANGUAGE_META } from '../../../../lib/languages';
import { dateTime } from '../../../lib/format';
import { useConsoleTranslation, type ConsoleText } from '../../../lib/i18n';
import type { ContentFilter } from '../content-definition';
import { scheduleState, type ScheduleState } from '../content-form';
import styles from './Content.module.css';

// The cells and filters several lists share.

const STATE_LABELS = {
  live: 'content.stateLive',
  scheduled: 'content.stateScheduled',
  ended: 'content.stateEnded',
  disabled: 'content.stateDisabled',
} as const satisfies Record<ScheduleState, string>;

/** Whether players see the row now, and if not, why. */
export function ScheduleBadge({
  row,
}: {
  row: { enabled: boolean; live: boolean; startsAt: string | null };
}) {
  const { t } = useConsoleTranslation();
  const state = scheduleState(row);
  return <Badge on={state === 'live'}>{t(STATE_LABELS[state])}</Badge>;
}

export function Badge({ on, children }: { on: boolean; children: string }) {
  return <span className={on ? `${styles.badge} ${styles.on}` : styles.badge}>{children}</span>;
}

/** A row's picture, small; it opens at full size. */
export function Thumbnail({ src, name }: { src: string; name: string }) {
  const { t } = useConsoleTranslation();
  return (
    <a href={src} target="_blank" rel="noopener noreferrer">
      <img
        className={styles.thumbnail}
        src={src}
        alt={t('content.pictureOf', { title: name })}
        loading="lazy"
      />
    </a>
  );
}

/** The start over the end ("→ end"), a dash for an open bound; "Always" for neither. */
export function schedule(t: ConsoleText, row: { startsAt: string | null; endsAt: string | null }) {
  if (!row.startsAt && !row.endsAt) return t('content.always');
  const none = t('common.none');
  return (
    <>
      {dateTime(row.startsAt) || none}
      <br />→ {dateTime(row.endsAt) || none}
    </>
  );
}

export function languageName(t: ConsoleText, language: Language | null): string {
  return language ? LANGUAGE_META[language].nativeName : t('content.everyLanguage');
}

/** A filter whose first option shows every row. */
export function filterOf(
  name: string,
  label: string,
  t: ConsoleText,
  options: { value: string; label: string }[],
): ContentFilter {
  return { name, label, options: [{ value: '', label: t('content.all') }, ...options] };
}

/** Rows of one language only (a row for every language is not one of them). */
export function languageFilter(t: ConsoleText): ContentFilter {
  return filterOf(
    'language',
    t('content.language'),
    t,
    LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_META[language].nativeName })),
  );
}
