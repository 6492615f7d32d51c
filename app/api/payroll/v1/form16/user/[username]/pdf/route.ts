import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { renderForm16Pdf } from '@/lib/payroll/form16-pdf';
import { issuedForm16 } from '@/lib/payroll/form16-read';
import { form16PdfOp } from '@/lib/payroll/operations';
import { pdfAttachment } from '@/lib/payroll/pdf-writer';

// GET /api/payroll/v1/form16/user/{username}/pdf - Form 16 of a financial year as a PDF
export const GET = route(form16PdfOp, async ({ params, query, principal, requestId, ip, db }) => {
  const form16 = await issuedForm16(db, { principal, requestId, ip, action: form16PdfOp.id }, params.username, query.year);
  return pdfAttachment(await renderForm16Pdf(form16), `form16-${form16.username}-${form16.label.replace(/\s+/g, '')}.pdf`);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
