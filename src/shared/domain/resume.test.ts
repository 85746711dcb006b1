import { describe, expect, it } from 'vitest';
import {
  defaultLevel,
  formatResumeSize,
  RESUME_MESSAGES,
  resumeFileError,
  scoreBand,
  severityColour,
} from './resume.ts';

describe('resume rules (SPEC.md sections 2 and 5)', () => {
  it('accepts PDF, Word and text files up to 5 MB, with the exact messages otherwise', () => {
    for (const name of ['cv.pdf', 'CV.DOCX', 'cv.doc', 'notes.txt'])
      expect(resumeFileError({ name, size: 1000 })).toBeNull();
    expect(resumeFileError({ name: 'cv.png', size: 1000 })).toBe(
      'Please upload a PDF, Word document, or text file',
    );
    expect(resumeFileError({ name: 'cv.pdf', size: 5_242_880 })).toBeNull();
    expect(resumeFileError({ name: 'cv.pdf', size: 5_242_881 })).toBe(
      'File size must be less than 5MB',
    );
    expect(RESUME_MESSAGES.defaultSummary).toBe('Analysis complete. See details below.');
  });

  it('shows sizes in MB with two decimals', () => {
    expect(formatResumeSize(1_289_748)).toBe('1.23 MB');
    expect(formatResumeSize(5_242_880)).toBe('5.00 MB');
  });

  it('colours scores at 80 and 60, and labels them', () => {
    expect([scoreBand(80), scoreBand(79), scoreBand(60), scoreBand(59)]).toEqual([
      'green',
      'yellow',
      'yellow',
      'red',
    ]);
    expect([defaultLevel(80), defaultLevel(60), defaultLevel(59)]).toEqual([
      'Excellent Match',
      'Good Match',
      'Developing Match',
    ]);
  });

  it('colours gaps: High red, Medium yellow, anything else blue', () => {
    expect(severityColour('High')).toBe('red');
    expect(severityColour('Medium')).toBe('yellow');
    expect(severityColour('Low')).toBe('blue');
    expect(severityColour(undefined)).toBe('blue');
  });
});
