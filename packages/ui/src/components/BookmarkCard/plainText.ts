const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** What HTML draws for a numeric reference to no character it may hold. */
const REPLACEMENT = '\ufffd';
const isSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const code =
      name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff && !isSurrogate(code)
      ? String.fromCodePoint(code)
      : REPLACEMENT;
  }
  return Object.hasOwn(NAMED, name) ? (NAMED[name] as string) : entity;
}

/** Text with its character references (`&amp;`, `&#8212;`) as the characters they stand for. */
export const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity);

/**
 * The text of content HTML, for where no DOM exists to sanitise with (prerendering): the words
 * without their tags, and without what scripts, styles and frames hold. Rendered as text, it can
 * run nothing whatever it is given.
 */
export function plainText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template|iframe|noscript|svg|math)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<[^>]*>?/g, ''),
  );
}
