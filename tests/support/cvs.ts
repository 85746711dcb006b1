/** CVs written for the tests: a finance graduate's and a nurse's, in different layouts. */
export const FINANCE_CV = `PRIYA SHARMA
London | priya.sharma@example.com | 07700 900123

PROFILE
Economics graduate with two internships in equity research and a strong grounding in financial modelling, valuation and clear written analysis of listed companies.

PROFESSIONAL EXPERIENCE
Summer Analyst, Equity Research
Holloway Pryce Securities, London
Jun 2024 - Aug 2024
• Built a three-statement earnings model for a FTSE 250 retailer in Excel and updated it after results
• Drafted sections of a 20-page initiation note; my valuation table (DCF and EV/EBITDA multiples) was published
• Compared 8 peers on FactSet and Bloomberg, saving the team 5 hours a week

Finance Intern | Aviva plc | 01/2023 – 03/2023
- Reconciled 1,200 ledger entries and reduced month-end queries by 30%

Barista, Pret A Manger    Sep 2020 to May 2022
Served 300 customers a day

EDUCATION
BSc (Hons) Economics, First Class
University of Warwick   2020 - 2023
A-levels: Mathematics A*, Economics A, History A

SKILLS
Excel, Python, Bloomberg, FactSet, PowerPoint, DCF valuation

CERTIFICATIONS
CFA Level I candidate (June 2025)
`;

export const NURSE_CV = `Grace Okonkwo
Registered Nurse (Adult) · Leeds · grace.okonkwo@example.com

Personal Statement
Compassionate adult nurse with six years on busy surgical and acute medical wards, calm in emergencies and committed to safe, dignified care for every patient.

Employment History
Leeds Teaching Hospitals NHS Trust
Senior Staff Nurse, Ward 24 (General Surgery)
March 2021 – Present
- Lead a team of 6 nurses and 4 healthcare assistants on day and night shifts
- Introduced a falls-prevention checklist that cut inpatient falls by 40% in a year
- Mentor student nurses from the University of Leeds on placement

Staff Nurse, Acute Medical Unit
Bradford Royal Infirmary
September 2018 to February 2021
- Assessed and admitted up to 20 patients a shift
- Managed the ward's stock ordering within a £15k monthly budget

Education
BSc (Hons) Adult Nursing, University of Leeds, 2015 - 2018

Skills
Patient assessment, wound care, IV therapy, medicines management, Microsoft Excel for rotas
`;

/** A list of finance words that says nothing of the work behind them. */
export const STUFFING = `
KEY SKILLS
DCF, LBO, valuation, financial modelling, three-statement model, Bloomberg, FactSet, Capital IQ, PitchBook, Excel, VBA, PowerPoint, pitch books, equity research, earnings models, financial statement analysis, industry analysis, presenting to clients, persuasive writing, CFA, M&A, IPO, leveraged finance, credit analysis, derivatives, the Greeks, VaR, stress testing, Python, SQL, KYC, AML
`;
