import { TextInput, type TextInputProps } from '../TextInput';

export type TimeInputProps = Omit<TextInputProps, 'type' | 'showCounter'>;

/** Native time input (value format HH:MM) with label, hint and error. */
export function TimeInput(props: TimeInputProps) {
  return <TextInput type="time" {...props} />;
}
