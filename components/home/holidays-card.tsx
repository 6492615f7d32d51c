'use client';

import { useQuery } from '@tanstack/react-query';
import { calendarWords, weekdayDate } from '@/components/ui/date-words';
import { CardBody, HomeCard } from './home-card';
import { holidaysQueryOptions } from './queries';

/** How many of the coming holidays the card lists. */
const SHOWN = 3;

/** The next few holidays of the person's office, this year's and then next year's. */
export function HolidaysCard({ username, today }: { username: string; today: string }) {
  const year = Number(today.slice(0, 4));
  const thisYear = useQuery(holidaysQueryOptions(username, year));
  const nextYear = useQuery(holidaysQueryOptions(username, year + 1));
  // Both years make one read: the card waits for, and retries, whichever is missing.
  const read = {
    data: thisYear.data && nextYear.data ? [...thisYear.data.holidays, ...nextYear.data.holidays].filter((h) => h.date >= today).slice(0, SHOWN) : undefined,
    isError: thisYear.isError || nextYear.isError,
    error: thisYear.error ?? nextYear.error,
    isFetching: thisYear.isFetching || nextYear.isFetching,
    refetch: () => Promise.all([thisYear.refetch(), nextYear.refetch()]),
  };
  return (
    <HomeCard id="home-holidays-heading" title="Next holidays" link={{ href: '/leave', label: 'Plan leave around them' }}>
      <CardBody read={read} what="The holiday calendar" bars={['h-5 w-full', 'h-5 w-full', 'h-5 w-2/3']} empty={(holidays) => (holidays.length === 0 ? 'No holidays are set for the rest of this year or the next.' : null)}>
        {(holidays) => (
          <ul className="divide-y divide-gray-100">
            {holidays.map((h) => (
              <li key={h.date} className="flex items-baseline justify-between gap-3 py-1.5">
                <span className="font-medium text-gray-900">{h.name}</span>{' '}
                <time dateTime={h.date} className="whitespace-nowrap">
                  {calendarWords(h.date, weekdayDate)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </HomeCard>
  );
}
