import { describe, expect, it, vi } from 'vitest';
import { REMEMBER_ME_MILLISECONDS } from '@wps/shared-types';
import { REMEMBER_COOKIE, clientState, cookieText } from './client-state';

describe('remember-me cookie', () => {
  it('keeps the username for exactly one day', () => {
    const now = Date.UTC(2030, 0, 1, 12, 0, 0);
    const text = cookieText(REMEMBER_COOKIE, 'player one', REMEMBER_ME_MILLISECONDS, now);
    expect(text).toContain('rememberUsername=player%20one');
    expect(text).toContain('Max-Age=86400');
    expect(text).toContain(`Expires=${new Date(now + 86_400_000).toUTCString()}`);
    expect(text).toContain('Path=/');
    expect(text).toContain('SameSite=Lax');
  });

  it('writes, reads and forgets the username', () => {
    clientState.setRememberedUsername('player1');
    expect(clientState.getRememberedUsername()).toBe('player1');
    clientState.setRememberedUsername(null);
    expect(clientState.getRememberedUsername()).toBeNull();
  });

  it('sets a one-day cookie and deletes it with Max-Age=0', () => {
    const written: string[] = [];
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    clientState.setRememberedUsername('player1');
    clientState.setRememberedUsername(null);
    spy.mockRestore();
    expect(written[0]).toMatch(/^rememberUsername=player1; Max-Age=86400; /);
    expect(written[1]).toMatch(/^rememberUsername=; Max-Age=0; /);
  });
});

describe('session values', () => {
  it('writes the spec 1 §3 keys and clears them all on logout', () => {
    clientState.setSessionValues({ token: 't', cpw: '1', nickname: 'N', isAgent: '4' });
    expect(clientState.getToken()).toBe('t');
    expect(clientState.getSessionValue('cpw')).toBe('1');
    clientState.setSessionValues({ cpw: null });
    expect(clientState.getSessionValue('cpw')).toBeNull();
    clientState.clearSession();
    expect(clientState.getToken()).toBeNull();
    expect(clientState.getSessionValue('nickname')).toBeNull();
  });
});
