import type { CandidateRecord } from '@/lib/candidates/hooks';
import { DetailSection, NotGiven } from './detail-parts';

type Address = NonNullable<CandidateRecord['currentAddress']>;

function lines(address: Address | null): string[] {
  if (!address) return [];
  const place = [address.city, address.state].filter(Boolean).join(', ');
  const last = [place, address.pincode].filter(Boolean).join(' ');
  return [address.addressLine1, address.addressLine2, last, address.country].filter((line): line is string => Boolean(line));
}

function AddressBlock({ title, address }: { title: string; address: Address | null }) {
  const shown = lines(address);
  return (
    <div className="space-y-1">
      <h3 className="text-base font-semibold text-gray-900">{title}</h3>
      {shown.length ? (
        <address className="text-sm break-words text-gray-900 not-italic">
          {shown.map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <NotGiven />
      )}
    </div>
  );
}

export function CandidateAddresses({ candidate }: { candidate: CandidateRecord }) {
  return (
    <DetailSection title="Addresses">
      <div className="grid gap-4 sm:grid-cols-2">
        <AddressBlock title="Current address" address={candidate.currentAddress} />
        <AddressBlock title="Permanent address" address={candidate.permanentAddress} />
      </div>
    </DetailSection>
  );
}
