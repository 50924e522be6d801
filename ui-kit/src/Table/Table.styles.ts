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

  /* Wide screens: a dense plain table whose headers may wrap between words, so many columns
     fit before the rows stack; the stacked labels stay out of sight. */
  &[data-responsive='true'] th {
    white-space: normal;
  }
  &[data-responsive='true'] th,
  &[data-responsive='true'] td {
    padding-left: ${({ theme }) => theme.space.sm};
    padding-right: ${({ theme }) => theme.space.sm};
  }
  &[data-responsive='true'] td > [data-cell-label] {
    display: none;
  }

  /* Narrow screens: each row is a card of label / value lines, actions on its last line. */
  ${({ theme }) => theme.media.narrow} {
    &[data-responsive='true'] {
      display: block;
      thead {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0 0 0 0);
        white-space: nowrap;
      }
      tbody {
        display: block;
      }
      tr {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: ${({ theme }) => theme.space.xs};
        padding: ${({ theme }) => theme.space.md};
        border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      }
      tbody tr:last-child {
        border-bottom: none;
      }
      td {
        display: grid;
        grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
        gap: ${({ theme }) => theme.space.sm};
        flex: 1 0 100%;
        min-width: 0;
        padding: ${({ theme }) => theme.space.xxs} 0;
        border-bottom: none;
        text-align: left;
        overflow-wrap: anywhere;
      }
      td > [data-cell-label] {
        display: block;
      }
      td[data-action='true'] {
        display: block;
        flex: 0 0 auto;
      }
      td:not([data-action='true']) + td[data-action='true'] {
        margin-left: auto;
      }
      td[colspan] {
        display: block;
      }
    }
  }
`;

export const StyledCellLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const StyledEmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.xl} !important;
  text-align: center !important;
  color: ${({ theme }) => theme.colors.textMuted};
`;
