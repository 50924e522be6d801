import styled from 'styled-components';

export const StyledConfirmMessage = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
