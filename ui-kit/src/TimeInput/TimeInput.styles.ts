// TimeInput reuses the TextInput control styles; nothing specific to add.
export { StyledInput as StyledTimeInput } from '../TextInput/TextInput.styles';
