/**
 * Case- and accent-folding for the admin's user search, identical on both databases: the same
 * character table feeds PostgreSQL's translate() (a SQL function made by migration 0008) and
 * the JavaScript function SQLite calls, so "muller" finds "Müller" wherever the data lives.
 * Only one-to-one replacements, since translate() maps one character to one.
 */
export const FOLD_FROM =
  'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆČçćčĎďÈÉÊËĒĘĚèéêëēęěÌÍÎÏĪìíîïīŁłÑŃŇñńňÒÓÔÕÖØŌòóôõöøōŘřŚŠŞśšşŤťÙÚÛÜŪŮùúûüūůÝŸýÿŹŻŽźżž';
export const FOLD_TO =
  'AAAAAAAAAaaaaaaaaaCCCcccDdEEEEEEEeeeeeeeIIIIIiiiiiLlNNNnnnOOOOOOOoooooooRrSSSsssTtUUUUUUuuuuuuYYyyZZZzzz';

const FOLD_MAP = new Map([...FOLD_FROM].map((char, index) => [char, FOLD_TO[index]!]));

export function fold(value: string | null): string {
  if (value === null) return '';
  let out = '';
  for (const char of value) out += FOLD_MAP.get(char) ?? char;
  return out.toLowerCase();
}

/**
 * ASCII that is not a letter or digit splits words (so an email splits at "@" and dots). The
 * same class is PostgreSQL's orrery_words() in migration 0014; letters outside ASCII stay inside
 * their word on both databases.
 */
export const WORD_SEPARATORS = String.raw`[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+`;
const SEPARATORS = new RegExp(WORD_SEPARATORS);

/** The distinct folded words of a text, as the admin search's word index holds them. */
export function foldedWords(value: string | null): string[] {
  return [...new Set(fold(value).split(SEPARATORS))].filter((word) => word !== '');
}
