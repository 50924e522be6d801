import styled from 'styled-components';
import type { FontSizeToken } from '../theme/tokens';

export const StyledHeading = styled.h2<{ $size: FontSizeToken }>`
  margin: 0;
  font-size: ${({ theme, $size }) => theme.fontSizes[$size]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;
