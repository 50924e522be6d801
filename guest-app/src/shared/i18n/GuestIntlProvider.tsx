import type { ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { FALLBACK_LANGUAGE, type LanguageCode } from '@soglia/api-client';
import type { Catalogue } from './types';

// Descriptors carry the English text as defaultMessage: a key missing from the active catalogue
// falls back to English without downloading the English catalogue.
const onIntlError = (err: { code: string }) => {
  if (err.code !== ReactIntlErrorCode.MISSING_TRANSLATION) console.error(err);
};

export function GuestIntlProvider({
  locale,
  messages,
  children,
}: {
  locale: LanguageCode;
  messages: Catalogue;
  children: ReactNode;
}) {
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={FALLBACK_LANGUAGE}
      messages={messages}
      onError={onIntlError}
    >
      <div lang={locale}>{children}</div>
    </IntlProvider>
  );
}
