import type { Db } from '../../platform/db/database.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';

/** A book's recordings (each as a playable data URL), its record links and its listen link, for the parent's export. */
export async function voicePersonalData(db: Db, storage: ObjectStore, requestUuid: string) {
  const [voices, links, listen] = await Promise.all([
    db
      .selectFrom('page_voices')
      .select(['page', 'reader', 'language', 'seconds', 'audio_key', 'recorded_at'])
      .where('request_uuid', '=', requestUuid)
      .orderBy('page')
      .execute(),
    db.selectFrom('record_links').select(['reader', 'created_at', 'expires_at']).where('request_uuid', '=', requestUuid).execute(),
    db
      .selectFrom('listen_links')
      .select(['created_at', 'expires_at', 'stopped_at'])
      .where('request_uuid', '=', requestUuid)
      .executeTakeFirst(),
  ]);
  const recordings = await Promise.all(
    voices.map(async (voice) => {
      const audio = await storage.get(voice.audio_key);
      return {
        page: voice.page,
        reader: voice.reader,
        language: voice.language,
        seconds: voice.seconds,
        recordedAt: voice.recorded_at,
        audio: audio ? `data:audio/mp4;base64,${audio.toString('base64')}` : null,
      };
    }),
  );
  return {
    recordings,
    recordLinks: links.map((link) => ({ reader: link.reader, createdAt: link.created_at, expiresAt: link.expires_at })),
    listenLink: listen ? { createdAt: listen.created_at, expiresAt: listen.expires_at, stoppedAt: listen.stopped_at } : null,
  };
}
