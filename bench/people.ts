// The usernames of the seeded benchmark organisation, read once after seeding, so write scenarios can
// spread their requests over thousands of people (as real traffic does) instead of hammering one.
import Database from 'better-sqlite3';

const people: string[] = [];

export function loadPeople(databaseFile: string): void {
  const db = new Database(databaseFile, { readonly: true });
  try {
    people.splice(0, people.length, ...(db.prepare("SELECT username FROM employees WHERE status = 'active' ORDER BY id").pluck().all() as string[]));
  } finally {
    db.close();
  }
}

/** The n-th person, round and round. */
export function person(n: number): string {
  if (!people.length) throw new Error('loadPeople() first');
  return people[n % people.length] ?? '';
}

export function peopleCount(): number {
  return people.length;
}
