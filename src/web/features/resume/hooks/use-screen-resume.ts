import { useMutation } from '@tanstack/react-query';
import { RESUME_MESSAGES } from '../../../../shared/domain/resume.ts';
import { analyzeResume, type ScreeningJob, type ScreeningReport } from '../api/analyze-resume.ts';
import { readResumeText } from '../read/read-resume.ts';
import { ScreeningError } from '../screening-error.ts';

export interface Screening {
  fileName: string;
  report: ScreeningReport;
}

/**
 * Screening a CV (SPEC.md section 4): its text is read, then analysed for the role. A failure
 * carries the sentence to show: the reader's or the server's, else SPEC.md's 'Please try again'.
 */
export function useScreenResume() {
  return useMutation({
    mutationFn: async ({ file, job }: { file: File; job: ScreeningJob }): Promise<Screening> => {
      try {
        const text = await readResumeText(file);
        return {
          fileName: file.name,
          report: await analyzeResume({ fileName: file.name, text }, job),
        };
      } catch (error) {
        if (error instanceof ScreeningError) throw error;
        throw new ScreeningError(RESUME_MESSAGES.unknown, { cause: error });
      }
    },
  });
}
