import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { candidateGetOp } from '@/lib/candidates/operations';
import { candidateRecord } from '@/lib/candidates/queries';

// GET /api/v1/candidate/{candidateId} - one candidate with every section
export const GET = route(candidateGetOp, ({ params, db }) => candidateRecord(db, params.candidateId));

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
