export { WeekTracker, type WeekTrackerProps, type WeekLabel } from './WeekTracker';
