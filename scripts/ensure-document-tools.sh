#!/usr/bin/env bash
# Documents become page images through Debian's LibreOffice (office files to PDF) and poppler (PDF to
# PNG), with CJK fonts so Chinese text is drawn; the API tests convert real documents with them.
# With --check it installs nothing: it prints one line naming what is missing and the command that
# installs it (the server's start banner shows that line), and fails when something is missing.
set -euo pipefail
PACKAGES=(libreoffice-writer-nogui libreoffice-impress-nogui poppler-utils poppler-data fonts-noto-cjk fonts-crosextra-carlito)
missing() {
  # Read whole before grep: with pipefail, grep -q leaving early fails the pipe.
  local families
  families="$(fc-list : family 2>/dev/null || true)"
  local parts=()
  command -v soffice >/dev/null || parts+=("LibreOffice")
  { command -v pdftoppm && command -v pdfinfo && [ -d /usr/share/poppler ]; } >/dev/null || parts+=("poppler")
  grep -qi 'noto.*cjk' <<<"$families" || parts+=("Noto CJK fonts")
  grep -qi carlito <<<"$families" || parts+=("the Carlito font")
  local IFS=','
  echo "${parts[*]}" | sed 's/,/, /g'
}
MISSING="$(missing)"
if [ -z "$MISSING" ]; then exit 0; fi
as_root=""
[ "$(id -u)" = "0" ] || as_root="sudo "
install_command="${as_root}apt-get install -y --no-install-recommends ${PACKAGES[*]}"
if [ "${1:-}" = "--check" ]; then
  echo "Documents shared in meetings cannot be converted (missing ${MISSING}); install with: ${install_command}"
  exit 1
fi
if [ -z "$as_root" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's LibreOffice, poppler and CJK fonts for document conversion…"
  # Recommends would bring Java, help and GUI pieces a headless conversion never uses.
  install() { DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${PACKAGES[@]}" >/dev/null; }
  install || { apt-get update >/dev/null && install; }
  exit 0
fi
echo "Document conversion needs ${MISSING}; install with: ${install_command}" >&2
exit 1
