import type { InputHTMLAttributes, Ref } from 'react';
import { FormField } from '../FormField/FormField';
import { useTextField, type TextFieldOwnProps } from '../internal/useTextField';
import { StyledInput } from './TextInput.styles';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement>, TextFieldOwnProps {
  /** Reaches the native input (form libraries register fields through it). */
  ref?: Ref<HTMLInputElement>;
}

export function TextInput(props: TextInputProps) {
  const { field, control } = useTextField<HTMLInputElement, TextInputProps>(props);
  return (
    <FormField {...field}>
      <StyledInput {...control} />
    </FormField>
  );
}
