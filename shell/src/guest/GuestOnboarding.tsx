import { lazy, Suspense, useEffect, useState } from 'react';
import { LANGUAGES, type LanguageCode } from '@soglia/api-client';
import { LanguagePicker, LoadingOverlay } from '@soglia/ui-kit';
import { hasConsent, readLanguage, saveConsent, saveLanguage } from './cookies';

const ConsentDialog = lazy(() =>
  import('./ConsentDialog').then((module) => ({ default: module.ConsentDialog })),
);

export const LANGUAGE_PICKER_TITLE = 'Scegli la lingua · Choose your language';

interface GuestOnboardingProps {
  /** Called once both the language cookie and the consent cookie exist. */
  onDone: (language: LanguageCode) => void;
}

/** Guest prerequisites, in order: a saved language, then the privacy consent. */
export function GuestOnboarding({ onDone }: GuestOnboardingProps) {
  const [language, setLanguage] = useState<LanguageCode | null>(readLanguage);
  const [consented, setConsented] = useState(hasConsent);

  useEffect(() => {
    if (language && consented) onDone(language);
  }, [language, consented, onDone]);

  if (!language) {
    return (
      <LanguagePicker
        title={LANGUAGE_PICKER_TITLE}
        languages={LANGUAGES}
        onSelect={(code) => {
          const chosen = LANGUAGES.find((option) => option.code === code);
          if (!chosen) return;
          saveLanguage(chosen.code);
          setLanguage(chosen.code);
        }}
      />
    );
  }
  if (!consented) {
    return (
      <Suspense fallback={<LoadingOverlay label="Caricamento…" />}>
        <ConsentDialog
          language={language}
          onAccept={() => {
            saveConsent();
            setConsented(true);
          }}
        />
      </Suspense>
    );
  }
  return <LoadingOverlay label="Caricamento…" />;
}
