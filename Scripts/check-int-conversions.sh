#!/usr/bin/env bash
# Fails on a bare `Int(` applied to a floating-point expression: `Int(_: Double)` traps on NaN, on
# the infinities and past ±9.2e18, and numbers from a server or a cache file can be any of these.
# Every such conversion goes through `Int(clampingFinite:)` (Sources/TermCore/Int+ClampingFinite.swift),
# which gives nil for NaN and the infinities and clamps the rest.
#
#   Scripts/check-int-conversions.sh [DIR...]     (default: Sources; exit 1 and one line per finding)
#
# A heuristic, not a type checker. It looks at each `Int(` that is not `UInt(`, `CInt(`, `.Int(`
# and not `Int(clamping…:`, `Int(truncatingIfNeeded:`, `Int(bitPattern:` or `Int(exactly:` (none
# of these traps on a Double), takes its argument up to the matching `)` on that line, and reports
# it when the argument
#   - holds a floating hint: `.rounded(`, `timeInterval`, `TimeInterval`, `Double(`, `Float(`,
#     `floor(`, `ceil(`, `sqrt(`, `pow(`, `log(`, `exp(`, or a literal such as `2.5` or `1e3`;
#   - or names a floating variable of the same file: one declared `name: Double` (or `Float`,
#     `TimeInterval`, `CGFloat`, optional or not: properties, parameters, locals), or assigned
#     `let name = …` with a floating hint on the right;
#   - or reads a floating member of any file (`.name`, where some file declares `name: Double`).
# It misses a Double that reaches `Int(` without a name or hint it can see (a function's result
# typed in another file, `Int(a.b())`); it reads one line at a time. Comment lines are skipped.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
[ $# -eq 0 ] && set -- Sources

python3 - "$@" <<'PY'
import os, re, sys

helper = os.path.join("Sources", "TermCore", "Int+ClampingFinite.swift")
floating_type = r"(?:Double|Float|TimeInterval|CGFloat)\b"
declared = re.compile(r"\b([A-Za-z_]\w*)\s*:\s*" + floating_type)
typed = re.compile(r"\b([A-Za-z_]\w*)\s*:\s*(?!" + floating_type + r")[A-Z]\w*")
hint = re.compile(
    r"\.rounded\(|timeInterval|TimeInterval|\b(?:Double|Float|floor|ceil|sqrt|pow|log|exp)\("
    r"|(?<![\w.])\d[\d_]*\.\d|(?<![\w.])\d[\d_]*(?:\.\d+)?e[+-]?\d")
assigned = re.compile(r"\b(?:let|var)\s+([A-Za-z_]\w*)\s*=\s*(.*)")
bare = re.compile(r"(?<![\w.])Int\((?!clamping|truncatingIfNeeded:|bitPattern:|exactly:)")

files = []
for top in sys.argv[1:]:
    for folder, _, names in os.walk(top, followlinks=False):
        files += [os.path.join(folder, n) for n in sorted(names) if n.endswith(".swift")]

def code(line):
    """The line with its string literals' text blanked (their interpolations kept) and without a
    trailing // comment."""
    out, quoted, depth, i = [], False, 0, 0
    while i < len(line):
        c = line[i]
        if quoted and depth == 0:
            if line.startswith("\\(", i):
                depth = 1
                out.append("  ")
                i += 2
                continue
            if c == "\\":
                out.append("  ")
                i += 2
                continue
            if c == '"':
                quoted = False
            out.append(c if c == '"' else " ")
        elif not quoted and line.startswith("//", i):
            break
        else:
            if c == '"' and depth == 0:
                quoted = True
            elif quoted:
                depth += {"(": 1, ")": -1}.get(c, 0)
                if depth == 0:
                    c = " "
            out.append(c)
        i += 1
    return "".join(out)

texts = {}
floating, other = set(), set()
for path in files:
    with open(path, encoding="utf-8") as f:
        texts[path] = [code(l) for l in f.read().split("\n")]
    for line in texts[path]:
        floating.update(declared.findall(line))
        other.update(typed.findall(line))
# Members declared floating somewhere and never with another type.
members = floating - set(other)

def argument(line, start):
    depth, i = 1, start
    while i < len(line) and depth:
        depth += {"(": 1, ")": -1}.get(line[i], 0)
        i += 1
    return line[start:i - 1] if depth == 0 else line[start:]

findings = 0
for path in files:
    if os.path.normpath(path) == helper:
        continue
    lines = texts[path]
    local = set()
    for line in lines:
        local.update(declared.findall(line))
        for name, value in assigned.findall(line):
            if hint.search(value):
                local.add(name)
    for number, line in enumerate(lines, 1):
        if line.lstrip().startswith("///"):
            continue
        for match in bare.finditer(line):
            arg = argument(line, match.end())
            words = set(re.findall(r"(?<![\w.])([A-Za-z_]\w*)", arg))
            fields = set(re.findall(r"\.([A-Za-z_]\w*)\b(?!\()", arg))
            why = None
            if hint.search(arg):
                why = "a floating expression"
            elif words & local:
                why = "'%s' is floating" % sorted(words & local)[0]
            elif fields & members:
                why = "'.%s' is floating" % sorted(fields & members)[0]
            if why:
                findings += 1
                print("%s:%d: Int(%s): %s; use Int(clampingFinite:)" % (path, number, arg.strip(), why))
if findings:
    print("%d bare Int(...) of a floating value (Int(clampingFinite:) maps NaN and the infinities to nil)"
          % findings, file=sys.stderr)
    sys.exit(1)
PY
