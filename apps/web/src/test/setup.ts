import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, initI18n } from '../features/i18n/i18n';
import { closeAccessDialog } from '../features/session/access-dialogs';
import { cancelSlider } from '../features/verification/slider-store';
import { initTheme } from '../features/theme/theme';
import { ok, systemStatus } from './fixtures';
import { DEFAULT_WINDOW, resizeWindow } from './window';

// Dialogs and pages load lazily; on a busy 2-core CI machine the first import can take seconds.
configure({ asyncUtilTimeout: 5_000 });

await initI18n('MS');

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  // An expiry in the past: happy-dom keeps a Max-Age=0 cookie within the same millisecond.
  document.cookie = 'rememberUsername=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
  closeAccessDialog();
  initTheme();
  await i18n.changeLanguage('ms');
  // By default the API answers the status call with a normal site; tests override fetch as needed.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ok(systemStatus())),
  );
});

afterEach(() => {
  cleanup();
  resizeWindow(DEFAULT_WINDOW);
  closeAccessDialog();
  cancelSlider();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
