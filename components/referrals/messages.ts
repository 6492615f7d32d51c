import type { MessageCatalogue } from '@/components/ui/form/use-operation-form';

/** The referral API's messages (they name API fields, "expInYear") in the words on the forms' labels. */
export const REFERRAL_MESSAGES: MessageCatalogue = {
  'Give email or mobileNumber': 'Give an e-mail address or a mobile number',
  'Must be under 12 (put whole years in expInYear)': 'Enter 0 to 11 (whole years go in the years box)',
  'Must not be below minExp': 'Must not be below the minimum experience',
};
