/**
 * Resume files made at test time (nothing binary is committed): one data model of a person, rendered as
 * PDF (pdfkit), DOCX (docx), RTF and TXT in varied layouts, each with the fields a parser should find;
 * plus deliberately bad files (encrypted, truncated, image, plain ZIP, ...).
 */
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TabStopType, TextRun, WidthType } from 'docx';
import PDFDocument from 'pdfkit';
import { PNG_1PX } from './fixtures';
import { zipArchive } from './hostile-files';

export interface Job {
  title: string;
  company: string;
  dates: string;
  bullets: string[];
}

export interface School {
  degree: string;
  institute: string;
  dates: string;
}

export interface Person {
  name: string;
  contact: string[];
  summary: string;
  jobs: Job[];
  schools: School[];
  skills: string[];
}

export interface Expected {
  fullName: string;
  email: string;
  phone: string;
  /** Canonical skill names that must be found (the parser may find more). */
  skills: string[];
  jobs?: { jobTitle: string; companyName: string; startDate: string; endDate: string | null }[];
  totalExperience?: { years: number; months: number };
  education?: { degree: string; institute: string }[];
}

export interface ResumeFixture {
  label: string;
  extension: 'pdf' | 'docx' | 'rtf' | 'txt';
  build: () => Promise<Buffer>;
  expected: Expected;
}

/** Jobs that run to "Present" are measured up to this day in the tests. */
export const TODAY = new Date('2025-06-15T00:00:00Z');

/** How a job's header lines are laid out; a [left, right] pair is one line with right-aligned dates. */
type JobStyle = 'title-dash-company' | 'company-dates-right' | 'pipes' | 'stacked';
type Line = string | [string, string];

function jobHeader(job: Job, style: JobStyle): Line[] {
  switch (style) {
    case 'title-dash-company':
      return [`${job.title} — ${job.company}`, job.dates];
    case 'company-dates-right':
      return [[job.company, job.dates], job.title];
    case 'pipes':
      return [`${job.title} | ${job.company} | ${job.dates}`];
    case 'stacked':
      return [job.company, job.title, job.dates];
  }
}

interface Block {
  kind: 'name' | 'heading' | 'text' | 'bullet';
  line: Line;
}

/** The resume as a list of blocks, the same for every format; headings are written as `headings` says. */
function blocks(person: Person, style: JobStyle, upperHeadings = false): Block[] {
  const heading = (text: string): Block => ({ kind: 'heading', line: upperHeadings ? text.toUpperCase() : text });
  return [
    { kind: 'name', line: person.name },
    ...person.contact.map((line): Block => ({ kind: 'text', line })),
    heading('Professional Summary'),
    { kind: 'text', line: person.summary },
    heading('Work Experience'),
    ...person.jobs.flatMap((job) => [
      ...jobHeader(job, style).map((line): Block => ({ kind: 'text', line })),
      ...job.bullets.map((line): Block => ({ kind: 'bullet', line })),
    ]),
    heading('Education'),
    ...person.schools.flatMap((school): Block[] => [
      { kind: 'text', line: school.degree },
      { kind: 'text', line: [school.institute, school.dates] },
    ]),
    heading('Technical Skills'),
    { kind: 'text', line: person.skills.join(', ') },
  ];
}

// ---------- renderers ----------

function pdfBuffer(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ margin: 50, size: 'A4', ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

function drawBlocks(doc: PDFKit.PDFDocument, list: readonly Block[], x = 50, width = 495): void {
  for (const { kind, line } of list) {
    if (kind === 'name') doc.font('Helvetica-Bold').fontSize(20).text(text(line), x, undefined, { width });
    else if (kind === 'heading') doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13).text(text(line), x, undefined, { width });
    else if (kind === 'bullet') doc.font('Helvetica').fontSize(10).text(`• ${text(line)}`, x + 10, undefined, { width: width - 10 });
    else if (Array.isArray(line)) {
      const y = doc.y;
      doc.font('Helvetica').fontSize(10).text(line[0], x, y, { width: width * 0.6 });
      const below = doc.y;
      doc.text(line[1], x, y, { width, align: 'right' });
      doc.y = Math.max(below, doc.y);
    } else doc.font('Helvetica').fontSize(10).text(line, x, undefined, { width });
  }
}

function text(line: Line): string {
  return Array.isArray(line) ? `${line[0]}\t${line[1]}` : line;
}

function pdfResume(person: Person, style: JobStyle, upperHeadings = false): () => Promise<Buffer> {
  return () => pdfBuffer((doc) => drawBlocks(doc, blocks(person, style, upperHeadings)));
}

