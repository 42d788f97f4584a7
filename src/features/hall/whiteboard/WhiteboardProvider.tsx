import { createContext, useContext, type ReactNode } from 'react';
import { useHall } from '../HallContext';
import { useWhiteboard, type WhiteboardBoard } from './useWhiteboard';

const WhiteboardContext = createContext<WhiteboardBoard | null>(null);

/** Keeps the room's drawing for the whole hall, shown or not, so turning the board on again shows it as it was. */
export function WhiteboardProvider({ children }: { children: ReactNode }) {
  const hall = useHall();
  const board = useWhiteboard({
    channel: hall.channel,
    role: hall.role,
    visible: hall.whiteboard,
    setVisible: hall.setWhiteboard,
  });
  return <WhiteboardContext.Provider value={board}>{children}</WhiteboardContext.Provider>;
}

export function useBoard(): WhiteboardBoard | null {
  return useContext(WhiteboardContext);
}
