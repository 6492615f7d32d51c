import type { MessageCatalogue } from '@/components/ui/form/use-operation-form';

/** apply: the career site's subset, resume required; recruiter: every field, resume optional. */
export type FormVariant = 'apply' | 'recruiter';

// The schema's own custom messages are worded for API clients ("Give primaryEmail or mobileNumber"):
// say them in plain words on the form. Server field errors carry the same texts.
export const CANDIDATE_MESSAGES: MessageCatalogue = {
  'Give primaryEmail or mobileNumber': 'Give an e-mail address or a mobile number',
  'Must not be before startDate': 'Must not be before the start date',
};

/** What each variant's form says: its alert's title, its button, and the steps of sending. */
export const FORM_TEXT: Record<FormVariant, { notSent: string; submit: string; uploading: string; saving: string; sent: string }> = {
  apply: {
    notSent: 'Your application was not sent',
    submit: 'Send application',
    uploading: 'Sending your application…',
    saving: 'Saving your application…',
    sent: 'Application received. Opening your confirmation…',
  },
  recruiter: {
    notSent: 'The candidate was not created',
    submit: 'Create candidate',
    uploading: 'Sending the candidate…',
    saving: 'Creating the candidate…',
    sent: 'Candidate created. Opening it…',
  },
};

export const READ_RESUME_FIRST = 'The form can be sent once the resume has been read.';
export const MISSING_RESUME = 'Choose your resume file: the recruiters need it.';
export const UNREADABLE_FILE = { message: 'The resume file could not be read.', resume: 'The file could not be read from this device; choose it again.' };
export const RESUME_TOO_LARGE = 'This resume is too large to send; upload a smaller file (at most 5 MB).';

export const ALREADY_APPLIED = {
  title: 'You have already applied',
  message: (reference: string) => `You have already applied — your reference is ${reference}. Our recruiters have your details.`,
};
export const ALREADY_ON_FILE = { title: 'This person is already on file', link: (candidateId: string) => `Open ${candidateId}` };
export const TOO_MANY = { title: 'Please wait before trying again', message: (tryAgain: string) => `Too many attempts have come from your network. ${tryAgain}` };
export const JOB_CLOSED = {
  title: 'This job is no longer taking applications',
  message: 'It closed or was taken off the site while you were filling in the form, so your application was not sent.',
  link: 'See the open jobs',
};