/** A sidebar layout: name across the top, contact and skills on the left, experience on the right. */
function twoColumnPdf(person: Person): () => Promise<Buffer> {
  return () =>
    pdfBuffer((doc) => {
      doc.font('Helvetica-Bold').fontSize(22).text(person.name, 50, 50, { width: 495 });
      const top = doc.y + 15;
      const all = blocks(person, 'stacked');
      const side: Block[] = [
        { kind: 'heading', line: 'Contact' },
        ...person.contact.flatMap((line) => line.split(' | ')).map((line): Block => ({ kind: 'text', line })),
        { kind: 'heading', line: 'Skills' },
        ...person.skills.map((line): Block => ({ kind: 'text', line })),
      ];
      doc.y = top;
      drawBlocks(doc, side, 50, 140);
      doc.y = top;
      const main = all.slice(1 + person.contact.length).filter((block) => block.line !== 'Technical Skills' && block.line !== person.skills.join(', '));
      drawBlocks(doc, main, 220, 325);
    });
}

function docxResume(person: Person, style: JobStyle, contactTable = false): () => Promise<Buffer> {
  return async () => {
    const children: (Paragraph | Table)[] = [];
    for (const { kind, line } of blocks(person, style)) {
      if (kind === 'name') children.push(new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(text(line))] }));
      else if (kind === 'heading') children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(text(line))] }));
      else if (kind === 'bullet') children.push(new Paragraph({ bullet: { level: 0 }, children: [new TextRun(text(line))] }));
      else if (contactTable && person.contact.includes(text(line))) continue;
      else if (Array.isArray(line)) {
        children.push(
          new Paragraph({
            tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
            children: [new TextRun({ text: line[0], bold: true }), new TextRun({ text: `\t${line[1]}` })],
          }),
        );
      } else children.push(new Paragraph({ children: [new TextRun(line)] }));
    }
    if (contactTable) {
      const cells = person.contact.flatMap((line) => line.split(' | '));
      const table = new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [new TableRow({ children: cells.map((cell) => new TableCell({ children: [new Paragraph({ alignment: AlignmentType.CENTER, text: cell })] })) })],
      });
      children.splice(1, 0, table);
    }
    return Packer.toBuffer(new Document({ sections: [{ children }] }));
  };
}

function plainText(person: Person, style: JobStyle, upperHeadings = false): string {
  return blocks(person, style, upperHeadings)
    .map(({ kind, line }) => (kind === 'bullet' ? `- ${text(line)}` : kind === 'heading' ? `\n${text(line)}` : text(line)))
    .join('\n');
}

function txtResume(person: Person, style: JobStyle, bom = false): () => Promise<Buffer> {
  const body = Buffer.from(plainText(person, style, true).replace(/\n/g, '\r\n'), 'utf8');
  return async () => (bom ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]) : body);
}

/** RTF as Word writes it: font, colour and style tables and an info group (all to be skipped), \u escapes. */
function rtfResume(person: Person, style: JobStyle): () => Promise<Buffer> {
  const escape = (s: string) =>
    [...s].map((ch) => (ch === '\\' || ch === '{' || ch === '}' ? `\\${ch}` : ch === '\t' ? '\\tab ' : ch.charCodeAt(0) > 127 ? `\\u${ch.charCodeAt(0)}?` : ch)).join('');
  const body = blocks(person, style)
    .map(({ kind, line }) => {
      const content = escape(text(line));
      if (kind === 'name') return `{\\b\\fs36 ${content}}\\par`;
      if (kind === 'heading') return `{\\b ${content}}\\par`;
      if (kind === 'bullet') return `{\\pntext\\'95\\tab}${content}\\par`;
      return `${content}\\par`;
    })
    .join('\n');
  const rtf =
    '{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Helvetica;}{\\f1 Symbol;}}{\\colortbl;\\red0\\green0\\blue0;}' +
    '{\\stylesheet{\\s0 Normal;}}{\\info{\\title Resume of Someone Else}{\\author Jane Doe}}{\\*\\generator Test 1.0;}\n' +
    `\\f0\\fs22 ${body}\n}`;
  return async () => Buffer.from(rtf, 'latin1');
}

// ---------- people ----------

const priya: Person = {
  name: 'Priya Sharma',
  contact: ['priya.sharma@gmail.com | +91 98765 43210 | linkedin.com/in/priya-sharma', 'Bengaluru, Karnataka'],
  summary: 'Backend engineer with eight years of experience building payment systems.',
  jobs: [
    { title: 'Senior Software Engineer', company: 'Infosys Limited', dates: 'Jan 2020 – Present', bullets: ['Built Java and Spring Boot services on AWS.', 'Led a team of five engineers.'] },
    { title: 'Software Engineer', company: 'Wipro Technologies', dates: 'Jul 2016 – Dec 2019', bullets: ['Wrote ReactJS front ends and Node.js APIs.'] },
  ],
  schools: [{ degree: 'B.Tech in Computer Science', institute: 'Indian Institute of Technology Bombay', dates: '2012 - 2016' }],
  skills: ['Java', 'Spring Boot', 'ReactJS', 'Node.js', 'AWS', 'Docker', 'PostgreSQL'],
};

