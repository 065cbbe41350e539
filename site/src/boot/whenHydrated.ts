/** Resolves once React has hydrated the whole page: `<html data-hydrated>` (see HydratedMark). */
export function whenHydrated(): Promise<void> {
  const html = document.documentElement;
  return new Promise((resolve) => {
    if (html.dataset.hydrated !== undefined) return resolve();
    const observer = new MutationObserver(() => {
      if (html.dataset.hydrated === undefined) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}
