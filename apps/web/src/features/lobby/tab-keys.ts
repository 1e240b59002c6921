import type { KeyboardEvent } from 'react';

const STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Arrow keys, Home and End move the focus between the tabs of a tablist (WAI-ARIA tabs with
 * manual activation: Enter or Space chooses, so a vendor list does not reload on every step).
 */
export function moveTabFocus(event: KeyboardEvent<HTMLElement>): void {
  const step = STEPS[event.key];
  if (!step) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const index = tabs.findIndex((tab) => tab === document.activeElement);
  if (index < 0) return;
  event.preventDefault();
  const next = tabs[step(index, tabs.length)];
  next?.focus();
  next?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}
