// The usernames of the seeded benchmark organisation, read once after seeding, so write scenarios can
// spread their requests over thousands of people (as real traffic does) instead of hammering one.
import Database from 'better-sqlite3';

/** A seeded person and where their office is (punches must come from inside an enforced fence). */
export interface BenchPerson {
  username: string;
  latitude: number;
  longitude: number;
}

const people: BenchPerson[] = [];

export function loadPeople(databaseFile: string): void {
  const db = new Database(databaseFile, { readonly: true });
  try {
    const rows = db
      .prepare("SELECT e.username, l.latitude, l.longitude FROM employees e JOIN locations l ON l.code = e.location_code WHERE e.status = 'active' ORDER BY e.id")
      .all() as BenchPerson[];
    people.splice(0, people.length, ...rows);
  } finally {
    db.close();
  }
}

/** The n-th person (of the first `among`, when given), round and round. */
export function personAt(n: number, among = people.length): BenchPerson {
  const found = people[n % Math.min(among, people.length)];
  if (!found) throw new Error('loadPeople() first');
  return found;
}

/** The n-th person's username. */
export function person(n: number): string {
  return personAt(n).username;
}

export function peopleCount(): number {
  return people.length;
}
