import styled, { css } from 'styled-components';
import type { FontSizeToken, FontWeightToken } from '../theme/tokens';

export type TextTone = 'default' | 'muted';

export const StyledText = styled.p<{
  $tone: TextTone;
  $size?: FontSizeToken;
  $weight?: FontWeightToken;
  $numeric: boolean;
}>`
  margin: 0;
  overflow-wrap: anywhere;
  color: ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.textMuted : 'inherit')};
  ${({ theme, $size }) =>
    $size &&
    css`
      font-size: ${theme.fontSizes[$size]};
    `}
  ${({ theme, $weight }) =>
    $weight &&
    css`
      font-weight: ${theme.fontWeights[$weight]};
    `}
  ${({ $numeric }) =>
    $numeric &&
    css`
      font-variant-numeric: tabular-nums;
    `}
`;
