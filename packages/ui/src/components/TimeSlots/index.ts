export { TimeSlots, type TimeSlotsProps, type TimeSlotLabel } from './TimeSlots';
