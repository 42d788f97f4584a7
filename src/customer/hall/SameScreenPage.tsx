import { Alert, Box, Stack, Typography } from '@mui/material';
import { useParams, useSearchParams } from 'react-router-dom';
import { CustomerFrame } from '../CustomerFrame';
import { customerTexts as texts } from './texts';
import { useCustomerSameScreen } from './useCustomerSameScreen';

/**
 * /customer/sameScreen/:serviceId?key=: the customer's side of a same-screen record, the agent's name and
 * the shared page; it learns the end by asking.
 */
export function CustomerSameScreenPage() {
  const { serviceId = '' } = useParams();
  const [params] = useSearchParams();
  const view = useCustomerSameScreen(serviceId, params.get('key') ?? '');
  return (
    <CustomerFrame title={texts.sameScreenTitle}>
      <Stack spacing={2}>
        {view.status === 'loading' && view.problem && <Alert severity="warning">{view.problem}</Alert>}
        {view.status === 'refused' && <Alert severity="error">{view.message}</Alert>}
        {(view.status === 'open' || view.status === 'ended') && (
          <Typography color="text.secondary" data-testid="same-screen-agent">
            {texts.sameScreenAgent(view.session.agentName)}
          </Typography>
        )}
        {view.status === 'ended' && (
          <Alert severity="info" data-testid="same-screen-ended">
            {texts.ended}
          </Alert>
        )}
        {view.status === 'open' && (
          <Box
            component="iframe"
            src={view.session.shareWeb.url}
            title={view.session.shareWeb.name}
            data-testid="same-screen-frame"
            // The shared page is another site's: it may run, but not navigate this page or learn its address.
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            referrerPolicy="no-referrer"
            sx={{
              display: 'block',
              width: '100%',
              height: '70vh',
              border: 0,
              borderRadius: 1,
              bgcolor: 'common.white',
            }}
          />
        )}
      </Stack>
    </CustomerFrame>
  );
}
