#!/usr/bin/env bash
# Documents become page images through Debian's LibreOffice (office files to PDF) and poppler (PDF to
# PNG), with CJK fonts so Chinese text is drawn; the API tests convert real documents with them.
set -euo pipefail
PACKAGES=(libreoffice-writer-nogui libreoffice-impress-nogui poppler-utils poppler-data fonts-noto-cjk fonts-crosextra-carlito)
have_all() {
  command -v soffice >/dev/null && command -v pdftoppm >/dev/null && command -v pdfinfo >/dev/null && [ -d /usr/share/poppler ] || return 1
  # Read whole before grep: with pipefail, grep -q leaving early fails the pipe.
  local families
  families="$(fc-list : family 2>/dev/null || true)"
  grep -qi 'noto.*cjk' <<<"$families" && grep -qi carlito <<<"$families"
}
if have_all; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's LibreOffice, poppler and CJK fonts for document conversion…"
  # Recommends would bring Java, help and GUI pieces a headless conversion never uses.
  install() { DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${PACKAGES[@]}" >/dev/null; }
  install || { apt-get update >/dev/null && install; }
  exit 0
fi
echo "Document conversion needs: sudo apt-get install -y --no-install-recommends ${PACKAGES[*]}" >&2
exit 1
