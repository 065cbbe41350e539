// Self-hosted faces. Each stylesheet declares @font-face rules sliced by unicode-range, so a
// visitor downloads only the slices for the characters a page shows. The Latin faces (Inter, and
// JetBrains Mono for code) are always declared; the Myanmar, Chinese and Korean declarations are
// large, so they are fetched only when a page asks for that script.
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/jetbrains-mono/wght.css';

export type ScriptFont = 'myanmar' | 'chinese' | 'korean';

interface ScriptFaces {
  family: string;
  /** Characters whose slices are fetched before the script's text is shown: its name, at least. */
  sample: string;
  stylesheets: () => Promise<unknown>;
}

const scripts: Record<ScriptFont, ScriptFaces> = {
  myanmar: {
    family: 'Noto Sans Myanmar',
    sample: 'မြန်မာ',
    stylesheets: () =>
      Promise.all([
        import('@fontsource/noto-sans-myanmar/myanmar-400.css'),
        import('@fontsource/noto-sans-myanmar/myanmar-700.css'),
      ]),
  },
  chinese: {
    family: 'Noto Sans SC',
    sample: '中文的是一不了人我在有他这为之大来以个中上们',
    stylesheets: () =>
      Promise.all([
        import('@fontsource/noto-sans-sc/400.css'),
        import('@fontsource/noto-sans-sc/700.css'),
      ]),
  },
  korean: {
    family: 'Noto Sans KR',
    sample: '한국어의이에는을를가다고하',
    stylesheets: () =>
      Promise.all([
        import('@fontsource/noto-sans-kr/400.css'),
        import('@fontsource/noto-sans-kr/700.css'),
      ]),
  },
};

/**
 * Declares the faces of one script: resolves once its stylesheets are in, without waiting for any
 * face. For a host that declares faces of its own for the script (cut to a page's text, say) and
 * waits for those: `loadScriptFont` would also fetch the faces its sample characters fall in.
 * Rejects when a stylesheet cannot be fetched.
 */
export async function declareScriptFont(script: ScriptFont): Promise<void> {
  await scripts[script].stylesheets();
}

/**
 * Declares the faces of one script and resolves once its regular and bold faces are in for its
 * common characters, so that text shown after it is drawn in them at once rather than in the
 * system's face (tofu where the machine has none). Safe to call often: each stylesheet and face
 * is fetched once. Rejects when a stylesheet cannot be fetched.
 */
export async function loadScriptFont(script: ScriptFont): Promise<void> {
  const { family, sample } = scripts[script];
  await declareScriptFont(script);
  // Nothing to wait for where nothing is drawn (server rendering, jsdom).
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  await Promise.all(
    ['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "${family}"`, sample)),
  );
}
