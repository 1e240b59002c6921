import { addTextsLoaders } from '../i18n';

/** The /join page's texts (the join namespace), one chunk per language, known once called. */
export function registerJoinTexts(): void {
  addTextsLoaders('join', {
    MS: () => import('../../locales/ms/join.json'),
    EN: () => import('../../locales/en/join.json'),
    CN: () => import('../../locales/cn/join.json'),
  });
}
