// Plain values shared by the API and the browser (no database code, so pages can import them). The enums
// the schema's columns hold are declared beside the schema and re-exported here; the pipeline's moves
// are in ./transitions.ts.

export { BONUS_STATUSES, REFERRAL_STATUSES, type BonusStatus, type ReferralStatus } from '@/db/schema/enums';
