import { ToastTilesPage } from '../ToastTilesPage';

// prettier-ignore
const LETTERS = [
  'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm',
  'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z',
] as const;
const tiles = LETTERS.map((id) => ({ id }));

/** A to Z; each letter shows a toast with a kind word and its message. */
export function HeartPage() {
  return (
    <ToastTilesPage
      space="heart"
      intro="heart.intro"
      tiles={tiles}
      keys={(id) => ({
        title: `heart.letters.${id}.title`,
        message: `heart.letters.${id}.message`,
      })}
      density="compact"
    />
  );
}
