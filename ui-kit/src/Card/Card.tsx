import type { ElementType, HTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import { StyledCard, StyledCardTitle } from './Card.styles';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  children?: ReactNode;
  /** Element to render (default 'div'; 'article', 'li', 'section' ...). */
  as?: ElementType;
  /** Makes the whole card a button-like control (Enter / Space activate it). */
  onClick?: () => void;
  title?: string;
  /** Heading level of the title. Default 'h3'. */
  titleAs?: 'h2' | 'h3' | 'h4';
}

export function Card({
  children,
  as,
  onClick,
  title,
  titleAs = 'h3',
  onKeyDown,
  ...rest
}: CardProps) {
  const interactive = typeof onClick === 'function';
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (!interactive || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onClick();
    }
  };
  return (
    <StyledCard
      as={as}
      data-interactive={interactive || undefined}
      role={interactive ? 'button' : undefined}
      tabIndex={interactive ? 0 : undefined}
      onClick={interactive ? () => onClick() : undefined}
      onKeyDown={handleKeyDown}
      {...rest}
    >
      {title ? <StyledCardTitle as={titleAs}>{title}</StyledCardTitle> : null}
      {children}
    </StyledCard>
  );
}
