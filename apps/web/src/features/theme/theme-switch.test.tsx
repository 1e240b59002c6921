import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { getTheme, initTheme } from './theme';

describe('theme switch', () => {
  it('starts light', async () => {
    renderApp('/');
    const themeSwitch = await screen.findByRole('switch', { name: 'Mod gelap' });
    expect(themeSwitch.getAttribute('aria-checked')).toBe('false');
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('toggles data-theme and persists the choice', async () => {
    renderApp('/');
    const themeSwitch = await screen.findByRole('switch', { name: 'Mod gelap' });

    fireEvent.click(themeSwitch);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(themeSwitch.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(themeSwitch);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(themeSwitch.getAttribute('aria-checked')).toBe('false');
  });

  it('applies the saved theme on load and ignores unknown values', () => {
    window.localStorage.setItem('theme', 'dark');
    initTheme();
    expect(getTheme()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');

    window.localStorage.setItem('theme', 'neon');
    initTheme();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
