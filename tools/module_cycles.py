#!/usr/bin/env python3
"""Lists the import edges between the modules of `src/` and fails on a circle between files.

An edge A -> B means some code of module A (or of a module inside it) names a path into B:
a `use crate::b::…` / `use super::…` item, or a path written inline (`crate::b::f(…)`,
`super::b::T`). Comments and string literals are ignored; `#[cfg(test)]` code counts like any
other. A name that a module re-exports (`pub use sub::Name;`) is followed to the submodule that
defines it, so `use super::LiveCombos` in `equity/showdown.rs` is an edge to `equity::live`.

Circles are looked for at every level of the tree: among the top-level modules of the library
(`cards`, `equity`, …), and, for every module with submodules, among those submodules (the
files and folders beside each other: `ui/tabs/video_poker/machine.rs` and `extra_hands.rs`,
`video_poker/strategy/words.rs` and `kind_words.rs`, …), an edge between two code paths deep
inside two siblings counting as an edge between the siblings. A module's own file (its
`mod.rs`) declares its submodules and is not their sibling: a submodule naming an item of its
parent (`super::Thing`) is the tree, not a circle (`--parents` lists where a parent and its
submodules name each other, for information; it does not fail). Both crates of the workspace
are checked: the library (`src/`) and the app (`app/src/`). The library cannot name the app
(it is not its dependency); in the app, the state's rule is checked: no module other than `ui`
and `cli` names `crate::ui`.

    python3 tools/module_cycles.py            # from the repository's root (.ci/run runs it)
    python3 tools/module_cycles.py --edges    # also print every edge between siblings
    python3 tools/module_cycles.py --parents  # also list parent <-> submodule pairs

Exit status 1 if a circle or an import of `ui` from the app's state is found, else 0.
"""


import argparse
import os
import re
import sys
from collections import defaultdict

# The two crates of the workspace: the library (the domain) and the app (`app/src`: the app's
# state `app`, the drawing `ui`, the command line `cli`, and the binary's `main.rs`).
CRATES = ["src", "app/src"]
SRC = CRATES[0]
# In the app crate, the app's state is egui-free: no module but `ui` and `cli` (and the crate
# roots) names `crate::ui`. The library cannot name the app at all (it is not a dependency).
UI_USERS = {"ui", "cli", "main"}
BINARY = {"main"}


