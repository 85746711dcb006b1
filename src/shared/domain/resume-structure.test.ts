import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ParsedResumeSchema } from '../contracts/resume.ts';
import { findDateRange, sectionsOf, structureResume } from './resume-structure.ts';

const LAYOUTS = new URL('../../../tests/fixtures/resumes/layouts/', import.meta.url);

interface Expected {
  name: string;
  experience?: Array<{ title: string; organisation: string; dates: string }>;
  education?: Array<{ qualification: string; institution: string }>;
  skills?: string[];
  certifications?: string[];
}

/** Compared as the fixtures' author wrote them: case and runs of spaces do not matter. */
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const monthOf = (year: number, month: number) => (year - 1970) * 12 + (month - 1);

const layouts = readdirSync(LAYOUTS)
  .filter((f) => f.endsWith('.txt'))
  .map((f) => ({
    file: f,
    text: readFileSync(new URL(f, LAYOUTS), 'utf8'),
    expected: JSON.parse(
      readFileSync(new URL(f.replace(/\.txt$/, '.expected.json'), LAYOUTS), 'utf8'),
    ) as Expected,
  }));

describe('structureResume on CVs in varied layouts', () => {
  it('has the fixtures to check', () => {
    expect(layouts.length).toBeGreaterThanOrEqual(14);
  });

  it.each(layouts)('reads $file as its expected file says', ({ text, expected }) => {
    const got = structureResume(text);
    expect(() => ParsedResumeSchema.parse(got)).not.toThrow();
    expect(norm(got.name)).toBe(norm(expected.name));
    for (const e of expected.experience ?? []) {
      const parsed = got.experience.map((g) => [g.title, g.organisation, g.dates].map(norm));
      expect(parsed).toContainEqual([e.title, e.organisation, e.dates].map(norm));
    }
    for (const e of expected.education ?? []) {
      const hit = got.education.some(
        (g) =>
          norm(g.qualification).includes(norm(e.qualification)) &&
          norm(g.institution).includes(norm(e.institution)),
      );
      expect(hit, `education ${JSON.stringify(e)} in ${JSON.stringify(got.education)}`).toBe(true);
    }
    for (const skill of expected.skills ?? [])
      expect(
        got.skills.some((g) => norm(g).includes(norm(skill))),
        `skill ${skill} in ${JSON.stringify(got.skills)}`,
      ).toBe(true);
    for (const c of expected.certifications ?? [])
      expect(
        got.certifications.some((g) => norm(g).includes(norm(c)) || norm(c).includes(norm(g))),
        `certification ${c} in ${JSON.stringify(got.certifications)}`,
      ).toBe(true);
  });
});

const header = (cv: string) =>
  structureResume(cv).experience.map((e) => [e.title, e.organisation, e.dates]);

describe('entries start at dates in headers, not at years in sentences', () => {
  it('does not start an entry at a year inside a bullet or a sentence', () => {
    const cv = [
      'Jane Doe',
      '',
      'Experience',
      'Associate, M&A | Rothschild & Co | Sep 2023 - Present',
      '- Train two analysts; ran the London analyst modelling course in 2024 and 2025',
      '- Ideas contributed +4.1% to',
      'fund return in 2024 and +2.6% in 2025',
      '- Designed the stress scenarios for a 2022-style gilt sell-off',
      '* Won 14 new hedging relationships in 2024–2025, mainly from importers',
      'Nurse in charge on two shifts a week since 2023, coordinating nine staff',
      'Mentor for student nurses (12 students supported since 2022)',
      'Redeployed to the ICU surge team (January to March 2021)',
      '',
      'Analyst, M&A | Rothschild & Co | Sep 2021 - Aug 2023',
      '- Worked on 11 live mandates',
    ].join('\n');
    expect(header(cv)).toEqual([
      ['Associate, M&A', 'Rothschild & Co', 'Sep 2023 - Present'],
      ['Analyst, M&A', 'Rothschild & Co', 'Sep 2021 - Aug 2023'],
    ]);
    const [first] = structureResume(cv).experience;
    // The wrapped line joins its bullet; the sentences stay the entry's lines.
    expect(first!.lines).toContain(
      'Ideas contributed +4.1% to fund return in 2024 and +2.6% in 2025',
    );
    expect(first!.lines).toHaveLength(7);
  });

  it('starts an entry at a lone year or month-year on a short header line', () => {
    const cv = [
      'Work Experience',
      'Spring Insight Programme',
      'Barclays Investment Bank, London',
      'Apr 2024',
      '• One of 60 students chosen from 4,000 applicants',
      'Marketing Assistant, Ashford Events Ltd, 2016',
    ].join('\n');
    expect(header(cv)).toEqual([
      ['Spring Insight Programme', 'Barclays Investment Bank', 'Apr 2024'],
      ['Marketing Assistant', 'Ashford Events Ltd', '2016'],
    ]);
  });
  it('reads a header written after its date', () => {
    const cv = [
      'Experience',
      '2019 – Present',
      'Senior Analyst',
      'Barclays, London',
      '- Covered UK banks',
      'Jan 2017 – Dec 2017: Intern, KPMG',
      '- Audit support',
    ].join('\n');
    expect(header(cv)).toEqual([
      ['Senior Analyst', 'Barclays', '2019 – Present'],
      ['Intern', 'KPMG', 'Jan 2017 – Dec 2017'],
    ]);
  });
});

