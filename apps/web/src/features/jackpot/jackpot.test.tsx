import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@wps/shared-types';
import { AppProviders } from '../../app/AppProviders';
import { createQueryClient } from '../../app/query-client';
import { renderApp } from '../../test/render';
import { JackpotCounter } from './components/JackpotCounter';
import { JACKPOT_STEP_CENTS, centsToAmount, jackpotCentsAt } from './jackpot';

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0);

function shownAmount(): string {
  return screen.getByTestId('jackpot-value').textContent ?? '';
}

// The amount as shown, without the currency symbol (which arrives with the site info).
function amountText(cents: number): string {
  return formatMoney(centsToAmount(cents), '');
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('jackpot value', () => {
  it('is the same for every visitor at the same moment and rises one step per 3 s', () => {
    expect(jackpotCentsAt(NOW)).toBe(jackpotCentsAt(NOW));
    expect(jackpotCentsAt(NOW + 3_000) - jackpotCentsAt(NOW)).toBe(JACKPOT_STEP_CENTS);
    expect(jackpotCentsAt(NOW + 2_999)).toBe(jackpotCentsAt(NOW));
  });

  it('writes whole cents as a two-decimal amount', () => {
    expect(centsToAmount(500_016_507)).toBe('5000165.07');
    expect(formatMoney(centsToAmount(500_016_507), 'RM')).toBe('RM 5,000,165.07');
  });
});

describe('JackpotCounter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(NOW);
  });

  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => 'visible',
    });
    vi.useRealTimers();
  });

  function renderCounter() {
    return render(
      <AppProviders client={createQueryClient()}>
        <JackpotCounter />
      </AppProviders>,
    );
  }

  it('ticks by 165.11 every 3,000 ms and stops after unmount', () => {
    const start = jackpotCentsAt(NOW);
    const view = renderCounter();
    expect(shownAmount()).toContain(amountText(start));

    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(shownAmount()).toContain(amountText(start + 16_511));
    act(() => {
      vi.advanceTimersByTime(6_000);
    });
    expect(shownAmount()).toContain(amountText(start + 3 * 16_511));

    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pauses while the page is hidden and catches up with the clock on return', () => {
    const start = jackpotCentsAt(NOW);
    renderCounter();

    act(() => setVisibility('hidden'));
    expect(vi.getTimerCount()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(9_000);
    });
    expect(shownAmount()).toContain(amountText(start));

    act(() => setVisibility('visible'));
    expect(shownAmount()).toContain(amountText(start + 3 * 16_511));
    expect(vi.getTimerCount()).toBe(1);
  });

  it('rolls each digit in its own column to its face', () => {
    const { container } = renderCounter();
    const strips = [
      ...container.querySelectorAll<HTMLElement>('p[aria-hidden="true"] > span > span'),
    ];
    const digits = [...amountText(jackpotCentsAt(NOW)).replace(/\D/g, '')];
    expect(strips).toHaveLength(digits.length);
    strips.forEach((strip, index) => {
      expect(strip.children).toHaveLength(10);
      expect(strip.style.transform).toBe(
        `translateY(calc(var(--digit-height) * ${-Number(digits[index])}))`,
      );
    });
  });
});

describe('the jackpot on the electronic-games pages', () => {
  it('shows on /rng', async () => {
    renderApp('/rng');
    await screen.findByRole('heading', { level: 2, name: 'Jackpot' });
    expect(screen.getByTestId('jackpot-value').textContent).toMatch(/^RM \d{1,3}(,\d{3})+\.\d{2}$/);
  });

  it('is absent from /fish', async () => {
    renderApp('/fish');
    await screen.findByRole('heading', { level: 1, name: 'Memancing' });
    expect(screen.queryByRole('heading', { name: 'Jackpot' })).toBeNull();
  });
});
