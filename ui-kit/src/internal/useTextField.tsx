import type { ChangeEvent, KeyboardEvent } from 'react';
import { CharacterCounter } from '../FormField/CharacterCounter';
import { describeControl, formFieldProps, useFieldIds } from './ids';
import { defaultCounterText, defaultLimitMessage, useCharacterLimit } from './useCharacterLimit';

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** The props TextInput and Textarea add to their native element's props. */
export interface TextFieldOwnProps {
  label: string;
  error?: string;
  hint?: string;
  /** With maxLength: shows remaining characters and the limit notice for 3 s. */
  showCounter?: boolean;
  counterText?: (remaining: number, max: number) => string;
  limitMessage?: (max: number) => string;
}

/** The props the hook reads; everything else passes through to the native element. */
interface TextFieldProps<E extends TextElement> extends TextFieldOwnProps {
  id?: string;
  maxLength?: number;
  value?: unknown;
  defaultValue?: unknown;
  required?: boolean;
  'aria-describedby'?: string;
  onChange?: (event: ChangeEvent<E>) => void;
  onKeyDown?: (event: KeyboardEvent<E>) => void;
}

/**
 * Label/hint/error/counter wiring shared by the single- and multi-line text fields: `field` goes
 * to FormField, `control` (with the remaining native props) to the element.
 */
export function useTextField<E extends TextElement, P extends TextFieldProps<E>>(props: P) {
  const {
    label,
    error,
    hint,
    showCounter = false,
    counterText = defaultCounterText,
    limitMessage = defaultLimitMessage,
    id,
    maxLength,
    required,
    'aria-describedby': describedBy,
    onChange,
    onKeyDown,
    ...rest
  } = props;
  const ids = useFieldIds(id);
  const { value, defaultValue } = props;
  const limit = useCharacterLimit({ value, defaultValue, maxLength, enabled: showCounter });
  return {
    field: {
      ...formFieldProps(ids, { label, hint, error, required }),
      footer: (
        <CharacterCounter
          id={ids.counter}
          remaining={limit.remaining}
          max={maxLength}
          noticeVisible={limit.noticeVisible}
          counterText={counterText}
          limitMessage={limitMessage}
        />
      ),
    },
    control: {
      id: ids.id,
      maxLength,
      required,
      ...describeControl(ids, { hint, error }, describedBy, limit.active && ids.counter),
      onChange: (event: ChangeEvent<E>) => {
        limit.onValueChange(event.target.value);
        onChange?.(event);
      },
      onKeyDown: (event: KeyboardEvent<E>) => {
        limit.onKeyDown(event);
        onKeyDown?.(event);
      },
      ...rest,
    },
  };
}
