import styled from 'styled-components';

export const StyledTableScroll = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  caption {
    padding: ${({ theme }) => theme.space.md};
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  caption[data-hidden='true'] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  [data-align='end'] {
    text-align: right;
  }
  [data-align='center'] {
    text-align: center;
  }
`;

export const StyledEmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.xl} !important;
  text-align: center !important;
  color: ${({ theme }) => theme.colors.textMuted};
`;
