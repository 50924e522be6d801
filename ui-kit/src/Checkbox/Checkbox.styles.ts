import styled from 'styled-components';

export const StyledCheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  cursor: pointer;
  &[data-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const StyledCheckboxInput = styled.input`
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
