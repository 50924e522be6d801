import type { ChangeEvent, KeyboardEvent, TextareaHTMLAttributes } from 'react';
import { CharacterCounter } from '../FormField/CharacterCounter';
import { FormField } from '../FormField/FormField';
import { joinIds, useFieldIds } from '../internal/ids';
import {
  defaultCounterText,
  defaultLimitMessage,
  useCharacterLimit,
} from '../internal/useCharacterLimit';
import { StyledTextarea } from './Textarea.styles';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
  /** With maxLength: shows remaining characters and the limit notice for 3 s. */
  showCounter?: boolean;
  counterText?: (remaining: number, max: number) => string;
  limitMessage?: (max: number) => string;
}

export function Textarea({
  label,
  error,
  hint,
  showCounter = false,
  counterText = defaultCounterText,
  limitMessage = defaultLimitMessage,
  id: idProp,
  maxLength,
  value,
  defaultValue,
  onChange,
  onKeyDown,
  required,
  rows = 4,
  'aria-describedby': describedBy,
  ...rest
}: TextareaProps) {
  const ids = useFieldIds(idProp);
  const limit = useCharacterLimit({ value, defaultValue, maxLength, enabled: showCounter });
  return (
    <FormField
      label={label}
      htmlFor={ids.id}
      hint={hint}
      error={error}
      required={required}
      hintId={ids.hint}
      errorId={ids.error}
      footer={
        <CharacterCounter
          id={ids.counter}
          remaining={limit.remaining}
          max={maxLength}
          noticeVisible={limit.noticeVisible}
          counterText={counterText}
          limitMessage={limitMessage}
        />
      }
    >
      <StyledTextarea
        id={ids.id}
        rows={rows}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={joinIds(
          describedBy,
          hint && ids.hint,
          error && ids.error,
          limit.active && ids.counter,
        )}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          limit.onValueChange(event.target.value);
          onChange?.(event);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
          limit.onKeyDown(event);
          onKeyDown?.(event);
        }}
        {...rest}
      />
    </FormField>
  );
}
