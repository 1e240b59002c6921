import { addTextsLoaders } from '../i18n';

/** The reward centre's and bonus details' texts (the rewards namespace), one chunk per language. */
export function registerRewardsTexts(): void {
  addTextsLoaders('rewards', {
    MS: () => import('../../locales/ms/rewards.json'),
    EN: () => import('../../locales/en/rewards.json'),
    CN: () => import('../../locales/cn/rewards.json'),
  });
}
