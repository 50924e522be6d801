import { useId } from 'react';
import {
  StyledLanguageButton,
  StyledPicker,
  StyledPickerList,
  StyledPickerTitle,
} from './LanguagePicker.styles';

export interface LanguageOption {
  code: string;
  label: string;
}

export interface LanguagePickerProps {
  languages: readonly LanguageOption[];
  value?: string;
  onSelect: (code: string) => void;
  title?: string;
}

/** A list of large buttons, one per language; each label is marked with its own language. */
export function LanguagePicker({ languages, value, onSelect, title }: LanguagePickerProps) {
  const titleId = useId();
  return (
    <StyledPicker role="group" aria-labelledby={title ? titleId : undefined}>
      {title ? <StyledPickerTitle id={titleId}>{title}</StyledPickerTitle> : null}
      <StyledPickerList>
        {languages.map((language) => (
          <li key={language.code}>
            <StyledLanguageButton
              type="button"
              lang={language.code}
              aria-pressed={value === undefined ? undefined : language.code === value}
              onClick={() => onSelect(language.code)}
            >
              {language.label}
            </StyledLanguageButton>
          </li>
        ))}
      </StyledPickerList>
    </StyledPicker>
  );
}
