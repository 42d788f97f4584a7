import { describe, expect, it } from 'vitest';
import { Decoder } from 'ts-ebml';
import { piecesOf, sampleRecording } from '../../tests/support/sampleWebm';
import { mayStartWebm, WebmClock } from './webm';

const clockOf = (pieces: Buffer[]) => {
  const clock = new WebmClock();
  for (const piece of pieces) clock.push(piece);
  return clock;
};

/** The file a player opens: the remade head, then the recording from where its metadata ends. */
const seekableFile = (bytes: Buffer) => {
  const seekable = clockOf([bytes]).seekableHead();
  expect(seekable).not.toBeNull();
  return Buffer.concat([seekable!.head, bytes.subarray(seekable!.replaces)]);
};

describe('webm recordings', () => {
  it('takes a first piece that holds only the start of a webm head, and nothing else', () => {
    const bytes = sampleRecording(1000);
    for (const size of [1, 3, 10, 40, bytes.length]) expect(mayStartWebm(bytes.subarray(0, size))).toBe(true);
    expect(mayStartWebm(Buffer.from([0x1a, 0x46]))).toBe(false);
    expect(mayStartWebm(Buffer.from('hello world'))).toBe(false);
    expect(mayStartWebm(Buffer.from('not a video at all, just text'))).toBe(false);
    const matroska = Buffer.from(bytes);
    matroska.write('mkvx', matroska.indexOf('webm'), 'latin1');
    expect(mayStartWebm(matroska)).toBe(false);
  });

  it('finds the length however the bytes are cut', () => {
    const bytes = sampleRecording(4300, { stepMs: 100, payload: 700 });
    for (const size of [1, 7, 333, 4096, bytes.length]) expect(clockOf(piecesOf(bytes, size)).durationMs).toBe(4300);
  });

  it('writes the length and a cue for each cluster into the head, so a player knows it at once and can seek', () => {
    const bytes = sampleRecording(2500);
    const file = seekableFile(bytes);
    const elements = new Decoder().decode(new Uint8Array(file).buffer);
    const duration = elements.find((element) => element.name === 'Duration');
    expect(duration?.type === 'f' && duration.value).toBe(2500);
    const clusters = elements.filter((element) => element.name === 'Cluster' && element.type === 'm' && !element.isEnd);
    const segment = elements.find((element) => element.name === 'Segment')!;
    const cuePositions = elements.filter((element) => element.name === 'CueClusterPosition');
    expect(clusters).toHaveLength(3);
    // Each cue points at its cluster, counted from the start of the Segment's content.
    expect(cuePositions.map((element) => element.type === 'u' && element.value)).toEqual(
      clusters.map((cluster) => cluster.tagStart - segment.dataStart),
    );
    // The clusters follow the head byte for byte, and still read the same.
    const firstCluster = bytes.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    expect(file.subarray(file.length - (bytes.length - firstCluster))).toEqual(bytes.subarray(firstCluster));
    expect(clockOf([file]).durationMs).toBe(2500);
  });

  it('cues only the clusters that start on a keyframe, where a player can show the picture at once', () => {
    const bytes = sampleRecording(2500);
    const cluster = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);
    const second = bytes.indexOf(cluster, bytes.indexOf(cluster) + 1);
    // The flags of the second cluster's first block: after its head, its Timestamp, and the block's head and times.
    bytes[second + 12 + 13 + 1 + 8 + 3] = 0x00;
    const elements = new Decoder().decode(new Uint8Array(seekableFile(bytes)).buffer);
    const segment = elements.find((element) => element.name === 'Segment')!;
    const clusters = elements.filter((element) => element.name === 'Cluster' && element.type === 'm' && !element.isEnd);
    const cuePositions = elements.filter((element) => element.name === 'CueClusterPosition');
    expect(cuePositions.map((element) => element.type === 'u' && element.value)).toEqual(
      [clusters[0]!, clusters[2]!].map((c) => c.tagStart - segment.dataStart),
    );
  });

  it('leaves a recording it cannot read as it is', () => {
    const bytes = sampleRecording(1000);
    expect(clockOf([bytes.subarray(0, 30)]).seekableHead()).toBeNull();
    const broken = Buffer.concat([bytes.subarray(0, 60), Buffer.from([0x10, 0x00, 0x00, 0x00, 0x01]), bytes]);
    expect(clockOf([broken]).seekableHead()).toBeNull();
  });
});