const rahulBullets = Array.from({ length: 30 }, (_, i) => `Delivered project ${i + 1}: migrated reporting jobs to Apache Spark and Airflow, cutting run time by ${10 + i}% for the finance team.`);
const rahul: Person = {
  name: 'Rahul Verma',
  contact: ['rahul.verma@outlook.com', '+91-9123456780', 'github.com/rahulverma'],
  summary: 'Data engineer who builds pipelines, warehouses and dashboards.',
  jobs: [
    { title: 'Lead Data Engineer', company: 'Flipkart Internet Pvt Ltd', dates: 'March 2021 – Present', bullets: rahulBullets.slice(0, 15) },
    { title: 'Data Engineer', company: 'Mu Sigma Analytics', dates: 'June 2017 – February 2021', bullets: rahulBullets.slice(15) },
    { title: 'Data Analyst Intern', company: 'Tata Consultancy Services', dates: 'Jan 2017 - May 2017', bullets: ['Cleaned data with Python and Pandas.'] },
  ],
  schools: [
    { degree: 'M.Tech in Data Science', institute: 'BITS Pilani', dates: '2015 - 2017' },
    { degree: 'B.E. in Computer Engineering', institute: 'Pune Institute of Computer Technology', dates: '2011 - 2015' },
  ],
  skills: ['Python', 'SQL', 'Apache Spark', 'Airflow', 'Snowflake', 'Tableau', 'Kafka'],
};

const ananya: Person = {
  name: 'Ananya Iyer',
  contact: ['ananya.iyer@yahoo.co.in | 98450 12345'],
  summary: 'Product designer focused on accessible fintech apps.',
  jobs: [
    { title: 'Product Designer', company: 'Razorpay Software', dates: '08/2019 - Present', bullets: ['Designed the merchant dashboard in Figma.'] },
    { title: 'UI Designer', company: 'Zoho Corporation', dates: '06/2016 - 07/2019', bullets: ['Built design systems.'] },
  ],
  schools: [{ degree: 'B.Des in Interaction Design', institute: 'National Institute of Design', dates: '2012 - 2016' }],
  skills: ['Figma', 'Adobe XD', 'UI/UX', 'HTML', 'CSS', 'User Research'],
};

const arjun: Person = {
  name: 'ARJUN MEHTA',
  contact: ['Mumbai | arjun.mehta@protonmail.com | +91 99200 11223'],
  summary: 'Sales leader with a record of growing B2B accounts.',
  jobs: [
    { title: 'Regional Sales Manager', company: 'HDFC Bank', dates: 'Apr 2018 to Present', bullets: ['Grew B2B Sales by 40% through Lead Generation and Cold Calling.'] },
    { title: 'Sales Executive', company: 'Asian Paints Limited', dates: 'May 2014 to Mar 2018', bullets: ['Managed Salesforce pipeline; Negotiation with dealers.'] },
  ],
  schools: [{ degree: 'MBA in Marketing', institute: 'Narsee Monjee Institute of Management Studies', dates: '2012 - 2014' }],
  skills: ['B2B Sales', 'Lead Generation', 'Salesforce', 'Negotiation', 'CRM', 'Key Account Management'],
};

const michael: Person = {
  name: "Michael O'Connor",
  contact: ['Email: michael.oconnor@example.com | Phone: +1 (415) 555-0134', 'twitter.com/mike_oc | https://mikeoconnor.dev'],
  summary: 'Full-stack engineer working across TypeScript, Go and Kubernetes.',
  jobs: [
    { title: 'Staff Engineer', company: 'Stripe Inc', dates: 'Feb 2021 - Present', bullets: ['Ran Kubernetes clusters; wrote Go services.'] },
    { title: 'Software Engineer', company: 'Dropbox', dates: 'Sep 2015 - Jan 2021', bullets: ['Built TypeScript and React apps with GraphQL.'] },
  ],
  schools: [{ degree: 'B.S. in Computer Science', institute: 'University of California, Berkeley', dates: '2011 - 2015' }],
  skills: ['TypeScript', 'Go', 'Kubernetes', 'React', 'GraphQL', 'C++', 'C#', '.NET'],
};

const sneha: Person = {
  name: 'Sneha Reddy',
  contact: ['sneha.reddy@gmail.com', '+91 90000 12345', 'Hyderabad'],
  summary: 'QA engineer automating test suites.',
  jobs: [
    { title: 'QA Engineer', company: 'Amazon Development Centre', dates: 'Jan 2022 - Present', bullets: ['Automated UI tests with Selenium and Cypress.'] },
    { title: 'Test Engineer', company: 'Cognizant Technology Solutions', dates: 'Jun 2018 - Dec 2021', bullets: ['Manual Testing and Postman API checks.'] },
  ],
  schools: [{ degree: 'B.Sc Computer Science', institute: 'Osmania University', dates: '2015 - 2018' }],
  skills: ['Selenium', 'Cypress', 'Java', 'Postman', 'Jira', 'Agile'],
};

