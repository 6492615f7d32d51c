import type { DirectoryFilters } from '@/lib/directory/hooks';

type Unit = DirectoryFilters['businessUnits'][number];

/**
 * Business units in tree order (each unit before its sub-units), labelled with their path such as
 * "Corporate › Technology › Data & Analytics": a select cannot nest, and the words carry the hierarchy
 * to screen readers too.
 */
export function unitOptions(units: Unit[]): { value: string; label: string }[] {
  const children = new Map<string | null, Unit[]>();
  const known = new Set(units.map((u) => u.orgUnitCode));
  for (const unit of units) {
    // A unit whose parent is missing is shown at the top rather than lost.
    const parent = unit.parentOrgUnitCode && known.has(unit.parentOrgUnitCode) ? unit.parentOrgUnitCode : null;
    children.set(parent, [...(children.get(parent) ?? []), unit]);
  }
  const out: { value: string; label: string }[] = [];
  const visit = (parent: string | null, path: string[]) => {
    const below = [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    for (const unit of below) {
      const label = [...path, unit.name];
      out.push({ value: unit.orgUnitCode, label: label.join(' › ') });
      visit(unit.orgUnitCode, label);
    }
  };
  visit(null, []);
  return out;
}
