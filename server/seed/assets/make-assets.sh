#!/usr/bin/env bash
# Remakes the demo seed's sample video (product-intro.mp4) and brochure (product-brochure.pdf).
# The committed files are what the seed stores; this script is only needed to change them.
# Needs ffmpeg, LibreOffice (soffice) and fonts-noto-cjk: apt-get install -y ffmpeg libreoffice-writer-nogui fonts-noto-cjk
set -euo pipefail
cd "$(dirname "$0")"

# The Simplified Chinese face by its fontconfig name; a white border of one pixel stands in for bold.
regular="font='Noto Sans CJK SC'"
bold="$regular:borderw=1:bordercolor=white"
# Ten seconds at 640x360: a slowly turning gradient, two drifting discs, the title fading in, three bars
# of the education fund rising (1.5-6 s), then the plan's three points sliding in (6-10 s), and a
# progress line along the bottom.
cat > /tmp/product-intro.filter <<FILTER
gradients=s=640x360:r=24:d=10:n=3:c0=0x0b3d91:c1=0x1565c0:c2=0x00838f:speed=0.02:seed=7,format=yuv420p[bg];
color=c=white@0.0:s=120x120:r=24:d=10,format=rgba,geq=r=255:g=255:b=255:a='if(lt(hypot(X-60,Y-60),58),36,0)'[disc];
[disc]split[disc1][disc2];
[bg][disc1]overlay=x='470+40*sin(t*0.9)':y='40+25*cos(t*1.3)'[b1];
[b1][disc2]overlay=x='-30+30*cos(t*0.7)':y='230+20*sin(t*1.1)'[b2];
color=c=0xffca28:s=70x200:r=24:d=10[bar1src];
color=c=0xffb300:s=70x200:r=24:d=10[bar2src];
color=c=0xff8f00:s=70x200:r=24:d=10[bar3src];
[b2][bar1src]overlay=x=200:y='300-110*min(1,max(0,(t-1.5)/1.2))':enable='between(t,1.5,6)'[c1];
[c1][bar2src]overlay=x=285:y='300-160*min(1,max(0,(t-2.0)/1.2))':enable='between(t,2.0,6)'[c2];
[c2][bar3src]overlay=x=370:y='300-190*min(1,max(0,(t-2.5)/1.2))':enable='between(t,2.5,6)'[c3];
color=c=0x0b2e6b:s=640x60:r=24:d=10[foot];
[c3][foot]overlay=x=0:y=300[c4];
color=c=0xffca28:s=640x4:r=24:d=10[progress];
[c4][progress]overlay=x='-640+640*t/10':y=356[c5];
[c5]drawtext=$bold:text='少儿教育金计划':fontsize=40:fontcolor=white:x=(w-text_w)/2:y=28:alpha='min(1,t/0.8)',
drawtext=$regular:text='为孩子的每个求学阶段，储备一笔确定的教育金':fontsize=20:fontcolor=white@0.9:x=(w-text_w)/2:y=86:alpha='min(1,max(0,(t-0.4)/0.8))',
drawtext=$regular:text='高中':fontsize=18:fontcolor=white:x=215:y=272:enable='between(t,1.5,6)',
drawtext=$regular:text='大学':fontsize=18:fontcolor=white:x=300:y=272:enable='between(t,2.0,6)',
drawtext=$regular:text='深造':fontsize=18:fontcolor=white:x=385:y=272:enable='between(t,2.5,6)',
drawtext=$regular:text='● 高中、大学、深造三阶段给付':fontsize=24:fontcolor=white:x='max(120,640-(t-6.0)*1400)':y=140:enable='gte(t,6.0)',
drawtext=$regular:text='● 投保人豁免，后续保费免交':fontsize=24:fontcolor=white:x='max(120,640-(t-6.8)*1400)':y=185:enable='gte(t,6.8)',
drawtext=$regular:text='● 犹豫期15天，安心选择':fontsize=24:fontcolor=white:x='max(120,640-(t-7.6)*1400)':y=230:enable='gte(t,7.6)',
drawtext=$regular:text='产品介绍 · 具体以保险合同条款为准':fontsize=16:fontcolor=white@0.85:x=(w-text_w)/2:y=320
FILTER
ffmpeg -y -loglevel error -filter_complex_script /tmp/product-intro.filter \
  -c:v libx264 -profile:v main -preset veryslow -crf 26 -pix_fmt yuv420p -movflags +faststart -t 10 product-intro.mp4
rm /tmp/product-intro.filter

soffice --headless --convert-to pdf:writer_pdf_Export --outdir . product-brochure.html >/dev/null
