import styled, { css } from 'styled-components';

export type DescriptionListLayout = 'columns' | 'stacked';

export const StyledDescriptionList = styled.dl<{ $layout: DescriptionListLayout }>`
  display: grid;
  margin: 0;
  ${({ theme, $layout }) =>
    $layout === 'columns'
      ? css`
          grid-template-columns: auto 1fr;
          gap: ${theme.space.xs} ${theme.space.md};
        `
      : css`
          grid-template-columns: 1fr;
          gap: ${theme.space.xs};
          & > dt:not(:first-of-type) {
            margin-top: ${theme.space.md};
          }
        `}

  & > dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
