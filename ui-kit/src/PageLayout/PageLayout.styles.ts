import styled from 'styled-components';

export type PageWidth = 'narrow' | 'medium' | 'wide' | 'full';

const maxWidths = {
  narrow: 'pageNarrowWidth',
  medium: 'pageMediumWidth',
  wide: 'pageMaxWidth',
} as const;

export const StyledPage = styled.div<{ $width: PageWidth }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: ${({ theme, $width }) => ($width === 'full' ? 'none' : theme.sizes[maxWidths[$width]])};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  ${({ theme }) => theme.media.wide} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl}`};
  }
`;

export const StyledPageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const StyledPageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const StyledPageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
