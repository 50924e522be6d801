import styled, { css } from 'styled-components';

export type CardGridColumnWidth = 'sm' | 'md' | 'lg';

const columns = {
  sm: css`
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  `,
  md: css`
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  `,
  lg: css`
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 360px), 1fr));
  `,
};

export const StyledCardGrid = styled.div<{ $min: CardGridColumnWidth }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $min }) => columns[$min]}
`;
