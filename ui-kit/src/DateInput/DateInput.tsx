import { TextInput, type TextInputProps } from '../TextInput';

export type DateInputProps = Omit<TextInputProps, 'type' | 'showCounter'>;

/** Native date input (value format yyyy-mm-dd) with label, hint and error. */
export function DateInput(props: DateInputProps) {
  return <TextInput type="date" {...props} />;
}
