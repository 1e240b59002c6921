import { addTextsLoaders } from '../i18n';

/** The game clients' texts (the providerClient namespace), loaded with the play page's chunk. */
export function registerProviderClientTexts(): void {
  addTextsLoaders('providerClient', {
    MS: () => import('../../locales/ms/provider-client.json'),
    EN: () => import('../../locales/en/provider-client.json'),
    CN: () => import('../../locales/cn/provider-client.json'),
  });
}

/** The fishing game's texts (the fishing namespace), loaded with its chunk, one per language. */
export function registerFishingTexts(): void {
  addTextsLoaders('fishing', {
    MS: () => import('../../locales/ms/fishing.json'),
    EN: () => import('../../locales/en/fishing.json'),
    CN: () => import('../../locales/cn/fishing.json'),
  });
}
