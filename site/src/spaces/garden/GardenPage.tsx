import { ToastTilesPage } from '../ToastTilesPage';

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
] as const;

/** Thirteen garden items; each shows a gold toast with its motto. */
export function GardenPage() {
  return (
    <ToastTilesPage
      space="garden"
      intro="garden.intro"
      tiles={tiles}
      keys={(id) => ({
        label: `garden.items.${id}.label`,
        title: `garden.items.${id}.title`,
        message: `garden.items.${id}.motto`,
      })}
      tone="gold"
    />
  );
}
