export { translationRequests, translationsKey } from './translationRequests';
export type { TranslationCalls, TranslationsInSlice } from './translationRequests';
export { TranslationsEditor, type TranslationsEditorProps } from './TranslationsEditor';
export type {
  Translation,
  TranslationField,
  TranslationInput,
  TranslationsEditorMessages,
} from './types';
