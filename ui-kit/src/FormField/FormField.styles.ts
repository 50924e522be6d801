import styled, { css } from 'styled-components';

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const StyledLabel = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  /* The mark lives in CSS so the label text (and getByLabelText) stays exactly the label; the
     empty alternative text keeps it out of the accessible name (the input says "required"). */
  &[data-required='true']::after {
    content: ' *' / '';
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export const StyledHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.errorText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const StyledFieldFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  &:empty {
    display: none;
  }
`;

export const StyledLimitNotice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warningText};
  &:empty {
    display: none;
  }
`;

/** Shared look of text-like controls (input, textarea, select). */
export const controlStyles = css`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.errorSolid};
    border-width: 2px;
  }
`;
