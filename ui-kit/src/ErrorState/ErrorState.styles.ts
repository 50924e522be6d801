import styled from 'styled-components';

export const StyledState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  &[data-tone='error'] {
    background: ${({ theme }) => theme.colors.errorBg};
    color: ${({ theme }) => theme.colors.errorText};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

export const StyledStateIcon = styled.span`
  display: inline-flex;
  line-height: 0;
`;

export const StyledStateTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StyledStateMessage = styled.p`
  margin: 0;
  max-width: 48ch;
`;
