import type { ReactNode } from 'react';
import type { CandidateRecord } from '@/lib/candidates/hooks';
import { DetailSection, Facts } from './detail-parts';

const link = 'break-all text-indigo-800 underline';

function mail(address: string | null): ReactNode {
  return address ? <a href={`mailto:${address}`} className={link}>{address}</a> : null;
}

function phone(number: string | null): ReactNode {
  return number ? <a href={`tel:${number.replace(/[^\d+]/g, '')}`} className={link}>{number}</a> : null;
}

/**
 * A profile address as a link only when it is http(s): applicants type these fields freely, and a
 * javascript: or data: address must never become a link a recruiter might click.
 */
function profile(address: string | null): ReactNode {
  if (!address) return null;
  let url: URL | null = null;
  try {
    url = new URL(address);
  } catch {
    // Not a full address (e.g. "linkedin.com/in/asha"): shown as text.
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return <span className="break-all">{address}</span>;
  return (
    <a href={url.href} className={link} rel="noopener noreferrer nofollow" target="_blank">
      {address}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function CandidateContact({ candidate: c }: { candidate: CandidateRecord }) {
  return (
    <DetailSection title="Contact">
      <Facts
        facts={[
          ['Primary e-mail', mail(c.primaryEmail)],
          ['Secondary e-mail', mail(c.secondaryEmail)],
          ['Mobile', phone(c.mobileNumber)],
          ['Landline', phone(c.landlineNumber)],
          ['LinkedIn', profile(c.linkedInProfile)],
          ['Facebook', profile(c.faceBookProfile)],
          ['Twitter', profile(c.twitterProfile)],
          ['Google+', profile(c.googlePlusProfile)],
        ]}
      />
    </DetailSection>
  );
}
