import type { ReactNode } from 'react';
import type { FishingFish } from '@wps/shared-types';

// Drawn facing right in a 100 x 60 box; the pond mirrors the fish that swim leftwards.

const EDGE = { stroke: '#0b1b2b', strokeWidth: 2.5 } as const;

/** A fish's body with its tail, fin, eye and any stripes. */
function fishBody(colour: string, fin: string, options: { height?: number; stripes?: number[] }) {
  const height = options.height ?? 18;
  return (
    <>
      <polygon
        points={`22,30 4,${30 - height * 0.8} 4,${30 + height * 0.8}`}
        fill={fin}
        {...EDGE}
      />
      <path
        d={`M40 ${30 - height} L56 ${22 - height} L64 ${30 - height * 0.7} Z`}
        fill={fin}
        {...EDGE}
      />
      <ellipse cx="54" cy="30" rx="36" ry={height} fill={colour} {...EDGE} />
      {options.stripes?.map((x) => (
        <path
          key={x}
          d={`M${x} ${30 - height * 0.9} Q${x + 5} 30 ${x} ${30 + height * 0.9}`}
          fill="none"
          stroke="#fff"
          strokeWidth="5"
        />
      ))}
      <circle cx="76" cy="26" r="4.5" fill="#fff" {...EDGE} strokeWidth={1.5} />
      <circle cx="77" cy="26" r="2" fill="#0b1b2b" />
    </>
  );
}

const ART: Record<FishingFish, ReactNode> = {
  ANCHOVY: fishBody('#cbd5e1', '#94a3b8', { height: 11 }),
  CLOWNFISH: fishBody('#f97316', '#ea580c', { stripes: [46, 66] }),
  PUFFERFISH: (
    <>
      {fishBody('#facc15', '#eab308', { height: 24 })}
      {[40, 52, 64].map((x) => (
        <circle key={x} cx={x} cy={x === 52 ? 42 : 38} r="2.5" fill="#a16207" />
      ))}
    </>
  ),
  ANGELFISH: fishBody('#60a5fa', '#a78bfa', { height: 24, stripes: [50] }),
  LIONFISH: fishBody('#ef4444', '#fca5a5', { stripes: [38, 52, 66] }),
  TURTLE: (
    <>
      <ellipse cx="30" cy="14" rx="10" ry="6" fill="#4ade80" {...EDGE} />
      <ellipse cx="30" cy="46" rx="10" ry="6" fill="#4ade80" {...EDGE} />
      <circle cx="84" cy="30" r="10" fill="#4ade80" {...EDGE} />
      <ellipse cx="48" cy="30" rx="32" ry="20" fill="#15803d" {...EDGE} />
      <path
        d="M32 30 H64 M40 16 L48 30 L40 44 M56 16 L48 30 L56 44"
        stroke="#86efac"
        strokeWidth="3"
      />
      <circle cx="88" cy="27" r="2" fill="#0b1b2b" />
    </>
  ),
  STINGRAY: (
    <>
      <path d="M30 30 Q14 34 2 46" fill="none" stroke="#475569" strokeWidth="3" />
      <path d="M30 30 L62 4 L94 30 L62 56 Z" fill="#94a3b8" {...EDGE} />
      <circle cx="74" cy="24" r="2.5" fill="#0b1b2b" />
      <circle cx="74" cy="36" r="2.5" fill="#0b1b2b" />
    </>
  ),
  SHARK: (
    <>
      {fishBody('#64748b', '#475569', { height: 15 })}
      <path d="M62 40 Q72 44 84 38" fill="none" stroke="#e2e8f0" strokeWidth="2.5" />
    </>
  ),
  WHALE: (
    <>
      {fishBody('#1d4ed8', '#1e40af', { height: 22 })}
      <path d="M58 8 Q54 0 48 2 M58 8 Q62 0 68 2" fill="none" stroke="#93c5fd" strokeWidth="3" />
    </>
  ),
  NAGA: (
    <>
      <path
        d="M4 36 Q18 14 34 34 Q50 54 66 32"
        fill="none"
        stroke="#0b1b2b"
        strokeWidth="17"
        strokeLinecap="round"
      />
      <path
        d="M4 36 Q18 14 34 34 Q50 54 66 32"
        fill="none"
        stroke="#f59e0b"
        strokeWidth="12"
        strokeLinecap="round"
      />
      <path d="M66 18 L70 6 L76 16 L82 4 L86 18 Z" fill="#dc2626" {...EDGE} />
      <ellipse cx="78" cy="28" rx="18" ry="12" fill="#fbbf24" {...EDGE} />
      <circle cx="84" cy="24" r="3" fill="#dc2626" />
      <path d="M92 32 Q98 40 90 46" fill="none" stroke="#dc2626" strokeWidth="2.5" />
    </>
  ),
};

/** A fish of the pond, drawn; its name is the button's or the row's it sits in. */
export function FishArt({ fish, className }: { fish: FishingFish; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 100 60" aria-hidden="true" focusable="false">
      {ART[fish]}
    </svg>
  );
}
