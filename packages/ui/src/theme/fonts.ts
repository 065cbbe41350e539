// Self-hosted faces. Each stylesheet declares @font-face rules sliced by unicode-range, so a
// visitor downloads only the slices for the characters a page shows. The Latin face is always
// declared; the Myanmar, Chinese and Korean declarations are large, so they are fetched only
// when a page asks for that script.
import '@fontsource-variable/inter/wght.css';

export type ScriptFont = 'myanmar' | 'chinese' | 'korean';

const stylesheets: Record<ScriptFont, () => Promise<unknown>> = {
  myanmar: () =>
    Promise.all([
      import('@fontsource/noto-sans-myanmar/myanmar-400.css'),
      import('@fontsource/noto-sans-myanmar/myanmar-700.css'),
    ]),
  chinese: () =>
    Promise.all([
      import('@fontsource/noto-sans-sc/400.css'),
      import('@fontsource/noto-sans-sc/700.css'),
    ]),
  korean: () =>
    Promise.all([
      import('@fontsource/noto-sans-kr/400.css'),
      import('@fontsource/noto-sans-kr/700.css'),
    ]),
};

/** Declares the faces of one script; safe to call often (each stylesheet is fetched once). */
export function loadScriptFont(script: ScriptFont): Promise<unknown> {
  return stylesheets[script]();
}
