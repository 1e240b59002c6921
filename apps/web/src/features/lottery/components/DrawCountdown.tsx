import { useTranslation } from 'react-i18next';
import { countdown } from '../lottery-time';

/** The time left before a draw closes; "drawing" once it closed and the result is on its way. */
export function DrawCountdown({ drawAt, now }: { drawAt: string; now: number }) {
  const { t } = useTranslation();
  const left = countdown(drawAt, now);
  let text = t('lottery.drawing');
  if (left) {
    text =
      left.days > 0
        ? t('lottery.countdownDays', { days: left.days, clock: left.clock })
        : left.clock;
  }
  return <time dateTime={drawAt}>{text}</time>;
}
