export { Stack } from './Stack';
export type { StackProps } from './Stack';
export type { StackAlign, StackDirection, StackJustify } from './Stack.styles';
