import type { HTMLAttributes, ReactNode } from 'react';
import type { FontSizeToken } from '../theme/tokens';
import { StyledHeading } from './Heading.styles';

export type HeadingLevel = 1 | 2 | 3 | 4;

const defaultSizes: Record<HeadingLevel, FontSizeToken> = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'md' };

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The outline level: h1..h4. */
  level: HeadingLevel;
  /** Font size token; by default it follows the level (h1 'xl', h2 'lg', h3/h4 'md'). */
  size?: FontSizeToken;
  children?: ReactNode;
}

/** A heading without outer margins: spacing comes from the layout around it (Stack, Card). */
export function Heading({ level, size, children, ...rest }: HeadingProps) {
  return (
    <StyledHeading as={`h${level}`} $size={size ?? defaultSizes[level]} {...rest}>
      {children}
    </StyledHeading>
  );
}
