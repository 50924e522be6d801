// DateInput reuses the TextInput control styles; nothing specific to add.
export { StyledInput as StyledDateInput } from '../TextInput/TextInput.styles';
