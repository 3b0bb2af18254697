#!/usr/bin/env bash
# The fuzz targets, built plainly, replay their seeds and the built-in responses: every
# property the fuzzers check (Fuzz/run) holds on them.
set -euo pipefail
cd "$(dirname "$0")/../.."
# The folder of GASPRICES_BIN when given (Sanitizers/run gives a sanitized build's).
if [ -n "${GASPRICES_BIN:-}" ]; then bin="$(dirname "$GASPRICES_BIN")"; else bin="$(swift build --show-bin-path)"; fi
"$bin/fuzz-json" Fuzz/Seeds/json Responses
"$bin/fuzz-station" Fuzz/Seeds/json Responses
"$bin/fuzz-feeds" Fuzz/Seeds/feeds Fuzz/Seeds/json Responses
"$bin/fuzz-keypath" Fuzz/Seeds/keypath
"$bin/fuzz-text" Fuzz/Seeds/text
"$bin/fuzz-tree" Fuzz/Seeds/tree Fuzz/Seeds/json Responses
