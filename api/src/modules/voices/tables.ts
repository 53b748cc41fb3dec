/** The tables this module keeps, added to the database's map of tables (see platform/db/database.ts). */
import type { Language } from 'contracts/languages';

/** A story page read aloud: one recording a page, the last one kept. */
export interface PageVoicesTable {
  request_uuid: string;
  page: number;
  reader: string;
  language: Language;
  seconds: number;
  /** The object store's key of the playable audio (AAC in MP4). */
  audio_key: string;
  /** 'owner', or the id of the record link it came by. */
  recorded_by: string;
  recorded_at: string;
}

/** A link the book's owner gave someone in the family to record pages with. */
export interface RecordLinksTable {
  link_id: string;
  request_uuid: string;
  reader: string;
  /** What the link's signature is bound to: deleting the row ends the link. */
  nonce: string;
  created_at: string;
  expires_at: string;
}

/** The printed book's link to its recordings: one a book, its QR code printed once. */
export interface ListenLinksTable {
  request_uuid: string;
  nonce: string;
  created_at: string;
  expires_at: string;
  /** When the owner stopped it; the printed code then says so. */
  stopped_at: string | null;
}

declare module '../../platform/db/database.js' {
  interface Database {
    page_voices: PageVoicesTable;
    record_links: RecordLinksTable;
    listen_links: ListenLinksTable;
  }
}
