import type { Metadata } from 'next';
import { getServerSession } from 'next-auth';
import { AttendanceView } from '@/components/attendance/attendance-view';
import { regulariseMaxDays } from '@/lib/attendance/regularise';
import { authOptions } from '@/lib/auth/options';
import { orgDate, orgTimeZone } from '@/lib/time';

export const metadata: Metadata = { title: 'Attendance' };

export default async function AttendancePage() {
  // The layout has already sent anyone without a session to sign in.
  const session = await getServerSession(authOptions);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Attendance</h1>
        <p className="mt-1 text-gray-700">
          Punch in when you arrive and out when you leave; your position is checked against your office’s fence. Below, each day of the
          month with its hours, and a way to correct a day you missed.
        </p>
      </div>
      <AttendanceView username={session?.user.username ?? ''} today={orgDate()} timeZone={orgTimeZone()} regulariseMaxDays={regulariseMaxDays()} />
    </div>
  );
}
