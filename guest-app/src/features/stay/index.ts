export { StayCard } from './StayCard';
