import type { BetRefusal, PlayerLimitKind } from '@wps/shared-types';
import { useTranslation } from 'react-i18next';
import { htmlLanguageOf } from '../../../lib/languages';
import { useLanguage } from '../../i18n';
import { useMoneyFormat } from '../../wallet';
import styles from './GameFrame.module.css';

// Written out, so the translation test finds every key.
const LIMIT_TEXT = {
  LOSS_DAY: 'gameFrame.refusal.lossDay',
  LOSS_WEEK: 'gameFrame.refusal.lossWeek',
  LOSS_MONTH: 'gameFrame.refusal.lossMonth',
  WAGER_DAY: 'gameFrame.refusal.wagerDay',
  WAGER_WEEK: 'gameFrame.refusal.wagerWeek',
  WAGER_MONTH: 'gameFrame.refusal.wagerMonth',
} as const satisfies Partial<Record<PlayerLimitKind, string>>;

function limitText(kind: PlayerLimitKind) {
  return kind in LIMIT_TEXT ? LIMIT_TEXT[kind as keyof typeof LIMIT_TEXT] : null;
}

/** Why the wallet refused the player's bet: the limit and its amount, or the exclusion's end. */
function useRefusalText(refusal: BetRefusal): string {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useMoneyFormat();
  if (refusal.code === 'PLAY_LIMIT_REACHED') {
    const key = limitText(refusal.kind);
    return key ? t(key, { limit: money(refusal.limit) }) : t('errors.PLAY_LIMIT_REACHED');
  }
  const { kind, endsAt } = refusal.exclusion;
  if (!endsAt) return t('gameFrame.refusal.selfExclusionPermanent');
  const end = new Intl.DateTimeFormat(htmlLanguageOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(endsAt));
  return kind === 'TIME_OUT'
    ? t('gameFrame.refusal.timeOut', { end })
    : t('gameFrame.refusal.selfExclusion', { end });
}

/** Above the game: the site's own word on a bet the wallet refused, until the player closes it. */
export function BetRefusalNotice({
  refusal,
  onClose,
}: {
  refusal: BetRefusal;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useRefusalText(refusal);
  return (
    <div className={`warning-box ${styles.refusal}`} role="alert">
      <p>{text}</p>
      <button type="button" className="button button--ghost button--small" onClick={onClose}>
        {t('shell.close')}
      </button>
    </div>
  );
}
