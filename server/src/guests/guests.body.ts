import type { FastifyReply, FastifyRequest } from 'fastify';
import { detailError, fieldError, fieldErrors, HttpError, issue } from '../http';
import { UPLOAD_MESSAGES, uploadsBusy, type UploadGate } from '../media';
import { guestBodySchema, PHOTO_FIELDS, type PhotoField } from './guests.schema';

export type UploadedFiles = Partial<Record<PhotoField, Buffer>>;

const uploads = new WeakMap<FastifyRequest, UploadedFiles>();
const abandoned = new WeakMap<FastifyRequest, AbortSignal>();

/** The files of a multipart request (parsed by parseGuestBody). */
export const filesOf = (request: FastifyRequest): UploadedFiles => uploads.get(request) ?? {};

/** Aborted when the client of a multipart request goes away before its answer is sent. */
export const abandonedOf = (request: FastifyRequest): AbortSignal =>
  abandoned.get(request) ?? new AbortController().signal;

const isPhotoField = (name: string): name is PhotoField =>
  (PHOTO_FIELDS as readonly string[]).includes(name);

const multipartError = (err: unknown, maxFileBytes: number, field: string | null): HttpError => {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fieldErrors(
        {
          [field ?? 'non_field_errors']: [
            issue('file_too_large', UPLOAD_MESSAGES.tooLarge(maxFileBytes)),
          ],
        },
        413,
      );
    case 'FST_FILES_LIMIT':
      return detailError(
        'request_too_large',
        'Too many files: send at most document_photo and document_photo_back.',
      );
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return detailError('request_too_large', 'Too many fields in the form.');
    case 'FST_PROTO_VIOLATION':
      return detailError('parse_error', 'Malformed multipart body: forbidden field name.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return detailError('parse_error', 'Malformed multipart body: the request is not multipart.');
    default:
      return detailError(
        'parse_error',
        `Malformed multipart body: ${(err as Error).message ?? 'unreadable'}.`,
      );
  }
};

/**
 * preValidation hook: reads multipart/form-data into `request.body` (text fields, like a JSON
 * body) and the files (kept in memory, size-limited). JSON bodies pass through unchanged.
 * An upload holds a place of the gate until its answer is sent or its client has gone; with
 * every place taken it is refused before its body is read.
 */
export const parseGuestBody =
  (maxFileBytes: number, gate: UploadGate) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.isMultipart()) return;
    if (!gate.tryEnter()) {
      request.raw.resume();
      throw uploadsBusy(request.auth?.kind === 'owner' ? 'it' : 'en');
    }
    const gone = new AbortController();
    abandoned.set(request, gone.signal);
    reply.raw.once('close', () => {
      gate.leave();
      if (!reply.raw.writableFinished) gone.abort();
    });
    const fields: Record<string, string> = {};
    const files: UploadedFiles = {};
    let current: string | null = null;
    try {
      const parts = request.parts({
        limits: { fileSize: maxFileBytes, files: 2, fields: 30, parts: 32, fieldSize: 16_384 },
      });
      for await (const part of parts) {
        current = part.fieldname;
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        const buffer = await part.toBuffer();
        // A browser sends an empty, unnamed part for a file input left blank.
        if (buffer.length === 0 && !part.filename) continue;
        if (isPhotoField(part.fieldname)) files[part.fieldname] = buffer;
        else if (part.fieldname in guestBodySchema.shape) {
          throw fieldError(part.fieldname, 'invalid_type', 'Not a valid string.');
        } else fields[part.fieldname] = part.filename ?? '';
      }
    } catch (err) {
      // Let the client finish sending, so it can read the answer.
      request.raw.resume();
      throw multipartError(err, maxFileBytes, current);
    }
    request.body = fields;
    uploads.set(request, files);
  };
