/**
 * The meeting hall's public parts: the agent's entry pages, the pieces a side composes its hall from (context,
 * stage, media, share, whiteboard, controls, network, footer), and the agent's room lifecycle, recording and
 * API that the 5G room reuses.
 */
export { ExhibitionHall, handRoomOver, MeetingRoom, QwEnd } from './agent';
export { agentHallApi } from './agent/agentHallApi';
export { BeforeEndContext, createBeforeEndRegistry } from './agent/lifecycle/beforeHallEnd';
export { leaveEndedHall } from './agent/lifecycle/hallExit';
export { useCallRecording } from './agent/recording/useCallRecording';
export { useObeyHost } from './controls/useObeyHost';
export { FooterItem } from './footer/FooterItem';
export { HallContext, useHall, type Hall, type HallRoom, type PanelKey } from './HallContext';
export type { CustomerHallApi, RecordingApi } from './hallApi';
export { MediaProblem } from './MediaControls';
export { HallNetwork } from './network/HallNetwork';
export type { RoomMediaTexts } from './roomMediaTexts';
export { useRoomShare } from './share/useRoomShare';
export { RecordPauseButton, RecordPausedBanner } from './recordPause/RecordPause';
export { useRecordPause } from './recordPause/useRecordPause';
export { HallStage } from './stage/HallStage';
export { elapsedText, useElapsed } from './useElapsed';
export { useHallChannel } from './useHallChannel';
export { useRoomMedia } from './useRoomMedia';
export { WhiteboardProvider } from './whiteboard/WhiteboardProvider';
