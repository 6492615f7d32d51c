import type { JobUnitCount } from '@/lib/jobs/schemas';

export type UnitWithDepth = JobUnitCount & { depth: number };

/**
 * Units in tree order (each parent followed by its children, siblings in the given order) with their
 * depth. A unit whose parent is unknown counts as a root; units caught in a cycle are left out.
 */
export function unitTree(units: readonly JobUnitCount[]): UnitWithDepth[] {
  const codes = new Set(units.map((u) => u.orgUnitCode));
  const children = new Map<string | null, JobUnitCount[]>();
  for (const unit of units) {
    const parent = unit.parentOrgUnitCode !== null && codes.has(unit.parentOrgUnitCode) ? unit.parentOrgUnitCode : null;
    children.set(parent, [...(children.get(parent) ?? []), unit]);
  }
  const ordered: UnitWithDepth[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | null, depth: number) => {
    for (const unit of children.get(parent) ?? []) {
      if (seen.has(unit.orgUnitCode)) continue;
      seen.add(unit.orgUnitCode);
      ordered.push({ ...unit, depth });
      visit(unit.orgUnitCode, depth + 1);
    }
  };
  visit(null, 0);
  return ordered;
}
