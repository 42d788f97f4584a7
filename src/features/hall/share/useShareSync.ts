import { useCallback, useEffect, useRef } from 'react';
import { drivesShare, readShareSync, type ShareSync } from '../../../domain/shareSync';
import type { RoomShare } from '../../../schemas/roomShare';
import { useHall } from '../HallContext';

declare module '../../../schemas/roomMessages' {
  interface RoomMessages {
    /** The controller's place in a shared item, or a follower's hello asking for it (src/domain/shareSync.ts). */
    'share.sync': ShareSync;
  }
}

export type ShareReport = Omit<ShareSync, 'startedAt' | 'hello' | 'home' | 'viewing'>;

interface ShareSyncHandle {
  /** This page drives the share; the other side follows it. */
  drives: boolean;
  /** Tells the other side where the controller is (only the controller's reports count). */
  report(report: ShareReport): void;
  /** Back to the share's own address: the controller goes, a follower asks the controller to. */
  askHome(): void;
  /** A follower tells the controller the document page it is on. */
  tellViewing(page: number): void;
}

interface ShareSyncOptions {
  /** The controller goes back to the share's own address. */
  home?: () => void;
  /** The controller hears the follower's document page. */
  viewing?: (page: number) => void;
}

/**
 * Same-screen control of one share: the controller reports and answers a follower's hello with
 * `snapshot()`; the follower applies each report with `follow` and says hello when it opens. `home` takes the
 * controller back to the share's own address, asked by either side. A follower paging a document on its own
 * tells the controller its page (`viewing`).
 */
export function useShareSync(
  share: RoomShare,
  follow: (sync: ShareSync) => void,
  snapshot: () => ShareReport,
  { home = () => undefined, viewing = () => undefined }: ShareSyncOptions = {},
): ShareSyncHandle {
  const { channel, role } = useHall();
  const drives = drivesShare(role, share.controller);
  const followRef = useRef(follow);
  const snapshotRef = useRef(snapshot);
  const homeRef = useRef(home);
  const viewingRef = useRef(viewing);
  followRef.current = follow;
  snapshotRef.current = snapshot;
  homeRef.current = home;
  viewingRef.current = viewing;
  const { startedAt } = share;

  const report = useCallback(
    (next: ShareReport) => {
      if (drives) channel.send('share.sync', { ...next, startedAt });
    },
    [channel, drives, startedAt],
  );

  useEffect(() => {
    const stop = channel.on('share.sync', (payload) => {
      const sync = readShareSync(payload);
      if (!sync || sync.startedAt !== startedAt) return;
      if (drives) {
        if (sync.hello) channel.send('share.sync', { ...snapshotRef.current(), startedAt });
        if (sync.home) homeRef.current();
        if (sync.viewing !== undefined) viewingRef.current(sync.viewing);
      } else if (!sync.hello && !sync.home && sync.viewing === undefined) {
        followRef.current(sync);
      }
    });
    if (!drives) channel.send('share.sync', { startedAt, hello: true });
    return stop;
  }, [channel, drives, startedAt]);

  const askHome = useCallback(() => {
    if (drives) homeRef.current();
    else channel.send('share.sync', { startedAt, home: true });
  }, [channel, drives, startedAt]);

  const tellViewing = useCallback(
    (page: number) => {
      if (!drives) channel.send('share.sync', { startedAt, viewing: page });
    },
    [channel, drives, startedAt],
  );

  return { drives, report, askHome, tellViewing };
}
