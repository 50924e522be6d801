import { Combobox, type ComboboxProps, type ComboboxSearch } from '../Combobox';

/** What a lookup field holds: the text it shows and, once an option is chosen, its value. */
export interface LookupValue {
  /** Typed, or the chosen option's label. */
  text: string;
  /** The chosen option's value; '' while the text is only typed. */
  code: string;
}

export type LookupFieldProps = Omit<
  ComboboxProps,
  'value' | 'onChange' | 'inputValue' | 'onInputChange' | 'onSearch' | 'options' | 'loading'
> & {
  value: LookupValue;
  /** Typing gives the text without a code; choosing gives the option's label and value. */
  onChange: (value: LookupValue) => void;
  onSearch: ComboboxSearch;
};

/**
 * A value looked up by its name: a Combobox whose text and chosen code are one value, as a form
 * keeps them. Typing only searches and undoes the choice; a code exists once an option is chosen.
 * Whether a text without a code is acceptable is the form's decision.
 */
export function LookupField({ value, onChange, ...field }: LookupFieldProps) {
  return (
    <Combobox
      {...field}
      value={value.code ? { value: value.code, label: value.text } : null}
      inputValue={value.text}
      // Choosing also sets the text first, to the option's label.
      onInputChange={(text) => onChange({ text, code: '' })}
      onChange={(option) => {
        if (option) onChange({ text: option.label, code: option.value });
      }}
    />
  );
}