describe('titles and organisations', () => {
  it('keeps a title with a comma or dash sub-title whole, on one line or over three', () => {
    const cv = [
      'Experience',
      'Analyst, Corporate Finance | Cavendish Hollis Partners | Jul 2024 – Present',
      '- Built valuation models',
      'Graduate Trainee, Retail Banking',
      'Santander UK, Leeds',
      'Sep 2017 – Dec 2018',
      '- Branch rotations',
      'FX Dealer – Corporate Payments',
      'Western Union Business Solutions, London',
      'Jan 2019 – Feb 2022',
      '- Dealt spot FX',
      'Credit Analyst, Corporate Banking\tSep 2022 – Present',
      'Sumitomo Mitsui Banking Corporation (SMBC), London',
      '- Analyse corporate borrowers',
      'Senior Backend Engineer — Gousto (recipe box delivery), London — Jan 2022 – Present',
    ].join('\n');
    expect(header(cv)).toEqual([
      ['Analyst, Corporate Finance', 'Cavendish Hollis Partners', 'Jul 2024 – Present'],
      ['Graduate Trainee, Retail Banking', 'Santander UK', 'Sep 2017 – Dec 2018'],
      ['FX Dealer – Corporate Payments', 'Western Union Business Solutions', 'Jan 2019 – Feb 2022'],
      [
        'Credit Analyst, Corporate Banking',
        'Sumitomo Mitsui Banking Corporation (SMBC)',
        'Sep 2022 – Present',
      ],
      ['Senior Backend Engineer', 'Gousto', 'Jan 2022 – Present'],
    ]);
  });

  it('reads the firm first when the firm is written first', () => {
    const cv = [
      'Professional Experience',
      'Artemis Investment Management LLP, London',
      'Fund Manager, UK Equity Income',
      '2018 – Present',
      'Numis Securities (now Deutsche Numis) | London',
      'Equity Research Analyst, Consumer | 2019 – 2023',
      "Argos (Sainsbury's Group), Milton Keynes",
      'Assistant Management Accountant',
      '01/2019 – 06/2021',
    ].join('\n');
    expect(header(cv)).toEqual([
      ['Fund Manager, UK Equity Income', 'Artemis Investment Management LLP', '2018 – Present'],
      ['Equity Research Analyst, Consumer', 'Numis Securities', '2019 – 2023'],
      ['Assistant Management Accountant', 'Argos', '01/2019 – 06/2021'],
    ]);
  });

  it('drops a note in parentheses after a title', () => {
    expect(
      header('Experience\nBookseller (part-time)\nWaterstones, Durham\nOct 2023 – May 2025'),
    ).toEqual([['Bookseller', 'Waterstones', 'Oct 2023 – May 2025']]);
  });
});

