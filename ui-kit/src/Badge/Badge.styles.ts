import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'danger' | 'warning';

export const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  white-space: nowrap;

  &[data-tone='neutral'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-tone='info'] {
    background: ${({ theme }) => theme.colors.infoBg};
    color: ${({ theme }) => theme.colors.infoText};
  }
  &[data-tone='success'] {
    background: ${({ theme }) => theme.colors.successBg};
    color: ${({ theme }) => theme.colors.successText};
  }
  &[data-tone='danger'] {
    background: ${({ theme }) => theme.colors.errorBg};
    color: ${({ theme }) => theme.colors.errorText};
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.colors.warningBg};
    color: ${({ theme }) => theme.colors.warningText};
  }
  &[data-solid='true'][data-tone='success'] {
    background: ${({ theme }) => theme.colors.successSolid};
    color: ${({ theme }) => theme.colors.textInverse};
  }
  &[data-solid='true'][data-tone='danger'] {
    background: ${({ theme }) => theme.colors.errorSolid};
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;
