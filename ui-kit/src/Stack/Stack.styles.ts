import styled, { css } from 'styled-components';
import type { SpaceToken } from '../theme/tokens';

export type StackDirection = 'column' | 'row';
export type StackAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type StackJustify = 'start' | 'center' | 'end' | 'between';

const alignMap = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const;
const justifyMap = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;

export const StyledStack = styled.div<{
  $direction: StackDirection;
  $gap: SpaceToken;
  $align: StackAlign;
  $justify: StackJustify;
  $wrap: boolean;
  $padding: SpaceToken;
}>`
  display: flex;
  min-width: 0;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => alignMap[$align]};
  justify-content: ${({ $justify }) => justifyMap[$justify]};
  padding: ${({ theme, $padding }) => theme.space[$padding]};
  ${({ $wrap }) =>
    $wrap &&
    css`
      flex-wrap: wrap;
    `}
`;
