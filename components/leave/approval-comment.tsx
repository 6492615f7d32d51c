'use client';

import { useId, type ReactNode } from 'react';
import { controlClass } from '@/components/ui/text-input';

const COMMENT_MAX = 1000;

type ApprovalCommentProps = { label: ReactNode; value: string; onChange: (value: string) => void; readOnly: boolean };

/** The optional comment kept with a decision; read-only while decisions are being sent. */
export function ApprovalComment({ label, value, onChange, readOnly }: ApprovalCommentProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      <textarea id={id} value={value} maxLength={COMMENT_MAX} rows={2} readOnly={readOnly} onChange={(e) => onChange(e.target.value)} className={controlClass} />
    </div>
  );
}
