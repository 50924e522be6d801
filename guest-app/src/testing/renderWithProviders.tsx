import type { PropsWithChildren, ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SogliaThemeProvider } from '@soglia/ui-kit';
import type { LanguageCode } from '@soglia/api-client';
import { GuestIntlProvider, type Catalogue } from '../shared/i18n';
import { messages as de } from '../shared/i18n/catalogues/de';
import { messages as en } from '../shared/i18n/catalogues/en';
import { messages as es } from '../shared/i18n/catalogues/es';
import { messages as fr } from '../shared/i18n/catalogues/fr';
import { messages as it } from '../shared/i18n/catalogues/it';

const catalogues: Record<LanguageCode, Catalogue> = { it, en, es, fr, de };

type ExtendedRenderOptions = Omit<RenderOptions, 'queries' | 'wrapper'> & {
  /** Default 'it', the language of a guest who has not picked one. */
  language?: LanguageCode;
};

/**
 * Renders with the providers of AppProviders (theme, the guest translations of `language`), the
 * catalogue given at once instead of loaded lazily, so the first render is already translated.
 */
export const renderWithProviders = (
  ui: ReactElement,
  { language = 'it', ...renderOptions }: ExtendedRenderOptions = {},
) => {
  const Wrapper = ({ children }: PropsWithChildren) => (
    <SogliaThemeProvider>
      <GuestIntlProvider locale={language} messages={catalogues[language]}>
        {children}
      </GuestIntlProvider>
    </SogliaThemeProvider>
  );
  return { user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
};
