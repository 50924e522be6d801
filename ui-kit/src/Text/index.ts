export { Text } from './Text';
export type { TextProps } from './Text';
export type { TextTone } from './Text.styles';
