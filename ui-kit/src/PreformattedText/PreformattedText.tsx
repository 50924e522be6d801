import type { ElementType } from 'react';
import { StyledPre } from './PreformattedText.styles';

export interface PreformattedTextProps {
  /** Text whose line breaks and spacing are kept (door instructions). */
  text: string;
  as?: ElementType;
}

/** Keeps line breaks of instructions while wrapping long lines on small screens. */
export function PreformattedText({ text, as }: PreformattedTextProps) {
  return <StyledPre as={as}>{text}</StyledPre>;
}
