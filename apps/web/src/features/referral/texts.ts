import { addTextsLoaders } from '../i18n';

/** The referral page's texts (the referral namespace), one chunk per language, known once called. */
export function registerReferralTexts(): void {
  addTextsLoaders('referral', {
    MS: () => import('../../locales/ms/referral.json'),
    EN: () => import('../../locales/en/referral.json'),
    CN: () => import('../../locales/cn/referral.json'),
  });
}
