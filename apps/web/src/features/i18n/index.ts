export { LanguageSelector } from './components/LanguageSelector';
export { useLanguage } from './hooks/useLanguage';
export { useWholeNumber } from './hooks/useWholeNumber';
export { addTextsLoaders, i18n, initI18n } from './i18n';
