import { otherMethods } from '@/lib/api/method-not-allowed';
import { actorName } from '@/lib/api/principal';
import { route } from '@/lib/api/route';
import { createNotification } from '@/lib/notifications/create';
import { notifyOp } from '@/lib/notifications/operations';
import { resolveRecipient } from '@/lib/notifications/recipient';

// POST /api/bot/v1/notify - a notification for one person, through the assistant bot channel
export const POST = route(notifyOp, async ({ body, principal, db, write }) => {
  const { messageType, usersList } = body.input;
  const recipient = await resolveRecipient(db, usersList);
  const design = usersList.text.design;
  const notificationId = await write(
    (id: string) => id,
    (tx) =>
      createNotification(tx, {
        recipientId: recipient.id,
        messageType,
        components: Array.isArray(design) ? design : [design],
        source: 'bot',
        createdBy: actorName(principal),
        emailId: usersList.emailId,
        organizationId: usersList.organizationId,
      }),
    // Inserts only (the recipient was found before): nothing read can change under it, so no key.
    { locks: [] },
  );
  const { username, name, emailId } = recipient;
  return { notificationId, status: 'queued' as const, messageType, recipient: { username, name, emailId } };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');
