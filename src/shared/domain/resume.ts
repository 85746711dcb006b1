/**
 * SPEC.md sections 2, 5 and 9: the resume file rules, the score bands and the defaults the report
 * falls back on. The page and the server both use them.
 */
export const RESUME_MAX_BYTES = 5_242_880;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const;
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');
export const RESUME_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
] as const;

export const RESUME_MESSAGES = {
  type: 'Please upload a PDF, Word document, or text file',
  size: 'File size must be less than 5MB',
  failed: 'Failed to analyze CV',
  unknown: 'Failed to analyze CV. Please try again.',
  pdfUnreadable: 'PDF could not be parsed',
  noText:
    'We could not find any text in this file. If it is a scanned document, please upload a PDF or Word file with selectable text.',
  defaultSummary: 'Analysis complete. See details below.',
} as const;

export type ResumeKind = 'pdf' | 'doc' | 'docx' | 'txt';

/** The kind of a chosen file by its name, or null when it is not one we read. */
export function resumeKindOf(fileName: string): ResumeKind | null {
  const match = /\.(pdf|docx?|txt)$/i.exec(fileName.trim());
  return match ? (match[1]!.toLowerCase() as ResumeKind) : null;
}

/** SPEC.md: the checks made when a file is chosen; null when the file is fine. */
export function resumeFileError(file: { name: string; size: number }): string | null {
  if (!resumeKindOf(file.name)) return RESUME_MESSAGES.type;
  if (file.size > RESUME_MAX_BYTES) return RESUME_MESSAGES.size;
  return null;
}

/** '1.23 MB': the size shown beside a chosen file. */
export const formatResumeSize = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

export type ScoreBand = 'green' | 'yellow' | 'red';
export const scoreBand = (score: number): ScoreBand =>
  score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'red';

export const defaultLevel = (score: number) =>
  score >= 80 ? 'Excellent Match' : score >= 60 ? 'Good Match' : 'Developing Match';

export type SeverityColour = 'red' | 'yellow' | 'blue';
export const severityColour = (severity: string | undefined): SeverityColour =>
  severity === 'High' ? 'red' : severity === 'Medium' ? 'yellow' : 'blue';
