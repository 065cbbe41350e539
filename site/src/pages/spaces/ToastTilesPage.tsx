import { useTranslation } from 'react-i18next';
import { PageTitle, TileGrid, type ToastTone } from '@portfolio/ui';
import { showToast } from '../../app/toast';
import { useDocumentTitle } from '../../app/documentTitle';

export interface ToastTile {
  id: string;
  icon?: string;
}

export interface ToastTilesPageProps {
  /** The page's translation group: `<group>.intro`, `<group>.<itemsKey>.<id>.{label,title,…}`. */
  group: 'garden' | 'heart' | 'star';
  itemsKey: 'items' | 'letters';
  messageKey: 'motto' | 'message';
  tiles: ToastTile[];
  tone?: ToastTone;
  density?: 'comfortable' | 'compact';
}

/** A Spaces screen of buttons, each showing a toast with its title and message. */
export function ToastTilesPage({
  group,
  itemsKey,
  messageKey,
  tiles,
  tone,
  density,
}: ToastTilesPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t(`pages.${group}`));
  const text = (id: string, field: string) => t(`${group}.${itemsKey}.${id}.${field}`);
  const items = tiles.map(({ id, icon }) => {
    const label = itemsKey === 'letters' ? id.toUpperCase() : text(id, 'label');
    return { id, label, ...(icon ? { icon } : {}) };
  });
  return (
    <>
      <PageTitle>{t(`pages.${group}`)}</PageTitle>
      <p>{t(`${group}.intro`)}</p>
      <TileGrid
        label={t(`pages.${group}`)}
        items={items}
        density={density}
        onSelect={(id) =>
          showToast({
            title: text(id, 'title'),
            message: text(id, messageKey),
            ...(tone ? { tone } : {}),
          })
        }
      />
    </>
  );
}
