import { clientState, type Theme } from '../../lib/client-state';

// A tiny external store: the theme is read by the header switch and written to <html data-theme>.
let currentTheme: Theme = clientState.getTheme();
const listeners = new Set<() => void>();

function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

/** Applies the saved theme (light unless the player chose dark). Called once at start. */
export function initTheme(): void {
  currentTheme = clientState.getTheme();
  applyTheme(currentTheme);
}

export function getTheme(): Theme {
  return currentTheme;
}

export function setTheme(theme: Theme): void {
  currentTheme = theme;
  clientState.setTheme(theme);
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
