#!/usr/bin/env bash
# One-off evidence for issue 36's "Generamba templates stay byte-identical": renders every Generamba template set
# (a folder with a *.rambaspec) found under the given folders with two viper-gen binaries, each in a fresh copy of
# the same small project, and compares what they write, print and exit with, byte for byte.
#
#   Tests/Fixtures/GoldenLiquid/compare-generamba-renders.sh OLD_BINARY NEW_BINARY FOLDER...
#
# OLD_BINARY is viper-gen built from before issue 36's engine changes (d8363ff~1 = a69e689: in a clone,
# `git checkout a69e689 && swift build --product viper-gen`), NEW_BINARY the one to check. Each set is copied into
# Templates/<name> of a project whose Rambafile names it, and `viper-gen gen Search <name>` runs there with a fixed
# date, an empty home and `--custom_parameters with_router:yes`. Prints one line a set and a summary; exits 1 when
# any set renders differently. Not run by swift test (it needs the second binary); results are in the CHANGELOG.
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 OLD_BINARY NEW_BINARY FOLDER..." >&2; exit 64; }
old=$(realpath "$1"); new=$(realpath "$2"); shift 2
work=$(mktemp -d /tmp/compare-generamba.XXXXXX)
trap 'rm -rf "$work"' EXIT

sets=0; templates=0; differing=0
while IFS= read -r spec; do
    set_dir=$(dirname "$spec"); name=$(basename "$set_dir")
    count=$(find "$set_dir" -type f -name '*.liquid' | wc -l)
    sets=$((sets + 1)); templates=$((templates + count))
    for side in old new; do
        # Both sides run at the same path, so that messages naming files compare equal.
        project="$work/run/project"
        mkdir -p "$project/Templates" "$work/run/home"
        cp -R "$set_dir" "$project/Templates/$name"
        printf 'company: Acme Labs\nauthor: Jane Roe\nproject_name: Search App\nprefix: ACM\ntemplates:\n- {name: %s}\n' \
            "$name" >"$project/Rambafile"
        binary=$old; [ "$side" = new ] && binary=$new
        status=0
        (cd "$project" && env -i PATH=/usr/bin:/bin HOME="$work/run/home" SOURCE_DATE_EPOCH=1795348800 \
            NO_COLOR=1 "$binary" gen Search "$name" --custom_parameters with_router:yes) \
            >"$work/run/output" 2>&1 || status=$?
        echo "exit $status" >>"$work/run/output"
        mv "$work/run" "$work/$sets-$side"
    done
    if diff -r "$work/$sets-old" "$work/$sets-new" >/dev/null; then
        echo "identical  $name ($count templates): $(tail -1 "$work/$sets-new/output"), $spec"
    else
        differing=$((differing + 1))
        echo "DIFFERENT  $name ($count templates): $spec"
        diff -r "$work/$sets-old" "$work/$sets-new" | head -20 || true
    fi
done < <(find "$@" -name '*.rambaspec' -not -path '*/.build/*' | sort)
echo "$sets sets, $templates templates: $((sets - differing)) sets render identically, $differing differ"
[ "$differing" -eq 0 ]
