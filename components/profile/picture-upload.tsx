'use client';

/* eslint-disable @next/next/no-img-element -- the preview is a local data: URL */
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError, errorMessage } from '@/lib/client/fetch-json';
import { useUploadPicture } from '@/lib/profile/hooks';

// Mirrors lib/profile/schemas.ts (server-only imports there), so the browser can refuse early.
const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
const PICTURE_ACCEPT = PICTURE_TYPES.join(',');

const MIB = 1024 * 1024;

/** Why this file cannot be uploaded, or null when it can. */
function pictureProblem(file: { type: string; size: number }): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'The picture must be a PNG, JPEG or WebP image.';
  if (file.size > MAX_PICTURE_BYTES) {
    // Rounded up, so a file just over the limit never reads as "2.0 MiB".
    const mib = (Math.ceil((file.size / MIB) * 10) / 10).toFixed(1);
    return `The picture is ${mib} MiB; at most 2 MiB is allowed.`;
  }
  return null;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsDataURL(file);
  });
}

type Choice = { name: string; dataUrl: string };

function serverMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.fieldMessage('pictureData') ?? error.detail;
  return errorMessage(error);
}

export function PictureUpload() {
  const inputId = useId();
  const upload = useUploadPicture();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [updated, setUpdated] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  // Only the newest choice may land: reading a big file can finish after a later, smaller one.
  const latestRead = useRef(0);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    const read = ++latestRead.current;
    upload.reset();
    setUpdated(false);
    setChoice(null);
    const problem = file ? pictureProblem(file) : null;
    setFileError(problem);
    if (!file || problem) return;
    try {
      const dataUrl = await readAsDataUrl(file);
      if (read === latestRead.current) setChoice({ name: file.name, dataUrl });
    } catch {
      if (read === latestRead.current) setFileError('This file could not be read. Choose another picture.');
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!choice) {
      setFileError(fileError ?? 'Choose a PNG, JPEG or WebP picture first.');
      return;
    }
    upload.mutate(
      { body: { pictureData: choice.dataUrl } },
      {
        onSuccess: () => {
          setChoice(null);
          setUpdated(true);
          setInputKey((k) => k + 1);
        },
      },
    );
  }

  const error = fileError ?? (upload.isError ? serverMessage(upload.error) : undefined);
  const hint = 'PNG, JPEG or WebP, at most 2 MiB.';

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field id={inputId} label="Profile picture" hint={hint} error={error}>
        <input
          key={inputKey}
          id={inputId}
          name="picture"
          type="file"
          accept={PICTURE_ACCEPT}
          onChange={(e) => void onChange(e)}
          disabled={upload.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, { hint, error })}
          className="block w-full text-sm text-gray-900 file:mr-3 file:min-h-10 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-800 hover:file:bg-indigo-100"
        />
      </Field>
      {choice ? (
        <figure className="flex items-center gap-3">
          <img src={choice.dataUrl} alt="Preview of the chosen picture" className="size-20 rounded-full border border-gray-200 object-cover" />
          <figcaption className="min-w-0 text-sm break-all text-gray-700">{choice.name}</figcaption>
        </figure>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" pending={upload.isPending}>
          {upload.isPending ? (
            <>
              <Spinner /> Uploading…
            </>
          ) : (
            'Upload picture'
          )}
        </Button>
        <p role="status" className="text-sm font-medium text-green-800">
          {updated ? 'Picture updated' : ''}
        </p>
      </div>
    </form>
  );
}
