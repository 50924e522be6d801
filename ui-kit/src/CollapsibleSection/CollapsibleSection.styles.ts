import styled from 'styled-components';

export const StyledSection = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StyledToggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  font-size: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  svg {
    transition: transform ${({ theme }) => theme.durations.normal}ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const StyledContent = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};
`;
