import { createContext, useContext, useEffect } from 'react';

/** The page of a shared file shown on the stage now, so what lies over it (the whiteboard) follows the page. */
interface SharePage {
  page: number;
  setPage(page: number): void;
}

export const SharePageContext = createContext<SharePage>({ page: 1, setPage: () => undefined });

export const useSharePage = (): number => useContext(SharePageContext).page;

/** A shared file's view tells the stage which page it shows. */
export function useReportSharePage(page: number): void {
  const { setPage } = useContext(SharePageContext);
  useEffect(() => setPage(page), [page, setPage]);
}
