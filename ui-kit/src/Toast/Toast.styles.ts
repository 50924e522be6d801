import styled from 'styled-components';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

export const StyledToast = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid;
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &[data-tone='success'] {
    background: ${({ theme }) => theme.colors.successBg};
    color: ${({ theme }) => theme.colors.successText};
    border-color: ${({ theme }) => theme.colors.successSolid};
  }
  &[data-tone='error'] {
    background: ${({ theme }) => theme.colors.errorBg};
    color: ${({ theme }) => theme.colors.errorText};
    border-color: ${({ theme }) => theme.colors.errorSolid};
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.colors.warningBg};
    color: ${({ theme }) => theme.colors.warningText};
    border-color: ${({ theme }) => theme.colors.warningSolid};
  }
  &[data-tone='info'] {
    background: ${({ theme }) => theme.colors.infoBg};
    color: ${({ theme }) => theme.colors.infoText};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-floating='true'] {
    position: fixed;
    top: calc(${({ theme }) => theme.sizes.navHeight} + ${({ theme }) => theme.space.md});
    left: 50%;
    transform: translateX(-50%);
    width: min(560px, calc(100% - ${({ theme }) => theme.space.xl}));
    z-index: ${({ theme }) => theme.zIndices.toast};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

export const StyledToastMessage = styled.p`
  flex: 1 1 auto;
  margin: 0;
`;

export const StyledToastClose = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;
