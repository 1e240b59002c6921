import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { CONSOLE_NAMESPACE, consoleI18n } from '../lib/i18n';

/** Server state and the console's own texts (never the player site's) for the whole tree. */
export function ConsoleProviders({
  client,
  children,
}: {
  client: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={consoleI18n} defaultNS={CONSOLE_NAMESPACE}>
        {children}
      </I18nextProvider>
    </QueryClientProvider>
  );
}
