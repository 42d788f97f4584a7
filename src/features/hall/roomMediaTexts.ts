/** The words of the room's media, given by each bundle: the back-office through i18n, the customer's pages directly. */
export interface RoomMediaTexts {
  microphone: string;
  camera: string;
  remoteVideo: string;
  localVideo: string;
  waitingRemote: string;
  soundOff: string;
  authTitle: string;
  authDenied: string;
  unsupported: string;
  cameraFailed: string;
  confirm: string;
}
