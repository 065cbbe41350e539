import { loadScriptFont } from '@portfolio/ui/fonts';
import { PATIENCE_MS, withDeadline } from '../network/deadline';
import { isLanguage, SCRIPT_FONTS } from './languages';

const scriptOf = (language: string) => (isLanguage(language) ? SCRIPT_FONTS[language] : undefined);
const settled = new Set<string>();
/**
 * Whether `language`'s faces are in, or were given up on (always, for English). A prerendered
 * page declares and preloads its language's faces in its head, so the server renders as if they
 * were in, as they are when the app hydrates it.
 */
export const facesSettled = (language: string) =>
  typeof document === 'undefined' || !scriptOf(language) || settled.has(language);

/**
 * Resolves once the faces a language's script needs are in (at once for English), so that its
 * text is never shown in the machine's face first. Never rejects: faces that fail or take longer
 * than PATIENCE_MS leave the text to the next face of the stack rather than keep it waiting.
 */
export async function languageFacesReady(language: string): Promise<void> {
  const script = scriptOf(language);
  if (!script) return;
  try {
    await withDeadline(loadScriptFont(script), PATIENCE_MS, `The ${script} faces`);
  } catch (error) {
    console.warn(error);
  } finally {
    settled.add(language);
  }
}
