import { ToastTilesPage } from './ToastTilesPage';

const tiles = [
  { id: 'rose', icon: 'rose' },
  { id: 'jasmine', icon: 'flower' },
  { id: 'lavender', icon: 'sprout' },
  { id: 'sunflower', icon: 'sun-medium' },
  { id: 'lotus', icon: 'flower-2' },
  { id: 'sakura', icon: 'cherry' },
  { id: 'lily', icon: 'clover' },
  { id: 'time', icon: 'hourglass' },
  { id: 'deer', icon: 'paw-print' },
  { id: 'volunteer', icon: 'hand-heart' },
  { id: 'tree', icon: 'trees' },
  { id: 'star', icon: 'star' },
  { id: 'mountain', icon: 'mountain-snow' },
];

/** Thirteen garden items; each shows a gold toast with its motto. */
export function GardenPage() {
  return (
    <ToastTilesPage group="garden" itemsKey="items" messageKey="motto" tiles={tiles} tone="gold" />
  );
}
