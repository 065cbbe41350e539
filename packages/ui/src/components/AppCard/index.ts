export { AppCard, type AppCardProps } from './AppCard';
