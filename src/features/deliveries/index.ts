export { DeliveryTaskDetail } from './DeliveryTaskDetail';
export { DeliveryTaskList } from './DeliveryTaskList';
export { SimpleCallFivePage } from './simple/SimpleCallFivePage';
export { RichMediaPage } from './RichMediaPage';
