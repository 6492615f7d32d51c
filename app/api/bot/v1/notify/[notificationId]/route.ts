import { otherMethods } from '@/lib/api/method-not-allowed';
import { route } from '@/lib/api/route';
import { notificationStatus } from '@/lib/notifications/inbox';
import { notificationStatusOp } from '@/lib/notifications/operations';

// GET /api/bot/v1/notify/{notificationId} - a notification's status and webhook delivery
export const GET = route(notificationStatusOp, ({ params, db }) => notificationStatus(db, params.notificationId));

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
