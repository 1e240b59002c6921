import { addTextsLoaders } from '../i18n';

/** The missions pages' texts (the missions namespace), one chunk per language. */
export function registerMissionTexts(): void {
  addTextsLoaders('missions', {
    MS: () => import('../../locales/ms/missions.json'),
    EN: () => import('../../locales/en/missions.json'),
    CN: () => import('../../locales/cn/missions.json'),
  });
}
