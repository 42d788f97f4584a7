import ArticleIcon from '@mui/icons-material/Article';
import CampaignIcon from '@mui/icons-material/Campaign';
import FaceIcon from '@mui/icons-material/Face';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import MovieIcon from '@mui/icons-material/Movie';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import {
  Avatar,
  Box,
  Button,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Pagination,
  Typography,
} from '@mui/material';
import { ConversionStatus } from '../../../resources/materialManagement/ConversionStatus';
import { shareTexts } from './shareTexts';
import { SHARE_PAGE_SIZE, type ShareItem, type ShareListState } from './useShareList';

const pad = (n: number) => String(n).padStart(2, '0');
/** YYYY-MM-DD HH:mm:ss in the browser's time zone. */
const formatTime = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

function ItemIcon({ item }: { item: ShareItem }) {
  if (item.thumbnail) return <Avatar variant="rounded" src={item.thumbnail} alt="" sx={{ width: 48, height: 48 }} />;
  const icon = {
    pdf: <PictureAsPdfIcon />,
    ppt: <SlideshowIcon />,
    pptx: <SlideshowIcon />,
    jpg: <ImageIcon />,
    jpeg: <ImageIcon />,
    png: <ImageIcon />,
    mp4: <MovieIcon />,
    digitalMan: <FaceIcon />,
    yxzx: <CampaignIcon />,
    sells: <LinkIcon />,
    measurement: <LinkIcon />,
  }[item.fileType] ?? <ArticleIcon />;
  return <Avatar variant="rounded">{icon}</Avatar>;
}

export interface ShareListProps {
  list: ShareListState;
  pageIndex: number;
  onPage(pageIndex: number): void;
  onShare(item: ShareItem): void;
}

/** One tab's items (spec 2 §2.2): icon or thumbnail, name, update time and a share action, 10 a page. */
export function ShareList({ list, pageIndex, onPage, onShare }: ShareListProps) {
  const pages = Math.ceil(list.count / SHARE_PAGE_SIZE);
  if (!list.loading && list.items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {shareTexts.empty}
      </Typography>
    );
  }
  return (
    <Box>
      <List dense data-testid="share-list">
        {list.items.map((item) => (
          <ListItem
            key={item.id}
            divider
            secondaryAction={
              <Button
                size="small"
                variant="outlined"
                onClick={() => onShare(item)}
                aria-label={`${shareTexts.share} ${item.name}`}
              >
                {shareTexts.share}
              </Button>
            }
          >
            <ListItemAvatar>
              <ItemIcon item={item} />
            </ListItemAvatar>
            <ListItemText
              primary={item.name}
              secondary={
                <>
                  {`${shareTexts.utime}：${formatTime(item.utime)}`}
                  <ConversionStatus status={item.conversion ?? null} error={item.conversionError ?? null} hideDone />
                </>
              }
              slotProps={{ primary: { noWrap: true }, secondary: { component: 'div' } }}
              sx={{ pr: 6 }}
            />
          </ListItem>
        ))}
      </List>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={pageIndex}
          onChange={(_, page) => onPage(page)}
          size="small"
          sx={{ display: 'flex', justifyContent: 'center', py: 1 }}
        />
      )}
    </Box>
  );
}
