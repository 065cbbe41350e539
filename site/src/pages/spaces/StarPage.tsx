import { ToastTilesPage } from './ToastTilesPage';

const tiles = [
  { id: 'brave', icon: 'shield' },
  { id: 'self_reliance', icon: 'person-standing' },
  { id: 'walk', icon: 'footprints' },
  { id: 'dream', icon: 'sparkles' },
  { id: 'fly', icon: 'bird' },
];

/** Five stars to steer by; each shows a toast. */
export function StarPage() {
  return <ToastTilesPage group="star" itemsKey="items" messageKey="message" tiles={tiles} />;
}
