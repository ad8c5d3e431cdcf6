// The one module of the chart engine that touches the file system (Node only): it loads the
// gazetteer once per process. (Zones by coordinates come from geo-tz when the gazetteer is
// generated, not at run time: geo-tz's 71 MB stay a development dependency.)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PlaceIndex } from './places';

// Found through the package rather than this file's location, so it also works once the
// server is bundled into server/dist.
const DATA_FILE = join(
  dirname(createRequire(import.meta.url).resolve('@orrery/core/package.json')),
  'data/places.tsv.gz',
);

let index: PlaceIndex | null = null;

/** The shared place index, loaded from core/data/places.tsv.gz on first call. */
export function loadPlaceIndex(): PlaceIndex {
  if (!index) index = PlaceIndex.fromTsv(gunzipSync(readFileSync(DATA_FILE)).toString('utf8'));
  return index;
}
