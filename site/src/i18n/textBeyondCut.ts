import { type CodeRange, codeRanges, rangesHold } from './unicodeRanges';

// The site's Latin faces, always declared, draw what a script's cut lacks below U+1000 (Latin,
// Greek, Cyrillic) and in general punctuation and symbols; the Myanmar, Chinese and Korean
// characters are all elsewhere.
const drawnByLatinFaces = (codePoint: number) =>
  codePoint < 0x1000 || (codePoint >= 0x2000 && codePoint < 0x2c00);

/** Whether `text` has a script's character that none of `ranges` holds. */
export function hasTextBeyond(text: string, ranges: readonly CodeRange[]): boolean {
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (drawnByLatinFaces(codePoint)) continue;
    if (!rangesHold(ranges, codePoint)) return true;
  }
  return false;
}

const textOfMutation = (mutation: MutationRecord) =>
  mutation.type === 'characterData'
    ? (mutation.target.nodeValue ?? '')
    : [...mutation.addedNodes].map((node) => node.textContent ?? '').join('');

/**
 * Calls `declare` once, the first time the page shows a character of a script that none of
 * `faces` (the page's faces, cut to its text at build time) has: text the app writes later (the
 * next screen, content changed since the build) or the visitor types. Until then the script's
 * full faces stay undeclared: their hundred rules a weight, and the restyling of the whole page
 * that declaring them costs, are nothing a page that shows only its own text needs.
 */
export function whenTextBeyond(faces: readonly FontFace[], declare: () => void): void {
  const ranges = faces.flatMap((face) => codeRanges(face.unicodeRange));
  const beyond = (text: string) => hasTextBeyond(text, ranges);
  const typed = (event: Event) => {
    const { target } = event;
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)
      if (beyond(target.value)) done();
  };
  const written = new MutationObserver((mutations) => {
    if (mutations.some((mutation) => beyond(textOfMutation(mutation)))) done();
  });
  function done() {
    written.disconnect();
    document.removeEventListener('input', typed, true);
    declare();
  }
  written.observe(document.body, { childList: true, characterData: true, subtree: true });
  document.addEventListener('input', typed, true);
  // What the visitor typed before the app was there.
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  );
  if ([...fields].some((field) => beyond(field.value))) done();
}
