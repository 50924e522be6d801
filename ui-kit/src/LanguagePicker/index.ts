export { LanguagePicker } from './LanguagePicker';
export type { LanguageOption, LanguagePickerProps } from './LanguagePicker';
