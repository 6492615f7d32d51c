import type { MessageCatalogue } from '@/components/ui/form/use-operation-form';

/** The attendance API's messages (they name API fields, "modifiedInTime") in the words on the regularise form's labels. */
export const ATTENDANCE_MESSAGES: MessageCatalogue = {
  'Expected a time as HH:mm or HH:mm:ss (24 h)': 'Enter a time',
  'Must be after modifiedInTime': 'Must be after the in time',
};
