export { Timeline, type TimelineProps, type TimelineEntry } from './Timeline';
