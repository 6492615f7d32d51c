import type { ReactNode } from 'react';

/**
 * A table on wide screens, cards on narrow ones. Both are rendered; CSS shows one, and display:none
 * keeps the other out of the accessibility tree.
 */
export function ResponsiveList({ table, cards }: { table: ReactNode; cards: ReactNode }) {
  return (
    <>
      <div className="hidden lg:block">{table}</div>
      <div className="lg:hidden">{cards}</div>
    </>
  );
}
