import { addTextsLoaders } from '../i18n';

/** The winner board's texts (the winners namespace), one chunk per language. */
export function registerWinnerTexts(): void {
  addTextsLoaders('winners', {
    MS: () => import('../../locales/ms/winners.json'),
    EN: () => import('../../locales/en/winners.json'),
    CN: () => import('../../locales/cn/winners.json'),
  });
}
