import EditIcon from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Card, CardActions, CardContent, CardMedia, Grid, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Loading, Title, useNotify } from 'react-admin';
import { formatMoney } from '../../domain/offerPrice';
import type { CardTemplateRecord } from '../../schemas/cardTemplate';
import { listCards } from './cardApi';
import { OfferCardDialog } from './OfferCardDialog';
import { SHARE_CARD_TEXTS as T } from './texts';
import { SHARE_CARD_TEXTS } from './texts';

const timeOf = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

function TemplateCard({ card, showTenant, onEdit }: { card: CardTemplateRecord; showTenant: boolean; onEdit(): void }) {
  const notify = useNotify();
  const total = card.content.find((row) => row.totalType === 'total')?.value;
  const link = card.imageUrl ? new URL(card.imageUrl, window.location.origin).href : null;
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link).then(
      () => notify(T.copied, { type: 'success' }),
      () => notify(link, { type: 'info' }),
    );
  };
  return (
    <Card
      variant="outlined"
      data-testid="share-card-template"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {card.imageUrl ? (
        <CardMedia
          component="img"
          image={card.imageUrl}
          alt={card.name}
          sx={{ aspectRatio: '750 / 1330', objectFit: 'contain', bgcolor: 'grey.100' }}
        />
      ) : (
        <Box
          sx={{
            aspectRatio: '750 / 1330',
            bgcolor: 'grey.100',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            p: 2,
          }}
        >
          <Typography color="text.secondary" align="center">
            {T.noImage}
          </Typography>
        </Box>
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6">{card.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {T.typeName[card.type] ?? card.type}
          {showTenant ? ` · ${card.tenant.name}` : ''}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {SHARE_CARD_TEXTS.total}
          {formatMoney(total)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {T.updatedAt}：{timeOf(card.updatedAt)}
          {card.updatedBy ? ` · ${T.updatedBy}：${card.updatedBy.fullName}` : ''}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          size="small"
          variant="contained"
          startIcon={<EditIcon />}
          onClick={onEdit}
          aria-label={`${T.edit} ${card.name}`}
        >
          {T.edit}
        </Button>
        {link && (
          <>
            <Button size="small" startIcon={<LinkIcon />} onClick={() => void copy()}>
              {T.copyLink}
            </Button>
            <Button size="small" startIcon={<OpenInNewIcon />} href={link} target="_blank" rel="noopener">
              {T.openImage}
            </Button>
          </>
        )}
      </CardActions>
    </Card>
  );
}

/** The share card template list (/fifthGShareTemplate, spec 3 §2): the tenant's cards, each edited in a dialog. */
export function ShareTemplatePage() {
  const [cards, setCards] = useState<CardTemplateRecord[] | null>(null);
  const [editing, setEditing] = useState<CardTemplateRecord | null>(null);
  const load = useCallback(() => {
    listCards()
      .then((page) => setCards(page.list))
      .catch(() => setCards([]));
  }, []);
  useEffect(load, [load]);
  const tenants = new Set((cards ?? []).map((card) => card.tenant._id));

  return (
    <Box sx={{ p: 2 }}>
      <Title title={T.title} />
      {cards === null ? (
        <Loading />
      ) : cards.length === 0 ? (
        <Typography color="text.secondary">{T.empty}</Typography>
      ) : (
        <Grid container spacing={2} role="list" aria-label={T.title}>
          {cards.map((card) => (
            <Grid key={card._id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} role="listitem">
              <TemplateCard card={card} showTenant={tenants.size > 1} onEdit={() => setEditing(card)} />
            </Grid>
          ))}
        </Grid>
      )}
      {editing && (
        <OfferCardDialog
          card={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            load();
          }}
        />
      )}
    </Box>
  );
}