describe('the name', () => {
  it.each([
    ['MARCUS WHITFIELD ACA', 'Marcus Whitfield'],
    ["Grace O'Connell RN", "Grace O'Connell"],
    ['DANIEL OKONKWO CFA', 'Daniel Okonkwo'],
    ['VIKRAM DESAI, FRM', 'Vikram Desai'],
    ['Adam Cheng CEng MICE', 'Adam Cheng'],
    ['Dr Emily Zhao', 'Emily Zhao'],
    ['HUGO MARSDEN — MOTION DESIGNER', 'Hugo Marsden'],
  ])('reads %s as %s', (line, name) => {
    const cv = `${line}\nLondon | someone@example.com | 07700 900000\n\nProfile\nAn analyst.`;
    expect(norm(structureResume(cv).name)).toBe(norm(name));
  });

  it('finds the name after a sidebar, and not in the address', () => {
    const cv = [
      'CONTACT',
      'sophie.turnerbell@example.com',
      '07700 900434',
      'Milton Keynes',
      '',
      'KEY SKILLS',
      'Power BI',
      'Anaplan',
      '',
      'QUALIFICATIONS',
      'AAT Level 4 Diploma',
      '',
      'Sophie Turner-Bell',
      'FP&A Analyst',
      '',
      'PROFILE',
      'FP&A analyst with six years in retail finance.',
    ].join('\n');
    const parsed = structureResume(cv);
    expect(parsed.name).toBe('Sophie Turner-Bell');
    // The name starts the main column: it and its headline are not qualifications.
    expect(parsed.certifications).toEqual(['AAT Level 4 Diploma']);
    expect(parsed.skills).toEqual(['Power BI', 'Anaplan']);
  });
});

describe('two columns', () => {
  it('reads columns printed side by side as two streams', () => {
    const pad = (left: string, right = '') => (right ? left.padEnd(41) + right : left);
    const cv = [
      'Kavya Raman',
      'Analyst, Corporate Finance',
      '',
      pad('Contact', 'Experience'),
      pad('07700 900588', 'Analyst, Corporate Finance'),
      pad('kavya.raman@example.com', 'Cavendish Hollis Partners, Manchester'),
      ' '.repeat(41) + 'Jul 2024 – Present',
      pad('Skills', '• Analyst on a four-person team advising owner-managed'),
      pad('Excel (advanced)', 'businesses in the North West on sales and MBOs'),
      pad('Financial modelling', '• Build valuation models and run comps'),
      pad('Capital IQ', 'Audit Trainee'),
      ' '.repeat(41) + 'Beever and Struthers, Manchester',
      ' '.repeat(41) + 'Sep 2022 – Jun 2024',
      '',
      ' '.repeat(41) + 'Education',
      ' '.repeat(41) + 'BA (Hons) Economics and Finance',
      ' '.repeat(41) + 'University of Manchester, 2019 – 2022',
    ].join('\n');
    const parsed = structureResume(cv);
    expect(parsed.experience.map((e) => [e.title, e.organisation, e.dates])).toEqual([
      ['Analyst, Corporate Finance', 'Cavendish Hollis Partners', 'Jul 2024 – Present'],
      ['Audit Trainee', 'Beever and Struthers', 'Sep 2022 – Jun 2024'],
    ]);
    expect(parsed.experience[0]!.lines[0]).toBe(
      'Analyst on a four-person team advising owner-managed businesses in the North West on sales and MBOs',
    );
    expect(parsed.skills).toEqual(['Excel (advanced)', 'Financial modelling', 'Capital IQ']);
    expect(parsed.education[0]).toMatchObject({
      qualification: 'BA (Hons) Economics and Finance',
      institution: 'University of Manchester',
    });
  });

  it('keeps right-aligned dates on their header lines (not a second column)', () => {
    const cv = [
      'JAMES FERREIRA',
      '07700 900129 | james.ferreira@example.com',
      '',
      'EXPERIENCE',
      `${'Bridgepoint, London'.padEnd(70)}Sep 2024 – Present`,
      'Private Equity Associate, Mid-Market Fund',
      '- Ran the financial model',
      `${'Jefferies, London'.padEnd(70)}Jul 2022 – Aug 2024`,
      'Investment Banking Analyst, Financial Sponsors Group',
      '- Built LBO models',
      '',
      'EDUCATION',
      `${'University of Oxford, Balliol College'.padEnd(70)}2019 – 2022`,
      'BA Philosophy, Politics and Economics – First Class Honours',
    ].join('\n');
    expect(header(cv)).toEqual([
      ['Private Equity Associate, Mid-Market Fund', 'Bridgepoint', 'Sep 2024 – Present'],
      ['Investment Banking Analyst, Financial Sponsors Group', 'Jefferies', 'Jul 2022 – Aug 2024'],
    ]);
    expect(structureResume(cv).education[0]).toMatchObject({
      qualification: 'BA Philosophy, Politics and Economics',
      institution: 'University of Oxford',
      dates: '2019 – 2022',
    });
  });

  it('separates two columns interleaved line by line', () => {
    const cv = [
      'Steven Marsh',
      'Store Manager',
      'Experience',
      'Store Manager',
      '07700 900834',
      'Next, Meadowhall, Sheffield',
      'steven.marsh@example.com',
      'Apr 2020 – Present',
      'Sheffield',
      '• Run a 30,000 sq ft flagship store with 85 colleagues',
      'Key Skills',
      '• Cut stock loss from 1.9% to 1.1% of sales with a new security and',
      'Retail operations',
      'receiving process',
      'Team leadership',
      'Deputy Store Manager',
      'Recruitment',
      'Next, Crystal Peaks, Sheffield',
      'Rota planning',
      'Feb 2016 – Mar 2020',
      'Customer service',
      '• Managed recruitment of 40 seasonal staff each year',
      'Education',
      'Longley Park Sixth Form College, Sheffield',
      'A-levels: Business Studies (B), ICT (C), 2007 – 2009',
    ].join('\n');
    const parsed = structureResume(cv);
    expect(parsed.experience.map((e) => [e.title, e.organisation, e.dates])).toEqual([
      ['Store Manager', 'Next', 'Apr 2020 – Present'],
      ['Deputy Store Manager', 'Next', 'Feb 2016 – Mar 2020'],
    ]);
    expect(parsed.experience[0]!.lines).toContain(
      'Cut stock loss from 1.9% to 1.1% of sales with a new security and receiving process',
    );
    expect(parsed.skills).toEqual([
      'Retail operations',
      'Team leadership',
      'Recruitment',
      'Rota planning',
      'Customer service',
    ]);
    expect(parsed.education).toHaveLength(1);
  });
});

