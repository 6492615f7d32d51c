'use client';

import { useEffect, useId, useState } from 'react';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';

const DEBOUNCE_MS = 300;

type SearchBoxProps = { value: string; onSearch: (q: string) => void; placeholder?: string };

/** Typing updates the box at once and the search (the URL) after a pause. */
export function SearchBox({ value, onSearch, placeholder = 'Name, username or e-mail' }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);

  // The URL changed from elsewhere (Back, "Clear filters"): show what it now says.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = setTimeout(() => onSearch(next), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <Field id={id} label="Search">
      <TextInput
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setText(e.target.value)}
      />
    </Field>
  );
}
