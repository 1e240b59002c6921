import type { DetachedWindowAPI } from 'happy-dom';

/** The window size of the browser tests (playwright.config.ts); setup.ts restores it after each test. */
export const DEFAULT_WINDOW = { width: 1280, height: 800 };

/** Resizes happy-dom's window: media queries answer for the new size from then on. */
export function resizeWindow(size: { width: number; height: number }): void {
  (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM.setViewport(size);
}