const vikram: Person = {
  name: 'Vikram Singh Rathore',
  contact: ['vikram.rathore@gmail.com | +91 91234 56789 | www.linkedin.com/in/vikramrathore'],
  summary: 'DevOps engineer for cloud platforms.',
  jobs: [
    { title: 'DevOps Engineer', company: 'Accenture Solutions Pvt Ltd', dates: 'Nov 2019 – Present', bullets: ['Terraform and Ansible on Microsoft Azure.', 'CI/CD with Jenkins and GitHub Actions.'] },
    { title: 'System Administrator', company: 'HCL Technologies', dates: 'Aug 2015 – Oct 2019', bullets: ['Linux and Bash automation.'] },
  ],
  schools: [{ degree: 'B.Tech Information Technology', institute: 'Vellore Institute of Technology', dates: '2011 - 2015' }],
  skills: ['Terraform', 'Ansible', 'Azure', 'Jenkins', 'Docker', 'Kubernetes', 'Linux', 'Bash'],
};

const deepa: Person = {
  name: 'Deepa Krishnan',
  contact: ['deepa.k@rediffmail.com | 098860 54321 | Chennai'],
  summary: 'Mobile developer shipping Android and iOS apps.',
  jobs: [
    { title: 'Mobile Developer', company: 'Freshworks', dates: '2020-03 - Present', bullets: ['Built Flutter and React Native apps.'] },
    { title: 'Android Developer', company: 'Sify Technologies', dates: '2017-01 - 2020-02', bullets: ['Kotlin and Java apps.'] },
  ],
  schools: [{ degree: 'MCA', institute: 'Anna University', dates: '2014 - 2016' }],
  skills: ['Flutter', 'React Native', 'Kotlin', 'Swift', 'Firebase', 'Android', 'iOS'],
};

const neha: Person = {
  name: 'Neha Gupta',
  contact: ['neha.gupta.hr@gmail.com | +91 88000 77665'],
  summary: 'HR business partner with end-to-end recruitment experience.',
  jobs: [
    { title: 'HR Business Partner', company: 'Larsen & Toubro Limited', dates: 'Jan 2019 - Present', bullets: ['Owned Talent Acquisition and Onboarding for 600 hires a year.'] },
    { title: 'HR Executive', company: 'Quess Corp', dates: 'Jul 2015 - Dec 2018', bullets: ['Ran Payroll and Employee Relations.'] },
  ],
  schools: [{ degree: 'MBA in Human Resources', institute: 'Symbiosis Institute of Business Management', dates: '2013 - 2015' }],
  skills: ['Recruitment', 'Talent Acquisition', 'Onboarding', 'Payroll', 'HRIS', 'Workday', 'Employee Engagement', 'Labour Law'],
};

const rohit: Person = {
  name: 'Rohit Agarwal',
  contact: ['rohit.agarwal@icloud.com | +91 70111 22334'],
  summary: 'Chartered accountant in corporate finance.',
  jobs: [
    { title: 'Finance Manager', company: 'Deloitte Haskins & Sells LLP', dates: 'Oct 2018 - Present', bullets: ['Financial Modelling and Budgeting for clients.'] },
    { title: 'Accounts Executive', company: 'Bajaj Finserv', dates: 'Jun 2014 - Sep 2018', bullets: ['GST and TDS returns in Tally ERP 9.'] },
  ],
  schools: [{ degree: 'B.Com', institute: 'Shri Ram College of Commerce', dates: '2011 - 2014' }],
  skills: ['Financial Analysis', 'Tally ERP 9', 'GST', 'Advanced Excel', 'SAP FICO', 'IFRS', 'Accounts Payable'],
};

const suresh: Person = {
  name: 'Suresh Kumar',
  contact: ['suresh.kumar1988@gmail.com', 'Mobile: 9840012345'],
  summary: 'Field sales professional for FMCG distribution.',
  jobs: [
    { title: 'Area Sales Manager', company: 'Hindustan Unilever Limited', dates: 'Jan 2016 - Present', bullets: ['Channel Sales across 40 distributors.'] },
    { title: 'Sales Officer', company: 'ITC Limited', dates: 'Jun 2011 - Dec 2015', bullets: ['Retail Sales and Market Research.'] },
  ],
  schools: [{ degree: 'BBA', institute: 'Loyola College', dates: '2008 - 2011' }],
  skills: ['Field Sales', 'Channel Sales', 'Retail Sales', 'Market Research', 'Microsoft Excel', 'Communication'],
};

