import { addTextsLoaders } from '../i18n';

/** The rebate page's texts (the rebate namespace), one chunk per language, known once called. */
export function registerRebateTexts(): void {
  addTextsLoaders('rebate', {
    MS: () => import('../../locales/ms/rebate.json'),
    EN: () => import('../../locales/en/rebate.json'),
    CN: () => import('../../locales/cn/rebate.json'),
  });
}
