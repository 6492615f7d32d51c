import type { MessageCatalogue } from '@/components/ui/form/use-operation-form';
import { LEAVE_DURATIONS, LEAVE_TYPES } from '@/lib/leave/constants';

/** The leave API's messages (they name API fields, "startDate") in the words on the forms' labels. */
export const LEAVE_MESSAGES: MessageCatalogue = {
  [`One of ${LEAVE_TYPES.join(', ')}`]: 'Choose a leave type',
  [`One of ${LEAVE_DURATIONS.join(', ')}`]: 'Choose full day or a half day',
  'Expected a date as YYYY-MM-DD': 'Pick a date',
  'Not a calendar date': 'Pick a date that exists',
  'Must not be before startDate': 'Must not be before the start date',
  'A half day needs startDate and endDate to be the same day': 'A half day needs the same start and end date',
  'Must be in the same calendar year as startDate: apply for each year separately': 'Must be in the same year as the start date: apply for each year separately',
};
