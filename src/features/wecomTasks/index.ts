export { WecomTaskCreate, WecomTaskDetail, WecomTaskList } from './WecomTasks';
