import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { Spinner, Stack } from '@soglia/ui-kit';
import { FALLBACK_LANGUAGE, isLanguageCode } from '@soglia/api-client';
import { loadKeysMessages } from './loadMessages';
import type { Catalogue } from './types';
import { useCatalogue } from './useCatalogue';

/**
 * The keys section's texts (doors, check-in) added to the dashboard's for `children`: they are a
 * chunk of their own (loadMessages.ts), downloaded with the section's code; a spinner until the
 * first arrive, as while that code downloads.
 */
export function KeysMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const keys = useCatalogue(
    isLanguageCode(intl.locale) ? intl.locale : FALLBACK_LANGUAGE,
    loadKeysMessages,
  );
  if (!keys) {
    return (
      <Stack align="center" padding="xl">
        <Spinner size="lg" />
      </Stack>
    );
  }
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      // The dashboard's catalogue (GuestIntlProvider), a Catalogue too.
      messages={{ ...(intl.messages as Catalogue), ...keys.messages }}
      onError={intl.onError}
    >
      {children}
    </IntlProvider>
  );
}
