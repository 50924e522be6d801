import styled from 'styled-components';

export const StyledBanner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.warningText};
  border-top: 3px solid ${({ theme }) => theme.colors.warningSolid};

  &[data-placement='bottom'] {
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: ${({ theme }) => theme.zIndices.banner};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  &[data-placement='inline'] {
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.warningSolid};
  }
`;

export const StyledBannerIcon = styled.span`
  display: inline-flex;
  padding-top: 2px;
  line-height: 0;
`;

export const StyledBannerMessage = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;
