import type { HTMLAttributes, ReactNode } from 'react';
import type { FontSizeToken, FontWeightToken } from '../theme/tokens';
import { StyledText, type TextTone } from './Text.styles';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  /** Element to render. Default 'p'. */
  as?: 'p' | 'span' | 'div';
  /** 'muted' for secondary text (AA contrast on every surface). Default 'default'. */
  tone?: TextTone;
  /** Font size token; inherited when not given. */
  size?: FontSizeToken;
  /** Font weight token; inherited when not given. */
  weight?: FontWeightToken;
  /** Tabular figures, so dates and times line up. */
  numeric?: boolean;
}

/** Body text without outer margins, in theme colours, sizes and weights only. */
export function Text({
  as = 'p',
  tone = 'default',
  size,
  weight,
  numeric = false,
  children,
  ...rest
}: TextProps) {
  return (
    <StyledText as={as} $tone={tone} $size={size} $weight={weight} $numeric={numeric} {...rest}>
      {children}
    </StyledText>
  );
}
