export { GuestIntlProvider } from './GuestIntlProvider';
export { KeysMessages } from './KeysMessages';
export { LanguageModal } from './LanguageModal';
export type { LanguageModalProps } from './LanguageModal';
export { loadKeysMessages, loadMessages } from './loadMessages';
export { useCatalogue } from './useCatalogue';
export type { LoadedCatalogue } from './useCatalogue';
export type { Catalogue } from './types';
