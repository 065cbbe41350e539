export { SunTimesCard, type SunTimesCardProps, type SunTimeRow } from './SunTimesCard';