const jose: Person = {
  name: 'José García',
  contact: ['jose.garcia@empresa.es | +34 612 345 678'],
  summary: 'Operations manager in logistics.',
  jobs: [
    { title: 'Operations Manager', company: 'DHL Supply Chain', dates: '2019 - Present', bullets: ['Supply Chain Management and Procurement across Spain.'] },
    { title: 'Logistics Coordinator', company: 'Zara Logistics', dates: '2014 - 2019', bullets: ['Inventory Management; Six Sigma projects.'] },
  ],
  schools: [{ degree: 'Master of Business Administration', institute: 'IE Business School', dates: '2012 - 2014' }],
  skills: ['Supply Chain Management', 'Procurement', 'Six Sigma', 'Inventory Management', 'Vendor Management', 'SAP'],
};

const meera: Person = {
  name: 'Meera Joshi',
  contact: ['meera.joshi@gmail.com | +91 97654 32109 | github.com/meerajoshi'],
  summary: 'Data scientist in retail analytics.',
  jobs: [
    { title: 'Data Scientist', company: 'Fractal Analytics', dates: 'Aug 2020 – Present', bullets: ['Machine Learning models with scikit-learn and PyTorch.'] },
    { title: 'Business Analyst', company: 'Genpact', dates: 'Jul 2018 – Jul 2020', bullets: ['Dashboards in Power BI and Tableau.'] },
  ],
  schools: [{ degree: 'M.Sc Statistics', institute: 'University of Mumbai', dates: '2016 - 2018' }],
  skills: ['Python', 'SQL', 'Tableau', 'Power BI', 'Machine Learning', 'Pandas', 'NLP'],
};

const lakshmi: Person = {
  name: 'Lakshmi Subramanian',
  contact: ['lakshmi.s@gmail.com | +91 94440 55667'],
  summary: 'Project manager for café chains and résumé-worthy launches.',
  jobs: [
    { title: 'Project Manager', company: 'Tata Consultancy Services', dates: 'Mar 2017 – Present', bullets: ['Agile and Scrum delivery; Stakeholder Management.'] },
  ],
  schools: [{ degree: 'B.E. Electronics', institute: 'PSG College of Technology', dates: '2009 - 2013' }],
  skills: ['Project Management', 'Agile', 'Scrum', 'Jira', 'Stakeholder Management', 'PMP'],
};

/** A fresher-style Indian CV typed by hand: "Name:" label, a table of marks, jobs written as sentences. */
const KARTHIK_CV = [
  'CURRICULUM VITAE',
  '',
  'Name: Karthik Raja',
  'Address: 12, Gandhi Nagar, Coimbatore - 641001',
  'Mobile: +91 9003012345    E-mail: Karthik.Raja95@gmail.com',
  'Date of Birth: 14/05/1995',
  '',
  'CAREER OBJECTIVE:',
  'To work in a challenging environment where I can use my skills in AutoCAD and SolidWorks.',
  '',
  'ACADEMIC QUALIFICATIONS',
  'Qualification\tInstitution\tYear\tPercentage',
  'B.E. Mechanical Engineering\tKumaraguru College of Technology\t2016\t78.5%',
  'HSC\tGovernment Higher Secondary School, Coimbatore\t2012\t89%',
  'SSC\tSt. Joseph\'s Matriculation School\t2010\t91.2%',
  '',
  'WORK EXPERIENCE',
  'Worked as Production Engineer at Roots Industries India Ltd from June 2016 to August 2019.',
  'Currently working as Quality Engineer in Pricol Limited since September 2019.',
  '',
  'KEY SKILLS: AutoCAD, SolidWorks, Six Sigma, Kaizen, 5S, Quality Control, MS Office',
  '',
  'DECLARATION',
  'I hereby declare that the above information is true. (Karthik Raja)',
].join('\n');

// ---------- the fixtures ----------

