import 'i18next';
import type consoleTexts from './console/locales/ms.json';
import type translation from './locales/ms/translation.json';

// Typed keys: a key that is not in the MS file fails the type check. MS is the reference language.
// The player site reads `translation`, the operator console `console` (its own i18next instance
// and bundle); both are declared here because i18next takes one resources type per program.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof translation; console: typeof consoleTexts };
  }
}
