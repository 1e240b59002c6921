import { addTextsLoaders } from '../i18n';

/** The mailbox's texts (the mailbox namespace), one chunk per language, known once called. */
export function registerMailboxTexts(): void {
  addTextsLoaders('mailbox', {
    MS: () => import('../../locales/ms/mailbox.json'),
    EN: () => import('../../locales/en/mailbox.json'),
    CN: () => import('../../locales/cn/mailbox.json'),
  });
}
