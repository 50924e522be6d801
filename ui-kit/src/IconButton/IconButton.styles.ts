import styled, { css } from 'styled-components';
import { focusRing } from '../internal/focus';

export type IconButtonVariant = 'ghost' | 'primary' | 'danger';

const variants = {
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  danger: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.errorBg};
    }
  `,
};

export const StyledIconButton = styled.button<{ $variant: IconButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlHeight};
  height: ${({ theme }) => theme.sizes.controlHeight};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  flex-shrink: 0;
  ${({ $variant }) => variants[$variant]}
  ${focusRing}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
