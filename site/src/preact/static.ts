// `react-dom/static` in the site's build: the prerenderer's HTML, every suspended part resolved.
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';

export async function prerender(node: VNode) {
  const html = await renderToStringAsync(node);
  return { prelude: new Blob([html]).stream() };
}
