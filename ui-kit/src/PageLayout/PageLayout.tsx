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
  /** Max content width. Default 'wide' (1200 px). */
  width?: PageWidth;
  /** Element to render, e.g. 'main' when the page owns the main landmark. Default 'div'. */
  as?: ElementType;
}

export function PageLayout({ children, title, actions, width = 'wide', as }: PageLayoutProps) {
  return (
    <StyledPage as={as} $width={width}>
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
