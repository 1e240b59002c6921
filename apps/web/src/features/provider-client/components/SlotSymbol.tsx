import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotSymbol as SlotSymbolName } from '@wps/shared-types';
import styles from './SlotGame.module.css';

// Written out so every translation key appears in the code (the translations test reads them).
const SYMBOL_NAMES = {
  TIGER: 'providerClient.symbols.tiger',
  WAU: 'providerClient.symbols.wau',
  HIBISCUS: 'providerClient.symbols.hibiscus',
  KETUPAT: 'providerClient.symbols.ketupat',
  DURIAN: 'providerClient.symbols.durian',
  RAMBUTAN: 'providerClient.symbols.rambutan',
  A: 'providerClient.symbols.ace',
  K: 'providerClient.symbols.king',
  Q: 'providerClient.symbols.queen',
  J: 'providerClient.symbols.jack',
  TEN: 'providerClient.symbols.ten',
} as const;

const isKnown = (symbol: string): symbol is keyof typeof SYMBOL_NAMES => symbol in SYMBOL_NAMES;

/** The player's name of a symbol; a symbol this client has no art for keeps its code. */
export function useSymbolName(): (symbol: SlotSymbolName) => string {
  const { t } = useTranslation('providerClient');
  return (symbol) => (isKnown(symbol) ? t(SYMBOL_NAMES[symbol]) : symbol);
}

const letter = (text: string, fill: string, size = 62) => (
  <text
    x="50"
    y="52"
    textAnchor="middle"
    dominantBaseline="central"
    fontSize={size}
    fontWeight="900"
    fontFamily="Georgia, 'Times New Roman', serif"
    fill={fill}
    stroke="#1b1206"
    strokeWidth="3"
    paintOrder="stroke"
  >
    {text}
  </text>
);

const spikes = (count: number, inner: number, outer: number) =>
  Array.from({ length: count * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / count;
    return `${50 + radius * Math.sin(angle)},${52 - radius * Math.cos(angle)}`;
  }).join(' ');

const ART: Record<keyof typeof SYMBOL_NAMES, ReactNode> = {
  TIGER: (
    <>
      <circle cx="27" cy="26" r="11" fill="#f59e0b" stroke="#1b1206" strokeWidth="3" />
      <circle cx="73" cy="26" r="11" fill="#f59e0b" stroke="#1b1206" strokeWidth="3" />
      <circle cx="50" cy="54" r="34" fill="#f59e0b" stroke="#1b1206" strokeWidth="3" />
      <path
        d="M50 20v12M36 24l4 10M64 24l-4 10M18 50h12M18 62h10M82 50H70M82 62H72"
        stroke="#1b1206"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <ellipse cx="50" cy="70" rx="16" ry="11" fill="#fff7e6" />
      <circle cx="38" cy="50" r="4.5" fill="#1b1206" />
      <circle cx="62" cy="50" r="4.5" fill="#1b1206" />
      <path d="M45 64h10l-5 6z" fill="#1b1206" />
    </>
  ),
  WAU: (
    <>
      <path d="M50 6 84 40 50 70 16 40z" fill="#2563eb" stroke="#1b1206" strokeWidth="3" />
      <path d="M50 6 67 40 50 70 33 40z" fill="#facc15" />
      <path d="M16 40h68M50 6v64" stroke="#b91c1c" strokeWidth="3" />
      <path
        d="M50 70c-6 8 6 12 0 20s4 8 2 10"
        fill="none"
        stroke="#b91c1c"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </>
  ),
  HIBISCUS: (
    <>
      {[0, 72, 144, 216, 288].map((angle) => (
        <ellipse
          key={angle}
          cx="50"
          cy="30"
          rx="15"
          ry="22"
          fill="#dc2626"
          stroke="#7f1d1d"
          strokeWidth="2"
          transform={`rotate(${angle} 50 52)`}
        />
      ))}
      <circle cx="50" cy="52" r="9" fill="#fde047" stroke="#7f1d1d" strokeWidth="2" />
    </>
  ),
  KETUPAT: (
    <>
      <path d="M50 12 86 50 50 88 14 50z" fill="#65a30d" stroke="#1a2e05" strokeWidth="3" />
      <path
        d="M32 31 68 69M41 21.5 77 59.5M23 40.5 59 78.5M68 31 32 69M59 21.5 23 59.5M77 40.5 41 78.5"
        stroke="#d9f99d"
        strokeWidth="3"
      />
      <path d="M50 12c4-6 10-8 14-6" fill="none" stroke="#1a2e05" strokeWidth="3" />
    </>
  ),
  DURIAN: (
    <>
      <polygon points={spikes(16, 30, 40)} fill="#84cc16" stroke="#365314" strokeWidth="3" />
      <circle cx="50" cy="52" r="26" fill="#a3a635" />
      <path d="M50 12V4" stroke="#365314" strokeWidth="5" strokeLinecap="round" />
    </>
  ),
  RAMBUTAN: (
    <>
      <circle cx="50" cy="54" r="28" fill="#e11d48" stroke="#881337" strokeWidth="3" />
      {Array.from({ length: 18 }, (_, index) => (
        <path
          key={index}
          d="M50 24q4-8 0-14"
          fill="none"
          stroke="#16a34a"
          strokeWidth="3"
          strokeLinecap="round"
          transform={`rotate(${index * 20} 50 54)`}
        />
      ))}
      <ellipse cx="40" cy="44" rx="6" ry="9" fill="#fda4af" opacity="0.7" />
    </>
  ),
  A: letter('A', '#ef4444'),
  K: letter('K', '#3b82f6'),
  Q: letter('Q', '#a855f7'),
  J: letter('J', '#22c55e'),
  TEN: letter('10', '#f97316', 52),
};

interface SlotSymbolProps {
  symbol: SlotSymbolName;
  /** Decoration only (a spinning strip): no accessible name. */
  decorative?: boolean;
}

/** One symbol drawn in SVG, named for assistive technology. */
export function SlotSymbol({ symbol, decorative = false }: SlotSymbolProps) {
  const name = useSymbolName()(symbol);
  const art = isKnown(symbol) ? ART[symbol] : letter(symbol.slice(0, 2), '#e5e7eb', 40);
  return (
    <svg
      viewBox="0 0 100 100"
      className={styles.symbol}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative ? true : undefined}
      focusable="false"
    >
      {art}
    </svg>
  );
}
