import { I18nextProvider } from 'react-i18next';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { SiteRoutes } from './app/App';
import { loadAllScreens, screenAt } from './app/routeScreens';
import { everyRoute } from './app/routes';
import { heldStyleTags } from './browser/heldRules';
import { ContentSourceContext, type ContentSnapshot } from './data/content';
import { createEmbeddedSource } from './data/content/embeddedSource';
import { embeddedContent } from './content';
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
  await loadAllScreens(everyRoute());
  if (!screenAt(everyRoute(), url)) throw new Error(`${url} shows no screen (it redirects).`);
  const sheet = new ServerStyleSheet();
  const { source, answers } = recordingSource(createEmbeddedSource(content ?? embeddedContent));
  // A part that fails here would be left for the browser to render afresh: the build fails instead.
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <I18nextProvider i18n={serverI18nIn(language)}>
          <ContentSourceContext.Provider value={source}>
            <StaticRouter location={url}>
              <SiteRoutes />
            </StaticRouter>
          </ContentSourceContext.Provider>
        </I18nextProvider>,
      ),
      {
        // Every boundary inline and complete: no script to move a part into place, which the
        // Content-Security-Policy would refuse, and nothing for the browser to render afresh.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => void errors.push(error),
      },
    );
    if (errors.length) throw new AggregateError(errors, `${url} did not render whole.`);
    return {
      html: await streamToString(prelude),
      styles: heldStyleTags(sheet.getStyleTags()),
      answers,
    };
  } finally {
    sheet.seal();
  }
}
