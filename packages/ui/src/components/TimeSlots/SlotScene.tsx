import type { TimeSlot } from '../../rules';

/** Sky colours (top, bottom) from dawn through noon to dusk. */
const SKIES: Record<TimeSlot, [string, string]> = {
  1: ['#ffb37a', '#ffe3b3'],
  2: ['#8fc9ff', '#ffe9c4'],
  3: ['#6fb7ff', '#cfeaff'],
  4: ['#4ea6ff', '#bfe3ff'],
  5: ['#3b9bff', '#a9dbff'],
  6: ['#4ea6ff', '#c9e6ff'],
  7: ['#6fb0f0', '#ffe0b0'],
  8: ['#f29a6b', '#ffd29a'],
  9: ['#3c2f6b', '#f08a5d'],
};

/** A small landscape with the sun where it stands in that slot; dusk shows the moon. */
export function SlotScene({ slot }: { slot: TimeSlot }) {
  const progress = (slot - 1) / 8;
  const sunX = 10 + 80 * progress;
  const sunY = 34 - 24 * Math.sin(Math.PI * progress);
  const [top, bottom] = SKIES[slot];
  const gradient = `slot-sky-${slot}`;
  return (
    <svg viewBox="0 0 100 50" width="100%" aria-hidden="true" focusable="false" data-slot={slot}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
      </defs>
      <rect width="100" height="50" fill={`url(#${gradient})`} />
      {slot === 9 ? (
        <>
          <circle cx="78" cy="12" r="4" fill="#f4f1de" />
          <circle cx="80" cy="11" r="3.4" fill="#3c2f6b" />
        </>
      ) : (
        <circle cx={sunX} cy={sunY} r="5" fill="#ffd54a" />
      )}
      <path d="M0 40 Q25 32 50 39 T100 37 V50 H0Z" fill={slot === 9 ? '#2b3a4a' : '#6bb56f'} />
    </svg>
  );
}
