#!/usr/bin/env bash
# better-sqlite3 12 compiled for Node 24 (README, "Node versions"). Node 24.19 made the
# node::ObjectWrap of its headers register an environment clean-up hook and remove it in its
# destructor, which aborts the process when a garbage collection outside a JavaScript context drops
# a better-sqlite3 statement. The addon is compiled against a copy of this Node's own headers with
# those two calls left out: the ObjectWrap that Node 20, 22 and 24 before 24.19 compile.
# Usage: scripts/sqliteForNode24.sh [<Node's folder: bin/node and include/node>]
# (by default the folder of the `node` on PATH). Run it after `npm ci`, with that Node.
set -euo pipefail
cd "$(dirname "$0")/.."

node_dir="${1:-$(dirname "$(dirname "$(command -v node)")")}"
header="include/node/node_object_wrap.h"
if [ ! -f "$node_dir/$header" ]; then
  echo "Les en-têtes de Node manquent dans $node_dir/include/node : donnez le dossier de Node (bin/node et include/node)." >&2
  exit 1
fi
headers="$(mktemp -d)"
trap 'rm -rf "$headers"' EXIT
cp -r "$node_dir/include" "$headers/"
sed -i -e 's|^\( *\)AddCleanupHook();|\1// AddCleanupHook();|' \
  -e 's|^\( *\)RemoveCleanupHook();|\1// RemoveCleanupHook();|' "$headers/$header"
if grep -Eq '^ *(Add|Remove)CleanupHook\(\);' "$headers/$header"; then
  echo "node_object_wrap.h n'a pas la forme attendue : rien n'est reconstruit." >&2
  exit 1
fi
echo "better-sqlite3 pour Node $("$node_dir/bin/node" -v), avec les en-têtes de $node_dir…"
PATH="$node_dir/bin:$PATH" npm rebuild better-sqlite3 --nodedir="$headers" --foreground-scripts
