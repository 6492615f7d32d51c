/**
 * An identity number (PAN, Aadhaar, passport...) with all but its last four characters hidden:
 * recruiters rarely need them in full, and the screen may be seen by others. The record still
 * carries the full value, so this guards the screen only.
 */
export function MaskedId({ value }: { value: string }) {
  const chars = value.replace(/\s+/g, '');
  const last = chars.slice(-4);
  return (
    <>
      <span aria-hidden="true" className="font-mono tracking-wider">
        {'•'.repeat(Math.max(chars.length - last.length, 0))}
        {last}
      </span>
      {/* Read as words rather than a row of bullets. */}
      <span className="sr-only">Hidden, ending in {last}</span>
    </>
  );
}
