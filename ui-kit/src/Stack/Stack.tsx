import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import type { SpaceToken } from '../theme/tokens';
import {
  StyledStack,
  type StackAlign,
  type StackDirection,
  type StackJustify,
} from './Stack.styles';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  direction?: StackDirection;
  /** Gap as a spacing token. Default 'md'. */
  gap?: SpaceToken;
  align?: StackAlign;
  justify?: StackJustify;
  wrap?: boolean;
  /** Padding on every side as a spacing token. Default 'none'. */
  padding?: SpaceToken;
  as?: ElementType;
}

/** Flex layout helper; all values come from tokens so it never produces ad-hoc CSS. */
export function Stack({
  direction = 'column',
  gap = 'md',
  align = 'stretch',
  justify = 'start',
  wrap = false,
  padding = 'none',
  as,
  children,
  ...rest
}: StackProps) {
  return (
    <StyledStack
      as={as}
      $direction={direction}
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      $padding={padding}
      {...rest}
    >
      {children}
    </StyledStack>
  );
}
