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

/** How long the repair waits for Swagger's burst of changes to end: rendering the document is thousands of them. */
const SETTLE_MS = 100;

/** Repairs `root` now and after each burst of changes; returns the function that stops watching. */
export function watchSwaggerA11y(root: HTMLElement): () => void {
  repair(root);
  let pending: number | undefined;
  // Attribute changes are not observed: the repair itself makes them, and would loop. A repair per
  // change (four selector scans of the whole tree each) slowed the first render to tens of seconds.
  const observer = new MutationObserver(() => {
    window.clearTimeout(pending);
    pending = window.setTimeout(() => repair(root), SETTLE_MS);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    window.clearTimeout(pending);
    observer.disconnect();
  };
}
