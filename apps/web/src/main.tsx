import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { queryClient } from './app/query-client';
import { initI18n } from './features/i18n';
import { connectTabs, joinBrowserSession } from './features/session';
import { systemStatusQuery } from './features/system';
import { initTheme } from './features/theme';
import './styles/global.css';

initTheme();
// Ask for the status while the texts download; the first render then often has both.
void queryClient.prefetchQuery(systemStatusQuery);

connectTabs(queryClient);

function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // A transition lets React yield to the browser while it builds the first screen, instead of one
  // long task that blocks taps and paints for the whole render.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// A new tab joins the browser's session while the texts download: the first render knows it.
void Promise.all([
  initI18n().catch((error: unknown) => console.error(error)),
  joinBrowserSession(),
]).then(render);
