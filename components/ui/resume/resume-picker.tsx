'use client';

import { useId, useState, type Ref } from 'react';
import { FormSection } from '@/components/ui/form/form-section';
import { cx } from '@/components/ui/cx';
import { fileSizeLabel, RESUME_ACCEPT } from './resume-file';
import { UploadProgress } from './upload-progress';
import { attachedFile, type ResumeState } from '@/components/ui/resume/use-resume-parse';

type ResumePickerProps = {
  state: ResumeState;
  onChoose: (file: File) => void;
  required: boolean;
  /** Set when the form was sent without a needed file. */
  error: string | null;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
};

/** Short texts for the live region; the progress bar itself is left out of it so percentages are not read out. */
const ANNOUNCE: Partial<Record<ResumeState['step'], string>> = {
  uploading: 'Uploading the resume…',
  reading: 'Reading the resume…',
  read: 'The resume was read and the form below was filled in from it.',
};

/**
 * The resume: a file input (styled as a button, still the real control for keyboards and screen
 * readers) that also takes a dropped file, with the upload's progress and the outcome of reading it.
 */
export function ResumePicker({ state, onChoose, required, error, disabled, inputRef }: ResumePickerProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const file = attachedFile(state);
  const problem = error ?? (state.step === 'refused' ? state.message : null);
  const describedBy = [`${id}-hint`, file ? `${id}-file` : null, problem ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <FormSection title="Resume">
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        {required ? 'Required. ' : 'Optional. '}
        PDF, Word (DOCX or DOC), RTF or plain text, at most 5 MB. It is read to fill in the form below: check what was filled in before sending.
      </p>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          const dropped = e.dataTransfer.files[0];
          if (dropped && !disabled) onChoose(dropped);
        }}
        className={cx(
          'flex flex-wrap items-center gap-3 rounded-md border-2 border-dashed p-4',
          dragging ? 'border-indigo-700 bg-indigo-50' : problem ? 'border-red-700' : 'border-gray-300',
        )}
      >
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={RESUME_ACCEPT}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={problem ? true : undefined}
          className="peer sr-only"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            // Cleared so that choosing the same file again (after fixing it) still counts as a change.
            e.target.value = '';
            if (chosen) onChoose(chosen);
          }}
        />
        <label
          htmlFor={id}
          className={cx(
            'inline-flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-700 peer-disabled:cursor-not-allowed peer-disabled:text-gray-500',
          )}
        >
          {file ? 'Choose another file' : 'Choose a file'}
        </label>
        <span className="text-sm text-gray-700">or drop it here</span>
      </div>

      {state.step === 'uploading' ? <UploadProgress label="Uploading the resume…" fraction={state.fraction} /> : null}
      {state.step === 'reading' ? <UploadProgress label="Reading the resume…" fraction={null} /> : null}
      {file ? (
        <p id={`${id}-file`} className="text-sm break-words text-gray-900">
          Attached: <span className="font-medium">{file.name}</span> ({fileSizeLabel(file.size)})
        </p>
      ) : null}
      <p role="status" className="text-sm text-gray-900 empty:hidden">
        {state.step === 'unread' ? state.message : (ANNOUNCE[state.step] ?? '')}
        {state.step === 'read' ? ' Check every field and correct anything that was read wrongly.' : ''}
      </p>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
          {problem}
          {!error && state.step === 'refused' ? (required ? ' Choose another file.' : ' Choose another file, or fill in the form yourself.') : ''}
        </p>
      ) : null}
    </FormSection>
  );
}
