import { ExtractResponseSchema } from '../../../../shared/contracts/resume.ts';
import { ScreeningError, WORD_UNREADABLE } from '../screening-error.ts';
import { responseError } from './response-error.ts';

/**
 * POST /api/cv-screening/extract (PRODUCT.md D13): an old Word `.doc` is read on the server, which
 * answers with its text or says why it could not.
 */
export async function extractDocText(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch('/api/cv-screening/extract', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  });
  if (!response.ok) throw new ScreeningError(await responseError(response, WORD_UNREADABLE));
  const parsed = ExtractResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ScreeningError(WORD_UNREADABLE);
  return parsed.data.text;
}
