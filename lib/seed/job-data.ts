/** Kinds of job per business unit, from which the demo and benchmark jobs are made. */
export interface JobTemplate {
  unit: string;
  title: string;
  summary: string;
  duties: readonly string[];
  skills: readonly string[];
  /** Lowest and highest minimum experience in years. */
  experience: readonly [number, number];
  /** Yearly pay per year of experience at the lower end, in rupees (ranges are derived from it). */
  payPerYear: number;
  type?: 'full_time' | 'part_time' | 'contract' | 'internship';
}

export const JOB_TEMPLATES: readonly JobTemplate[] = [
  {
    unit: 'TECH',
    title: 'Backend Engineer',
    summary: 'build the services behind our HR and payroll products, used by thousands of employees every day',
    duties: ['Design and build REST APIs in TypeScript and Go', 'Own services in production, from design review to on-call', 'Improve performance of SQL-heavy workloads'],
    skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'REST APIs', 'Docker', 'Go'],
    experience: [1, 6],
    payPerYear: 450_000,
  },
  {
    unit: 'TECH',
    title: 'Frontend Engineer',
    summary: 'craft fast, accessible web pages that employees use on their phones in the field',
    duties: ['Build React pages with Next.js and Tailwind CSS', 'Keep pages accessible and fast on low-end phones', 'Work with designers on a shared component library'],
    skills: ['React', 'TypeScript', 'Next.js', 'CSS', 'Accessibility', 'Playwright'],
    experience: [1, 5],
    payPerYear: 420_000,
  },
  {
    unit: 'TECH',
    title: 'Site Reliability Engineer',
    summary: 'keep our platform fast and available across regions',
    duties: ['Automate infrastructure with Terraform', 'Run Kubernetes clusters and the observability stack', 'Lead incident reviews and make them count'],
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Linux', 'Prometheus', 'Python'],
    experience: [3, 8],
    payPerYear: 500_000,
  },
  {
    unit: 'TECH',
    title: 'QA Automation Engineer',
    summary: 'make sure every release of our product works the first time',
    duties: ['Write end-to-end tests with Playwright', 'Build test data and fixtures for payroll scenarios', 'Keep the CI pipeline green and fast'],
    skills: ['Playwright', 'TypeScript', 'Test Automation', 'CI/CD', 'SQL'],
    experience: [2, 6],
    payPerYear: 350_000,
  },
  {
    unit: 'TECH',
    title: 'Mobile Engineer (Android)',
    summary: 'build the app employees use to punch attendance and apply for leave',
    duties: ['Build features in Kotlin and Jetpack Compose', 'Make the app work offline and sync reliably', 'Profile and fix battery and memory issues'],
    skills: ['Kotlin', 'Android', 'Jetpack Compose', 'REST APIs', 'SQLite'],
    experience: [2, 7],
    payPerYear: 440_000,
  },
  {
    unit: 'TECH',
    title: 'Software Engineering Intern',
    summary: 'learn how production software is built by shipping real features with a mentor',
    duties: ['Pair with engineers on real product work', 'Write tests and documentation', 'Present your project at the end of the internship'],
    skills: ['JavaScript', 'Git', 'SQL', 'Problem Solving'],
    experience: [0, 0],
    payPerYear: 300_000,
    type: 'internship',
  },
  {
    unit: 'TECH-DATA',
    title: 'Data Engineer',
    summary: 'build the pipelines that turn HR events into trustworthy analytics',
    duties: ['Build batch and streaming pipelines', 'Model data in the warehouse with dbt', 'Set up data quality checks'],
    skills: ['Python', 'SQL', 'Apache Spark', 'Airflow', 'dbt', 'Kafka'],
    experience: [2, 7],
    payPerYear: 460_000,
  },
  {
    unit: 'TECH-DATA',
    title: 'Data Scientist',
    summary: 'predict attrition and help managers keep their best people',
    duties: ['Build and validate predictive models', 'Explain results to HR leaders in plain words', 'Ship models to production with the data engineers'],
    skills: ['Python', 'Machine Learning', 'Statistics', 'pandas', 'scikit-learn', 'SQL'],
    experience: [2, 8],
    payPerYear: 500_000,
  },
  {
    unit: 'TECH-DATA',
    title: 'Business Intelligence Analyst',
    summary: 'give every business unit dashboards it trusts',
    duties: ['Build dashboards in Power BI', 'Define metrics with finance and HR', 'Answer ad-hoc questions with SQL'],
    skills: ['SQL', 'Power BI', 'Excel', 'Data Visualisation', 'Statistics'],
    experience: [1, 5],
    payPerYear: 330_000,
  },
  {
    unit: 'SALES',
    title: 'Enterprise Account Executive',
    summary: 'bring our HR product to large companies across India',
    duties: ['Own the full sales cycle for enterprise accounts', 'Build relationships with CHROs and CFOs', 'Forecast accurately in the CRM'],
    skills: ['B2B Sales', 'Negotiation', 'Salesforce', 'Account Management', 'Presentation'],
    experience: [4, 10],
    payPerYear: 380_000,
  },
  {
    unit: 'SALES',
    title: 'Sales Development Representative',
    summary: 'start conversations with companies that need a better HR system',
    duties: ['Prospect and qualify leads by phone and e-mail', 'Book meetings for account executives', 'Keep the CRM clean'],
    skills: ['Lead Generation', 'Communication', 'Salesforce', 'Cold Calling'],
    experience: [0, 2],
    payPerYear: 350_000,
  },
  {
    unit: 'SALES',
    title: 'Digital Marketing Manager',
    summary: 'grow demand for our product through search, social and content',
    duties: ['Plan and run paid campaigns', 'Improve conversion of the website', 'Report on pipeline from marketing'],
    skills: ['SEO', 'Google Ads', 'Content Marketing', 'Analytics', 'Marketing Automation'],
    experience: [4, 9],
    payPerYear: 360_000,
  },
  {
    unit: 'OPS',
    title: 'Customer Success Manager',
    summary: 'help customers get the most from the product after they sign',
    duties: ['Run onboarding for new customers', 'Hold quarterly business reviews', 'Spot churn risk early and act on it'],
    skills: ['Customer Success', 'Communication', 'Onboarding', 'CRM', 'Problem Solving'],
    experience: [2, 7],
    payPerYear: 340_000,
  },
  {
    unit: 'OPS',
    title: 'Customer Support Specialist',
    summary: 'answer customer questions quickly and kindly, in English and Hindi',
    duties: ['Resolve tickets by chat, e-mail and phone', 'Write help-centre articles', 'Pass product feedback to engineering'],
    skills: ['Customer Support', 'Communication', 'Zendesk', 'Hindi', 'English'],
    experience: [0, 3],
    payPerYear: 300_000,
  },
  {
    unit: 'OPS',
    title: 'Implementation Consultant',
    summary: 'set up payroll and leave policies for new customers',
    duties: ['Configure payroll, leave and attendance rules', 'Migrate data from legacy systems', 'Train customer HR teams'],
    skills: ['Payroll', 'Implementation', 'Excel', 'Project Management', 'SQL'],
    experience: [2, 6],
    payPerYear: 330_000,
    type: 'contract',
  },
  {
    unit: 'FIN',
    title: 'Payroll Accountant',
    summary: 'run payroll accurately and on time for our own employees',
    duties: ['Process monthly payroll and statutory filings', 'Reconcile PF, ESI and TDS', 'Prepare Form 16 for employees'],
    skills: ['Payroll', 'TDS', 'Tally', 'Excel', 'Income Tax'],
    experience: [2, 6],
    payPerYear: 300_000,
  },
  {
    unit: 'FIN',
    title: 'Financial Analyst',
    summary: 'plan and track the company’s finances with the leadership team',
    duties: ['Build the annual plan and monthly forecasts', 'Analyse unit economics', 'Prepare board reporting'],
    skills: ['Financial Modelling', 'Excel', 'FP&A', 'Accounting', 'Power BI'],
    experience: [2, 6],
    payPerYear: 380_000,
  },
  {
    unit: 'CORP',
    title: 'Talent Acquisition Partner',
    summary: 'find and hire the people who will build the company',
    duties: ['Run hiring end to end for engineering and sales', 'Advise hiring managers on the market', 'Grow our employee referral programme'],
    skills: ['Recruitment', 'Sourcing', 'Interviewing', 'Stakeholder Management', 'LinkedIn Recruiter'],
    experience: [3, 8],
    payPerYear: 320_000,
  },
  {
    unit: 'CORP',
    title: 'HR Business Partner',
    summary: 'partner with leaders on organisation design, performance and culture',
    duties: ['Advise managers on people matters', 'Run the performance and compensation cycles', 'Handle employee relations cases'],
    skills: ['HR Business Partnering', 'Employee Relations', 'Performance Management', 'Labour Law'],
    experience: [5, 10],
    payPerYear: 340_000,
  },
  {
    unit: 'CORP',
    title: 'Office Administrator',
    summary: 'keep our office running smoothly for everyone who works in it',
    duties: ['Manage vendors and facilities', 'Coordinate travel and events', 'Look after new joiners on their first day'],
    skills: ['Administration', 'Vendor Management', 'Communication', 'MS Office'],
    experience: [1, 4],
    payPerYear: 260_000,
    type: 'part_time',
  },
];

export const SENIORITY = [
  { prefix: '', extraYears: 0 },
  { prefix: 'Senior ', extraYears: 3 },
  { prefix: 'Lead ', extraYears: 6 },
] as const;

export const BENEFITS = [
  'Health insurance for you, your spouse, children and parents',
  'Flexible hours and two work-from-home days a week',
  'A yearly learning budget',
  'Employee stock options',
  '24 days of paid leave plus public holidays',
] as const;
