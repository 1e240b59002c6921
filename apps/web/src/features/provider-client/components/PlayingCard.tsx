import { useTranslation } from 'react-i18next';
import type { BaccaratCard } from '@wps/shared-types';
import styles from './LiveTable.module.css';

const SUITS = {
  S: { glyph: '♠', name: 'providerClient.baccarat.suits.spades', red: false },
  H: { glyph: '♥', name: 'providerClient.baccarat.suits.hearts', red: true },
  D: { glyph: '♦', name: 'providerClient.baccarat.suits.diamonds', red: true },
  C: { glyph: '♣', name: 'providerClient.baccarat.suits.clubs', red: false },
} as const;

const suitOf = (card: BaccaratCard) =>
  card.suit in SUITS ? SUITS[card.suit as keyof typeof SUITS] : undefined;

/** A dealt card of a card table (baccarat, dragon tiger), dealt in order by its index. */
export function PlayingCard({ card, index }: { card: BaccaratCard; index: number }) {
  const { t } = useTranslation('providerClient');
  const suit = suitOf(card);
  return (
    <li
      className={`${styles.card} ${suit?.red ? styles.red : ''}`}
      style={{ animationDelay: `${index * 120}ms` }}
      aria-label={t('providerClient.baccarat.card', {
        rank: card.rank,
        suit: suit ? t(suit.name) : card.suit,
      })}
    >
      <span aria-hidden="true">{card.rank}</span>
      <span aria-hidden="true">{suit?.glyph ?? card.suit}</span>
    </li>
  );
}
