import ArticleIcon from '@mui/icons-material/Article';
import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import {
  Avatar,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Pagination,
  Typography,
} from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { roomTexts } from '../roomTexts';
import { SHARE_PAGE_SIZE, type MaterialIcon, type MaterialItem } from '../materials';

const pad = (n: number) => String(n).padStart(2, '0');
/** YYYY-MM-DD HH:mm:ss in the browser's time zone (spec 2 §2.3). */
const formatCtime = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

const icons: Record<MaterialIcon, ReactElement> = {
  pdf: <PictureAsPdfIcon sx={{ color: '#e53935' }} />,
  word: <DescriptionIcon sx={{ color: '#1e88e5' }} />,
  ppt: <SlideshowIcon sx={{ color: '#fb8c00' }} />,
  image: <ImageIcon sx={{ color: '#43a047' }} />,
  link: <LinkIcon />,
  other: <ArticleIcon />,
};

export interface MaterialListProps {
  items: MaterialItem[];
  count: number;
  loading: boolean;
  pageIndex: number;
  emptyText: string;
  onPage(pageIndex: number): void;
  onShare(item: MaterialItem): void;
  /** A row's own actions, shown under its name in place of the share button (the template tab's). */
  actions?: (item: MaterialItem) => ReactNode;
}

/** One tab's items, 10 a page: file-type icon, name, creation time and the share action (spec 2 §2.3). */
export function MaterialList({
  items,
  count,
  loading,
  pageIndex,
  emptyText,
  onPage,
  onShare,
  actions,
}: MaterialListProps) {
  const pages = Math.ceil(count / SHARE_PAGE_SIZE);
  if (loading && items.length === 0) return <CircularProgress size={24} sx={{ display: 'block', mx: 'auto', my: 3 }} />;
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box>
      <List dense data-testid="material-list">
        {items.map((item) => (
          <ListItem
            key={item.id}
            divider
            secondaryAction={
              actions ? undefined : (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => onShare(item)}
                  aria-label={`${roomTexts.share} ${item.name}`}
                >
                  {roomTexts.share}
                </Button>
              )
            }
          >
            <ListItemAvatar>
              <Avatar variant="rounded" sx={{ bgcolor: 'grey.100' }} data-icon={item.icon}>
                {icons[item.icon]}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={item.name}
              secondary={
                <>
                  {`${roomTexts.ctime}：${formatCtime(item.ctime)}`}
                  {actions && (
                    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                      {actions(item)}
                    </Box>
                  )}
                </>
              }
              slotProps={{ primary: { noWrap: true }, secondary: { component: 'div' } }}
              sx={{ pr: actions ? 0 : 6 }}
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
