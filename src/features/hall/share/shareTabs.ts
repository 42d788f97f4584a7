import type { HallVariant } from '../HallContext';
import type { ShareWebType } from '../../../schemas/shareWeb';
import { defaultShareWebType } from '../../../schemas/shareWeb';
import type { FileKind } from '../../../schemas/file';
import { shareTexts } from './shareTexts';

/** Where a tab's items come from: the tenant's links of a type, or its files of a kind. */
export type ShareSource = { from: 'links'; type: ShareWebType } | { from: 'files'; type: FileKind };

/** What a tab's add button adds to the agent's material (spec 2 §2.2 dialogs). */
export type ShareAdd = 'link' | 'document' | 'video' | 'digitalMan';

interface ShareTab {
  /** The spec's tab key (spec 2 §2.2 panel 1). */
  key: string;
  label: string;
  source: ShareSource;
  adds?: ShareAdd;
}

/**
 * The share panel's tabs (spec 2 §2.2): links, files, videos and digital human (when the room allows
 * it) for a standard tenant; product, marketing centre and materials for the video-sales tenant.
 */
export function shareTabs(
  variant: HallVariant,
  tenantCode: string | undefined,
  meetingDigitalHuman: boolean,
): ShareTab[] {
  if (variant === 'videoSells') {
    return [
      { key: '1', label: shareTexts.tabs.product, source: { from: 'links', type: defaultShareWebType(tenantCode) } },
      { key: 'yxzx', label: shareTexts.tabs.yxzx, source: { from: 'links', type: 'yxzx' } },
      { key: 'zgye', label: shareTexts.tabs.zgye, source: { from: 'files', type: 'document' } },
    ];
  }
  return [
    { key: '1', label: shareTexts.tabs.links, source: { from: 'links', type: 'sells' }, adds: 'link' },
    { key: '2', label: shareTexts.tabs.files, source: { from: 'files', type: 'document' }, adds: 'document' },
    { key: '3', label: shareTexts.tabs.videos, source: { from: 'files', type: 'video' }, adds: 'video' },
    ...(meetingDigitalHuman
      ? [
          {
            key: '5',
            label: shareTexts.tabs.digitalMan,
            source: { from: 'links', type: 'digitalMan' },
            adds: 'digitalMan',
          } as const,
        ]
      : []),
  ];
}
