import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { StyledCardGrid, type CardGridColumnWidth } from './CardGrid.styles';

export interface CardGridProps extends HTMLAttributes<HTMLElement> {
  children?: ReactNode;
  /** Minimum column width before wrapping. Default 'md' (280 px). */
  minColumnWidth?: CardGridColumnWidth;
  as?: ElementType;
}

/** Responsive grid: one column on phones, as many as fit on wider screens. */
export function CardGrid({ children, minColumnWidth = 'md', as, ...rest }: CardGridProps) {
  return (
    <StyledCardGrid as={as} $min={minColumnWidth} {...rest}>
      {children}
    </StyledCardGrid>
  );
}
