import styled from 'styled-components';
import { underlinedTab } from '../internal/focus';

export const StyledTabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

export const StyledTab = styled.button`
  flex: 0 0 auto;
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: 0 ${({ theme }) => theme.space.lg};
  ${underlinedTab("[aria-selected='true']")}

  /* Four short labels fit a 375 px phone without scrolling sideways. */
  ${({ theme }) => theme.media.narrow} {
    padding: 0 ${({ theme }) => theme.space.sm};
  }
`;

export const StyledTabPanel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
