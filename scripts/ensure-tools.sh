#!/usr/bin/env bash
# Debian's packages the product and its tests use, in sets:
#   documents  LibreOffice (office files to PDF) and poppler (PDF to PNG), with CJK and Carlito fonts, for
#              documents shared in meetings; the API tests convert real documents with them.
#   media      ffmpeg (H.264/AAC), espeak-ng's Mandarin voice and CJK fonts, for rendered videos; the API
#              tests render real videos with them.
#   browser    Chromium and CJK fonts for the e2e tests; no test tool downloads a browser of its own.
# Usage: ensure-tools.sh [--check] SET...
# Installs what is missing when run as root. With --check it installs nothing: it prints a line per set
# naming what is missing and the command that installs it (the server's start banner shows those lines),
# and fails when something is missing.
set -euo pipefail
check=""
if [ "${1:-}" = "--check" ]; then
  check=1
  shift
fi
# Read whole before grep: with pipefail, grep -q leaving early fails the pipe.
families="$(fc-list : family 2>/dev/null || true)"
has_font() { grep -qi "$1" <<<"$families"; }

packages() {
  case "$1" in
  # Recommends would bring Java, help and GUI pieces a headless conversion never uses.
  documents) echo "libreoffice-writer-nogui libreoffice-impress-nogui poppler-utils poppler-data fonts-noto-cjk fonts-crosextra-carlito" ;;
  media) echo "ffmpeg espeak-ng fonts-noto-cjk" ;;
  browser) echo "chromium fonts-noto-cjk" ;;
  *) echo "unknown set: $1" >&2 && exit 2 ;;
  esac
}

purpose() {
  case "$1" in
  documents) echo "Documents shared in meetings cannot be converted" ;;
  media) echo "Videos cannot be rendered" ;;
  browser) echo "The e2e tests cannot run" ;;
  esac
}

missing() {
  local parts=()
  case "$1" in
  documents)
    command -v soffice >/dev/null || parts+=("LibreOffice")
    { command -v pdftoppm && command -v pdfinfo && [ -d /usr/share/poppler ]; } >/dev/null || parts+=("poppler")
    has_font carlito || parts+=("the Carlito font")
    ;;
  media)
    { command -v ffmpeg && command -v ffprobe; } >/dev/null || parts+=("ffmpeg")
    command -v espeak-ng >/dev/null || parts+=("espeak-ng")
    ;;
  browser)
    [ -x /usr/bin/chromium ] || parts+=("Chromium")
    ;;
  esac
  has_font 'noto.*cjk' || parts+=("Noto CJK fonts")
  local IFS=','
  echo "${parts[*]}" | sed 's/,/, /g'
}

as_root=""
[ "$(id -u)" = "0" ] || as_root="sudo "
failed=0
for set in "$@"; do
  wanted="$(packages "$set")"
  lacking="$(missing "$set")"
  [ -z "$lacking" ] && continue
  install_command="${as_root}apt-get install -y --no-install-recommends ${wanted}"
  if [ -n "$check" ]; then
    echo "$(purpose "$set") (missing ${lacking}); install with: ${install_command}"
    failed=1
  elif [ -z "$as_root" ] && command -v apt-get >/dev/null; then
    echo "Installing ${lacking} from Debian's packages…"
    # shellcheck disable=SC2086 # the package list is split on purpose
    install() { DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $wanted >/dev/null; }
    install || { apt-get update >/dev/null && install; }
  else
    echo "$(purpose "$set") (missing ${lacking}); install with: ${install_command}" >&2
    failed=1
  fi
done
exit "$failed"
