import { addTextsLoaders } from '../i18n';

/** The card-game rooms' texts (the pvpRooms namespace), one chunk per language. */
export function registerPvpRoomTexts(): void {
  addTextsLoaders('pvpRooms', {
    MS: () => import('../../locales/ms/pvp-rooms.json'),
    EN: () => import('../../locales/en/pvp-rooms.json'),
    CN: () => import('../../locales/cn/pvp-rooms.json'),
  });
}
