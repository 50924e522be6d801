export { CinCard } from './CinCard';
