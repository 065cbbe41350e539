import { useTranslation } from 'react-i18next';
import { PageTitle, TileGrid, type ToastTone } from '@portfolio/ui';
import type { TranslationKey } from '../i18n/keys';
import { showToast } from '../toast/showToast';
import { fetchToastsAhead } from '../toast/toastify';
import { useDocumentTitle } from '../navigation/documentTitle';
import type { SpaceName } from '../navigation/spaces';

fetchToastsAhead();

interface ToastTile<Id extends string = string> {
  id: Id;
  icon?: string;
}

/** The keys of a tile's label (without one, the tile shows its id) and its toast's strings. */
interface ToastTileKeys {
  label?: TranslationKey;
  title: TranslationKey;
  message: TranslationKey;
}

export interface ToastTilesPageProps<Id extends string> {
  /** The space: `pages.<space>` is the page's title. */
  space: SpaceName;
  intro: TranslationKey;
  tiles: readonly ToastTile<Id>[];
  keys: (id: Id) => ToastTileKeys;
  tone?: ToastTone;
  density?: 'comfortable' | 'compact';
}

/** A Spaces screen of buttons, each showing a toast with its title and message. */
export function ToastTilesPage<Id extends string>({
  space,
  intro,
  tiles,
  keys,
  tone,
  density,
}: ToastTilesPageProps<Id>) {
  const { t } = useTranslation();
  const title = t(`pages.${space}`);
  useDocumentTitle(title);
  const items = tiles.map(({ id, icon }) => {
    const { label } = keys(id);
    return { id, label: label ? t(label) : id.toUpperCase(), ...(icon ? { icon } : {}) };
  });
  const select = (selected: string) => {
    const tile = tiles.find(({ id }) => id === selected);
    if (!tile) return;
    const tileKeys = keys(tile.id);
    showToast({
      title: t(tileKeys.title),
      message: t(tileKeys.message),
      ...(tone ? { tone } : {}),
    });
  };
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <p>{t(intro)}</p>
      <TileGrid label={title} items={items} density={density} onSelect={select} />
    </>
  );
}
