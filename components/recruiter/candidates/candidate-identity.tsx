import { formatDate } from '@/components/ui/date-words';
import type { CandidateRecord } from '@/lib/candidates/hooks';
import { DetailSection, Facts, joinName, MaskedId } from './detail-parts';

function masked(value: string | null) {
  return value ? <MaskedId value={value} /> : null;
}

/** Who the candidate is: names in both scripts, gender, birth date and identity documents. */
export function CandidateIdentity({ candidate: c }: { candidate: CandidateRecord }) {
  return (
    <DetailSection title="Identity">
      <Facts
        facts={[
          ['Name', joinName(c.title, c.firstName, c.middleName, c.lastName)],
          ['Nickname', c.nickName],
          ['Name in local script', joinName(c.localFirstName, c.localMiddleName, c.localLastName)],
          ['Local nickname', c.localNickName],
          ['Gender', c.gender],
          ['Date of birth', c.dateOfBirth ? formatDate(c.dateOfBirth) : null],
        ]}
      />
      <h3 className="pt-2 text-base font-semibold text-gray-900">Identity documents</h3>
      <p className="text-sm text-gray-700">Only the last four characters are shown.</p>
      <Facts
        empty="No identity documents given."
        facts={[
          ['PAN', masked(c.panNumber)],
          ['Aadhaar', masked(c.aadhar)],
          ['Passport', masked(c.passportNumber)],
          ['Voter ID', masked(c.voterID)],
          ['International ID', masked(c.internationalID)],
        ]}
      />
    </DetailSection>
  );
}
