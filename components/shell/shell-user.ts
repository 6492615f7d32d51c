import type { Role } from './nav-items';

/** What the shell shows about the signed-in person (from the server session). */
export type ShellUser = { name: string; username: string; roles: Role[] };
