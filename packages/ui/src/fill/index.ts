// Sets server-rendered components that follow the time to the visitor's moment before they hydrate
// (a page prerendered at build time), as each renders with the same props: each component's fill
// lives beside its markup. Imports no React, for a page's first, small script.
export { fillClockFallback } from '../components/ClockFallback/fillClockFallback';
export { fillTileGrid } from '../components/TileGrid/fillTileGrid';
export { fillTimeOfDay } from '../components/SkyBackground/fillTimeOfDay';
export { fillTimeSlots } from '../components/TimeSlots/fillTimeSlots';
export { fillWeekTracker } from '../components/WeekTracker/fillWeekTracker';
