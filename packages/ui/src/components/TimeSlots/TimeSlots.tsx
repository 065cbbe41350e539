import type { TimeSlot } from '../../rules';
import { SlotScene } from './SlotScene';
import { Slot, SlotList } from './TimeSlots.styles';

export interface TimeSlotLabel {
  slot: TimeSlot;
  /** The hours it covers, e.g. "6 – 7". */
  range: string;
  /** What the slot is for, e.g. "Wake up". */
  name: string;
}

export interface TimeSlotsProps {
  /** Accessible name of the list. */
  label: string;
  slots: TimeSlotLabel[];
  /** The slot of the current time: gold, `aria-current="time"`. */
  current: TimeSlot;
}

/** The nine slots of the day, each with its scene, the current one highlighted. */
export function TimeSlots({ label, slots, current }: TimeSlotsProps) {
  return (
    <SlotList aria-label={label}>
      {slots.map(({ slot, range, name }) => (
        <Slot key={slot} aria-current={slot === current ? 'time' : undefined}>
          <SlotScene slot={slot} />
          <strong>{range}</strong>
          <span>{name}</span>
        </Slot>
      ))}
    </SlotList>
  );
}
