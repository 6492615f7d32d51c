import { describe, expect, it } from 'vitest';
import { findEmails, findLinks } from '@/lib/resume/contacts';
import { findName } from '@/lib/resume/name';
import { findPhones, normalisePhone } from '@/lib/resume/phones';

describe('phone numbers', () => {
  it.each([
    ['+91 98765 43210', '+919876543210'],
    ['+91-9876543210', '+919876543210'],
    ['(+91) 98765-43210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['9876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
    ['+91 0 98765 43210', '+919876543210'],
    ['+1 (415) 555-0134', '+14155550134'],
    ['+44 (0)20 7946 0958', '+442079460958'],
    ['+34 612 345 678', '+34612345678'],
    ['080-4123 4567', '08041234567'],
    ['(415) 555-0134', '4155550134'],
  ])('normalises %s', (written, normalised) => expect(findPhones(`Phone: ${written}.`)).toEqual([normalised]));

  it.each(['2016 - 2020', '2017-01 - 2020-02', '641001', '12/05/1995', '2019', '8.5 CGPA', '1234 5678'])('ignores %s', (text) => {
    expect(findPhones(text)).toEqual([]);
  });

  it('de-duplicates the same number written twice', () => {
    expect(findPhones('Mobile: +91 98765 43210\nWhatsApp: 9876543210\nAlt: +91 90000 12345')).toEqual(['+919876543210', '+919000012345']);
  });

  it('refuses what cannot be a number', () => {
    expect(normalisePhone('+0 1234 5678')).toBeNull();
    expect(normalisePhone('+1 2345')).toBeNull();
  });
});

describe('e-mails and links', () => {
  it('finds e-mails in lower case, once each', () => {
    expect(findEmails('Mail: John.Smith@Example.COM, mailto:john.smith@example.com; alt a_b+c@mail.co.in.')).toEqual([
      'john.smith@example.com',
      'a_b+c@mail.co.in',
    ]);
  });

  it('sorts profile links by site and keeps other addresses', () => {
    const links = findLinks(
      'linkedin.com/in/jane-doe | https://github.com/janedoe/ | x.com/jane · fb.com/jane.d\nPortfolio: www.janedoe.dev, https://medium.com/@jane. Email jane@github.com',
    );
    expect(links).toEqual({
      linkedIn: 'https://linkedin.com/in/jane-doe',
      gitHub: 'https://github.com/janedoe',
      twitter: 'https://x.com/jane',
      facebook: 'https://fb.com/jane.d',
      other: ['https://www.janedoe.dev', 'https://medium.com/@jane'],
    });
  });

  it('does not take technologies or degrees for links', () => {
    expect(findLinks('Node.js, Vue.js, B.Tech, ASP.NET, e.g. this')).toEqual({ other: [] });
  });
});

describe('names', () => {
  it.each([
    ['Jane Doe\njane@x.com', 'Jane Doe'],
    ['RESUME\nJOHN MICHAEL SMITH\nEngineer', 'John Michael Smith'],
    ['Curriculum Vitae\nName: R. K. Narayan', 'R. K. Narayan'],
    ['Senior Software Engineer\nPriya Sharma | priya@x.com', 'Priya Sharma'],
    ["Mary-Jane O'NEIL\n", "Mary-Jane O'Neil"],
    ['Ludwig van Beethoven\nComposer', 'Ludwig van Beethoven'],
    ['Dr. Jane Doe, PhD\nResearcher', 'Jane Doe'],
  ])('reads the name in %j', (text, fullName) => expect(findName(text, []).fullName).toBe(fullName));

  it('splits first, middle and last names', () => {
    expect(findName('Anna Maria Lopez Garcia', [])).toEqual({ firstName: 'Anna', middleName: 'Maria Lopez', lastName: 'Garcia', fullName: 'Anna Maria Lopez Garcia' });
  });

  it('falls back to the e-mail address', () => {
    expect(findName('PROFILE\n12 Main Road', ['john.smith92@gmail.com'])).toMatchObject({ firstName: 'John', lastName: 'Smith' });
    expect(findName('', ['jsmith@x.com'])).toMatchObject({ firstName: 'Jsmith', lastName: null });
    expect(findName('', [])).toEqual({ firstName: null, middleName: null, lastName: null, fullName: null });
  });
});
