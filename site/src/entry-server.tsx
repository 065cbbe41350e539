import { I18nextProvider } from 'react-i18next';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { loadAllRoutes } from './app/loadMatchedRoutes';
import { routes } from './app/routes';
import { ContentSourceContext, createEmbeddedSource, type ContentSnapshot } from './data/content';
import { recordingSource, type PrimedAnswers } from './data/content/primedSource';
import type { Language } from './i18n/languages';
import { serverI18nIn } from './i18n/serverI18n';

export interface RenderedPage {
  html: string;
  styles: string;
  /** The content the page was rendered with, by query: the page is primed with it. */
  answers: PrimedAnswers;
}

async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/**
 * Renders one route to HTML in `language` (the route's path carries its prefix) with its styled-components styles, from `content` (the
 * embedded content unless the build read Firestore's). Nothing that follows the current time
 * is rendered (see now/): the browser fills it in.
 */
export async function render(
  url: string,
  language: Language,
  content?: ContentSnapshot,
): Promise<RenderedPage> {
  await loadAllRoutes(routes);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response)
    throw new Error(`${url} redirects to ${context.headers.get('Location')}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  const { source, answers } = recordingSource(createEmbeddedSource(content));
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <I18nextProvider i18n={serverI18nIn(language)}>
          <ContentSourceContext.Provider value={source}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ContentSourceContext.Provider>
        </I18nextProvider>,
      ),
    );
    return { html: await streamToString(prelude), styles: sheet.getStyleTags(), answers };
  } finally {
    sheet.seal();
  }
}
