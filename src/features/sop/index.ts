export { SopPage } from './SopPage';
export { ScriptLibraryPanel } from './ScriptLibraryPanel';
export { AssistantPanel } from './AssistantPanel';
