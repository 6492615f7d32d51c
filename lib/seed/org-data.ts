export const BUSINESS_UNITS = [
  { orgUnitCode: 'CORP', name: 'Corporate', parentOrgUnitCode: null },
  { orgUnitCode: 'TECH', name: 'Technology', parentOrgUnitCode: 'CORP' },
  { orgUnitCode: 'TECH-DATA', name: 'Data & Analytics', parentOrgUnitCode: 'TECH' },
  { orgUnitCode: 'SALES', name: 'Sales & Marketing', parentOrgUnitCode: 'CORP' },
  { orgUnitCode: 'OPS', name: 'Operations', parentOrgUnitCode: 'CORP' },
  { orgUnitCode: 'FIN', name: 'Finance', parentOrgUnitCode: 'CORP' },
] as const;

export const LOCATIONS = [
  { code: 'BLR', name: 'Bengaluru - Whitefield', city: 'Bengaluru', state: 'Karnataka', latitude: 12.9698, longitude: 77.75 },
  { code: 'MUM', name: 'Mumbai - BKC', city: 'Mumbai', state: 'Maharashtra', latitude: 19.0656, longitude: 72.8644 },
  { code: 'PUN', name: 'Pune - Hinjewadi', city: 'Pune', state: 'Maharashtra', latitude: 18.5912, longitude: 73.7389 },
  { code: 'HYD', name: 'Hyderabad - HITEC City', city: 'Hyderabad', state: 'Telangana', latitude: 17.4435, longitude: 78.3772 },
  { code: 'CHN', name: 'Chennai - Guindy', city: 'Chennai', state: 'Tamil Nadu', latitude: 13.0067, longitude: 80.2206 },
  { code: 'GGN', name: 'Gurugram - Cyber City', city: 'Gurugram', state: 'Haryana', latitude: 28.495, longitude: 77.0895 },
] as const;

/** Departments and the designations in them, per business unit. */
export const UNIT_ROLES: Record<string, { department: string; head: string; lead: string; members: readonly string[] }> = {
  CORP: { department: 'Human Resources', head: 'Chief People Officer', lead: 'HR Manager', members: ['HR Business Partner', 'HR Executive', 'Payroll Specialist'] },
  TECH: { department: 'Engineering', head: 'VP Engineering', lead: 'Engineering Manager', members: ['Software Engineer', 'Senior Software Engineer', 'QA Engineer', 'DevOps Engineer'] },
  'TECH-DATA': { department: 'Data Science', head: 'Head of Data', lead: 'Data Science Manager', members: ['Data Analyst', 'Data Engineer', 'Data Scientist'] },
  SALES: { department: 'Sales', head: 'VP Sales', lead: 'Regional Sales Manager', members: ['Account Executive', 'Sales Development Rep', 'Marketing Executive'] },
  OPS: { department: 'Operations', head: 'Head of Operations', lead: 'Operations Manager', members: ['Operations Executive', 'Customer Support Specialist', 'Logistics Coordinator'] },
  FIN: { department: 'Finance', head: 'Chief Financial Officer', lead: 'Finance Manager', members: ['Accountant', 'Financial Analyst', 'Accounts Payable Executive'] },
};

export const FIRST_NAMES = [
  'Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Krishna', 'Ishaan', 'Rohan', 'Karthik', 'Rahul', 'Siddharth',
  'Nikhil', 'Pranav', 'Manish', 'Suresh', 'Venkat', 'Harish', 'Amit', 'Ananya', 'Diya', 'Aadhya', 'Saanvi', 'Pari', 'Anika', 'Kavya',
  'Priya', 'Sneha', 'Meera', 'Lakshmi', 'Divya', 'Pooja', 'Neha', 'Shreya', 'Ritu', 'Deepika', 'Swati', 'Nandini', 'Aishwarya',
] as const;

export const LAST_NAMES = [
  'Sharma', 'Verma', 'Iyer', 'Reddy', 'Nair', 'Menon', 'Patel', 'Shah', 'Gupta', 'Rao', 'Kulkarni', 'Deshpande', 'Joshi', 'Chatterjee',
  'Banerjee', 'Mukherjee', 'Singh', 'Kumar', 'Pillai', 'Naidu', 'Bhat', 'Hegde', 'Agarwal', 'Mehta', 'Kapoor', 'Malhotra', 'Chopra',
  'Krishnan', 'Subramanian', 'Ghosh',
] as const;
