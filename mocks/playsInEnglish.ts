type Play<Context> = (context: Context) => Promise<void> | void;

/**
 * A play function written against the English text, played only when the story is shown in
 * English. In another language (Chromatic's Myanmar modes, `.storybook/modes.ts`, or the
 * toolbar) its English names would find nothing, so the story is shown as it renders, once
 * `settled` (if given) has waited for what it shows last: those modes check how the language
 * looks, the English ones (and the story tests) how the story behaves.
 */
export const playsInEnglish =
  <Context extends object>(play: Play<Context>, settled?: Play<Context>) =>
  async (context: Context & { globals: Record<string, unknown> }) => {
    if ((context.globals.locale ?? 'en') === 'en') await play(context);
    else await settled?.(context);
  };
