import type { CollectionName, Item } from './schema';
import { queryKey, type ContentQuery, type ContentSource } from './source';

/** Answers by query key: what a prerendered page was rendered with. */
export type PrimedAnswers = Record<string, Item<CollectionName>[]>;

/** The id of the page's element that holds its primed answers as JSON. */
export const PRIMED_ANSWERS_ID = 'content-answers';

/**
 * `source`, answering at once with what the page was prerendered with, so hydration finds the
 * same content, then live as `source` answers. The embedded content is what the page was
 * prerendered from, and it never changes: a query the page carries is answered from the page
 * alone, without fetching that content and its schema.
 */
export function primeSource(source: ContentSource, primed: PrimedAnswers): ContentSource {
  const primedItems = <C extends CollectionName>(query: ContentQuery<C>) =>
    primed[queryKey(query)] as Item<C>[] | undefined;
  return {
    kind: source.kind,
    subscribe(query, listener) {
      const items = source.kind === 'embedded' ? primedItems(query) : undefined;
      if (!items) return source.subscribe(query, listener);
      listener.next(items);
      return () => {};
    },
    read: (query) => primedItems(query) ?? source.read?.(query),
  };
}

/** `source`, noting each answer it reads out, for the prerenderer to prime the page with. */
export function recordingSource(source: ContentSource): {
  source: ContentSource;
  answers: PrimedAnswers;
} {
  const answers: PrimedAnswers = {};
  return {
    answers,
    source: {
      kind: source.kind,
      subscribe: (query, listener) => source.subscribe(query, listener),
      read: <C extends CollectionName>(query: ContentQuery<C>) => {
        const items = source.read?.(query);
        if (items) answers[queryKey(query)] = items as Item<CollectionName>[];
        return items;
      },
    },
  };
}

/** The answers a prerendered page carries, if it carries any. */
export function pagePrimedAnswers(document: Document): PrimedAnswers | undefined {
  const json = document.getElementById(PRIMED_ANSWERS_ID)?.textContent;
  return json ? (JSON.parse(json) as PrimedAnswers) : undefined;
}

/** The element a page carries its answers in; `<` is escaped so no content can end it. */
export const primedAnswersScript = (answers: PrimedAnswers) =>
  `<script type="application/json" id="${PRIMED_ANSWERS_ID}">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>`;
