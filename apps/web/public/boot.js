/* global window, document */
// Runs before the first paint so a saved dark theme never flashes light.
// Mirrors src/lib/client-state.ts and src/features/i18n/languages.ts (keep the keys in sync).
(function () {
  var root = document.documentElement;
  try {
    var theme = window.localStorage.getItem('theme');
    if (theme === 'dark' || theme === 'light') root.setAttribute('data-theme', theme);
    var htmlLang = { MS: 'ms', EN: 'en', CN: 'zh' }[window.localStorage.getItem('lang')];
    if (htmlLang) root.setAttribute('lang', htmlLang);
  } catch {
    // Storage can be blocked (private mode); the defaults in index.html apply.
  }
})();
