import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { i18n, initI18n } from './i18n';

// Whole-app walks that load two more languages: past vitest's 5 s on a loaded 2-core machine
// (5.3 s once), as the responsible-gaming walks found.
const WALK_TIMEOUT_MS = 20_000;

describe('language switch', { timeout: WALK_TIMEOUT_MS }, () => {
  it('starts in Malay', async () => {
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Log Masuk' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ms');
  });

  it('switches to English and to Chinese, persists lang and hisLang, and updates <html lang>', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Selamat datang ke Demo Casino' });
    const selector = screen.getByRole('combobox', { name: 'Bahasa' });

    fireEvent.change(selector, { target: { value: 'EN' } });
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Demo Casino' })).toBeTruthy();
    expect(window.localStorage.getItem('lang')).toBe('EN');
    expect(window.localStorage.getItem('hisLang')).toBe('EN');
    expect(document.documentElement.lang).toBe('en');

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
      target: { value: 'CN' },
    });
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(window.localStorage.getItem('lang')).toBe('CN');
    expect(window.localStorage.getItem('hisLang')).toBe('CN');
    await waitFor(() => expect(document.documentElement.lang).toBe('zh'));
    expect(screen.queryByRole('button', { name: 'Log Masuk' })).toBeNull();
  });

  it('applies the saved language on load', async () => {
    window.localStorage.setItem('lang', 'EN');
    await initI18n();
    expect(i18n.language).toBe('en');
    renderApp('/promotions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
  });

  it('offers only the languages the operator enabled', async () => {
    const { siteInfo, systemStatus, ok } = await import('../../test/fixtures');
    const { vi } = await import('vitest');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok(systemStatus({ info: { ...siteInfo, languages: ['MS', 'EN'] } }))),
    );
    renderApp('/');
    await screen.findByText('Mata wang: MYR (RM)');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Bahasa Melayu', 'English']);
  });

  it('tells the server about a change when logged in', async () => {
    const { mockApi } = await import('../../test/api-mock');
    const { memberInfo, ok } = await import('../../test/fixtures');
    window.sessionStorage.setItem('token', 't');
    const api = mockApi({
      'GET /wps/member/info': () => ok(memberInfo),
      'POST /wps/member/language': () => ok(null),
    });
    renderApp('/');
    await screen.findByText('Player One');
    fireEvent.change(screen.getByRole('combobox', { name: 'Bahasa' }), {
      target: { value: 'EN' },
    });
    await waitFor(() => expect(api.to('POST /wps/member/language')).toHaveLength(1));
    expect(api.to('POST /wps/member/language')[0]?.body).toEqual({ language: 'EN' });
  });
});
