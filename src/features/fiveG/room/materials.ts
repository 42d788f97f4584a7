/** What the 5G room's share panel lists (spec 2 §2.3, §3 share item). */

/** Spec 2 §9: share lists show 10 a page. */
export const SHARE_PAGE_SIZE = 10;

/** Tab keys of the share list: 0 template materials, 1 5G materials, 2 links. */
export type ShareTabKey = '0' | '1' | '2';

export type MaterialIcon = 'pdf' | 'word' | 'ppt' | 'image' | 'link' | 'other';

export interface MaterialItem {
  id: string;
  name: string;
  /** Creation time, ISO. */
  ctime: string;
  kind: 'file' | 'link' | 'template';
  icon: MaterialIcon;
  /** A link's address. */
  url?: string;
  /** A template the viewer may open in the template editor. */
  editable?: boolean;
}

export interface MaterialPage {
  items: MaterialItem[];
  count: number;
}

export interface MaterialQuery {
  name?: string;
  pageIndex: number;
  pageSize: number;
}

/** The icon of a 5G material by its resType or extension (spec 2 §5: JPEG shows as H5, DOC and DOCX as WORD). */
export function materialIcon(type: string | null | undefined): MaterialIcon {
  const upper = (type ?? '').toUpperCase();
  if (upper === 'PDF') return 'pdf';
  if (upper === 'WORD' || upper === 'DOC' || upper === 'DOCX') return 'word';
  if (upper === 'PPT' || upper === 'PPTX') return 'ppt';
  if (['H5', 'PNG', 'JPG', 'JPEG', 'IMAGE'].includes(upper)) return 'image';
  return 'other';
}
