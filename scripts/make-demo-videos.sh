#!/usr/bin/env bash
# Makes the demo collection videos shipped in public/media/videos/ (run by hand; needs Debian's ffmpeg).
# Each is an 8-second, 640x400 H.264 clip: a slow gradient in the city's colours with its name.
set -euo pipefail
out="$(dirname "$0")/../public/media/videos"
mkdir -p "$out"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
make() { # file colour-from colour-to title
  ffmpeg -y -loglevel error -f lavfi \
    -i "gradients=s=640x400:c0=$2:c1=$3:x0=0:y0=0:x1=640:y1=400:speed=0.02:d=8:r=24" \
    -vf "drawtext=fontfile=$font:text='$4':fontcolor=white:fontsize=52:x=(w-text_w)/2:y=(h-text_h)/2" \
    -c:v libx264 -pix_fmt yuv420p -preset veryslow -crf 32 -movflags +faststart -an "$out/$1.mp4"
}
make london 0x7f1d1d 0x1e3a8a 'London'
make new-york 0x111827 0xb45309 'New York'
make rome 0xb45309 0x7c2d12 'Rome'
make paris 0x1e3a8a 0xbe185d 'Paris'
make athens 0x0c4a6e 0xe0f2fe 'Athens'
make naples 0x065f46 0x0369a1 'Naples'
