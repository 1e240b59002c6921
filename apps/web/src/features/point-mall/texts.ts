import { addTextsLoaders } from '../i18n';

/** The points mall's member texts (the points namespace), one chunk per language. */
export function registerPointsTexts(): void {
  addTextsLoaders('points', {
    MS: () => import('../../locales/ms/points.json'),
    EN: () => import('../../locales/en/points.json'),
    CN: () => import('../../locales/cn/points.json'),
  });
}
