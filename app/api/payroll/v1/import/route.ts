import { otherMethods } from '@/lib/api/method-not-allowed';
import { actorName } from '@/lib/api/principal';
import { route } from '@/lib/api/route';
import { writeImport } from '@/lib/payroll/import';
import { checkedImport } from '@/lib/payroll/import-rows';
import { payrollImportOp } from '@/lib/payroll/operations';

// POST /api/payroll/v1/import - payslips and Form 16 Part A, all or nothing
export const POST = route(payrollImportOp, async ({ body, principal, db, write }) => {
  // Checked before the write lock is taken (a CSV body as it streamed in): a large import is mostly reading and checking.
  const checked = await checkedImport(db, body);
  return write(
    (result: { payslips: number; form16: number }) => `${result.payslips} payslips, ${result.form16} Form 16`,
    (tx) => writeImport(tx, checked, actorName(principal)),
  );
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
