import styled from 'styled-components';

export const StyledLoginForm = styled.form`
  width: 100%;
  max-width: 380px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const StyledLoginTitle = styled.h1`
  margin: 0 0 8px;
  font-size: 1.75rem;
  text-align: center;
`;

export const StyledLoginDescription = styled.p`
  margin: 0;
  text-align: center;
`;

export const StyledLoginError = styled.p`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
