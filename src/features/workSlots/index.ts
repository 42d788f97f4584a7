export { BookingNotice, TimesManagement } from './TimesManagement';
