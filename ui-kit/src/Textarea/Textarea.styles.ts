import styled from 'styled-components';
import { controlStyles } from '../FormField/FormField.styles';

export const StyledTextarea = styled.textarea`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
