// An element of the page's root by where it is: the same page in another language, shown in
// place of this one before the app (pageInLanguage.ts), has the same elements in the same places.

/** The indexes of the children that lead from the page's root to `element`. */
export function pathTo(element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node.parentElement && node.id !== 'root'; node = node.parentElement)
    path.unshift([...node.parentElement.children].indexOf(node));
  return path;
}

/** The element at `path` in the page's root as it is now. */
export const elementAt = (path: number[]): Element | undefined =>
  path.reduce<Element | undefined>(
    (node, index) => node?.children[index],
    document.getElementById('root') ?? undefined,
  );
