import { Navigate, useParams } from 'react-router-dom';
import { SameScreenHall } from './lifecycle/SameScreenHall';
import { pageLink } from '../../../domain/pages';

/**
 * /exhibitionHall/:from inside the layout (spec 2 §2.1): sameScreen is the hall of a same-screen record;
 * meetingList is served by the agent's hall outside the layout (/exhibitionHall/meetingList/:serviceId?),
 * so any other value goes back to the meeting list.
 */
export function ExhibitionHallPage() {
  const { from } = useParams();
  if (from === 'sameScreen') return <SameScreenHall />;
  return <Navigate to={pageLink('meetings')} replace />;
}
