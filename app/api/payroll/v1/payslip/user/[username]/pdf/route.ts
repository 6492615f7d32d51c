import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { payslipPdfOp } from '@/lib/payroll/operations';
import { renderPayslipPdf } from '@/lib/payroll/payslip-pdf';
import { payslipDocument } from '@/lib/payroll/payslip-read';
import { pdfAttachment } from '@/lib/payroll/pdf-writer';

// GET /api/payroll/v1/payslip/user/{username}/pdf - the payslip of a month as a PDF
export const GET = route(payslipPdfOp, async ({ params, query, principal, requestId, ip, db }) => {
  const { payslip, employer } = await payslipDocument(db, { principal, requestId, ip, action: payslipPdfOp.id }, params.username, query.month);
  return pdfAttachment(await renderPayslipPdf(payslip, employer), `payslip-${payslip.username}-${payslip.month}.pdf`);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
