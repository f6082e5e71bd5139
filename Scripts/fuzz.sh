#!/usr/bin/env bash
# Runs each libFuzzer target (HTML reader, Markdown reader, response decoders, pictures) for a bounded time.
#
#   Scripts/fuzz.sh [seconds-per-fuzzer] [fuzzer...]     (default: 30 s each, every fuzzer)
#
# The fuzzers live in Fuzz/ (a package of their own, built with -sanitize=fuzzer,address, so the
# main build and `swift test` never see them). Seeds: the team-written files in Fuzz/Seeds, the
# bundled cache, and, when present, real LeetCode text from ../shared/corpus, extracted here at run
# time into .build/fuzz-corpus (never committed: that text is LeetCode's). A crash leaves its input
# in .build/fuzz-crashes and makes the script fail: reduce it and add it to
# Tests/LeetUITests/Documents/FuzzRegressionTests.swift.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-30}"
shift || true
fuzzers=("$@")
[ ${#fuzzers[@]} -eq 0 ] && fuzzers=(FuzzHTML FuzzMarkdown FuzzDecoders FuzzPictures)
config="${FUZZ_CONFIG:-debug}"
work="$root/.build/fuzz-corpus"
crashes="$root/.build/fuzz-crashes"
corpus="$root/../shared/corpus"

echo "building the fuzzers ($config, -sanitize=fuzzer,address)"
swift build --package-path "$root/Fuzz" --scratch-path "$root/.build/fuzz-build" -c "$config" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -g >/dev/null
bin="$(swift build --package-path "$root/Fuzz" --scratch-path "$root/.build/fuzz-build" \
  -c "$config" --show-bin-path)"

mkdir -p "$work" "$crashes"
for kind in html markdown decoders pictures; do
  rm -rf "$work/seed-$kind"
  mkdir -p "$work/seed-$kind" "$work/live-$kind"
  cp "$root/Fuzz/Seeds/$kind/"* "$work/seed-$kind/"
done
find "$root/cache" -name '*.json' -size -2M -exec cp {} "$work/seed-decoders/" \;
rm -f "$work/seed-pictures/README.md"
# Small real pictures (PNG, JPEG, GIF) as picture seeds, copied at run time, never committed.
if [ -d "$corpus/images" ]; then
  n=0
  while IFS= read -r -d '' f; do
    n=$((n + 1))
    if [ "$n" -le 40 ]; then cp "$f" "$work/seed-pictures/corpus-$n"; fi
  done < <(find "$corpus/images" -type f \( -name '*.png' -o -name '*.jp*g' -o -name '*.gif' \) -size -24k -print0 | sort -z)
fi

if [ -d "$corpus" ] && command -v python3 >/dev/null; then
  python3 - "$corpus" "$work" <<'PY'
import json, os, sys
corpus, work = sys.argv[1], sys.argv[2]
def lines(name, limit):
    path = os.path.join(corpus, name)
    if not os.path.exists(path): return []
    with open(path, encoding="utf-8") as f:
        return [json.loads(l) for _, l in zip(range(limit), f) if l.strip()]
def put(kind, name, text):
    with open(os.path.join(work, "seed-" + kind, name), "w", encoding="utf-8") as f: f.write(text)
for i, q in enumerate(lines("questions.jsonl", 300)):
    for key in ("content", "translatedContent"):
        if q.get(key): put("html", f"q{i}-{key}.html", q[key])
    if i < 100: put("decoders", f"q{i}.json", json.dumps({"data": {"question": q}}))
for name in ("solutions.jsonl", "editorials.jsonl"):
    for i, s in enumerate(lines(name, 80)):
        body = s.get("content") or (s.get("solution") or {}).get("content")
        if isinstance(body, str): put("markdown", f"{name}-{i}.md", body)
rec = os.path.join(corpus, "recorded")
if os.path.isdir(rec):
    for n in os.listdir(rec):
        p = os.path.join(rec, n)
        if os.path.isfile(p) and os.path.getsize(p) < 2_000_000:
            put("decoders", "rec-" + n, open(p, encoding="utf-8", errors="replace").read())
PY
  echo "seeds: team-written files, the bundled cache and $corpus"
else
  echo "seeds: team-written files and the bundled cache ($corpus or python3 is absent)"
fi

failed=0
for fuzzer in "${fuzzers[@]}"; do
  case "$fuzzer" in
    FuzzHTML) kind=html ;;
    FuzzMarkdown) kind=markdown ;;
    FuzzDecoders) kind=decoders ;;
    FuzzPictures) kind=pictures ;;
    *) echo "unknown fuzzer $fuzzer" >&2; exit 2 ;;
  esac
  echo "== $fuzzer: $seconds s"
  if ! "$bin/$fuzzer" "$work/live-$kind" "$work/seed-$kind" -max_total_time="$seconds" \
    -max_len=65536 -timeout=20 -rss_limit_mb=3072 -print_final_stats=1 -seed="${FUZZ_SEED:-0}" \
    -artifact_prefix="$crashes/$fuzzer-" 2>"$work/$fuzzer.log"; then
    echo "$fuzzer FAILED; see $work/$fuzzer.log and $crashes" >&2
    tail -40 "$work/$fuzzer.log" >&2
    failed=1
  else
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$work/$fuzzer.log" || true
  fi
done
exit $failed
