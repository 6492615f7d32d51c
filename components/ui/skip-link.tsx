export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 print:hidden rounded-md bg-white px-4 py-2 font-medium text-indigo-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
    >
      Skip to content
    </a>
  );
}
