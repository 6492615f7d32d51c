'use client';

import { TextField } from './candidate-field';
import { EntryList } from './entry-list';

/** Degrees and schools: the same fields on the apply page and the recruiter's page. */
export function EducationList() {
  return (
    <EntryList name="education" title="Education" entryTitle={(i) => `Education ${i + 1}`} addLabel="Add education">
      {(i) => (
        <>
          <TextField name={`education.${i}.degree`} label="Degree or qualification" maxLength={200} />
          <TextField name={`education.${i}.institute`} label="School, college or university" maxLength={200} />
          <TextField name={`education.${i}.startDate`} label="Start date" type="date" />
          <TextField name={`education.${i}.endDate`} label="End date" type="date" hint="Leave empty while still studying." />
          <TextField name={`education.${i}.percentage`} label="Score" hint="A percentage or grade, for example 82 or 8.6 CGPA." maxLength={20} />
        </>
      )}
    </EntryList>
  );
}
