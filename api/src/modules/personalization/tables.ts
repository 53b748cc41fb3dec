/** The tables this module keeps, added to the database's map of tables (see platform/db/database.ts). */
import { Type } from '@sinclair/typebox';
import { Companions, HeroLook } from 'contracts/schemas';
import type { Generated } from 'kysely';
import type { Language } from 'contracts/languages';

/** A book of pages: a sample flipbook or a visitor's ordered book. */
export interface BooksTable {
  request_uuid: string;
  product_id: number;
  /** JSON: Record<pageNumber, imageUrl> */
  pages: string;
  created_at: string;
}

/** A visitor's personalization request (child details), created by the personalization flow. */
export interface BookRequestsTable {
  request_uuid: string;
  product_id: number;
  child_first_name: string;
  gender: 'Boy' | 'Girl';
  age: number;
  birth_month: number;
  /** The book's language: its story, pictures, print PDF and emails. */
  language: Generated<Language>;
  /** A bilingual book's second language, printed after the first on each text page; null: one language. */
  second_language: Generated<Language | null>;
  /** The child's name in Devanagari, for the book's Hindi words; null: the first name as typed. */
  hindi_first_name: Generated<string | null>;
  /** The session that created the request. */
  session_id: string | null;
  /** SHA-256 of the secret issued with the request id, which the visitor's draft keeps. */
  access_key_hash: string | null;
  /** What the request's email links are bound to; reset (null) revokes them. */
  link_nonce: string | null;
  /** The nonce the book's family share links are bound to (null: none given out, or sharing stopped). */
  share_nonce: Generated<string | null>;
  created_at: string;
}

export interface PhotosTable {
  request_uuid: string;
  /** Random file name under DATA_DIR/photos: photo addresses are never guessable. */
  file_name: string;
  status: 'ok' | 'warning';
  width: number;
  height: number;
  /** JSON: { box, landmarks } in the stored photo's pixels. */
  face: string;
  estimated_skin_tone: string;
  chosen_skin_tone: string | null;
  /** JSON HeroLook: the hero proposed from the photo (null for photos kept before heroes were). */
  proposed_hero: string | null;
  uploaded_at: string;
}

export interface BookPreviewsTable {
  request_uuid: string;
  skin_tone: string;
  /** JSON HeroLook: the hero the parent confirmed, drawn on every page (null for previews started before heroes were). */
  hero: string | null;
  /** JSON Companion[]: the people and pets beside the hero, drawn on the pages their story brings them (null: none). */
  companions: Generated<string | null>;
  /** Random part of every generated image's file name, so image addresses cannot be guessed. */
  image_token: string;
  /** The image token the preview's own cover was last drawn for: drawn for its present hero when equal. */
  cover_token: Generated<string | null>;
  started_at: string;
  /** Pages and covers queued for drawing over the preview's life: the less, the sooner its next ones are drawn. */
  pages_asked: Generated<number>;
}

export type PageJobStatus = 'pending' | 'queued' | 'processing' | 'completed' | 'available' | 'error';

export interface PageJobsTable {
  /** `${requestUuid}:${pageNumber}` */
  job_id: string;
  request_uuid: string;
  page_number: number;
  status: PageJobStatus;
  attempts: number;
  /** JSON: image addresses, one per option */
  images: string | null;
  error: string | null;
  queued_at: string | null;
  updated_at: string;
}

/** A parent's or guardian's agreement to a child's photo being used, recorded before the photo is read. */
export interface PhotoConsentsTable {
  consent_id: string;
  purpose: 'book' | 'quick_preview' | 'companion';
  /** The book request the photo is for; none for a quick preview. */
  request_uuid: string | null;
  /** Who agreed: the anonymous session that sent the photo. */
  session_id: string;
  /** The version of the consent wording agreed to (PHOTO_CONSENT.version). */
  consent_version: string;
  /** The language that wording was shown in (English governs; the Hindi is its translation). */
  consent_language: Generated<Language>;
  /** The privacy policy's Last Updated date at the time. */
  privacy_version: string;
  consented_at: string;
}

declare module '../../platform/db/database.js' {
  interface Database {
    books: BooksTable;
    book_requests: BookRequestsTable;
    photos: PhotosTable;
    book_previews: BookPreviewsTable;
    page_jobs: PageJobsTable;
    photo_consents: PhotoConsentsTable;
  }
}

/** The shapes of this module's columns that hold JSON text, each read with `readJsonColumn`. */
export const PERSONALIZATION_JSON_COLUMNS = {
  /** A book's chosen picture per page number. */
  chosenPages: Type.Record(Type.String(), Type.String()),
  generatedImages: Type.Array(Type.String()),
  /** How the hero is drawn. */
  heroLook: HeroLook,
  /** Who is drawn beside the hero. */
  companions: Companions,
  /** A stored photo's face: its box and landmarks in the stored photo's pixels. */
  face: Type.Object({
    box: Type.Object({ x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() }),
    landmarks: Type.Array(Type.Object({ x: Type.Number(), y: Type.Number() })),
  }),
};
