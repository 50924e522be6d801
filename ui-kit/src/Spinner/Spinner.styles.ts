import styled, { css, keyframes } from 'styled-components';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const spin = keyframes`to { transform: rotate(360deg); }`;

const sizeStyles = {
  sm: css`
    width: 16px;
    height: 16px;
    border-width: 2px;
  `,
  md: css`
    width: 28px;
    height: 28px;
    border-width: 3px;
  `,
  lg: css`
    width: 44px;
    height: 44px;
    border-width: 4px;
  `,
};

export const StyledSpinnerWrap = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  line-height: 0;
`;

export const StyledSpinnerCircle = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  border-style: solid;
  border-color: currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.8s linear infinite;
  ${({ $size }) => sizeStyles[$size]}
`;
