import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { defaultShareWebType } from '../../../schemas/shareWeb';
import { storedAgent } from '../../../session/session';
import { AddProductLinkDialog } from './AddProductLinkDialog';
import { useRoomProduct } from './roomProduct';
import { shareTexts } from './shareTexts';
import type { ShareItem } from './useShareList';

/**
 * The video-sales hall's 产品 tab (spec 2 §2.2): the room's product page with a start-same-screen button,
 * or, when the room has none, a button to add the link the customer asks about. 返回首页 opens the page afresh.
 */
export function ProductTab({ onShare }: { onShare(item: ShareItem): void }) {
  const { product, choose, homeVisits } = useRoomProduct();
  const [adding, setAdding] = useState(false);
  if (product === undefined) return null;
  if (product === null) {
    return (
      <Stack spacing={2} alignItems="center" sx={{ p: 4 }}>
        <Typography color="text.secondary">{shareTexts.noProduct}</Typography>
        <Button variant="contained" onClick={() => setAdding(true)}>
          {shareTexts.addLink}
        </Button>
        <AddProductLinkDialog open={adding} onAdded={choose} onClose={() => setAdding(false)} />
      </Stack>
    );
  }
  const type = defaultShareWebType(storedAgent()?.tenant?.code);
  const item: ShareItem = {
    id: product.id,
    name: product.name,
    utime: '',
    thumbnail: null,
    source: { from: 'links', type },
    fileType: type,
  };
  return (
    <Stack spacing={1} sx={{ p: 2, height: '100%' }}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography variant="subtitle2" sx={{ flex: 1 }} noWrap>
          {product.name}
        </Typography>
        <Button variant="contained" size="small" onClick={() => onShare(item)}>
          {shareTexts.startSameScreen}
        </Button>
      </Stack>
      <Box
        component="iframe"
        key={homeVisits}
        title={product.name}
        src={product.url}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
        sx={{ flex: 1, minHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1, width: '100%' }}
      />
    </Stack>
  );
}
