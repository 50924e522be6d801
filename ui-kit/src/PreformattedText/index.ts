export { PreformattedText } from './PreformattedText';
export type { PreformattedTextProps } from './PreformattedText';
