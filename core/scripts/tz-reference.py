"""Writes core/src/astro/__fixtures__/tz-reference.json.gz: every UTC-offset change from 1850 to
2100 of every zone the place index returns (plus zone.tab's), according to Python's zoneinfo
reading the system's compiled tz database, which must be built with backzone (Debian's is:
Europe/Amsterdam is +0:19:32 in 1935). It is an independent check of core/src/astro/tzdb.ts,
which compiles the IANA source text itself. Run once per tzdata release:

    python3 core/scripts/tz-reference.py
"""

import datetime as dt
import gzip
import json
import platform
import subprocess
import sys
from pathlib import Path
from zoneinfo import ZoneInfo
from zoneinfo import _zoneinfo  # the pure-Python reader exposes the file's transition list

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "core/src/astro/__fixtures__/tz-reference.json.gz"
START = int(dt.datetime(1850, 1, 1, tzinfo=dt.timezone.utc).timestamp())
END = int(dt.datetime(2100, 1, 1, tzinfo=dt.timezone.utc).timestamp())
DAY = 86400


def offset(zone, t):
    return int(dt.datetime.fromtimestamp(t, zone).utcoffset().total_seconds())


def changes(name):
    zone = ZoneInfo(name)
    explicit = [t for t in _zoneinfo.ZoneInfo.no_cache(name)._trans_utc if START < t < END]
    # After the file's last transition the zone follows its rule string: find those changes by
    # sampling every day and bisecting to the second.
    candidates = set(explicit)
    t = max(explicit[-1] if explicit else START, START)
    prev = offset(zone, t)
    while t < END:
        nxt = min(t + DAY, END)
        cur = offset(zone, nxt)
        if cur != prev:
            lo, hi = t, nxt
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if offset(zone, mid) == prev:
                    lo = mid
                else:
                    hi = mid
            candidates.add(hi)
            prev = cur
        t = nxt
    out = [[START, offset(zone, START)]]
    for c in sorted(candidates):
        off = offset(zone, c)
        if off != out[-1][1]:
            out.append([c, off])
    return out


def main():
    places = subprocess.run(
        ["node", "-e", "const z=require('zlib'),f=require('fs');const s=new Set();"
         "for(const l of z.gunzipSync(f.readFileSync('core/data/places.tsv.gz')).toString().split('\\n'))"
         "{const t=l.split('\\t')[8];if(t)s.add(t)};console.log([...s].join('\\n'))"],
        cwd=ROOT, check=True, capture_output=True, text=True).stdout.split()
    tab = [line.split("\t")[2] for line in Path("/usr/share/zoneinfo/zone.tab").read_text().splitlines()
           if line and not line.startswith("#")]
    names = sorted(set(places) | set(tab))
    tzdata = Path("/usr/share/zoneinfo/tzdata.zi").read_text().split("\n", 1)[0]
    data = {
        "meta": {
            "how": "core/scripts/tz-reference.py: Python zoneinfo on the system tz database "
                   "(built with backzone); every offset change from 1850-01-01 to 2100-01-01 UTC, "
                   "as [UTC seconds, offset seconds], the first entry being the offset on 1850-01-01",
            "python": sys.version.split()[0],
            "system": platform.platform(),
            "tzdata": tzdata,
            "zones": len(names),
        },
        "zones": {n: changes(n) for n in names},
    }
    OUT.write_bytes(gzip.compress(json.dumps(data, separators=(",", ":")).encode(), mtime=0))
    print(f"wrote {OUT}: {len(names)} zones, {sum(len(v) for v in data['zones'].values())} changes")


main()
