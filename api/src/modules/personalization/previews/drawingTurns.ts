import type { Db } from '../../../platform/db/database.js';

/**
 * A book's turn in the drawing queues for `pictures` more pages or covers: its jobs' priority, lower the
 * more the book has been drawn before. A new customer's first pages are drawn before the pictures of a book
 * drawn again and again, whoever asks for those and however often.
 */
export async function takeDrawingTurn(trx: Db, requestUuid: string, pictures: number): Promise<number> {
  const row = await trx
    .updateTable('book_previews')
    .set((eb) => ({ pages_asked: eb('pages_asked', '+', pictures) }))
    .where('request_uuid', '=', requestUuid)
    .returning('pages_asked')
    .executeTakeFirst();
  return -((row?.pages_asked ?? pictures) - pictures);
}
