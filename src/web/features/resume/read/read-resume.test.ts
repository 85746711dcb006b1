import { describe, expect, it } from 'vitest';
import { CV_DATA_MAX_BYTES } from '../../../../shared/contracts/resume.ts';
import { RESUME_MESSAGES } from '../../../../shared/domain/resume.ts';
import { makeDocx } from '../../../../../tests/support/make-docx.ts';
import { readResumeText, tidyCvText } from './read-resume.ts';

describe('tidyCvText', () => {
  it('keeps lines, one space between words and at most one blank line', () => {
    expect(tidyCvText('  Priya\u00a0  Shah \r\n\r\n\r\n\tCredit   Analyst\u0007\n')).toBe(
      'Priya Shah\n\nCredit Analyst',
    );
  });

  it('keeps a CV within what the analysis accepts', () => {
    const long = 'Analysed £ accounts. '.repeat(20_000);
    const fitted = tidyCvText(long, 'cv.txt');
    expect(fitted.length).toBeLessThan(long.length);
    expect(
      new TextEncoder().encode(JSON.stringify({ fileName: 'cv.txt', text: fitted })).length,
    ).toBeLessThanOrEqual(CV_DATA_MAX_BYTES);
    expect(long.startsWith(fitted)).toBe(true);
  });
});

describe('readResumeText', () => {
  it('reads a text file and a Word document', async () => {
    expect(await readResumeText(new File(['Priya Shah\n\nCredit analyst'], 'cv.txt'))).toBe(
      'Priya Shah\n\nCredit analyst',
    );
    const docx = makeDocx(['Priya Shah', 'Credit analyst at Northbank']);
    expect(await readResumeText(new File([new Uint8Array(docx)], 'cv.docx'))).toBe(
      'Priya Shah\n\nCredit analyst at Northbank',
    );
  });

  it('says when a file has no text, or is not a Word document after all', async () => {
    await expect(readResumeText(new File([' \n\t '], 'cv.txt'))).rejects.toThrow(
      RESUME_MESSAGES.noText,
    );
    await expect(readResumeText(new File(['not a zip'], 'cv.docx'))).rejects.toThrow(
      'This Word document could not be read.',
    );
  });
});
