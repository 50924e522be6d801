import type { Ref, TextareaHTMLAttributes } from 'react';
import { FormField } from '../FormField/FormField';
import { useTextField, type TextFieldOwnProps } from '../internal/useTextField';
import { StyledTextarea } from './Textarea.styles';

export interface TextareaProps
  extends TextareaHTMLAttributes<HTMLTextAreaElement>, TextFieldOwnProps {
  /** Reaches the native textarea (form libraries register fields through it). */
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ rows = 4, ...props }: TextareaProps) {
  const { field, control } = useTextField<HTMLTextAreaElement, TextareaProps>(props);
  return (
    <FormField {...field}>
      <StyledTextarea rows={rows} {...control} />
    </FormField>
  );
}
