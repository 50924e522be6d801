// EmptyState shares the centred layout of ErrorState.
export { StyledState, StyledStateIcon, StyledStateMessage } from '../ErrorState/ErrorState.styles';
