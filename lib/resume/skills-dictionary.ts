/**
 * The skills the parser recognises. Each entry is "Canonical|alias|alias": the first name is what the
 * parser returns, every name (the canonical one included) is matched case-insensitively as a whole word or
 * phrase, with spaces also matching hyphens. A leading "=" makes that name case-sensitive: it is also a
 * common English word ("go", "excel", "r"), so only the capitalised spelling counts.
 */
export const SKILLS: readonly string[] = [
  // Programming languages
  'JavaScript|JS|ECMAScript|ES6', 'TypeScript', 'Python|Python3', 'Java|Core Java|J2EE|Java EE', '=C', 'C++|CPP',
  'C#|C Sharp|CSharp', '=Go|Golang', '=Rust', 'Ruby', 'PHP', 'Kotlin', '=Swift', 'Objective-C', 'Scala',
  '=R|R Programming', 'MATLAB', 'Perl', '=Dart', 'Elixir', 'Haskell', 'Clojure', 'Lua', 'Groovy',
  'Visual Basic|VB.NET|VBA', 'COBOL', 'Fortran', 'Assembly Language', 'Shell Scripting|Shell Script',
  'Bash', 'PowerShell', 'Solidity', 'SQL', 'PL/SQL', 'T-SQL',
  // Web front end
  'HTML|HTML5', 'CSS|CSS3', 'Sass|SCSS', 'Tailwind CSS|Tailwind|TailwindCSS', 'Bootstrap', 'React|React.js|ReactJS|React JS',
  'React Native', 'Next.js|NextJS', 'Angular|AngularJS|Angular.js', 'Vue.js|Vue|VueJS', 'Svelte', 'jQuery', 'Redux',
  'Webpack', 'Vite', 'Babel', 'GraphQL', 'REST APIs|REST API|RESTful APIs|RESTful|=REST', 'WebSockets|WebSocket',
  'Responsive Design', 'Web Accessibility|WCAG', 'Three.js',
  // Back end and frameworks
  'Node.js|NodeJS|Node JS|=Node', 'Express.js|ExpressJS|Express JS', 'NestJS|Nest.js', 'Django', 'Flask', 'FastAPI',
  'Spring Boot|SpringBoot', 'Spring Framework|Spring MVC', 'Hibernate', 'Ruby on Rails|=Rails', 'Laravel', 'Symfony',
  '.NET|.NET Core|.NET Framework|dotnet', 'ASP.NET|ASP.NET Core|ASP.NET MVC', 'Entity Framework', 'Microservices',
  'gRPC', 'Kafka|Apache Kafka', 'RabbitMQ', 'Celery', 'Socket.IO',
  // Databases
  'MySQL', 'PostgreSQL|Postgres', 'SQLite', 'Oracle Database|Oracle DB|=Oracle', 'Microsoft SQL Server|MS SQL Server|SQL Server|MSSQL',
  'MongoDB|Mongo', 'Redis', 'Cassandra', 'DynamoDB', 'Elasticsearch|Elastic Search', 'Firebase', 'Neo4j', 'MariaDB',
  'Snowflake', 'BigQuery', 'Amazon Redshift|Redshift', 'Supabase',
  // Cloud and DevOps
  'AWS|Amazon Web Services', 'Microsoft Azure|Azure', 'Google Cloud|GCP|Google Cloud Platform', 'Docker', 'Kubernetes|K8s',
  'Terraform', 'Ansible', 'Jenkins', 'GitHub Actions', 'GitLab CI', 'CI/CD', 'Git', 'GitHub', 'GitLab', 'Bitbucket',
  'Linux', 'Unix', 'Nginx', 'Apache HTTP Server|Apache Server', 'Prometheus', 'Grafana', '=Helm', 'AWS Lambda|=Lambda',
  'Serverless', 'DevOps', 'Site Reliability Engineering|SRE', 'Vercel', 'Heroku', 'OpenShift',
  // Testing and practices
  '=Jest', 'Vitest', 'Mocha', 'Cypress', 'Playwright', 'Selenium', 'JUnit', 'pytest', 'Postman', 'Unit Testing',
  'Test Automation|Automation Testing', 'Manual Testing', 'Test-Driven Development|TDD', 'Agile', 'Scrum', 'Kanban',
  'Jira', 'Confluence', 'Object-Oriented Programming|OOP|OOPS', 'Data Structures', 'Algorithms', 'System Design',
  'Design Patterns', 'Cybersecurity|Cyber Security|Information Security', 'OAuth', 'Android', 'iOS', 'Flutter', 'Xamarin',
  '=Unity', 'Figma', 'Adobe XD', 'Photoshop|Adobe Photoshop', 'Illustrator|Adobe Illustrator', 'UI/UX|UX Design|UI Design',
  // Data, analytics and AI
  'Machine Learning|=ML', 'Deep Learning', 'Artificial Intelligence|=AI', 'Natural Language Processing|NLP',
  'Computer Vision', 'Generative AI|GenAI', 'Large Language Models|LLM|LLMs', 'TensorFlow', 'PyTorch', 'Keras',
  'scikit-learn|sklearn|scikit learn', 'Pandas', 'NumPy', 'SciPy', 'Matplotlib', 'Seaborn', 'Jupyter', 'Apache Spark|=Spark|PySpark',
  'Hadoop', '=Hive', 'Airflow|Apache Airflow', '=dbt', 'ETL', 'Data Warehousing|Data Warehouse', 'Data Analysis|Data Analytics',
  'Data Visualization|Data Visualisation', 'Data Science', 'Data Engineering', 'Data Mining', 'Big Data', 'Statistics',
  'Predictive Modeling|Predictive Modelling', 'A/B Testing', 'Tableau', 'Power BI|PowerBI', 'Looker', 'Qlik|QlikView|Qlik Sense',
  'Microsoft Excel|MS Excel|=Excel|Advanced Excel', 'Google Sheets', 'VLOOKUP', 'Pivot Tables|Pivot Table', '=SAS', 'SPSS',
  'Stata', 'Google Analytics', 'OpenCV', 'Hugging Face', 'LangChain', 'MLOps',
  // Office and business tools
  'Microsoft Office|MS Office', 'Microsoft Word|MS Word', 'Microsoft PowerPoint|MS PowerPoint|PowerPoint',
  'Microsoft Access|MS Access', '=Outlook|MS Outlook', 'Google Workspace|G Suite', '=Slack', 'Trello', 'Asana', '=Notion',
  'SharePoint', 'Zoho', 'HubSpot', 'Salesforce|SFDC', 'SAP', 'Oracle ERP', 'ERP', 'CRM', '=Tally|Tally ERP|Tally ERP 9|Tally Prime',
  // Sales and marketing
  'Sales', 'B2B Sales', 'B2C Sales', 'Inside Sales', 'Field Sales', 'Lead Generation', 'Cold Calling', 'Business Development',
  'Account Management|Key Account Management', 'Client Relationship Management|Client Relations|Relationship Management',
  'Negotiation', 'Sales Forecasting', 'Pipeline Management', 'Channel Sales', 'Retail Sales', 'Pre-Sales|Presales',
  'Customer Success', 'Customer Service|Customer Support', 'Market Research', 'Digital Marketing', 'SEO|Search Engine Optimization',
  'SEM|Search Engine Marketing', 'Social Media Marketing', 'Content Marketing', 'Email Marketing', 'Google Ads|Google AdWords',
  'Brand Management', 'Product Marketing', 'Marketing Strategy', 'Copywriting', 'Public Relations|=PR',
  // Finance and accounting
  'Accounting', 'Financial Analysis', 'Financial Modeling|Financial Modelling', 'Financial Reporting', 'Budgeting',
  'Forecasting', 'Cost Accounting', 'Accounts Payable', 'Accounts Receivable', 'Bookkeeping', 'General Ledger',
  'Bank Reconciliation|Reconciliation', 'Auditing|Audit|Internal Audit', 'Taxation|Tax', 'GST', 'TDS', 'Income Tax',
  'IFRS', 'GAAP|US GAAP', 'Ind AS', 'QuickBooks', 'Xero', 'SAP FICO|SAP FI/CO', 'Treasury', 'Risk Management', 'Valuation',
  'Equity Research', 'Investment Banking', 'Credit Analysis', 'Payroll Processing', 'Variance Analysis', 'MIS Reporting|=MIS',
  'Compliance', 'Corporate Finance', 'Portfolio Management',
  // HR
  'Recruitment|Recruiting', 'Talent Acquisition', 'Sourcing', 'Onboarding', 'Payroll', 'Employee Relations',
  'Employee Engagement', 'Performance Management', 'Compensation and Benefits|Compensation & Benefits|C&B',
  'HR Policies', 'HR Operations', 'HRIS', 'HRMS', 'Workday', 'SAP SuccessFactors|SuccessFactors', 'BambooHR',
  'Labour Law|Labor Law|Labour Laws', 'Training and Development|Learning and Development|L&D', 'Succession Planning',
  'Workforce Planning', 'Exit Interviews', 'Background Verification', 'Statutory Compliance', 'Applicant Tracking System|ATS',
  'Campus Recruitment|Campus Hiring', 'Interviewing', 'Organisational Development|Organizational Development',
  // Operations and supply chain
  'Operations Management', 'Supply Chain Management|Supply Chain|SCM', 'Logistics', 'Inventory Management',
  'Procurement', 'Purchasing', 'Vendor Management', 'Warehouse Management', 'Demand Planning', 'Production Planning',
  'Lean Manufacturing', 'Six Sigma|Lean Six Sigma', 'Kaizen', '5S', 'Quality Control', 'Quality Assurance|QA',
  'ISO 9001', 'Process Improvement', 'Project Management', 'Program Management|Programme Management', 'Product Management',
  'PMP', 'PRINCE2', 'Stakeholder Management', 'Risk Assessment', 'Facilities Management', 'Fleet Management',
  'Health and Safety|HSE|EHS', 'Customer Experience', 'Business Analysis', 'Requirements Gathering', 'Process Mapping',
  // Engineering and design tools
  'AutoCAD', 'SolidWorks', 'CATIA', 'ANSYS', 'Revit', 'STAAD Pro|STAAD.Pro', 'PLC', 'SCADA', 'Embedded C', 'VLSI',
  'Verilog', 'MATLAB Simulink|Simulink', 'CNC Programming|CNC', 'GD&T', 'Primavera|Primavera P6', 'MS Project|Microsoft Project',
  // Soft skills
  'Communication|Communication Skills', 'Leadership', 'Team Management|Team Leadership', 'Teamwork', 'Problem Solving',
  'Critical Thinking', 'Time Management', 'Presentation Skills|Public Speaking', 'Mentoring|Coaching',
  'Strategic Planning', 'Decision Making', 'Conflict Resolution', 'Cross-functional Collaboration',
];
