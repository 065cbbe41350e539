/** Whether `root` holds this path's prerendered HTML (the per-app pages get an empty shell). */
export const isPrerendered = (root: HTMLElement | null): boolean =>
  root?.dataset.prerendered === window.location.pathname.replace(/\/$/, '');
