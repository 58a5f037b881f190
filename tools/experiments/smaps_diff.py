#!/usr/bin/env python3
"""Which mappings of a process grew between two copies of /proc/PID/smaps (as soak_rss.py
keeps with SOAK_SMAPS=DIR): prints the 15 largest changes of resident memory by mapping name
([heap], [anon], a library) and the totals.

    python3 tools/experiments/smaps_diff.py DIR/start.txt DIR/end.txt
"""
import sys, collections
def load(path):
    agg = collections.Counter(); cur=None; big=[]
    for line in open(path):
        parts=line.split()
        if len(parts)>=5 and '-' in parts[0] and ':' not in parts[0]:
            name = parts[5] if len(parts)>5 else '[anon]'
            cur=(name, parts[0])
        elif parts and parts[0]=='Rss:':
            kb=int(parts[1]); agg[cur[0]]+=kb; big.append((kb,cur))
    return agg, big
a,_=load(sys.argv[1]); b,bigb=load(sys.argv[2])
keys=set(a)|set(b)
rows=sorted(keys,key=lambda k:-(b[k]-a[k]))
for k in rows[:15]:
    print(f"{(b[k]-a[k])/1024:+8.1f} MB  now {b[k]/1024:8.1f}  {k}")
print("total", sum(a.values())/1024, "->", sum(b.values())/1024)
