'use client';

import { TextAreaField, TextField } from './candidate-field';
import { EntryList } from './entry-list';

/** Internships: the recruiter's page only; the apply page keeps to jobs. */
export function InternshipList() {
  return (
    <EntryList name="internshipExperience" title="Internships" entryTitle={(i) => `Internship ${i + 1}`} addLabel="Add an internship">
      {(i) => (
        <>
          <TextField name={`internshipExperience.${i}.jobTitle`} label="Role" maxLength={200} />
          <TextField name={`internshipExperience.${i}.companyName`} label="Company" maxLength={200} />
          <TextField name={`internshipExperience.${i}.startDate`} label="Start date" type="date" />
          <TextField name={`internshipExperience.${i}.endDate`} label="End date" type="date" />
          <div className="sm:col-span-2">
            <TextAreaField name={`internshipExperience.${i}.jobDescription`} label="Description" maxLength={5000} />
          </div>
        </>
      )}
    </EntryList>
  );
}