describe('education', () => {
  it('keeps the parentheses of a degree and drops its grade and dates', () => {
    const cv = [
      'Education',
      'BA (Hons) Economics, University of Leeds, 2014 – 2017 (2:1)',
      'BSC (HONS) ECONOMICS | UNIVERSITY OF NOTTINGHAM | 2012 – 2015 | FIRST CLASS',
      'University of Bath – BSc Economics and Accounting, First Class (2020 – 2024)',
    ].join('\n');
    expect(structureResume(cv).education).toMatchObject([
      {
        qualification: 'BA (Hons) Economics',
        institution: 'University of Leeds',
        dates: '2014 – 2017',
      },
      {
        qualification: 'BSC (HONS) ECONOMICS',
        institution: 'UNIVERSITY OF NOTTINGHAM',
        dates: '2012 – 2015',
      },
      {
        qualification: 'BSc Economics and Accounting',
        institution: 'University of Bath',
        dates: '2020 – 2024',
      },
    ]);
  });

  it('reads A-levels with no institution, and A-levels under their school', () => {
    const cv = [
      'Education',
      "St Saviour's and St Olave's School",
      'A-levels: Biology (A), Chemistry (B)',
      '2015 to 2017',
      'BA (Hons) Business Management, Leeds Beckett University, 2020 – 2023',
      'A-levels: Business, Sociology, PE',
    ].join('\n');
    expect(structureResume(cv).education).toMatchObject([
      {
        qualification: 'A-levels: Biology (A), Chemistry (B)',
        institution: "St Saviour's and St Olave's School",
        dates: '2015 to 2017',
      },
      {
        qualification: 'BA (Hons) Business Management',
        institution: 'Leeds Beckett University',
        dates: '2020 – 2023',
      },
      { qualification: 'A-levels: Business, Sociology, PE', institution: '', dates: '' },
    ]);
  });
});

