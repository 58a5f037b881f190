#!/usr/bin/env python3
"""Which mappings of a process grew between two copies of /proc/PID/smaps (as soak_rss.py
keeps with SOAK_SMAPS=DIR).

    python3 tools/experiments/smaps_diff.py DIR/start.txt DIR/end.txt

Prints the change of resident memory by mapping name ([heap], [anon], a library), then the
mappings that changed by more than 1 MB one by one (address range, size, resident). Reading
them: a [heap] or an [anon] mapping starting at a multiple of 64 MiB is one of glibc's malloc
arenas; an [anon] mapping of exactly 64 MiB is likely a renderer's device-memory block
(textures, with a software renderer); other large [anon] ones are blocks that have their own
mapping (big vectors).
"""
import collections
import sys


def load(path):
    """Resident kB and end address by mapping, keyed by start address, name and permissions
    (an arena that grew keeps its start)."""
    mappings, ends, current = {}, {}, None
    with open(path) as f:
        for line in f:
            parts = line.split()
            if len(parts) >= 5 and "-" in parts[0] and ":" not in parts[0]:
                name = parts[5] if len(parts) > 5 else "[anon]"
                start, end = parts[0].split("-")
                current = (start, name, parts[1])
                ends[current] = end
            elif parts and parts[0] == "Rss:" and current is not None:
                mappings[current] = int(parts[1])
    return mappings, ends


def main():
    (before, _), (after, ends) = load(sys.argv[1]), load(sys.argv[2])
    by_name = collections.Counter()
    for key, kb in after.items():
        by_name[key[1]] += kb
    for key, kb in before.items():
        by_name[key[1]] -= kb
    print("by name:")
    for name, kb in sorted(by_name.items(), key=lambda r: -abs(r[1]))[:10]:
        if kb:
            print(f"  {kb / 1024:+8.1f} MB  {name}")
    print(f"  total {sum(before.values()) / 1024:.1f} -> {sum(after.values()) / 1024:.1f} MB")
    print("mappings that changed by more than 1 MB:")
    rows = []
    for key in set(before) | set(after):
        change = after.get(key, 0) - before.get(key, 0)
        if abs(change) > 1024:
            rows.append((change, key))
    for change, key in sorted(rows, key=lambda r: -abs(r[0]))[:20]:
        end = ends.get(key)
        size = f"{(int(end, 16) - int(key[0], 16)) / 2**20:7.1f} MB" if end else "   gone   "
        print(f"  {change / 1024:+8.1f} MB  resident {after.get(key, 0) / 1024:7.1f}  "
              f"size {size}  {key[1]} {key[2]} {key[0]}")


main()
