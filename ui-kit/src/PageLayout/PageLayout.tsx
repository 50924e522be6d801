import type { ElementType, ReactNode } from 'react';
import {
  StyledPage,
  StyledPageActions,
  StyledPageHeader,
  StyledPageTitle,
  type PageWidth,
} from './PageLayout.styles';

export interface PageLayoutProps {
  children?: ReactNode;
  /** Optional page heading (h1). */
  title?: ReactNode;
  /** Buttons shown next to the title. */
  actions?: ReactNode;
  /** Max content width: 'narrow' 640 px, 'medium' 960 px, 'wide' 1200 px (default), 'full'. */
  width?: PageWidth;
  /** Element to render, e.g. 'main' when the page owns the main landmark. Default 'div'. */
  as?: ElementType;
  /** Accessible name of the landmark, e.g. the active section of a dashboard. */
  'aria-label'?: string;
}

export function PageLayout({
  children,
  title,
  actions,
  width = 'wide',
  as,
  'aria-label': ariaLabel,
}: PageLayoutProps) {
  return (
    <StyledPage as={as} $width={width} aria-label={ariaLabel}>
      {title || actions ? (
        <StyledPageHeader>
          {title ? <StyledPageTitle>{title}</StyledPageTitle> : <span />}
          {actions ? <StyledPageActions>{actions}</StyledPageActions> : null}
        </StyledPageHeader>
      ) : null}
      {children}
    </StyledPage>
  );
}
