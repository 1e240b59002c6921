import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, initI18n } from '../features/i18n/i18n';
import { closeAccessDialog } from '../features/session/access-dialogs';
import { cancelSlider } from '../features/verification/slider-store';
import { initTheme } from '../features/theme/theme';
import { ok, systemStatus } from './fixtures';

// Dialogs and pages load lazily; on a busy 2-core CI machine the first import can take seconds.
configure({ asyncUtilTimeout: 5_000 });

await initI18n('MS');

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = 'rememberUsername=; Max-Age=0; Path=/';
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
  closeAccessDialog();
  cancelSlider();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
