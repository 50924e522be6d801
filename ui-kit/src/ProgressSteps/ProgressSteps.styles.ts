import styled from 'styled-components';

export const StyledSteps = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledStep = styled.li`
  flex: 1 1 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};

  &::before {
    content: '';
    display: block;
    width: 100%;
    height: 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.border};
  }
  &[data-state='complete']::before {
    background: ${({ theme }) => theme.colors.successSolid};
  }
  &[data-state='current']::before {
    background: ${({ theme }) => theme.colors.primary};
  }
  &[data-state='current'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
