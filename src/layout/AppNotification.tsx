import { useEffect } from 'react';
import { Notification, useLogout, useNotify } from 'react-admin';
import { subscribe } from '../dataProvider/messageBus';
import { pageLink } from '../domain/pages';

/** react-admin's notifications, also showing what the HTTP client and the socket raise outside React. */
export function AppNotification() {
  const notify = useNotify();
  const logout = useLogout();
  useEffect(
    () =>
      subscribe((message) => {
        if (message.kind === 'notify') notify(message.text, { type: message.type });
        else {
          if (message.text) notify(message.text, { type: 'warning', autoHideDuration: 6000 });
          void logout(undefined, pageLink('login'), false);
        }
      }),
    [notify, logout],
  );
  return <Notification />;
}
