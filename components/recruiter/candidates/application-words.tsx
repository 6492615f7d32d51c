/** "1 application", "3 applications". */
export function applicationCount(count: number): string {
  return count === 1 ? '1 application' : `${count} applications`;
}
