import type { FaceBox } from 'contracts/schemas';
import { badRequest, type VisitorText } from '../../../platform/errors/domainError.js';

/** The face the parent chose, from thousandths of the photo; a box that leaves the photo is refused with `outside`. */
export function chosenFaceBox(field: string, outside: VisitorText): FaceBox {
  const [left, top, width, height] = field.split(',').map((part) => Number(part) / 1000);
  if (width === 0 || height === 0 || left + width > 1 || top + height > 1) throw badRequest(outside);
  return { left, top, width, height };
}
