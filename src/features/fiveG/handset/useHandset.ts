/**
 * The handset's side of the simulator: the line of one phone number with the key of one call's link, its current call, and the call's
 * audio and video through the RtcClient's p2p engine (the customer's side of the call's signals).
 */
import { useEffect, useRef, useState } from 'react';
import { connectHandsetLine, type HandsetLine } from '../../../realtime/callLine';
import { createRtcClient } from '../../../realtime/rtc/createRtcClient';
import type { RtcClient } from '../../../realtime/rtc/RtcClient';
import { letCameraGo, openCameraAhead } from '../../../realtime/rtc/p2p/cameraAhead';
import type { HandsetAction, HandsetCall, MediaKind } from '../../../schemas/callService';

/** The call to show: one ringing or talking, else the one that just ended. */
const currentOf = (calls: HandsetCall[]): HandsetCall | null =>
  calls.find((c) => c.state === 'talking') ??
  calls.find((c) => c.state === 'ringing') ??
  calls.find((c) => c.state === 'ended') ??
  null;

/** The handset's camera and microphone go out on the call's connection (once, however often asked), the camera only in video. */
const sendOn = (client: RtcClient, video: boolean): Promise<MediaStream> =>
  client.publish().then((stream) => {
    client.muteVideo(!video);
    return stream;
  });

export function useHandset(phone: string | null, handsetKey: string | null) {
  const [call, setCall] = useState<HandsetCall | null>(null);
  const [connected, setConnected] = useState(false);
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [mediaProblem, setMediaProblem] = useState<string | null>(null);
  const line = useRef<HandsetLine | null>(null);
  const rtc = useRef<{ serviceId: string; client: RtcClient } | null>(null);

  useEffect(() => {
    if (!phone) return;
    const opened = connectHandsetLine({ phone, key: handsetKey }, (calls) => setCall(currentOf(calls)), setConnected);
    line.current = opened;
    return () => {
      opened.close();
      line.current = null;
    };
  }, [phone, handsetKey]);

  const talking = call?.state === 'talking' ? call.serviceId : null;
  const talkingRef = useRef(talking);
  talkingRef.current = talking;
  // Answered here and not yet talking: the call's media starts on the press, while the service connects it.
  const [answered, setAnswered] = useState<{ callId: string; video: boolean } | null>(null);
  const answering = call?.state === 'ringing' && answered?.callId === call.callId ? answered : null;
  const sending = talking !== null || answering !== null;
  // The call's connection is made while it rings (nothing is sent on it before the answer), so the answer only
  // puts the camera and microphone on it.
  const linked = call && call.state !== 'ended' ? call.serviceId : null;

  // The camera opens while a call rings, so answering sends it at once; it stops if the call ends unanswered.
  const ringing = call?.state === 'ringing' ? call.callId : null;
  useEffect(() => {
    if (!ringing) return;
    openCameraAhead('p2p');
    return () => {
      if (!talkingRef.current) letCameraGo();
    };
  }, [ringing]);

  const video = call?.state === 'talking' ? call.media === 'video' : (answering?.video ?? false);
  const videoRef = useRef(video);
  videoRef.current = video;

  // The call's connection from its first ring until it ends.
  useEffect(() => {
    const opened = line.current;
    if (!linked || !opened) return;
    const signals = opened.signals(linked);
    const client = createRtcClient({ engine: 'p2p', iceServers: [] }, { role: 'customer', signals });
    rtc.current = { serviceId: linked, client };
    client.onRemoteStream(setRemoteStream);
    void client.join(linked);
    return () => {
      client.leave();
      signals.close();
      rtc.current = null;
      setLocalStream(null);
      setRemoteStream(null);
    };
  }, [linked]);

  // The camera and microphone from the press of answer (or the agent's answer to the customer's call) on.
  useEffect(() => {
    const current = rtc.current;
    if (!sending || !current) return;
    sendOn(current.client, videoRef.current)
      .then((stream) => {
        if (rtc.current === current) setLocalStream(stream);
      })
      .catch((err: unknown) => setMediaProblem(err instanceof Error ? err.message : String(err)));
  }, [sending, linked]);

  useEffect(() => {
    rtc.current?.client.muteVideo(!video);
  }, [video]);

  const act = (action: HandsetAction) => {
    if (!call) return;
    if (action === 'answerVideo' || action === 'answerAudio') {
      setAnswered({ callId: call.callId, video: action === 'answerVideo' });
      // The camera goes on the connection with the press itself; the render that follows only shows it.
      const current = rtc.current;
      // A refusal of the devices is told by the effect that follows, which sends too.
      if (current?.serviceId === call.serviceId)
        sendOn(current.client, action === 'answerVideo').catch(() => undefined);
    }
    line.current?.act(call.callId, action);
  };

  const callIn = (service: string, media: MediaKind) => line.current?.callIn(service, media);

  return { call, connected, localStream, remoteStream, mediaProblem, act, callIn };
}