export const RESUMES: ResumeFixture[] = [
  {
    label: 'PDF, one column, title — company',
    extension: 'pdf',
    build: pdfResume(priya, 'title-dash-company'),
    expected: {
      fullName: 'Priya Sharma', email: 'priya.sharma@gmail.com', phone: '+919876543210',
      skills: ['Java', 'Spring Boot', 'React', 'Node.js', 'AWS', 'Docker', 'PostgreSQL'],
      jobs: [
        { jobTitle: 'Senior Software Engineer', companyName: 'Infosys Limited', startDate: '2020-01-01', endDate: null },
        { jobTitle: 'Software Engineer', companyName: 'Wipro Technologies', startDate: '2016-07-01', endDate: '2019-12-01' },
      ],
      totalExperience: { years: 9, months: 0 },
      education: [{ degree: 'B.Tech in Computer Science', institute: 'Indian Institute of Technology Bombay' }],
    },
  },
  {
    label: 'PDF, two pages',
    extension: 'pdf',
    build: pdfResume(rahul, 'company-dates-right'),
    expected: {
      fullName: 'Rahul Verma', email: 'rahul.verma@outlook.com', phone: '+919123456780',
      skills: ['Python', 'SQL', 'Apache Spark', 'Airflow', 'Snowflake', 'Tableau', 'Kafka'],
      jobs: [
        { jobTitle: 'Lead Data Engineer', companyName: 'Flipkart Internet Pvt Ltd', startDate: '2021-03-01', endDate: null },
        { jobTitle: 'Data Engineer', companyName: 'Mu Sigma Analytics', startDate: '2017-06-01', endDate: '2021-02-01' },
        { jobTitle: 'Data Analyst Intern', companyName: 'Tata Consultancy Services', startDate: '2017-01-01', endDate: '2017-05-01' },
      ],
      totalExperience: { years: 8, months: 6 },
      education: [
        { degree: 'M.Tech in Data Science', institute: 'BITS Pilani' },
        { degree: 'B.E. in Computer Engineering', institute: 'Pune Institute of Computer Technology' },
      ],
    },
  },
  {
    label: 'PDF, two columns',
    extension: 'pdf',
    build: twoColumnPdf(ananya),
    expected: {
      fullName: 'Ananya Iyer', email: 'ananya.iyer@yahoo.co.in', phone: '+919845012345',
      skills: ['Figma', 'Adobe XD', 'UI/UX', 'HTML', 'CSS'],
      jobs: [
        { jobTitle: 'Product Designer', companyName: 'Razorpay Software', startDate: '2019-08-01', endDate: null },
        { jobTitle: 'UI Designer', companyName: 'Zoho Corporation', startDate: '2016-06-01', endDate: '2019-07-01' },
      ],
      totalExperience: { years: 9, months: 1 },
    },
  },
  {
    label: 'PDF, name and headings in capitals',
    extension: 'pdf',
    build: pdfResume(arjun, 'pipes', true),
    expected: {
      fullName: 'Arjun Mehta', email: 'arjun.mehta@protonmail.com', phone: '+919920011223',
      skills: ['B2B Sales', 'Lead Generation', 'Salesforce', 'Negotiation', 'CRM', 'Account Management', 'Cold Calling'],
      jobs: [
        { jobTitle: 'Regional Sales Manager', companyName: 'HDFC Bank', startDate: '2018-04-01', endDate: null },
        { jobTitle: 'Sales Executive', companyName: 'Asian Paints Limited', startDate: '2014-05-01', endDate: '2018-03-01' },
      ],
      totalExperience: { years: 11, months: 2 },
    },
  },
  {
    label: "PDF, 'Email: x | Phone: y' contact line",
    extension: 'pdf',
    build: pdfResume(michael, 'stacked'),
    expected: {
      fullName: "Michael O'Connor", email: 'michael.oconnor@example.com', phone: '+14155550134',
      skills: ['TypeScript', 'Go', 'Kubernetes', 'React', 'GraphQL', 'C++', 'C#', '.NET'],
      jobs: [
        { jobTitle: 'Staff Engineer', companyName: 'Stripe Inc', startDate: '2021-02-01', endDate: null },
        { jobTitle: 'Software Engineer', companyName: 'Dropbox', startDate: '2015-09-01', endDate: '2021-01-01' },
      ],
    },
  },
  {
    label: 'PDF, right-aligned dates',
    extension: 'pdf',
    build: pdfResume(sneha, 'company-dates-right'),
    expected: {
      fullName: 'Sneha Reddy', email: 'sneha.reddy@gmail.com', phone: '+919000012345',
      skills: ['Selenium', 'Cypress', 'Java', 'Postman', 'Jira', 'Agile', 'Manual Testing'],
      jobs: [
        { jobTitle: 'QA Engineer', companyName: 'Amazon Development Centre', startDate: '2022-01-01', endDate: null },
        { jobTitle: 'Test Engineer', companyName: 'Cognizant Technology Solutions', startDate: '2018-06-01', endDate: '2021-12-01' },
      ],
    },
  },
  {
    label: 'DOCX, headings and bullets',
    extension: 'docx',
    build: docxResume(vikram, 'title-dash-company'),
    expected: {
      fullName: 'Vikram Singh Rathore', email: 'vikram.rathore@gmail.com', phone: '+919123456789',
      skills: ['Terraform', 'Ansible', 'Microsoft Azure', 'Jenkins', 'Docker', 'Kubernetes', 'Linux', 'Bash', 'CI/CD', 'GitHub Actions'],
      jobs: [
        { jobTitle: 'DevOps Engineer', companyName: 'Accenture Solutions Pvt Ltd', startDate: '2019-11-01', endDate: null },
        { jobTitle: 'System Administrator', companyName: 'HCL Technologies', startDate: '2015-08-01', endDate: '2019-10-01' },
      ],
      totalExperience: { years: 9, months: 11 },
    },
  },
  {
    label: 'DOCX, contact in a table',
    extension: 'docx',
    build: docxResume(deepa, 'company-dates-right', true),
    expected: {
      fullName: 'Deepa Krishnan', email: 'deepa.k@rediffmail.com', phone: '+919886054321',
      skills: ['Flutter', 'React Native', 'Kotlin', 'Swift', 'Firebase', 'Android', 'iOS'],
      jobs: [
        { jobTitle: 'Mobile Developer', companyName: 'Freshworks', startDate: '2020-03-01', endDate: null },
        { jobTitle: 'Android Developer', companyName: 'Sify Technologies', startDate: '2017-01-01', endDate: '2020-02-01' },
      ],
    },
  },
  {
    label: 'DOCX, HR profile',
    extension: 'docx',
    build: docxResume(neha, 'pipes'),
    expected: {
      fullName: 'Neha Gupta', email: 'neha.gupta.hr@gmail.com', phone: '+918800077665',
      skills: ['Recruitment', 'Talent Acquisition', 'Onboarding', 'Payroll', 'HRIS', 'Workday', 'Employee Engagement', 'Labour Law', 'Employee Relations'],
    },
  },
  {
    label: 'DOCX, finance profile',
    extension: 'docx',
    build: docxResume(rohit, 'stacked'),
    expected: {
      fullName: 'Rohit Agarwal', email: 'rohit.agarwal@icloud.com', phone: '+917011122334',
      skills: ['Financial Analysis', 'Tally', 'GST', 'Microsoft Excel', 'SAP FICO', 'IFRS', 'Accounts Payable', 'Financial Modeling', 'Budgeting', 'TDS'],
    },
  },
  {
    label: 'TXT, CRLF line ends',
    extension: 'txt',
    build: txtResume(suresh, 'pipes'),
    expected: {
      fullName: 'Suresh Kumar', email: 'suresh.kumar1988@gmail.com', phone: '+919840012345',
      skills: ['Field Sales', 'Channel Sales', 'Retail Sales', 'Market Research', 'Microsoft Excel', 'Communication'],
      jobs: [
        { jobTitle: 'Area Sales Manager', companyName: 'Hindustan Unilever Limited', startDate: '2016-01-01', endDate: null },
        { jobTitle: 'Sales Officer', companyName: 'ITC Limited', startDate: '2011-06-01', endDate: '2015-12-01' },
      ],
      totalExperience: { years: 14, months: 1 },
    },
  },
  {
    label: 'TXT, UTF-8 with BOM and accents',
    extension: 'txt',
    build: txtResume(jose, 'title-dash-company', true),
    expected: {
      fullName: 'José García', email: 'jose.garcia@empresa.es', phone: '+34612345678',
      skills: ['Supply Chain Management', 'Procurement', 'Six Sigma', 'Inventory Management', 'Vendor Management', 'SAP'],
      jobs: [
        { jobTitle: 'Operations Manager', companyName: 'DHL Supply Chain', startDate: '2019-01-01', endDate: null },
        { jobTitle: 'Logistics Coordinator', companyName: 'Zara Logistics', startDate: '2014-01-01', endDate: '2019-01-01' },
      ],
      totalExperience: { years: 11, months: 6 },
    },
  },
  {
    label: 'RTF, with tables to skip',
    extension: 'rtf',
    build: rtfResume(meera, 'title-dash-company'),
    expected: {
      fullName: 'Meera Joshi', email: 'meera.joshi@gmail.com', phone: '+919765432109',
      skills: ['Python', 'SQL', 'Tableau', 'Power BI', 'Machine Learning', 'Pandas', 'Natural Language Processing', 'scikit-learn', 'PyTorch'],
      jobs: [
        { jobTitle: 'Data Scientist', companyName: 'Fractal Analytics', startDate: '2020-08-01', endDate: null },
        { jobTitle: 'Business Analyst', companyName: 'Genpact', startDate: '2018-07-01', endDate: '2020-07-01' },
      ],
    },
  },
  {
    label: 'RTF, unicode escapes',
    extension: 'rtf',
    build: rtfResume(lakshmi, 'company-dates-right'),
    expected: {
      fullName: 'Lakshmi Subramanian', email: 'lakshmi.s@gmail.com', phone: '+919444055667',
      skills: ['Project Management', 'Agile', 'Scrum', 'Jira', 'Stakeholder Management', 'PMP'],
      jobs: [{ jobTitle: 'Project Manager', companyName: 'Tata Consultancy Services', startDate: '2017-03-01', endDate: null }],
      totalExperience: { years: 8, months: 4 },
    },
  },
  {
    label: 'TXT, hand-typed Indian CV',
    extension: 'txt',
    build: async () => Buffer.from(KARTHIK_CV, 'utf8'),
    expected: {
      fullName: 'Karthik Raja', email: 'karthik.raja95@gmail.com', phone: '+919003012345',
      skills: ['AutoCAD', 'SolidWorks', 'Six Sigma', 'Kaizen', '5S', 'Quality Control', 'Microsoft Office'],
      jobs: [
        { jobTitle: 'Production Engineer', companyName: 'Roots Industries India Ltd', startDate: '2016-06-01', endDate: '2019-08-01' },
        { jobTitle: 'Quality Engineer', companyName: 'Pricol Limited', startDate: '2019-09-01', endDate: null },
      ],
      totalExperience: { years: 9, months: 1 },
      education: [
        { degree: 'B.E. Mechanical Engineering', institute: 'Kumaraguru College of Technology' },
        { degree: 'HSC', institute: 'Government Higher Secondary School' },
        { degree: 'SSC', institute: "St. Joseph's Matriculation School" },
      ],
    },
  },
];

