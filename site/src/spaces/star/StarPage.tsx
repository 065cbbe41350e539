import { ToastTilesPage } from '../ToastTilesPage';

const tiles = [
  { id: 'brave', icon: 'shield' },
  { id: 'self_reliance', icon: 'person-standing' },
  { id: 'walk', icon: 'footprints' },
  { id: 'dream', icon: 'sparkles' },
  { id: 'fly', icon: 'bird' },
] as const;

/** Five stars to steer by; each shows a toast. */
export function StarPage() {
  return (
    <ToastTilesPage
      space="star"
      intro="star.intro"
      tiles={tiles}
      keys={(id) => ({
        label: `star.items.${id}.label`,
        title: `star.items.${id}.title`,
        message: `star.items.${id}.message`,
      })}
    />
  );
}
