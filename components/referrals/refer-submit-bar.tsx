import { UploadProgress } from '@/components/ui/resume/upload-progress';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ReferProgress } from './use-refer-candidate';

type ReferSubmitBarProps = { progress: ReferProgress; busy: boolean; readingResume: boolean; onCancel: () => void };

/** Send and Cancel; while sending, the upload's progress, and Send stays disabled until the answer. */
export function ReferSubmitBar({ progress, busy, readingResume, onCancel }: ReferSubmitBarProps) {
  return (
    <div className="space-y-3">
      {progress.step === 'uploading' ? <UploadProgress label="Sending the referral…" fraction={progress.fraction} /> : null}
      {progress.step === 'saving' ? <UploadProgress label="Saving the referral…" fraction={null} /> : null}
      <p role="status" className="text-sm text-gray-900 empty:hidden">
        {readingResume ? 'The referral can be sent once the resume has been read.' : ''}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" pending={busy || readingResume}>
          {busy ? <Spinner /> : null}
          Send referral
        </Button>
      </div>
    </div>
  );
}
