import { addTextsLoaders } from '../i18n';

/** The fishing game's texts (the fishing namespace), loaded with its chunk, one per language. */
export function registerFishingTexts(): void {
  addTextsLoaders('fishing', {
    MS: () => import('../../locales/ms/fishing.json'),
    EN: () => import('../../locales/en/fishing.json'),
    CN: () => import('../../locales/cn/fishing.json'),
  });
}
