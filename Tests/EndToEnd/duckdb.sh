#!/usr/bin/env bash
# The DuckDB recipe of docs/output-format.md ("Reading the output with DuckDB"), run as the
# document gives it: the query is read from the document, the NDJSON is written by the real
# binary from standard input. Skipped, with a notice, where the duckdb Python package is not
# installed (pip install duckdb).
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! python3 -c 'import duckdb' 2>/dev/null; then
    echo "notice: the duckdb Python package is not installed (pip install duckdb): the DuckDB recipe was not run"
    exit 0
fi
# The binary GASPRICES_BIN names when given (Sanitizers/run gives a sanitized build's).
bin="${GASPRICES_BIN:-$(swift build --show-bin-path)/gasprices}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$bin" stations - --format ndjson < Tests/EndToEnd/fixtures/tankerkoenig-list.json > "$work/out.ndjson"
# The first ```sql block after the recipe's marker.
awk '/<!-- duckdb-recipe/ {found=1} found && /^```sql/ {inside=1; next} inside && /^```/ {exit} inside {print}' \
    docs/output-format.md > "$work/recipe.sql"
[ -s "$work/recipe.sql" ] || { echo "FAIL: no recipe found in docs/output-format.md"; exit 1; }
cd "$work"
python3 - <<'PY'
import duckdb
rows = duckdb.connect().sql(open("recipe.sql").read()).fetchall()
expected = [("JET", 1.599, 1), ("(no brand)", 1.619, 1), ("ARAL", 1.674, 2)]
if rows != expected:
    raise SystemExit(f"FAIL: the DuckDB recipe gave {rows}, expected {expected}")
print("ok: the DuckDB recipe gives the average diesel price per brand:", rows)
PY
