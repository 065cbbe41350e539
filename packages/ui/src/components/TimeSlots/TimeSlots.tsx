'use client';

import type { DayHalf, TimeSlot } from '../../rules';
import { SlotScene } from './SlotScene';
import { Slot, SlotList } from './TimeSlots.styles';

const HALVES: DayHalf[] = ['am', 'pm'];

export interface TimeSlotLabel {
  slot: TimeSlot;
  /** The hours it covers before and after noon, e.g. "06 – 07" and "18 – 19". */
  ranges: Record<DayHalf, string>;
  /** What the slot is for before and after noon, e.g. "Wake up" and "Dinner" for 6 – 7. */
  names: Record<DayHalf, string>;
}

export interface TimeSlotsProps {
  /** Accessible name of the list. */
  label: string;
  slots: TimeSlotLabel[];
  /** The slot of the current time: gold, `aria-current="time"`. Without it, none. */
  current?: TimeSlot;
  /**
   * The half of the day the names and scenes are shown for (default: morning). Both halves
   * are drawn and the list's `data-half` shows one, and each slot carries `data-slot`, so a
   * prerendered page can be set to the visitor's hour by attributes alone.
   */
  half?: DayHalf;
}

/**
 * The nine slots of the day, in the order given, each with its scene, hours and name for the half
 * of the day shown.
 */
export function TimeSlots({ label, slots, current, half }: TimeSlotsProps) {
  return (
    <SlotList aria-label={label} data-half={half ?? ''}>
      {slots.map(({ slot, ranges, names }) => (
        <Slot key={slot} data-slot={slot} aria-current={slot === current ? 'time' : undefined}>
          {HALVES.map((of) => (
            <SlotScene key={of} slot={slot} half={of} />
          ))}
          {HALVES.map((of) => (
            <strong key={of} data-half-of={of}>
              {ranges[of]}
            </strong>
          ))}
          {HALVES.map((of) => (
            <span key={of} data-half-of={of}>
              {names[of]}
            </span>
          ))}
        </Slot>
      ))}
    </SlotList>
  );
}
