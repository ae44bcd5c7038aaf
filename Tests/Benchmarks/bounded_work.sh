#!/usr/bin/env bash
# Time and peak memory (/usr/bin/time -v) of viper-gen on three hostile inputs of issue 50, each a few MB:
#   a project.pbxproj with 20,000 nested groups (`module --dry-run`),
#   a 1 GB sparse base (`check`, `update`),
#   one line inserted into a 20 MB file of 10 million short lines (`module`, `check`).
#
#   Tests/Benchmarks/bounded_work.sh [VIPER_GEN_BINARY]    # default: .build/debug/viper-gen
#
# Linux only (GNU time). Not part of swift test: there are no timing or memory asserts in the tests.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BIN=$(realpath "${1:-$ROOT/.build/debug/viper-gen}")
WORK=$(mktemp -d /tmp/viper-gen-bounded.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
measure() { # LABEL COMMAND...
    local label=$1
    shift
    /usr/bin/time -v -o "$WORK/time.txt" "$@" > /dev/null 2>&1 || true
    printf '| %s | %s | %s MB |\n' "$label" \
        "$(grep 'Elapsed' "$WORK/time.txt" | awk '{print $NF}')" \
        "$(( $(grep 'Maximum resident' "$WORK/time.txt" | awk '{print $NF}') / 1024 ))"
}
echo "| Input, command | Wall clock | Peak memory |"
echo "| --- | --- | --- |"

python3 "$ROOT/Tests/Benchmarks/deep_groups.py" "$WORK/deep" 20000
(cd "$WORK/deep" && git init -q . && measure "20,000 nested groups (3 MB), module --dry-run" "$BIN" module Search --dry-run)

mkdir -p "$WORK/base" && cd "$WORK/base" && git init -q .
"$BIN" module Search -q
truncate -s 1G viper-gen.bases/Search.base
measure "1 GB sparse base, check" "$BIN" check
measure "1 GB sparse base, update" "$BIN" update

mkdir -p "$WORK/insert/sets/mini" "$WORK/insert/Sources/List" && cd "$WORK/insert" && git init -q .
echo '{ "template": "mini", "templateDirectories": ["sets"], "output": "Sources" }' > viper-gen.json
cat > sets/mini/template.json <<'JSON'
{ "name": "mini",
  "files": [{ "source": "View.swift.liquid", "output": "{{ module.name }}/{{ module.name }}View.swift" }],
  "insertions": [
    { "into": "List/ListRouter.swift", "after": "// viper-gen: routes", "text": "func show{{ module.name }}() {}\n" }
  ] }
JSON
echo 'struct {{ module.name }}View {}' > sets/mini/View.swift.liquid
python3 -c "
half = 'x\n' * 5_000_000
open('Sources/List/ListRouter.swift', 'w').write(half + '// viper-gen: routes\n' + half)"
measure "one line into 20 MB of short lines, module" "$BIN" module Detail -q
measure "the same, check" "$BIN" check
