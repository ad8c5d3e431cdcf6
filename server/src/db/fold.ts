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
