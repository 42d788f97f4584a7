/** What several features' pages share: spoken words played at once, the simulators' on-off check, one page per browser. */
export { SpokenAudio } from './SpokenAudio';
export { useSimulatorOn } from './useSimulatorOn';
export { useTabLock, type TabLockState } from './useTabLock';
