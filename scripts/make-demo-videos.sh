#!/usr/bin/env bash
# Makes the demo collection videos shipped in public/media/videos/ (run by hand; needs the project's
# Node 24 and Debian's ffmpeg). Each clip is an 8-second, 640x400 H.264 pan, left to right, across the
# city's skyline at dusk, drawn by the site's own artwork code (src/lib/media/art/videoFrames.ts): no
# text, the pages title their clips. Each clip's poster, <city>.webp next to it, is its first frame.
# Without ffmpeg the script draws the posters only and leaves the clips as they are.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/public/media/videos"
frames="$(mktemp -d)"
trap 'rm -rf "$frames"' EXIT
mkdir -p "$out"

# The panoramas (PNG, twice the clip's width) and the posters (WebP, the panorama's left end).
(cd "$root" && node --input-type=module - "$frames" "$out" <<'JS'
import sharp from 'sharp';
import { clipPanoramaSvg, VIDEO_CLIPS, VIDEO_SIZE } from './src/lib/media/art/videoFrames.ts';
const [frames, out] = process.argv.slice(-2);
for (const clip of Object.keys(VIDEO_CLIPS)) {
  const panorama = await sharp(Buffer.from(clipPanoramaSvg(clip))).png().toBuffer();
  await sharp(panorama).toFile(`${frames}/${clip}.png`);
  await sharp(panorama)
    .extract({ left: 0, top: 0, ...VIDEO_SIZE })
    .webp({ quality: 75, effort: 6 })
    .toFile(`${out}/${clip}.webp`);
}
JS
)

if ! command -v ffmpeg >/dev/null; then
  echo "make-demo-videos: no ffmpeg, posters drawn, clips left as they are" >&2
  exit 0
fi
for panorama in "$frames"/*.png; do
  clip="$(basename "$panorama" .png)"
  # 80 px a second: the clip's frame crosses half the panorama in 8 seconds.
  ffmpeg -y -loglevel error -loop 1 -framerate 24 -i "$panorama" \
    -vf "crop=640:400:x='min(640,t*80)':y=0,format=yuv420p" -t 8 \
    -c:v libx264 -preset veryslow -crf 32 -movflags +faststart -an "$out/$clip.mp4"
done
