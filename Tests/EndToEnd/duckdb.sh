#!/usr/bin/env bash
# The DuckDB recipes of docs/output-format.md ("Reading the output with DuckDB": the average
# diesel price per brand from `stations`, the rules a list needed from `validate`), run as the
# document gives them: each query is read from the document, the NDJSON is written by the
# real binary from standard input. Where Python has no duckdb package, it is installed into a
# folder of the build's own (.build-duckdb, a virtual environment: the user's Python is left as
# it is) when PyPI answers; skipped, with a notice, where it cannot be.
set -euo pipefail
cd "$(dirname "$0")/../.."
python=python3
if ! "$python" -c 'import duckdb' 2>/dev/null; then
    venv="$PWD/.build-duckdb"
    if ! "$venv/bin/python" -c 'import duckdb' 2>/dev/null; then
        echo "installing the duckdb Python package into .build-duckdb"
        mkdir -p "$venv"
        { python3 -m venv "$venv" && "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --retries 1 --timeout 30 duckdb; } \
            > "$venv/install.log" 2>&1 || true
    fi
    "$venv/bin/python" -c 'import duckdb' 2>/dev/null && python="$venv/bin/python"
fi
if ! "$python" -c 'import duckdb' 2>/dev/null; then
    echo "notice: the duckdb Python package is not installed and could not be (see .build-duckdb/install.log; pip install duckdb): the DuckDB recipe was not run"
    exit 0
fi
# The binary GASPRICES_BIN names when given (Sanitizers/run gives a sanitized build's).
bin="${GASPRICES_BIN:-$(swift build --show-bin-path)/gasprices}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fixture=Tests/EndToEnd/fixtures/tankerkoenig-list.json
"$bin" stations - --format ndjson < "$fixture" > "$work/stations.ndjson"
"$bin" validate - --format ndjson < "$fixture" > "$work/validate.ndjson"
# The first ```sql block after a recipe's marker.
recipe() {
    awk -v marker="<!-- $1" 'index($0, marker) == 1 {found=1} found && /^```sql/ {inside=1; next} inside && /^```/ {exit} inside {print}' \
        docs/output-format.md > "$work/$1.sql"
    [ -s "$work/$1.sql" ] || { echo "FAIL: no $1 found in docs/output-format.md"; exit 1; }
}
recipe duckdb-recipe
recipe duckdb-fields-recipe
cd "$work"
"$python" - <<'PY'
import duckdb
def run(name, output):
    # Each recipe reads out.ndjson, as the document writes it.
    with open(output) as source, open("out.ndjson", "w") as target:
        target.write(source.read())
    return duckdb.connect().sql(open(name + ".sql").read()).fetchall()
rows = run("duckdb-recipe", "stations.ndjson")
expected = [("JET", 1.599, 1), ("(no brand)", 1.619, 1), ("ARAL", 1.674, 2)]
if rows != expected:
    raise SystemExit(f"FAIL: the DuckDB recipe gave {rows}, expected {expected}")
print("ok: the DuckDB recipe gives the average diesel price per brand:", rows)
rows = run("duckdb-fields-recipe", "validate.ndjson")
expected = [("defaulted", "missing", 6), ("coerced", "number_to_text", 4), ("defaulted", "bool_not_number", 1),
            ("defaulted", "null", 1), ("coerced", "numeric_text", 1)]
if rows != expected:
    raise SystemExit(f"FAIL: the DuckDB fields recipe gave {rows}, expected {expected}")
print("ok: the DuckDB fields recipe counts the rules the list needed:", rows)
PY
