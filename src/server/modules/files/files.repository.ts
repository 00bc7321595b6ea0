import type { Db } from '../../db/database';
import { insertRow } from '../../db/rows';

export type FileOwnerKind = 'publication' | 'other_result' | 'meeting_result' | 'fixture_result';

export async function insertFile(
  db: Db,
  f: { fileName: string; ownerKind: FileOwnerKind; content: Uint8Array; createdAt: string },
): Promise<number> {
  return insertRow(db, 'files', {
    file_name: f.fileName,
    owner_kind: f.ownerKind,
    content_type: 'application/pdf',
    size_bytes: f.content.byteLength,
    content: Buffer.from(f.content),
    created_at: f.createdAt,
  });
}

export function findFileByName(db: Db, fileName: string) {
  return db
    .selectFrom('files')
    .select(['id', 'file_name', 'owner_kind', 'content_type', 'size_bytes', 'content', 'created_at'])
    .where('file_name', '=', fileName)
    .executeTakeFirst();
}

export async function fileNameTaken(db: Db, fileName: string): Promise<boolean> {
  const row = await db.selectFrom('files').select('id').where('file_name', '=', fileName).executeTakeFirst();
  return !!row;
}

export async function deleteFile(db: Db, id: number) {
  await db.deleteFrom('files').where('id', '=', id).execute();
}
