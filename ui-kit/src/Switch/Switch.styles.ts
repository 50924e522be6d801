import styled from 'styled-components';

export const StyledSwitchRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.sizes.controlHeight};
`;

export const StyledSwitchLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const StyledSwitchButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.pill};
  }
`;

export const StyledTrack = styled.span`
  position: relative;
  display: inline-block;
  width: 44px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
  transition: background-color ${({ theme }) => theme.durations.normal}ms ease;

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.surface};
    transition: transform ${({ theme }) => theme.durations.normal}ms ease;
  }

  [aria-checked='true'] > & {
    background: ${({ theme }) => theme.colors.primary};
  }
  [aria-checked='true'] > &::after {
    transform: translateX(20px);
  }
`;

export const StyledStateText = styled.span`
  min-width: 2.5em;
  text-align: left;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