/** The two-page PDF, for the timing test. */
export const TWO_PAGE_PDF = RESUMES[1]!;

// ---------- bad files ----------

/** A ZIP archive with stored (uncompressed) entries. */
export function zipOf(entries: Record<string, string>): Buffer {
  return zipArchive(Object.entries(entries).map(([name, content]) => ({ name, data: Buffer.from(content) })));
}

/** An OLE compound file header followed by a directory naming `stream` (UTF-16LE, as OLE does). */
function oleWith(stream: string): Buffer {
  const header = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return Buffer.concat([header, Buffer.alloc(504, 0), Buffer.from(stream, 'utf16le'), Buffer.alloc(1024, 0x41)]);
}

export interface BadFile {
  label: string;
  extension?: string;
  build: () => Promise<Buffer>;
  reason: 'unsupported_type' | 'extension_mismatch' | 'too_large' | 'empty' | 'encrypted' | 'corrupt';
}

export const BAD_FILES: BadFile[] = [
  { label: 'password-protected PDF', extension: 'pdf', reason: 'encrypted', build: () => pdfBuffer((doc) => doc.text('Secret Person'), { userPassword: 'secret', ownerPassword: 'owner' }) },
  {
    label: 'hand-made PDF with /Encrypt in its trailer',
    extension: 'pdf',
    reason: 'encrypted',
    build: async () => handMadeEncryptedPdf(),
  },
  { label: 'truncated PDF', extension: 'pdf', reason: 'corrupt', build: async () => (await pdfResume(priya, 'pipes')()).subarray(0, 400) },
  { label: 'PDF with no text (a scan)', extension: 'pdf', reason: 'empty', build: () => pdfBuffer((doc) => void doc.rect(50, 50, 300, 400).fill('#888')) },
  { label: 'zero-byte file', extension: 'txt', reason: 'empty', build: async () => Buffer.alloc(0) },
  { label: 'text file of blank lines', extension: 'txt', reason: 'empty', build: async () => Buffer.from(' \r\n\t\n\n   ') },
  { label: 'PNG renamed .pdf', extension: 'pdf', reason: 'unsupported_type', build: async () => PNG_1PX },
  { label: 'ZIP that is not a DOCX', extension: 'docx', reason: 'unsupported_type', build: async () => zipOf({ 'hello.txt': 'hello', 'word/readme.txt': 'not a document' }) },
  { label: 'DOCX whose document.xml is broken', extension: 'docx', reason: 'corrupt', build: async () => zipOf({ '[Content_Types].xml': '<Types', 'word/document.xml': '<w:document><w:body>' }) },
  { label: 'DOCX named .pdf', extension: 'pdf', reason: 'extension_mismatch', build: docxResume(neha, 'pipes') },
  { label: 'PDF named .txt', extension: '.TXT', reason: 'extension_mismatch', build: pdfResume(priya, 'pipes') },
  { label: 'an .exe extension', extension: 'exe', reason: 'unsupported_type', build: async () => Buffer.from('MZ\x90\x00binary') },
  { label: 'binary noise declared .txt', extension: 'txt', reason: 'unsupported_type', build: async () => Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37) % 256)) },
  { label: 'file over 5 MiB', extension: 'txt', reason: 'too_large', build: async () => Buffer.alloc(5 * 1024 * 1024 + 1, 0x61) },
  { label: 'damaged old Word file', extension: 'doc', reason: 'corrupt', build: async () => oleWith('WordDocument') },
  { label: 'password-protected DOCX (OLE-wrapped)', extension: 'docx', reason: 'encrypted', build: async () => oleWith('EncryptedPackage') },
  { label: 'Excel file (OLE without a Word stream)', extension: 'doc', reason: 'unsupported_type', build: async () => oleWith('Workbook') },
];

/**
 * A minimal PDF whose trailer names an /Encrypt dictionary (standard security handler, RC4 40-bit) with
 * a user password, written by hand so the test does not depend on a generator's encryption support.
 */
function handMadeEncryptedPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    '<< /Length 0 >>\nstream\n\nendstream',
    `<< /Filter /Standard /V 1 /R 2 /O <${'a1'.repeat(32)}> /U <${'b2'.repeat(32)}> /P -44 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 5 0 R /ID [<${'c3'.repeat(16)}> <${'c3'.repeat(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
