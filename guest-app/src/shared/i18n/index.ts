export { GuestIntlProvider } from './GuestIntlProvider';
export { LanguageModal } from './LanguageModal';
export type { LanguageModalProps } from './LanguageModal';
export { loadMessages } from './loadMessages';
export { useCatalogue } from './useCatalogue';
export type { LoadedCatalogue } from './useCatalogue';
export type { Catalogue } from './types';
