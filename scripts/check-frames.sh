#!/bin/sh
# Renders the frames the performance work must not change and compares their digests with
# Tests/Baselines/frame-hashes.txt (scripts/frame_hashes.py): every demo sequence, the whole
# Set game of `flipbook set solve --seed 2` played, and 60 frames of the standard benchmark
# sequence. Release build. `scripts/check-frames.sh --record` writes the baseline instead.
#   OUT=/tmp/frames scripts/check-frames.sh    # keep the frames there (default: a temporary folder)
set -eu
cd "$(dirname "$0")/.."
OUT=${OUT:-$(mktemp -d)}
#   BIN=/tmp/old scripts/check-frames.sh      # use the binaries in that folder, built before
if [ -z "${BIN:-}" ]; then
    BIN=.build/release
    # The flags of the Makefile's release builds (it passes RELEASE_FLAGS), so nothing is built twice.
    FLAGS=${RELEASE_FLAGS:--Xswiftc -static-stdlib}
    ${SWIFT:-swift} build -c release $FLAGS --product flipbook >/dev/null
    ${SWIFT:-swift} build -c release $FLAGS --product flipbook-benchmarks >/dev/null
fi
rm -rf "$OUT/demo" "$OUT/set-solve-2" "$OUT/bench"
$BIN/flipbook demo -o "$OUT/demo" >/dev/null
$BIN/flipbook set solve --seed 2 > "$OUT/set-solve-2.touches"
$BIN/flipbook play "$OUT/set-solve-2.touches" -o "$OUT/set-solve-2" >/dev/null
$BIN/flipbook-benchmarks sequence 60 --keep "$OUT/bench" >/dev/null
mv "$OUT/bench/flipbook" "$OUT/bench/sequence-60"
folders="$(find "$OUT/demo/demo" -mindepth 1 -maxdepth 1 -type d -exec test -e '{}/frame_00001.png' ';' -print | sort) $OUT/set-solve-2 $OUT/bench/sequence-60"
if [ "${1:-}" = "--record" ]; then
    { echo "# label frames sha256(files) sha256(decoded pixels), by scripts/frame_hashes.py"; \
      python3 scripts/frame_hashes.py $folders; } > Tests/Baselines/frame-hashes.txt
    cat Tests/Baselines/frame-hashes.txt
else
    python3 scripts/frame_hashes.py --check Tests/Baselines/frame-hashes.txt ${PIXELS_ONLY:+--pixels-only} $folders
fi
