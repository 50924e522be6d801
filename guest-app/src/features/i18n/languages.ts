import type { LanguageCode } from '@soglia/api-client';

/** Language names are shown in their own language, whatever the active one. */
export const LANGUAGES: { code: LanguageCode; label: string }[] = [
  { code: 'it', label: 'Italiano' },
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
];
