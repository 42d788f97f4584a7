/**
 * 5G sessions, their phone calls and records, and 5G materials (spec 2 §2.3, §3, §4.3, §4.4, §5, §7.2;
 * spec 1 §2 routes /fifthGeneration/*, /fifthGenerationManagement).
 */

export * from './fiveGMaterial';
export * from './fiveGRecords';
export * from './fiveGRoom';
export * from './fiveGSession';
export * from './fiveGTexts';

export const fiveGPaths = {
  startAgent: '/api/fifthGeneration/startAgent',
  roomInfo: '/api/fifthGeneration/roomInfo/:serviceId',
  event: '/api/fifthGeneration/event',
  startShare: '/api/fifthGeneration/startShare',
  stopShare: '/api/fifthGeneration/stopShare',
  shareInfo: '/api/fifthGeneration/shareInfo',
  startPhoneCall: '/api/fifthGeneration/startPhoneCall',
  micStatus: '/api/fifthGeneration/mircoPhoneStatus',
  videoStatus: '/api/fifthGeneration/videoStatus',
  endPhoneCall: '/api/fifthGeneration/endPhoneCall',
  end: '/api/fifthGeneration/end',
  receiveManual: '/api/fifthGeneration/receiveManual',
  traceRecordStatus: '/api/fifthGeneration/traceRecordStatus',
  insurance: '/api/fifthGeneration/insurance',
  list: '/api/fifthGeneration/list',
  record: '/api/fifthGeneration/record',
  detail: '/api/fifthGeneration/detail/:serviceId',
  export: '/api/fifthGeneration/export',
  material: '/api/fifthGeneration/material',
  materialList: '/api/fifthGeneration/material/list',
  templateSms: '/api/fifthGeneration/templateSms',
} as const;
