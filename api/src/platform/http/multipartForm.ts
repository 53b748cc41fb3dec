import type { Static, TObject } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyRequest } from 'fastify';
import { LIMITS } from 'contracts/constants';
import { DomainError, invalidRequest, type VisitorText } from '../errors/domainError.js';
import { visitorText } from '../i18n/visitorText.js';

/** The upload limit's refusal: the form reader and the photo reader both say it. */
export const TOO_LARGE_MESSAGE: VisitorText = visitorText('http.photoTooLarge');

export interface MultipartForm {
  fields: Record<string, string>;
  file: { fieldName: string; fileName: string; bytes: Buffer } | null;
}

/** The largest file a form takes, and what a larger one is told. */
export interface FileLimit {
  maxBytes: number;
  tooLarge: VisitorText;
}

const PHOTO_LIMIT: FileLimit = { maxBytes: LIMITS.photoMaxBytes, tooLarge: TOO_LARGE_MESSAGE };

/**
 * A multipart form with at most one file: text fields as strings, the file's bytes. A file over the
 * limit (a photo's, unless another is given) answers 413 with its message; other sizes and counts are
 * bounded too, and a body that is not well-formed multipart answers 400.
 */
export async function readMultipartForm(request: FastifyRequest, limit: FileLimit = PHOTO_LIMIT): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new DomainError('unsupported-type', visitorText('http.notMultipart'));
  const fields: Record<string, string> = {};
  let file: MultipartForm['file'] = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: limit.maxBytes - 1, files: 1, fields: 20, fieldSize: 64 * 1024 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        file = { fieldName: part.fieldname, fileName: part.filename, bytes };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('too-large', limit.tooLarge);
    if (code === 'FST_FILES_LIMIT_REACHED') throw new DomainError('invalid', visitorText('http.severalPhotos'));
    // Anything else here is the body itself (cut short, a part without headers, a stray boundary): the sender's to fix.
    throw new DomainError('invalid', visitorText('http.malformedForm'));
  }
  return { fields, file };
}

/** A form's text fields converted to the schema's types (numbers, literals) and checked against it. */
export function formFields<T extends TObject>(schema: T, raw: Record<string, string>): Static<T> {
  const converted = Value.Convert(schema, raw);
  const errors = [...Value.Errors(schema, converted)].map((e) => `${e.path.slice(1)} ${e.message}`);
  if (errors.length) throw invalidRequest(errors.join('; '));
  return converted as Static<T>;
}
