#!/usr/bin/env bash
# Videos are rendered with Debian's ffmpeg (H.264/AAC encoding), narrated by espeak-ng's Mandarin voice,
# and their Chinese text drawn with the Noto CJK fonts; the API tests render real videos with them.
# With --check it installs nothing: it prints one line naming what is missing and the command that
# installs it (the server's start banner shows that line), and fails when something is missing.
set -euo pipefail
PACKAGES=(ffmpeg espeak-ng fonts-noto-cjk)
missing() {
  # Read whole before grep: with pipefail, grep -q leaving early fails the pipe.
  local families
  families="$(fc-list : family 2>/dev/null || true)"
  local parts=()
  { command -v ffmpeg && command -v ffprobe; } >/dev/null || parts+=("ffmpeg")
  command -v espeak-ng >/dev/null || parts+=("espeak-ng")
  grep -qi 'noto.*cjk' <<<"$families" || parts+=("Noto CJK fonts")
  local IFS=','
  echo "${parts[*]}" | sed 's/,/, /g'
}
MISSING="$(missing)"
if [ -z "$MISSING" ]; then exit 0; fi
as_root=""
[ "$(id -u)" = "0" ] || as_root="sudo "
install_command="${as_root}apt-get install -y --no-install-recommends ${PACKAGES[*]}"
if [ "${1:-}" = "--check" ]; then
  echo "Videos cannot be rendered (missing ${MISSING}); install with: ${install_command}"
  exit 1
fi
if [ -z "$as_root" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ffmpeg, espeak-ng and CJK fonts for video rendering…"
  install() { DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${PACKAGES[@]}" >/dev/null; }
  install || { apt-get update >/dev/null && install; }
  exit 0
fi
echo "Video rendering needs ${MISSING}; install with: ${install_command}" >&2
exit 1
