import 'i18next';
import type translation from '../../locales/ms/translation.json';

// Typed keys: a key that is not in the MS file fails the type check. MS is the reference language.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof translation };
  }
}
