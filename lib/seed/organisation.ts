import type { employees } from '@/db/schema';
import { BUSINESS_UNITS, FIRST_NAMES, LAST_NAMES, LOCATIONS, UNIT_ROLES } from './org-data';
import type { Random } from './random';

type EmployeeRow = typeof employees.$inferInsert & { id: number };

/** The people who can sign in to the demo, with their roles. */
export const DEMO_ACCOUNTS = [
  { username: 'admin', roles: ['hr_admin'] },
  { username: 'recruiter', roles: ['recruiter'] },
  { username: 'manager', roles: ['manager'] },
  { username: 'employee', roles: [] },
  { username: 'employee2', roles: [] },
] as const;

// Share of the generated staff per unit; the remainder goes to Technology.
const UNIT_WEIGHTS: Record<string, number> = { CORP: 0.08, 'TECH-DATA': 0.1, SALES: 0.2, OPS: 0.2, FIN: 0.07 };
const TEAM_SIZE = 8;

/**
 * A company of `total` people: a CEO, a head per business unit, teams of about eight under managers,
 * and the five demo sign-ins placed so that `employee` reports to `manager` and `employee2` does not.
 */
export function buildOrganisation(total: number, random: Random, now: string): EmployeeRow[] {
  const rows: EmployeeRow[] = [];
  const usernames = new Set<string>(DEMO_ACCOUNTS.map((a) => a.username));
  const phones = new Set<string>();

  const add = (p: {
    username?: string;
    firstName?: string;
    lastName?: string;
    orgUnitCode: string;
    locationCode: string;
    designation: string;
    managerId: number | null;
  }): EmployeeRow => {
    const firstName = p.firstName ?? random.pick(FIRST_NAMES);
    const lastName = p.lastName ?? random.pick(LAST_NAMES);
    let username = p.username;
    if (!username) {
      const base = `${firstName}.${lastName}`.toLowerCase();
      username = base;
      for (let n = 2; usernames.has(username); n++) username = `${base}${n}`;
      usernames.add(username);
    }
    let mobile: string;
    do mobile = `+91${random.int(7, 9)}${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
    while (phones.has(mobile));
    phones.add(mobile);
    const id = rows.length + 1;
    const row: EmployeeRow = {
      id,
      username,
      employeeCode: `EMP${String(id).padStart(6, '0')}`,
      firstName,
      middleName: null,
      lastName,
      displayName: `${firstName} ${lastName}`,
      workEmail: `${username}@acme-india.example`,
      personalEmail: `${username.replace(/\./g, '')}${random.int(1, 99)}@mail.example`,
      mobileNumber: mobile,
      designation: p.designation,
      department: UNIT_ROLES[p.orgUnitCode]?.department ?? 'General',
      orgUnitCode: p.orgUnitCode,
      locationCode: p.locationCode,
      managerId: p.managerId,
      dateOfJoining: `${random.int(2012, 2025)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      status: 'active',
      panNumber: pan(random, lastName),
      createdAt: now,
      updatedAt: now,
    };
    rows.push(row);
    return row;
  };

  const ceo = add({ firstName: 'Rajesh', lastName: 'Khanna', orgUnitCode: 'CORP', locationCode: 'BLR', designation: 'Chief Executive Officer', managerId: null });
  const heads = new Map<string, EmployeeRow>();
  for (const unit of BUSINESS_UNITS) {
    const parentHead = unit.parentOrgUnitCode && unit.parentOrgUnitCode !== 'CORP' ? heads.get(unit.parentOrgUnitCode) : ceo;
    const head = add({
      orgUnitCode: unit.orgUnitCode,
      locationCode: unit.orgUnitCode === 'SALES' ? 'MUM' : unit.orgUnitCode === 'FIN' ? 'GGN' : 'BLR',
      designation: UNIT_ROLES[unit.orgUnitCode]?.head ?? 'Head',
      managerId: (parentHead ?? ceo).id,
    });
    heads.set(unit.orgUnitCode, head);
  }
  const head = (code: string) => heads.get(code) ?? ceo;

  add({ username: 'admin', firstName: 'Anjali', lastName: 'Rao', orgUnitCode: 'CORP', locationCode: 'BLR', designation: 'HR Manager', managerId: head('CORP').id });
  add({ username: 'recruiter', firstName: 'Farhan', lastName: 'Qureshi', orgUnitCode: 'CORP', locationCode: 'BLR', designation: 'Talent Acquisition Specialist', managerId: head('CORP').id });
  const manager = add({ username: 'manager', firstName: 'Meera', lastName: 'Iyer', orgUnitCode: 'TECH', locationCode: 'BLR', designation: 'Engineering Manager', managerId: head('TECH').id });
  add({ username: 'employee', firstName: 'Arjun', lastName: 'Sharma', orgUnitCode: 'TECH', locationCode: 'BLR', designation: 'Software Engineer', managerId: manager.id });
  const salesLead = add({ orgUnitCode: 'SALES', locationCode: 'MUM', designation: UNIT_ROLES.SALES?.lead ?? 'Manager', managerId: head('SALES').id });
  add({ username: 'employee2', firstName: 'Priya', lastName: 'Nair', orgUnitCode: 'SALES', locationCode: 'MUM', designation: 'Account Executive', managerId: salesLead.id });

  // Teams fill the rest; the demo manager and sales lead already lead one team each.
  const remaining = Math.max(0, total - rows.length);
  const teams = new Map<string, { lead: EmployeeRow; size: number }[]>([
    ['TECH', [{ lead: manager, size: 1 }]],
    ['SALES', [{ lead: salesLead, size: 1 }]],
  ]);
  let assigned = 0;
  for (const unit of BUSINESS_UNITS) {
    const share = unit.orgUnitCode === 'TECH' ? remaining - assigned : Math.round(remaining * (UNIT_WEIGHTS[unit.orgUnitCode] ?? 0));
    const count = Math.max(0, Math.min(share, remaining - assigned));
    assigned += count;
    const roles = UNIT_ROLES[unit.orgUnitCode];
    if (!roles) continue;
    const unitTeams = teams.get(unit.orgUnitCode) ?? [];
    teams.set(unit.orgUnitCode, unitTeams);
    for (let i = 0; i < count; i++) {
      let team = unitTeams.find((t) => t.size < TEAM_SIZE);
      if (!team) {
        const lead = add({ orgUnitCode: unit.orgUnitCode, locationCode: random.pick(LOCATIONS).code, designation: roles.lead, managerId: head(unit.orgUnitCode).id });
        team = { lead, size: 0 };
        unitTeams.push(team);
        continue;
      }
      add({ orgUnitCode: unit.orgUnitCode, locationCode: team.lead.locationCode, designation: random.pick(roles.members), managerId: team.lead.id });
      team.size++;
    }
  }
  return rows;
}

function pan(random: Random, lastName: string): string {
  const letter = () => String.fromCharCode(65 + random.int(0, 25));
  return `${letter()}${letter()}${letter()}P${lastName[0]?.toUpperCase() ?? 'X'}${String(random.int(0, 9999)).padStart(4, '0')}${letter()}`;
}
