export { DeliveryTaskDetail } from './DeliveryTaskDetail';
export { DeliveryTaskList } from './DeliveryTaskList';
