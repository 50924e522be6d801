import styled from 'styled-components';
import { controlStyles } from '../FormField/FormField.styles';

export const StyledSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space.xxl};
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 50%,
    calc(100% - 13px) 50%;
  background-size:
    5px 5px,
    5px 5px;
  background-repeat: no-repeat;
`;
