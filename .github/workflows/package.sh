#!/usr/bin/env bash
# package.sh BINARY NAME: writes NAME.tar.gz holding NAME/viper-gen, its man page and its completion scripts.
# Used by release.yml.
set -euo pipefail
binary=$1
name=$2
mkdir -p "$name/completions"
cp "$binary" "$name/viper-gen"
"$binary" help --man > "$name/viper-gen.1"
"$binary" completions bash > "$name/completions/viper-gen.bash"
"$binary" completions zsh > "$name/completions/_viper-gen"
"$binary" completions fish > "$name/completions/viper-gen.fish"
tar -czf "$name.tar.gz" "$name"
