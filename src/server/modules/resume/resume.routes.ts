import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnalyzeRequestSchema,
  AnalyzeResponseSchema,
  ExtractResponseSchema,
} from '../../../shared/contracts/resume.ts';
import { RESUME_MAX_BYTES, RESUME_MESSAGES } from '../../../shared/domain/resume.ts';
import { AppError } from '../../errors.ts';
import { extractResumeText } from './extract-text.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { ResumeService } from './resume.service.ts';

export const resumeRoutes: FastifyPluginAsyncZod<{
  resume: ResumeService | null;
  billing: Pick<BillingService, 'requireOpened'>;
}> = async (app, { resume, billing }) => {
  const service = () => {
    if (!resume)
      throw new AppError(503, 'resume-unavailable', 'CV screening is not available right now.');
    return resume;
  };

  // One file per request, refused past 5 MB while it streams in, never written to disk.
  await app.register(multipart, {
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });

  /** The multipart plugin's own errors, in the words SPEC.md and a person use. */
  const uploadError = (error: unknown): AppError => {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      return new AppError(413, 'file-too-large', RESUME_MESSAGES.size);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      return new AppError(
        400,
        'not-multipart',
        'Send the CV as a file upload (multipart/form-data, field "file").',
      );
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      return new AppError(413, 'too-many-files', 'Please upload one file at a time.');
    if (error instanceof AppError) return error;
    return new AppError(400, 'upload-failed', 'The file did not arrive whole. Please try again.');
  };

  /** SPEC.md D13: the text of an old Word (.doc) CV, which the browser cannot read itself. */
  app.post(
    '/cv-screening/extract',
    { schema: { response: { 200: ExtractResponseSchema } } },
    async (request) => {
      await app.requireEntitlement(request);
      let file;
      let bytes: Buffer;
      try {
        file = await request.file();
        if (!file) throw new AppError(400, 'no-file', 'Please choose a file to upload.');
        bytes = await file.toBuffer();
      } catch (error) {
        throw uploadError(error);
      }
      const { text } = await extractResumeText(bytes, file.filename);
      return { text };
    },
  );

  app.post(
    '/cv-screening/analyze',
    { schema: { body: AnalyzeRequestSchema, response: { 200: AnalyzeResponseSchema } } },
    async (request, reply) => {
      const entitled = await app.requireEntitlement(request);
      billing.requireOpened(entitled, request.body.jobProfile.id);
      const abort = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      return { analysis: await service().analyze(entitled.user.id, request.body, abort.signal) };
    },
  );
};
