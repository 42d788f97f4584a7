import { Alert, Box, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { miniProgramTexts as T } from '../../schemas/miniProgram';
import { useSimulatorOn } from '../../features/shared';

/**
 * /customer/miniProgram: where the local simulator's mini-program links lead (no WeChat app configured). It
 * says it stands in for the mini program and shows what the real one would be opened with: its page and the
 * customer's task and tenant; while the server runs no simulator, it says only that.
 */
export function MiniProgramSimulatorPage() {
  const [params] = useSearchParams();
  const simulatorOn = useSimulatorOn('miniProgram');
  const query = new URLSearchParams(params.get('query') ?? '');
  const rows: [string, string][] = [
    [T.simulatorPath, params.get('path') ?? ''],
    [T.simulatorTask, query.get('taskId') ?? ''],
    [T.simulatorTenant, query.get('tenantCode') ?? ''],
  ];
  return (
    <Box sx={{ maxWidth: 430, mx: 'auto', minHeight: '100vh', p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h1">
          {T.simulatorTitle}
        </Typography>
        {simulatorOn === false && <Alert severity="warning">{T.simulatorOff}</Alert>}
        {simulatorOn && (
          <>
            <Alert severity="info">{T.simulatorNote}</Alert>
            <Box component="dl" sx={{ m: 0 }}>
              {rows.map(([label, value]) => (
                <Stack key={label} direction="row" spacing={1}>
                  <Typography component="dt" color="text.secondary">
                    {label}：
                  </Typography>
                  <Typography
                    component="dd"
                    sx={{ m: 0, wordBreak: 'break-all' }}
                    data-testid={`mini-program-${label}`}
                  >
                    {value}
                  </Typography>
                </Stack>
              ))}
            </Box>
          </>
        )}
      </Stack>
    </Box>
  );
}
