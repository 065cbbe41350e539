import { ToastTilesPage } from './ToastTilesPage';

const tiles = 'abcdefghijklmnopqrstuvwxyz'.split('').map((id) => ({ id }));

/** A to Z; each letter shows a toast with a kind word and its message. */
export function HeartPage() {
  return (
    <ToastTilesPage
      group="heart"
      itemsKey="letters"
      messageKey="message"
      tiles={tiles}
      density="compact"
    />
  );
}
