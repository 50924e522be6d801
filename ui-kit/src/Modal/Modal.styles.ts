import styled from 'styled-components';

/** 'full': the whole screen on a phone, the window less a margin on a wide screen. */
export type ModalSize = 'sm' | 'md' | 'lg' | 'full';

export const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};
  ${({ theme }) => theme.media.wide} {
    align-items: center;
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const StyledDialog = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: 92vh;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.wide} {
    max-width: ${({ $size }) => ($size === 'sm' ? '420px' : $size === 'lg' ? '880px' : '560px')};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  &[data-size='full'] {
    height: 100%;
    max-height: none;
    border-radius: 0;
    ${({ theme }) => theme.media.wide} {
      max-width: none;
      border-radius: ${({ theme }) => theme.radii.lg};
    }
  }
`;

export const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const StyledBody = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  overflow-y: auto;
  flex: 1 1 auto;
`;

export const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
