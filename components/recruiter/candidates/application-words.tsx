/** A sentence's end made to stand alone, for a list cell: "Applied through the career site". */
export function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "1 application", "3 applications". */
export function applicationCount(count: number): string {
  return count === 1 ? '1 application' : `${count} applications`;
}
