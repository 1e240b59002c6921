export { LanguageSelector } from './components/LanguageSelector';
export { useLanguage } from './hooks/useLanguage';
export { i18n, initI18n } from './i18n';
