/** A NewCandidateRequest with every field of the spec, unique per call (its contacts must not repeat). */
export function fullCandidate(n: number) {
  return {
    title: 'Ms',
    firstName: 'Kavya',
    middleName: 'Lakshmi',
    lastName: 'Iyer',
    nickName: 'Kav',
    localFirstName: 'காவ்யா',
    localMiddleName: 'லட்சுமி',
    localLastName: 'ஐயர்',
    localNickName: 'கா',
    gender: 'female',
    dateOfBirth: '1994-08-17',
    primaryEmail: `kavya.iyer.${n}@example.com`,
    secondaryEmail: `kavya.${n}@example.org`,
    mobileNumber: `+91 98${String(n).padStart(8, '0')}`,
    landlineNumber: '080-4123 4567',
    aadhar: '1234 5678 9012',
    panNumber: 'abcde1234f',
    passportNumber: 'K1234567',
    voterID: 'XYZ1234567',
    internationalID: 'INT-998877',
    linkedInProfile: 'https://www.linkedin.com/in/kavya-iyer',
    faceBookProfile: 'https://facebook.com/kavya.iyer',
    twitterProfile: 'https://x.com/kavya_iyer',
    googlePlusProfile: 'https://plus.google.com/kavya',
    fresher: 'no',
    functionalArea: 'Engineering',
    industryName: 'Software',
    expInYears: 6,
    expInMonths: 4,
    expectedSalary: 2_400_000,
    noticePeriod: 60,
    inReview: true,
    reasonForLeaving: 'Growth',
    referenceSource: 'LinkedIn',
    languages: ['English', 'Tamil', 'Hindi'],
    skills: ['TypeScript', 'PostgreSQL', 'Kubernetes'],
    currentAddress: { addressLine1: '12 MG Road', addressLine2: 'Flat 4B', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560001' },
    permanentAddress: { addressLine1: '7 North Street', city: 'Chennai', state: 'Tamil Nadu', country: 'India', pincode: '600004' },
    education: [
      { degree: 'B.Tech Computer Science', institute: 'NIT Trichy', percentage: '86', startDate: '2012-07-01', endDate: '2016-05-31' },
      { degree: 'Class XII', institute: 'DAV School', percentage: '94', startDate: '2010-06-01', endDate: '2012-04-30' },
    ],
    internshipExperience: [{ companyName: 'Zoho', jobTitle: 'Intern', jobDescription: 'Built reports', startDate: '2015-05-01', endDate: '2015-07-31' }],
    workExperience: [
      { companyName: 'Infosys', jobTitle: 'Engineer', jobDescription: 'APIs', startDate: '2016-07-01', endDate: '2019-12-31', ctc: 900000, currencyCode: 'INR', currentEmployer: 'false' },
      { companyName: 'Freshworks', jobTitle: 'Senior Engineer', startDate: '2020-01-01', ctc: 2000000, currencyCode: 'INR', currentEmployer: 'true' },
    ],
    resume: Buffer.from(`Kavya Iyer\nkavya.iyer.${n}@example.com\nTypeScript, PostgreSQL`).toString('base64'),
    resumeExtension: 'txt',
  };
}

/** The smallest valid candidate: a first name and an e-mail. */
export function minimalCandidate(n: number, extra: Record<string, unknown> = {}) {
  return { firstName: 'Rahul', lastName: 'Menon', primaryEmail: `rahul.${n}@example.com`, ...extra };
}
