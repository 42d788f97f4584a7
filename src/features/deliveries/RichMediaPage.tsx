import { Box, Button, Card, CardActionArea, CardContent, Container, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { landingPath } from '../../domain/landing';
import { pageLink } from '../../domain/pages';
import { richMediaEntries } from '../../domain/richMedia';
import { storedAgent } from '../../session/session';
import { RICH_MEDIA_TEXTS as T } from './texts';

/** /richMedia (spec 1 §2.1): the rich-media tasks, content and audits the role's menus offer, one card each. */
export function RichMediaPage() {
  const navigate = useNavigate();
  const menus = storedAgent()?.agentRole.menus ?? [];
  const entries = richMediaEntries(menus);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }} component="main">
      <Stack direction="row" justifyContent="space-between" alignItems="flex-start" sx={{ mb: 3 }}>
        <Box>
          <Typography variant="h5" component="h1">
            {T.title}
          </Typography>
          <Typography color="text.secondary">{T.subtitle}</Typography>
        </Box>
        <Button variant="outlined" onClick={() => navigate(landingPath(menus) ?? pageLink('login'))}>
          {T.home}
        </Button>
      </Stack>
      {entries.length === 0 ? (
        <Typography role="status" color="text.secondary">
          {T.none}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          }}
        >
          {entries.map((entry) => (
            <Card component="li" key={entry.key} variant="outlined">
              <CardActionArea onClick={() => navigate(entry.key)} aria-label={entry.pageName} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2" gutterBottom>
                    {entry.pageName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {T.about[entry.page]}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </Container>
  );
}
