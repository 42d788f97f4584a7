/**
 * 5G sessions, their phone calls and records, and 5G materials (spec 2 §2.3, §3, §4.3, §4.4, §5, §7.2;
 * spec 1 §2 routes /fifthGeneration/*, /fifthGenerationManagement).
 */

export * from './fiveGMaterial';
export * from './fiveGRecords';
export * from './fiveGRoom';
export * from './fiveGSession';
export * from './fiveGTexts';

export { fiveGPaths } from './resourcePaths';