def strip_comments_and_strings(text):
    """Blanks out comments, string and char literals (keeping newlines)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            i = j
            continue
        if text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append("\n" * text.count("\n", i, j))
            i = j
            continue
        m = re.match(r'r(#*)"', text[i:i + 10])
        if m and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            end = '"' + m.group(1)
            j = text.find(end, i + len(m.group(0)))
            j = n if j < 0 else j + len(end)
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j
            continue
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j + 1
            continue
        if c == "'":
            # A char literal ('a', '\n', '\u{1F0A1}') or a lifetime ('a).
            m = re.match(r"'(\\u\{[0-9a-fA-F]+\}|\\.|[^\\'])'", text[i:i + 12])
            if m:
                out.append("' '")
                i += len(m.group(0))
                continue
        out.append(c)
        i += 1
    return "".join(out)


def module_of_file(path):
    """`src/equity/vs_random/tests.rs` -> ['equity', 'vs_random', 'tests']."""
    rel = os.path.relpath(path, SRC)[:-3].split(os.sep)
    if rel[-1] == "mod":
        rel = rel[:-1]
    if rel in (["lib"], ["main"]):
        return []
    return rel


def expand_use_tree(tree):
    """`a::{b, c::{d, e as f}, self}` -> [['a','b'], ['a','c','d'], ['a','c','e'], ['a']]."""
    # Aliases name the same item: drop them, then all whitespace.
    tree = re.sub(r"\s+as\s+[A-Za-z_]\w*", "", tree)
    tree = re.sub(r"\s+", "", tree)

    def split_top(s):
        parts, depth, cur = [], 0, ""
        for ch in s:
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
            if ch == "," and depth == 0:
                parts.append(cur)
                cur = ""
            else:
                cur += ch
        if cur:
            parts.append(cur)
        return parts

    def rec(s):
        brace = s.find("{")
        if brace < 0:
            return [[p for p in s.split("::") if p and p != "*"]]
        prefix = [p for p in s[:brace].split("::") if p]
        inner = s[brace + 1:s.rfind("}")]
        result = []
        for part in split_top(inner):
            for tail in rec(part):
                result.append(prefix + [t for t in tail if t != "self"])
        return result

    return rec(tree)


USE_RE = re.compile(r"\b(pub(?:\([^)]*\))?\s+)?use\s+([^;]+);")
INLINE_RE = re.compile(r"\b(crate|super|self)((?:::[A-Za-z_]\w*)+)")
MOD_BLOCK_RE = re.compile(r"\bmod\s+([A-Za-z_]\w*)\s*\{")


def scan(path):
    """Yields (module path of the code, path named, is_pub_use) for one file."""
    text = strip_comments_and_strings(open(path, encoding="utf-8").read())
    base = module_of_file(path)
    # Where inline `mod x { … }` blocks start and end, to know which module code is in.
    scopes = []  # (start, end, name)
    for m in MOD_BLOCK_RE.finditer(text):
        depth, j = 1, m.end()
        while j < len(text) and depth:
            if text[j] == "{":
                depth += 1
            elif text[j] == "}":
                depth -= 1
            j += 1
        scopes.append((m.start(), j, m.group(1)))

    def module_at(pos):
        inner = [s for s in scopes if s[0] <= pos < s[1]]
        inner.sort()
        return base + [name for _, _, name in inner]

    used_spans = []
    for m in USE_RE.finditer(text):
        used_spans.append((m.start(), m.end()))
        here = module_at(m.start())
        for p in expand_use_tree(m.group(2)):
            yield here, p, bool(m.group(1))
    for m in INLINE_RE.finditer(text):
        if any(a <= m.start() < b for a, b in used_spans):
            continue
        here = module_at(m.start())
        yield here, [m.group(1)] + m.group(2).split("::")[1:], False


def resolve(here, path, modules):
    """The module a path points into (the longest known module prefix), or None for paths
    outside the crate (std, rayon, …)."""
    if not path:
        return None
    head = path[0]
    if head == "crate":
        absolute = path[1:]
    elif head in ("super", "self"):
        cur = list(here)
        rest = list(path)
        while rest and rest[0] in ("super", "self"):
            if rest[0] == "super":
                cur = cur[:-1]
            rest = rest[1:]
        absolute = cur + rest
    else:
        # A path relative to the current module (`use sub::x;` in a mod.rs): only if it
        # names a child module.
        candidate = here + path
        if tuple(candidate[: len(here) + 1]) in modules:
            absolute = candidate
        else:
            return None
    best = None
    for k in range(len(absolute), -1, -1):
        if tuple(absolute[:k]) in modules:
            best = (tuple(absolute[:k]), absolute[k:])
            break
    return best


def main():
    global SRC
    status = 0
    for crate in CRATES:
        SRC = crate
        print(f"== {crate}")
        status |= check_crate()
    return status


def check_crate():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--edges", action="store_true", help="print every edge")
    parser.add_argument(
        "--parents",
        action="store_true",
        help="also list modules that name a submodule that names them (not a failure)",
    )
    args = parser.parse_args()

    files = []
    for root, _, names in os.walk(SRC):
        files += [os.path.join(root, f) for f in names if f.endswith(".rs")]
    files.sort()
    modules = {tuple(module_of_file(f)) for f in files}
    # Inline modules are modules too.
    records = []
    for f in files:
        for here, path, is_pub in scan(f):
            modules.add(tuple(here))
            records.append((f, tuple(here), path, is_pub))

    # Re-exports: (module, name) -> module that defines it.
    reexports = {}
    for f, here, path, is_pub in records:
        if not is_pub or not path:
            continue
        target = resolve(list(here), path, modules)
        if target and target[0] != here and len(target[1]) == 1:
            reexports[(here, target[1][0])] = target[0]

    def follow(target):
        mod, rest = target
        seen = set()
        while rest and (mod, rest[0]) in reexports and (mod, rest[0]) not in seen:
            seen.add((mod, rest[0]))
            mod, rest = reexports[(mod, rest[0])], rest[1:]
        return mod

    edges = set()  # (from module, to module, file)
    for f, here, path, _ in records:
        target = resolve(list(here), path, modules)
        if target is None:
            continue
        to = follow(target)
        if to != here:
            edges.add((here, to, f))

    status = 0

    def graph_of(key):
        """Edges between the modules `key` maps to (None: not at this level), with a file that
        makes each one."""
        graph = defaultdict(set)
        witness = {}
        for a, b, f in edges:
            ka, kb = key(a), key(b)
            if ka is None or kb is None or ka == kb:
                continue
            graph[ka].add(kb)
            witness.setdefault((ka, kb), f)
        return graph, witness

    def children_of(parent):
        """Maps a module to the submodule of `parent` it lies in (None outside or at `parent`)."""
        n = len(parent)

        def key(m):
            if len(m) <= n or m[:n] != parent:
                return None
            if n == 0 and m[0] in BINARY:
                return None
            return m[n]

        return key

    # Every module with submodules, the crate's root (the library's top level) first. The
    # binary's root (main.rs, cli/) is a crate of its own: its top level is not the library's.
    parents = sorted({m[:-1] for m in modules if m})
    levels = 0
    circles = []
    for parent in parents:
        graph, witness = graph_of(children_of(parent))
        levels += 1
        name = "::".join(parent) or "the library's top level"
        for comp in strongly_connected(graph):
            if len(comp) > 1:
                circles.append((name, parent, comp, graph, witness))
        if args.edges and graph:
            print(f"{name}:")
            for a in sorted(graph):
                print(f"    {a} -> {', '.join(sorted(graph[a]))}")

    if circles:
        status = 1
        print(f"circles between files: FOUND ({len(circles)})")
        for name, parent, comp, graph, witness in circles:
            print(f"  in {name}, among " + ", ".join(sorted(comp)))
            for a in sorted(comp):
                for b in sorted(graph[a] & set(comp)):
                    print(f"    {a} -> {b}   ({witness[(a, b)]})")
    else:
        print(f"circles between files: none ({levels} levels: the top level and the submodules "
              f"of every module that has some; {len(edges)} edges)")

    if args.parents:
        pairs = sorted(
            {(b, a) for a, b, _ in edges if len(a) > len(b) and a[:len(b)] == b}
            & {(a, b) for a, b, _ in edges if len(a) < len(b) and b[:len(a)] == a}
        )
        # (parent, module inside it) pairs that name each other, by the submodule they go through.
        shown = sorted({(p, c[:len(p) + 1]) for p, c in pairs})
        print(f"parents and submodules that name each other (the tree, not a failure): {len(shown)}")
        for p, c in shown:
            print(f"    {'::'.join(p) or 'crate'} <-> {'::'.join(c)}")

    if SRC != CRATES[0]:
        bad = sorted(
            {(a, b, f) for a, b, f in edges if a and a[0] not in UI_USERS
             and b and b[0] == "ui"}
        )
        if bad:
            status = 1
            print("imports of ui from the app's state: FOUND")
            for a, b, f in bad:
                print(f"    {'::'.join(a)} -> {'::'.join(b)}   ({f})")
        else:
            print("imports of ui from the app's state: none")
    return status


def strongly_connected(graph):
    """Tarjan's algorithm: the strongly connected components of `graph`."""
    index, low, on_stack, stack, comps = {}, {}, set(), [], []
    counter = [0]
    nodes = set(graph) | {b for v in graph.values() for b in v}

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            comps.append(comp)

    sys.setrecursionlimit(10000)
    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return comps


if __name__ == "__main__":
    sys.exit(main())
