/**
 * Among the elements `selector` finds in `root`, gives the one whose `key` attribute is `value`
 * the attributes `marks`, and takes them from the others.
 */
export function markOne(
  root: ParentNode,
  selector: string,
  key: string,
  value: string | number | undefined,
  marks: Record<string, string>,
): void {
  for (const element of root.querySelectorAll(selector)) {
    const chosen = value !== undefined && element.getAttribute(key) === String(value);
    for (const [name, mark] of Object.entries(marks))
      if (chosen) element.setAttribute(name, mark);
      else element.removeAttribute(name);
  }
}
