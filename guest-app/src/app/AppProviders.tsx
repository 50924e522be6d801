import type { ReactNode } from 'react';
import { Spinner, Stack } from '@soglia/ui-kit';
import type { LanguageCode } from '@soglia/api-client';
import { GuestIntlProvider, useCatalogue } from '../shared/i18n';

/**
 * Every provider the guest app needs: the translations of `language` (one lazy chunk per
 * language; a spinner until the first one arrives). The theme and the global styles come from
 * whoever renders App (RemoteAppProps): the shell, the standalone harness, Storybook's preview,
 * the tests' wrappers; bundling ui-kit's theme again would only repeat them. No store: the guest
 * app keeps its state in components (ADR 0002).
 */
export function AppProviders({
  language,
  children,
}: {
  language: LanguageCode;
  children: ReactNode;
}) {
  const catalogue = useCatalogue(language);
  return catalogue ? (
    <GuestIntlProvider locale={catalogue.locale} messages={catalogue.messages}>
      {children}
    </GuestIntlProvider>
  ) : (
    <Stack align="center" padding="xxxl">
      <Spinner size="lg" />
    </Stack>
  );
}
