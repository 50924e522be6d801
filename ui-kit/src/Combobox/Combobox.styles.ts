import styled from 'styled-components';
import { controlStyles } from '../FormField/FormField.styles';

export const StyledControl = styled.div`
  position: relative;
`;

export const StyledInput = styled.input<{ $clearable: boolean }>`
  ${controlStyles}
  padding-right: ${({ theme, $clearable }) => ($clearable ? theme.sizes.controlHeight : undefined)};
  text-overflow: ellipsis;
`;

/** The clear button sits inside the field's right end, a full-height touch target. */
export const StyledClear = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  display: flex;
`;

export const StyledPanel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  overflow: hidden;
  &[hidden] {
    display: none;
  }
`;

export const StyledListbox = styled.ul`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} 0`};
  list-style: none;
  /* About six options, then the list scrolls on its own (not the page behind it). */
  max-height: calc(${({ theme }) => theme.sizes.controlHeight} * 6.5);
  overflow-y: auto;
  overscroll-behavior: contain;
  &[hidden] {
    display: none;
  }
`;

export const StyledOption = styled.li`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid transparent;
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  cursor: pointer;
  overflow-wrap: anywhere;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    border-left-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-chosen='true'] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const StyledDescription = styled.span`
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledMessage = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
