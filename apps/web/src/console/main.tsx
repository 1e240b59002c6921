import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app/ConsoleApp';
import { initConsoleI18n } from './lib/i18n';
import './console.css';

// The operator console's entry (console.html): it shares no code path with the player site's
// main.tsx, so players never download it.
initConsoleI18n()
  .catch((error: unknown) => console.error(error))
  .finally(() => {
    const container = document.getElementById('root');
    if (!container) throw new Error('console.html has no #root element');
    createRoot(container).render(
      <StrictMode>
        <ConsoleApp />
      </StrictMode>,
    );
  });
