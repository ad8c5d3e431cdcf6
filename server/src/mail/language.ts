import {
  isLanguage,
  type Language,
  languageFromAcceptLanguage,
  languageFromCookie,
} from '@orrery/core/api/language';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The language to write to someone in: the one their account chose; before it has chosen (a
 * verification mail right after sign-up), the one the request that caused the mail was made in,
 * as the page showed it (the switch's cookie, else the browser's Accept-Language); else English.
 */
export async function mailLanguage(
  db: Kysely<Database>,
  userId: string,
  request?: Request | null,
): Promise<Language> {
  const row = await db.selectFrom('profiles').select('language').where('id', '=', userId).executeTakeFirst();
  if (isLanguage(row?.language)) return row.language;
  if (!request) return 'en';
  return (
    languageFromCookie(request.headers.get('cookie')) ??
    languageFromAcceptLanguage(request.headers.get('accept-language'))
  );
}
