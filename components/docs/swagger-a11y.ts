/**
 * Names and focus that Swagger UI's markup lacks, which axe reports as serious or critical: the server
 * picker has an empty label, the request body box of "Try it out" has none, the dialog's close button
 * is an icon alone, and example blocks scroll without being reachable by keyboard. Swagger re-renders
 * parts of its tree as operations open, so the repair runs on every change below `root`; it only adds
 * attributes, which Swagger's React leaves alone.
 */
const REPAIRS: readonly { selector: string; attribute: string; value: string }[] = [
  { selector: 'select#servers:not([aria-label]), .servers select:not([aria-label])', attribute: 'aria-label', value: 'Server' },
  { selector: 'textarea.body-param__text:not([aria-label])', attribute: 'aria-label', value: 'Request body' },
  { selector: 'button.close-modal:not([aria-label])', attribute: 'aria-label', value: 'Close' },
  { selector: '.highlight-code pre:not([tabindex]), pre.microlight:not([tabindex])', attribute: 'tabindex', value: '0' },
];

function repair(root: HTMLElement): void {
  for (const { selector, attribute, value } of REPAIRS) {
    for (const element of root.querySelectorAll(selector)) element.setAttribute(attribute, value);
  }
}

/** Repairs `root` now and after each change; returns the function that stops watching. */
export function watchSwaggerA11y(root: HTMLElement): () => void {
  repair(root);
  // Attribute changes are not observed: the repair itself makes them, and would loop.
  const observer = new MutationObserver(() => repair(root));
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
