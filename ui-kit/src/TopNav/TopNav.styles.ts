import styled from 'styled-components';
import { underlinedTab } from '../internal/focus';

export const StyledNav = styled.nav`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.nav};
  height: ${({ theme }) => theme.sizes.navHeight};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  transition: transform ${({ theme }) => theme.durations.normal}ms ease;

  &[data-hidden='true'] {
    transform: translateY(-100%);
  }
`;

export const StyledNavList = styled.ul`
  display: flex;
  align-items: stretch;
  justify-content: space-around;
  height: 100%;
  max-width: ${({ theme }) => theme.sizes.pageMaxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.sm};
  list-style: none;
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.wide} {
    justify-content: flex-start;
  }
`;

export const StyledNavItem = styled.li`
  display: flex;
  flex: 1 1 0;
  ${({ theme }) => theme.media.wide} {
    flex: 0 0 auto;
  }
`;

export const StyledNavButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: 0 ${({ theme }) => theme.space.md};
  ${underlinedTab("[aria-current='page']")}
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const StyledNavIcon = styled.span`
  display: none;
  line-height: 0;
  ${({ theme }) => theme.media.narrow} {
    display: inline-flex;
  }
  [data-icons-always='true'] & {
    display: inline-flex;
  }
`;

export const StyledNavLabel = styled.span`
  white-space: nowrap;
  ${({ theme }) => theme.media.narrow} {
    display: none;
  }
`;
