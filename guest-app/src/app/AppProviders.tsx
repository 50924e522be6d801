import type { ReactNode } from 'react';
import { SogliaThemeProvider, Spinner, Stack } from '@soglia/ui-kit';
import type { LanguageCode } from '@soglia/api-client';
import { GuestIntlProvider, useCatalogue } from '../shared/i18n';

/**
 * Every provider the guest app needs: theme and the translations of `language` (one lazy chunk
 * per language; a spinner until the first one arrives). The same tree inside the shell,
 * standalone and in Storybook. No store: the guest app keeps its state in components (ADR 0002).
 */
export function AppProviders({
  language,
  children,
}: {
  language: LanguageCode;
  children: ReactNode;
}) {
  const catalogue = useCatalogue(language);
  return (
    <SogliaThemeProvider>
      {catalogue ? (
        <GuestIntlProvider locale={catalogue.locale} messages={catalogue.messages}>
          {children}
        </GuestIntlProvider>
      ) : (
        <Stack align="center" padding="xxxl">
          <Spinner size="lg" />
        </Stack>
      )}
    </SogliaThemeProvider>
  );
}
