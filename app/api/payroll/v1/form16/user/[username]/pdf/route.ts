import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { payrollSubject } from '@/lib/payroll/access';
import { financialYearLabel } from '@/lib/payroll/constants';
import { cachedForm16 } from '@/lib/payroll/reads';
import { renderForm16Pdf } from '@/lib/payroll/form16-pdf';
import { form16PdfOp } from '@/lib/payroll/operations';

// GET /api/payroll/v1/form16/user/{username}/pdf - Form 16 of a financial year as a PDF
export const GET = route(form16PdfOp, async ({ params, query, principal, requestId, ip, db }) => {
  const subject = payrollSubject(db, { principal, requestId, ip, action: form16PdfOp.id }, params.username);
  const form16 = cachedForm16(db, subject.id, subject.username, query.year);
  if (!form16) throw new ApiError('not_found', `No Form 16 for ${subject.username} for ${financialYearLabel(query.year)}.`);
  const pdf = await renderForm16Pdf(form16);
  const filename = `form16-${subject.username}-${form16.label.replace(/\s+/g, '')}.pdf`;
  return new Response(Buffer.from(pdf), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'private, no-store' },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