describe('certifications', () => {
  it('takes the lines of a certifications section, without their dates', () => {
    const cv = [
      'Registration and Training',
      'NMC Registered Nurse (Adult)',
      'Immediate Life Support (ILS), renewed 2025',
      'Certifications',
      'AWS Certified Solutions Architect – Associate (2023)',
      "Moody's Analytics Certificate in Commercial Credit",
      'FRM Part I (passed May 2025); Part II booked for November 2026',
    ].join('\n');
    expect(structureResume(cv).certifications).toEqual([
      'NMC Registered Nurse (Adult)',
      'Immediate Life Support (ILS)',
      'AWS Certified Solutions Architect – Associate',
      "Moody's Analytics Certificate in Commercial Credit",
      'FRM Part I',
    ]);
  });

  it('sorts a Qualifications section into degrees and certificates', () => {
    const cv = [
      'Qualifications',
      'BSc Computer Science, University of Leeds, 2014 – 2017 (First Class)',
      'AWS Certified Solutions Architect – Associate (2023)',
      'A-levels: Computer Science (A*), Mathematics (A)',
      'AAT Level 4 Diploma',
    ].join('\n');
    const parsed = structureResume(cv);
    expect(parsed.education.map((e) => e.qualification)).toEqual([
      'BSc Computer Science',
      'A-levels: Computer Science (A*), Mathematics (A)',
    ]);
    expect(parsed.certifications).toEqual([
      'AWS Certified Solutions Architect – Associate',
      'AAT Level 4 Diploma',
    ]);
    // The screener reads sections as the headings cut them: Qualifications stays education.
    expect(sectionsOf(cv).sections.get('education')).toHaveLength(4);
  });

  it('still finds finance qualifications named elsewhere, the fullest form once', () => {
    const cv = 'DANIEL OKONKWO CFA\n\nProfile\nCFA Charterholder since 2012; holds the IMC.';
    expect(structureResume(cv).certifications).toEqual(['CFA Charterholder', 'IMC']);
  });
});

describe('dates', () => {
  it.each([
    ['Jan 2021 - Present', monthOf(2021, 1), null],
    ['01/2019 – 06/2021', monthOf(2019, 1), monthOf(2021, 6)],
    ['2018-2020', monthOf(2018, 1), monthOf(2020, 12)],
    ['September 2017 to July 2020', monthOf(2017, 9), monthOf(2020, 7)],
    ['Mar 2022 – Current', monthOf(2022, 3), null],
    ['2021 to date', monthOf(2021, 1), null],
    ['2018–19', monthOf(2018, 1), monthOf(2019, 12)],
    ['Apr 2024', monthOf(2024, 4), monthOf(2024, 4)],
    ['2016', monthOf(2016, 1), monthOf(2016, 12)],
  ])('reads %s', (text, startMonth, endMonth) => {
    expect(findDateRange(`Analyst, Barclays | ${text}`)).toMatchObject({
      text,
      startMonth,
      endMonth,
    });
    const cv = `Experience\nAnalyst\nBarclays, London\n${text}\n- Covered banks`;
    expect(structureResume(cv).experience).toMatchObject([
      { title: 'Analyst', organisation: 'Barclays', dates: text, startMonth, endMonth },
    ]);
  });

  it('does not read figures as dates', () => {
    expect(findDateRange('EV of £2000m')).toBeNull();
    expect(findDateRange('a 2022-style gilt sell-off')).toBeNull();
  });
});

describe('limits and speed', () => {
  const role = (i: number) =>
    [
      `Analyst ${i}, Equity Research | Firm ${i} Securities | Jan ${2000 + i} - Dec ${2001 + i}`,
      ...Array.from(
        { length: 6 },
        (_, j) =>
          `- Covered ${10 + j} stocks in consumer and leisure sectors, publishing notes on earnings, valuation and capital allocation for institutional clients`,
      ),
    ].join('\n');
  const long = [
    'Alex Long',
    'alex.long@example.com | 07700 900000',
    '',
    'Experience',
    ...Array.from({ length: 14 }, (_, i) => role(i)),
    'Skills',
    Array.from({ length: 40 }, (_, i) => `Tool${i}`).join(', '),
  ].join('\n');

  it('keeps to the schema’s limits', () => {
    const parsed = structureResume(long);
    expect(() => ParsedResumeSchema.parse(parsed)).not.toThrow();
    expect(parsed.experience).toHaveLength(10);
    expect(parsed.skills).toHaveLength(20);
  });

  it('structures a 900-word CV well under 20 ms', () => {
    expect(long.split(/\s+/).length).toBeGreaterThan(900);
    structureResume(long);
    const times = Array.from({ length: 5 }, () => {
      const start = performance.now();
      structureResume(long);
      return performance.now() - start;
    }).sort((a, b) => a - b);
    expect(times[2]!).toBeLessThan(20);
  });
});
