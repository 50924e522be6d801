import styled from 'styled-components';

export const StyledOverlay = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  height: 100%;
  min-height: 50vh;
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.primary};
  text-align: center;

  &[data-cover='true'] {
    position: absolute;
    inset: 0;
    min-height: 0;
    background: rgba(245, 247, 249, 0.9);
    z-index: ${({ theme }) => theme.zIndices.overlay};
  }
`;

export const StyledOverlayText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
