export { ThemeSwitch } from './components/ThemeSwitch';
export { initTheme } from './theme';
