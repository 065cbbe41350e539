import type { i18n as I18n } from 'i18next';

/**
 * The strings under `key` in `set`, each interpolated with `values` by i18next's own interpolator:
 * what `t(key, { ns: set, returnObjects: true, ...values })` returns, without resolving each
 * string as a key of its own (a legal text's hundred strings took a slow phone's render 50 ms
 * that way). Undefined where the language's strings have nothing under `key`.
 */
export function interpolatedTree<T>(
  i18n: I18n,
  set: string,
  key: string,
  values: Record<string, unknown>,
): T | undefined {
  const fill = (node: unknown): unknown => {
    if (typeof node === 'string')
      // The values as t's options too, as t passes them: a value given as undefined reads empty.
      return i18n.services.interpolator.interpolate(node, values, i18n.language, values);
    if (Array.isArray(node)) return node.map(fill);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([name, child]) => [name, fill(child)]));
    return node;
  };
  const tree: unknown = i18n.getResource(i18n.language, set, key);
  return tree === undefined ? undefined : (fill(tree) as T);
}
